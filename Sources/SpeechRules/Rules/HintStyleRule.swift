import CatalogKitLite

/// `hint-style`: a hint that does not start with a capital, does not end with a period, repeats the
/// label ("Save saves your edits.") or states the type ("Button that adds a name.").
enum HintStyleRule {
    static let description = RuleDescription(
        id: "hint-style",
        summary: "A hint without capital or final period, repeating the label, or stating the type.",
        rationale: """
            Apple's guide: a hint "begins with a capitalized word and ends with a period", and does not include \
            the control's name ("Save saves your edits") or its type ("Button that adds a name"). A macOS help             tag (SwiftUI's `.help(_:)`) is not judged: help tags are written as short phrases ("File size",             "Line Endings" in CotEditor's status bar).
            """,
        fix: "Write one sentence about the result: \"Adds a name.\", \"Fügt einen Namen hinzu.\".",
        defaultSeverity: .info,
        // Opt-in: a missing period or capital changes a pause at most.
        isEnabledByDefault: false,
        roles: [.hint],
        examples: [
            RuleExample("plays the song", role: .hint, triggers: true),
            RuleExample("Save saves your edits.", role: .hint, triggers: true),
            RuleExample("Button that adds a name.", role: .hint, triggers: true),
            RuleExample("Adds a name.", role: .hint, triggers: false),
            RuleExample("öffnet den Artikel", language: "de", role: .hint, triggers: true),
            RuleExample("Sichern sichert die Änderungen.", language: "de", role: .hint, triggers: true),
            RuleExample("Schaltfläche, die einen Namen hinzufügt.", language: "de", role: .hint, triggers: true),
            RuleExample("Fügt einen Namen hinzu.", language: "de", role: .hint, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A shape rule: a fragment of a sentence is not judged. A hint in lower case is still a hint
        // (and its case is this rule's to judge), so only other evidence of a fragment counts.
        if input.string.fragment?.hasEvidenceBesidesCase == true { return [] }
        // A macOS help tag follows the help-tag style ("Show the sidebar"), not the hint style.
        if input.string.isHelpTag { return [] }
        let content = input.contentTokens
        guard let first = content.first, let last = content.last else { return [] }
        var findings: [SpeechFinding] = []
        if first.isWord, let letter = first.text.first, CharacterClass.isLowercase(letter) {
            findings.append(input.finding(description, first.range,
                "\(input.subject) starts in lower case; a hint is a sentence that starts with a capital letter."))
        }
        if !first.isPlaceholder, !(last.isSentenceEnd || last.text == "…"), !last.isPlaceholder {
            findings.append(input.finding(description, last.range,
                "\(input.subject) does not end with a period; a hint is a sentence, and the period makes VoiceOver pause "
                + "before the next element.", suggestion: input.trimmedText + "."))
        }
        let words = input.words
        if let label = input.companion(.label), let firstWord = words.first, label.lowercased() == firstWord.text.lowercased() {
            findings.append(input.finding(description, firstWord.range,
                "\(input.subject) repeats the label \(SpeechInput.quote(label)); VoiceOver has just said it. Start with the result."))
        } else if words.count >= 2, sameStem(words[0].text, words[1].text) {
            findings.append(input.finding(description, words[0].range.lowerBound..<words[1].range.upperBound,
                "\(input.subject) repeats the control's name before its verb; start with the result."))
        }
        let lower = input.trimmedText.lowercased()
        if let opener = input.lexicon.hintTypeOpeners.first(where: { lower.hasPrefix($0) }) {
            let end = input.text.index(input.trimmedRange.lowerBound, offsetBy: opener.count)
            findings.append(input.finding(description, input.trimmedRange.lowerBound..<end,
                "\(input.subject) states the element's type; VoiceOver says it from the trait. Start with the verb of the result."))
        }
        return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// "Save saves", "Sichern sichert": a capitalised name followed by its own verb.
    private static func sameStem(_ first: Substring, _ second: Substring) -> Bool {
        guard first.first.map(CharacterClass.isUppercase) == true, second.first.map(CharacterClass.isLowercase) == true else { return false }
        let a = Array(first.lowercased()), b = Array(second.lowercased())
        var common = 0
        while common < min(a.count, b.count) && a[common] == b[common] { common += 1 }
        return common >= 4 || (common >= 3 && common == min(a.count, b.count))
    }
}
