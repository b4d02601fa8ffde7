import CatalogKitLite
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport

/// Injection through report text (issue 16, faults 6, 7, 8 and the GitHub part of 15): text from a
/// catalog, a path or a folder name must not become a workflow command (`::cmd` at the start of a
/// line, or the runner's legacy `##[cmd]` anywhere in one), must not break a Markdown table or open
/// HTML whatever the grapheme clusters around it, and must not reorder or break a line with
/// bidirectional controls or line separators, in any format a person reads.
struct ReportInjectionTests {
    /// The legacy commands of the runner that do harm: masking, outputs, matchers, and
    /// `stop-commands`, which silences every later annotation.
    static let legacy = "##[add-mask]s3cret ##[set-output name=x;]y ##[stop-commands]t0ken ##[error]forged"
    /// The scalars no human format may print raw: bidirectional controls, line and paragraph
    /// separators, next line, and C0/C1 controls.
    static let invisible: [Unicode.Scalar] = [
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}", "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
        "\u{200E}", "\u{200F}", "\u{061C}", "\u{2028}", "\u{2029}", "\u{0085}", "\u{009B}", "\u{001B}", "\u{000B}",
    ]
    static var invisibleText: String { String(String.UnicodeScalarView(invisible)) }

    // MARK: - 6. GitHub legacy commands

    /// Twelve warnings quoting `##[…]` and `::…`: the first ten become annotations, the last two
    /// plain lines, and no line of either kind holds a command the runner would run.
    static func manyWarnings() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let entries = (1...12).map { index in
            (key: "k\(index).label", units: [
                (language: "en", value: "Item \(index)", state: "translated"),
                (language: "de", value: "::error title=x::y \(legacy)", state: "needs_review"),
            ])
        }
        try folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json(entries))
        // needs-review is opt-in: turned on, each string gives a warning that quotes its German.
        try folder.write(".xcstrings-a11y.json", #"{"rules": {"needs-review": "warning"}}"#)
        return folder
    }

    @Test func githubNeutralisesCommandsInEveryLine() throws {
        let folder = try Self.manyWarnings()
        let run = try ToolRunner.run(["check", "--format", "github", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 0 || run.status == 1, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.filter { !$0.hasPrefix("::") }.count >= 3, "plain lines after the tenth warning: \(lines)")
        #expect(!run.output.contains("##["), "a legacy command in the output:\n\(run.output)")
        for line in lines {
            try CommandFreeLine.check(line, format: "github")
        }
        #expect(run.output.contains("##\\u{5B}add-mask]"), "the escape is visible:\n\(run.output)")
    }

    @Test func textNeutralisesCommands() throws {
        let folder = try Self.manyWarnings()
        try folder.write("::warning title=x::y/Localizable.xcstrings", TestCatalog.json([
            ("a.label", [("en", "Play ##[add-mask]z", "translated")]),
        ]))
        let run = try ToolRunner.run(["check", "--format", "text", "--color", "never", "."], in: folder.url, environment: withoutGit)
        #expect(!run.output.contains("##["), "a legacy command in the output:\n\(run.output)")
        for line in run.output.split(separator: "\n").map(String.init) {
            try CommandFreeLine.check(line, format: "text")
        }
        #expect(run.output.contains(":\\u{3A}warning title=x:\\u{3A}y/Localizable.xcstrings"), "\(run.output)")
    }

    /// A machine format printed in a CI log (`cat report.json`) must not hold `##[` either; the
    /// escapes (`\u005b`, `&#91;`, `&#58;`) leave the parsed text as it was.
    @Test func machineFormatsHoldNoLegacyCommandAndKeepTheText() throws {
        let folder = try Self.manyWarnings()
        for format in ["json", "sarif", "gitlab", "junit"] {
            let run = try ToolRunner.run(["check", "--format", format, "."], in: folder.url, environment: withoutGit)
            #expect(!run.output.contains("##["), "\(format):\n\(run.output)")
            for line in run.output.split(separator: "\n") {
                #expect(!line.drop { $0 == " " }.hasPrefix("::"), "\(format): \(line)")
            }
            if format == "junit" {
                let reader = JUnitReader()
                let parser = XMLParser(data: Data(run.output.utf8))
                parser.delegate = reader
                #expect(parser.parse())
                #expect(reader.texts.joined().contains("##[add-mask]s3cret"), "the parsed text is unchanged")
            } else {
                let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
                let text = String(decoding: try JSONSerialization.data(withJSONObject: document, options: [.withoutEscapingSlashes]), as: UTF8.self)
                #expect(text.contains("##[add-mask]s3cret"), "\(format): the parsed text is unchanged")
            }
        }
    }

    /// Issue 29, 5: U+0085 (next line) and U+009B (a terminal's CSI) from a catalog are `\u` escapes
    /// in the JSON formats, which are printed to CI logs too; the parsed text keeps them.
    @Test func jsonFormatsEscapeC1Controls() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json([
            ("a.label", [("en", "Play\u{0085}::error::x\u{009B}2J", "translated"), ("de", "Play\u{0085}\u{009B}2J", "needs_review")]),
        ]))
        try folder.write(".xcstrings-a11y.json", #"{"rules": {"needs-review": "warning"}}"#)
        for format in ["json", "sarif", "gitlab"] {
            let run = try ToolRunner.run(["check", "--format", format, "."], in: folder.url, environment: withoutGit)
            #expect(!run.output.unicodeScalars.contains { (0x80...0x9F).contains($0.value) }, "\(format): a raw C1 control")
            let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8))
            if format == "json" {
                // The JSON document holds each finding's text: escaped in the bytes, the same when parsed.
                let findings = try #require((document as? [String: Any])?["findings"] as? [[String: Any]])
                #expect(run.output.contains("\\u0085") && run.output.contains("\\u009b"), "\(run.output)")
                #expect(findings.contains { ($0["text"] as? String)?.unicodeScalars.contains("\u{009B}") == true })
            }
        }
    }

    // MARK: - 7. Forged commands from names

    /// A module named like a command, a source language with a line break and a command, and a
    /// language code with a legacy command.
    static func forgedNames() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/::error title=x::y/Localizable.xcstrings", TestCatalog.json([
            ("play.label", [("en", "Play", "translated")]),
        ]))
        let language = "x\n::error::forged ##[add-mask]z"
        let catalog = TestCatalog.json([("stop.label", [(language, "Stop", "translated")])])
            .replacingOccurrences(of: "\"sourceLanguage\" : \"en\"", with: "\"sourceLanguage\" : \(jsonStringLiteral(language))")
        try folder.write("Sources/Other/Localizable.xcstrings", catalog)
        return folder
    }

    @Test func coverageAndCatalogsEscapeNames() throws {
        let folder = try Self.forgedNames()
        for command in [["coverage"], ["catalogs"]] {
            let run = try ToolRunner.run(command + ["--color", "never", "."], in: folder.url, environment: withoutGit)
            #expect(run.status == 0, "\(command): \(run.error)")
            #expect(run.output.contains("title=x"), "\(command) names the module:\n\(run.output)")
            #expect(!run.output.contains("##["), "\(command):\n\(run.output)")
            for line in run.output.split(separator: "\n").map(String.init) {
                try CommandFreeLine.check(line, format: command[0])
            }
        }
    }

    // MARK: - 8. Markdown by scalar, and invisible controls in every human format

    /// A key and a source text whose `<`, `>` and `|` are glued into grapheme clusters: U+0600
    /// before them, a combining mark after.
    static let clustered = "\u{0600}<img src=x onerror=alert(1)\u{0600}>\u{0600}| a|\u{0301} b"

    static func clusteredCatalog() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App\u{202E}\u{2066}/Localizable.xcstrings", TestCatalog.json([
            ("img.label\u{0600}|", [("en", clustered + invisibleText, "translated")]),
            ("hostile.label", [("en", clustered + invisibleText, "translated")]),
            ("done.label", [("en", "Done", "translated"), ("de", "Fertig", "translated")]),
        ]))
        return folder
    }

    @Test func markdownEscapesByScalar() throws {
        let folder = try Self.clusteredCatalog()
        let check = try ToolRunner.run(["check", "--all-strings", "--format", "markdown", "."], in: folder.url, environment: withoutGit)
        let coverage = try ToolRunner.run(["coverage", "--all-strings", "--format", "markdown", "."], in: folder.url, environment: withoutGit)
        for (name, markdown) in [("check", check.output), ("coverage", coverage.output)] {
            #expect(markdown.contains("onerror"), "\(name):\n\(markdown)")
            try MarkdownShape.check(markdown)
            for scalar in Self.invisible where markdown.unicodeScalars.contains(scalar) {
                Issue.record("\(name): U+\(String(scalar.value, radix: 16, uppercase: true)) raw")
            }
        }
    }

    /// The same check with a real Markdown parser (CommonMark + GFM tables, as GitHub renders them),
    /// when Python's markdown-it-py is installed.
    @Test(.requires(Requirement("markdown-it-py", howToEnable: "pip install markdown-it-py", isMet: { MarkdownIt.isAvailable })))
    func markdownItSeesNoHTMLAndWholeRows() throws {
        let folder = try Self.clusteredCatalog()
        for command in [["check"], ["coverage"]] {
            let markdown = try ToolRunner.run(command + ["--all-strings", "--format", "markdown", "."], in: folder.url, environment: withoutGit).output
            let verdict = try MarkdownIt.inspect(markdown)
            #expect(verdict == "ok", "\(command): \(verdict)")
        }
    }

    @Test func invisibleControlsAreVisibleInEveryHumanFormat() throws {
        let folder = try Self.clusteredCatalog()
        var outputs: [(String, String)] = []
        for format in ["text", "github", "markdown", "junit"] {
            let run = try ToolRunner.run(["check", "--all-strings", "--format", format, "--color", "never", "."], in: folder.url, environment: withoutGit)
            outputs.append(("check --format \(format)", run.output))
        }
        for format in ["text", "markdown"] {
            let run = try ToolRunner.run(["coverage", "--all-strings", "--format", format, "--color", "never", "."], in: folder.url, environment: withoutGit)
            outputs.append(("coverage --format \(format)", run.output))
        }
        outputs.append(("catalogs", try ToolRunner.run(["catalogs", "--color", "never", "."], in: folder.url, environment: withoutGit).output))
        for (name, output) in outputs {
            #expect(output.contains("App"), "\(name):\n\(output)")
            for scalar in Self.invisible where output.unicodeScalars.contains(scalar) {
                Issue.record("\(name) prints U+\(String(scalar.value, radix: 16, uppercase: true)) raw")
            }
            #expect(output.contains("\\u{202E}"), "\(name) shows the override as an escape:\n\(output)")
        }
    }

    // MARK: - 15. A line break in a path, in GitHub's file=

    @Test func githubFilePropertyPercentEncodesLineBreaks() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/A\nB\rC/Localizable.xcstrings", TestCatalog.json([
            ("play.label", [("en", "Play", "translated")]),
        ]))
        let run = try ToolRunner.run(["check", "--format", "github", "."], in: folder.url, environment: withoutGit)
        let commands = run.output.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!commands.isEmpty, "\(run.output)")
        for command in commands {
            #expect(command.contains("file=Sources/A%0AB%0DC/Localizable.xcstrings,"), "\(command)")
            try GitHubLine.check(String(command))
        }
    }
}

