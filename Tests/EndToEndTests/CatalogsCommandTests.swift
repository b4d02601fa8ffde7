import Foundation
import Testing
import TestSupport

/// The built command on the sample catalogs and on broken input.
struct CatalogsCommandTests {
    /// Key counts per catalog, counted with Foundation's JSON reader, not ours.
    func independentKeyCounts(under folder: URL) throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for file in Corpus.files(under: folder) where file.pathExtension == "xcstrings" {
            let document = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            counts[file.path] = (document?["strings"] as? [String: Any])?.count
        }
        return counts
    }

    @Test func listsTheSampleCatalogsPerModule() throws {
        let run = try ToolRunner.run(["catalogs", "Catalogs"])
        #expect(run.status == 0, "\(run.error)")
        let expected = try independentKeyCounts(under: Package.root.appendingPathComponent("Catalogs"))
        #expect(expected.count == 7)
        // The package's targets, and the Xcode project's app and widget extension, each a module.
        let modules = [
            "Discover": "Catalogs/Sources/Discover/Resources/Localizable.xcstrings",
            "Favorites": "Catalogs/Sources/Favorites/Resources/Localizable.xcstrings",
            "MovieDetail": "Catalogs/Sources/MovieDetail/Resources/Localizable.xcstrings",
            "Search": "Catalogs/Sources/Search/Resources/Localizable.xcstrings",
            "Trailer": "Catalogs/Sources/Trailer/Resources/Localizable.xcstrings",
            "Matinee": "Catalogs/App/Resources/Localizable.xcstrings",
            "MatineeWidgetExtension": "Catalogs/Widget/Localizable.xcstrings",
        ]
        for (module, path) in modules {
            let keys = try #require(expected[Package.root.appendingPathComponent(path).path])
            #expect(run.output.contains("\n\(module) (1 catalog, \(keys) keys)\n") || run.output.hasPrefix("\(module) (1 catalog, \(keys) keys)\n"))
            #expect(run.output.contains("  \(path): \(keys) keys; languages: en, de\n"))
        }
        let total = expected.values.reduce(0, +)
        #expect(run.output.contains("\nCatalogs/Matinee.xcodeproj (3 targets; declares en, de, fr; its catalogs lack fr)\n"))
        #expect(run.output.contains("\n  MatineeWidgetExtension (app extension): 1 catalog\n"))
        #expect(run.output.hasSuffix("7 catalogs in 7 modules, \(total) keys; all read.\n"))
    }

    @Test func jsonFormatIsADocumentPerCatalog() throws {
        let run = try ToolRunner.run(["catalogs", "--format", "json", "Catalogs"])
        #expect(run.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
        let catalogs = try #require(document["catalogs"] as? [[String: Any]])
        #expect(catalogs.map { $0["module"] as? String } == ["Discover", "Favorites", "Matinee", "MatineeWidgetExtension", "MovieDetail", "Search", "Trailer"])
        #expect(catalogs.allSatisfy { ($0["languages"] as? [String]) == ["en", "de"] && ($0["read"] as? Bool) == true })
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["catalogs"] as? Int == 7 && summary["unreadable"] as? Int == 0)
        let projects = try #require(document["projects"] as? [[String: Any]])
        #expect(projects.map { $0["path"] as? String } == ["Catalogs/Matinee.xcodeproj"])
        #expect(projects.first?["languagesMissingFromCatalogs"] as? [String] == ["fr"])
        let targets = try #require(projects.first?["targets"] as? [[String: Any]])
        #expect(targets.map { "\($0["name"] as? String ?? "") \($0["kind"] as? String ?? "")" } == [
            "Matinee app", "MatineeWidgetExtension app-extension", "MatineeTests unit-tests",
        ])
        #expect(targets.first?["catalogs"] as? [String] == ["Catalogs/App/Resources/Localizable.xcstrings"])
        #expect(targets.first?["embeds"] as? [String] == ["MatineeWidgetExtension"])
        #expect(document["projectErrors"] as? [Any] != nil)
    }

    @Test func aBrokenCatalogIsReportedAndTheOthersAreStillRead() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Good/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"#)
        try folder.write("Sources/Bad/Resources/Localizable.xcstrings", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {,\n")
        try folder.write("Sources/Shape/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"new","value":7}}}}},"version":"1.0"}"#)
        let run = try ToolRunner.run(["catalogs", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.output.contains("Sources/Bad/Resources/Localizable.xcstrings:4:12: error: expected a member name in double quotes, found ',' [json-syntax]\n"))
        #expect(run.output.contains("Sources/Shape/Localizable.xcstrings:1:99: error: expected 'value' to be a string, found a number [catalog-schema]\n"))
        #expect(run.output.contains("  Sources/Good/Resources/Localizable.xcstrings: 1 key; languages: en\n"))
        #expect(run.output.hasSuffix("3 catalogs in 3 modules, 2 keys; 2 could not be read.\n"))
    }

    @Test func filesThatAreNotCatalogsGetClearErrorsAndNeverBlock() throws {
        let folder = try TemporaryFolder()
        try folder.write("A/Localizable.xcstrings", "")
        try folder.write("B/Localizable.xcstrings", Data([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00]))
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("C/dir.xcstrings"), withIntermediateDirectories: true)
        #expect(mkfifo(folder.url.appendingPathComponent("C/fifo.xcstrings").path, 0o644) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("C/dangling.xcstrings").path, withDestinationPath: "/nonexistent/x")
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("C/loop").path, withDestinationPath: folder.url.path)
        let run = try ToolRunner.run(["catalogs", ".", "missing/path"], in: folder.url, timeout: 30)
        #expect(run.status == 2)
        let lines = run.output.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(lines.sorted() == [
            "A/Localizable.xcstrings:1:1: error: expected a value, found the end of the file [json-syntax]",
            "B/Localizable.xcstrings:1:1: error: found a UTF-16 byte-order mark; String Catalogs must be UTF-8 [json-syntax]",
            "C/dangling.xcstrings: error: cannot read the file: No such file or directory [io-error]",
            "C/fifo.xcstrings: error: cannot read the file: it is not a regular file [io-error]",
            "missing/path: error: no such file or directory [io-error]",
        ])
    }

    @Test func pathsWithSpacesLineBreaksAndNonASCII() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Mod ü/Sub\nDir/Ka ta.xcstrings", #"{"sourceLanguage":"en","strings":{"a":{}},"version":"1.0"}"#)
        try folder.write("Sources/Mod ü/Broken\u{1B}[31m.xcstrings", "{")
        let run = try ToolRunner.run(["catalogs", "."], in: folder.url)
        #expect(run.status == 2)
        #expect(run.output.contains("Mod ü (2 catalogs, 1 key)"))
        #expect(run.output.contains("  Sources/Mod ü/Sub\\nDir/Ka ta.xcstrings: 1 key; languages: en\n"), "a line break in a path is shown escaped")
        #expect(run.output.contains("Sources/Mod ü/Broken\\u{1B}[31m.xcstrings:1:2: error: expected a member name in double quotes, found the end of the file [json-syntax]"))
        #expect(!run.output.contains("\u{1B}"), "no escape sequence reaches the terminal")
    }

    @Test func outputFileIsWrittenAndAnUnwritableOneIsAnError() throws {
        let folder = try TemporaryFolder()
        let target = folder.url.appendingPathComponent("report.json")
        try "old".write(to: target, atomically: true, encoding: .utf8)
        #expect(chmod(target.path, 0o640) == 0)
        let run = try ToolRunner.run(["catalogs", "--format=json", "--output", target.path, "Catalogs"])
        #expect(run.status == 0 && run.output.isEmpty)
        let written = try String(contentsOf: target, encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"tool\""))
        let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] as? Int
        #expect(mode == 0o640, "an existing file keeps its permissions")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["report.json"], "no temporary file is left")

        let failing = try ToolRunner.run(["catalogs", "--output", folder.url.appendingPathComponent("no/such/dir/r.txt").path, "Catalogs"])
        #expect(failing.status == 2)
        #expect(failing.error.hasPrefix("xcstrings-a11y: error: cannot write "))
    }

    @Test func usageErrorsAreOneLineAndExitTwo() throws {
        let run = try ToolRunner.run(["catalogs", "--frmat", "json"])
        #expect(run.status == 2)
        #expect(run.error == "xcstrings-a11y: error: unknown option '--frmat'; did you mean '--format'?\nRun 'xcstrings-a11y catalogs --help' for usage.\n")
        let value = try ToolRunner.run(["catalogs", "--format", "yaml"])
        #expect(value.status == 2 && value.error.contains("option '--format' does not accept 'yaml'; use one of: text, json"))
        let defaultCommand = try ToolRunner.run(["--strictt"])
        #expect(defaultCommand.status == 2 && defaultCommand.error.contains("Run 'xcstrings-a11y check --help'"))
        let jobs = try ToolRunner.run(["catalogs", "--jobs", "0", "Catalogs"])
        #expect(jobs.status == 2 && jobs.error.contains("'--jobs' needs a whole number"))
    }

    @Test func helpAndVersion() throws {
        let help = try ToolRunner.run(["--help"])
        #expect(help.status == 0 && help.output.contains("USAGE: xcstrings-a11y [COMMAND]") && help.output.contains("catalogs"))
        let commandHelp = try ToolRunner.run(["catalogs", "--help"])
        #expect(commandHelp.status == 0 && commandHelp.output.contains("--format FORMAT") && commandHelp.output.contains("Exit status"))
        let version = try ToolRunner.run(["--version"])
        #expect(version.output == "xcstrings-a11y 0.1.0\n")
    }

    @Test func outputIsTheSameWhateverTheNumberOfJobs() throws {
        let one = try ToolRunner.run(["catalogs", "--jobs", "1", "--format", "json", "Catalogs"])
        let many = try ToolRunner.run(["catalogs", "--jobs", "8", "--format", "json", "Catalogs"])
        #expect(one.output == many.output && !one.output.isEmpty)
    }
}
