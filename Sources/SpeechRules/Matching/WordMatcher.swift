import CatalogKitLite

import Foundation

/// Finds words and phrases in text as whole words, case-insensitively, in linear time per phrase.
///
/// Case aside, letters match as written: unlike Foundation's case-insensitive search, "ß" is not
/// folded to "ss", so the German "Preß" is not the English gesture word "press".
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
        /// Whether the text holds a character that Foundation's case-insensitive search may take
        /// for ASCII: those of `foldsToASCII`, and "ß", "ẞ", "ŉ", "ǰ", U+1E96...U+1E9A (which fold to
        /// ASCII letters and a mark), U+037E and U+1FEF (canonically equal to ";" and "`"). Without
        /// one, every ASCII character Foundation matches is an ASCII byte of the text.
        let mayFoldToASCII: Bool

        /// Reads a text.
        init(_ string: String) {
            self.string = string
            var lowered: [UInt8] = []
            lowered.reserveCapacity(string.utf8.count)
            var isASCII = true
            var foldsToASCII = false
            var mayFoldToASCII = false
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
                    // U+00DF (C3 9F), U+0149 (C5 89), U+01F0 (C7 B0), U+037E (CD BE), U+1E96...U+1E9A and
                    // U+1E9E (E1 BA 96...9A, 9E), U+1FEF (E1 BF AF).
                    if (previous.1 == 0xC3 && byte == 0x9F) || (previous.1 == 0xC5 && byte == 0x89) || (previous.1 == 0xC7 && byte == 0xB0)
                        || (previous.1 == 0xCD && byte == 0xBE)
                        || (previous.0 == 0xE1 && previous.1 == 0xBA && ((byte >= 0x96 && byte <= 0x9A) || byte == 0x9E))
                        || (previous.0 == 0xE1 && previous.1 == 0xBF && byte == 0xAF) {
                        mayFoldToASCII = true
                    }
                }
                previous = (previous.1, byte)
            }
            self.lowered = lowered
            self.isASCII = isASCII
            self.foldsToASCII = foldsToASCII
            self.mayFoldToASCII = mayFoldToASCII || foldsToASCII
            self.pairs = pairs
        }
    }

    /// A phrase with its bytes lower-cased for the byte search, made once for a lexicon's lists.
    struct Phrase {
        /// The phrase.
        let string: String
        /// Its UTF-8 bytes with A to Z lower-cased; `nil` when the phrase is not ASCII.
        let needle: [UInt8]?
        /// For a phrase that is not ASCII, its runs of ASCII bytes, A to Z lower-cased: a match
        /// holds each of them as ASCII, unless the text may fold to ASCII ("drücken": "dr", "cken").
        let asciiRuns: [[UInt8]]

        /// Prepares a phrase.
        init(_ string: String) {
            self.string = string
            let bytes = string.utf8.map(WordMatcher.lowerASCII)
            self.needle = bytes.allSatisfy { $0 < 0x80 } ? bytes : nil
            self.asciiRuns = needle == nil ? bytes.split(whereSeparator: { $0 >= 0x80 }).map(Array.init) : []
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
        // A phrase that is not ASCII: its ASCII runs rule out most texts.
        if phrase.needle == nil, !prepared.mayFoldToASCII, phrase.asciiRuns.contains(where: { !prepared.contains($0) }) { return [] }
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
        let offsets = text.offsets(of: needle)
        let bytes = text.lowered
        if offsets.isEmpty { return [] }
        // In other text, the matches Foundation finds are the byte matches when no character may
        // fold to ASCII and each match has an ASCII byte or an end of the text on both sides: it
        // then starts and ends between grapheme clusters.
        guard text.isASCII || (!text.mayFoldToASCII && offsets.allSatisfy { offset in
            (offset == 0 || bytes[offset - 1] < 0x80) && (offset + needle.count == bytes.count || bytes[offset + needle.count] < 0x80)
        }) else { return nil }
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

extension WordMatcher.Text {
    /// The offsets where the lowered bytes hold `needle` (lowered bytes too), at most `limit` of them.
    func offsets(of needle: [UInt8], limit: Int = .max) -> [Int] {
        guard let first = needle.first, needle.count <= lowered.count else { return [] }
        if needle.count >= 2 && pairs & WordMatcher.pairBit(needle[0], needle[1]) == 0 { return [] }
        var offsets: [Int] = []
        for index in 0...(lowered.count - needle.count) where lowered[index] == first {
            var matched = 1
            while matched < needle.count && lowered[index + matched] == needle[matched] { matched += 1 }
            if matched == needle.count {
                offsets.append(index)
                if offsets.count == limit { break }
            }
        }
        return offsets
    }

    /// Whether the lowered bytes hold a run of bytes (an empty run is everywhere).
    func contains(_ run: [UInt8]) -> Bool { run.isEmpty || !offsets(of: run, limit: 1).isEmpty }
}

extension ASCIIPhraseSet {
    /// The ASCII ones of prepared phrases, by their lowered bytes: one pass over a text for all of
    /// them (see ``WordMatcher/Text/mayHold(anyOf:)``).
    init(asciiOf phrases: [WordMatcher.Phrase]) {
        self.init(phrases.compactMap { phrase in phrase.needle.map { String(decoding: $0, as: UTF8.self) } }.filter { !$0.isEmpty })
    }
}

extension WordMatcher.Text {
    /// Whether the text may hold one of the phrases `phrases` was made from (``ASCIIPhraseSet/init(asciiOf:)``),
    /// from one pass over it. Exact for ASCII text, which holds no phrase that is not ASCII and
    /// matches an ASCII one only where its lowered bytes occur; other text may hold any.
    func mayHold(anyOf phrases: ASCIIPhraseSet) -> Bool {
        !isASCII || phrases.occurs(in: string)
    }
}
