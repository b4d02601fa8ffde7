import CatalogKitLite

/// `hint-gesture-word`: a hint that names a gesture ("Double tap to play", "Zum Öffnen doppeltippen").
/// VoiceOver users activate with different gestures, and VoiceOver already says how.
enum HintGestureWordRule {
    static let description = RuleDescription(
        id: "hint-gesture-word",
        summary: "A gesture named in a hint (\"Double tap to…\", \"…doppeltippen\").",
        rationale: """
            Apple: a hint does not include the action or gesture ("Tap to play the song", "Swipe to delete the \
            item"), because VoiceOver users activate with different gestures, Switch Control or a keyboard, and \
            VoiceOver announces the gesture itself.
            """,
        fix: "Describe the result instead: \"Plays the song.\", \"Spielt den Titel ab.\".",
        defaultSeverity: .warning,
        roles: [.hint],
        examples: [
            RuleExample("Double tap to play the song.", role: .hint, triggers: true),
            RuleExample("Swipe up or down to adjust the value.", role: .hint, triggers: true),
            RuleExample("Plays the song.", role: .hint, triggers: false),
            RuleExample("Opens the press kit.", role: .hint, triggers: true, note: "a listed word, even as a noun"),
            RuleExample("Zum Öffnen doppeltippen.", language: "de", role: .hint, triggers: true),
            RuleExample("Doppeltippen, um die Rolle zu ändern.", language: "de", role: .hint, triggers: true),
            RuleExample("Spielt den Titel ab.", language: "de", role: .hint, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// A lexicon's gesture words, longest first, prepared for the byte search.
    private static func gestureWordsLongestFirst(_ words: [String]) -> [WordMatcher.Phrase] {
        words.sorted(by: { $0.count > $1.count }).map(WordMatcher.Phrase.init)
    }

    private static let englishGestureWords = gestureWordsLongestFirst(Lexicon.english.gestureWords)
    private static let germanGestureWords = gestureWordsLongestFirst(Lexicon.german.gestureWords)

    /// The sorted gesture words of a lexicon, sorted and prepared once for the built-in ones.
    private static func sortedGestureWords(_ lexicon: Lexicon) -> [WordMatcher.Phrase] {
        if lexicon.gestureWords == Lexicon.english.gestureWords { return englishGestureWords }
        if lexicon.gestureWords == Lexicon.german.gestureWords { return germanGestureWords }
        return gestureWordsLongestFirst(lexicon.gestureWords)
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        var taken: [Range<String.Index>] = []
        var findings: [SpeechFinding] = []
        let text = WordMatcher.Text(input.text)
        for phrase in sortedGestureWords(input.lexicon) {
            for range in WordMatcher.ranges(of: phrase, in: text) where !taken.contains(where: { $0.overlaps(range) }) {
                taken.append(range)
                let word = String(input.text[range])
                let example = input.isGerman ? "Spielt den Titel ab." : "Plays the song."
                let message = "\(input.subject) names the gesture \(SpeechInput.quote(word)): VoiceOver users activate in other "
                    + "ways and VoiceOver already says how. Describe the result instead, e.g. \(SpeechInput.quote(example))"
                findings.append(input.finding(description, range, message))
            }
        }
        return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }
}
