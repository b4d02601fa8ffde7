import Foundation
import Testing
@testable import CatalogKitLite

/// Places inside a value come from the escapes the reader recorded: exact for any escape, not only
/// those Xcode writes.
struct StringPlacesTests {
    /// Every character of a value full of escapes (Xcode's `\"` and `\n`, and `\/`, `\u00E9`, a
    /// surrogate pair, a raw emoji) is placed at the first byte of its spelling in the file, in the
    /// column that counts the scalars before it on the line.
    @Test func everyCharacterIsPlacedAtItsSpellingInTheFile() throws {
        let file = #"{"sourceLanguage":"en","strings":{"k.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Caf\u00e9 \/ \"5 \ud83d\ude00\n\u0041 😀 end"}}}}},"version":"1.0"}"#
        let bytes = Array(file.utf8)
        let catalog = try #require(CatalogReader.decode(bytes, path: "x.xcstrings").catalog)
        let value = try #require(catalog.entries.first?.localization("en")?.content.stringUnit?.value)
        #expect(value.text == "Café / \"5 😀\nA 😀 end")
        var places = StringPlaces(value, escapes: catalog.escapes(ofStringAt: value.position))
        let expectedSpellings = ["C", "a", "f", #"\u00e9"#, " ", #"\/"#, " ", #"\""#, "5", " ", #"\ud83d\ude00"#, #"\n"#, #"\u0041"#, " ", "😀", " ", "e", "n", "d"]
        for (offset, spelling) in expectedSpellings.enumerated() {
            let place = places.position(ofScalarOffset: offset)
            let found = String(decoding: bytes[place.offset...].prefix(spelling.utf8.count), as: UTF8.self)
            #expect(found == spelling, "scalar \(offset)")
            let scalarsBefore = String(decoding: bytes[..<place.offset], as: UTF8.self).unicodeScalars.count
            #expect(place.column == scalarsBefore + 1, "scalar \(offset)")
            #expect(place.line == 1)
        }
    }

    /// A string without escapes has no record, and its places are its scalars after the quote.
    @Test func aPlainStringNeedsNoRecord() throws {
        let file = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Zurück zum Start"}}}}},"version":"1.0"}"#
        let catalog = try #require(CatalogReader.decode(Array(file.utf8), path: "x.xcstrings").catalog)
        let value = try #require(catalog.entries.first?.localization("en")?.content.stringUnit?.value)
        #expect(catalog.escapes(ofStringAt: value.position).isEmpty)
        var places = StringPlaces(value, escapes: [])
        let place = places.position(ofScalarOffset: 7)
        #expect(String(decoding: Array(file.utf8)[place.offset...].prefix(3), as: UTF8.self) == "zum")
    }
}
