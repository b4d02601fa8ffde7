import Foundation

/// Finds words and phrases in text as whole words, case-insensitively, in linear time per phrase.
enum WordMatcher {
    /// The ranges where `phrase` occurs in `text` as whole words (case-insensitive).
    static func ranges(of phrase: String, in text: String) -> [Range<String.Index>] {
        guard !phrase.isEmpty else { return [] }
        // The phrases are ASCII, and so is most text: then a byte search answers, and for other text
        // it rules out most strings before Foundation's slower search is asked.
        if let found = asciiRanges(of: phrase, in: text) { return found }
        var result: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = text.range(of: phrase, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
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
    /// without a match, unless the text holds a character that folds to ASCII letters (the Kelvin
    /// sign, the long s, the dotted capital I, the Latin ligatures); `nil` when Foundation must decide.
    private static func asciiRanges(of phrase: String, in text: String) -> [Range<String.Index>]? {
        var needle: [UInt8] = []
        needle.reserveCapacity(phrase.utf8.count)
        for byte in phrase.utf8 {
            guard byte < 0x80 else { return nil }
            needle.append(lowerASCII(byte))
        }
        let answer: (offsets: [Int], isASCII: Bool)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            var offsets: [Int] = []
            var isASCII = true
            var foldsToASCII = false
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte >= 0x80 {
                    isASCII = false
                    // U+0130 (C4 B0), U+017F (C5 BF), U+212A (E2 84 AA), U+FB00...U+FB06 (EF AC 80...86).
                    if index + 1 < bytes.count {
                        let next = bytes[index + 1]
                        if (byte == 0xC4 && next == 0xB0) || (byte == 0xC5 && next == 0xBF) { foldsToASCII = true }
                        if index + 2 < bytes.count {
                            let third = bytes[index + 2]
                            if (byte == 0xE2 && next == 0x84 && third == 0xAA) || (byte == 0xEF && next == 0xAC && third <= 0x86) {
                                foldsToASCII = true
                            }
                        }
                    }
                }
                if index + needle.count <= bytes.count && lowerASCII(byte) == needle[0] {
                    var matched = 1
                    while matched < needle.count && lowerASCII(bytes[index + matched]) == needle[matched] { matched += 1 }
                    if matched == needle.count { offsets.append(index) }
                }
                index += 1
            }
            if foldsToASCII { return nil }
            return (offsets, isASCII)
        }
        guard let checked = answer, let (offsets, isASCII) = checked else { return nil }
        if offsets.isEmpty { return [] }
        guard isASCII else { return nil }
        let utf8 = text.utf8
        return offsets.compactMap { offset in
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            let found = start..<utf8.index(start, offsetBy: needle.count)
            return isWholeWord(found, in: text) ? found : nil
        }
    }

    private static func lowerASCII(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }
}
