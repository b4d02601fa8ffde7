
/// A catalog key read as an identifier: its words, where each stands, and how the words are joined.
///
/// The role conventions (``KeyConvention``) and the pairing of keys into elements read keys through
/// this type, so both agree on what a "segment" and a "word" are:
///
/// - **Placeholders** (`%@`, `%lld`, `%1$@`, `%.2f`, ...) are not words. Inside a key they join the
///   words around them like a hyphen (`label-%lld` is the word `label`); at either end of the key they
///   are dropped together with the spaces beside them (`account.label.followers %lld %@`).
/// - **Segments** are separated by `.`, `_` and `/`: `movieCard.price.label` has three.
/// - **Words** inside a segment are separated by `-` and by camelCase: `unread-posts` and `closeHint`
///   each have two. Letters and digits stay together (`a11y`, `type12`, `inputLabel1`), and a word's
///   trailing digits do not count when it is compared (`Label1` reads as `label`). `voiceOver` is one
///   word.
/// - **Plain text.** A key with any other character (a space between words, punctuation such as `:`,
///   `?`, `…` or quotes) is the English sentence itself, e.g. "Label color" or "Add a hint". Such a
///   key has no words here and ``isStructured`` is `false`: its name says nothing about a role.
/// - **Structure.** A key is structured when it has at least two segments or a camelCase boundary.
///   A lone word ("Value") or a hyphenated English word ("read-only") is not: those are plain text too.
package struct KeyName {
    /// How a word is joined to the other words of its segment.
    package enum Joint: Hashable, Sendable {
        /// The word is the whole segment: `label` in `movieCard.price.label`.
        case alone
        /// The word is one of several camelCase words of a segment: `Hint` in `closeHint`.
        case camelCase
        /// The word is part of a hyphenated phrase: `label` in `show-tab-label`.
        case phrase
    }

    /// One word of a structured key.
    package struct Word: Hashable, Sendable {
        /// The word for comparisons: lowercased, trailing digits dropped; empty for a number.
        var text: String
        /// Offset of the word's first character in the key (in `Character`s).
        var start: Int
        /// Offset just after the word's last character.
        var end: Int
        /// The index of the segment the word belongs to.
        var segment: Int
        /// How the word is joined to its neighbours.
        var joint: Joint

        /// Whether the word counts at all: numbers (`2` in `x.label.2`) do not.
        var isMeaningful: Bool { !text.isEmpty }
    }

    /// The key's characters, for cutting it at word boundaries.
    package let characters: [Character]
    /// The key, when it is ASCII without a carriage return (each character one byte): its pieces are
    /// then cut from its bytes, not rebuilt from characters.
    private let plainKey: String?
    /// For each character, its byte when it is one ASCII scalar, else 0x80: keys are nearly always
    /// ASCII, and their words are read from these bytes without a `Character` test.
    private let codes: [UInt8]
    /// The words of a structured key in order; empty for plain text.
    package let words: [Word]
    /// Where each segment starts and ends (offsets in `characters`).
    package let segments: [Range<Int>]
    /// Whether the key is an identifier with structure rather than plain text (see the type's comment).
    package let isStructured: Bool

    /// Reads a key.
    package init(_ key: String) {
        let characters = CharacterClass.characters(of: key)
        self.characters = characters
        let isPlain = ByteScan.isPlainASCII(key)
        plainKey = isPlain ? key : nil
        let codes = isPlain ? Array(key.utf8) : characters.map { CharacterClass.asciiByte($0) ?? 0x80 }
        self.codes = codes
        let ignored = Self.ignorableCharacters(characters, codes: codes)
        let isIdentifier = characters.indices.allSatisfy { index in
            ignored[index] || Self.isIdentifierCharacter(characters[index], code: codes[index])
        }
        guard isIdentifier, characters.indices.contains(where: { index in
            !ignored[index] && (codes[index] < 0x80 ? (codes[index] | 0x20) &- 0x61 < 26 : CharacterClass.isLetter(characters[index]))
        }) else {
            words = []
            segments = []
            isStructured = false
            return
        }
        let (words, segments, hasCamelCase) = Self.split(characters, codes: codes, ignored: ignored)
        self.words = words
        self.segments = segments
        isStructured = segments.count >= 2 || hasCamelCase
    }

    /// The text of the first segment as written, e.g. `i8z-Xa-PxI` in `i8z-Xa-PxI.title`.
    package var firstSegment: String {
        guard let first = segments.first else { return "" }
        return text(of: first)
    }

    /// The text of the characters at `range` (offsets in ``characters``).
    package func text(of range: Range<Int>) -> String {
        guard let plainKey else { return String(characters[range]) }
        let utf8 = plainKey.utf8
        return String(Substring(utf8[utf8.index(utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]))
    }

    /// The indices of the words that count, in order.
    package var meaningfulIndices: [Int] { words.indices.filter { words[$0].isMeaningful } }

    // MARK: - Reading

    /// Whether a character may stand in an identifier key: letters, digits, and `.`, `_`, `-`, `/`.
    private static func isIdentifierCharacter(_ character: Character, code byte: UInt8) -> Bool {
        if byte < 0x80 {
            return (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 || byte == 0x2E || byte == 0x5F || byte == 0x2D || byte == 0x2F
        }
        return character.isLetter || character.isWholeNumber
    }

    /// Marks placeholders, and the spaces and placeholders at either end of the key, as not part of the name.
    private static func ignorableCharacters(_ characters: [Character], codes: [UInt8]) -> [Bool] {
        var ignored = [Bool](repeating: false, count: characters.count)
        var index = 0
        while index < characters.count {
            if codes[index] == UInt8(ascii: "%"), let length = placeholderLength(characters, at: index) {
                for offset in index..<(index + length) { ignored[offset] = true }
                index += length
            } else {
                index += 1
            }
        }
        // `account.label.followers %lld %@`: the trailing run of spaces and placeholders is no part of the name.
        var low = 0
        while low < characters.count, ignored[low] || CharacterClass.isWhitespace(characters[low]) {
            ignored[low] = true
            low += 1
        }
        var high = characters.count - 1
        while high >= low, ignored[high] || CharacterClass.isWhitespace(characters[high]) {
            ignored[high] = true
            high -= 1
        }
        return ignored
    }

    /// The length of the printf-style placeholder at `start` (`%@`, `%lld`, `%1$@`, `%.2f`), or `nil`.
    ///
    /// The space flag is not accepted, so that "50% done" is not read as holding `% d`.
    package static func placeholderLength(_ characters: [Character], at start: Int) -> Int? {
        var index = start + 1
        func skip(while predicate: (Character) -> Bool) {
            while index < characters.count, predicate(characters[index]) { index += 1 }
        }
        let positionStart = index
        skip { $0.isASCII && $0.isWholeNumber }
        if index > positionStart {
            if index < characters.count, characters[index] == "$" { index += 1 } else { index = positionStart }
        }
        skip { "-+#0'".contains($0) }
        skip { ($0.isASCII && $0.isWholeNumber) || $0 == "*" }
        if index < characters.count, characters[index] == "." {
            index += 1
            skip { ($0.isASCII && $0.isWholeNumber) || $0 == "*" }
        }
        skip { "hlqztjL".contains($0) }
        guard index < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[index]) else { return nil }
        return index + 1 - start
    }

    /// Splits an identifier into segments and words.
    private static func split(_ characters: [Character], codes: [UInt8], ignored: [Bool]) -> (words: [Word], segments: [Range<Int>], hasCamelCase: Bool) {
        var words: [Word] = []
        var segments: [Range<Int>] = []
        var hasCamelCase = false
        var parts: [Range<Int>] = []
        var partWords: [Range<Int>] = []
        var wordsPerPart: [Int] = []
        // A key of a few segments of a word or two each: room for them at once, not grown step by step.
        words.reserveCapacity(8)
        segments.reserveCapacity(6)
        parts.reserveCapacity(4)
        partWords.reserveCapacity(4)
        wordsPerPart.reserveCapacity(4)
        var partStart: Int?
        var segmentStart = 0
        for index in 0...characters.count {
            let atEnd = index == characters.count
            let isIgnored = !atEnd && ignored[index]
            // Separators are single ASCII characters: compared as bytes, not as `Character`s.
            let byte = atEnd ? UInt8(ascii: ".") : codes[index]
            let endsSegment = atEnd || (!isIgnored && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "/")))
            let endsPart = endsSegment || isIgnored || byte == UInt8(ascii: "-")
            if endsPart, let start = partStart {
                parts.append(start..<index)
                partStart = nil
            } else if !endsPart, partStart == nil {
                partStart = index
            }
            guard endsSegment else { continue }
            if !parts.isEmpty {
                let segment = segments.count
                segments.append(segmentStart..<index)
                // The words of every part of the segment in one list, with how many each part has:
                // a list per part was made and freed for every key.
                for part in parts {
                    let before = partWords.count
                    appendCamelCaseWords(characters, codes: codes, in: part, to: &partWords)
                    wordsPerPart.append(partWords.count - before)
                }
                hasCamelCase = hasCamelCase || wordsPerPart.contains { $0 > 1 }
                var first = 0
                for count in wordsPerPart {
                    let joint: Joint = wordsPerPart.count > 1 ? .phrase : (count > 1 ? .camelCase : .alone)
                    for range in partWords[first..<(first + count)] {
                        words.append(Word(
                            text: normalized(characters, codes: codes, range), start: range.lowerBound, end: range.upperBound,
                            segment: segment, joint: joint))
                    }
                    first += count
                }
                partWords.removeAll(keepingCapacity: true)
                wordsPerPart.removeAll(keepingCapacity: true)
            }
            parts.removeAll(keepingCapacity: true)
            segmentStart = index + 1
        }
        return (words, segments, hasCamelCase)
    }

    /// Appends the camelCase words of one hyphen-free part: `closeHint` → `close`, `Hint`; `URLLabel`
    /// → `URL`, `Label`; `voiceOverHint` → `voiceOver`, `Hint`.
    private static func appendCamelCaseWords(_ characters: [Character], codes: [UInt8], in part: Range<Int>, to words: inout [Range<Int>]) {
        // The case tests of a one-scalar ASCII character are its byte's (as in `CharacterClass`).
        func isUppercase(_ index: Int) -> Bool {
            codes[index] < 0x80 ? codes[index] &- 0x41 < 26 : CharacterClass.isUppercase(characters[index])
        }
        func isLowercase(_ index: Int) -> Bool {
            codes[index] < 0x80 ? codes[index] &- 0x61 < 26 : CharacterClass.isLowercase(characters[index])
        }
        func isWholeNumber(_ index: Int) -> Bool {
            codes[index] < 0x80 ? codes[index] &- 0x30 < 10 : CharacterClass.isWholeNumber(characters[index])
        }
        // `voiceOver` is one word, the name of the screen reader: "over" after "voice" in the same
        // part joins it.
        let firstOfPart = words.count
        func append(_ range: Range<Int>) {
            if words.count > firstOfPart, let last = words.last, last.count >= 5, range.count >= 4,
                normalized(characters, codes: codes, last) == "voice", normalized(characters, codes: codes, range) == "over" {
                words[words.count - 1] = last.lowerBound..<range.upperBound
            } else {
                words.append(range)
            }
        }
        var start = part.lowerBound
        for index in (part.lowerBound + 1)..<max(part.upperBound, part.lowerBound + 1) {
            let startsWord = isUppercase(index)
                && (isLowercase(index - 1) || isWholeNumber(index - 1)
                    || (isUppercase(index - 1) && index + 1 < part.upperBound && isLowercase(index + 1)))
            if startsWord {
                append(start..<index)
                start = index
            }
        }
        append(start..<part.upperBound)
    }

    /// A word for comparison: lowercased, trailing digits dropped.
    private static func normalized(_ characters: [Character], codes: [UInt8], _ range: Range<Int>) -> String {
        // Keys are nearly always ASCII: then the word is lowercased byte by byte, without going
        // through String's general (grapheme-aware) paths.
        let word = codes[range]
        guard word.allSatisfy({ $0 < 0x80 }) else { return normalizedSlowly(characters[range]) }
        var end = word.endIndex
        while end > word.startIndex, word[end - 1] &- 0x30 < 10 { end -= 1 }
        return String(unsafeUninitializedCapacity: end - word.startIndex) { buffer in
            for (offset, byte) in word[..<end].enumerated() { buffer[offset] = byte &- 0x41 < 26 ? byte | 0x20 : byte }
            return end - word.startIndex
        }
    }

    private static func normalizedSlowly(_ word: ArraySlice<Character>) -> String {
        var text = String(word).lowercased()
        while let last = text.last, last.isASCII, last.isWholeNumber { text.removeLast() }
        return text
    }
}
