import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The old-style property-list reader: every construct of the grammar, errors with line and column,
/// depth, and every `project.pbxproj` of the corpus.
struct PropertyListReaderTests {
    private func parse(_ text: String) throws -> PropertyListDocument {
        try PropertyListReader.parse(Array(text.utf8))
    }

    private func failure(_ text: String) -> PropertyListSyntaxError? {
        failure(bytes: Array(text.utf8))
    }

    private func failure(bytes: [UInt8]) -> PropertyListSyntaxError? {
        do {
            _ = try PropertyListReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsDictionariesArraysAndStrings() throws {
        let document = try parse("""
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjects = {
            \t\tA1 /* App */ = {isa = PBXNativeTarget; name = "My App"; files = (B1 /* x.swift */, B2, ); };
            \t};
            \tempty = ();
            \tnone = {};
            \tpath = ../Shared/x-y_z.$:swift;
            }
            """)
        let root = try #require(document.root.dictionary)
        #expect(root.string("archiveVersion") == "1")
        let target = try #require(root["objects"]?.dictionary?["A1"]?.dictionary)
        #expect(target.string("isa") == "PBXNativeTarget")
        #expect(target.string("name") == "My App")
        #expect(target.strings("files") == ["B1", "B2"], "a trailing comma ends the array")
        #expect(root["empty"]?.array?.isEmpty == true)
        #expect(root["none"]?.dictionary?.entries.isEmpty == true)
        #expect(root.string("path") == "../Shared/x-y_z.$:swift", "every unquoted character CoreFoundation allows")
        let position = document.position(at: try #require(root["objects"]?.dictionary?["A1"]).offset)
        #expect(position.line == 5 && position.column == 18, "the value's position: \(position)")
    }

    @Test func decodesEscapes() throws {
        let document = try parse(#"{ a = "tab\there \"q\" \\ \101\U00e9\Ud83d\Ude00 \z"; b = 'single "x"'; c = "Grüße"; }"#)
        let root = try #require(document.root.dictionary)
        #expect(root.string("a") == "tab\there \"q\" \\ Aé😀 z")
        #expect(root.string("b") == "single \"x\"")
        #expect(root.string("c") == "Grüße")
    }

    @Test func readsData() throws {
        let document = try parse("{ d = <0fbd 7A\n00>; }")
        guard case .data(let bytes)? = document.root.dictionary?["d"]?.content else {
            Issue.record("no data")
            return
        }
        #expect(bytes == [0x0F, 0xBD, 0x7A, 0x00])
    }

    @Test func keepsTheLaterOfTwoEqualKeys() throws {
        let root = try #require(try parse("{ a = 1; a = 2; }").root.dictionary)
        #expect(root.entries.count == 2)
        #expect(root.string("a") == "2")
    }

    @Test(arguments: [
        ("{ a = 1 }", 1, 9, "expected ';' after the value of 'a', found '}'"),
        ("{ a 1; }", 1, 5, "expected '=' after the key 'a', found '1'"),
        ("( a b )", 1, 5, "expected ',' or ')' after an array item, found 'b'"),
        ("{\n  a = \"open;\n}", 2, 7, "unterminated string: the closing \" is missing"),
        ("{ a = 1; } x", 1, 12, "expected the end of the file after the top-level value, found 'x'"),
        ("", 1, 1, "expected a value, found the end of the file"),
        ("{ a = (1, 2; }", 1, 12, "expected ',' or ')' after an array item, found ';'"),
        ("{ a = <0f1>; }", 1, 11, "expected the second hexadecimal digit of a byte in data, found '>'"),
        ("{ a = <0g>; }", 1, 9, "expected the second hexadecimal digit of a byte in data, found 'g'"),
        ("/* never closed", 1, 1, "unterminated comment: the closing */ is missing"),
        ("{ a = \"\\Ud83d\"; }", 1, 8, "the escape \\UD83D is a lone UTF-16 surrogate: a \\U escape of a low surrogate must follow it"),
        ("{ a = \"\\351\"; }", 1, 8, "the octal escape \\351 is a NeXTSTEP character above \\177, which this reader does not translate; write the character itself"),
        ("{ <00> = 1; }", 1, 3, "expected a key or '}', found data"),
        ("{ a = <group>; }", 1, 8, "expected a hexadecimal digit or '>' in data, found 'g'"),
        ("{ a = é; }", 1, 7, "expected a value, found 'é'"),
        ("{ a = \u{7}; }", 1, 7, "expected a value, found U+0007"),
    ])
    func reportsErrorsWithLineAndColumn(text: String, line: Int, column: Int, message: String) throws {
        let error = try #require(failure(text))
        #expect(error.message == message)
        #expect(error.position.line == line && error.position.column == column, "\(error)")
    }

    @Test func refusesBytesThatAreNotUTF8() throws {
        let error = try #require(failure(bytes: [0x7B, 0x20, 0xFF, 0x7D]))
        #expect(error.message == "the file is not UTF-8 (byte 0xFF)")
        #expect(error.position.column == 3)
    }

    @Test func nestingIsBoundedWithoutRecursion() throws {
        let depth = PropertyListReader.maximumDepth
        let accepted = String(repeating: "(", count: depth) + String(repeating: ")", count: depth)
        #expect(try parse(accepted).root.array?.count == 1)
        // Far deeper than any stack could recurse: an error at the first bracket too many.
        let deep = String(repeating: "(", count: 1_000_000)
        let error = try #require(failure(deep))
        #expect(error.message == "arrays and dictionaries nest deeper than \(depth) levels")
        #expect(error.position.column == depth + 1)
        let dictionaries = String(repeating: "{a=", count: 200_000)
        #expect(failure(dictionaries)?.position.column == 3 * depth + 1)
    }
}

/// The reader on every `project.pbxproj` of the corpus.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (XCSTRINGS_A11Y_CORPUS or ../shared/corpus) is absent"))
struct PropertyListCorpusTests {
    @Test func readsEveryProjectOfTheCorpus() throws {
        let real = try #require(Corpus.real)
        let projects = Corpus.files(under: real).filter { $0.lastPathComponent == "project.pbxproj" }
        #expect(projects.count == 12)
        for url in projects {
            let document = try PropertyListReader.parse(Array(try Data(contentsOf: url)))
            let root = try #require(document.root.dictionary, "\(url.path)")
            let objects = try #require(root["objects"]?.dictionary, "\(url.path)")
            // Each object is a dictionary with an isa; the root object is among them.
            #expect(objects.entries.allSatisfy { $0.value.dictionary?.string("isa") != nil }, "\(url.path)")
            let rootObject = try #require(root.string("rootObject"))
            #expect(objects[rootObject]?.dictionary?.string("isa") == "PBXProject", "\(url.path)")
            // Every object id is written in the file as the key of its entry.
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(objects.entries.count == Set(objects.entries.map(\.key)).count)
            #expect(objects.entries.count == text.components(separatedBy: "isa = ").count - 1, "\(url.path)")
        }
    }
}
