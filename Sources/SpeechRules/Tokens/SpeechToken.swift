/// A piece of text a synthesiser treats as one unit: a word, a number, an amount of money, a date, a
/// symbol, an emoji, a placeholder.
///
/// Tokens cover the text completely and in order, so their texts joined give the text back.
public struct SpeechToken: Sendable, Hashable {
    /// What the token is.
    public enum Kind: Sendable, Hashable {
        /// A run of letters, possibly with digits and inner hyphens or apostrophes: "Play", "Wi-Fi".
        case word
        /// A number in English or German notation: "42", "1,234.50", "1.234,50", "3.5".
        case number
        /// A number with a percent sign: "50%", "50 %".
        case percent
        /// An amount of money with a currency symbol, code or word before or after it.
        case money
        /// A dotted version: "3.2.0", "v1.4.2".
        case version
        /// An IPv4 address, which is neither a version nor a date.
        case ipAddress
        /// A numeric date: "3/4", "04.05.", "04.05.2026", "2026-05-04".
        case date
        /// A clock time: "13:30", "01:05".
        case time
        /// A numeric range: "3-5", "3–5", "$5-$10".
        case range
        /// A multiplier or dimension: "2x", "x2", "3 × 4".
        case multiplier
        /// A phone number: "+49 30 1234567", "555-123-4567"; read digit by digit on purpose.
        case phoneNumber
        /// Digits grouped with spaces: "91 014", "1 234".
        case digitGroup
        /// Digits with separators that fit no other kind: "1/2/3/4".
        case numeral
        /// An abbreviation from the language's lexicon: "z. B.", "St.", "min" after a number.
        case abbreviation
        /// A URL: "https://example.com/a", "www.example.com", "example.com".
        case url
        /// An e-mail address.
        case email
        /// A handle: "@jane", "@jane@mastodon.social".
        case handle
        /// A hashtag: "#BlackFriday".
        case hashtag
        /// Something shaped like code: "icon_star", "chevron.right", "photo.png".
        case identifier
        /// A format placeholder masked out of the text: `%lld`, `%1$@`, `%#@count@`, `%arg`.
        case placeholder(isNumeric: Bool)
        /// An emoji, as one grapheme cluster (flags, skin tones and ZWJ sequences included).
        case emoji
        /// Sentence punctuation, quotes, brackets and dashes.
        case punctuation
        /// Any other symbol: "·", "|", "★", "/", "#", "&", "°".
        case symbol
        /// White space.
        case space
    }

    /// What the token is.
    public var kind: Kind
    /// The token's range in the text.
    public var range: Range<String.Index>
    /// The token's text.
    public var text: Substring
    /// For numbers, money, percentages and ranges: the amounts in it (one, or two for a range).
    public var amounts: [SpokenAmount] {
        get { measure?.amounts ?? [] }
        set { measure = Measure.make(amounts: newValue, currency: currency) }
    }
    /// For money: the currency symbol, code or word as written.
    public var currency: String? {
        get { measure?.currency }
        set { measure = Measure.make(amounts: amounts, currency: newValue) }
    }
    /// The amounts and currency, in one box that words, spaces and punctuation do without: rules copy
    /// tokens as they walk them, and a token then retains its text's storage alone, not two more.
    private var measure: Measure?

    /// Creates a token.
    public init(kind: Kind, range: Range<String.Index>, text: Substring, amounts: [SpokenAmount] = [], currency: String? = nil) {
        self.kind = kind
        self.range = range
        self.text = text
        self.measure = Measure.make(amounts: amounts, currency: currency)
    }

    /// A token's amounts and currency; never made for a token without either, so that tokens equal
    /// in what they say compare and hash equal.
    private final class Measure: Sendable, Hashable {
        let amounts: [SpokenAmount]
        let currency: String?

        private init(amounts: [SpokenAmount], currency: String?) {
            self.amounts = amounts
            self.currency = currency
        }

