extension SwiftLexedFile {
    /// The last name of the type an implicit `.init(…)` makes, where the place it is written in says
    /// it: an element of an array literal given to a declaration annotated `[T]` (Device-Specs'
    /// `private let params: [AccessibilityParam] = [.init("VoiceOver", …), …]`), or the value of one
    /// annotated `T` (`let row: Row = .init(…)`). `index` is the `init` token; `nil` elsewhere.
    func implicitInitialiserType(at index: Int) -> String? {
        guard index >= 2, tokens[index - 1].kind == .period else { return nil }
        let before = index - 2
        switch tokens[before].kind {
        case .operator where token(before, is: "="):
            return annotatedType(before: before, ofElements: false)
        case .leftBracket, .comma:
            // Back over the elements before it, to the array's `[`.
            var position = before
            var steps = 0
            while position >= 0, steps < 4_096 {
                let token = tokens[position]
                switch token.kind {
                case .rightParen, .rightBracket, .rightBrace:
                    guard token.link >= 0, Int(token.link) < position else { return nil }
                    position = Int(token.link) - 1
                case .leftBracket:
                    guard position >= 1, tokens[position - 1].kind == .operator, self.token(position - 1, is: "=") else { return nil }
                    return annotatedType(before: position - 1, ofElements: true)
                case .leftParen, .leftBrace, .semicolon:
                    return nil
                default:
                    position -= 1
                }
                steps += 1
            }
            return nil
        default:
            return nil
        }
    }

    /// The last name of the type annotated before the `=` at `equals`: `: T` (or `: Outer.T`), or
    /// the element type of `: [T]` when `ofElements`.
    private func annotatedType(before equals: Int, ofElements: Bool) -> String? {
        var end = equals - 1
        if ofElements {
            guard end >= 1, tokens[end].kind == .rightBracket, tokens[end].link >= 0, Int(tokens[end].link) < end else { return nil }
            let open = Int(tokens[end].link)
            guard open >= 1, tokens[open - 1].kind == .colon else { return nil }
            end -= 1
            guard end > open else { return nil }
            return typeName(in: (open + 1)...end)
        }
        var start = end
        while start >= 1, !tokens[start].startsLine, tokens[start].kind == .identifier || tokens[start].kind == .period { start -= 1 }
        guard start >= 0, start < end, tokens[start].kind == .colon else { return nil }
        return typeName(in: (start + 1)...end)
    }

    /// The last name of a type written as names and periods (`Row`, `Settings.Row`).
    private func typeName(in range: ClosedRange<Int>) -> String? {
        guard range.allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].kind == .period }),
              tokens[range.upperBound].kind == .identifier else { return nil }
        return text(ofToken: range.upperBound)
    }
}
