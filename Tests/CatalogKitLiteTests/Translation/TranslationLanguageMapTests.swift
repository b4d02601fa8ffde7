import Testing
@testable import CatalogKitLite

/// The languages translation platforms write, to the catalog's.
struct TranslationLanguageMapTests {
    let defaults = TranslationLanguageMap()

    @Test func aTagThatMeansTheCatalogsLanguageGoesIntoIt() {
        #expect(defaults.resolve("de-DE", candidates: ["en", "de"]) == .mapped("de", reason: "de means de-DE (its likely region)"))
        #expect(defaults.resolve("DE", candidates: ["en", "de"]) == .mapped("de", reason: "the catalog spells it de"))
        #expect(defaults.resolve("pt_BR", candidates: ["en", "pt-BR"]) == .mapped("pt-BR", reason: "the catalog spells it pt-BR"))
        #expect(defaults.resolve("es-ES", candidates: ["en", "es"]).catalogLanguage == "es")
        #expect(defaults.resolve("pt-BR", candidates: ["en", "pt"]).catalogLanguage == "pt")
        #expect(defaults.resolve("zh-CN", candidates: ["en", "zh-Hans", "zh-Hant"]).catalogLanguage == "zh-Hans")
        #expect(defaults.resolve("zh-TW", candidates: ["en", "zh-Hans", "zh-Hant"]).catalogLanguage == "zh-Hant")
        #expect(defaults.resolve("zh-Hans-CN", candidates: ["en", "zh-Hans"]).catalogLanguage == "zh-Hans")
        #expect(defaults.resolve("iw", candidates: ["en", "he"]).catalogLanguage == "he")
        #expect(defaults.resolve("no-NO", candidates: ["en", "nb"]).catalogLanguage == "nb")
        #expect(defaults.resolve("de", candidates: ["en", "de"]) == .same("de"))
    }

    /// A region that is not the language's own is a language of its own: never folded in by default.
    @Test func anotherVarietyIsNotFoldedIn() {
        #expect(defaults.resolve("pt-PT", candidates: ["en", "pt"]) == .none)
        #expect(defaults.resolve("de-AT", candidates: ["en", "de"]) == .none)
        #expect(defaults.resolve("en-GB", candidates: ["en", "de"]) == .none)
        #expect(defaults.resolve("fr-CA", candidates: ["en", "fr"]) == .none)
        // The catalog's own tag wins over the language it means.
        #expect(defaults.resolve("de-DE", candidates: ["en", "de", "de-DE"]) == .same("de-DE"))
    }

    @Test func explicitEntriesWinTheLastOne() {
        let map = TranslationLanguageMap(entries: [("de-AT", "de-CH"), ("de_at", "de")])
        #expect(map.resolve("de-AT", candidates: ["en", "de"]) == .mapped("de", reason: "the language map says de_at=de"))
        #expect(TranslationLanguageMap(entries: [("de-DE", "de-DE")]).resolve("de-DE", candidates: ["de"]) == .same("de-DE"))
    }
}

extension TranslationLanguageMap.Resolution {
    var catalogLanguage: String? {
        switch self {
        case .same(let language), .mapped(let language, _): language
        case .none: nil
        }
    }
}
