import CatalogKitLite

/// `label-too-long`: a label over 7 words or 60 characters (German: 20 % more).
///
/// A text field's title (`TextField("…", text:)`) is also its placeholder: an instruction or an
/// example of what to type, read only while the field is focused, where it is needed ("Enter exactly
/// 5 hex colors separated by commas", "Type a keyword to exclude, Enter ↵ to save"). It is judged
/// against twice the limit, and the fix keeps the instruction: a short label beside it.
enum LabelTooLongRule {
    static let description = RuleDescription(
        id: "label-too-long",
        summary: "A label over 7 words or 60 characters (German 20 % more).",
        rationale: """
            Apple's guide: a label should "very briefly describe the element", ideally in one word. Long labels \
            slow every swipe through the screen. German runs longer, so it gets 20 % more. Text that ends like \
            a sentence is body text, not a label, and is left alone. A text field's title is also its \
            placeholder, an instruction read only on the field, where it is needed: it may run twice as long. \
            A control's visible title that no accessibility label replaces is left alone: sighted users read \
            the same words, and a spoken name that differs from it breaks Voice Control.
            """,
        fix: "Keep the name in the label and move the rest to the hint: \"Add to cart\".",
        defaultSeverity: .info,
        // Opt-in: a long label is often the instruction a transient state needs (Docs/precision.md).
        isEnabledByDefault: false,
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
            RuleExample("Type a keyword to exclude, Enter ↵ to save", role: .label, presentation: TextPresentation(form: .textFieldPrompt),
                        triggers: false, note: "a text field's prompt, read only on the field (Pearcleaner)"),
            RuleExample("Enter exactly 5 hex colors separated by commas in the order above", role: .label,
                        presentation: TextPresentation(form: .textFieldPrompt), triggers: false,
                        note: "a format prompt, needed where it is read (Pearcleaner)"),
            RuleExample("Enter the address of the server you want to connect to, including the port number and the path of the API",
                        role: .label, presentation: TextPresentation(form: .textFieldPrompt), triggers: true,
                        note: "over twice the limit even for a prompt"),
            RuleExample("Tippe hier, um den Artikel jetzt sofort in den Warenkorb zu legen", language: "de", role: .label,
                        triggers: true),
            RuleExample("Geben Sie genau 5 Hex-Farben ein, die durch Kommas in der oben genannten Reihenfolge getrennt sind", language: "de",
                        role: .label, presentation: TextPresentation(form: .textFieldPrompt), triggers: false,
                        note: "a text field's prompt (Pearcleaner)"),
            RuleExample("In den Warenkorb", language: "de", role: .label, triggers: false),
            RuleExample("Move Shared App Group Files to Private Documents Folder", role: .label,
                        presentation: TextPresentation(isVisibleTitle: true), triggers: false,
                        note: "a button's visible title: the direction tells it from its mirror button (LiveContainer)"),
        ])

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    static let maximumWords = 7
    static let maximumCharacters = 60
    /// How many times a label's limits a text field's prompt may run.
    static let promptAllowance = 2

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A control's visible title is copy sighted users read too, and Voice Control users say.
        if input.string.presentation.isVisibleTitle { return [] }
        let content = input.contentTokens
        guard let last = content.last, !last.isSentenceEnd, !last.isText(":") else { return [] }
        if content.contains(where: \.isSentenceEnd) { return [] }
        let factor = input.lexicon.labelLengthFactor
        let words = content.count { !$0.isFiller && $0.kind != .symbol && !MarkdownSyntax.isHidden($0.range, in: input.markdownHidden) }
        let trimmed = input.text[input.trimmedRange]
        // Markdown that SwiftUI renders is not read: a link's address does not make a label long.
        let hidden = input.markdownHidden.reduce(0) { $0 + input.text[$1].count }
        let characters = (CharacterClass.isPlainASCII(trimmed.utf8) ? trimmed.utf8.count : trimmed.count) - hidden
        let isPrompt = input.string.presentation.form == .textFieldPrompt
        let promptFactor = isPrompt ? promptAllowance : 1
        let wordLimit = Int(Double(maximumWords) * factor) * promptFactor
        let characterLimit = Int(Double(maximumCharacters) * factor) * promptFactor
        guard words > wordLimit || characters > characterLimit else { return [] }
        let measure = words > wordLimit ? "\(words) words (limit \(wordLimit))" : "\(characters) characters (limit \(characterLimit))"
        if isPrompt {
            let message = "\(input.subject) is a text field's title, its label and placeholder, and long even for a prompt: \(measure). "
                + "VoiceOver reads it all whenever the field is focused. Give the field a short label and keep the instruction "
                + "as its prompt: `TextField(\"Name\", text: $name, prompt: Text(\"…\"))`."
            return [input.finding(description, input.trimmedRange, message)]
        }
        let message = "\(input.subject) is long for a label: \(measure). Every swipe through the screen reads it all; "
            + "keep the name in the label and move the rest to the hint."
        return [input.finding(description, input.trimmedRange, message)]
    }
}
