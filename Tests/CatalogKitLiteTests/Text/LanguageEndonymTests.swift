import Testing
@testable import CatalogKitLite

/// Languages named in themselves, as a picker lists them, in any capitalisation ("Norsk Bokmål" in
/// Kiln's language picker, the 40th study); "English" stays out, as an English interface translates it.
struct LanguageEndonymTests {
    @Test(arguments: ["Deutsch", "Norsk Bokmål", "norsk bokmål", "Español (México)", "日本語"])
    func namesInThemselvesAreTheSameInEveryLanguage(_ name: String) {
        #expect(LanguageEndonyms.isEndonym(name))
    }

    @Test(arguments: ["English", "German", "Deutsche Bahn"])
    func otherNamesAreNot(_ name: String) {
        #expect(!LanguageEndonyms.isEndonym(name))
    }
}
