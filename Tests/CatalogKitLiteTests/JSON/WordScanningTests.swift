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
