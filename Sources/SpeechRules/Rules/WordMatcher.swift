import Foundation

/// Finds words and phrases in text as whole words, case-insensitively, in linear time per phrase.
enum WordMatcher {
    /// A text read once for the byte search of many phrases (a lexicon's gesture words, its risk
    /// phrases): its bytes with A to Z lower-cased, and what decides whether the search is exact.
    struct Text {
        /// The text.
        let string: String
        /// Its UTF-8 bytes, A to Z lower-cased.
        let lowered: [UInt8]
        /// Whether the text is ASCII.
        let isASCII: Bool
        /// Whether the text holds a character that folds to ASCII letters (the Kelvin sign, the
        /// long s, the dotted capital I, the Latin ligatures), where only Foundation can decide.
        let foldsToASCII: Bool
        /// The pairs of neighbouring lowered bytes, hashed to a bit each: a phrase whose first two
        /// bytes hash to a clear bit does not occur, and its bytes need not be searched.
        let pairs: UInt64

        /// Reads a text.
        init(_ string: String) {
            self.string = string
            var lowered: [UInt8] = []
            lowered.reserveCapacity(string.utf8.count)
            var isASCII = true
            var foldsToASCII = false
            var previous: (UInt8, UInt8) = (0, 0)
            var pairs: UInt64 = 0
            for byte in string.utf8 {
                let lower = WordMatcher.lowerASCII(byte)
                if !lowered.isEmpty { pairs |= WordMatcher.pairBit(lowered[lowered.count - 1], lower) }
                lowered.append(lower)
                if byte >= 0x80 {
                    isASCII = false
                    // U+0130 (C4 B0), U+017F (C5 BF), U+212A (E2 84 AA), U+FB00...U+FB06 (EF AC 80...86).
                    if (previous.1 == 0xC4 && byte == 0xB0) || (previous.1 == 0xC5 && byte == 0xBF)
                        || (previous.0 == 0xE2 && previous.1 == 0x84 && byte == 0xAA)
                        || (previous.0 == 0xEF && previous.1 == 0xAC && byte <= 0x86) {
                        foldsToASCII = true
                    }
                }
                previous = (previous.1, byte)
            }
            self.lowered = lowered
            self.isASCII = isASCII
            self.foldsToASCII = foldsToASCII
            self.pairs = pairs
        }
    }

    /// A phrase with its bytes lower-cased for the byte search, made once for a lexicon's lists.
    struct Phrase {
        /// The phrase.
        let string: String
        /// Its UTF-8 bytes with A to Z lower-cased; `nil` when the phrase is not ASCII.
        let needle: [UInt8]?

        /// Prepares a phrase.
        init(_ string: String) {
            self.string = string
            let bytes = string.utf8.map(WordMatcher.lowerASCII)
            self.needle = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
        }
    }

    /// The ranges where `phrase` occurs in `text` as whole words (case-insensitive).
    static func ranges(of phrase: String, in text: String) -> [Range<String.Index>] {
        ranges(of: phrase, in: Text(text))
    }

    /// The ranges where `phrase` occurs in a text read once for many phrases.
    static func ranges(of phrase: String, in prepared: Text) -> [Range<String.Index>] {
        ranges(of: Phrase(phrase), in: prepared)
    }

    /// The ranges where a prepared phrase occurs in a text read once for many phrases.
    static func ranges(of phrase: Phrase, in prepared: Text) -> [Range<String.Index>] {
        guard !phrase.string.isEmpty else { return [] }
        // The phrases are ASCII, and so is most text: then a byte search answers, and for other text
        // it rules out most strings before Foundation's slower search is asked.
        if let found = asciiRanges(of: phrase, in: prepared) { return found }
        let text = prepared.string
        var result: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = text.range(of: phrase.string, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
            if isWholeWord(found, in: text) { result.append(found) }
            searchStart = found.upperBound > found.lowerBound ? text.index(after: found.lowerBound) : text.index(after: searchStart)
        }
        return result
    }

    /// Whether `phrase` occurs in `text` as whole words.
    static func contains(_ phrase: String, in text: String) -> Bool { !ranges(of: phrase, in: text).isEmpty }

    private static func isWholeWord(_ found: Range<String.Index>, in text: String) -> Bool {
        let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
        let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
        let startsWord = before.map { !CharacterClass.isWordCharacter($0) } ?? true
        let endsWord = after.map { !CharacterClass.isWordCharacter($0) } ?? true
        return startsWord && endsWord
    }

    /// The answer from a byte search, for an ASCII phrase: exact when the text is ASCII too (there
    /// every character is one byte and case-insensitive means ASCII case), and "none" for other text
    /// without a match, unless the text holds a character that folds to ASCII letters; `nil` when
    /// Foundation must decide.
    private static func asciiRanges(of phrase: Phrase, in text: Text) -> [Range<String.Index>]? {
        guard let needle = phrase.needle else { return nil }
        if text.foldsToASCII { return nil }
        var offsets: [Int] = []
        let bytes = text.lowered
        if needle.count <= bytes.count && (needle.count < 2 || text.pairs & pairBit(needle[0], needle[1]) != 0) {
            let first = needle[0]
            for index in 0...(bytes.count - needle.count) where bytes[index] == first {
                var matched = 1
                while matched < needle.count && bytes[index + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { offsets.append(index) }
            }
        }
        if offsets.isEmpty { return [] }
        guard text.isASCII else { return nil }
        let utf8 = text.string.utf8
        return offsets.compactMap { offset in
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            let found = start..<utf8.index(start, offsetBy: needle.count)
            return isWholeWord(found, in: text.string) ? found : nil
        }
    }

    /// The bit of a pair of neighbouring bytes in `Text.pairs`.
    fileprivate static func pairBit(_ first: UInt8, _ second: UInt8) -> UInt64 {
        1 << UInt64((UInt32(first) &* 31 &+ UInt32(second)) & 63)
    }

    fileprivate static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
