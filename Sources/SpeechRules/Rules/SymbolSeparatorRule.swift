import CatalogKitLite

/// `symbol-separator`: symbols and separators a voice reads aloud or drops ("·", "|", "★", "→", a
/// slash between words). `#` and `_` are left to the hashtag and identifier rules.
enum SymbolSeparatorRule {
    static let description = RuleDescription(
        id: "symbol-separator",
        summary: "Symbols and separators read aloud (\"·\", \"|\", \"★\", \"→\", a slash between words).",
        rationale: """
            "|" is read as "vertical bar", "»" as "double-angle quotation mark", slashes are read aloud \
            (GCTC-NTGC/gc-digital-talent#6610, projectblacklight/arclight#854). How a voice reads a given symbol \
            varies with the punctuation level, so the rule flags the characters themselves.
            """,
        fix: "Use words and commas: \"Inbox, 3 unread\", \"Rated 4 of 5 stars\", \"4 von 5 Sternen\".",
        defaultSeverity: .warning,
        roles: [.label, .value, .announcement],
        examples: [
            RuleExample("3.2.0 · build 418", role: .label, triggers: true),
            RuleExample("Inbox | 3 unread", role: .label, triggers: true),
            RuleExample("Photos/Videos", role: .label, triggers: true),
            RuleExample("Inbox, 3 unread", role: .label, triggers: false),
            RuleExample("Rated 4 of 5 stars", role: .value, triggers: false),
            RuleExample("60 km/h", role: .value, triggers: false, note: "a unit"),
            RuleExample("Posteingang | 3 ungelesen", language: "de", role: .label, triggers: true),
            RuleExample("★★★★☆", language: "de", role: .value, triggers: true),
            RuleExample("Posteingang, 3 ungelesen", language: "de", role: .label, triggers: false),
            RuleExample("»Fotos« öffnen", language: "de", role: .label, triggers: false, note: "German quotation marks"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static let separators: Set<Character> = ["·", "•", "∙", "|", "→", "←", "↑", "↓", "★", "☆", "✓", "✔", "✕", "✖", "~", "^", "⟩", "⟨"]
    /// Quotation marks in German and French typography; separators only when they stand apart.
    static let quoteLike: Set<Character> = ["»", "«", "›", "‹"]
    /// Units written with a slash.
    static let slashUnits: Set<String> = ["km/h", "m/s", "mi/h", "km/l", "l/100", "kb/s", "mb/s", "gb/s", "kbit/s", "mbit/s", "gbit/s", "b/s"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.symbol) else { return [] }
        let tokens = input.tokens
        var findings: [SpeechFinding] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            guard token.kind == .symbol, let character = token.text.first, isSeparator(tokens, index, character, input: input) else {
                index += 1
                continue
            }
            // A run of the same kind of symbols ("★★★★☆") is one finding.
            var end = index
            while end + 1 < tokens.count, tokens[end + 1].kind == .symbol, let next = tokens[end + 1].text.first,
                separators.contains(next), character != "/" { end += 1 }
            let range = token.range.lowerBound..<tokens[end].range.upperBound
            let written = String(input.text[range])
            let advice = "★☆".contains(character) ? "say the rating in words (\"4 of 5 stars\")"
                : character == "/" ? (input.isGerman ? "write \"oder\", \"und\" or a comma" : "write \"or\", \"and\" or a comma")
                : "use a comma or words"
            let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(written)) by its name or drops it, depending on "
                + "the punctuation setting. Instead, \(advice)."
            findings.append(input.finding(description, range, message))
            index = end + 1
        }
        return findings
    }

    private static func isSeparator(_ tokens: [SpeechToken], _ index: Int, _ character: Character, input: SpeechInput) -> Bool {
        if separators.contains(character) { return true }
        let before = index > 0 ? tokens[index - 1] : nil
        let after = index + 1 < tokens.count ? tokens[index + 1] : nil
        if quoteLike.contains(character) {
            return (before == nil || before?.kind == .space) && (after == nil || after?.kind == .space)
        }
        guard character == "/", let before, let after, before.isWord, after.isWord else { return false }
        let unit = (before.text + "/" + after.text).lowercased()
        return !slashUnits.contains(unit) && before.text.count > 1 && after.text.count > 1
    }
}
