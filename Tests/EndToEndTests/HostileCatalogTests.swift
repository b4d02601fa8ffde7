import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// Everything in a catalog is untrusted. A catalog (in a folder with an awkward name) whose keys and
/// values hold line breaks, workflow commands, `%`, `<`, `&`, `]]>`, quotes, terminal escape
/// sequences, NUL and a bidirectional override must not break or inject into any format.
/// (`--all-strings`, because a key with line breaks in it has no role by its name.)
struct HostileCatalogTests {
    static let injectedKey = "evil\n::error file=x,line=1::injected\r\n::warning::%0A<script>&amp;]]>\"'\u{1B}[31m\u{0}\u{7}\u{202E}.label"
    static let injectedValue = "Say \"hi\" ]]> <b>&</b> %@\n::notice::x \u{1B}]0;title\u{7} \u{2028}"
    static let folderName = "Evil,::x%<&"

    static func makeCatalog() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/\(folderName)/Localizable.xcstrings", TestCatalog.json([
            (injectedKey, [("en", "Injected %@ <i>", "translated")]),
            ("quote.label", [("en", injectedValue, "translated"), ("de", "", "translated")]),
            ("pct.hint", [("en", "Opens %@.", "translated"), ("de", "%0A::error::boom ]]> \u{1B}[2J", "translated")]),
        ]))
        return folder
    }

    static let forbidden: [(String, String)] = [
        ("\u{1B}", "an escape character"), ("\r", "a carriage return"), ("\u{0}", "NUL"), ("\u{7}", "a bell"),
        ("\u{202E}", "a bidirectional override"), ("\u{2028}", "a line separator"),
    ]

    static func run(_ format: String, in folder: TemporaryFolder) throws -> String {
        let run = try ToolRunner.run(["check", "--format", format, "--color", "never", "--all-strings", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 1, "\(format): \(run.error)")
        for (character, name) in forbidden {
            #expect(!run.output.contains(character), "\(format) output holds \(name)")
        }
        return run.output
    }

    /// The number of findings on the hostile catalog, from the tool's JSON report of the same input
    /// (the speech rules find things in hostile text too), so each format can be held to it.
    static func findingCount(in folder: TemporaryFolder) throws -> Int {
        let json = try ToolRunner.run(["check", "--format", "json", "--all-strings", "."], in: folder.url, environment: withoutGit).output
        let document = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        return (document?["findings"] as? [[String: Any]])?.count ?? -1
    }

    @Test func githubCommandsCannotBeInjected() throws {
        let folder = try Self.makeCatalog()
        let output = try Self.run("github", in: folder)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty }
        let commands = lines.filter { $0.hasPrefix("::") || $0.trimmingCharacters(in: .whitespaces).hasPrefix("::") }
        let count = try Self.findingCount(in: folder)
        #expect(count >= 3)
        #expect(commands.count == count, "one command per finding and no more: \(commands)")
        for line in commands { try GitHubLine.check(line) }
        #expect(lines.count == count + 1, "the commands and the summary: \(lines)")
        #expect(commands.allSatisfy { $0.contains("file=Sources/Evil%2C%3A%3Ax%25<&/Localizable.xcstrings,") }, "the folder name is escaped")
        #expect(!lines.contains { $0.hasPrefix("::error file=x") }, "the key did not become a command")
    }

    @Test func sarifAndGitLabStayJSONAndKeepTheKey() throws {
        let folder = try Self.makeCatalog()
        let sarif = try Self.run("sarif", in: folder)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let results = (document["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
        let count = try Self.findingCount(in: folder)
        #expect(results.count == count && count >= 3)
        let keys = results.compactMap { ($0["properties"] as? [String: Any])?["key"] as? String }
        #expect(keys.contains(Self.injectedKey), "the data keeps the exact key")
        let uris = results.compactMap { (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]).flatMap { ($0["artifactLocation"] as? [String: Any])?["uri"] as? String } }
        #expect(uris.allSatisfy { $0 == "Sources/Evil%2C%3A%3Ax%25%3C%26/Localizable.xcstrings" }, "\(uris)")
        let gitlab = try Self.run("gitlab", in: folder)
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(gitlab.utf8)) as? [[String: Any]])
        #expect(issues.count == count)
    }

    @Test func junitStaysWellFormed() throws {
        let folder = try Self.makeCatalog()
        let xml = try Self.run("junit", in: folder)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(reader.cases.count == (try Self.findingCount(in: folder)))
        #expect(reader.texts.joined().contains("]]>"), "]]> arrives as text")
        #expect(reader.cases.contains { $0.name.hasPrefix("missing-translation evil\\n::error file=x,line=1::injected\\r\\n") }, "\(reader.cases.map(\.name))")
    }

    @Test func markdownKeepsItsShape() throws {
        let folder = try Self.makeCatalog()
        let markdown = try Self.run("markdown", in: folder)
        try MarkdownShape.check(markdown)
        #expect(!markdown.contains("<script>") && !markdown.contains("<b>") && !markdown.contains("<i>"))
        #expect(markdown.contains("&lt;b&gt;"))
    }

    @Test func textAndJSONStaySafe() throws {
        let folder = try Self.makeCatalog()
        let text = try Self.run("text", in: folder)
        #expect(text.split(separator: "\n").count == (try Self.findingCount(in: folder)) + 2, "the findings, the configuration line and the summary, one line each")
        let json = try Self.run("json", in: folder)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil)
    }

    @Test func anUnreadableCatalogIsReportedInEveryFormat() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Bad\u{1B}[2J/Localizable.xcstrings", "{\"sourceLanguage\": \"en\", \"strings\": {\"a\n::error::x\": ")
        for format in ["sarif", "github", "junit", "gitlab", "markdown"] {
            let run = try ToolRunner.run(["check", "--format", format, "."], in: folder.url, environment: withoutGit)
            #expect(run.status == 2, "\(format)")
            #expect(run.output.contains("json-syntax"), "\(format): \(run.output)")
            #expect(!run.output.contains("\u{1B}"), "\(format)")
        }
        let sarif = try ToolRunner.run(["check", "--format", "sarif", "."], in: folder.url, environment: withoutGit).output
        #expect(sarif.contains("\"executionSuccessful\": false"))
        let junit = try ToolRunner.run(["check", "--format", "junit", "."], in: folder.url, environment: withoutGit).output
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(junit.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(junit.contains("<error type=\"json-syntax\""))
        let github = try ToolRunner.run(["check", "--format", "github", "."], in: folder.url, environment: withoutGit).output
        for line in github.split(separator: "\n") where line.hasPrefix("::") { try GitHubLine.check(String(line)) }
    }
}
