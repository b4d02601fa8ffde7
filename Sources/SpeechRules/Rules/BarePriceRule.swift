import CatalogKitLite

/// `bare-price`: a label, value or announcement that is only an amount of money, perhaps with a
/// period ("$14.99/mo", "14,99 €", "€ 14,99 pro Monat"). A listener hears a number of dollars or
/// euros and nothing about what costs that.
enum BarePriceRule {
    static let description = RuleDescription(
        id: "bare-price",
        summary: "A price with nothing around it: the listener hears an amount but not what costs that.",
        rationale: """
            VoiceOver reads "$14.99" as "fourteen dollars ninety-nine"; on its own, in a label or announcement, \
            the listener does not know what the price is for, and some voices misread currency signs \
            (nvaccess/nvda#953, Azure-Samples/cognitive-services-speech-sdk#1945). A value is fine when its \
            paired label names the item.
            """,
        fix: "Name the item with the price: \"Pro plan, $14.99 per month\", \"Leihen, 14,99 €\".",
        defaultSeverity: .warning,
        roles: [.label, .value, .announcement],
        examples: [
            RuleExample("$14.99", role: .label, triggers: true),
            RuleExample("$14.99/mo", role: .label, triggers: true, note: "a period is not an item"),
            RuleExample("From $4.99", role: .announcement, triggers: true),
            RuleExample("Pro plan, $14.99 per month", role: .label, triggers: false),
            RuleExample("$14.99", role: .value, companions: [.label: "Pro plan"], triggers: false,
                        note: "the paired label names the item"),
            RuleExample("%@", role: .label, triggers: false, note: "an unknown placeholder is not a price"),
            RuleExample("¥250/month", role: .label, presentation: TextPresentation(isPartOfLabel: true), triggers: false,
                        note: "one text of a button's label beside \"Yearly\" (Nikki's plan card, 60th study)"),
            RuleExample("14,99 €", language: "de", role: .label, triggers: true),
            RuleExample("€ 14,99 pro Monat", language: "de", role: .label, triggers: true),
            RuleExample("Pro-Abo, 14,99 € pro Monat", language: "de", role: .label, triggers: false),
            RuleExample("14,99 €", language: "de", role: .value, companions: [.label: "Leihen"], triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        // One text of a control's label beside others (a plan card's "Yearly", "¥3,000", "¥250/month"):
        // VoiceOver reads them as one label, which names what costs that.
        guard input.hasToken(.money, .range), !input.string.presentation.isPartOfLabel else { return [] }
        guard let prices = barePrices(input.tokens, lexicon: input.lexicon), let first = prices.first,
            let last = prices.last else { return [] }
        if input.role == .value, let label = input.companionTokens(.label), namesSomething(label, lexicon: input.lexicon) {
            return []
        }
        let range = first.range.lowerBound..<last.range.upperBound
        let spoken = input.spoken(input.trimmedRange)
        let suggestion = "\(input.lexicon.exampleItem), \(input.trimmedText)"
        let place = input.role == .value ? "Name the item in the paired label or in the value" : "Name the item"
        let message = "\(input.subject) is a bare price: VoiceOver says \(SpeechInput.quote(spoken)) with no hint of "
            + "what costs that. \(place): \(SpeechInput.quote(suggestion))."
        return [input.finding(description, range, message, suggestion: suggestion, spoken: spoken)]
    }

    /// The money tokens of a string that says nothing but a price, or `nil`.
    static func barePrices(_ tokens: [SpeechToken], lexicon: Lexicon) -> [SpeechToken]? {
        var prices: [SpeechToken] = []
        for token in tokens {
            switch token.kind {
            case .space, .punctuation:
                continue
            case .money:
                prices.append(token)
            case .range where token.text.contains(where: \.isCurrencySymbol):
                prices.append(token)
            case .word, .abbreviation:
                guard isFiller(token, lexicon: lexicon) else { return nil }
            case .symbol where "/+*~".contains(token.text):
                continue
            default:
                return nil
            }
        }
        return prices.isEmpty ? nil : prices
    }

    /// Whether a label names something beyond prices and filler; an unknown placeholder may be a name.
    static func namesSomething(_ tokens: [SpeechToken], lexicon: Lexicon) -> Bool {
        tokens.contains { token in
            switch token.kind {
            case .word, .abbreviation: !isFiller(token, lexicon: lexicon)
            case .placeholder(let isNumeric): !isNumeric
            case .identifier, .hashtag, .handle, .url: true
            default: false
            }
        }
    }

    private static func isFiller(_ token: SpeechToken, lexicon: Lexicon) -> Bool {
        let word = token.text.lowercased().trimmingCharacters(in: ["."])
        return lexicon.priceFillerWords.contains(word) || lexicon.currencyWords[word] != nil
    }
}

extension String {
    func trimmingCharacters(in set: Set<Character>) -> String {
        var result = Substring(self)
        while let first = result.first, set.contains(first) { result = result.dropFirst() }
        while let last = result.last, set.contains(last) { result = result.dropLast() }
        return String(result)
    }
}
