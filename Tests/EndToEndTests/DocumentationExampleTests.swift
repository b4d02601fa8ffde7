import Foundation
import Testing
import TestSupport

/// Every command example that shows output in README.md and Docs/ is run against the sample and
/// compared, so the documentation cannot drift from the tool.
///
/// An example is a fenced code block whose first line (after `# ` comment lines) starts with `$ `.
/// Its commands run one after the other in a fresh repository holding a copy of `Catalogs/` (so an
/// `export` then an `import` work on a copy), with the built binary for `xcstrings-a11y` (or
/// `swift run xcstrings-a11y`). The lines after a command up to the next one are what it prints
/// (standard output, then standard error); a line that is only `…` stands for any number of lines;
/// lines that start with `# ` are comments. A command followed by no line is run, and must not fail
/// with a usage or I/O error, but its output is not shown. Commands are split as a shell splits words
/// in single and double quotes; pipes and redirections are not examples of this kind.
struct DocumentationExampleTests {
    struct Command: Sendable {
        var line: Int
        var arguments: [String]
        var expected: [String]
    }

    struct Example: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var commands: [Command]
        var testDescription: String { "\(file):\(line)" }
    }

    static let documents: [String] = {
        let docs = (try? FileManager.default.contentsOfDirectory(atPath: Package.root.appendingPathComponent("Docs").path)) ?? []
        return ["README.md", "Catalogs/README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
    }()

    static let examples: [Example] = documents.flatMap { document in
        let url = Package.root.appendingPathComponent(document)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [Example]() }
        return examples(in: text, file: document)
    }

    /// The examples of one Markdown text.
    static func examples(in text: String, file: String) -> [Example] {
        var result: [Example] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            guard lines[index].hasPrefix("```") else {
                index += 1
                continue
            }
            var end = index + 1
            while end < lines.count, !lines[end].hasPrefix("```") { end += 1 }
            let body = Array(lines[(index + 1)..<min(end, lines.count)])
            if body.first(where: { !$0.hasPrefix("# ") && !$0.isEmpty })?.hasPrefix("$ ") == true {
                var example = Example(file: file, line: index + 2, commands: [])
                for (offset, line) in body.enumerated() where !line.hasPrefix("# ") {
                    if line.hasPrefix("$ ") {
                        example.commands.append(Command(line: index + 2 + offset, arguments: words(String(line.dropFirst(2))), expected: []))
                    } else if !example.commands.isEmpty {
                        example.commands[example.commands.count - 1].expected.append(line)
                    }
                }
                result.append(example)
            }
            index = end + 1
        }
        return result
    }

    /// The words of a command line, as a shell splits them in single and double quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var characters = line.makeIterator()
        while let character = characters.next() {
            if let open = quote {
                if character == open {
                    quote = nil
                } else if open == "\"", character == "\\", let next = characters.next() {
                    word.append(next)
                } else {
                    word.append(character)
                }
            } else if character == "'" || character == "\"" {
                quote = character
                inWord = true
            } else if character == " " {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// Whether `actual` lines match `expected`, where a line `…` matches any number of lines.
    static func matches(_ actual: [String], _ expected: [String]) -> Bool {
        guard let first = expected.first else { return actual.isEmpty }
        if first == "…" {
            let rest = Array(expected.dropFirst())
            return (0...actual.count).contains { matches(Array(actual[$0...]), rest) }
        }
        guard let line = actual.first, line == first else { return false }
        return matches(Array(actual.dropFirst()), Array(expected.dropFirst()))
    }

    @Test func theDocumentsHoldExamples() {
        #expect(Self.examples.contains { $0.file == "README.md" }, "README.md shows no command with its output")
        #expect(Self.examples.flatMap(\.commands).count >= 8, "\(Self.examples.flatMap(\.commands).count) commands")
    }

    @Test(arguments: examples)
    func exampleOutputIsWhatTheToolPrints(_ example: Example) throws {
        // A repository, as a clone of this one is: reports name it.
        let folder = try TemporaryRepository()
        try FileManager.default.copyItem(at: Package.root.appendingPathComponent("Catalogs"), to: folder.url.appendingPathComponent("Catalogs"))
        for command in example.commands {
            var arguments = command.arguments
            if arguments.starts(with: ["swift", "run", "xcstrings-a11y"]) {
                arguments.removeFirst(3)
            } else if arguments.first == "xcstrings-a11y" {
                arguments.removeFirst()
            } else {
                Issue.record("\(example.file):\(command.line): an example must run xcstrings-a11y: \(command.arguments)")
                continue
            }
            let run = try ToolRunner.run(arguments, in: folder.url)
            var expected = command.expected
            while expected.last == "" { expected.removeLast() }
            guard !expected.isEmpty else {
                #expect(run.status != 2, "\(example.file):\(command.line): \(run.error)")
                continue
            }
            var output = run.output.components(separatedBy: "\n")
            while output.last == "" { output.removeLast() }
            var both = (run.output + run.error).components(separatedBy: "\n")
            while both.last == "" { both.removeLast() }
            if Self.matches(output, expected) || Self.matches(both, expected) { continue }
            let want = expected.joined(separator: "\n"), got = both.joined(separator: "\n")
            Issue.record("\(example.file):\(command.line): the example's output is not what the tool prints.\nexpected:\n\(want)\nactual:\n\(got)")
        }
    }

    @Test func theMatcherAndTheSplitter() {
        #expect(Self.words(#"speak --language de '14,99 €' "a \"b\"""#) == ["speak", "--language", "de", "14,99 €", #"a "b""#])
        #expect(Self.matches(["a", "b", "c"], ["a", "…", "c"]))
        #expect(Self.matches(["a", "c"], ["a", "…", "c"]))
        #expect(!Self.matches(["a", "b"], ["a", "…", "c"]))
        #expect(!Self.matches(["a", "b"], ["a"]))
    }
}
