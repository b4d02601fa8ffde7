import Foundation
import Testing
import TestSupport

/// What makes the tool a gate a team can trust: a run on nothing fails, language tags are checked
/// and matched as Xcode matches them, and a baseline's hidden findings are counted in every format.
struct GateTests {
    static let entries: [(key: String, units: [TestCatalog.Unit])] = [
        ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
        ("close.hint", [("en", "Closes the player.", "translated")]),
        ("empty.label", [("en", "Nothing here", "translated"), ("de", "", "translated")]),
    ]

    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(entries))
        return folder
    }

    // MARK: - Nothing to check

    @Test func anEmptyFolderFails() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/README.md", "no catalogs here\n")
        for command in ["check", "coverage"] {
            let run = try ToolRunner.run([command, "empty"], in: folder.url, environment: withoutGit)
            #expect(run.status == 2, "\(command): \(run.output)\(run.error)")
            #expect(run.error.contains("nothing to check: no string catalogs and no Swift files found under 'empty'"), "\(command): \(run.error)")
            #expect(run.error.contains("--allow-empty"))
        }
        // Every path searched is named.
        try folder.write("other/notes.txt", "\n")
        let two = try ToolRunner.run(["check", "empty", "other"], in: folder.url, environment: withoutGit)
        #expect(two.error.contains("under 'empty', 'other'"), "\(two.error)")
    }

    @Test func allowEmptyPasses() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/README.md", "no catalogs here\n")
        for command in ["check", "coverage"] {
            let run = try ToolRunner.run([command, "--allow-empty", "empty"], in: folder.url, environment: withoutGit)
            #expect(run.status == 0, "\(command): \(run.output)\(run.error)")
            #expect(!run.error.contains("nothing to check"))
        }
    }

    @Test func aFolderWithCatalogsIsNotEmpty() throws {
        let folder = try Self.project()
        let run = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 1, "\(run.error)")
        #expect(!run.error.contains("nothing to check"))
    }

    // MARK: - Languages

    @Test func aLanguageNameIsAUsageErrorWithASuggestion() throws {
        let folder = try Self.project()
        for command in ["check", "coverage"] {
            let run = try ToolRunner.run([command, "--languages", "en,german", "."], in: folder.url, environment: withoutGit)
            #expect(run.status == 2, "\(command)")
            #expect(run.error.contains("'german' is not a language tag"), "\(run.error)")
            #expect(run.error.contains("did you mean 'de'?"), "\(run.error)")
            #expect(run.output.isEmpty, "nothing is checked with a bad tag")
        }
        // The configuration says the same about the same word.
        try folder.write(".xcstrings-a11y.json", #"{"languages": ["en", "german"]}"#)
        let configured = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(configured.status == 2)
        #expect(configured.error.contains("'german', which is not a language tag"), "\(configured.error)")
        #expect(configured.error.contains("did you mean 'de'?"), "\(configured.error)")
    }

    @Test(arguments: ["de", "de-CH", "zh-Hans", "pt-BR", "es-419", "sr-Latn-RS"])
    func xcodeTagsAreAccepted(_ tag: String) throws {
        let folder = try Self.project()
        let run = try ToolRunner.run(["check", "--languages", "en,\(tag)", "."], in: folder.url, environment: withoutGit)
        #expect(run.status != 2, "\(tag): \(run.error)")
    }

    @Test(arguments: ["d", "deutsch1", "de-", "de-CHE", "zh-Hansx", "pt-BR-x"])
    func malformedTagsAreRefused(_ tag: String) throws {
        let folder = try Self.project()
        let run = try ToolRunner.run(["check", "--languages", tag, "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 2, "\(tag)")
        #expect(run.error.contains("is not a language tag"), "\(tag): \(run.error)")
    }

    @Test func languagesMatchWithoutRegardToCase() throws {
        let folder = try Self.project()
        for command in [["check", "--format", "json"], ["coverage", "--format", "json"], ["coverage"]] {
            let lower = try ToolRunner.run(command + ["--languages", "en,de", "."], in: folder.url, environment: withoutGit)
            let upper = try ToolRunner.run(command + ["--languages", "EN,DE", "."], in: folder.url, environment: withoutGit)
            #expect(lower.status == upper.status)
            #expect(!lower.output.isEmpty && lower.output == upper.output, "\(command): \(upper.output)")
        }
        // Reported in the catalog's spelling: the German label is empty, not missing.
        let json = try ToolRunner.run(["check", "--format", "json", "--languages", "DE", "."], in: folder.url, environment: withoutGit)
        #expect(json.output.contains(#""language": "de""#), "\(json.output)")
        #expect(!json.output.contains(#""language": "DE""#))
        // The configuration matches the same way.
        try folder.write(".xcstrings-a11y.json", #"{"languages": ["EN", "De"]}"#)
        let configured = try ToolRunner.run(["check", "--format", "json", "."], in: folder.url, environment: withoutGit)
        let plain = try ToolRunner.run(["check", "--format", "json", "--languages", "en,de", "."], in: folder.url, environment: withoutGit)
        #expect(configured.output == plain.output)
    }

    @Test func aTagNoCatalogHasGetsASuggestionAmongTheCatalogsLanguages() throws {
        let folder = try Self.project()
        let run = try ToolRunner.run(["check", "--languages", "en,dee", "."], in: folder.url, environment: withoutGit)
        #expect(run.error.contains("no catalog has the language 'dee'; did you mean 'de'?"), "\(run.error)")
    }

    // MARK: - Baseline counts

    @Test func everyFormatCountsWhatTheBaselineHid() throws {
        let folder = try Self.project()
        let written = try ToolRunner.run(["check", "--write-baseline", "baseline.json", "."], in: folder.url, environment: withoutGit)
        #expect(written.error.contains("2 findings"), "\(written.error)")
        let run = { (format: String) in
            try ToolRunner.run(["check", "--baseline", "baseline.json", "--format", format, "."], in: folder.url, environment: withoutGit)
        }

        let text = try run("text")
        #expect(text.status == 0)
        #expect(text.output.hasSuffix("0 errors, 0 warnings, 0 info (2 hidden by the baseline).\n"), "\(text.output)")

        let json = try JSONSerialization.jsonObject(with: Data(run("json").output.utf8)) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        #expect(summary?["baselined"] as? Int == 2)
        #expect(summary?["baseline"] as? String == "baseline.json")

        #expect(try run("markdown").output.contains("0 errors, 0 warnings, 0 info (2 hidden by the baseline)."))
        #expect(try run("github").output.contains("0 errors, 0 warnings, 0 info (2 hidden by the baseline)."))
        #expect(try run("junit").output.contains(#"<property name="baselined" value="2"/>"#))

        let sarif = try JSONSerialization.jsonObject(with: Data(run("sarif").output.utf8)) as? [String: Any]
        let sarifRun = (sarif?["runs"] as? [[String: Any]])?.first
        #expect((sarifRun?["properties"] as? [String: Any])?["xcstringsA11yBaselined"] as? Int == 2)
        let notifications = ((sarifRun?["invocations"] as? [[String: Any]])?.first?["toolExecutionNotifications"] as? [[String: Any]]) ?? []
        #expect(notifications.contains { (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("2 findings hidden by the baseline baseline.json") == true })

        // Without a baseline the formats stay as they were: no count.
        let plain = try ToolRunner.run(["check", "--format", "junit", "."], in: folder.url, environment: withoutGit)
        #expect(!plain.output.contains("baselined"))
        let plainText = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(!plainText.output.contains("hidden by the baseline"))
    }

    // MARK: - Speech findings name their key

    @Test func speechFindingsNameTheirKeyInText() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json([
            ("voice.search.label", [("en", "Search | Voice", "translated"), ("de", "Sprachsuche", "translated")]),
        ]))
        let run = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(run.output.contains("warning: 'voice.search.label': English label \"Search | Voice\": VoiceOver reads \"|\""), "\(run.output)")
        // Catalog checks already name it and are left as they are.
        let missing = try ToolRunner.run(["check", "--languages", "en,fr", "."], in: folder.url, environment: withoutGit)
        #expect(missing.output.contains("error: French label for 'voice.search.label' is missing"), "\(missing.output)")
    }
}
