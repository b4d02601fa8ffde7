import Testing
@testable import CatalogKitLite

/// The reader skips indentation and plain string text eight bytes at a time; these cases put the
/// byte that stops it at every place in and around a word, and check the result byte by byte.
struct WordScanningTests {
    let stoppers: [(byte: UInt8, name: String)] = [
        (UInt8(ascii: "\""), "quote"), (UInt8(ascii: "\\"), "backslash"), (0x01, "control"), (0x1F, "control"),
        (0x7F, "delete"), (0xC3, "non-ASCII"), (0x20, "space"), (0x21, "bang"), (0x5B, "bracket"),
    ]

    @Test func stringsOfEveryLengthWithTheStopperAtEveryPlace() throws {
        for length in 0..<24 {
            for place in 0...length {
                for (byte, name) in stoppers {
                    var text = Array(repeating: UInt8(ascii: "a"), count: length)
                    var expected = text
                    var isError = false
                    if place < length {
                        switch byte {
                        case UInt8(ascii: "\""):
                            text[place] = UInt8(ascii: "\\")
                            text.insert(UInt8(ascii: "\""), at: place + 1)
                            expected[place] = byte
                        case UInt8(ascii: "\\"):
                            text[place] = byte
                            text.insert(UInt8(ascii: "n"), at: place + 1)
                            expected[place] = UInt8(ascii: "\n")
                        case 0x00..<0x20:
                            text[place] = byte
                            isError = true
                        case 0xC3:
                            text[place] = 0xC3
                            text.insert(0xA4, at: place + 1)
                            expected[place] = 0xC3
                            expected.insert(0xA4, at: place + 1)
                        default:
                            text[place] = byte
                            expected[place] = byte
                        }
                    }
                    let document = [UInt8(ascii: "\"")] + text + [UInt8(ascii: "\""), UInt8(ascii: " ")]
                    do {
                        let value = try JSONReader.parse(document).value
                        #expect(!isError, "\(name) at \(place) of \(length)")
                        #expect(value.string.map { Array($0.utf8) } == expected, "\(name) at \(place) of \(length)")
                    } catch {
                        #expect(isError, "\(name) at \(place) of \(length): \(error)")
                        #expect(error.position.column == place + 2, "\(name) at \(place) of \(length)")
                    }
                }
            }
        }
    }

    /// Non-ASCII text goes to the standard library's validation; whatever else is in the string
    /// sends the reader back to its byte-by-byte path, which must report it as it always did.
    @Test func nonASCIITextOfEveryLengthThenWhatStopsIt() throws {
        let pieces = ["ä", "日本", "🎬", "e\u{301}", "x"]
        for length in 0..<20 {
            let prefix = (0..<length).map { pieces[$0 % pieces.count] }.joined()
            let scalars = prefix.unicodeScalars.count
            func parse(_ tail: [UInt8]) -> Result<JSONValue, JSONSyntaxError> {
                Result { () throws(JSONSyntaxError) in
                    try JSONReader.parse(Array("[\"".utf8) + Array(prefix.utf8) + tail).value
                }
            }
            // A whole string, then a value whose column counts scalars.
            let whole = try parse(Array("\", 5]".utf8)).get()
            #expect(whole.elements?.count == 2)
            #expect(whole.elements?[1].position.column == scalars + 6)
            #expect(whole.elements?[1].position.offset == 1 + prefix.utf8.count + 3 + 1)
            // An escape after the text.
            let escaped = try parse(Array("\\u00e9\\n\"]".utf8)).get()
            #expect(escaped.elements?[0].string == prefix + "é\n")
            // A control character, invalid bytes and a cut-off sequence: errors where they stand.
            let cases: [([UInt8], String)] = [
                ([0x01, 0x22, 0x5D], "expected a closing '\"' for the string at 1:2, found the control character U+0001"),
                ([0xFF, 0x22, 0x5D], "found the byte 0xFF, which is not valid UTF-8"),
                ([0xE6, 0x97, 0x22, 0x5D], "found the bytes E6 97 22, which are not valid UTF-8"),
                ([0xED, 0xA0, 0x80, 0x22, 0x5D], "found the bytes ED A0 80, which are not valid UTF-8"),
                ([0xC3], "found a UTF-8 sequence cut off by the end of the file"),
                ([], "expected a closing '\"' for the string at 1:2, found the end of the file"),
            ]
            for (tail, message) in cases {
                let error: JSONSyntaxError
                switch parse(tail) {
                case .success: Issue.record("\(tail) after \(length) pieces was accepted"); continue
                case .failure(let failure): error = failure
                }
                let quote = "[\"" + prefix
                #expect(error.message.hasPrefix(message), "\(tail) after \(length) pieces: \(error.message)")
                if !tail.isEmpty {
                    #expect(error.position.column == quote.unicodeScalars.count + 1, "\(tail) after \(length) pieces")
                    #expect(error.position.offset == quote.utf8.count, "\(tail) after \(length) pieces")
                }
            }
        }
    }

    @Test func indentationOfEveryWidthGivesTheRightColumn() throws {
        for width in 0..<40 {
            for ending in ["\n", "\r\n", "\r", " \t"] {
                let indentation = String(repeating: " ", count: width)
                let text = "[\(ending)\(indentation)1,\(ending)\(indentation)\"\(indentation)x\"\(indentation)]\(indentation)"
                let value = try JSONReader.parse(Array(text.utf8)).value
                let elements = try #require(value.elements)
                let lineBreak = ending != " \t"
                let firstColumn = lineBreak ? width + 1 : width + 4
                #expect(elements.map(\.position.column) == [firstColumn, lineBreak ? width + 1 : firstColumn + width + 4])
                #expect(elements[1].string == indentation + "x")
                #expect(elements.map(\.position.line) == (lineBreak ? [2, 3] : [1, 1]))
            }
        }
    }

    @Test func aLoneSpaceAtTheEndOfTheInput() throws {
        for width in 0..<20 {
            let text = "7" + String(repeating: " ", count: width)
            #expect(try JSONReader.parse(Array(text.utf8)).value.content == .number("7"))
            let error = try #require(syntaxError(text + "x"))
            #expect(error.position.column == width + 2)
        }
    }

    func syntaxError(_ text: String) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.parse(Array(text.utf8))
            return nil
        } catch {
            return error
        }
    }
}
