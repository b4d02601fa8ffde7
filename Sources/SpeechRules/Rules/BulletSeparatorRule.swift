import CatalogKitLite

/// `bullet-separator`: a bullet between two words or values ("12 items • 3.4 GB", "by %@ • %lld
/// actions"), which VoiceOver reads "bullet" at the default punctuation level, or drops so that the
/// parts run together. Opt-in: outside judges split on it. The fifty-fifth study's judges heard the
/// bullet as noise that a comma fixes (9 right); the fifty-sixth's as clutter that loses nothing (13
/// debatable), so it is below the 75 % a rule on by default needs. `symbol-separator` still reports a
/// bullet alone (a decoration between two views) and a list's marker before a row's name.
enum BulletSeparatorRule {
    static let description = RuleDescription(
        id: "bullet-separator",
        summary: "A bullet between two words or values (\"12 items • 3.4 GB\"), read \"bullet\" (opt-in).",
        rationale: """
            At the default punctuation level VoiceOver reads "•" as "bullet": "12 items bullet 3.4 GB". With less \
            punctuation it drops it, and the parts run together. A comma gives the pause the bullet shows. Judges \
            split on whether a listener loses anything, so the rule is opt-in; `symbol-separator` reports the \
            symbols that are read worse ("|" as "vertical line", "->" as two symbols, "★" by name).
            """,
        fix: "Use a comma: \"12 items, 3.4 GB\", \"12 Elemente, 3,4 GB\".",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        examples: [
            RuleExample("%lld items • %@", role: .value, triggers: true, note: "Radix's sidebar value: \"12 items bullet 3.4 GB\""),
            RuleExample("1.2.0 • MIT", role: .label, triggers: true, note: "VoiceOver says \"bullet\" (cypherair)"),
            RuleExample("%lld Elemente • %@", language: "de", role: .value, triggers: true, note: "German: \"Aufzählungszeichen\""),
            RuleExample("Drag a card to move it • tap it for details.", triggers: true, note: "text without a role: a bullet between clauses"),
            RuleExample("%lld items, %@", role: .value, triggers: false, note: "a comma"),
            RuleExample("%lld Elemente, %@", language: "de", role: .value, triggers: false, note: "ein Komma"),
            RuleExample("•", role: .label, triggers: false, note: "a bullet alone is symbol-separator's: hide it"),
            RuleExample("• %@", role: .label, triggers: false, note: "a list's marker is symbol-separator's"),
            RuleExample("This will:\n• Quit the App Store\n• Clear the cache", triggers: false, note: "a list's bullets, each starting a line"),
            RuleExample("Use \"•\" between tags", role: .label, triggers: false, note: "a text that quotes the symbol talks about it"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// The bullets this rule judges between words; the others ("◦", "▪") are symbol-separator's.
    static let bullets: Set<Character> = ["•", "∙"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.symbol), !SymbolSeparatorRule.quotesASymbol(input.text) else { return [] }
        let tokens = input.tokens
        var findings: [SpeechFinding] = []
        for index in tokens.indices {
            let token = tokens[index]
            guard token.kind == .symbol, let character = token.text.first, bullets.contains(character),
                  SymbolSeparatorRule.standsBetweenWords(tokens, index), !input.isVerbatim(token.range) else { continue }
            let comma = input.isGerman ? "„12 Elemente, 3,4 GB“" : "\"12 items, 3.4 GB\""
            let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(String(token.text))) as \"bullet\" between the parts, "
                + "or drops it so that they run together, depending on the punctuation setting. Instead, use a comma (\(comma))."
            findings.append(input.finding(description, token.range, message))
        }
        return findings
    }
}
