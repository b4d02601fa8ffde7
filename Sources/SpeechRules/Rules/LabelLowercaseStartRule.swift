import CatalogKitLite

/// `label-lowercase-start`: a label that starts with a lower-case letter ("play"). Brands
/// ("iPhone", "eBay") and leading placeholders pass. Opt-in: a listener hears no difference, and
/// most lower-case labels in real catalogs are pieces of a sentence ("contains", "begins with").
enum LabelLowercaseStartRule {
    static let description = RuleDescription(
        id: "label-lowercase-start",
        summary: "A label that starts with a lower-case letter.",
        rationale: """
            Apple's guidance: "start this label with a capital letter". Braille displays show the label as \
            written, but a listener hears no difference, and in real catalogs most labels that start in lower \
            case are pieces of a sentence the app puts together (CotEditor's "contains", "begins with" before a \
            value field), so the rule is off unless the configuration turns it on. A string whose comment or \
            edges say it is such a piece is not judged.
            """,
        fix: "Capitalise the first word: \"Play\", \"Abspielen\".",
        defaultSeverity: .info,
        isEnabledByDefault: false,
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
            RuleExample("contains", role: .label, comment: "This is immediately followed by the value field.", triggers: false,
                        note: "CotEditor's file-scope popup item, part of a sentence"),
            RuleExample("enthält", language: "de", role: .label, comment: "This is immediately followed by the value field.",
                        triggers: false, note: "the same item in German"),
            RuleExample("pixels", triggers: false, note: "a string without a role"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // A lower-case start is this rule's own subject; other evidence of a fragment rules it out.
        if input.string.fragment?.hasEvidenceBesidesCase == true { return [] }
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
