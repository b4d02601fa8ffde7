import CatalogKitLite

/// The text as a synthesiser would likely normalise it: numbers, money, percentages, versions and
/// times as words in the string's language; everything else as written.
///
/// It is a preview, not a prediction of one voice: voices differ (see `speech-rules.md` §2.3), so
/// symbols, dates and abbreviations stay as written and the rules say what may go wrong with them.
enum SpokenPreview {
    /// The preview of a run of tokens.
    static func render<Tokens: Sequence<SpeechToken>>(_ tokens: Tokens, lexicon: Lexicon) -> String {
        var result = ""
        for token in tokens { result += speak(token, lexicon: lexicon) }
        return result
    }

    /// How one token will likely be spoken.
    static func speak(_ token: SpeechToken, lexicon: Lexicon) -> String {
        guard let words = lexicon.numberWords else { return String(token.text) }
        switch token.kind {
        case .number:
            guard let amount = token.amounts.first else { return String(token.text) }
            return number(amount, words)
        case .percent:
            guard let amount = token.amounts.first else { return String(token.text) }
            return number(amount, words) + " " + words.percent
        case .money:
            return money(token, lexicon: lexicon, words: words)
        case .version:
            let parts = token.text.split(whereSeparator: { !CharacterClass.isDigit($0) }).map { NumberSpeller.spell(String($0), words) }
            return (token.text.first.map { "vV".contains($0) } == true ? "v " : "") + parts.joined(separator: " \(words.versionDot) ")
        case .time:
            return time(token.text, words)
        case .digitGroup:
            return NumberSpeller.spellDigits(token.amounts.first?.integerDigits ?? "", words)
        case .range, .multiplier:
            return spellDigitRuns(token.text, words)
        default:
            return String(token.text)
        }
    }

    static func number(_ amount: SpokenAmount, _ words: NumberWords) -> String {
        if amount.isPlaceholder { return amount.written }
        let whole = NumberSpeller.spell(amount.integerDigits, words)
        guard let fraction = amount.fractionDigits else { return whole }
        return whole + " " + NumberSpeller.spellFraction(fraction, words)
    }

    /// "$14.99" → "fourteen dollars ninety-nine"; "14,99 €" → "vierzehn Euro neunundneunzig".
    static func money(_ token: SpeechToken, lexicon: Lexicon, words: NumberWords) -> String {
        guard let amount = token.amounts.first else { return String(token.text) }
        let written = token.currency ?? ""
        let name = lexicon.currencies[written] ?? lexicon.currencyWords[written.lowercased()]
            ?? Lexicon.english.currencies[written].map { _ in CurrencyName(written, written) } ?? CurrencyName(written, written)
        if amount.isPlaceholder { return amount.written + " " + name.plural }
        let cents = amount.fractionDigits.flatMap { Int($0) } ?? 0
        let isOne = amount.integerDigits == "1" && cents == 0
        var spoken = NumberSpeller.spell(amount.integerDigits, words, beforeNoun: true) + " " + (isOne ? name.singular : name.plural)
        if cents > 0, let fraction = amount.fractionDigits, fraction.count == 2 {
            spoken += " " + NumberSpeller.spell(String(cents), words)
        } else if cents > 0, let fraction = amount.fractionDigits {
            spoken += " " + NumberSpeller.spellFraction(fraction, words)
        }
        return spoken
    }

    /// "13:30" → "thirteen thirty" or "dreizehn Uhr dreißig"; "01:05" → "one oh five".
    static func time(_ text: Substring, _ words: NumberWords) -> String {
        let parts = text.split(separator: ":").compactMap { Int($0) }
        guard parts.count >= 2 else { return String(text) }
        let hours = NumberSpeller.spell(String(parts[0]), words, beforeNoun: true)
        switch words.grammar {
        case .german:
            return hours + " Uhr" + (parts[1] > 0 ? " " + NumberSpeller.spell(String(parts[1]), words) : "")
        case .english:
            if parts[1] == 0 { return hours + " o'clock" }
            return hours + " " + (parts[1] < 10 ? "oh " : "") + NumberSpeller.spell(String(parts[1]), words)
        }
    }

    /// Spells every run of digits in a text and keeps the rest: "3-5" → "three-five".
    static func spellDigitRuns(_ text: Substring, _ words: NumberWords) -> String {
        var result = ""
        var digits = ""
        for character in text {
            if CharacterClass.isDigit(character) {
                digits.append(character)
                continue
            }
            if !digits.isEmpty {
                result += NumberSpeller.spell(digits, words)
                digits = ""
            }
            result.append(character)
        }
        if !digits.isEmpty { result += NumberSpeller.spell(digits, words) }
        return result
    }
}
