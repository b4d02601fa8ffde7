import Foundation
import Testing
import TestSupport

/// The other commands refuse what `check` refuses, with the same words.
struct CommandAgreementTests {
    @Test func exportWritesNothingForAnEmptyFolderOrAMissingPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("empty/README.md", "nothing\n")
        try folder.write("App/Localizable.xcstrings", TestCatalog.json([("play.label", [("en", "Play", "translated")])]))
        let empty = try ToolRunner.run(["export", "--language", "de", "-o", "out.xliff", "empty"], in: folder.url, environment: withoutGit)
        #expect(empty.status == 2)
        #expect(empty.error.contains("no string catalogs found under 'empty'"), "\(empty.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.xliff").path))
        let missing = try ToolRunner.run(["export", "--language", "de", "-o", "out.xliff", "App", "nothere"], in: folder.url, environment: withoutGit)
        #expect(missing.status == 2)
        #expect(missing.error.contains("nothere"), "\(missing.error)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.xliff").path))
        let allowed = try ToolRunner.run(["export", "--language", "de", "--allow-empty", "-o", "out.xliff", "empty"], in: folder.url, environment: withoutGit)
        #expect(allowed.status == 0, "\(allowed.error)")
        #expect(FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("out.xliff").path))
    }

    @Test(arguments: ["german", "Deutsch"])
    func speakRefusesALanguageName(_ name: String) throws {
        let run = try ToolRunner.run(["speak", "-l", name, "Abspielen"], environment: withoutGit)
        #expect(run.status == 2)
        #expect(run.error.contains("'\(name)' is not a language tag"), "\(run.error)")
        #expect(run.error.contains("did you mean 'de'?"), "\(run.error)")
        #expect(run.output.isEmpty)
    }

    @Test func speaksUsageNamesEveryOption() throws {
        let run = try ToolRunner.run(["speak", "--help"], environment: withoutGit)
        let usage = try #require(run.output.split(separator: "\n").first { $0.contains("xcstrings-a11y speak") })
        for option in ["--language", "--role", "--label", "--value", "--hint", "--comment", "--config", "--format", "--strict"] {
            #expect(usage.contains(option), "\(option) is missing from \(usage)")
        }
    }

    /// `coverage --all-strings` counts every string of the catalogs, not only the accessibility ones.
    @Test func coverageOfAllStringsCountsEveryString() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", TestCatalog.json([
            ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
            ("Welcome", [("en", "Welcome", "translated")]),
            ("Goodbye", [("en", "Goodbye", "translated"), ("de", "Tschüss", "translated")]),
        ]))
        func german(_ arguments: [String]) throws -> (strings: Int, translated: Int) {
            let run = try ToolRunner.run(["coverage", "--format", "json"] + arguments + ["App"], in: folder.url, environment: withoutGit)
            let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
            let modules = document?["modules"] as? [[String: Any]] ?? []
            let languages = modules.first?["languages"] as? [[String: Any]] ?? []
            let de = try #require(languages.first { $0["language"] as? String == "de" })
            return (de["accessibilityStrings"] as? Int ?? -1, de["translated"] as? Int ?? -1)
        }
        let accessibility = try german([])
        #expect(accessibility.strings == 1 && accessibility.translated == 1)
        let every = try german(["--all-strings"])
        #expect(every.strings == 3 && every.translated == 2, "\(every)")
    }
}
