/// The string literals written inside interpolations that are spoken as written, and which use each
/// belongs to: `"uncategorized"` in `"\(name), \(category ?? "uncategorized")"`.
///
/// A literal that is an argument of a call or a subscript inside the interpolation
/// (`String(localized: "unknown")`, `date.formatted(format: "yyyy")`, `names["en"]`), a labelled
/// argument of the interpolation (`\(value, specifier: "%.2f")`), the receiver of a member
/// (`"market.results".localized`) or a value compared with another (`id == "act" ? … : …`) is not
/// spoken as written. Both steps are one pass each, so deep
/// nesting costs no more than its length.
enum InterpolatedLiterals {
    /// The token indices, ascending, of the literals spoken as written inside an interpolation.
    static func spoken(in file: SwiftLexedFile) -> [Int] {
        var result: [Int] = []
        var open: [Bool] = []  // per open parenthesis or bracket: whether it holds arguments
        for literal in file.literals {
            for case .interpolation(_, let range) in literal.segments {
                open.removeAll(keepingCapacity: true)
                var arguments = 0
                var position = Int(range.lowerBound)
                let end = Int(range.upperBound)
                while position < end {
                    let kind = file.tokens[position].kind
                    switch kind {
                    case .leftParen:
                        let previous = position > Int(range.lowerBound) ? file.tokens[position - 1].kind : nil
                        let holds = previous == .identifier || previous == .rightParen || previous == .rightBracket
                            || previous == .operator && file.token(position - 1, is: "?")
                        open.append(holds)
                        if holds { arguments += 1 }
                    case .leftBracket:
                        open.append(true)
                        arguments += 1
                    case .rightParen, .rightBracket:
                        if let last = open.popLast(), last { arguments -= 1 }
                    case .string:
                        let literalEnd = Int(file.literal(at: position).tokenEnd)
                        if arguments == 0, !isFormatArgument(position, in: file), !isReceiver(endingBefore: literalEnd, limit: end, in: file),
                           !isUnreachedFallback(position, from: Int(range.lowerBound), in: file),
                           !isCompared(position, endingBefore: literalEnd, from: Int(range.lowerBound), limit: end, in: file) {
                            result.append(position)
                        }
                        // The nested literal's own interpolations are its own.
                        position = max(position, literalEnd - 1)
                    default:
                        break
                    }
                    position += 1
                }
            }
        }
        return result.sorted()
    }

    /// Whether the literal at `token` is a labelled argument of the interpolation itself, which
    /// formats the value and is never spoken: `\(size, specifier: "%.0f")`, whose format SwiftUI
    /// puts into the key it looks up ("Font Size (%.0f):").
    private static func isFormatArgument(_ token: Int, in file: SwiftLexedFile) -> Bool {
        token >= 3 && file.tokens[token - 1].kind == .colon && file.tokens[token - 2].kind == .identifier
            && file.tokens[token - 3].kind == .comma
    }

    /// Whether the literal at `token` is the fallback after `??` of a value every build has
    /// (``SwiftLexedFile/readsInfoKeyEveryBuildSets(_:)``): `\(… "CFBundleName") as? String ?? "l’app")`.
    private static func isUnreachedFallback(_ token: Int, from start: Int, in file: SwiftLexedFile) -> Bool {
        guard token > start, file.tokens[token - 1].kind == .operator, file.token(token - 1, is: "??") else { return false }
        return file.readsInfoKeyEveryBuildSets(max(start, token - 25)..<(token - 1))
    }

    /// The operators that compare two values: a literal on either side is matched, never spoken.
    private static let comparisons: Set<String> = ["==", "!=", "===", "!==", "~=", "<", ">", "<=", ">="]

    /// Whether the literal at `token` (ending before `end`) is compared with a value: `"act"` in
    /// `\(id == "act" ? actionable : flagged.count)` (the fifty-third study's feed tile), whose
    /// interpolation speaks a number.
    private static func isCompared(_ token: Int, endingBefore end: Int, from start: Int, limit: Int, in file: SwiftLexedFile) -> Bool {
        func isComparison(_ index: Int) -> Bool {
            file.tokens[index].kind == .operator && comparisons.contains(file.text(ofToken: index))
        }
        return token > start && isComparison(token - 1) || end < limit && isComparison(end)
    }

    /// Whether the literal ending before `end` is the receiver of a member (`"key".localized`,
    /// `"…".uppercased()`): the member's result is spoken, often a lookup of the literal as a key.
    private static func isReceiver(endingBefore end: Int, limit: Int, in file: SwiftLexedFile) -> Bool {
        end < limit && file.tokens[end].kind == .period
    }

    /// For each argument range (one per use), the spoken literals that belong to it: those whose
    /// enclosing literal lies in the range, each given to the innermost such range only, so that a
    /// literal of nested calls is reported once.
    static func assign(_ literals: [Int], to ranges: [Range<Int>], in file: SwiftLexedFile) -> [[Int]] {
        var result = [[Int]](repeating: [], count: ranges.count)
        guard !literals.isEmpty, !ranges.isEmpty else { return result }
        let order = ranges.indices.sorted {
            (ranges[$0].lowerBound, -ranges[$0].upperBound, $0) < (ranges[$1].lowerBound, -ranges[$1].upperBound, $1)
        }
        var next = 0
        var stack: [Int] = []
        let byEnclosing = literals.map { (enclosing: Int(file.literals[Int(file.literal(at: $0).enclosingLiteral)].token), token: $0) }
            .sorted { ($0.enclosing, $0.token) < ($1.enclosing, $1.token) }
        for (enclosing, token) in byEnclosing {
            while next < order.count, ranges[order[next]].lowerBound <= enclosing {
                stack.append(order[next])
                next += 1
            }
            while let last = stack.last, ranges[last].upperBound <= enclosing { stack.removeLast() }
            // Ranges that do not nest are left on the stack below; the innermost holder is sought down it.
            if let holder = stack.last(where: { ranges[$0].contains(enclosing) && ranges[$0].contains(token) }) {
                result[holder].append(token)
            }
        }
        return result
    }
}
