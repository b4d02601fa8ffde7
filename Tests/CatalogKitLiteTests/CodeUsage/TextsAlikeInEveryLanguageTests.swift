import Testing
@testable import CatalogKitLite

/// Which texts a catalog's translators kept as written: evidence that code showing them as written,
/// or a key of them the catalog lacks, says the right words.
struct TextsAlikeInEveryLanguageTests {
    func alike(_ strings: String, languages: [String]) throws -> Set<String> {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "# + strings + #" }, "version" : "1.0" }"#
        let catalog = try #require(CatalogReader.decode(Array(text.utf8), path: "Localizable.xcstrings").catalog)
        return LocalizedTexts.textsAlikeInEveryLanguage(in: catalog, languages: languages)
    }

    func entry(_ key: String, _ translations: [(String, String, String)], stale: Bool = false) -> String {
        let units = translations.map { language, value, state in
            #""\#(language)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
        }
        return #""\#(key)" : { \#(stale ? #""extractionState" : "stale", "# : "")"localizations" : { \#(units.joined(separator: ", ")) } }"#
    }

    /// Stingray's "Maximum": German kept it, so every required language did.
    @Test func germanKeepingTheTextDecides() throws {
        let found = try alike([
            entry("Maximum", [("de", "Maximum", "translated")]),
            entry("Speed", [("de", "Geschwindigkeit", "translated")]),
            entry("Volume", [("de", "Volume", "needs_review")]),
        ].joined(separator: ", "), languages: ["en", "de"])
        #expect(found == ["Maximum"])
    }

    /// TablePro's "Oracle", kept in Vietnamese and Chinese and stale since the code writes it as a
    /// String; German, required, has no translation yet. One Latin-script language is no evidence
    /// ("Date" is French too), and a translation that differs anywhere makes the text a word.
    @Test func otherLanguagesSpeakForAMissingGerman() throws {
        let found = try alike([
            entry("Oracle", [("vi", "Oracle", "translated"), ("zh-Hans", "Oracle", "translated")], stale: true),
            entry("Redis", [("ja", "Redis", "translated")]),
            entry("Date", [("fr", "Date", "translated")]),
            entry("Tags", [("fr", "Tags", "translated"), ("es", "Tags", "translated"), ("it", "Etichette", "translated")]),
            entry("Server", [("fr", "Server", "translated"), ("es", "Server", "translated")]),
        ].joined(separator: ", "), languages: ["en", "de", "vi", "zh-Hans"])
        #expect(found == ["Oracle", "Redis", "Server"])
    }
}
