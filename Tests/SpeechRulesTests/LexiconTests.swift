import Testing
@testable import SpeechRules

/// A lexicon is a value: its copies share one box of words until one of them changes.
struct LexiconTests {
    /// Changing a copy, a list at a time or in place, leaves the lexicon it was copied from alone.
    @Test func aChangedCopyLeavesTheOriginalAlone() {
        var copy = Lexicon.english
        copy.stateWords = ["pending"]
        copy.currencies["₿"] = CurrencyName("bitcoin", "bitcoins")
        copy.labelLengthFactor = 2
        #expect(copy.stateWords == ["pending"])
        #expect(copy.currencies["₿"]?.plural == "bitcoins")
        #expect(copy.labelLengthFactor == 2)
        #expect(copy.gestureWords == Lexicon.english.gestureWords)
        #expect(Lexicon.english.stateWords.contains("selected"))
        #expect(Lexicon.english.currencies["₿"] == nil)
        #expect(Lexicon.english.labelLengthFactor == 1.0)
    }

    /// A copy of a changed copy is a value of its own too.
    @Test func copiesOfACopyAreIndependent() {
        var first = Lexicon.german
        first.weakLabels.insert("weiter")
        var second = first
        second.weakLabels.remove("mehr")
        #expect(first.weakLabels == ["mehr", "weiter"])
        #expect(second.weakLabels == ["weiter"])
        #expect(Lexicon.german.weakLabels == ["mehr"])
    }
}
