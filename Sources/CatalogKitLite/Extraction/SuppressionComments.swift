import Foundation

/// Reads suppression comments in Swift code: `// xcstrings-a11y:disable-next-line RULE[, RULE]`, or
/// `// xcstrings-a11y: ignore RULE` as in catalog comments; the marker and words in any case. The
/// rules apply to the next line that holds code; no rule named (or `all`) means every rule.
enum SuppressionComments {
    /// For each line a directive applies to, the rule ids it names (lowercased; `all` for every rule).
    static func rules(in file: SwiftLexedFile) -> [Int: Set<String>] {
        var result: [Int: Set<String>] = [:]
        for comment in file.comments {
            let range = Int(comment.range.lowerBound)..<Int(comment.range.upperBound)
            guard mayHoldMarker(file.bytes[range]) else { continue }
            guard let names = directive(file.text(range)) else { continue }
            // The first token after the comment that starts on a later line.
            let commentLine = file.lines.line(at: range.lowerBound)
            var target: Int?
            for index in file.firstToken(startingAtOrAfter: range.upperBound)..<file.tokens.count {
                let line = file.lines.line(at: Int(file.tokens[index].start))
                if line > commentLine {
                    target = line
                    break
                }
            }
            guard let target else { continue }
            result[target, default: []].formUnion(names)
        }
        return result
    }

    /// Whether the bytes hold `11y:` in any case, the end of the marker: most comments are passed
    /// over without making a String.
    private static func mayHoldMarker(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        while index + 4 <= bytes.endIndex {
            if bytes[index] == UInt8(ascii: "1") && bytes[index + 1] == UInt8(ascii: "1") && bytes[index + 2] | 0x20 == UInt8(ascii: "y")
                && bytes[index + 3] == UInt8(ascii: ":") {
                return true
            }
            index += 1
        }
        return false
    }

    /// The rule ids of the directives in a comment, or `nil` when it has none.
    static func directive(_ comment: String) -> Set<String>? {
        var names = Set<String>()
        var found = false
        var rest = Substring(comment)
        while let marker = rest.range(of: "xcstrings-a11y:", options: .caseInsensitive) {
            rest = rest[marker.upperBound...]
            let afterMarker = rest.drop { $0 == " " || $0 == "\t" }
            let lowered = afterMarker.lowercased()
            let word = ["disable-next-line", "ignore"].first { lowered.hasPrefix($0) }
            guard let word else { continue }
            found = true
            let list = afterMarker.dropFirst(word.count).prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "," || $0 == " " || $0 == "\t" }
            let written = list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map { $0.lowercased() }
            if written.isEmpty { names.insert("all") } else { names.formUnion(written) }
        }
        return found ? names : nil
    }
}
