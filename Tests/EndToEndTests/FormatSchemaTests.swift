import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// The CI formats on `Catalogs/` checked against what their readers require: SARIF has every field
/// GitHub code scanning needs, JUnit is well-formed XML with unique case names, GitLab issues have
/// their fields, Markdown tables stay tables, and every GitHub line is a well-formed command.
struct FormatSchemaTests {
    static func output(_ format: String, _ arguments: [String] = ["Catalogs"]) throws -> String {
        try ToolRunner.run(["check", "--format", format] + arguments, environment: withoutGit).output
    }

    /// The number of findings on Catalogs/ by severity, from the tool's JSON report of the same run,
    /// so these checks of the formats' shapes follow the rules as they grow.
    static func findingCounts() throws -> (total: Int, errors: Int, warnings: Int, infos: Int) {
        let document = try JSONSerialization.jsonObject(with: Data(output("json").utf8)) as? [String: Any]
        let severities = (document?["findings"] as? [[String: Any]] ?? []).compactMap { $0["severity"] as? String }
        return (severities.count, severities.filter { $0 == "error" }.count,
                severities.filter { $0 == "warning" }.count, severities.filter { $0 == "info" }.count)
    }

    @Test func sarifHasEveryFieldGitHubRequires() throws {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(Self.output("sarif").utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        #expect((document["$schema"] as? String)?.isEmpty == false)
        let runs = try #require(document["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let run = runs[0]
        #expect(run["columnKind"] as? String == "unicodeCodePoints")
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "xcstrings-a11y")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let known = try CheckCommandTests.knownRuleIDs()
        #expect(Set(rules.compactMap { $0["id"] as? String }) == known, "the driver lists every rule the tool knows")
        #expect(rules.compactMap { $0["id"] as? String } == rules.compactMap { $0["id"] as? String }.sorted())
        for rule in rules {
            for field in ["shortDescription", "fullDescription", "help"] {
                let text = (rule[field] as? [String: Any])?["text"] as? String ?? ""
                #expect(!text.isEmpty && text.count <= 1024, "\(rule["id"] ?? "?") \(field)")
            }
            let level = (rule["defaultConfiguration"] as? [String: Any])?["level"] as? String
            #expect(["error", "warning", "note"].contains(level ?? ""), "\(rule["id"] ?? "?")")
        }
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == (try Self.findingCounts().total) && results.count >= 20)
        var fingerprints = Set<String>()
        for result in results {
            let ruleID = try #require(result["ruleId"] as? String)
            #expect(known.contains(ruleID))
            if let index = result["ruleIndex"] as? Int { #expect(rules[index]["id"] as? String == ruleID) }
            #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
            let locations = try #require(result["locations"] as? [[String: Any]])
            #expect((1...10).contains(locations.count))
            let physical = try #require(locations[0]["physicalLocation"] as? [String: Any])
            let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            #expect(uri.hasPrefix("Catalogs/") && !uri.hasPrefix("/"))
            let region = try #require(physical["region"] as? [String: Int])
            for field in ["startLine", "startColumn", "endLine", "endColumn"] { #expect((region[field] ?? 0) >= 1, "\(field)") }
            #expect(region["endLine"] == region["startLine"] && region["endColumn"]! > region["startColumn"]!)
            let partial = try #require(result["partialFingerprints"] as? [String: String])
            let hash = try #require(partial["primaryLocationLineHash"])
            #expect(fingerprints.insert(hash).inserted, "fingerprints are unique")
        }
    }

    @Test func sarifFingerprintsIgnoreTheLine() throws {
        // The same catalog with blank lines above every value: lines move, fingerprints must not.
        let folder = try TemporaryFolder()
        let original = try String(contentsOf: Package.root.appendingPathComponent("Catalogs/Sources/Trailer/Resources/Localizable.xcstrings"), encoding: .utf8)
        try folder.write("Sources/Trailer/Resources/Localizable.xcstrings", original)
        let before = try ToolRunner.run(["check", "--format", "sarif", "."], in: folder.url, environment: withoutGit).output
        try folder.write("Sources/Trailer/Resources/Localizable.xcstrings", original.replacingOccurrences(of: "\"strings\" : {", with: "\n\n\n\"strings\" : {"))
        let after = try ToolRunner.run(["check", "--format", "sarif", "."], in: folder.url, environment: withoutGit).output
        func fingerprints(_ text: String) throws -> [String] {
            let document = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let results = (document?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.compactMap { ($0["partialFingerprints"] as? [String: String])?["primaryLocationLineHash"] }
        }
        #expect(try fingerprints(before).count == 3, "the Trailer catalog has four planted defects, one an opt-in rule's (label-control-type)")
        #expect(try fingerprints(before) == fingerprints(after))
        #expect(before != after, "the lines did move")
    }

    @Test func junitParsesWithUniqueNamesFilesAndLines() throws {
        let xml = try Self.output("junit")
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        // A suite per catalog (seven), and one per Swift file with findings (six: five of the
        // package, the widget's); the widget's catalog is clean, a passing case.
        #expect(reader.suites == 13)
        let total = try Self.findingCounts().total
        let failing = reader.cases.filter { $0.name != "no findings" }
        #expect(failing.count == total && total >= 20)
        #expect(reader.cases.count - failing.count == 1, "the widget's catalog")
        #expect(reader.failures == total)
        for suite in Set(reader.cases.map(\.suite)) {
            let names = reader.cases.filter { $0.suite == suite }.map(\.name)
            #expect(Set(names).count == names.count, "unique names in \(suite)")
        }
        for testCase in failing {
            let isAuditedFile = testCase.file.hasSuffix(".xcstrings") || testCase.file.hasSuffix(".swift")
            #expect(testCase.file.hasPrefix("Catalogs/") && isAuditedFile, "\(testCase.file)")
            #expect(Int(testCase.line) ?? 0 >= 1)
        }
    }

    @Test func junitHasAPassingCaseForACleanCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Clean/Localizable.xcstrings", TestCatalog.json([
            ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
        ]))
        let run = try ToolRunner.run(["check", "--format", "junit", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 0)
        let reader = JUnitReader()
        let parser = XMLParser(data: Data(run.output.utf8))
        parser.delegate = reader
        #expect(parser.parse())
        #expect(reader.cases.map(\.name) == ["no findings"])
        #expect(reader.failures == 0)
    }

    @Test func gitlabIssuesHaveTheirFields() throws {
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(Self.output("gitlab").utf8)) as? [[String: Any]])
        #expect(issues.count == (try Self.findingCounts().total))
        for issue in issues {
            for field in ["description", "check_name", "fingerprint", "severity"] {
                #expect((issue[field] as? String)?.isEmpty == false, "\(field)")
            }
            #expect(["info", "minor", "major", "critical", "blocker"].contains(issue["severity"] as? String ?? ""))
            let location = try #require(issue["location"] as? [String: Any])
            #expect((location["path"] as? String)?.hasPrefix("Catalogs/") == true)
            #expect(((location["lines"] as? [String: Any])?["begin"] as? Int ?? 0) >= 1)
        }
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == issues.count)
    }

    @Test func markdownTablesKeepTheirShape() throws {
        let markdown = try Self.output("markdown")
        try MarkdownShape.check(markdown)
        #expect(markdown.contains("## Findings"))
        // Trailer's 11 strings named as accessibility strings, "Done", a button's title the code shows,
        // and "trailer.quality.title", the `Text` of a picker's label closure.
        #expect(markdown.contains("| Trailer | de | 13 | 11 | 1 | 0 | 1 | 84.6% |"))
        #expect(markdown.contains("| error | <code>details.rank.value</code> | de | Number %lld this week | Diese Woche auf Platz %@ |"),
                "the English source stands beside the translation")
    }

    @Test func githubLinesAreCommandsMostSevereFirst() throws {
        let lines = try Self.output("github").split(separator: "\n").map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        // GitHub shows at most 10 annotations of each kind per step; the rest are logged plainly.
        let counts = try Self.findingCounts()
        let expected = Array(repeating: "::error", count: min(counts.errors, 10)) + Array(repeating: "::warning", count: min(counts.warnings, 10))
            + Array(repeating: "::notice", count: min(counts.infos, 10))
        #expect(commands.count == expected.count)
        for line in commands { try GitHubLine.check(line) }
        let kinds = commands.map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(kinds == expected)
        #expect(commands[0].contains("%25"), "the percent signs of the message are escaped")
    }
}

