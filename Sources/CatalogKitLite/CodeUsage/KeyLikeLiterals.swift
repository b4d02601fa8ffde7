/// String literals of the code that read as catalog keys ("insights.spending.decrease.title"),
/// wherever they are written: a key the app keeps in a value and looks up later by a name the reader
/// cannot follow. FinPessoal stores `FinancialInsight(title: "insights.spending.decrease.title", …)`
/// and shows `Text(String(localized: LocalizedStringResource(stringLiteral: insight.title)))`
/// (59th study: 4 of 10 `stale-key` findings told the user to delete keys in use that way). Xcode
/// marks such keys stale, as it extracts only literals given to a lookup; a catalog key the code
/// writes is in use.
enum KeyLikeLiterals {
    /// The plain literals of a file that look like a structured key: 3 to 128 bytes without
    /// spaces, escapes, slashes or colons, starting with a letter, with a `.` or `_` inside (a
    /// sentence, a path, a URL or a word is left out: they are rarely keys kept in values, and
    /// leaving them out keeps the list short), each with whether a release build compiles it
    /// (`ships`, by byte offset): a key written only in a test or under `#if DEBUG` is used only by
    /// code that does not ship, as a key only such code looks up is.
    static func collect(in file: SwiftLexedFile, where ships: (Int) -> Bool = { _ in true }) -> (shipped: [String], unshipped: [String]) {
        var result: (shipped: [String], unshipped: [String]) = ([], [])
        let bytes = file.bytes
        for literal in file.literals where literal.hashes == 0 && !literal.isMultiline && literal.segments.count == 1 {
            guard case .text(let range) = literal.segments[0], (3...128).contains(range.count) else { continue }
            let first = bytes[Int(range.lowerBound)]
            guard (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) else { continue }
            var hasSeparator = false
            var isKeyLike = true
            for index in Int(range.lowerBound)..<Int(range.upperBound) {
                let byte = bytes[index]
                if byte <= 0x20 || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") {
                    isKeyLike = false
                    break
                }
                if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") { hasSeparator = true }
            }
            guard isKeyLike, hasSeparator, bytes[Int(range.upperBound) - 1] != UInt8(ascii: ".") else { continue }
            let key = String(decoding: bytes[Int(range.lowerBound)..<Int(range.upperBound)], as: UTF8.self)
            if ships(Int(range.lowerBound)) { result.shipped.append(key) } else { result.unshipped.append(key) }
        }
        return result
    }
}
