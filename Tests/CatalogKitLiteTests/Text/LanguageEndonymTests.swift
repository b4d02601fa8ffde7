import Testing
@testable import CatalogKitLite

/// Languages named in themselves, as a picker lists them, in any capitalisation ("Norsk Bokmål" in
/// Kiln's language picker, the 40th study); "English" stays out, as an English interface translates it.
struct LanguageEndonymTests {
    @Test(arguments: ["Deutsch", "Norsk Bokmål", "norsk bokmål", "Español (México)", "日本語", "🇯🇵 日本語", "🇩🇪Deutsch", "🏴\u{E0067}\u{E0062}\u{E0077}\u{E006C}\u{E0073}\u{E007F} Cymraeg"])
    func namesInThemselvesAreTheSameInEveryLanguage(_ name: String) {
        #expect(LanguageEndonyms.isEndonym(name))
    }

    @Test(arguments: ["English", "German", "Deutsche Bahn", "🇩🇪", "🇩🇪 Germany", "🎉 Deutsch"])
    func otherNamesAreNot(_ name: String) {
        #expect(!LanguageEndonyms.isEndonym(name))
    }
}
