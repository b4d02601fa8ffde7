import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// The one JSON escaper, with each of its options, against a plain scalar-by-scalar statement of
/// the same rules, and its output read back by Foundation.
@Suite struct JSONEscapingTests {
    static func escaped(_ text: String, _ options: JSONEscaping) -> String {
        var result = ""
        var text = text
        text.withUTF8 { bytes in
            options.forEachPiece(of: bytes, verbatim: { result += String(decoding: $0, as: UTF8.self) }, escaped: { result += $0 })
        }
        return result
    }

    static let options: [JSONEscaping] = [
        .xcode, .report, JSONEscaping(upperCaseHex: true), JSONEscaping(escapesNonASCII: true, escapesSlash: true),
        JSONEscaping(escapesNonASCII: true, upperCaseHex: true, guardsDisplay: true),
    ]

    /// Characters around every place an eight-byte scan can put them, in every option set.
    @Test func everyOptionEscapesWhatItPromisesAtEveryOffset() {
        let specials = ["\"", "\\", "\n", "\u{1}", "\u{1F}", "/", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "é", "\u{2028}", "\u{202E}",
                        "\u{2066}", "\u{2069}", "\u{2030}", "€", "😀", "##[", "#[", "Ÿ", "\u{C2}"]
        for options in Self.options {
            for special in specials {
                for before in 0..<10 {
                    for after in [0, 1, 7, 8] {
                        let text = String(repeating: "a", count: before) + special + String(repeating: "é", count: after) + special
                        #expect(Self.escaped(text, options) == JSONEscapingReference.escaped(text, options), "\(Array(text.unicodeScalars)) \(options)")
                    }
                }
            }
        }
    }

    /// What every option writes is JSON whose string is the text again.
    @Test func foundationReadsTheTextBack() throws {
        let text = "Tap \"Play\" \\ ½ 😀\u{1}\u{7F}\u{85}\u{202E}##[x]/y"
        for options in Self.options {
            let json = "[\"" + Self.escaped(text, options) + "\"]"
            let read = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String]
            #expect(read == [text], "\(options)")
        }
    }

    @Test func theStringLiteralKeepsItsDefaults() {
        #expect(jsonStringLiteral("a\"b\u{1}é") == "\"a\\\"b\\u0001é\"")
        #expect(jsonStringLiteral("é/😀", escapingNonASCII: true, escapingSlash: true, upperCaseHex: false) == "\"\\u00e9\\/\\ud83d\\ude00\"")
        #expect(jsonStringLiteral("😀", escapingNonASCII: true) == "\"\\uD83D\\uDE00\"")
    }
}
