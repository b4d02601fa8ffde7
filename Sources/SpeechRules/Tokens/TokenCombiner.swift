import CatalogKitLite

/// The tokenizer's second pass: joins raw tokens into what a synthesiser normalises as one unit:
/// money, percentages, abbreviations, dates with a trailing dot, ISO dates, `v`-versions; then
/// ranges, multipliers, phone numbers and space-grouped digits.
///
/// Every pattern looks ahead a bounded number of tokens, so the pass stays linear.
struct TokenCombiner {
    let chars: TokenizerText
    /// What the combiner reads of the lexicon, copied alone: a whole lexicon is many values to
    /// retain and release for every string.
    let language: String
    let currencies: [String: CurrencyName]
    let currencyWords: [String: CurrencyName]
    let abbreviations: [Abbreviation]
    /// Abbreviation forms by their first character, as characters.
    private let abbreviationsByFirst: AbbreviationIndex
    /// Rules out most words as currencies before the dictionaries are asked.
    private let currencyFilter: CurrencyWordFilter

    /// Abbreviation forms by their first character, longest first.
    struct AbbreviationIndex {
        typealias Candidates = [(form: [Character], abbreviation: Abbreviation)]
        var byCharacter: [Character: Candidates] = [:]
        /// The same for the first characters of one ASCII scalar, by byte, so that no `Character`
        /// is hashed for every word.
        var byASCII = [Candidates?](repeating: nil, count: 128)

        /// The forms that start with the character at a position.
        func candidates(at position: Int, in chars: TokenizerText) -> Candidates? {
            let code = chars.codes[position]
            return code < TokenizerText.nonASCII ? byASCII[Int(code)] : byCharacter[chars[position]]
        }
    }

    init(_ chars: TokenizerText, lexicon: Lexicon) {
        self.chars = chars
        self.language = lexicon.language
        self.currencies = lexicon.currencies
        self.currencyWords = lexicon.currencyWords
        self.abbreviations = lexicon.abbreviations
        self.abbreviationsByFirst = Self.abbreviationIndex(lexicon)
        self.currencyFilter = CurrencyWordFilter.of(lexicon)
    }

    /// The index of the built-in lexicons, made once: the combiner is made for every string.
    private static let englishAbbreviations = makeAbbreviationIndex(Lexicon.english.abbreviations)
    private static let germanAbbreviations = makeAbbreviationIndex(Lexicon.german.abbreviations)

    private static func abbreviationIndex(_ lexicon: Lexicon) -> AbbreviationIndex {
        if lexicon.abbreviations.isEmpty { return AbbreviationIndex() }
        if lexicon.abbreviations == Lexicon.english.abbreviations { return englishAbbreviations }
        if lexicon.abbreviations == Lexicon.german.abbreviations { return germanAbbreviations }
        return makeAbbreviationIndex(lexicon.abbreviations)
    }

    private static func makeAbbreviationIndex(_ abbreviations: [Abbreviation]) -> AbbreviationIndex {
        var byCharacter: [Character: AbbreviationIndex.Candidates] = [:]
        for abbreviation in abbreviations where !abbreviation.context.isUnit {
            let form = Array(abbreviation.form)
            guard let first = form.first else { continue }
            byCharacter[first, default: []].append((form, abbreviation))
            let capital = Character(first.uppercased())
            if capital != first {
                byCharacter[capital, default: []].append(([capital] + form.dropFirst(), abbreviation))
            }
        }
        // Longest forms first, so "z. B." wins over a shorter form with the same start.
        var index = AbbreviationIndex()
        index.byCharacter = byCharacter.mapValues { $0.sorted { $0.form.count > $1.form.count } }
        for byte in 0..<128 { index.byASCII[byte] = index.byCharacter[Character(Unicode.Scalar(UInt8(byte)))] }
        return index
    }

    func run(_ raw: [RawToken]) -> [RawToken] {
        // Every pattern but the abbreviations starts at or needs a numeral or a placeholder (money,
        // percentages, dates, versions, ranges, multipliers, phone numbers, digit groups, units after
        // a number), so text without one, most text, is only searched for abbreviations.
        if !raw.contains(where: { $0.kind.isNumeralOrPlaceholder }) { return joinUnits(raw, abbreviationsOnly: true) }
        return joinRanges(joinUnits(raw, abbreviationsOnly: false))
    }

    // MARK: - Helpers

    func text(_ token: RawToken) -> String { String(chars.text(token.start, token.end)) }

    /// The index after one optional narrow space at `index`.
    func skipSpace(_ tokens: [RawToken], _ index: Int) -> Int {
        guard index < tokens.count, tokens[index].kind == .space, tokens[index].end - tokens[index].start == 1,
            chars.is(tokens[index].start, .narrowSpace) else { return index }
        return index + 1
    }

    func isAmountLike(_ token: RawToken) -> Bool {
        token.kind == .number || token.kind == .placeholder(isNumeric: true)
    }

    func amount(of token: RawToken) -> SpokenAmount {
        token.amounts.first ?? SpokenAmount(integerDigits: "", fractionDigits: nil, isPlaceholder: true, written: text(token))
    }

    func isSymbol(_ token: RawToken, _ character: Character) -> Bool {
        (token.kind == .symbol || token.kind == .punctuation) && token.end - token.start == 1 && chars.isCharacter(token.start, character)
    }

