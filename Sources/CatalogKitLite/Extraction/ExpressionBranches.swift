/// Splits an expression into the values it may take: the branches of a ternary (`c ? a : b`), the
/// operands of `??` and of `+`, and the results of an `if` or `switch` expression. Each split
/// reads only the top level of the expression (brackets are stepped over by their links).
extension SwiftLexedFile {
    /// What an expression is made of, at its top level.
    enum Branches {
        /// `condition ? whenTrue : whenFalse`.
        case ternary(whenTrue: Range<Int>, whenFalse: Range<Int>)
        /// `a ?? b ?? c`.
        case coalescing([Range<Int>])
        /// `a + b + c`.
        case concatenation([Range<Int>])
        /// The result expressions of `if … { a } else { b }` or `switch x { case …: a … }`, with, for a
        /// switch, the patterns of each clause (empty for `default`).
        case choice([(result: Range<Int>, patterns: Range<Int>?)], switchSubject: Range<Int>?)
    }

    /// The branches of an expression, or `nil` for one that is not made of any.
    func branches(of range: Range<Int>) -> Branches? {
        guard !range.isEmpty else { return nil }
        if tokens[range.lowerBound].keyword == .if || tokens[range.lowerBound].keyword == .switch {
            return choice(range)
        }
        if tokens[range.lowerBound].kind == .poundKeyword, token(range.lowerBound, is: "#if") {
            return compilationClauses(range)
        }
        var question: Int?
        var coalescing: [Int] = []
        var plus: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                if token.link > index, Int(token.link) < range.upperBound {
                    index = Int(token.link) + 1
                    continue
                }
            case .operator where index > range.lowerBound:
                if isInfix(index) {
                    // A ternary's `?` has space on both sides; `x?.y` and `x ?y` are optional chaining.
                    if question == nil, self.token(index, is: "?"), token.followsSpace { question = index }
                    if self.token(index, is: "??") { coalescing.append(index) }
                    if self.token(index, is: "+") { plus.append(index) }
                }
            default:
                break
            }
            index = next(after: index)
        }
        if let question, let colon = ternaryColon(after: question, before: range.upperBound) {
            return .ternary(whenTrue: (question + 1)..<colon, whenFalse: (colon + 1)..<range.upperBound)
        }
        if !coalescing.isEmpty { return .coalescing(split(range, at: coalescing)) }
        if !plus.isEmpty { return .concatenation(split(range, at: plus)) }
        return nil
    }

    /// Whether the operator at `index` is infix: white space on both sides or on neither (`a ? b`, `a+b`).
    private func isInfix(_ index: Int) -> Bool {
        let before = tokens[index].followsSpace
        let after = index + 1 < tokens.count && tokens[index + 1].followsSpace
        return before == after
    }

    private func split(_ range: Range<Int>, at operators: [Int]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        for position in operators {
            parts.append(start..<position)
            start = position + 1
        }
        parts.append(start..<range.upperBound)
        return parts.filter { !$0.isEmpty }
    }

    /// The `:` that ends the true branch of the ternary whose `?` is at `question`, counting the
    /// ternaries nested in that branch.
    private func ternaryColon(after question: Int, before end: Int) -> Int? {
        var open = 0
        var index = question + 1
        while index < end {
            let token = tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                if token.link > index, Int(token.link) < end {
                    index = Int(token.link) + 1
                    continue
                }
            case .operator where token.followsSpace && isInfix(index) && self.token(index, is: "?"):
                open += 1
            case .colon:
                if open == 0 { return index }
                open -= 1
            default:
                break
            }
            index = next(after: index)
        }
        return nil
    }

    /// `if c { a } else if d { b } else { c }` and `switch x { case .a: a default: b }`.
    private func choice(_ range: Range<Int>) -> Branches? {
        if tokens[range.lowerBound].keyword == .switch {
            var brace = range.lowerBound + 1
            while brace < range.upperBound, tokens[brace].kind != .leftBrace { brace = next(after: brace) }
            guard brace < range.upperBound, tokens[brace].link > brace else { return nil }
            let subject = (range.lowerBound + 1)..<brace
            return .choice(clauses(inSwitchBrace: brace), switchSubject: subject)
        }
        var results: [(result: Range<Int>, patterns: Range<Int>?)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .leftBrace, token.link > index {
                results.append(((index + 1)..<Int(token.link), nil))
                index = Int(token.link) + 1
                continue
            }
            // A condition's calls and closures: `if list.contains(where: { $0 }) {`.
            if token.kind == .leftParen || token.kind == .leftBracket, token.link > index {
                index = Int(token.link) + 1
                continue
            }
            index = next(after: index)
        }
        return results.isEmpty ? nil : .choice(results, switchSubject: nil)
    }

    /// `#if os(macOS) a #else b #endif` as a whole expression or body (cypherair's computed label):
    /// the code of each clause, every one a value the expression may take in some build. Clauses of
    /// nested `#if` blocks stay inside their outer clause.
    private func compilationClauses(_ range: Range<Int>) -> Branches? {
        var results: [(result: Range<Int>, patterns: Range<Int>?)] = []
        var depth = 0
        var clauseStart: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            guard tokens[index].kind == .poundKeyword else {
                index = next(after: index)
                continue
            }
            let isIf = token(index, is: "#if"), isElseIf = token(index, is: "#elseif")
            let isElse = token(index, is: "#else"), isEnd = token(index, is: "#endif")
            if isIf { depth += 1 }
            if depth == 1, isElseIf || isElse || isEnd, let start = clauseStart, start < index {
                results.append((start..<index, nil))
            }
            if isEnd {
                depth -= 1
                // Only a block that makes the whole expression is its branches.
                if depth == 0 { return index + 1 == range.upperBound && !results.isEmpty ? .choice(results, switchSubject: nil) : nil }
            }
            if depth == 1, isIf || isElseIf {
                let end = ConditionParser.end(of: index + 1, in: self)
                clauseStart = end
                index = end
                continue
            }
            if depth == 1, isElse { clauseStart = index + 1 }
            index += 1
        }
        return nil
    }

    /// The clauses of the switch whose body opens at `brace`: each clause's patterns (`nil` for
    /// `default`) and its statements.
    func clauses(inSwitchBrace brace: Int) -> [(result: Range<Int>, patterns: Range<Int>?)] {
        let close = Int(tokens[brace].link)
        var labels: [(keyword: Int, colon: Int)] = []
        var index = brace + 1
        while index < close {
            let token = tokens[index]
            // `guard case .text(let title) = content`, `if case`, `for case`, `, case`: a condition's
            // pattern inside a clause, not the next clause's label.
            let previous = index > brace + 1 ? tokens[index - 1] : tokens[brace]
            let isCondition = token.keyword == .case && (previous.keyword == .guard || previous.keyword == .if || previous.keyword == .while
                || previous.keyword == .for || previous.kind == .comma)
            if !isCondition, token.keyword == .case || token.keyword == .default {
                var colon = index + 1
                while colon < close, tokens[colon].kind != .colon {
                    let inner = tokens[colon]
                    colon = (inner.kind == .leftParen || inner.kind == .leftBracket) && inner.link > colon ? Int(inner.link) + 1 : next(after: colon)
                }
                labels.append((index, colon))
                index = colon + 1
                continue
            }
            index = step(over: index)
        }
        return labels.enumerated().map { position, label in
            var end = position + 1 < labels.count ? labels[position + 1].keyword : close
            // `case .light: .localized("Light")` then `@unknown default:` (Feather's appearance
            // styles): the attribute is the next label's.
            if end >= 2, end < close, tokens[end - 2].kind == .at, token(end - 1, is: "unknown") { end -= 2 }
            let patterns: Range<Int>? = tokens[label.keyword].keyword == .default ? nil : (label.keyword + 1)..<label.colon
            var result = withoutOpenDirectives((min(label.colon + 1, end))..<end)
            // `case .system: "System"; case .light: "Light"` (mathio's themes): clauses on one line.
            while !result.isEmpty, tokens[result.upperBound - 1].kind == .semicolon { result = result.lowerBound..<(result.upperBound - 1) }
            return (result, patterns)
        }
    }

    /// A clause's statements without the directives around the next clauses: `case .connections:
    /// "Connections" #if os(macOS)` ends before the `#if` that puts `case .behavior:` in a build
    /// (swmpc's settings tabs, whose titles were read as `"Connections" #if os(macOS)`). A clause
    /// whose statements are a whole `#if … #endif` block keeps it.
    private func withoutOpenDirectives(_ range: Range<Int>) -> Range<Int> {
        var open: [Int] = []
        var cut = range.upperBound
        for index in range where tokens[index].kind == .poundKeyword {
            if token(index, is: "#if") {
                open.append(index)
            } else if token(index, is: "#endif") || token(index, is: "#else") || token(index, is: "#elseif") {
                // Of a block opened before the clause: the clause ends there.
                guard !open.isEmpty else {
                    cut = index
                    break
                }
                if token(index, is: "#endif") { open.removeLast() }
            }
        }
        if let first = open.first { cut = min(cut, first) }
        return range.lowerBound..<max(range.lowerBound, cut)
    }

    /// Whether a clause's patterns name the enum case `name` (`.name`, `.name(let x)`, `.a, .name`).
    func patterns(_ range: Range<Int>, nameCase name: String) -> Bool {
        for index in range where tokens[index].kind == .identifier && index > range.lowerBound && tokens[index - 1].kind == .period {
            if token(index, equals: name) { return true }
        }
        return false
    }
}