/// Collects what the JUnit test reads from the XML.
final class JUnitReader: NSObject, XMLParserDelegate {
    struct Case { var suite: String; var name: String; var file: String; var line: String }
    var suites = 0
    var failures = 0
    var cases: [Case] = []
    var texts: [String] = []
    private var suite = ""

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        switch name {
        case "testsuite":
            suites += 1
            suite = attributes["name"] ?? ""
        case "testcase":
            cases.append(Case(suite: suite, name: attributes["name"] ?? "", file: attributes["file"] ?? "", line: attributes["line"] ?? ""))
        case "failure":
            failures += 1
            texts.append(attributes["message"] ?? "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        texts.append(string)
    }
}

/// What a Markdown report must look like to render as meant, judged scalar by scalar as a
/// Markdown parser reads it (a `|` or `<` inside a grapheme cluster is still a `|` or `<` to it).
enum MarkdownShape {
    /// Every table row has its header's number of cells, and the only HTML is `<code>`.
    static func check(_ markdown: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var expectedCells: Int?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            guard line.hasPrefix("|") else {
                expectedCells = nil
                #expect(!line.hasPrefix("::"), "a line that GitHub could read as a command: \(line)", sourceLocation: sourceLocation)
                continue
            }
            let cells = unescapedPipes(line) - 1
            if let expectedCells {
                #expect(cells == expectedCells, "a broken table row: \(line)", sourceLocation: sourceLocation)
            } else {
                expectedCells = cells
            }
        }
        let tags = markdown.replacingOccurrences(of: "<code>", with: "").replacingOccurrences(of: "</code>", with: "")
        #expect(!tags.unicodeScalars.contains("<"), "HTML other than <code> in the report", sourceLocation: sourceLocation)
        #expect(markdown.components(separatedBy: "<code>").count == markdown.components(separatedBy: "</code>").count, sourceLocation: sourceLocation)
    }

