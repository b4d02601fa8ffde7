/// Which ASCII words may name a currency of a lexicon, told from their length and first letter, so
/// that most words skip the dictionary look-ups of `TokenCombiner.currency(_:)`.
///
/// A word names a currency when it equals a currency key, or when its lower-cased form equals a
/// currency word: either way it has the key's length in bytes and the key's first letter (ASCII
/// text equals no other text, except through the three characters canonically equal to ASCII ones,
/// which make the filter stand aside).
struct CurrencyWordFilter: Sendable {
    /// For each lower-cased ASCII first byte, bit n is set when a key of n bytes starts with it.
    private var lengths = [UInt64](repeating: 0, count: 128)
    /// Whether the filter may answer: not when a key is 64 bytes or longer, or holds the Kelvin
    /// sign, the Greek question mark or the Greek varia.
    private var isUsable = true

    /// The filter for the currencies and currency words of a lexicon (and the English codes, which
    /// every language recognises).
    init(_ lexicon: Lexicon) {
        for key in lexicon.currencies.keys { add(key) }
        for key in Lexicon.english.currencies.keys { add(key) }
        for key in lexicon.currencyWords.keys { add(key) }
    }

    private mutating func add(_ key: String) {
        if key.unicodeScalars.contains(where: { $0 == "\u{212A}" || $0 == "\u{037E}" || $0 == "\u{1FEF}" }) {
            isUsable = false
            return
        }
        let utf8 = key.utf8
        // A key that starts with a non-ASCII character equals no ASCII word.
        guard let first = utf8.first, first < 0x80 else { return }
        guard utf8.count < 64 else {
            isUsable = false
            return
        }
        lengths[Int(Self.lowered(first))] |= 1 << UInt64(utf8.count)
    }

    /// Whether a word certainly names no currency; `false` when in doubt (non-ASCII words).
    func excludes(_ word: Substring) -> Bool {
        guard isUsable else { return false }
        let utf8 = word.utf8
        guard let first = utf8.first, utf8.count < 64, utf8.allSatisfy({ $0 < 0x80 }) else { return false }
        return lengths[Int(Self.lowered(first))] & (1 << UInt64(utf8.count)) == 0
    }

    private static func lowered(_ byte: UInt8) -> UInt8 { byte &- 0x41 < 26 ? byte | 0x20 : byte }

    private static let english = CurrencyWordFilter(.english)
    private static let german = CurrencyWordFilter(.german)
    private static let none = CurrencyWordFilter(.empty(""))

    /// The filter of a lexicon, made once for the built-in ones and for languages without a lexicon.
    static func of(_ lexicon: Lexicon) -> CurrencyWordFilter {
        if lexicon.currencies.isEmpty && lexicon.currencyWords.isEmpty { return none }
        if lexicon.currencies == Lexicon.english.currencies && lexicon.currencyWords == Lexicon.english.currencyWords { return english }
        if lexicon.currencies == Lexicon.german.currencies && lexicon.currencyWords == Lexicon.german.currencyWords { return german }
        return CurrencyWordFilter(lexicon)
    }
}
