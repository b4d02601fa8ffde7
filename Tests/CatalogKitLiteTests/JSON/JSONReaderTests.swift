import Foundation
import Testing
@testable import CatalogKitLite

/// Positions, member order, duplicates, escapes, encodings and depth.
struct JSONReaderTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONReader.parse(Array(text.utf8)).value
    }

    func syntaxError(_ text: String) -> JSONSyntaxError? {
        syntaxError(Array(text.utf8))
    }

    func syntaxError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func keepsMemberOrderAndPositions() throws {
        let value = try parse("{\n  \"zeta\" : 1,\n  \"alpha\" : [true, null],\n  \"mid\" : \"x\"\n}")
        let members = try #require(value.members)
        #expect(members.map(\.name) == ["zeta", "alpha", "mid"])
        #expect(members[0].namePosition == SourcePosition(line: 2, column: 3, offset: 4))
        #expect(members[0].value.position.line == 2 && members[0].value.position.column == 12)
        #expect(members[1].value.elements?[1].position.description == "3:20")
        #expect(members[2].value.position.description == "4:11")
    }

    @Test func columnsCountScalarsNotBytes() throws {
        // "Zurück" has 6 scalars and 7 bytes; "🎬" has 1 scalar and 4 bytes.
        let value = try parse("{\"Zurück\" : \"🎬\", \"b\" : 2}")
        let members = try #require(value.members)
        #expect(members[0].value.position.column == 13)
        #expect(members[1].namePosition.column == 18)
        #expect(members[1].value.position.column == 24)
        #expect(members[1].value.position.offset == 27)
    }

    @Test func lineBreaksOfEveryKind() throws {
        let value = try parse("[1,\r\n2,\r3,\n4]")
        #expect(value.elements?.map(\.position.line) == [1, 2, 3, 4])
        #expect(value.elements?.map(\.position.column) == [2, 1, 1, 1])
    }

    @Test func byteOrderMarkIsSkippedAndNotCounted() throws {
        let value = try JSONReader.parse([0xEF, 0xBB, 0xBF] + Array("{\"a\":1}".utf8)).value
        #expect(value.members?.first?.namePosition.column == 2)
    }

    @Test func reportsDuplicateKeysInSmallAndLargeObjects() throws {
        let small = try JSONReader.parse(Array("{\"GIF\":1,\"Custom\":2,\"GIF\":3}".utf8))
        #expect(small.duplicateKeys.map(\.name) == ["GIF"])
        #expect(small.duplicateKeys.first?.firstPosition.column == 2)
        #expect(small.duplicateKeys.first?.position.column == 21)
        #expect(small.value.members?.count == 3, "every member is kept as it stands")

        let names = (0..<100).map { "\"k\($0)\":\($0)" } + ["\"k7\":0", "\"k99\":1"]
        let large = try JSONReader.parse(Array(("{" + names.joined(separator: ",") + "}").utf8))
        #expect(large.duplicateKeys.map(\.name) == ["k7", "k99"])
    }

    @Test func unescapesEveryEscape() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\ud83c\udfac", "caf\u00E9 ok"]"#)
        #expect(value.elements?.map(\.string) == ["\"\\/\u{8}\u{C}\n\r\t", "é€", "🎬", "café ok"])
    }

    @Test(arguments: [
        (#"["\ud83c"]"#, "high surrogate \\uD83C without a low surrogate"),
        (#"["\ud83c\u0041"]"#, "followed by \\u0041, which is not a low surrogate"),
        (#"["\udfac"]"#, "low surrogate \\uDFAC without a high surrogate"),
        (#"["\x"]"#, "expected an escape"),
        (#"["\u12"]"#, "expected four hexadecimal digits"),
    ])
    func rejectsBadEscapes(text: String, expected: String) {
        let error = syntaxError(text)
        #expect(error?.message.contains(expected) == true, "\(String(describing: error))")
    }

    @Test(arguments: [
        [0x5B, 0x22, 0xFF, 0x22, 0x5D],             // a byte that never occurs in UTF-8
        [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D],       // overlong "/"
        [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], // an encoded surrogate
        [0x5B, 0x22, 0xF4, 0x90, 0x80, 0x80, 0x22, 0x5D], // above U+10FFFF
        [0x5B, 0x22, 0xE2, 0x82, 0x22, 0x5D],       // a cut sequence
    ] as [[UInt8]])
    func rejectsInvalidUTF8(bytes: [UInt8]) {
        let error = syntaxError(bytes)
        #expect(error?.message.contains("not valid UTF-8") == true, "\(String(describing: error))")
        #expect(error?.position.offset == 2)
    }

    @Test func rejectsUTF16WithAClearMessage() {
        #expect(syntaxError([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00])?.message.contains("UTF-16") == true)
        #expect(syntaxError([0x7B, 0x00, 0x7D, 0x00])?.message.contains("UTF-16") == true)
        #expect(syntaxError([0x00, 0x7B, 0x00, 0x7D])?.message.contains("it looks like UTF-16,") == true)
    }

    /// UTF-32 is named as such, with or without a byte-order mark, in either byte order (its
    /// little-endian mark starts with UTF-16's).
    @Test(arguments: [
        [0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00],
        [0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D],
        [0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00],
        [0x00, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D],
    ] as [[UInt8]])
    func rejectsUTF32AsUTF32(bytes: [UInt8]) {
        let message = syntaxError(bytes)?.message ?? ""
        #expect(message.contains("UTF-32"), "\(message)")
        #expect(!message.contains("UTF-16"), "\(message)")
    }

    @Test(arguments: [
        ("{\"a\":1,}", "1:8", "expected a member after ',', found '}' (trailing commas are not allowed)"),
        ("[1 2]", "1:4", "expected ',' or ']' after an array element, found '2'"),
        ("{\"a\" 1}", "1:6", "expected ':' after the member name \"a\", found '1'"),
        ("{a:1}", "1:2", "expected a member name in double quotes, found 'a'"),
        ("[True]", "1:2", "expected a value, found 'True'"),
        ("[01]", "1:3", "found a digit after a leading zero (numbers must not have leading zeros)"),
        ("[1.]", "1:4", "expected a digit after the decimal point, found ']'"),
        ("[\"a\nb\"]", "1:4", "expected a closing '\"' for the string at 1:2, found a line break (control characters in strings must be escaped)"),
        ("{\"a\": [1,\n  2", "2:4", "expected ',' or ']' after an array element, found the end of the file"),
        ("", "1:1", "expected a value, found the end of the file"),
        ("  \n ", "2:2", "expected a value, found the end of the file"),
        ("{} {}", "1:4", "expected the end of the file after the top-level value, found '{'"),
        ("[\"abc", "1:6", "expected a closing '\"' for the string at 1:2, found the end of the file"),
        ("[nul]", "1:2", "expected 'null', found 'nul'"),
    ])
    func errorsSayWhatWasExpectedAndFoundWhere(text: String, position: String, message: String) {
        let error = syntaxError(text)
        #expect(error?.position.description == position)
        #expect(error?.message == message)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000)
        let error = syntaxError(deep)
        #expect(error?.message == "arrays and objects are nested deeper than 512 levels")
        #expect(error?.position.column == 513)

        let objects = String(repeating: "{\"a\":", count: 100_000)
        #expect(syntaxError(objects)?.message.contains("nested deeper") == true)
    }

    @Test func nestingUpToTheLimitIsRead() throws {
        let text = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        var value = try parse(text)
        var depth = 1
        while let inner = value.elements?.first {
            value = inner
            depth += 1
        }
        #expect(depth == 512)
    }

    @Test func skipValueChecksSyntaxAndStopsAfterTheValue() throws {
        let bytes = Array("[{\"a\":[1,{\"b\":null}],\"c\":\"d\"}, 42]".utf8)
        let number = try JSONReader.withReader(bytes) { reader throws(JSONSyntaxError) in
            try reader.beginArray()
            _ = try reader.nextElement()
            try reader.skipValue()
            _ = try reader.nextElement()
            return try reader.readNumber()
        }
        #expect(number == "42")
        #expect(throws: JSONSyntaxError.self) {
            try JSONReader.withReader(Array("[{\"a\":[1,}]".utf8)) { reader throws(JSONSyntaxError) in
                try reader.beginArray()
                _ = try reader.nextElement()
                try reader.skipValue()
            }
        }
    }

    @Test func numbersKeepTheirSpelling() throws {
        let value = try parse("[-0, 1.5e+10, 123456789012345678901234567890, -2E-3]")
        #expect(value.elements?.compactMap { if case .number(let n) = $0.content { n } else { nil } }
            == ["-0", "1.5e+10", "123456789012345678901234567890", "-2E-3"])
    }

    @Test func quotedKeepsMessagesOnOneLine() {
        #expect(quoted("a\nb\"c") == #""a\nb"c""#)
        #expect(quoted("\u{1B}[31m") == #""\u{1B}[31m""#)
        #expect(quoted(String(repeating: "x", count: 100), limit: 3) == "\"xxx…\"")
    }
}
