import Testing
@testable import CatalogKitLite

struct AppleFeatureNamesTests {
    @Test(arguments: [
        ("Live Photo", " "),
        ("Live Photos · Face ID", "  ·  "),
        ("Siri's voice", " 's voice"),
        // Only whole words: a longer word keeps its letters, a name inside it is no name.
        ("Applesauce", "Applesauce"),
        ("Pineapple Pay", "Pineapple Pay"),
        ("Live", "Live"),
        ("live photo", "live photo"),
    ])
    func namesAreRemovedAsWholeWords(text: String, expected: String) {
        #expect(AppleFeatureNames.removingNames(from: text) == expected)
    }

    @Test func textOfNamesAloneIsTheSameInEveryLanguage() {
        #expect(ValueJudge.isSameInEveryLanguage("Live Photo"))
        #expect(ValueJudge.isSameInEveryLanguage("Face ID / Touch ID"))
        #expect(!ValueJudge.isSameInEveryLanguage("Turn off Live Photo"))
        #expect(!ValueJudge.isSameInEveryLanguage("Live"))
        // Unwatched's `Text(verbatim: "App Store")`; the longer name is taken whole.
        #expect(ValueJudge.isSameInEveryLanguage("App Store"))
        #expect(AppleFeatureNames.removingNames(from: "Mac App Store") == " ")
        #expect(!ValueJudge.isSameInEveryLanguage("Open the App Store"))
        #expect(!ValueJudge.isSameInEveryLanguage("Store"))
        // WeatherKit's attribution, Apple's logo and "Weather" (Weather Atlas): a mark, not a word.
        #expect(ValueJudge.isSameInEveryLanguage("\u{F8FF} Weather"))
        #expect(ValueJudge.isSameInEveryLanguage("\u{F8FF}Pay"))
        #expect(!ValueJudge.isSameInEveryLanguage("\u{F8FF} Weather forecast"))
        #expect(!ValueJudge.isSameInEveryLanguage("Weather"))
    }
}