    /// The currency a token names: a currency symbol, a code, or a currency word.
    func currency(_ token: RawToken) -> String? {
        // Symbols are one character (or `%%`, which is no currency), so the first character decides.
        if token.kind == .symbol { return chars.is(token.start, .currencySymbol) ? text(token) : nil }
        guard token.kind == .word, !currencyFilter.excludes(chars.text(token.start, token.end)) else { return nil }
        let written = text(token)
        if currencies[written] != nil { return written }
        if written.count == 3 && written.allSatisfy(CharacterClass.isUppercase) && Lexicon.english.currencies[written] != nil { return written }
        if currencyWords[written.lowercased()] != nil { return written }
        return nil
    }

    // MARK: - Units: money, percentages, abbreviations, dates

    func joinUnits(_ raw: [RawToken], abbreviationsOnly: Bool) -> [RawToken] {
        var result: [RawToken] = []
        result.reserveCapacity(raw.count)
        var index = 0
        while index < raw.count {
            if let (token, next) = abbreviationsOnly
                ? (raw[index].kind == .word ? abbreviation(raw, at: index) : nil) : unit(raw, at: index) {
                result.append(token)
                index = next
            } else {
                result.append(raw[index])
                index += 1
            }
        }
        return result
    }

    private func unit(_ raw: [RawToken], at index: Int) -> (RawToken, Int)? {
        let token = raw[index]
        // Currency first: "$14.99", "€ 14,99", "EUR 5", "$%@".
        if let currency = currency(token), currency.count <= 3 || token.kind == .symbol {
            let after = skipSpace(raw, index + 1)
            if after < raw.count, isAmountLike(raw[after]) || (token.kind == .symbol && raw[after].kind == .placeholder(isNumeric: false)) {
                var money = RawToken(kind: .money, start: token.start, end: raw[after].end)
                money.amounts = [amount(of: raw[after])]
                money.currency = currency
                return (money, after + 1)
            }
        }
        if token.kind == .word, let match = abbreviation(raw, at: index) { return match }
        if token.kind == .word, token.end - token.start == 1, chars.isCharacter(token.start, "v") || chars.isCharacter(token.start, "V"),
            index + 1 < raw.count,
            raw[index + 1].kind == .version || (raw[index + 1].kind == .number && raw[index + 1].amounts.first?.fractionDigits != nil) {
            return (RawToken(kind: .version, start: token.start, end: raw[index + 1].end), index + 2)
        }
        // German "04.05.": a day and month with the ordinal dot, no year.
        // The classifier makes "04.05" a dotted number (`.version`): a German dot is no decimal point.
        if Lexicon.baseLanguage(language) == "de", token.kind == .version, index + 1 < raw.count,
            isSymbol(raw[index + 1], "."), case let parts = text(token).split(separator: "."), parts.count == 2,
            let day = parts.first, let month = parts.last, day.count <= 2, month.count <= 2,
            NumeralClassifier.isDayMonth(Int(day) ?? 0, Int(month) ?? 0),
            (1...12).contains(Int(month) ?? 0),
            index + 2 >= raw.count || !(raw[index + 2].kind == .number) {
            return (RawToken(kind: .date, start: token.start, end: raw[index + 1].end), index + 2)
        }
        guard isAmountLike(token) else { return nil }
        let after = skipSpace(raw, index + 1)
        if after < raw.count {
            let next = raw[after]
            // Currency after: "14,99 €", "5 EUR", "5 Euro".
            if let currency = currency(next) {
                var money = RawToken(kind: .money, start: token.start, end: next.end)
                money.amounts = [amount(of: token)]
                money.currency = currency
                return (money, after + 1)
            }
            if next.kind == .symbol, text(next) == "%" || text(next) == "%%" {
                var percent = RawToken(kind: .percent, start: token.start, end: next.end)
                percent.amounts = [amount(of: token)]
                return (percent, after + 1)
            }
        }
        // ISO dates: "2026-05-04".
        if token.isPlainDigits, token.end - token.start == 4, index + 4 < raw.count, isSymbol(raw[index + 1], "-"),
            raw[index + 2].isPlainDigits, raw[index + 2].end - raw[index + 2].start == 2, isSymbol(raw[index + 3], "-"),
            raw[index + 4].isPlainDigits, raw[index + 4].end - raw[index + 4].start == 2 {
            return (RawToken(kind: .date, start: token.start, end: raw[index + 4].end), index + 5)
        }
        return nil
    }

    /// An abbreviation of the lexicon starting at the word at `index`.
    private func abbreviation(_ raw: [RawToken], at index: Int) -> (RawToken, Int)? {
        let start = raw[index].start
        guard let candidates = abbreviationsByFirst.candidates(at: start, in: chars) else { return nil }
        for (form, abbreviation) in candidates {
            let end = start + form.count
            guard end <= chars.count, form.indices.allSatisfy({ chars.isCharacter(start + $0, form[$0]) }) else { continue }
            if end < chars.count && chars.is(end, .wordCharacter) { continue }
            // The match must end where a token ends.
            var next = index
            while next < raw.count && raw[next].end < end { next += 1 }
            guard next < raw.count, raw[next].end == end else { continue }
            if abbreviation.context == .beforeNumber {
                let after = skipSpace(raw, next + 1)
                guard after < raw.count, isAmountLike(raw[after]) || raw[after].kind == .placeholder(isNumeric: false) else { continue }
            }
            return (RawToken(kind: .abbreviation, start: start, end: end), next + 1)
        }
        return nil
    }
}

extension SpeechToken.Kind {
    /// Whether the raw token is a numeral of the lexer (`NumeralClassifier`'s kinds) or a placeholder.
    var isNumeralOrPlaceholder: Bool {
        switch self {
        case .number, .numeral, .time, .date, .version, .ipAddress, .placeholder: true
        default: false
        }
    }
}
