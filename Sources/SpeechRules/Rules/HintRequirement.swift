import CatalogKitLite

/// A hint that says what the user must do or enter first: "Enter a name of 1 to 20 characters.",
/// "Select at least one file first.", "Gib mindestens 8 Zeichen ein." Apps set such a hint to say
/// why a control is disabled. It addresses the user on purpose, so it is no imperative in place of
/// the third person (`hint-verb-form`), and its numbers are the input's limits, not a price or a
/// count the label hides (`hint-only-essential`).
enum HintRequirement {
    /// Whether a hint is a requirement: it starts with an imperative (after "Please" / "Bitte", or as
    /// German "Geben Sie …") and names a limit or a condition from the lexicon's requirement phrases.
    static func isRequirement(_ input: SpeechInput) -> Bool {
        let words = input.words
        guard var first = words.first else { return false }
        if ["please", "bitte"].contains(first.text.lowercased()), words.count > 1 { first = words[1] }
        let lower = first.text.lowercased()
        let startsWithImperative = input.lexicon.imperativeVerbs.contains(lower)
            || (input.isGerman && words.count > 1 && words[1].text == "Sie" && lower.hasSuffix("en"))
        guard startsWithImperative else { return false }
        let text = WordMatcher.Text(input.text)
        return input.lexicon.requirementPhrases.contains { !WordMatcher.ranges(of: $0, in: text).isEmpty }
    }
}
