/// Spells numbers as words with a lexicon's number words: "fourteen", "neunundneunzig".
enum NumberSpeller {
    /// The largest number spelled as words; longer digit strings are read digit by digit.
    static let limit = 999_999_999_999

    /// Spells a string of digits. `beforeNoun` gives German "ein" instead of "eins" ("ein Euro").
    static func spell(_ digits: String, _ words: NumberWords, beforeNoun: Bool = false) -> String {
        guard !digits.isEmpty, digits.count <= 12, let value = Int(digits), value <= limit else {
            return spellDigits(digits, words)
        }
        switch words.grammar {
        case .english: return english(value, words)
        case .german: return german(value, words, final: !beforeNoun)
        }
    }

    /// Reads digits one by one: "nine one zero".
    static func spellDigits(_ digits: String, _ words: NumberWords) -> String {
        digits.compactMap { $0.wholeNumberValue }.map { words.units[$0] }.joined(separator: " ")
    }

    /// Spells the digits after a decimal separator one by one: "point nine nine".
    static func spellFraction(_ digits: String, _ words: NumberWords) -> String {
        words.decimalPoint + " " + spellDigits(digits, words)
    }

    private static func english(_ value: Int, _ words: NumberWords) -> String {
        if value < 20 { return words.units[value] }
        if value < 100 {
            let ones = value % 10
            return words.tens[value / 10] + (ones > 0 ? "-" + words.units[ones] : "")
        }
        if value < 1000 {
            let rest = value % 100
            return words.units[value / 100] + " " + words.hundred + (rest > 0 ? " " + english(rest, words) : "")
        }
        for (scale, name) in [(1_000_000_000, words.billion.0), (1_000_000, words.million.0), (1000, words.thousand)] where value >= scale {
            let rest = value % scale
            return english(value / scale, words) + " " + name + (rest > 0 ? " " + english(rest, words) : "")
        }
        return String(value)
    }

    /// German number words are written as one word below a million: "einhundertdreiundzwanzig".
    private static func german(_ value: Int, _ words: NumberWords, final: Bool) -> String {
        if value == 1 { return final ? words.units[1] : "ein" }
        if value < 20 { return words.units[value] }
        if value < 100 {
            let ones = value % 10
            guard ones > 0 else { return words.tens[value / 10] }
            return (ones == 1 ? "ein" : words.units[ones]) + "und" + words.tens[value / 10]
        }
        if value < 1000 {
            let rest = value % 100
            return german(value / 100, words, final: false) + words.hundred + (rest > 0 ? german(rest, words, final: final) : "")
        }
        if value < 1_000_000 {
            let rest = value % 1000
            return german(value / 1000, words, final: false) + words.thousand + (rest > 0 ? german(rest, words, final: final) : "")
        }
        for (scale, name) in [(1_000_000_000, words.billion), (1_000_000, words.million)] where value >= scale {
            let count = value / scale
            let rest = value % scale
            let head = count == 1 ? "eine " + name.0 : german(count, words, final: false) + " " + name.1
            return head + (rest > 0 ? " " + german(rest, words, final: final) : "")
        }
        return String(value)
    }
}
