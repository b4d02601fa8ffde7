import CatalogKitLite

/// The tokenizer's first pass: characters into words, numbers, symbols, placeholders and the like,
/// in one linear scan. Each branch only moves forward, so the pass is linear in the text.
struct RawLexer {
    let text: String
    let chars: [Character]
    /// The index in `text` of each character, and the end of the text.
    let starts: [String.Index]
    let language: String
    /// For each character: the masked placeholder (or `%%`) that starts there; empty when the text
    /// has none, so most texts pay nothing for the look-ups.
    private var placeholders: [PlaceholderSpan?] = []
    private(set) var tokens: [RawToken] = []

    /// A masked placeholder: where it ends, whether it is numeric, and whether it is `%%`, which
    /// reads as one percent sign.
    private struct PlaceholderSpan {
        var end: Int
        var isNumeric: Bool
        var isPercentSign = false
    }

    init(text: String, chars: [Character], starts: [String.Index], language: String) {
        self.text = text
        self.chars = chars
        self.starts = starts
        self.language = language
        self.placeholders = Self.placeholderSpans(text: text, starts: starts)
    }

    /// The placeholder starting at a character, if any.
    @inline(__always)
    private func placeholder(at index: Int) -> PlaceholderSpan? {
        placeholders.isEmpty ? nil : placeholders[index]
    }

    /// The masked placeholders as character spans: every format argument (`%lld`, `%1$@`, `%#@x@`, `%arg`).
    private static func placeholderSpans(text: String, starts: [String.Index]) -> [PlaceholderSpan?] {
        // Every specifier starts with a percent sign, so a text without that byte has none.
        guard text.utf8.contains(0x25) else { return [] }
        let count = starts.count - 1
        var result = [PlaceholderSpan?](repeating: nil, count: count)
        var cursor = 0
        for token in FormatTokenizer.tokenize(text) where token.kind.isArgument || token.kind == .escapedPercent {
            while cursor < count && starts[cursor] < token.range.lowerBound { cursor += 1 }
            let first = cursor
            while cursor < count && starts[cursor] < token.range.upperBound { cursor += 1 }
            guard first < cursor else { continue }
            let isNumeric: Bool
            switch token.kind {
            case .escapedPercent:
                // `%%` is one percent sign on screen; it is kept as one symbol, not masked.
                result[first] = PlaceholderSpan(end: cursor, isNumeric: false, isPercentSign: true)
                continue
            case .specifier(let specifier):
                isNumeric = specifier.typeClass == .integer || specifier.typeClass == .float
            case .argumentPlaceholder: isNumeric = true
            default: isNumeric = false
            }
            result[first] = PlaceholderSpan(end: cursor, isNumeric: isNumeric)
        }
        return result
    }

    mutating func run() -> [RawToken] {
        var index = 0
        while index < chars.count {
            index = scanToken(at: index)
        }
        return tokens
    }

    private mutating func emit(_ kind: SpeechToken.Kind, _ start: Int, _ end: Int) -> Int {
        tokens.append(RawToken(kind: kind, start: start, end: end))
        return end
    }

    private mutating func scanToken(at index: Int) -> Int {
        if let placeholder = placeholder(at: index) {
            if placeholder.isPercentSign { return emit(.symbol, index, placeholder.end) }
            return emit(.placeholder(isNumeric: placeholder.isNumeric), index, placeholder.end)
        }
        let character = chars[index]
        if CharacterClass.isWhitespace(character) {
            var end = index + 1
            while end < chars.count && CharacterClass.isWhitespace(chars[end]) && placeholder(at: end) == nil { end += 1 }
            return emit(.space, index, end)
        }
        if let end = urlEnd(at: index) { return emit(.url, index, end) }
        if CharacterClass.isDigit(character) { return scanNumeral(at: index) }
        if CharacterClass.isLetter(character) { return scanWord(at: index) }
        if character == "#", index + 1 < chars.count, CharacterClass.isLetter(chars[index + 1]) {
            return emit(.hashtag, index, scanRun(from: index + 1) { CharacterClass.isWordCharacter($0) || $0 == "_" })
        }
        if character == "@", index + 1 < chars.count, CharacterClass.isLetter(chars[index + 1]),
            index == 0 || !CharacterClass.isWordCharacter(chars[index - 1]) {
            return scanHandle(at: index)
        }
        if CharacterClass.isEmoji(character) { return emit(.emoji, index, index + 1) }
        return emit(CharacterClass.punctuation.contains(character) ? .punctuation : .symbol, index, index + 1)
    }

    private func scanRun(from start: Int, while predicate: (Character) -> Bool) -> Int {
        var end = start
        while end < chars.count && placeholder(at: end) == nil && predicate(chars[end]) { end += 1 }
        return end
    }

    // MARK: - URLs and handles

