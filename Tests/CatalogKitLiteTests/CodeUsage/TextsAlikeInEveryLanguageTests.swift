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

    /// btlb's "🦄 Open Source" (55th study), kept in German: its words without the emoji are kept too.
    @Test func theWordsOfAKeptTextAreKeptWithoutTheMarksAroundThem() throws {
        let found = try alike(entry("Open Source", [("en", "🦄 Open Source", "translated"), ("de", "🦄 Open Source", "translated")]),
                              languages: ["en", "de"])
        #expect(found == ["🦄 Open Source", "Open Source"])
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

    /// btlb's license name (55th study): a string marked "Don't Translate" is alike in every
    /// language by its developer's word, even shaped like an identifier and with no translation.
    @Test func aStringNotToTranslateIsAlikeEverywhere() throws {
        let found = try alike([
            #""GPL-3.0" : { "shouldTranslate" : false }"#,
            #""brand.name" : { "shouldTranslate" : false, "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Acme Cloud" } } } }"#,
            #""license.title" : { }"#,
        ].joined(separator: ", "), languages: ["en", "de"])
        #expect(found == ["GPL-3.0", "Acme Cloud"])
    }

    func kept(_ strings: String, languages: [String]) throws -> Set<String> {
        let text = #"{ "sourceLanguage" : "en", "strings" : { "# + strings + #" }, "version" : "1.0" }"#
        let catalog = try #require(CatalogReader.decode(Array(text.utf8), path: "Localizable.xcstrings").catalog)
        return LocalizedTexts.wordsKeptInTranslations(in: catalog, languages: languages)
    }

    /// IceDip's tier (the fifty-third study): German keeps "Pro" in the texts it translates, so a
    /// badge `Text("Pro")` says what every language says. "Home", kept once and translated twice, is
    /// a word; "Timer", kept once, is too little evidence; a copy of the English is none.
    @Test func wordsTranslatorsKeepInsideTheirTexts() throws {
        let found = try kept([
            entry("IceDip Pro unlocked", [("de", "IceDip Pro freigeschaltet", "translated")]),
            entry("Pro feature", [("de", "Pro-Funktion", "translated")]),
            entry("Home screen", [("de", "Home-Bildschirm", "translated")]),
            entry("Go Home", [("de", "Zur Startseite", "translated")]),
            entry("Home", [("de", "Start", "translated")]),
            entry("Start Timer", [("de", "Timer starten", "translated")]),
            entry("Open Settings", [("de", "Open Settings", "translated")]),
            entry("Reset Settings", [("de", "Reset Settings", "needs_review")]),
        ].joined(separator: ", "), languages: ["en", "de"])
        #expect(found == ["Pro"])
    }

    /// Without German yet, two other languages that keep the word speak for it; a Latin word glued
    /// to Japanese is a word of its own.
    @Test func otherLanguagesKeepingAWordSpeakForAMissingGerman() throws {
        let found = try kept([
            entry("Stripe payouts", [("fr", "Paiements Stripe", "translated"), ("ja", "Stripeの支払い", "translated")]),
            entry("Connect Stripe", [("fr", "Connecter Stripe", "translated"), ("ja", "Stripeに接続", "translated")]),
            entry("Pro plan", [("fr", "Forfait Pro", "translated"), ("ja", "プロプラン", "translated")]),
            entry("Pro tips", [("fr", "Astuces Pro", "translated"), ("ja", "プロのヒント", "translated")]),
        ].joined(separator: ", "), languages: ["en", "de"])
        #expect(found == ["Stripe"])
    }
}
