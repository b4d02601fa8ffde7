import CatalogKitLite

/// The tokenizer's first pass: characters into words, numbers, symbols, placeholders and the like,
/// in one linear scan. Each branch only moves forward, so the pass is linear in the text.
struct RawLexer {
    let chars: [Character]
    let language: String
    /// For each character that starts a masked placeholder: where it ends and whether it is numeric.
    private var placeholders: [Int: (end: Int, isNumeric: Bool)] = [:]
    /// Starts of `%%`, which read as one percent sign.
    private var percentSigns: Set<Int> = []
    private(set) var tokens: [RawToken] = []

    init(text: String, chars: [Character], starts: [String.Index], language: String) {
        self.chars = chars
        self.language = language
        var percentSigns: Set<Int> = []
        self.placeholders = Self.placeholderSpans(text: text, starts: starts, percentSigns: &percentSigns)
        self.percentSigns = percentSigns
    }

    /// The masked placeholders as character spans: every format argument (`%lld`, `%1$@`, `%#@x@`, `%arg`).
    private static func placeholderSpans(
        text: String, starts: [String.Index], percentSigns: inout Set<Int>
    ) -> [Int: (end: Int, isNumeric: Bool)] {
        var result: [Int: (end: Int, isNumeric: Bool)] = [:]
        guard text.contains("%") else { return result }
        var cursor = 0
        let count = starts.count - 1
        for token in FormatTokenizer.tokenize(text) where token.kind.isArgument || token.kind == .escapedPercent {
            while cursor < count && starts[cursor] < token.range.lowerBound { cursor += 1 }
            let first = cursor
            while cursor < count && starts[cursor] < token.range.upperBound { cursor += 1 }
            guard first < cursor else { continue }
            let isNumeric: Bool
            switch token.kind {
            case .escapedPercent:
                // `%%` is one percent sign on screen; it is kept as one symbol, not masked.
                result[first] = (cursor, false)
                percentSigns.insert(first)
                continue
            case .specifier(let specifier):
                isNumeric = specifier.typeClass == .integer || specifier.typeClass == .float
            case .argumentPlaceholder: isNumeric = true
            default: isNumeric = false
            }
            result[first] = (cursor, isNumeric)
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
        if let placeholder = placeholders[index] {
            if percentSigns.contains(index) { return emit(.symbol, index, placeholder.end) }
            return emit(.placeholder(isNumeric: placeholder.isNumeric), index, placeholder.end)
        }
        let character = chars[index]
        if character.isWhitespace {
            var end = index + 1
            while end < chars.count && chars[end].isWhitespace && placeholders[end] == nil { end += 1 }
            return emit(.space, index, end)
        }
        if let end = urlEnd(at: index) { return emit(.url, index, end) }
        if CharacterClass.isDigit(character) { return scanNumeral(at: index) }
        if character.isLetter { return scanWord(at: index) }
        if character == "#", index + 1 < chars.count, chars[index + 1].isLetter {
            return emit(.hashtag, index, scanRun(from: index + 1) { CharacterClass.isWordCharacter($0) || $0 == "_" })
        }
        if character == "@", index + 1 < chars.count, chars[index + 1].isLetter,
            index == 0 || !CharacterClass.isWordCharacter(chars[index - 1]) {
            return scanHandle(at: index)
        }
        if CharacterClass.isEmoji(character) { return emit(.emoji, index, index + 1) }
        return emit(CharacterClass.punctuation.contains(character) ? .punctuation : .symbol, index, index + 1)
    }

    private func scanRun(from start: Int, while predicate: (Character) -> Bool) -> Int {
        var end = start
        while end < chars.count && placeholders[end] == nil && predicate(chars[end]) { end += 1 }
        return end
    }

    // MARK: - URLs and handles

    private func hasPrefix(_ prefix: String, at index: Int) -> Bool {
        var position = index
        for expected in prefix {
            guard position < chars.count, chars[position].lowercased() == String(expected) else { return false }
            position += 1
        }
        return true
    }

    /// The end of a URL starting at `index` with a scheme or `www.`, or `nil`.
    private func urlEnd(at index: Int) -> Int? {
        guard chars[index] == "h" || chars[index] == "H" || chars[index] == "w" || chars[index] == "W" else { return nil }
        if index > 0 && CharacterClass.isWordCharacter(chars[index - 1]) { return nil }
        guard hasPrefix("https://", at: index) || hasPrefix("http://", at: index) || hasPrefix("www.", at: index) else { return nil }
        var end = scanRun(from: index) { !$0.isWhitespace && !"\"'<>()[]{}“”„«»".contains($0) }
        while end > index + 4 && ".,;:!?".contains(chars[end - 1]) { end -= 1 }
        return end
    }

    private mutating func scanHandle(at index: Int) -> Int {
        var end = scanRun(from: index + 1) { CharacterClass.isWordCharacter($0) || $0 == "_" || $0 == "." || $0 == "@" }
        while end > index + 1 && (chars[end - 1] == "." || chars[end - 1] == "@") { end -= 1 }
        return emit(.handle, index, end)
    }

    // MARK: - Words

    private static let wordConnectors: Set<Character> = ["-", "'", "’", "_", ".", "@", "‑"]

    private mutating func scanWord(at index: Int) -> Int {
        // "v1.2.3" and "x2": the letter stands alone so the number after it is read as one.
        if "vVxX".contains(chars[index]), index + 1 < chars.count, CharacterClass.isDigit(chars[index + 1]),
            index == 0 || !chars[index - 1].isLetter {
            return emit(.word, index, index + 1)
        }
        var end = index
        var connectors: Set<Character> = []
        var firstDot: Int?
        while true {
            end = scanRun(from: end) { CharacterClass.isWordCharacter($0) }
            guard end + 1 < chars.count, Self.wordConnectors.contains(chars[end]), placeholders[end + 1] == nil else { break }
            let next = chars[end + 1]
            let joinsDigits = chars[end] == "_" || chars[end] == "." || chars[end] == "@"
            guard next.isLetter || (joinsDigits && CharacterClass.isDigit(next)) else { break }
            if chars[end] == "." && firstDot == nil { firstDot = end }
            connectors.insert(chars[end])
            end += 1
        }
        let segmentText = String(chars[index..<end])
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
                segment.count >= 2 && segment.allSatisfy { $0.isLowercase || CharacterClass.isDigit($0) || $0 == "_" || $0 == "-" }
            }
            if codeShaped { return emit(.identifier, index, end) }
            // "z.B.", "e.g.", "Done.Next": the first part is a word; the rest is read on.
            let head = String(chars[index..<firstDot])
            return emit(head.contains("_") ? .identifier : .word, index, firstDot)
        }
        if connectors.contains("_") { return emit(.identifier, index, end) }
        return emit(.word, index, end)
    }

    // MARK: - Numbers

    private static let numberSeparators: Set<Character> = [".", ",", ":", "/"]

    private mutating func scanNumeral(at index: Int) -> Int {
        var end = index
        var separators: [Character] = []
        while end < chars.count, placeholders[end] == nil {
            if CharacterClass.isDigit(chars[end]) {
                end += 1
            } else if Self.numberSeparators.contains(chars[end]), end + 1 < chars.count,
                CharacterClass.isDigit(chars[end + 1]), placeholders[end + 1] == nil {
                separators.append(chars[end])
                end += 1
            } else {
                break
            }
        }
        let text = String(chars[index..<end])
        var token = NumeralClassifier.classify(text, separators: separators, language: language)
        token.start = index
        token.end = end
        tokens.append(token)
        return end
    }
}
