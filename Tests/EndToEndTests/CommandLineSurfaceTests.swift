import Foundation
import Testing
import TestSupport

/// What a linter user meets first: a mistyped command, `explain` on an id from the tool's own
/// output, coverage of nothing, and the layout of every `--help`.
struct CommandLineSurfaceTests {
    static let commands = ["check", "coverage", "export", "import", "speak", "rules", "explain", "catalogs"]

    // MARK: - Unknown commands

    @Test func aMistypedCommandIsAUsageErrorAndNothingRuns() throws {
        let run = try ToolRunner.run(["chek", "Catalogs"])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("xcstrings-a11y: error: unknown command 'chek'; did you mean 'check'?\n"), "\(run.error)")
        #expect(run.output.isEmpty, "nothing is checked: \(run.output)")
        #expect(!run.error.contains("io-error"))

        let far = try ToolRunner.run(["frobnicate"])
        #expect(far.status == 2 && far.error.contains("unknown command 'frobnicate'; the commands are check, coverage"), "\(far.error)")
    }

    @Test func aFirstWordThatIsAnExistingPathIsStillAPath() throws {
        let folder = try TemporaryFolder()
        try folder.write("chek/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"title":{}},"version":"1.0"}"#)
        let run = try ToolRunner.run(["chek"], in: folder.url)
        #expect(!run.error.contains("unknown command"), "\(run.error)")
        #expect(run.status == 0 || run.status == 1, "\(run.output)\(run.error)")

        // A missing file is a path, not a command: it has a dot or a slash.
        let missing = try ToolRunner.run(["Missing.xcstrings"], in: folder.url)
        #expect(missing.status == 2 && !missing.error.contains("unknown command") && missing.output.contains("[io-error]"), "\(missing.output)\(missing.error)")
    }

    // MARK: - explain knows the tool's own ids

    /// The ids the tool's own output uses besides rule ids: every kind of the catalog reader's
    /// diagnostics and every `id: "…"` the sources give a note or a read problem (a project's, a Swift
    /// file's), read from the sources so that a new one without an explanation fails here.
    static func toolIDs() throws -> [String] {
        var ids: Set<String> = []
        let diagnostic = try String(contentsOf: Package.root.appendingPathComponent("Sources/CatalogKitLite/Reading/CatalogDiagnostic.swift"), encoding: .utf8)
        ids.formUnion(matches(of: #"case \w+ = "([a-z]+(?:-[a-z]+)+)""#, in: diagnostic))
        let sources = Package.root.appendingPathComponent("Sources")
        for file in Corpus.files(under: sources) where file.pathExtension == "swift" && file.lastPathComponent != "RulesCommand.swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            ids.formUnion(matches(of: #"\bid: "([a-z]+(?:-[a-z]+)+)""#, in: text))
            // `id: error.kind == .notUTF8 ? "io-error" : "swift-syntax"`
            ids.formUnion(matches(of: #"\bid: [^\n"]*\? "[a-z-]+" : "([a-z]+(?:-[a-z]+)+)""#, in: text))
        }
        return ids.sorted()
    }

    static func matches(of pattern: String, in text: String) -> [String] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func explainKnowsEveryIdTheToolsOutputUses() throws {
        let ids = try Self.toolIDs()
        for id in ["io-error", "json-syntax", "catalog-schema", "duplicate-key", "unknown-version", "swift-syntax", "project-syntax", "stale-baseline-entry", "changed-since", "baseline-count"] {
            #expect(ids.contains(id), "\(id) is no longer found in the sources; update this test")
        }
        for id in ids {
            let run = try ToolRunner.run(["explain", id])
            #expect(run.status == 0, "explain \(id): \(run.error)")
            #expect(run.output.hasPrefix("\(id): "), "\(run.output)")
            #expect(run.output.contains("Why:\n") && run.output.contains("Fix:\n"))
        }
        let syntax = try ToolRunner.run(["explain", "json-syntax"])
        #expect(syntax.output.contains("not valid JSON") && syntax.output.contains("not a rule"))
        // A part of a project that is missing is a warning whose id has no hyphen.
        let projectPart = try ToolRunner.run(["explain", "project"])
        #expect(projectPart.status == 0 && projectPart.output.contains("warning") && projectPart.output.contains(".xcconfig"), "\(projectPart.output)")
        let typo = try ToolRunner.run(["explain", "json-syntaks"])
        #expect(typo.status == 2 && typo.error.contains("did you mean 'json-syntax'?"))
        let rules = try ToolRunner.run(["rules"])
        #expect(rules.output.contains("io-error, json-syntax"), "rules names the tool's own ids")
    }

    // MARK: - Coverage of nothing

    @Test func zeroOfZeroIsADashNotAHundredPercent() throws {
        let folder = try TemporaryFolder()
        // A module with accessibility strings, and one whose strings are none of them.
        try folder.write("Sources/Player/Resources/Localizable.xcstrings", """
        {"sourceLanguage":"en","strings":{"play.label":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Play"}},
          "de":{"stringUnit":{"state":"translated","value":"Abspielen"}}}}},"version":"1.0"}
        """)
        try folder.write("Sources/Plain/Resources/Localizable.xcstrings", """
        {"sourceLanguage":"en","strings":{"title":{"localizations":{
          "en":{"stringUnit":{"state":"translated","value":"Movies"}},
          "de":{"stringUnit":{"state":"translated","value":"Filme"}}}}},"version":"1.0"}
        """)
        let text = try ToolRunner.run(["coverage", "--color", "never", "."], in: folder.url)
        #expect(text.status == 0, "\(text.error)")
        let plain = text.output.split(separator: "\n").filter { $0.hasPrefix("Plain ") }
        #expect(!plain.isEmpty, "the module without accessibility strings has rows: \(text.output)")
        for row in plain {
            #expect(row.hasSuffix("—") && row.contains(" 0 "), "\(row)")
        }
        #expect(text.output.split(separator: "\n").filter { $0.hasPrefix("Player ") }.allSatisfy { $0.hasSuffix("100%") })

        let markdown = try ToolRunner.run(["coverage", "--format", "markdown", "."], in: folder.url)
        #expect(markdown.output.contains("| Plain | en | 0 | 0 | 0 | 0 | 0 | — |"), "\(markdown.output)")
        #expect(markdown.output.contains("| Player | de | 1 | 1 | 0 | 0 | 0 | 100% |"))

        let json = try ToolRunner.run(["coverage", "--format", "json", "."], in: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let modules = try #require(document["modules"] as? [[String: Any]])
        let languages = try #require(modules.first { $0["name"] as? String == "Plain" }?["languages"] as? [[String: Any]])
        #expect(!languages.isEmpty)
        for language in languages {
            #expect(language["accessibilityStrings"] as? Int == 0)
            #expect(language["percentage"] is NSNull, "0 of 0 is null, not 100: \(language)")
        }
        let player = try #require(modules.first { $0["name"] as? String == "Player" }?["languages"] as? [[String: Any]])
        #expect(player.allSatisfy { ($0["percentage"] as? Double) == 100 })
    }

    // MARK: - Help layout

    @Test(arguments: commands)
    func everyOptionStartsInTheSameColumn(command: String) throws {
        let run = try ToolRunner.run([command, "--help"])
        #expect(run.status == 0)
        let lines = run.output.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "OPTIONS:"))
        var options = 0
        for line in lines[(start + 1)...] where !line.isEmpty {
            if line.hasPrefix("      ") {
                #expect(!line.dropFirst(6).hasPrefix("-"), "an option indented like a description: '\(line)'")
                #expect(line.dropFirst(6).first != " ", "descriptions start in column 7: '\(line)'")
            } else {
                options += 1
                let isOption = line.range(of: #"^  (-[A-Za-z], )?--[a-z]"#, options: .regularExpression) != nil
                #expect(isOption, "an option line starts in column 3: '\(line)'")
            }
        }
        #expect(options >= 1)
        #expect(lines.contains("  -h, --help"))
    }

    @Test func optionsWithAndWithoutAShortNameAlign() throws {
        let run = try ToolRunner.run(["check", "--help"])
        let lines = run.output.components(separatedBy: "\n")
        #expect(lines.contains("  -f, --format FORMAT"))
        #expect(lines.contains("  --strict"))
        #expect(lines.contains("  --color WHEN"))
        #expect(lines.contains("      Fail on warnings too."))
    }
}
