import Foundation

/// Finds words and phrases in text as whole words, case-insensitively, in linear time per phrase.
enum WordMatcher {
    /// The ranges where `phrase` occurs in `text` as whole words (case-insensitive).
    static func ranges(of phrase: String, in text: String) -> [Range<String.Index>] {
        guard !phrase.isEmpty else { return [] }
        var result: [Range<String.Index>] = []
        var searchStart = text.startIndex
        while searchStart < text.endIndex,
            let found = text.range(of: phrase, options: [.caseInsensitive], range: searchStart..<text.endIndex) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            let startsWord = before.map { !CharacterClass.isWordCharacter($0) } ?? true
            let endsWord = after.map { !CharacterClass.isWordCharacter($0) } ?? true
            if startsWord && endsWord { result.append(found) }
            searchStart = found.upperBound > found.lowerBound ? text.index(after: found.lowerBound) : text.index(after: searchStart)
        }
        return result
    }

    /// Whether `phrase` occurs in `text` as whole words.
    static func contains(_ phrase: String, in text: String) -> Bool { !ranges(of: phrase, in: text).isEmpty }
}
