import Testing
@testable import CatalogKitLite

struct AppleDeviceModelsTests {
    /// A device frame menu's models (Screenshot Bro, 46th study) are names every language writes so.
    @Test(arguments: ["iPhone 17 Pro Max", "iPhone 17 Pro Max (3D)", "MacBook Air 13\"", "iPad Pro 11\"", "Apple Watch Ultra 3",
                      "iPad mini", "Mac Studio", "AirPods Pro", "Apple Vision Pro", "iPhone SE"])
    func modelNamesAreTheSameInEveryLanguage(name: String) {
        #expect(ValueJudge.isSameInEveryLanguage(name))
    }

    /// The qualifiers are words without a family before them, and prose about a device is prose.
    @Test(arguments: ["Pro", "Max", "Air quality", "Go Pro", "Open on iPhone", "iPhone settings", "Mac Pro features", "Ultra wide"])
    func proseAndLoneQualifiersAreTranslated(text: String) {
        #expect(!ValueJudge.isSameInEveryLanguage(text))
    }

    /// A locale button's `locale.code.uppercased()`: the code is spelt alike in every language; the
    /// codes that are English words stay words.
    @Test func languageCodesAreTheSameInEveryLanguage() {
        for code in ["en", "EN", "de", "DE", "pt-BR", "zh-Hans", "ZH-HANS"] { #expect(ValueJudge.isSameInEveryLanguage(code), "\(code)") }
        for word in ["it", "No", "ID", "he", "Go", "xx", "english"] { #expect(!ValueJudge.isLanguageCode(word), "\(word)") }
    }
}
