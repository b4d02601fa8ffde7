import CatalogKitLite

/// The tokenizer's first pass: characters into words, numbers, symbols, placeholders and the like,
/// in one linear scan. Each branch only moves forward, so the pass is linear in the text.
struct RawLexer {
    let chars: TokenizerText
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

    init(_ chars: TokenizerText, language: String) {
        self.chars = chars
        self.language = language
        self.placeholders = Self.placeholderSpans(chars)
    }

    /// The placeholder starting at a character, if any.
    @inline(__always)
    private func placeholder(at index: Int) -> PlaceholderSpan? {
        placeholders.isEmpty ? nil : placeholders[index]
    }

    /// The masked placeholders as character spans: every format argument (`%lld`, `%1$@`, `%#@x@`, `%arg`).
    private static func placeholderSpans(_ chars: TokenizerText) -> [PlaceholderSpan?] {
        // Every specifier starts with a percent sign, so a text without that byte has none.
        guard ByteScan.contains(0x25, in: chars.string) else { return [] }
        let count = chars.count
        var result = [PlaceholderSpan?](repeating: nil, count: count)
        var cursor = 0
        for token in FormatTokenizer.tokenize(chars.string) where token.kind.isArgument || token.kind == .escapedPercent {
            while cursor < count && chars.index(cursor) < token.range.lowerBound { cursor += 1 }
            let first = cursor
            while cursor < count && chars.index(cursor) < token.range.upperBound { cursor += 1 }
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
        // Words and the spaces between them alternate, so about half as many tokens as characters:
        // one allocation for most texts, where growing the list from empty took three or four.
        tokens.reserveCapacity(chars.count / 2 + 2)
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
        if chars.is(index, .whitespace) {
            var end = index + 1
            while end < chars.count && chars.is(end, .whitespace) && placeholder(at: end) == nil { end += 1 }
            return emit(.space, index, end)
        }
        if let end = urlEnd(at: index) { return emit(.url, index, end) }
        if chars.is(index, .digit) { return scanNumeral(at: index) }
        if chars.is(index, .letter) { return scanWord(at: index) }
        if chars.isCharacter(index, "#"), index + 1 < chars.count, chars.is(index + 1, .letter) {
            return emit(.hashtag, index, scanRun(from: index + 1) { chars.is($0, .wordCharacter) || chars.isCharacter($0, "_") })
        }
        if chars.isCharacter(index, "@"), index + 1 < chars.count, chars.is(index + 1, .letter),
            index == 0 || !chars.is(index - 1, .wordCharacter) {
            return scanHandle(at: index)
        }
        if chars.is(index, .emoji) { return emit(.emoji, index, index + 1) }
        return emit(chars.is(index, .punctuation) ? .punctuation : .symbol, index, index + 1)
    }

    /// The end of the run of characters from `start` whose positions pass `predicate`.
    private func scanRun(from start: Int, while predicate: (Int) -> Bool) -> Int {
        var end = start
        while end < chars.count && placeholder(at: end) == nil && predicate(end) { end += 1 }
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
            let byte = chars.codes[position]
            guard byte < TokenizerText.nonASCII, (byte &- 0x41 < 26 ? byte | 0x20 : byte) == expected else { return false }
            position += 1
        }
        return true
    }

    /// The end of a URL starting at `index` with a scheme or `www.`, or `nil`.
    private func urlEnd(at index: Int) -> Int? {
        // Only one-scalar characters are "h", "H", "w" or "W": none is canonically equal to another.
        let first = chars.codes[index]
        guard first == 0x68 || first == 0x48 || first == 0x77 || first == 0x57 else { return nil }
        if index > 0 && chars.is(index - 1, .wordCharacter) { return nil }
        guard hasPrefix("https://", at: index) || hasPrefix("http://", at: index) || hasPrefix("www.", at: index) else { return nil }
        var end = scanRun(from: index) { !chars.is($0, .whitespace) && !"\"'<>()[]{}“”„«»".contains(chars[$0]) }
        while end > index + 4 && ".,;:!?".contains(chars[end - 1]) { end -= 1 }
        return end
    }

    private mutating func scanHandle(at index: Int) -> Int {
        var end = scanRun(from: index + 1) {
            chars.is($0, .wordCharacter) || chars.isCharacter($0, "_") || chars.isCharacter($0, ".") || chars.isCharacter($0, "@")
        }
        while end > index + 1 && (chars[end - 1] == "." || chars[end - 1] == "@") { end -= 1 }
        return emit(.handle, index, end)
    }

    // MARK: - Words

    /// Whether the character at a position joins word parts: `-`, `'`, `’`, `_`, `.`, `@`, U+2011.
    /// None of them has another canonically equal form, so one-byte characters are told by their byte.
    private func isWordConnector(_ position: Int) -> Bool {
        let byte = chars.codes[position]
        if byte < TokenizerText.nonASCII {
            return byte == 0x2D || byte == 0x27 || byte == 0x5F || byte == 0x2E || byte == 0x40
        }
        let character = chars[position]
        return character.utf8.count == 3 && (character == "’" || character == "‑")
    }

    private mutating func scanWord(at index: Int) -> Int {
        // "v1.2.3" and "x2": the letter stands alone so the number after it is read as one.
        let byte = chars.codes[index]
        if byte == 0x76 || byte == 0x56 || byte == 0x78 || byte == 0x58,
            index + 1 < chars.count, chars.is(index + 1, .digit),
            index == 0 || !chars.is(index - 1, .letter) {
            return emit(.word, index, index + 1)
        }
        var end = index
        var connectors: Set<Character> = []
        var firstDot: Int?
        while true {
            end = scanRun(from: end) { chars.is($0, .wordCharacter) }
            guard end + 1 < chars.count, isWordConnector(end), placeholder(at: end + 1) == nil else { break }
            let joinsDigits = chars.isCharacter(end, "_") || chars.isCharacter(end, ".") || chars.isCharacter(end, "@")
            guard chars.is(end + 1, .letter) || (joinsDigits && chars.is(end + 1, .digit)) else { break }
            if chars.isCharacter(end, ".") && firstDot == nil { firstDot = end }
            connectors.insert(chars[end])
            end += 1
        }
        let segmentText = chars.text(index, end)
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
            let head = chars.text(index, firstDot)
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
            if chars.is(end, .digit) {
                end += 1
            } else if Self.numberSeparators.contains(chars[end]), end + 1 < chars.count,
                chars.is(end + 1, .digit), placeholder(at: end + 1) == nil {
                separators.append(chars[end])
                end += 1
            } else {
                break
            }
        }
        var token = NumeralClassifier.classify(String(chars.text(index, end)), separators: separators, language: language)
        token.start = index
        token.end = end
        tokens.append(token)
        return end
    }
}
