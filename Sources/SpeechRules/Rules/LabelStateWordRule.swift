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
            when the state changes (Google ATF flags the same words). A visible title that no accessibility \
            label replaces (a status banner's `Label`) is copy sighted users read too, and is left alone.
            """,
        fix: "Move the state to the value (label \"Invoice\", value \"Approved\") or to a trait.",
        defaultSeverity: .warning,
        // Opt-in: in real apps the trailing word is most often the message or an action (Docs/precision.md).
        isEnabledByDefault: false,
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
            RuleExample("Power Off", role: .label, triggers: false, note: "a verb with its particle: an action"),
            RuleExample("Shut Down", role: .label, triggers: false, note: "an action"),
            RuleExample("Display Off", role: .label, presentation: TextPresentation(form: .actionTitle), triggers: false,
                        note: "a button's title names what it does"),
            RuleExample("Bildschirm aus", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        triggers: false, note: "a button's title names what it does"),
            RuleExample("Sync-Aktiviert", language: "de", role: .label, triggers: true, note: "a state in a compound"),
            RuleExample("Sync-Enabled", role: .label, triggers: true, note: "a state in a compound"),
            RuleExample("WLAN an/aus", language: "de", role: .label, triggers: true, note: "both states named"),
            RuleExample("Wi-Fi On/Off", role: .label, triggers: true, note: "both states named"),
            RuleExample("Opt-in", role: .label, triggers: false, note: "a particle in a compound is no state"),
            RuleExample("Bildschirm-Aus", language: "de", role: .label, triggers: false, note: "a particle in a compound is no state"),
            RuleExample("Network connectivity temporarily disabled", role: .label, presentation: TextPresentation(isVisibleTitle: true),
                        triggers: false, note: "a Label shown as a status banner: visible copy, not a control's name (sushitrain)"),
        ])

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    /// Copulas and negations that make the label a status sentence.
    static let statusWords: Set<String> = [
        "is", "are", "was", "were", "be", "been", "not", "no", "none", "already", "currently", "now", "ist", "sind", "war",
        "waren", "wird", "werden", "nicht", "last", "zuletzt", "always", "immer", "multiple", "mehrere", "kein", "keine", "keinen", "keiner", "bereits", "jetzt", "wurde", "wurden",
    ]

    /// A state glued to the name with a hyphen at the end of the label ("Sync-Aktiviert"); particles
    /// ("Opt-in", "Bildschirm-Aus") are parts of compounds, not states.
    private static func stateInCompound(_ input: SpeechInput) -> SpeechFinding? {
        guard let last = input.contentTokens.last(where: { $0.kind != .punctuation }), last.isWord,
            let hyphen = last.text.lastIndex(of: "-"), hyphen > last.text.startIndex else { return nil }
        let tail = last.text[last.text.index(after: hyphen)...]
        let lower = tail.lowercased()
        guard !tail.isEmpty, !input.lexicon.particleStateWords.contains(lower), !lower.contains(" "),
            input.lexicon.stateWords.contains(lower) else { return nil }
        let range = tail.startIndex..<tail.endIndex
        let name = String(input.text[input.trimmedRange.lowerBound..<hyphen])
        let message = "\(input.subject) carries the state \(SpeechInput.quote(String(tail))) in a compound: it belongs in the "
            + "value or a trait, or the label goes stale when the state changes. Label \(SpeechInput.quote(name)), "
            + "value \(SpeechInput.quote(String(tail)))."
        return input.finding(description, range, message, suggestion: name)
    }

    /// Both states named with a slash after the name ("WLAN an/aus", "Wi-Fi On/Off"): VoiceOver reads
    /// them, then the toggle's value.
    private static func bothStates(_ input: SpeechInput) -> SpeechFinding? {
        let content = input.contentTokens
        guard content.count >= 4, let slash = content.lastIndex(where: { $0.isText("/") }), slash == content.count - 2,
            content[slash - 1].isWord, content[slash + 1].isWord else { return nil }
        let particles = input.lexicon.particleStateWords
        let first = content[slash - 1]
        let second = content[slash + 1]
        guard particles.contains(first.text.lowercased()), particles.contains(second.text.lowercased()),
            first.text.lowercased() != second.text.lowercased(), first.range.lowerBound > input.trimmedRange.lowerBound else { return nil }
        let range = first.range.lowerBound..<second.range.upperBound
        let name = String(input.text[input.trimmedRange.lowerBound..<content[slash - 2].range.upperBound])
        let message = "\(input.subject) names both states \(SpeechInput.quote(String(input.text[range]))): VoiceOver reads them, "
            + "then the control's value. Label \(SpeechInput.quote(name)); the value (or the switch's trait) says which state it is in."
        return input.finding(description, range, message, suggestion: name)
    }

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
            return before.text.first.map(CharacterClass.isUppercase) == true && wordCount == 2 && !before.text.hasSuffix("t")
        }
        return true
    }

    /// A lexicon's state phrases, longest first, with their word counts; and for each word count the
    /// phrases of that many words with their places in that order, so that a label's tail of each
    /// length is looked up once instead of compared with every phrase.
    private struct StatePhrases {
        var ordered: [(phrase: String, length: Int)]
        var byLength: [(length: Int, places: [String: Int])]
        /// The last word of every phrase: a label whose last word is none of them ends in no phrase.
        var lastWords: Set<String>

        init(_ phrases: [String]) {
            ordered = phrases.sorted(by: { $0.count > $1.count }).map { ($0, $0.split(separator: " ").count) }
            var places: [Int: [String: Int]] = [:]
            lastWords = []
            // An empty phrase (no words) never matches a label.
            for (place, entry) in ordered.enumerated() where entry.length > 0 && places[entry.length]?[entry.phrase] == nil {
                places[entry.length, default: [:]][entry.phrase] = place
                if let last = entry.phrase.split(separator: " ").last { lastWords.insert(String(last)) }
            }
            byLength = places.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The first phrase, in longest-first order, that the label's last words (lower-cased,
        /// joined by spaces) spell, with a word before it.
        func first(endingWith words: [SpeechToken]) -> (phrase: String, length: Int)? {
            // Words hold no spaces, so a tail that spells a phrase ends in the phrase's last word.
            guard let last = words.last, lastWords.contains(last.text.lowercased()) else { return nil }
            var best: Int?
            for (length, places) in byLength where words.count > length {
                let tail = words.suffix(length).map({ $0.text.lowercased() }).joined(separator: " ")
                if let place = places[tail], place < best ?? .max { best = place }
            }
            return best.map { ordered[$0] }
        }
    }

    private static let englishStatePhrases = StatePhrases(Lexicon.english.stateWords)
    private static let germanStatePhrases = StatePhrases(Lexicon.german.stateWords)

    /// The state phrases of a lexicon, prepared once for the built-in ones.
    private static func statePhrases(_ lexicon: Lexicon) -> StatePhrases {
        if lexicon.stateWords == Lexicon.english.stateWords { return englishStatePhrases }
        if lexicon.stateWords == Lexicon.german.stateWords { return germanStatePhrases }
        return StatePhrases(lexicon.stateWords)
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A control's visible title is copy sighted users read too, and Voice Control users say.
        if input.string.presentation.isVisibleTitle { return [] }
        if let finding = stateInCompound(input) ?? bothStates(input) { return [finding] }
        let lexicon = input.lexicon
        let words = input.contentTokens.filter { $0.kind != .punctuation }
        guard words.count >= 2 else { return [] }
        // Longest state phrase that ends the label ("Auswahl aufgehoben" before "aufgehoben").
        guard let (phrase, length) = statePhrases(lexicon).first(endingWith: words) else { return [] }
        // "Remove Selected" acts on the selection; "Schlag ein!" is an exclamation, not a state.
        if let first = words.first, lexicon.imperativeVerbs.contains(first.text.lowercased()) { return [] }
        if let end = input.contentTokens.last, end.isText("!") || end.isText("?") { return [] }
        let tail = words.suffix(length)
        guard let start = tail.first, let end = tail.last else { return [] }
        let before = words[words.count - length - 1]
        let content = input.contentTokens.filter { !($0.kind == .punctuation && !$0.isText(",") && !$0.isText(":")) }
        let setOff = content.firstIndex(of: start).map { $0 > 0 && [",", ":"].contains(content[$0 - 1].text) } ?? false
        // "Analytics are disabled", "Kein Dokument ausgewählt", "3 selected": a status sentence or
        // a count, not a name with its state attached.
        if words.contains(where: { statusWords.contains($0.text.lowercased()) }) || before.isNumeric || before.isPlaceholder {
            return []
        }
        if !setOff {
            guard isTrailingState(phrase, before: before, wordCount: words.count, input: input) else { return [] }
            // "Bildschirm aus" on a button turns the screen off: a particle after a noun names an action there.
            if input.string.presentation.form == .actionTitle, lexicon.particleStateWords.contains(phrase) { return [] }
        }
        let range = start.range.lowerBound..<end.range.upperBound
        let name = input.text[input.trimmedRange.lowerBound..<before.range.upperBound]
        let message = "\(input.subject) carries the state \(SpeechInput.quote(String(input.text[range]))): it belongs in the "
            + "value or a trait, or the label goes stale when the state changes. Label \(SpeechInput.quote(String(name))), "
            + "value \(SpeechInput.quote(String(input.text[range])))."
        return [input.finding(description, range, message, suggestion: String(name))]
    }
}
