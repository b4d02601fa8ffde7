import CatalogKitLite

/// `label-lowercase-start`: a label that starts with a lower-case letter ("play"). Brands
/// ("iPhone", "eBay") and leading placeholders pass.
enum LabelLowercaseStartRule {
    static let description = RuleDescription(
        id: "label-lowercase-start",
        summary: "A label that starts with a lower-case letter.",
        rationale: """
            Apple's guidance: "start this label with a capital letter". Some voices change intonation at a \
            capital, and braille displays show the label as written.
            """,
        fix: "Capitalise the first word: \"Play\", \"Abspielen\".",
        defaultSeverity: .info,
        roles: [.label],
        examples: [
            RuleExample("play", role: .label, triggers: true),
            RuleExample("add to cart", role: .label, triggers: true),
            RuleExample("Play", role: .label, triggers: false),
            RuleExample("iPhone settings", role: .label, triggers: false, note: "a brand"),
            RuleExample("%@ selected", role: .label, triggers: false, note: "a leading placeholder"),
            RuleExample("abspielen", language: "de", role: .label, triggers: true),
            RuleExample("Abspielen", language: "de", role: .label, triggers: false),
            RuleExample("eBay öffnen", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard let first = input.contentTokens.first(where: { $0.kind != .punctuation }), first.isWord else { return [] }
        // A first character that starts with an ASCII byte other than a to z is no lower-case letter.
        if let byte = first.text.utf8.first, byte < 0x80, byte &- 0x61 >= 26 { return [] }
        guard let letter = first.text.first, CharacterClass.isLowercase(letter), CharacterClass.isLetter(letter) else { return [] }
        if LabelIdentifierLikeRule.brands.contains(String(first.text)) { return [] }
        if "ie".contains(letter), first.text.dropFirst().first.map(CharacterClass.isUppercase) == true { return [] }
        // Lower-case unit and brand words ("km", "macOS") and words with inner capitals are not sentence starts.
        if first.text.dropFirst().contains(where: CharacterClass.isUppercase) { return [] }
        let fixed = letter.uppercased() + input.text[input.text.index(after: first.range.lowerBound)..<input.trimmedRange.upperBound]
        let message = "\(input.subject) starts in lower case; labels start with a capital letter: \(SpeechInput.quote(fixed))."
        return [input.finding(description, first.range, message, suggestion: fixed)]
    }
}
