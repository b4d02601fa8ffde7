import CatalogKitLite

/// `label-trailing-period`: a short label that ends with a period ("Play."). VoiceOver pauses and
/// the label reads like a sentence; Apple's guidance says not to end a label with a period.
enum LabelTrailingPeriodRule {
    static let description = RuleDescription(
        id: "label-trailing-period",
        summary: "A label that ends with a period.",
        rationale: """
            AppKit: "Do not put a period at the end" of a label; the archived guide says the same. A label is a \
            name, not a sentence. Labels ending in an abbreviation ("usw.", "Inc.") and text of several \
            sentences pass; long single sentences are treated as body text, not labels. A control's visible \
            title that no accessibility label replaces is copy, not a name only VoiceOver users hear: a status \
            message shown as a Label's title ends as the sentence it is.
            """,
        fix: "Drop the period: \"Play\", \"Abspielen\".",
        defaultSeverity: .warning,
        // Opt-in: judged right 0 of 2 (ninth study); a period at the very end of a label is hardly heard.
        isEnabledByDefault: false,
        roles: [.label],
        examples: [
            RuleExample("Play.", role: .label, triggers: true),
            RuleExample("Add to cart.", role: .label, triggers: true),
            RuleExample("Play", role: .label, triggers: false),
            RuleExample("Acme Inc.", role: .label, triggers: false, note: "an abbreviation"),
            RuleExample("Loading…", role: .label, triggers: false, note: "an ellipsis"),
            RuleExample("Saved. Tap to undo.", role: .label, triggers: false, note: "several sentences"),
            RuleExample("Abspielen.", language: "de", role: .label, triggers: true),
            RuleExample("Abspielen", language: "de", role: .label, triggers: false),
            RuleExample("Certificates updated successfully.", role: .label, triggers: false, note: "a status message"),
            RuleExample("%lld Treffer ersetzt.", language: "de", role: .label, triggers: false, note: "a status message"),
            RuleExample("2.", language: "de", role: .label, triggers: false, note: "an ordinal"),
            RuleExample("Bücher, Filme usw.", language: "de", role: .label, triggers: false),
            RuleExample("The image height.", triggers: false,
                        note: "a description without a role (CotEditor, FileDropItem.Variable.imageHeight.description)"),
            RuleExample(" for DuckDuckGo software.", role: .label, comment: "Non-bold suffix for the onboarding allow-extension description",
                        triggers: false, note: "a fragment joined to a bold word (DuckDuckGo)"),
            RuleExample("%lld Fehler gefunden.", language: "de", role: .label, presentation: TextPresentation(isVisibleTitle: true),
                        triggers: false, note: "a Label's visible title, a status message (CotEditor)"),
        ])

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    /// Words that end in a period of their own.
    static let abbreviationEndings: Set<String> = ["inc.", "ltd.", "co.", "corp.", "etc.", "usw.", "bzw.", "jr.", "sr.", "st.", "vs."]

    /// Longer labels ending in a period are sentences of body text, which this rule does not judge.
    static let maximumWords = 3

    /// "Certificates updated successfully.", "%lld Treffer ersetzt.": a status sentence ending in a
    /// participle is a message, not a label.
    static func isParticiple(_ word: Substring, german: Bool) -> Bool {
        guard let first = word.first, CharacterClass.isLowercase(first) else { return false }
        if german { return word.hasSuffix("t") }
        return word.hasSuffix("ed") || word.hasSuffix("ly") || ["found", "done", "shown", "known", "gone", "sent", "lost", "made"].contains(String(word))
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A control's visible title is copy sighted users read too, and Voice Control users say.
        if input.string.presentation.isVisibleTitle { return [] }
        let content = input.contentTokens
        guard let last = content.last, last.isText("."), content.count >= 2 else { return [] }
        let beforeLast = content[content.count - 2]
        // "2." is a German ordinal or a list number.
        if beforeLast.isText(".") || beforeLast.kind == .abbreviation || beforeLast.isNumeric { return [] }
        if let word = content.dropLast().last(where: \.isWord),
            abbreviationEndings.contains(word.text.lowercased() + ".") && word.range.upperBound == last.range.lowerBound {
            return []
        }
        guard !content.dropLast().contains(where: \.isSentenceEnd) else { return [] }
        if let lastWord = content.last(where: \.isWord), isParticiple(lastWord.text, german: input.isGerman)
            || content.contains(where: { LabelStateWordRule.statusWords.contains($0.text.lowercased()) }) {
            return []
        }
        let wordCount = content.reduce(0) { $1.isWord || $1.isNumeric || $1.isPlaceholder ? $0 + 1 : $0 }
        guard wordCount <= maximumWords else { return [] }
        let fixed = String(input.text[input.trimmedRange].dropLast())
        let message = "\(input.subject) ends with a period: VoiceOver pauses as after a sentence, and a label is a name. "
            + "Drop it: \(SpeechInput.quote(fixed))."
        return [input.finding(description, last.range, message, suggestion: fixed)]
    }
}
