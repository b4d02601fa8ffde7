/// Walks over the shape of expressions around a token: back to the start of a postfix chain
/// (`Button("Play") { … }.padding().accessibilityLabel(…)` starts at `Button`), forward to the end
/// of an assigned expression, out to the enclosing brace. Every walk follows the bracket links the
/// lexer made and is bounded by the number of tokens, so it never recurses.
struct ExpressionShape {
    let file: SwiftLexedFile
    /// For string literals with interpolations: the token after the literal and its interpolations
    /// → the literal's token (the outermost one when several end together), so that walking back
    /// from a token after a literal lands on the literal.
    private let literalBefore: [Int32: Int32]
    /// A bit per token: whether ``literalBefore`` has it, so that most tokens skip the table.
    private let hasLiteralBefore: [UInt64]

    init(file: SwiftLexedFile) {
        self.file = file
        var table: [Int32: Int32] = [:]
        var bits = [UInt64](repeating: 0, count: file.tokens.count / 64 + 1)
        for literal in file.literals where literal.tokenEnd > literal.token + 1 {
            if let known = table[literal.tokenEnd], known < literal.token { continue }
            table[literal.tokenEnd] = literal.token
            bits[Int(literal.tokenEnd) / 64] |= 1 << UInt64(Int(literal.tokenEnd) % 64)
        }
        literalBefore = table
        hasLiteralBefore = bits
    }

    /// The token before `index` at the same level, or -1.
    @inline(__always)
    func previous(_ index: Int) -> Int {
        if index >= 0, index / 64 < hasLiteralBefore.count, hasLiteralBefore[index / 64] & (1 << UInt64(index % 64)) != 0,
           let literal = literalBefore[Int32(index)] {
            return Int(literal)
        }
        return index - 1
    }

    private static let blockKeywords: [StaticString] = ["if", "else", "guard", "while", "for", "switch", "do", "repeat", "catch", "in", "return", "defer", "where"]

    /// The first token of the postfix chain that the identifier at `name` belongs to. `known`
    /// gives the roots found before, so that a chain of many modifiers is walked once, not once per
    /// modifier.
    func chainRoot(of name: Int, known: (Int) -> Int? = { _ in nil }) -> Int {
        var current = name
        var budget = file.tokens.count + 1
        while budget > 0 {
            budget -= 1
            if current != name, let root = known(current) { return root }
            let period = previous(current)
            guard period >= 0, file.tokens[period].kind == .period else { return current }
            var piece = previous(period)
            guard piece >= 0 else { return period }
            // Back over the postfix pieces (calls, trailing closures, subscripts, `?`, `!`) to the
            // name or literal they follow.
            while budget > 0 {
                budget -= 1
                let token = file.tokens[piece]
                switch token.kind {
                case .rightParen, .rightBracket, .rightBrace:
                    let open = Int(token.link)
                    guard open >= 0, open < piece else { return period }
                    let before = previous(open)
                    guard before >= 0, !(file.tokens[open].startsLine && file.tokens[open].kind != .leftBrace) else { return open }
                    let beforeToken = file.tokens[before]
                    if file.tokens[open].kind == .leftBrace, beforeToken.kind == .colon {
                        // A labelled trailing closure: `} label: {`.
                        let label = previous(before)
                        let closing = label >= 0 ? previous(label) : -1
                        guard label >= 0, file.tokens[label].kind == .identifier, closing >= 0, file.tokens[closing].kind == .rightBrace else { return open }
                        piece = closing
                        continue
                    }
                    switch beforeToken.kind {
                    case .rightParen, .rightBracket, .rightBrace:
                        piece = before
                        continue
                    case .identifier:
                        if Self.blockKeywords.contains(where: { file.token(before, is: $0) }) { return open }
                        current = before
                    case .string, .number, .poundKeyword:
                        current = before
                    case .operator where isPostfix(before):
                        piece = previous(before)
                        guard piece >= 0 else { return open }
                        continue
                    default:
                        return open
                    }
                case .identifier, .number, .string, .poundKeyword:
                    current = piece
                case .operator where isPostfix(piece):
                    piece = previous(piece)
                    guard piece >= 0 else { return period }
                    continue
                default:
                    return period
                }
                break
            }
        }
        return current
    }

    /// Whether the operator token is a postfix `?` or `!` (`x?.y`, `x!.y`).
    func isPostfix(_ index: Int) -> Bool {
        let token = file.tokens[index]
        guard !token.followsSpace, token.end - token.start == 1 else { return false }
        let byte = file.bytes[Int(token.start)]
        return byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!")
    }

    /// The object a UIKit or AppKit member at `name` is set on, as written: `nextButton` for
    /// `nextButton.accessibilityLabel`, `view` for `self.view.setAccessibilityLabel`, `self` when none is written.
    func receiver(of name: Int, known: (Int) -> Int? = { _ in nil }) -> String {
        let period = previous(name)
        guard period >= 0, file.tokens[period].kind == .period else { return "self" }
        let root = chainRoot(of: name, known: known)
        guard root < period else { return "self" }
        // A receiver of many tokens (calls nested in calls) is named by where it starts: its text
        // would cost its length at every level.
        guard period - root <= 32 else { return "#\(root)" }
        var text = file.expressionText(root..<period)
        if text == "super" { text = "self" }
        for prefix in ["self.", "super."] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count))
        }
        return text
    }

    /// For every token, the `{` that encloses it, or -1 at the top level: one pass, made the first
    /// time a UIKit or AppKit use needs it.
    func enclosingBraces() -> [Int32] {
        var result = [Int32](repeating: -1, count: file.tokens.count)
        var open: [Int32] = []
        for (index, token) in file.tokens.enumerated() {
            result[index] = open.last ?? -1
            if token.kind == .leftBrace {
                open.append(Int32(index))
            } else if token.kind == .rightBrace, token.link >= 0, let position = open.lastIndex(of: token.link) {
                open.removeSubrange(position...)
            }
        }
        return result
    }

    /// The end of the expression that starts at `start` (the right side of an assignment): the
    /// first token, at its level, that ends the statement — `;`, a closing bracket, or a new line
    /// that does not go on with `.member` or an infix operator.
    func expressionEnd(from start: Int) -> Int {
        var index = start
        let count = file.tokens.count
        // Whether the last token read at this level asks for more: an infix operator or a ternary's `:`.
        var expectsMore = false
        while index < count {
            let token = file.tokens[index]
            // A line goes on after an infix operator or a `:`, and when it starts with `.member`, an
            // infix operator or a ternary's `:`.
            if index > start && token.startsLine && !expectsMore && token.kind != .period && token.kind != .colon
                && !(token.kind == .operator && !isPostfix(index)) {
                return index
            }
            expectsMore = token.kind == .colon || (token.kind == .operator && !isPostfix(index))
            switch token.kind {
            case .semicolon, .rightParen, .rightBracket, .rightBrace, .comma:
                return index
            case .leftParen, .leftBracket, .leftBrace:
                let partner = Int(token.link)
                guard partner > index else { return count }
                index = partner + 1
            default:
                index = file.next(after: index)
            }
        }
        return count
    }
}
