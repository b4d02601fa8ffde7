import Foundation
import Testing
import TestSupport

/// The `check` command end to end: on the sample catalogs it reports every planted defect listed in
/// `Catalogs/README.md`, each once, and nothing else.
struct CheckCommandTests {
    /// One expected finding, as a row of the table in `Catalogs/README.md`.
    struct Row: Hashable, CustomStringConvertible {
        var file: String
        var key: String
        var language: String
        var variationPath: String
        var rule: String

        var description: String { "\(rule) \(file) \(key) [\(language)] \(variationPath)" }
    }

    /// The planted defects, read from the README's table.
    static func plantedDefects() throws -> [Row] {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("Catalogs/README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| file | key | language | variation path | rule id |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(file: cells[0], key: cells[1], language: cells[2], variationPath: cells[3], rule: cells[4])
        }
    }

    /// The source defects planted in the demo app's Swift code (and the catalog string whose role
    /// only the code reveals), read from the README's second table, with their line and column.
    static func plantedSourceDefects() throws -> [(row: Row, line: Int, column: Int, severity: String)] {
        let readme = try String(contentsOf: Package.root.appendingPathComponent("Catalogs/README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n").map(String.init)
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| file | line | column | key | language | rule id | severity |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast().map { $0.trimmingCharacters(in: .whitespaces) }
            return (Row(file: cells[0], key: cells[3], language: cells[4], variationPath: "", rule: cells[5]), Int(cells[1]) ?? 0, Int(cells[2]) ?? 0, cells[6])
        }
    }

