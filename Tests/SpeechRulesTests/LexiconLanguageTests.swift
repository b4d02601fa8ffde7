import Testing
@testable import SpeechRules

/// The languages with a lexicon, and the lexicon each language tag gets.
struct LexiconLanguageTests {
    /// Each language with a lexicon gets one with words of its own, not the empty fallback.
    @Test(arguments: ["en", "de"])
    func eachLexiconLanguageGetsWords(_ tag: String) {
        let lexicon = Lexicon.forLanguage(tag)
        #expect(lexicon.hasWords)
        #expect(lexicon.language == tag)
        #expect(!lexicon.stateWords.isEmpty && !lexicon.gestureWords.isEmpty && !lexicon.imperativeVerbs.isEmpty)
        #expect(lexicon.numberWords != nil)
    }

    /// A regional tag gets its base language's lexicon, whatever its case or separator.
    @Test(arguments: [("de-CH", "de"), ("de-AT", "de"), ("de_AT", "de"), ("en-GB", "en"), ("EN-us", "en")])
    func regionalTagsGetTheirBaseLanguagesLexicon(_ tag: String, _ base: String) {
        let lexicon = Lexicon.forLanguage(tag)
        let baseLexicon = Lexicon.forLanguage(base)
        #expect(Lexicon.baseLanguage(tag) == base)
        #expect(lexicon.hasWords)
        #expect(lexicon.languageName == baseLexicon.languageName)
        #expect(lexicon.stateWords == baseLexicon.stateWords)
        #expect(lexicon.imperativeVerbs == baseLexicon.imperativeVerbs)
    }

    /// A tag without a lexicon gets the empty fallback, under its own tag.
    @Test(arguments: ["fr", "fr-CA", "ja", "x-unknown", ""])
    func otherTagsGetTheEmptyFallback(_ tag: String) {
        let lexicon = Lexicon.forLanguage(tag)
        #expect(!lexicon.hasWords)
        #expect(lexicon.language == tag)
        #expect(lexicon.stateWords.isEmpty && lexicon.gestureWords.isEmpty && lexicon.currencies.isEmpty)
        #expect(lexicon.numberWords == nil)
    }
}