    static func unescapedPipes(_ line: String) -> Int {
        var count = 0, escaped = false
        for scalar in line.unicodeScalars {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true } else if scalar == "|" { count += 1 }
        }
        return count
    }
}

/// What a GitHub workflow command line must look like.
enum GitHubLine {
    /// `::error|warning|notice name=value,…::message`, every value free of `:`, `,` and line breaks.
    static func check(_ line: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let kinds = ["::error ", "::warning ", "::notice "]
        let kind = try #require(kinds.first { line.hasPrefix($0) }, "not a command: \(line)", sourceLocation: sourceLocation)
        let rest = line.dropFirst(kind.count)
        let separator = try #require(rest.range(of: "::"), "no message: \(line)", sourceLocation: sourceLocation)
        let properties = rest[..<separator.lowerBound]
        for property in properties.split(separator: ",") {
            let parts = property.split(separator: "=", maxSplits: 1)
            #expect(parts.count == 2 && ["file", "line", "endLine", "col", "endColumn", "title"].contains(String(parts[0])),
                    "a malformed property: \(property) in \(line)", sourceLocation: sourceLocation)
            #expect(!property.contains(":"), "an unescaped colon in \(property)", sourceLocation: sourceLocation)
        }
        #expect(!line.contains("\r") && !line.contains("\n"), sourceLocation: sourceLocation)
    }
}
