import Foundation
import Testing
import TestSupport

/// The documentation holds together: the README stays short, every relative link in it and in
/// `Docs/` reaches a file and a heading that exist, `Docs/rules.md` lists every rule as the tool
/// describes it, and `Docs/usage.md` documents every option each command's `--help` lists.
struct DocumentationLinkTests {
    /// The Markdown files whose links are checked, relative to the package root.
    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Package.root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md", "Catalogs/README.md", "Benchmarks/README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }()

    static func text(of document: String) throws -> String {
        try String(contentsOf: Package.root.appendingPathComponent(document), encoding: .utf8)
    }

    /// The lines of a Markdown text outside fenced code blocks, with their 1-based numbers.
    static func proseLines(_ text: String) -> [(number: Int, line: String)] {
        var result: [(Int, String)] = []
        var fence: String?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = String(trimmed.prefix { $0 == trimmed.first })
                continue
            }
            result.append((index + 1, line))
        }
        return result
    }

    /// A line without its code spans: a link written inside backticks is an example, not a link.
    static func withoutCodeSpans(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let tick = rest.firstIndex(of: "`") {
            result += rest[..<tick]
            let run = rest[tick...].prefix { $0 == "`" }
            let afterRun = rest[tick...].dropFirst(run.count)
            guard let close = afterRun.range(of: String(run)) else {
                result += run
                rest = afterRun
                continue
            }
            rest = afterRun[close.upperBound...]
        }
        return result + rest
    }

    /// The anchor GitHub gives a heading: lower case, each space a hyphen, every character that is
    /// neither a letter, a digit, a hyphen nor an underscore dropped.
    static func anchor(ofHeading heading: String) -> String {
        var slug = ""
        for character in heading.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            }
        }
        return slug
    }

    /// Every anchor the headings of a Markdown text give, a repeated one numbered as GitHub does.
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var result: Set<String> = []
        for (_, line) in proseLines(text) {
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { continue }
            var title = String(line.dropFirst(hashes.count + 1))
            while title.hasSuffix("#") || title.hasSuffix(" ") { title.removeLast() }
            let slug = anchor(ofHeading: title)
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            result.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return result
    }

    /// The targets of the inline links and images of a Markdown text, with their line numbers.
    static func links(in text: String) -> [(line: Int, target: String)] {
        var result: [(Int, String)] = []
        for (number, line) in proseLines(text) {
            var rest = Substring(withoutCodeSpans(line))
            while let open = rest.range(of: "](") {
                let target = rest[open.upperBound...].prefix { $0 != ")" && $0 != " " }
                result.append((number, String(target)))
                rest = rest[open.upperBound...]
            }
        }
        return result
    }

    @Test func theReadmeIsShort() throws {
        let lines = try Self.text(of: "README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let count = lines.last == "" ? lines.count - 1 : lines.count
        #expect(count <= 300, "README.md has \(count) lines; it is for users: move details to Docs/")
    }

    @Test func theAnchorsAreGitHubs() {
        #expect(Self.anchor(ofHeading: "`languages` — array of language tags") == "languages--array-of-language-tags")
        #expect(Self.anchor(ofHeading: "Fifth study: ten fresh apps (Set B), judged from outside (2026-12-02)")
            == "fifth-study-ten-fresh-apps-set-b-judged-from-outside-2026-12-02")
        #expect(Self.anchor(ofHeading: "Which files are read, and their modules") == "which-files-are-read-and-their-modules")
        #expect(Self.anchor(ofHeading: "Xcode 16's `sources_file` & Ä") == "xcode-16s-sources_file--ä")
        #expect(Self.anchors(in: "# A\n## A\n```\n# B\n```\n### A!\n") == ["a", "a-1", "a-2"])
        #expect(Self.links(in: "see [x](a.md#b) and `[y](c.md)` and [`z`](#d)\n```\n[w](e.md)\n```\n").map(\.target) == ["a.md#b", "#d"])
    }

    @Test(arguments: documents)
    func everyRelativeLinkReachesAFileAndAHeading(_ document: String) throws {
        let text = try Self.text(of: document)
        let folder = Package.root.appendingPathComponent(document).deletingLastPathComponent()
        let links = Self.links(in: text)
        for (line, target) in links where !target.contains("://") && !target.hasPrefix("mailto:") {
            let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0]), fragment = parts.count > 1 ? String(parts[1]) : nil
            let file = path.isEmpty ? Package.root.appendingPathComponent(document) : folder.appendingPathComponent(path).standardizedFileURL
            guard FileManager.default.fileExists(atPath: file.path) else {
                Issue.record("\(document):\(line): the link \(target) leads to \(path), which does not exist")
                continue
            }
            guard let fragment else { continue }
            guard file.pathExtension == "md" else {
                Issue.record("\(document):\(line): the link \(target) has an anchor into a file that is not Markdown")
                continue
            }
            let anchors = Self.anchors(in: try String(contentsOf: file, encoding: .utf8))
            #expect(anchors.contains(fragment), "\(document):\(line): \(path.isEmpty ? document : path) has no heading #\(fragment)")
        }
    }

    @Test func theDocumentsHoldLinks() throws {
        // So that the link check cannot pass by finding nothing.
        let readme = Self.links(in: try Self.text(of: "README.md"))
        #expect(readme.contains { $0.target.hasPrefix("Docs/usage.md#") }, "\(readme.map(\.target))")
        #expect(readme.count >= 20, "\(readme.count) links in README.md")
    }

    /// One row of a rule table of `Docs/rules.md`: `| \`id\` | default | roles | precision | … |`.
    struct DocumentedRule {
        var defaultSeverity: String
        var roles: String
        var precision: String
    }

    static func documentedRules() throws -> [String: DocumentedRule] {
        var rules: [String: DocumentedRule] = [:]
        for (_, line) in proseLines(try text(of: "Docs/rules.md")) where line.hasPrefix("| `") {
            let cells = line.dropFirst().components(separatedBy: " | ").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 5 else { continue }
            let id = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            #expect(rules[id] == nil, "Docs/rules.md lists \(id) twice")
            rules[id] = DocumentedRule(defaultSeverity: cells[1], roles: cells[2], precision: cells[3])
        }
        return rules
    }

    @Test func theRulesPageListsEveryRuleAsTheToolDescribesIt() throws {
        let run = try ToolRunner.run(["rules", "--format", "json"])
        #expect(run.status == 0, "\(run.error)")
        let tool = try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]])
        let documented = try Self.documentedRules()
        #expect(tool.count >= 40 && documented.count >= 40, "\(tool.count) rules, \(documented.count) documented")
        var ids: Set<String> = []
        for rule in tool {
            let id = try #require(rule["id"] as? String)
            ids.insert(id)
            guard let row = documented[id] else {
                Issue.record("Docs/rules.md does not list \(id)")
                continue
            }
            let severity = try #require(rule["defaultSeverity"] as? String)
            let enabled = try #require(rule["enabledByDefault"] as? Bool)
            #expect(row.defaultSeverity == (enabled ? severity : "off (\(severity))"), "\(id): Docs/rules.md says \(row.defaultSeverity)")
            let roles = try #require(rule["roles"] as? [String])
            #expect(row.roles == (roles.isEmpty ? "all" : roles.joined(separator: ", ")), "\(id): Docs/rules.md says \(row.roles)")
            #expect(!row.precision.isEmpty, "\(id): no precision in Docs/rules.md")
            // The figure `explain` shows (StudiedPrecision) is the one the page gives, so the two
            // cannot drift apart after a study.
            if let precision = rule["precision"] as? [String: Any] {
                let right = try #require(precision["right"] as? Int), judged = try #require(precision["judged"] as? Int)
                let study = try #require(precision["study"] as? String)
                let figure = "\(judged == 0 ? 0 : right * 100 / judged) % (\(right)/\(judged)): \(study)"
                #expect(row.precision.hasPrefix(figure), "\(id): Docs/rules.md says \(row.precision), explain \(figure)")
            }
        }
        #expect(Set(documented.keys).subtracting(ids).isEmpty, "Docs/rules.md lists rules the tool does not have: \(Set(documented.keys).subtracting(ids))")
    }

    static let commands = ["check", "coverage", "export", "import", "speak", "rules", "explain", "catalogs"]

    @Test(arguments: commands)
    func everyOptionOfTheHelpIsInTheUsagePage(_ command: String) throws {
        let help = try ToolRunner.run([command, "--help"])
        #expect(help.status == 0, "\(help.error)")
        // Option lines of the help are indented by two spaces and start with a dash.
        let options = help.output.components(separatedBy: "\n")
            .filter { $0.hasPrefix("  -") }
            .flatMap { $0.split(separator: " ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: ",")) } }
            .filter { $0.hasPrefix("--") }
        #expect(options.contains("--help"), "\(command) --help lists no options:\n\(help.output)")

        // The command's section of Docs/usage.md: from its heading to the next heading of that level.
        let usage = try Self.text(of: "Docs/usage.md").components(separatedBy: "\n")
        let start = try #require(usage.firstIndex { $0.hasPrefix("## ") && $0.contains("`\(command)`") }, "Docs/usage.md has no section for \(command)")
        let end = usage[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? usage.endIndex
        let section = usage[start..<end].joined(separator: "\n")
        for option in options {
            #expect(Self.mentions(option, in: section), "Docs/usage.md does not document \(command) \(option)")
        }
    }

    /// Whether `text` names `option` as a whole word: `--language` is not named by `--languages`.
    static func mentions(_ option: String, in text: String) -> Bool {
        var rest = Substring(text)
        while let found = rest.range(of: option) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0 == "-") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    @Test func anOptionIsNamedAsAWholeWord() {
        #expect(Self.mentions("--language", in: "`-l`, `--language LANG`"))
        #expect(!Self.mentions("--language", in: "`--languages LIST`, `--language-map FILE=CATALOG`"))
    }
}
