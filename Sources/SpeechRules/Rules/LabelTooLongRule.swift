import CatalogKitLite

/// `label-too-long`: a label over 7 words or 60 characters (German: 20 % more).
enum LabelTooLongRule {
    static let description = RuleDescription(
        id: "label-too-long",
        summary: "A label over 7 words or 60 characters (German 20 % more).",
        rationale: """
            Apple's guide: a label should "very briefly describe the element", ideally in one word. Long labels \
            slow every swipe through the screen. German runs longer, so it gets 20 % more. Text that ends like \
            a sentence is body text, not a label, and is left alone.
            """,
        fix: "Keep the name in the label and move the rest to the hint: \"Add to cart\".",
        defaultSeverity: .info,
        roles: [.label],
        examples: [
            RuleExample("Tap here to add this item to your shopping cart now", role: .label, triggers: true),
            RuleExample("Add to cart", role: .label, triggers: false),
            RuleExample("Made with [EmojiText](https://github.com/divadretlaw/EmojiText)", role: .label, triggers: false,
                        note: "VoiceOver reads \"Made with EmojiText\": the link's address is not spoken (IceCubes)"),
            RuleExample("Open System Settings to Privacy & Security, scroll down and select Allow for the extension", triggers: false,
                        note: "instructions without a role (DuckDuckGo's onboarding), not a label"),
            RuleExample("Open System Settings to Privacy & Security, scroll down and select ", role: .label,
                        comment: "Non-bold prefix for the onboarding allow-extension description", triggers: false,
                        note: "a prefix joined to a bold word"),
            RuleExample("Tippe hier, um den Artikel jetzt sofort in den Warenkorb zu legen", language: "de", role: .label,
                        triggers: true),
            RuleExample("In den Warenkorb", language: "de", role: .label, triggers: false),
        ])

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    static let maximumWords = 7
    static let maximumCharacters = 60

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        let content = input.contentTokens
        guard let last = content.last, !last.isSentenceEnd, !last.isText(":") else { return [] }
        if content.contains(where: \.isSentenceEnd) { return [] }
        let factor = input.lexicon.labelLengthFactor
        let words = content.count { !$0.isFiller && $0.kind != .symbol && !MarkdownSyntax.isHidden($0.range, in: input.markdownHidden) }
        let trimmed = input.text[input.trimmedRange]
        // Markdown that SwiftUI renders is not read: a link's address does not make a label long.
        let hidden = input.markdownHidden.reduce(0) { $0 + input.text[$1].count }
        let characters = (CharacterClass.isPlainASCII(trimmed.utf8) ? trimmed.utf8.count : trimmed.count) - hidden
        let wordLimit = Int(Double(maximumWords) * factor)
        let characterLimit = Int(Double(maximumCharacters) * factor)
        guard words > wordLimit || characters > characterLimit else { return [] }
        let measure = words > wordLimit ? "\(words) words (limit \(wordLimit))" : "\(characters) characters (limit \(characterLimit))"
        let message = "\(input.subject) is long for a label: \(measure). Every swipe through the screen reads it all; "
            + "keep the name in the label and move the rest to the hint."
        return [input.finding(description, input.trimmedRange, message)]
    }
}
