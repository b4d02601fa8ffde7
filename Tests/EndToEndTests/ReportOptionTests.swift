import Foundation
import Testing
import TestSupport

/// `--report FORMAT:FILE`, the GitHub job summary, and paths relative to the repository root.
struct ReportOptionTests {
    @Test func extraReportsComeFromTheSameRun() throws {
        let folder = try TemporaryFolder()
        let sarif = folder.url.appendingPathComponent("results.sarif").path
        let markdown = folder.url.appendingPathComponent("summary.md").path
        let run = try ToolRunner.run(["check", "--report", "sarif:\(sarif)", "--report", "markdown:\(markdown)", "Catalogs"], environment: withoutGit)
        #expect(run.status == 1)
        let summary = try #require(run.output.split(separator: "\n").last)
        #expect(summary.hasPrefix("7 catalogs, 23 Swift files, 73 accessibility strings") && summary.contains(" errors, "), "the normal output is still there")
        for (format, path) in [("sarif", sarif), ("markdown", markdown)] {
            let alone = try ToolRunner.run(["check", "--format", format, "Catalogs"], environment: withoutGit).output
            #expect(try String(contentsOfFile: path, encoding: .utf8) == alone, "\(format)")
        }
    }

    @Test func badReportOptionsAreUsageErrors() throws {
        for (argument, message) in [("sarif", "needs FORMAT:FILE"), ("xml:out.xml", "unknown format 'xml'"), ("junit:", "needs a file after 'junit:'")] {
            let run = try ToolRunner.run(["check", "--report", argument, "Catalogs"])
            #expect(run.status == 2)
            #expect(run.error.contains(message), "\(run.error)")
        }
    }

    @Test func githubFormatAppendsTheJobSummary() throws {
        let folder = try TemporaryFolder()
        let summary = try folder.write("summary.md", "Earlier step\n")
        let run = try ToolRunner.run(["check", "--format", "github", "Catalogs"], environment: withoutGit.merging(["GITHUB_STEP_SUMMARY": summary.path]) { $1 })
        #expect(run.status == 1)
        let text = try String(contentsOf: summary, encoding: .utf8)
        let markdown = try ToolRunner.run(["check", "--format", "markdown", "Catalogs"], environment: withoutGit).output
        #expect(text == "Earlier step\n" + markdown, "the summary is appended, and is the Markdown report")
        // Every finding is in it, though annotations are capped.
        let json = try ToolRunner.run(["check", "--format", "json", "Catalogs"], environment: withoutGit).output
        let findings = (try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])?["findings"] as? [[String: Any]] ?? []
        #expect(findings.count > 10)
        #expect(text.components(separatedBy: "\n").filter { $0.hasPrefix("| error |") || $0.hasPrefix("| warning |") || $0.hasPrefix("| info |") }.count == findings.count)
    }

    @Test func annotationsAreCappedAndTheRestLogged() throws {
        let folder = try TemporaryFolder()
        let entries = (1...12).map { ("item\($0).hint", [TestCatalog.Unit("en", "Opens item \($0).", "translated")]) }
        try folder.write("Sources/List/Localizable.xcstrings", TestCatalog.json(entries))
        let lines = try ToolRunner.run(["check", "--format", "github", "."], in: folder.url, environment: withoutGit).output.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("::error ") }.count == 10)
        #expect(lines.filter { $0.hasPrefix("error: Sources/List/Localizable.xcstrings:") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("2 more findings") })
    }

    @Test func pathsAreRelativeToTheGitTopLevel() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("App/Sources/Player/Localizable.xcstrings", TestCatalog.json([
            ("close.hint", [("en", "Closes the player.", "translated")]),
        ]))
        let app = repository.url.appendingPathComponent("App")
        let github = try ToolRunner.run(["check", "--format", "github", "Sources"], in: app).output
        #expect(github.hasPrefix("::error file=App/Sources/Player/Localizable.xcstrings,"), "\(github)")
        let text = try ToolRunner.run(["check", "Sources"], in: app).output
        #expect(text.hasPrefix("Sources/Player/Localizable.xcstrings:"), "the text format keeps paths as given")
    }
}
