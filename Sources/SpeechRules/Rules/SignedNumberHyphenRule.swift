import CatalogKitLite

/// `signed-number-hyphen`: a hyphen-minus before a number or an amount ("-5 °C", "-$115.00"), which
/// voices drop or read as a pause.
enum SignedNumberHyphenRule {
    static let description = RuleDescription(
        id: "signed-number-hyphen",
        summary: "A hyphen-minus before a number or an amount of money.",
        rationale: """
            Negative numbers lose their sign: "-$115.00" was read as "minus fifteen", "-5" as "five", and a \
            hyphen before "$246.31" as a pause (woocommerce/woocommerce-ios#1890, fmidev/weather-app#826). \
            The minus sign U+2212 or the word is read reliably.
            """,
        fix: "Write the word or the minus sign: \"minus 5 °C\", \"−5 °C\", \"refund of $115.00\".",
        defaultSeverity: .warning,
        roles: [.label, .value],
        examples: [
            RuleExample("-5 °C", role: .value, triggers: true),
            RuleExample("-$115.00", role: .label, triggers: true),
            RuleExample("minus 5 °C", role: .value, triggers: false),
            RuleExample("−5 °C", role: .value, triggers: false, note: "U+2212 minus sign"),
            RuleExample("3-5 days", role: .label, triggers: false, note: "a range"),
            RuleExample("-5 °C", language: "de", role: .value, triggers: true),
            RuleExample("-115,00 €", language: "de", role: .label, triggers: true),
            RuleExample("Erstattung 115,00 €", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.number, .money, .percent, .placeholder(isNumeric: true), .range) else { return [] }
        let tokens = input.tokens
        var findings: [SpeechFinding] = []
        for (index, token) in tokens.enumerated() where token.isText("-") && index + 1 < tokens.count {
            let next = tokens[index + 1]
            guard [.number, .money, .percent, .placeholder(isNumeric: true)].contains(next.kind) || next.kind == .range else { continue }
            if index > 0 {
                let previous = tokens[index - 1]
                guard previous.kind == .space || ["(", "[", "/", ":"].contains(previous.text) else { continue }
                // "5 - 3": a spaced operator, not a sign.
                if previous.kind == .space, index >= 2, tokens[index - 2].isNumeric { continue }
            }
            let range = token.range.lowerBound..<next.range.upperBound
            let written = String(input.text[range])
            let minus = input.isGerman ? "minus " : "minus "
            let suggestion = minus + written.dropFirst()
            let message = "\(input.subject): voices drop the hyphen-minus of \(SpeechInput.quote(written)) or read it as a "
                + "pause, so the listener hears a positive amount. Write \(SpeechInput.quote(suggestion)) or use the minus sign "
                + "U+2212."
            findings.append(input.finding(description, range, message, suggestion: suggestion))
        }
        return findings
    }
}
