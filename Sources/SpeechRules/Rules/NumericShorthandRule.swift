import CatalogKitLite

/// `numeric-shorthand`: ranges and multipliers written with symbols ("3-5 days", "2x", "3x4"),
/// which voices may read as "three minus five" or "two ex". The multiplication sign itself ("3 × 4") is
/// read "times" and is the right way to write a product or a grid ("Twelfths (4×3)" in Rectangle).
///
/// Off by default (the id is kept for configurations that name it): today's voices read most such
/// ranges right; a range of years ("© 2020-2024") is not judged at all.
enum NumericShorthandRule {
    static let description = RuleDescription(
        id: "numeric-shorthand",
        summary: "Ranges and multipliers written with symbols (\"3-5\", \"2x\", \"3x4\"); off by default.",
        rationale: """
            NeMo's grammar maps "3-5" to "three to five" or "three minus five", and "40x" to "forty times" or \
            "forty ex"; VoiceOver announces a typed hyphen as "minus" (catamphetamine/react-phone-number-input#457). \
            Judged from outside, listeners heard the ranges and multipliers it found right (0 of 6 with \
            signed-number-hyphen), and a range of years ("© 2020-2024") is read right: off by default.
            """,
        fix: "Write the words (\"3 to 5 days\", \"2 times\", \"3 bis 5 Tage\", \"zweimal\") or the sign × (\"3 × 4 m\").",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        examples: [
            RuleExample("© 2020-2024 Example Inc.", role: .label, triggers: false, note: "a range of years, read right"),
            RuleExample("© 2020–2024 Beispiel GmbH", language: "de", role: .label, triggers: false, note: "a range of years"),
            RuleExample("3-5 days", role: .label, triggers: true),
            RuleExample("2x speed", role: .label, triggers: true),
            RuleExample("3x4 grid", role: .label, triggers: true),
            RuleExample("3 × 4 m", role: .label, triggers: false, note: "the sign × is read \"times\""),
            RuleExample("Twelfths (4×3)", role: .label, triggers: false, note: "a grid, read \"4 times 3\""),
            RuleExample("3 to 5 days", role: .label, triggers: false),
            RuleExample("Call 555-123-4567", role: .label, triggers: false, note: "a phone number"),
            RuleExample("Released 2026-05-04", role: .label, triggers: false, note: "an ISO date"),
            RuleExample("COVID-19 info", role: .label, triggers: false, note: "an identifier"),
            RuleExample("Runs x86 code", role: .label, triggers: false, note: "an architecture"),
            RuleExample("3–5 Tage", language: "de", role: .label, triggers: true),
            RuleExample("2x", language: "de", role: .label, triggers: true),
            RuleExample("3 bis 5 Tage", language: "de", role: .label, triggers: false),
            RuleExample("zweimal", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.range, .multiplier) else { return [] }
        return input.tokens.compactMap { token in
            guard token.kind == .range || token.kind == .multiplier else { return nil }
            let written = String(token.text)
            switch token.kind {
            case .range where !isYearRange(token):
                let spoken = input.spoken(token.range)
                let word = input.isGerman ? "bis" : "to"
                let message = "\(input.subject): the range \(SpeechInput.quote(written)) may be read with \"minus\" "
                    + "(\(SpeechInput.quote(spoken))). Write \"\(word)\" between the numbers."
                return input.finding(description, token.range, message, spoken: spoken)
            case .multiplier where !["x86", "x64", "X86", "X64"].contains(written) && !written.contains("×"):
                let spoken = input.spoken(token.range)
                let words = input.isGerman ? "\"mal\" or \"-fach\"" : "\"times\" or \"by\""
                let message = "\(input.subject): \(SpeechInput.quote(written)) may be read as the letter x. Write \(words)."
                return input.finding(description, token.range, message, spoken: spoken)
            default:
                return nil
            }
        }
    }

    /// "2020-2024", "1999–2001": two years, which voices read as a span.
    private static func isYearRange(_ token: SpeechToken) -> Bool {
        token.amounts.count == 2 && token.amounts.allSatisfy { amount in
            amount.fractionDigits == nil && amount.integerDigits.count == 4 && (1000...2999).contains(Int(amount.integerDigits) ?? 0)
        }
    }
}
