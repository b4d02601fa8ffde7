import Foundation
import Testing
@testable import CatalogKitLite

/// The YAML subset project specs are written in: what is read, and what is refused with a line and
/// column rather than read wrong.
struct YAMLReaderTests {
    private func parse(_ text: String) throws -> YAMLValue {
        try YAMLReader.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> YAMLSyntaxError? {
        do {
            _ = try YAMLReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    /// The value as a plain Swift value: dictionaries, arrays, strings, and "<null>".
    private func plain(_ value: YAMLValue) -> String {
        switch value.content {
        case .scalar(let text): "\"\(text)\""
        case .null: "null"
        case .sequence(let items): "[" + items.map(plain).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { "\($0.key): \(plain($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    @Test func readsBlockCollections() throws {
        let document = try parse("""
            # A project spec
            ---
            name: App   # the project
            options:
              developmentLanguage: de
            targets:
              App:
                type: application
                sources:
                - App
                - path: Shared
                  excludes:
                    - "**/*.md"
                    - 'Legacy/*'
                dependencies:
                  - target: Widget
                    embed: true
                settings:
                  base:
                    SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) APP
              Widget:
                type: app-extension
                empty:
            """)
        #expect(plain(document) == #"""
            {name: "App", options: {developmentLanguage: "de"}, targets: {App: {type: "application", sources: ["App", {path: "Shared", excludes: ["**/*.md", "Legacy/*"]}], dependencies: [{target: "Widget", embed: "true"}], settings: {base: {SWIFT_ACTIVE_COMPILATION_CONDITIONS: "$(inherited) APP"}}}, Widget: {type: "app-extension", empty: null}}}
            """#)
        let app = try #require(document["targets"]?["App"])
        #expect(app.position.line == 8 && app.position.column == 5, "where its first key starts")
    }

    @Test func readsFlowCollectionsAndScalars() throws {
        let document = try parse(#"""
            sources: [App, "Shared Code", 'It''s']
            settings: {A: 1, B: "x: y", C: , D}
            url: https://example.com/a#b
            list: [
              one,   # a comment inside
              two,
            ]
            nothing: ~
            """#)
        #expect(plain(document) == #"""
            {sources: ["App", "Shared Code", "It's"], settings: {A: "1", B: "x: y", C: null, D: null}, url: "https://example.com/a#b", list: ["one", "two"], nothing: null}
            """#)
        let escaped = try parse(#"escaped: "tab\there \"q\" \u00e9 \x41 \U0001F600""#)
        #expect(escaped["escaped"]?.scalar == "tab\there \"q\" é A 😀")
    }

    @Test func readsBlockScalars() throws {
        let document = try parse("""
            script: |
              echo one
                indented
              echo two

            folded: >-
              first
              second

              third
            kept: |+
              line

            next: value
            """)
        #expect(document["script"]?.scalar == "echo one\n  indented\necho two\n")
        #expect(document["folded"]?.scalar == "first second\nthird")
        #expect(document["kept"]?.scalar == "line\n\n")
        #expect(document["next"]?.scalar == "value")
    }

    /// XcodeGen specs share settings through anchors: `settings: &common` with the block below,
    /// `- &x` before an item, an inline `&x value`, and merge keys that add the keys a mapping does
    /// not write itself (Dawnbreak's `com.apple.security.application-groups: &app_group`).
    @Test func readsAnchorsAliasesAndMergeKeys() throws {
        let document = try parse("""
            base: &base
              SWIFT_VERSION: "6.0"
              DEVELOPMENT_LANGUAGE: en
            debug: &debug {SWIFT_ACTIVE_COMPILATION_CONDITIONS: DEBUG, DEVELOPMENT_LANGUAGE: de}
            groups: &groups
              - group.app
            name: &name Aurora  # a comment
            items:
              - &first
                id: one
              - *first
              - &plain two
            app:
              <<: *base
              DEVELOPMENT_LANGUAGE: fr
              title: *name
              entitlements: *groups
            both:
              <<: [*debug, *base]
            empty: &nothing
            again: *nothing
            """)
        let app = try #require(document["app"])
        #expect(app.mapping?.map(\.key) == ["DEVELOPMENT_LANGUAGE", "title", "entitlements", "SWIFT_VERSION"], "the mapping's own keys first, then the merged ones")
        #expect(app["DEVELOPMENT_LANGUAGE"]?.scalar == "fr", "a key the mapping writes wins over the merged one")
        #expect(app["SWIFT_VERSION"]?.scalar == "6.0")
        #expect(app["title"]?.scalar == "Aurora")
        #expect(app["entitlements"]?.sequence?.map(\.scalar) == ["group.app"])
        #expect(app["title"]?.position.line == 16, "an alias is placed where it is written")
        let both = try #require(document["both"])
        #expect(both["DEVELOPMENT_LANGUAGE"]?.scalar == "de", "the earlier merged mapping wins")
        #expect(both["SWIFT_ACTIVE_COMPILATION_CONDITIONS"]?.scalar == "DEBUG" && both["SWIFT_VERSION"]?.scalar == "6.0")
        let items = try #require(document["items"]?.sequence)
        #expect(items.count == 3 && items[1]["id"]?.scalar == "one" && items[2].scalar == "two")
        if case .null = try #require(document["again"]).content {} else { Issue.record("an alias of an empty value is empty") }
    }

    /// Aliases of aliases double a document at each step ("a billion laughs"): the copies they
    /// repeat are counted, and a document past the bound is refused at once, with a position.
    @Test func aliasesCannotMultiplyADocument() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            text += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let error = try #require(failure(text))
        #expect(error.message == "aliases repeat more than 100000 values; a project spec needs far fewer")
        // a1 to a3 repeat 110 + 1,110 + 11,110 values; the eighth alias of a4 (11,111 each) passes the bound.
        #expect(error.position.line == 5, "the first alias past the bound: \(error)")
    }

    @Test(arguments: [
        ("a: *anchor", 1, 4, "the alias '*anchor' names no anchor written before it"),
        ("b: *later\na: &later 1", 1, 4, "the alias '*later' names no anchor written before it"),
        ("- & 1", 1, 3, "an anchor needs a name ('&name')"),
        ("a: [*]", 1, 5, "an alias needs a name ('*name')"),
        ("a: {*x: 1}", 1, 5, "an alias cannot be a key of a flow mapping"),
        ("a: &x 1\nb:\n  <<: *x", 3, 7, "a merge key ('<<') takes a mapping or a list of mappings, not a scalar"),
        ("a: !!str 1", 1, 4, "tags ('!tag') are not read"),
        ("? complex\n: value", 1, 1, "complex keys ('? key') are not read"),
        ("%YAML 1.2\n---\na: 1", 1, 1, "directives (%YAML, %TAG) are not read"),
        ("a: 1\n---\nb: 2", 2, 1, "a second document: a project spec is one document"),
        ("a: 1\n...", 2, 1, "'...' ends a document; a project spec is one document"),
        ("a:\n\tb: 1", 2, 1, "a tab cannot indent YAML; indent with spaces"),
        ("a: 1\na: 2", 2, 1, "the key 'a' is written twice in this mapping"),
        ("a: \"open\nb: 1", 1, 4, "the quoted scalar does not close on its line (quoted scalars over several lines are not read)"),
        ("a: 1\n  b: 2", 2, 3, "unexpected indentation: no value can start here"),
        ("a:\n  - x\n  y: 1", 3, 3, "expected '- item' at this indentation"),
        ("a: [1, 2", 1, 4, "the flow collection is never closed"),
        ("a: [[1] 2]", 1, 9, "expected ',' or ']' after the value"),
        ("a: {b: 1]", 1, 9, "unexpected ']'; expected '}'"),
        ("a: b: c", 1, 5, "a mapping cannot start inside a value here; quote the value if ': ' belongs to it"),
        ("a: \"\\q\"", 1, 5, "unknown escape '\\q' in a double-quoted scalar"),
        ("a: [1] x", 1, 8, "unexpected 'x' after the value"),
        ("a: |x\n  b", 1, 5, "unexpected 'x' in a block scalar's header"),
    ])
    func refusesWhatItDoesNotReadWithAPosition(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(failure(text), "\(text)")
        #expect(error.message == message, "\(text)")
        #expect(error.position.line == line && error.position.column == column, "\(text): \(error)")
    }

    @Test func emptyDocumentsAndTopLevelScalars() throws {
        if case .null = try parse("# nothing\n").content {} else { Issue.record("an empty document is null") }
        #expect(try parse("just text").scalar == "just text")
        #expect(try parse("- a\n- b").sequence?.count == 2)
        #expect(failure("a\nb")?.message == "a second value at the top of the document")
        let invalid = YAMLReaderTests.bytesFailure([0x61, 0x3A, 0x20, 0xFF])
        #expect(invalid?.message == "the file is not UTF-8 (byte 0xFF)" && invalid?.position.column == 4)
    }

    static func bytesFailure(_ bytes: [UInt8]) -> YAMLSyntaxError? {
        do {
            _ = try YAMLReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func nestingIsBoundedWithoutRecursion() throws {
        // Block nesting: each level one space deeper.
        var deep = ""
        for level in 0..<300 { deep += String(repeating: " ", count: level) + "k:\n" }
        #expect(failure(deep)?.message == "collections nest deeper than \(YAMLReader.maximumDepth) levels")
        let flow = String(repeating: "[", count: 100_000)
        #expect(failure("a: " + flow)?.message == "collections nest deeper than \(YAMLReader.maximumDepth) levels")
        let dashes = String(repeating: "- ", count: 100_000) + "x"
        #expect(failure(dashes)?.message == "collections nest deeper than \(YAMLReader.maximumDepth) levels")
        #expect(try parse(String(repeating: "[", count: 200) + String(repeating: "]", count: 200)).sequence?.count == 1)
    }

    /// A key written twice: an error for ``YAMLReader/parse(_:)``; the later value, and where the
    /// second one stands, for a reader that keeps going (Plozz's spec writes two settings twice).
    @Test func aDuplicateKeyKeepsTheLaterValueWhenAsked() throws {
        let text = "a: 1\nb:\n  c: 2\n  c: 3\nd: {e: 4, e: 5}\na: 6\n"
        #expect(failure(text)?.message == "the key 'c' is written twice in this mapping")
        let (value, duplicates) = try YAMLReader.parseKeepingLaterOfDuplicateKeys(Array(text.utf8))
        #expect(value["a"]?.scalar == "6" && value["b"]?["c"]?.scalar == "3" && value["d"]?["e"]?.scalar == "5")
        #expect(value.mapping?.map(\.key) == ["b", "d", "a"])
        #expect(duplicates.map { "\($0.position.line):\($0.position.column) \($0.message)" } == [
            "4:3 the key 'c' is written twice in this mapping", "5:11 the key 'e' is written twice in this mapping",
            "6:1 the key 'a' is written twice in this mapping",
        ])
    }
}