/// A line of a report that a CI runner reads: no `::` command at its start (after white space, as
/// the runner trims it) other than an annotation of ours, no `##[` anywhere, and in an annotation's
/// message no second command.
enum CommandFreeLine {
    static func check(_ line: String, format: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!line.contains("##["), "\(format): a legacy command in \(line)", sourceLocation: sourceLocation)
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("::") else {
            #expect(!line.contains("::"), "\(format): '::' in \(line)", sourceLocation: sourceLocation)
            return
        }
        #expect(format == "github", "\(format): a line that starts a command: \(line)", sourceLocation: sourceLocation)
        try GitHubLine.check(line, sourceLocation: sourceLocation)
        let kind = line.dropFirst(2).prefix { $0 != " " }
        let afterProperties = line.dropFirst(2 + kind.count).range(of: "::").map { line[$0.upperBound...] } ?? ""
        #expect(!afterProperties.contains("::"), "a second command in the message of \(line)", sourceLocation: sourceLocation)
    }
}

/// Python's markdown-it-py, when installed: renders a report as GitHub does (CommonMark with
/// tables) and says whether any HTML other than `<code>` came through and whether every table row
/// has its header's cells.
enum MarkdownIt {
    static let isAvailable: Bool = (try? python(["-c", "import markdown_it"]).status) == 0

