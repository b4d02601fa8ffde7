import Foundation
import Testing
@testable import CatalogKitLite

/// Untrusted input: whatever a pull request contains must give a clear error with a position, or a
/// catalog, never a crash, a hang or unbounded memory.
struct AdversarialInputTests {
    static let small = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "play.label" : {
          "comment" : "Zurück \\"quoted\\" 🎬",
          "localizations" : {
            "de" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld Film" } } } } },
            "en" : { "stringUnit" : { "state" : "new", "value" : "Play\\n\\u00e9" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func read(_ bytes: [UInt8]) -> CatalogReadResult {
        CatalogReader.decode(bytes, path: "x.xcstrings")
    }

    @Test func truncatedAtEveryByteGivesASyntaxErrorInsideTheInput() {
        let bytes = Array(Self.small.utf8)
        #expect(read(bytes).isComplete)
        for length in 0..<bytes.count {
            let result = read(Array(bytes[..<length]))
            #expect(result.catalog == nil, "cut at \(length)")
            let diagnostic = result.diagnostics.first
            #expect(result.diagnostics.count == 1 && diagnostic?.kind == .jsonSyntax, "cut at \(length)")
            #expect((diagnostic?.position?.offset ?? Int.max) <= length, "cut at \(length)")
        }
    }

    @Test(arguments: [
        ("", "expected a value, found the end of the file"),
        ("   \n\t  ", "expected a value, found the end of the file"),
        ("\u{0}", "expected a value, found the control character U+0000"),
        ("\u{0}\u{0}{}", "found NUL bytes at the start of the file; it looks like UTF-16 or UTF-32, but String Catalogs must be UTF-8"),
        ("{\"a\u{0}\":1}", "the control character U+0000"),
        ("{\"a\u{1B}[2J\":1}", "the control character U+001B"),
        ("{\"a\":\"\\ud800\"}", "high surrogate \\uD800 without a low surrogate"),
        ("{\"a\":\"\\udc00\"}", "low surrogate \\uDC00 without a high surrogate"),
    ])
    func brokenTextHasAClearMessage(text: String, expected: String) {
        let result = read(Array(text.utf8))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.contains(expected) == true, "\(result.diagnostics)")
    }

    @Test func byteOrderMarksAndOtherEncodings() {
        let catalog = #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#
        #expect(read([0xEF, 0xBB, 0xBF] + Array(catalog.utf8)).isComplete, "a UTF-8 BOM is skipped")
        let utf16: [UInt8] = [0xFF, 0xFE] + catalog.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(read(utf16).diagnostics.first?.message.contains("UTF-16") == true)
        let utf16NoMark = catalog.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(read(utf16NoMark).diagnostics.first?.message.contains("UTF-16") == true)
        var invalid = Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":"ab"}},"version":"1.0"}"#.utf8)
        invalid[invalid.firstIndex(of: UInt8(ascii: "b"))!] = 0xC3
        let result = read(invalid)
        #expect(result.diagnostics.first?.message.contains("not valid UTF-8") == true)
        #expect(result.diagnostics.first?.position?.column == 52)
    }

    @Test func hundredThousandNestedArraysOrObjects() {
        for opening in ["[", "{\"a\":"] {
            let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"x\":" + String(repeating: opening, count: 100_000)
            let result = read(Array(text.utf8))
            #expect(result.diagnostics.first?.message == "arrays and objects are nested deeper than 512 levels")
        }
    }

    @Test func aHundredMegabyteString() throws {
        var bytes = Array(#"{"sourceLanguage":"en","strings":{"k":{"comment":""#.utf8)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 100_000_000))
        bytes.append(contentsOf: Array(#""}},"version":"1.0"}"#.utf8))
        let result = read(bytes)
        #expect(result.isComplete)
        #expect(result.catalog?.entries.first?.comment?.text.utf8.count == 100_000_000)
    }

    @Test func aNumberWithTenThousandDigits() {
        let digits = String(repeating: "9", count: 10_000)
        let json = read(Array("[\(digits)]".utf8))
        #expect(json.diagnostics.first?.message == "expected the catalog to be an object, found an array")
        let argNum = read(Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"substitutions":{"n":{"argNum":\#(digits),"formatSpecifier":"lld"}}}}}},"version":"1.0"}"#.utf8))
        #expect(argNum.diagnostics.first?.message.hasPrefix("expected 'argNum' to be a whole number from 1 up, found 999") == true)
    }

    @Test func aMillionKeysAndTenThousandDuplicates() {
        var text = #"{"sourceLanguage":"en","version":"1.0","strings":{"#
        text += (0..<1_000_000).map { "\"k\($0)\":{}" }.joined(separator: ",")
        text += "," + (0..<10_000).map { "\"k\($0)\":{\"comment\":\"again\"}" }.joined(separator: ",")
        text += "}}"
        let result = read(Array(text.utf8))
        #expect(result.catalog?.entries.count == 1_000_000)
        #expect(result.diagnostics.count == 10_000 && result.diagnostics.allSatisfy { $0.kind == .duplicateKey })
        #expect(result.catalog?.entries[9_999].comment?.text == "again", "the later definition is used")
    }

    @Test func aKeyOfOneMegabyte() throws {
        let key = String(repeating: "ü", count: 500_000)
        let result = read(Array(#"{"sourceLanguage":"en","strings":{"\#(key)":{"comment":"x"}},"version":"1.0"}"#.utf8))
        let entry = try #require(result.catalog?.entries.first)
        #expect(entry.key.utf8.count == 1_000_000)
        #expect(entry.comment?.position.column == 35 + 500_000 + 14, "columns count scalars, not bytes")
    }

    @Test(arguments: [
        (#"[{"a":1}]"#, "expected the catalog to be an object, found an array"),
        (#"{"sourceLanguage":"en","strings":[],"version":"1.0"}"#, "expected 'strings' to be an object, found an array"),
        (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new"}}}}},"version":"1.0"}"#, "the 'stringUnit' has no 'value'"),
        (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"variations":{"gender":{}}}}}},"version":"1.0"}"#, "unknown variation axis \"gender\""),
        (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"substitutions":{"n":{"argNum":"1"}}}}}},"version":"1.0"}"#, "expected 'argNum' to be a number, found a string"),
        (#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new","value":null}}}}},"version":"1.0"}"#, "expected 'value' to be a string, found null"),
    ])
    func validJSONThatIsNotACatalog(text: String, expected: String) {
        let result = read(Array(text.utf8))
        #expect(result.diagnostics.contains { $0.message.contains(expected) && $0.position != nil }, "\(result.diagnostics)")
    }

    @Test func aPluralWithNoCategoriesIsReadAsEmpty() throws {
        let result = read(Array(#"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"variations":{"plural":{}}}}}},"version":"1.0"}"#.utf8))
        #expect(result.isComplete)
        #expect(result.catalog?.entries.first?.localization("de")?.content.variations?.plural?.variants.isEmpty == true)
    }
}