    static func findings(_ run: ToolRun) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return document?["findings"] as? [[String: Any]] ?? []
    }

    /// The rule ids the built tool knows.
    static func knownRuleIDs() throws -> Set<String> {
        Set(try rules().compactMap { $0["id"] as? String })
    }

    /// The rule ids that run without a configuration: a planted defect of an opt-in rule
    /// (`all-caps-word`) is found only when the configuration turns the rule on.
    static func defaultRuleIDs() throws -> Set<String> {
        Set(try rules().filter { $0["enabledByDefault"] as? Bool == true }.compactMap { $0["id"] as? String })
    }

    private static func rules() throws -> [[String: Any]] {
        let run = try ToolRunner.run(["rules", "--format", "json"])
        return try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]] ?? []
    }

    @Test func reportsEveryPlantedDefectOnceAndNothingElse() throws {
        let known = try Self.knownRuleIDs()
        #expect(known.count >= 12)
        let planted = try Self.plantedDefects()
        #expect(planted.count >= 20, "the README lists the planted defects")
        let sourceDefects = try Self.plantedSourceDefects()
        #expect(sourceDefects.count >= 5, "the README lists the planted source defects")
        let enabled = try Self.defaultRuleIDs()
        let expected = planted.filter { enabled.contains($0.rule) } + sourceDefects.map(\.row)
        #expect(expected.count >= 10)
        let run = try ToolRunner.run(["check", "--format", "json", "Catalogs"])
        #expect(run.status == 1, "errors among the findings fail the run")
        let found = try Self.findings(run).map { finding in
            Row(
                file: (finding["file"] as? String ?? "").replacingOccurrences(of: "Catalogs/", with: ""),
                key: finding["key"] as? String ?? "", language: finding["language"] as? String ?? "",
                variationPath: finding["variationPath"] as? String ?? "", rule: finding["rule"] as? String ?? "")
        }
        #expect(Set(found).count == found.count, "no defect is reported twice: \(found)")
        let missing = Set(expected).subtracting(found)
        let unexpected = Set(found).subtracting(expected)
        #expect(missing.isEmpty, "not reported: \(missing.sorted { $0.description < $1.description })")
        #expect(unexpected.isEmpty, "reported on a good string: \(unexpected.sorted { $0.description < $1.description })")
    }

    @Test func sourceDefectsAreReportedWhereTheTableSays() throws {
        let run = try ToolRunner.run(["check", "--format", "json", "Catalogs"])
        let findings = try Self.findings(run)
        for defect in try Self.plantedSourceDefects() {
            let match = findings.first { finding in
                (finding["file"] as? String) == "Catalogs/" + defect.row.file && (finding["rule"] as? String) == defect.row.rule
                    && (finding["language"] as? String ?? "") == defect.row.language
            }
            let finding = try #require(match, "\(defect.row) is reported")
            #expect(finding["line"] as? Int == defect.line, "\(defect.row)")
            #expect(finding["column"] as? Int == defect.column, "\(defect.row)")
            #expect(finding["severity"] as? String == defect.severity, "\(defect.row)")
        }
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let summary = document?["summary"] as? [String: Any]
        #expect(summary?["suppressed"] as? Int == 1, "the Dolby Vision label is suppressed by its comment")
    }

    @Test func optInRulesFindTheirPlantedDefectsWhenTurnedOn() throws {
        let enabled = try Self.defaultRuleIDs()
        let optIn = try Self.plantedDefects().filter { !enabled.contains($0.rule) }
        let rules = Set(optIn.map(\.rule)).sorted()
        #expect(rules == ["all-caps-word", "emoji", "label-control-type", "label-trailing-period", "needs-review", "numeric-date-time", "same-as-source"],
                "the opt-in rules with a planted defect")
        let folder = try TemporaryFolder()
        let settings = rules.map { "\"\($0)\": \"warning\"" }.joined(separator: ", ")
        try folder.write("config.json", #"{"rules": {"# + settings + "}}")
        let run = try ToolRunner.run(["check", "--format", "json", "--config", folder.url.appendingPathComponent("config.json").path, "Catalogs"])
        let found = try Self.findings(run).filter { rules.contains($0["rule"] as? String ?? "") }
            .map { "\($0["rule"] as? String ?? "") \($0["key"] as? String ?? "")" }
        #expect(found.sorted() == optIn.map { "\($0.rule) \($0.key)" }.sorted())
    }

    @Test func everyPlantedRuleIsARuleOfTheTool() throws {
        let known = try Self.knownRuleIDs()
        let planted = Set(try Self.plantedDefects().map(\.rule))
        #expect(planted.subtracting(known).isEmpty, "rules of Catalogs/README.md the tool does not have: \(planted.subtracting(known))")
    }

    @Test func findingsPointAtTheValueInTheFile() throws {
        let run = try ToolRunner.run(["check", "--format", "json", "Catalogs"])
        for finding in try Self.findings(run) {
            let file = try #require(finding["file"] as? String)
            let line = try #require(finding["line"] as? Int)
            let column = try #require(finding["column"] as? Int)
            let key = try #require(finding["key"] as? String)
            let text = try String(contentsOf: Package.root.appendingPathComponent(file), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            let target = Array(lines[line - 1].unicodeScalars)
            #expect(column >= 1 && column <= target.count + 1, "\(finding)")
            if let value = finding["text"] as? String, finding["rule"] as? String != "missing-translation", !value.isEmpty,
               finding["rule"] as? String != "stale-key" {
                // The value itself stands on that line; speech findings point inside it.
                let escaped = String(value.prefix(10)).replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
                #expect(lines[line - 1].contains(escaped), "\(key): \(finding)")
            }
        }
    }

    @Test func textOutputIsOneLinePerFindingThenASummary() throws {
        let run = try ToolRunner.run(["Catalogs"])
        #expect(run.status == 1)
        let lines = run.output.split(separator: "\n").map(String.init)
        // The findings, then the line that says which configuration and repository were used, then the summary.
        let findingLines = lines.dropLast(2)
        #expect(lines.dropLast().last?.hasPrefix("Configuration: none (defaults) · repository: ") == true, "\(lines.suffix(2))")
        let pattern = /^Catalogs\/(Sources\/\w+\/|App\/|Widget\/)(Resources\/Localizable\.xcstrings|Localizable\.xcstrings|\w+\.swift):\d+:\d+: (error|warning|info): .+ \[[a-z-]+\]$/
        for line in findingLines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        let enabled = try Self.defaultRuleIDs()
        let planted = try Self.plantedDefects().filter { enabled.contains($0.rule) }.count + Self.plantedSourceDefects().count
        #expect(findingLines.count == planted)
        let summary = try #require(lines.last)
        #expect(summary.hasPrefix("7 catalogs, "))
        #expect(summary.contains("accessibility strings ("))
        #expect(!run.output.contains("\u{1B}["), "no colour when not on a terminal")
        let colored = try ToolRunner.run(["--color", "always", "Catalogs"])
        #expect(colored.output.contains("\u{1B}["))
        let noColor = try ToolRunner.run(["--color", "auto", "Catalogs"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.output.contains("\u{1B}["))
    }

    @Test func verboseSaysWhichCodeIsNotAuditedAndWhy() throws {
        let run = try ToolRunner.run(["check", "--verbose", "Catalogs"])
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("Catalogs/Matinee.xcodeproj: 3 targets; declares en, de, fr; its catalogs lack fr: Matinee (app), MatineeWidgetExtension (app extension), MatineeTests (unit tests)"))
        let skipped = lines.filter { $0.hasSuffix("[skipped]") }
        #expect(skipped.count == 4, "\(skipped)")
        #expect(skipped.filter { $0.hasPrefix("Catalogs/App/DebugMenu.swift:") && $0.hasSuffix("#if DEBUG (line 1) is false in every release build of Matinee [skipped]") }.count == 3)
        #expect(skipped.contains {
            $0.hasPrefix("Catalogs/AppTests/TonightBannerTests.swift:9:19: info: not audited: the label given to accessibilityLabel = … is in code that does not ship: only the test target MatineeTests compiles the file")
        })
        #expect(lines.contains("4 accessibility call sites in 2 Swift files not audited: code that does not ship."))
        let quiet = try ToolRunner.run(["check", "Catalogs"])
        #expect(!quiet.output.contains("[skipped]") && !quiet.output.contains("Matinee.xcodeproj"), "only --verbose says it")
    }

    @Test func outputIsTheSameBytesWhateverTheNumberOfJobs() throws {
        for format in ["text", "json", "sarif"] {
            let one = try ToolRunner.run(["check", "--jobs", "1", "--format", format, "--all-strings", "Catalogs"])
            let many = try ToolRunner.run(["check", "--jobs", "6", "--format", format, "--all-strings", "Catalogs"])
            #expect(!one.output.isEmpty && one.output == many.output, "\(format)")
        }
    }

    @Test func exitCodes() throws {
        let folder = try TemporaryFolder()
        let clean = #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Abspielen"}},"en":{"stringUnit":{"state":"translated","value":"Play"}}}}},"version":"1.0"}"#
        try folder.write("Clean/Localizable.xcstrings", clean)
        #expect(try ToolRunner.run(["check", "Clean"], in: folder.url).status == 0)

        let warning = #"{"sourceLanguage":"en","strings":{"play.label":{"extractionState":"stale","localizations":{"de":{"stringUnit":{"state":"translated","value":"Abspielen"}},"en":{"stringUnit":{"state":"translated","value":"Play"}}}}},"version":"1.0"}"#
        try folder.write("Warning/Localizable.xcstrings", warning)
        #expect(try ToolRunner.run(["check", "Warning"], in: folder.url).status == 0, "warnings pass by default")
        #expect(try ToolRunner.run(["check", "--strict", "Warning"], in: folder.url).status == 1, "--strict fails on warnings")

        try folder.write("Broken/Localizable.xcstrings", "{")
        let broken = try ToolRunner.run(["check", "Broken", "Warning"], in: folder.url)
        #expect(broken.status == 2)
        #expect(broken.output.contains("[stale-key]"), "the other catalogs are still reported")
    }

    @Test func suppressionInTheKeyComment() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.hint":{"comment":"Kept for the tutorial. xcstrings-a11y: ignore hint-gesture-word","localizations":{"de":{"stringUnit":{"state":"translated","value":"Spielt ab."}},"en":{"stringUnit":{"state":"translated","value":"Double tap to play."}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        let run = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(!run.output.contains("[hint-gesture-word]"))
        #expect(run.output.contains("(1 suppressed)"))
        let unsuppressed = catalog.replacingOccurrences(of: " xcstrings-a11y: ignore hint-gesture-word", with: "")
        try folder.write("B/Localizable.xcstrings", unsuppressed)
        #expect(try ToolRunner.run(["check", "B"], in: folder.url).output.contains("[hint-gesture-word]"))
    }

    @Test func configurationChangesSeveritiesAndLanguages() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Play"}}}}},"version":"1.0"}"#
        try folder.write("A/Localizable.xcstrings", catalog)
        #expect(try ToolRunner.run(["check", "A"], in: folder.url).status == 1, "German is required by default")
        try folder.write(".xcstrings-a11y.json", #"{ "rules": { "missing-translation": "warning" } }"#)
        #expect(try ToolRunner.run(["check", "A"], in: folder.url).status == 0)
        #expect(try ToolRunner.run(["check", "--languages", "en", "--strict", "A"], in: folder.url).status == 0)
        try folder.write(".xcstrings-a11y.json", "{\n  \"rules\": { \"missing-translaton\": \"off\" }\n}")
        let bad = try ToolRunner.run(["check", "A"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.error.contains(".xcstrings-a11y.json:2:14: error: unknown rule id 'missing-translaton'"), "\(bad.error)")
    }

    @Test func coverageReportsMissingGermanStrings() throws {
        let run = try ToolRunner.run(["coverage", "--format", "json", "Catalogs"])
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let modules = try #require(document["modules"] as? [[String: Any]])
        #expect(modules.map { $0["name"] as? String } == ["Discover", "Favorites", "Matinee", "MatineeWidgetExtension", "MovieDetail", "Search", "Trailer"])
        let trailer = try #require(modules.last?["languages"] as? [[String: Any]])
        let german = try #require(trailer.first { $0["language"] as? String == "de" })
        #expect(german["missing"] as? Int == 1)
        let missingKeys = try #require(german["missingKeys"] as? [[String: Any]])
        #expect(missingKeys.map { $0["key"] as? String } == ["trailer.close.hint"])
        #expect(missingKeys.first?["sourceText"] as? String != nil)

        let markdown = try ToolRunner.run(["coverage", "--format", "markdown", "Catalogs"])
        #expect(markdown.output.contains("| Trailer | de |"))
        #expect(markdown.output.contains("<code>trailer.close.hint</code>"))
    }
}
