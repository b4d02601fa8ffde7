import CatalogKitLite

/// `signed-number-hyphen`: a hyphen-minus before an amount of money ("-$115.00"), whose sign voices
/// have dropped or read as a pause. Off by default (retired from the defaults, id kept): judged from
/// outside, none of its findings was heard wrong; a signed reading ("-90 dBm", "-5 °C") is read
/// "minus 90", so only a sign before a currency is judged.
enum SignedNumberHyphenRule {
    static let description = RuleDescription(
        id: "signed-number-hyphen",
        summary: "A hyphen-minus before an amount of money (\"-$115.00\"); off by default.",
        rationale: """
            Some voices lost the sign of a negative amount: "-$115.00" was read as "minus fifteen", and a hyphen \
            before "$246.31" as a pause (woocommerce/woocommerce-ios#1890). A signed reading ("-90 dBm", \
            "-5 °C") is read "minus 90" by VoiceOver, and an outside judge heard none of the rule's findings \
            wrong (0 of 6 with numeric-shorthand), so it judges only a sign before a currency and is off by \
            default.
            """,
        fix: "Write the word or the minus sign: \"minus $115.00\", \"−$115.00\", \"refund of $115.00\".",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        roles: [.label, .value],
        examples: [
            RuleExample("-$115.00", role: .label, triggers: true),
            RuleExample("Balance: -$115.00", role: .value, triggers: true),
            RuleExample("-90 dBm", role: .value, triggers: false, note: "a signed reading, read \"minus 90\""),
            RuleExample("-5 °C", role: .value, triggers: false, note: "a signed reading"),
            RuleExample("−$115.00", role: .value, triggers: false, note: "U+2212 minus sign"),
            RuleExample("3-5 days", role: .label, triggers: false, note: "a range"),
            RuleExample("-115,00 €", language: "de", role: .label, triggers: true),
            RuleExample("-5 °C", language: "de", role: .value, triggers: false, note: "a signed reading"),
            RuleExample("Erstattung 115,00 €", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.money) else { return [] }
        let tokens = input.tokens
        var findings: [SpeechFinding] = []
        for (index, token) in tokens.enumerated() where token.isText("-") && index + 1 < tokens.count {
            let next = tokens[index + 1]
            guard next.kind == .money else { continue }
            if index > 0 {
                let previous = tokens[index - 1]
                guard previous.kind == .space || ["(", "[", "/", ":"].contains(previous.text) else { continue }
                // "5 - 3": a spaced operator, not a sign.
                if previous.kind == .space, index >= 2, tokens[index - 2].isNumeric { continue }
            }
            let range = token.range.lowerBound..<next.range.upperBound
            let written = String(input.text[range])
            let suggestion = "minus " + written.dropFirst()
            let message = "\(input.subject): voices drop the hyphen-minus of \(SpeechInput.quote(written)) or read it as a "
                + "pause, so the listener hears a positive amount. Write \(SpeechInput.quote(suggestion)) or use the minus sign "
                + "U+2212."
            findings.append(input.finding(description, range, message, suggestion: suggestion))
        }
        return findings
    }
}