        static func make(amounts: [SpokenAmount], currency: String?) -> Measure? {
            amounts.isEmpty && currency == nil ? nil : Measure(amounts: amounts, currency: currency)
        }

        static func == (lhs: Measure, rhs: Measure) -> Bool {
            lhs.amounts == rhs.amounts && lhs.currency == rhs.currency
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(amounts)
            hasher.combine(currency)
        }
    }

    /// Whether the token carries a number a listener must hear: numbers, money, percentages, dates,
    /// times, ranges, multipliers, digit groups and numeric placeholders. `%@` does not count.
    public var isNumeric: Bool {
        switch kind {
        case .number, .percent, .money, .version, .ipAddress, .date, .time, .range, .multiplier, .phoneNumber,
            .digitGroup, .numeral:
            return true
        case .placeholder(let isNumeric): return isNumeric
        default: return false
        }
    }

    /// Whether the token is white space or punctuation, which carries no content of its own.
    public var isFiller: Bool { kind == .space || kind == .punctuation }

    /// Whether the token is a word.
    public var isWord: Bool { kind == .word }

    /// Whether the token is a placeholder of any kind.
    public var isPlaceholder: Bool {
        if case .placeholder = kind { return true }
        return false
    }
}

/// A number as written, split so the preview can speak it: integer digits and fraction digits.
///
/// `isPlaceholder` marks a numeric placeholder standing in for the number (`%lld` in "$%lld").
public struct SpokenAmount: Sendable, Hashable {
    /// The integer digits without grouping, e.g. "1234"; empty for a placeholder.
    public var integerDigits: String
    /// The fraction digits, e.g. "50", or `nil` for a whole number.
    public var fractionDigits: String?
    /// Whether a placeholder stands for the amount.
    public var isPlaceholder: Bool
    /// The amount as written.
    public var written: String

    /// Creates an amount.
    public init(integerDigits: String, fractionDigits: String?, isPlaceholder: Bool = false, written: String) {
        self.integerDigits = integerDigits
        self.fractionDigits = fractionDigits
        self.isPlaceholder = isPlaceholder
        self.written = written
    }
}

extension SpeechToken {
    /// Whether the text is exactly one ASCII punctuation mark, told from its bytes without comparing
    /// Strings. For marks such as `.`, `,`, `:`, `!`, `?`, `-`, `(` it is the same as `text == "."`:
    /// no other character is canonically equal to them (unlike `;`, equal to U+037E).
    func isText(_ mark: Unicode.Scalar) -> Bool {
        var bytes = text.utf8.makeIterator()
        return bytes.next() == UInt8(truncatingIfNeeded: mark.value) && mark.isASCII && bytes.next() == nil
    }

    /// Whether the text ends a sentence: `.`, `!` or `?`.
    var isSentenceEnd: Bool { isText(".") || isText("!") || isText("?") }
}

extension SpeechToken.Kind {
    /// One bit per kind (placeholders of either sort share one), so that a set of kinds is one mask.
    var bit: UInt32 {
        switch self {
        case .word: 1 << 0
        case .number: 1 << 1
        case .percent: 1 << 2
        case .money: 1 << 3
        case .version: 1 << 4
        case .ipAddress: 1 << 5
        case .date: 1 << 6
        case .time: 1 << 7
        case .range: 1 << 8
        case .multiplier: 1 << 9
        case .phoneNumber: 1 << 10
        case .digitGroup: 1 << 11
        case .numeral: 1 << 12
        case .abbreviation: 1 << 13
        case .url: 1 << 14
        case .email: 1 << 15
        case .handle: 1 << 16
        case .hashtag: 1 << 17
        case .identifier: 1 << 18
        case .placeholder: 1 << 19
        case .emoji: 1 << 20
        case .punctuation: 1 << 21
        case .symbol: 1 << 22
        case .space: 1 << 23
        }
    }
}
