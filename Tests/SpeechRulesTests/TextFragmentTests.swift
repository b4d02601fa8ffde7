import Testing
@testable import SpeechRules

/// ``TextFragment``: the edges of a text and its key's comment say whether it is a piece of a
/// sentence. The texts and comments are from the real corpus.
struct TextFragmentTests {
    @Test(arguments: [
        ("This is immediately followed by the value field.", "contains"),
        ("The popup item inserted into the sentence “Match [any|all] of the following conditions:”.", "any"),
        ("Non-bold suffix for the onboarding allow-extension description", "Allow"),
        ("string that is inserted as the variable (%@) in the binary file alert when the type of file cannot be determined", "an unknown type"),
        ("length unit following an input field", "px"),
        ("The last part of the suggested file name for exporting logins", "Passwords"),
        ("Clean up confirmation suffix", "This may take several minutes."),
    ])
    func commentsThatSayTheStringIsPartOfAnother(comment: String, text: String) throws {
        let fragment = try #require(TextFragment.detect(text: text, comment: comment))
        #expect(fragment.reasons.contains(.comment))
        #expect(fragment.hasEvidenceBesidesCase)
    }

    /// Comments that describe a whole string, even with a word of the list nearby.
    @Test(arguments: [
        ("Title of the alert that the password inserted already exists", "Duplicate Password"),
        ("The subtitle of the notification shown when VPN connection is replaced by another app VPN connection taking over", "Reconnect"),
        ("%@ is replaced by the user's name", "Welcome, %@"),
        ("accessibility label for “px”", "Pixels"),
        ("Class = \"NSMenuItem\"; title = \"Insert Snippet\"; ObjectID = \"15m-xz-4oB\";", "Insert Snippet"),
    ])
    func commentsOfWholeStrings(comment: String, text: String) {
        #expect(TextFragment.detect(text: text, comment: comment) == nil)
    }

    @Test(arguments: [
        (" for DuckDuckGo software.", TextFragment.Reason.joiningSpace),
        ("Select ", .joiningSpace),
        (", then enable the DuckDuckGo VPN network extension.", .leadingPunctuation),
        ("…and more", .leadingPunctuation),
        ("begins with", .lowercaseStart),
        ("is not", .lowercaseStart),
    ])
    func edgesOfAFragment(text: String, reason: TextFragment.Reason) throws {
        let fragment = try #require(TextFragment.detect(text: text))
        #expect(fragment.reasons.contains(reason))
    }

    @Test(arguments: ["Play", "iPhone settings", "eBay öffnen", "macOS", "%@ selected", "-5 °C", "e-mail", "(optional)", "…", "42", "x86 build", "Loading…"])
    func wholeStrings(text: String) {
        #expect(TextFragment.detect(text: text) == nil, "\(text)")
    }

    /// A translation takes its place in the sentence from its source: German "enthält" for
    /// "contains" is a fragment by the English, and a German verb in lower case alone is not.
    @Test func aTranslationIsJudgedByItsSourcesCase() {
        #expect(TextFragment.detect(text: "Enthält", sourceText: "contains")?.reasons == [.lowercaseStart])
        #expect(TextFragment.detect(text: "mehr anzeigen", sourceText: "Show more") == nil)
        #expect(TextFragment.detect(text: ", aktiviere dann …", sourceText: "Then enable …")?.reasons == [.leadingPunctuation])
    }

    /// The shape rules skip a fragment, the rules about how text sounds do not.
    @Test func onlyShapeRulesSkipFragments() throws {
        let fragment = TextFragment.detect(text: " for 2x the price.", comment: "Non-bold suffix")
        let string = SpokenString(text: " for 2x the price.", language: "en", role: .label, fragment: fragment)
        let ids = Set(SpeechEngine.check(string, rules: SpeechRule.all).map(\.ruleID))
        #expect(ids.contains("numeric-shorthand"))
        #expect(!ids.contains("label-trailing-period"))
        let whole = SpokenString(text: "2x price.", language: "en", role: .label)
        #expect(Set(SpeechEngine.check(whole, rules: SpeechRule.all).map(\.ruleID)).contains("label-trailing-period"))
    }
}
