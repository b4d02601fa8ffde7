import Testing
@testable import SpeechRules

/// The languages with a lexicon are the ones the audit runs the speech rules in.
struct SpeechRulesNamespaceTests {
    @Test func englishAndGermanHaveLexicons() {
        #expect(SpeechRules.lexiconLanguages == ["en", "de"])
    }
}