    /// Whether the characters at `index` lower-case to an ASCII `prefix`. Only ASCII letters
    /// lower-case to the letters of the schemes and `www.` (the Kelvin sign is the one other
    /// character that lower-cases to an ASCII letter, "k"), so comparing bytes is exact.
    private func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        var position = index
        for expected in prefix.utf8 {
            guard position < chars.count else { return false }
            let utf8 = chars[position].utf8
            guard utf8.count == 1, let byte = utf8.first, (byte &- 0x41 < 26 ? byte | 0x20 : byte) == expected else { return false }
            position += 1
        }
        return true
    }

    /// The end of a URL starting at `index` with a scheme or `www.`, or `nil`.
    private func urlEnd(at index: Int) -> Int? {
        guard chars[index] == "h" || chars[index] == "H" || chars[index] == "w" || chars[index] == "W" else { return nil }
        if index > 0 && CharacterClass.isWordCharacter(chars[index - 1]) { return nil }
        guard hasPrefix("https://", at: index) || hasPrefix("http://", at: index) || hasPrefix("www.", at: index) else { return nil }
        var end = scanRun(from: index) { !CharacterClass.isWhitespace($0) && !"\"'<>()[]{}“”„«»".contains($0) }
        while end > index + 4 && ".,;:!?".contains(chars[end - 1]) { end -= 1 }
        return end
    }

    private mutating func scanHandle(at index: Int) -> Int {
        var end = scanRun(from: index + 1) { CharacterClass.isWordCharacter($0) || $0 == "_" || $0 == "." || $0 == "@" }
        while end > index + 1 && (chars[end - 1] == "." || chars[end - 1] == "@") { end -= 1 }
        return emit(.handle, index, end)
    }

    // MARK: - Words

    /// Whether a character joins word parts: `-`, `'`, `’`, `_`, `.`, `@`, U+2011. None of them has
    /// another canonically equal form, so one-byte characters are told by their byte.
    private static func isWordConnector(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first {
            return byte == 0x2D || byte == 0x27 || byte == 0x5F || byte == 0x2E || byte == 0x40
        }
        return utf8.count == 3 && (character == "’" || character == "‑")
    }

    private mutating func scanWord(at index: Int) -> Int {
        // "v1.2.3" and "x2": the letter stands alone so the number after it is read as one.
        if let byte = CharacterClass.asciiByte(chars[index]), byte == 0x76 || byte == 0x56 || byte == 0x78 || byte == 0x58,
            index + 1 < chars.count, CharacterClass.isDigit(chars[index + 1]),
            index == 0 || !CharacterClass.isLetter(chars[index - 1]) {
            return emit(.word, index, index + 1)
        }
        var end = index
        var connectors: Set<Character> = []
        var firstDot: Int?
        while true {
            end = scanRun(from: end) { CharacterClass.isWordCharacter($0) }
            guard end + 1 < chars.count, Self.isWordConnector(chars[end]), placeholder(at: end + 1) == nil else { break }
            let next = chars[end + 1]
            let joinsDigits = chars[end] == "_" || chars[end] == "." || chars[end] == "@"
            guard CharacterClass.isLetter(next) || (joinsDigits && CharacterClass.isDigit(next)) else { break }
            if chars[end] == "." && firstDot == nil { firstDot = end }
            connectors.insert(chars[end])
            end += 1
        }
        let segmentText = text[starts[index]..<starts[end]]
        if connectors.contains("@") {
            let parts = segmentText.split(separator: "@", omittingEmptySubsequences: false)
            let isEmail = parts.count == 2 && parts[1].contains(".") && !parts[0].isEmpty
            return emit(isEmail ? .email : .identifier, index, end)
        }
        if let firstDot {
            let segments = segmentText.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            let last = segments.last?.lowercased() ?? ""
            if CharacterClass.fileExtensions.contains(last) && segments.count >= 2 { return emit(.identifier, index, end) }
            if CharacterClass.topLevelDomains.contains(last) && segments.count >= 2 && segments.allSatisfy({ $0.count >= 2 }) {
                return emit(.url, index, end)
            }
            let codeShaped = segments.count >= 2 && segments.allSatisfy { segment in
                segment.count >= 2 && segment.allSatisfy { CharacterClass.isLowercase($0) || CharacterClass.isDigit($0) || $0 == "_" || $0 == "-" }
            }
            if codeShaped { return emit(.identifier, index, end) }
            // "z.B.", "e.g.", "Done.Next": the first part is a word; the rest is read on.
            let head = text[starts[index]..<starts[firstDot]]
            return emit(head.contains("_" as Character) ? .identifier : .word, index, firstDot)
        }
        if connectors.contains("_") { return emit(.identifier, index, end) }
        return emit(.word, index, end)
    }

    // MARK: - Numbers

    private static let numberSeparators: Set<Character> = [".", ",", ":", "/"]

    private mutating func scanNumeral(at index: Int) -> Int {
        var end = index
        var separators: [Character] = []
        while end < chars.count, placeholder(at: end) == nil {
            if CharacterClass.isDigit(chars[end]) {
                end += 1
            } else if Self.numberSeparators.contains(chars[end]), end + 1 < chars.count,
                CharacterClass.isDigit(chars[end + 1]), placeholder(at: end + 1) == nil {
                separators.append(chars[end])
                end += 1
            } else {
                break
            }
        }
        var token = NumeralClassifier.classify(String(text[starts[index]..<starts[end]]), separators: separators, language: language)
        token.start = index
        token.end = end
        tokens.append(token)
        return end
    }
}
