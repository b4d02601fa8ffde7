import Testing
@testable import CatalogKitLite

/// The eight-byte scans, and the checks' byte paths, give the answers of the byte-by-byte and
/// Unicode definitions they stand in for, at every length around a word of eight bytes and with the
/// byte sought at every place.
struct ByteScanTests {
    static let texts: [String] = {
        var texts = ["", "a", "%", "\r", "é", "\u{85}", "\u{A0}", " \t\n", "\u{2003}", "x\r\ny", "50% done", "Grüße", "👍🏽"]
        for length in 0...17 {
            let plain = String(repeating: "a", count: length)
            texts.append(plain)
            for position in 0..<max(length, 1) {
                for mark in ["%", "\r", "é", " ", "[", "\u{A0}"] {
                    var characters = Array(plain.isEmpty ? "a" : plain)
                    characters[position] = Character(mark)
                    texts.append(String(characters))
                }
            }
        }
        return texts
    }()

    @Test func scansMatchByteByByteTests() {
        for text in Self.texts {
            let bytes = Array(text.utf8)
            #expect(ByteScan.isASCII(text) == bytes.allSatisfy { $0 < 0x80 }, "\(bytes)")
            #expect(ByteScan.isPlainASCII(text) == bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }, "\(bytes)")
            #expect(ByteScan.isPlainASCII(Substring(text)) == bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }, "\(bytes)")
            #expect(ByteScan.contains(0x25, in: text) == bytes.contains(0x25), "\(bytes)")
            #expect(ByteScan.contains(anyOf: [0x5B, 0x20], in: text) == bytes.contains { $0 == 0x5B || $0 == 0x20 }, "\(bytes)")
            #expect(FormatTokenizer.isPlainText(text) == !bytes.contains(0x25), "\(bytes)")
        }
    }

    @Test func blankMatchesTheWhiteSpaceProperty() {
        let blanks = ["", " ", "\t\n\u{0B}\u{0C}\r ", "\u{A0}", " \u{2003}", "\u{85}", "\u{3000}\t"]
        for text in Self.texts + blanks + ["\u{1C}", " \u{1F}", " x", "\u{A0}x"] {
            #expect(text.isBlank == text.unicodeScalars.allSatisfy { $0.properties.isWhitespace }, "\(Array(text.utf8))")
        }
        for text in blanks { #expect(text.isBlank) }
    }
}
