/// One argument of a call, as token indices: its label (if any) and its expression.
struct CallArgument: Sendable {
    /// The label's token (`label` in `label: value`), or `nil`.
    var label: Int?
    /// The expression's tokens.
    var expression: Range<Int>
}

extension SwiftLexedFile {
    /// The token after `index` at the same level: a string literal's interpolations are skipped.
    @inline(__always)
    func next(after index: Int) -> Int {
        let token = tokens[index]
        return token.kind == .string ? max(index + 1, Int(literals[Int(token.link)].tokenEnd)) : index + 1
    }

    /// The token after the one at `index` at its level: past a bracketed group (`(…)`, `[…]`, `{…}`)
    /// to the token after its partner, or past a string literal with its interpolations.
    @inline(__always)
    func step(over index: Int) -> Int {
        let token = tokens[index]
        let opens = token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace
        return opens && Int(token.link) > index ? Int(token.link) + 1 : next(after: index)
    }

    /// The arguments between the parenthesis at `open` and its partner, split at the commas of
    /// that level; `nil` when it has no partner.
    func arguments(ofParen open: Int) -> [CallArgument]? {
        let close = Int(tokens[open].link)
        guard close > open else { return nil }
        return arguments(in: (open + 1)..<close)
    }

    /// The comma-separated items of a token range (the inside of `( … )` or `[ … ]`).
    func arguments(in range: Range<Int>) -> [CallArgument] {
        var result: [CallArgument] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .comma:
                if index > start { result.append(argument(start..<index)) }
                index += 1
                start = index
                continue
            case .leftParen, .leftBracket, .leftBrace:
                let partner = Int(token.link)
                index = partner > index && partner < range.upperBound ? partner + 1 : index + 1
                continue
            default:
                index = next(after: index)
            }
        }
        if range.upperBound > start { result.append(argument(start..<range.upperBound)) }
        return result
    }

    /// An item with its label split off.
    private func argument(_ range: Range<Int>) -> CallArgument {
        if range.count >= 3, tokens[range.lowerBound].kind == .identifier, tokens[range.lowerBound + 1].kind == .colon {
            return CallArgument(label: range.lowerBound, expression: (range.lowerBound + 2)..<range.upperBound)
        }
        return CallArgument(label: nil, expression: range)
    }

    /// The argument labelled `name`.
    func argument(_ name: StaticString, in arguments: [CallArgument]) -> CallArgument? {
        arguments.first { $0.label.map { token($0, is: name) } ?? false }
    }

    /// The argument labelled `name`, a label known only at run time (a parameter's or a stored
    /// property's name).
    func argument(labelled name: String, in arguments: [CallArgument]) -> CallArgument? {
        arguments.first { $0.label.map { token($0, equals: name) } ?? false }
    }

    /// The first argument without a label.
    func firstUnlabeled(_ arguments: [CallArgument]) -> CallArgument? {
        arguments.first.flatMap { $0.label == nil ? $0 : nil }
    }

    /// The expression without parentheses around all of it.
    func unwrapped(_ range: Range<Int>) -> Range<Int> {
        var range = range
        while range.count >= 2, tokens[range.lowerBound].kind == .leftParen, Int(tokens[range.lowerBound].link) == range.upperBound - 1 {
            let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
            guard arguments(in: inside).count == 1 else { break }
            range = inside
        }
        return range
    }

    /// Whether the range is exactly one string literal.
    func isLiteral(_ range: Range<Int>) -> Bool {
        !range.isEmpty && tokens[range.lowerBound].kind == .string && next(after: range.lowerBound) == range.upperBound
    }

    /// The literal's text when the range is one literal without interpolation.
    func plainLiteralText(_ range: Range<Int>) -> String? {
        guard isLiteral(range) else { return nil }
        return decodedLiteral(at: range.lowerBound).plainText
    }

    /// When the range is a call `callee( … )` that ends the range: the index of its `(`.
    func callParen(in range: Range<Int>) -> Int? {
        guard range.count >= 3, tokens[range.upperBound - 1].kind == .rightParen else { return nil }
        let open = Int(tokens[range.upperBound - 1].link)
        guard open > range.lowerBound, open < range.upperBound else { return nil }
        return open
    }

    /// When the range is a call of one of `callees` (as written: `String.LocalizationValue`, `.init`)
    /// with one unlabelled argument, that argument: the key inside a wrapper,
    /// `String.LocalizationValue(key)`.
    func wrappedArgument(_ range: Range<Int>, callees: Set<String>) -> Range<Int>? {
        guard let open = callParen(in: range), let arguments = arguments(ofParen: open), arguments.count == 1, arguments[0].label == nil,
              callees.contains(expressionText(range.lowerBound..<open)) else { return nil }
        return arguments[0].expression
    }

    /// When the range is a call of a name (`Copy(mode: m)`, `Copy.init(…)`, `Self(…)`, `.init(…)`):
    /// the callee as written, without a trailing `.init` (empty for `.init`), and its `(`. What an
    /// initialiser call looks like; whether the name is a type is for the caller to say.
    func namedCall(_ range: Range<Int>) -> (callee: String, open: Int)? {
        guard let open = callParen(in: range) else { return nil }
        var callee = expressionText(range.lowerBound..<open)
        if callee.hasSuffix(".init") { callee.removeLast(5) }
        guard callee.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return (callee, open)
    }
}

extension SwiftLexedFile {
    /// The `(` of the argument list that holds the token, looked for a few dozen tokens back.
    func enclosingParenthesis(of index: Int) -> Int? {
        var position = index - 1
        while position >= 0, index - position < 64 {
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard token.link >= 0, Int(token.link) < position else { return nil }
                position = Int(token.link) - 1
                continue
            case .leftParen:
                return position
            case .leftBrace, .leftBracket, .semicolon:
                return nil
            default:
                break
            }
            position -= 1
        }
        return nil
    }
}
