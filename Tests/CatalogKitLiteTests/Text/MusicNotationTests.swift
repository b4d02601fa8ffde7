import Testing
@testable import CatalogKitLite

/// Chord and key names are the same in every language (TopPresenter's transpose picker, 55th
/// study); a single capital, or a word that starts like a chord, is not one.
struct MusicNotationTests {
    @Test(arguments: ["Db", "Eb", "F#", "C#m", "Bbmaj7", "Am7", "G/B", "Dsus4", "F♯m", "E7", "Cdim", "Bb/D"])
    func chordNamesAreTheSameInEveryLanguage(_ chord: String) {
        #expect(MusicNotation.isChordName(chord))
        #expect(ValueJudge.isSameInEveryLanguage(chord))
    }

    @Test(arguments: ["A", "C", "Bad", "Dim", "Add", "Cab", "Edit", "Game", "Band", "Eb Mode", "Am I"])
    func wordsAreNot(_ text: String) {
        #expect(!MusicNotation.isChordName(text))
    }
}
