import CatalogKitLite

/// `hint-verb-form`: a hint in the imperative or infinitive instead of the third person ("Play the
/// song." instead of "Plays the song."; "Öffne …", "Öffnen Sie …", "Artikel öffnen." instead of
/// "Öffnet den Artikel.").
enum HintVerbFormRule {
    static let description = RuleDescription(
        id: "hint-verb-form",
        summary: "A hint in the imperative or infinitive instead of the third person (\"Plays the song.\").",
        rationale: """
            Apple's guide: a hint "begins with a verb and omits the subject", in the "third-person singular \
            declarative form … 'Plays,' and not the imperative … 'Play.'" An imperative sounds like an order to \
            the user. A hint that says what the user must do first ("Enter a name of 1 to 20 characters.", why a \
            control is disabled) addresses the user on purpose and is not judged. German: the third person is the \
            recommended default; Apple's own German convention is not verified, so German findings are info. A \
            macOS help tag (SwiftUI's `.help(_:)`, which VoiceOver speaks as the hint) is not judged: the Human \
            Interface Guidelines write help tags as verb phrases such as "Show advanced options" (CotEditor's find \
            panel).
            """,
        fix: "Start with the verb in the third person: \"Plays the song.\", \"Öffnet den Artikel.\".",
        defaultSeverity: .warning,
        // Opt-in: an imperative or infinitive hint is understood; the form is a matter of style.
        isEnabledByDefault: false,
        roles: [.hint],
        examples: [
            RuleExample("Play the song.", role: .hint, triggers: true),
            RuleExample("Plays the song.", role: .hint, triggers: false),
            RuleExample("Shows more options.", role: .hint, triggers: false),
            RuleExample("Double tap to play the song.", role: .hint, triggers: false,
                        note: "a gesture, reported by hint-gesture-word only"),
            RuleExample("Zum Abspielen doppeltippen.", language: "de", role: .hint, triggers: false,
                        note: "a gesture, reported by hint-gesture-word only"),
            RuleExample("Enter a name of 1 to 20 characters.", role: .hint, triggers: false,
                        note: "what the user must do first: why the control is disabled"),
            RuleExample("Select at least one file.", role: .hint, triggers: false, note: "a requirement"),
            RuleExample("Select the file.", role: .hint, triggers: true, note: "no requirement: \"Selects the file.\""),
            RuleExample("Gib einen Namen mit 1 bis 20 Zeichen ein.", language: "de", role: .hint, triggers: false,
                        note: "a requirement"),
            RuleExample("Geben Sie mindestens 8 Zeichen ein.", language: "de", role: .hint, triggers: false, note: "a requirement"),
            RuleExample("Öffne den Artikel.", language: "de", role: .hint, triggers: true),
            RuleExample("Öffnen Sie den Artikel.", language: "de", role: .hint, triggers: true),
            RuleExample("Artikel öffnen.", language: "de", role: .hint, triggers: true),
            RuleExample("Öffnet den Artikel.", language: "de", role: .hint, triggers: false),
            RuleExample("Spielt den Titel ab.", language: "de", role: .hint, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A shape rule: a fragment of a sentence is not judged. A hint in lower case is still a hint
        // (and its case is this rule's to judge), so only other evidence of a fragment counts.
        if input.string.fragment?.hasEvidenceBesidesCase == true { return [] }
        // A macOS help tag follows the help-tag style ("Show the sidebar"), not the hint style.
        if input.string.isHelpTag { return [] }
        // "Double tap to play", "Zum Abspielen doppeltippen" name a gesture: that is hint-gesture-word's
        // finding, and the verb form follows from it. "Enter a name of 1 to 20 characters." says what
        // the user must do first (why the control is disabled): it addresses the user on purpose.
        // Both are looked for only when there is a finding to drop.
        guard let finding = verbForm(input) else { return [] }
        guard HintGestureWordRule.instructions(input).isEmpty, !HintRequirement.isRequirement(input) else { return [] }
        return [finding]
    }

    /// The finding on the verb form, before the gesture test.
    private static func verbForm(_ input: SpeechInput) -> SpeechFinding? {
        // The first two tokens that are not punctuation, found in place: most hints are judged by
        // their first word alone.
        let tokens = input.contentTokens
        guard let firstIndex = tokens.firstIndex(where: { $0.kind != .punctuation }), tokens[firstIndex].isWord else { return nil }
        let first = tokens[firstIndex]
        let second = tokens[(firstIndex + 1)...].first { $0.kind != .punctuation }
        let lower = first.text.lowercased()
        if input.isEnglish {
            guard input.lexicon.imperativeVerbs.contains(lower), second != nil else { return nil }
            let third = thirdPerson(String(first.text))
            let message = "\(input.subject) starts with the imperative \(SpeechInput.quote(String(first.text))), which sounds like "
                + "an order; hints describe the result in the third person: \(SpeechInput.quote(third + " …"))."
            return input.finding(description, first.range, message, suggestion: third)
        }
        guard input.isGerman else { return nil }
        if let second, second.text == "Sie", lower.hasSuffix("en") {
            let range = first.range.lowerBound..<second.range.upperBound
            return germanFinding(input, range, "the formal imperative")
        }
        if input.lexicon.imperativeVerbs.contains(lower) {
            return germanFinding(input, first.range, "the du-imperative")
        }
        // "Artikel öffnen.": a short phrase that ends in an infinitive.
        let content = input.words
        if let last = content.last, content.count >= 2, content.count <= 4, let letter = last.text.first, CharacterClass.isLowercase(letter),
            last.text.hasSuffix("en") || last.text.hasSuffix("ern") || last.text.hasSuffix("eln"),
            !content[0].text.hasSuffix("t") {
            return germanFinding(input, last.range, "an infinitive")
        }
        return nil
    }

    private static func germanFinding(_ input: SpeechInput, _ range: Range<String.Index>, _ form: String) -> SpeechFinding {
        let message = "\(input.subject) uses \(form) \(SpeechInput.quote(String(input.text[range]))); German hints describe the "
            + "result in the third person, e.g. \(SpeechInput.quote("Öffnet den Artikel."))."
        return input.finding(description, range, message, severity: .info)
    }

    /// "Play" → "Plays", "Go" → "Goes", "Copy" → "Copies".
    static func thirdPerson(_ verb: String) -> String {
        let lower = verb.lowercased()
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) { return String(verb.dropLast()) + "ies" }
        if ["s", "x", "z", "ch", "sh", "o"].contains(where: { lower.hasSuffix($0) }) { return verb + "es" }
        return verb + "s"
    }
}