    static let script = """
    import sys, re
    from markdown_it import MarkdownIt
    md = MarkdownIt("commonmark").enable("table")
    tokens = md.parse(sys.stdin.read())
    problems = []
    def walk(tokens):
        for t in tokens:
            if t.type in ("html_inline", "html_block") and t.content not in ("<code>", "</code>"):
                problems.append("html: " + repr(t.content))
            if t.children: walk(t.children)
    walk(tokens)
    texts = []
    def text(tokens):
        for t in tokens:
            if t.type in ("text", "text_special"): texts.append(t.content)
            if t.children: text(t.children)
    text(tokens)
    if "a|\\u0301 b" not in "".join(texts): problems.append("the pipes of the text are not text")
    header, row = None, 0
    for t in tokens:
        if t.type == "thead_open": header, row = 0, None
        elif t.type == "tr_open": row = 0
        elif t.type in ("th_open", "td_open"): row += 1
        elif t.type == "tr_close":
            if header == 0: header = row
            elif row != header: problems.append("row with %d cells, header %d" % (row, header))
    print("ok" if not problems else "; ".join(problems))
    """

    static func inspect(_ markdown: String) throws -> String {
        try python(["-c", script], input: markdown).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func python(_ arguments: [String], input: String = "") throws -> ToolRun {
        try ProgramRunner.run("/usr/bin/env", ["python3"] + arguments, input: Data(input.utf8))
    }
}
