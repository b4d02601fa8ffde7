import CatalogKitLite

/// `label-state-word`: a state word in the label ("Invoice, Approved", "Wi-Fi on") instead of the
/// value or a trait. The label then stops matching when the state changes.
enum LabelStateWordRule {
    static let description = RuleDescription(
        id: "label-state-word",
        summary: "A state word trailing the label or set off by a comma; it belongs in the value or a trait.",
        rationale: """
            Apple: use the value "only when an element can have a value that is not represented by its label"; \
            selection is a trait (`.selected`). A state in the label is heard as part of the name and goes stale \
            when the state changes (Google ATF flags the same words).
            """,
        fix: "Move the state to the value (label \"Invoice\", value \"Approved\") or to a trait.",
        defaultSeverity: .warning,
        roles: [.label],
        examples: [
            RuleExample("Invoice, Approved", role: .label, triggers: true),
            RuleExample("Wi-Fi on", role: .label, triggers: true),
            RuleExample("Invoice", role: .label, companions: [.value: "Approved"], triggers: false),
            RuleExample("Turn on", role: .label, triggers: false, note: "a verb with its particle"),
            RuleExample("Selected items", role: .label, triggers: false, note: "not trailing"),
            RuleExample("No document selected", role: .label, triggers: false, note: "a status sentence"),
            RuleExample("%lld selected", role: .label, triggers: false, note: "a count"),
            RuleExample("Rechnung, genehmigt", language: "de", role: .label, triggers: true),
            RuleExample("WLAN ein", language: "de", role: .label, triggers: true),
            RuleExample("Rechnung", language: "de", role: .label, companions: [.value: "Genehmigt"], triggers: false),
            RuleExample("Einschalten", language: "de", role: .label, triggers: false),
            RuleExample("Analysen sind aktiviert", language: "de", role: .label, triggers: false),
            RuleExample("Wähle ein Foto aus", language: "de", role: .label, triggers: false, note: "a verb particle"),
            RuleExample("Rücke Antworten ein", language: "de", role: .label, triggers: false, note: "a separable verb"),
            RuleExample("Remove Selected", role: .label, triggers: false, note: "acts on the selection"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Copulas and negations that make the label a status sentence.
    static let statusWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "not", "no", "none", "already", "currently", "now", "ist", "sind", "war",
        "waren", "wird", "werden", "nicht", "last", "zuletzt", "always", "immer", "multiple", "mehrere", "kein", "keine", "keinen", "keiner", "bereits", "jetzt", "wurde", "wurden",
    ]

    /// Whether a state word at the end of a label, with no comma before it, is a state and not part
    /// of the name: short labels only, and particles ("on", "aus") never after a verb.
    private static func isTrailingState(_ phrase: String, before: SpeechToken, wordCount: Int, input: SpeechInput) -> Bool {
        let lexicon = input.lexicon
        guard lexicon.particleStateWords.contains(phrase) else { return wordCount <= 4 }
        let previous = before.text.lowercased()
        guard wordCount <= 3, !lexicon.particleVerbs.contains(previous), !lexicon.imperativeVerbs.contains(previous) else {
            return false
        }
        // German separable verbs end in the same particles ("Schalte das WLAN ein"); a noun before it is
        // capitalised and a short label has no verb.
        if input.isGerman {
            return before.text.first?.isUppercase == true && wordCount == 2 && !before.text.hasSuffix("t")
        }
        return true
    }

    /// A lexicon's state phrases, longest first, with their word counts.
    private static func statePhrases(_ phrases: [String]) -> [(phrase: String, length: Int)] {
        phrases.sorted(by: { $0.count > $1.count }).map { ($0, $0.split(separator: " ").count) }
    }

    private static let englishStatePhrases = statePhrases(Lexicon.english.stateWords)
    private static let germanStatePhrases = statePhrases(Lexicon.german.stateWords)

    /// The sorted state phrases of a lexicon, sorted once for the built-in ones.
    private static func sortedStatePhrases(_ lexicon: Lexicon) -> [(phrase: String, length: Int)] {
        if lexicon.stateWords == Lexicon.english.stateWords { return englishStatePhrases }
        if lexicon.stateWords == Lexicon.german.stateWords { return germanStatePhrases }
        return statePhrases(lexicon.stateWords)
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        let lexicon = input.lexicon
        let content = input.contentTokens.filter { !($0.kind == .punctuation && !$0.isText(",") && !$0.isText(":")) }
        let words = content.filter { $0.kind != .punctuation }
        guard words.count >= 2 else { return [] }
        // "Remove Selected" acts on the selection; "Schlag ein!" is an exclamation, not a state.
        if let first = words.first, lexicon.imperativeVerbs.contains(first.text.lowercased()) { return [] }
        if let end = input.contentTokens.last, end.isText("!") || end.isText("?") { return [] }
        // Longest state phrase that ends the label ("Auswahl aufgehoben" before "aufgehoben"). The
        // label's last words, lower-cased and joined, are made once per length, not once per phrase.
        var tails: [Int: String] = [:]
        for (phrase, length) in sortedStatePhrases(lexicon) {
            guard words.count > length else { continue }
            let tail = words.suffix(length)
            let tailText: String
            if let known = tails[length] {
                tailText = known
            } else {
                tailText = tail.map({ $0.text.lowercased() }).joined(separator: " ")
                tails[length] = tailText
            }
            guard tailText == phrase, let start = tail.first, let end = tail.last else { continue }
            let before = words[words.count - length - 1]
            let setOff = content.firstIndex(of: start).map { $0 > 0 && [",", ":"].contains(content[$0 - 1].text) } ?? false
            // "Analytics are disabled", "Kein Dokument ausgewählt", "3 selected": a status sentence or
            // a count, not a name with its state attached.
            if words.contains(where: { statusWords.contains($0.text.lowercased()) }) || before.isNumeric || before.isPlaceholder {
                return []
            }
            if !setOff {
                guard isTrailingState(phrase, before: before, wordCount: words.count, input: input) else { return [] }
            }
            let range = start.range.lowerBound..<end.range.upperBound
            let name = input.text[input.trimmedRange.lowerBound..<before.range.upperBound]
            let message = "\(input.subject) carries the state \(SpeechInput.quote(String(input.text[range]))): it belongs in the "
                + "value or a trait, or the label goes stale when the state changes. Label \(SpeechInput.quote(String(name))), "
                + "value \(SpeechInput.quote(String(input.text[range])))."
            return [input.finding(description, range, message, suggestion: String(name))]
        }
        return []
    }
}
