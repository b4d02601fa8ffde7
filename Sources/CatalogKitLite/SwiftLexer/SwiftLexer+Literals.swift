extension SwiftLexer {
    /// Starts a string literal at `start` (its first `#` or its `"`) and lexes its content up to its
    /// end or its first interpolation.
    mutating func startString(at start: Int, hashes: Int) throws(Failure) {
        index = start + hashes + 1
        var isMultiline = false
        if index + 1 < bytes.count && bytes[index] == UInt8(ascii: "\"") && bytes[index + 1] == UInt8(ascii: "\"")
            && !closesAtOnce(after: index + 2, hashes: hashes) {
            isMultiline = true
            index += 2
        }
        let literalIndex = Int32(literals.count)
        literals.append(LexedLiteral(
            token: Int32(tokens.count), tokenEnd: Int32(tokens.count + 1), hashes: Int32(hashes), isMultiline: isMultiline,
            indentation: 0..<0, segments: [], enclosingLiteral: interpolations.last?.literal ?? -1))
        let end = index
        index = start
        append(.string, from: start, link: literalIndex)
        index = end
        try scanStringContent(literalIndex)
    }

    /// Whether the `"""` of a raw literal is its one quote and its closing delimiter (`#"""#` is
    /// `"`, Hermex's `replacingOccurrences(of: #"\""#, with: #"""#)`): the delimiter's `#`s follow
    /// at `offset`, and no further quote, as Swift's own lexer tells them apart.
    private func closesAtOnce(after offset: Int, hashes: Int) -> Bool {
        guard hashes > 0, offset + hashes <= bytes.count else { return false }
        for position in offset..<(offset + hashes) where bytes[position] != UInt8(ascii: "#") { return false }
        return offset + hashes == bytes.count || bytes[offset + hashes] != UInt8(ascii: "\"")
    }

    /// Lexes a literal's content from the current index: up to its closing delimiter, or up to an
    /// interpolation's `\(`, which opens an interpolation (the code after it is lexed as tokens,
    /// and ``endInterpolation()`` comes back here).
    mutating func scanStringContent(_ literalIndex: Int32) throws(Failure) {
        let literal = literals[Int(literalIndex)]
        let hashes = Int(literal.hashes)
        let isMultiline = literal.isMultiline
        let tokenStart = Int(tokens[Int(literal.token)].start)
        let count = bytes.count
        let segmentStart = index
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") {
                var next = index + 1
                var found = 0
                while found < hashes && next < count && bytes[next] == UInt8(ascii: "#") {
                    found += 1
                    next += 1
                }
                guard found == hashes, next < count else {
                    index += 1
                    continue
                }
                if bytes[next] == UInt8(ascii: "(") {
                    literals[Int(literalIndex)].segments.append(.text(Int32(segmentStart)..<Int32(index)))
                    interpolations.append(OpenInterpolation(
                        literal: literalIndex, sourceStart: Int32(next + 1), tokenStart: Int32(tokens.count), bracketBase: brackets.count))
                    index = next + 1
                    sawSpace = false
                    sawLineBreak = false
                    return
                }
                if bytes[next] == 0x0A || bytes[next] == 0x0D {
                    // A line continuation, in a multi-line literal only.
                    guard isMultiline else { break }
                    index = next + (bytes[next] == 0x0D && next + 1 < count && bytes[next + 1] == 0x0A ? 2 : 1)
                    continue
                }
                index = next + 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                let quotes = isMultiline ? 3 : 1
                if closes(at: index, quotes: quotes, hashes: hashes) {
                    literals[Int(literalIndex)].segments.append(.text(Int32(segmentStart)..<Int32(index)))
                    if isMultiline {
                        literals[Int(literalIndex)].indentation = indentation(before: index)
                    }
                    index += quotes + hashes
                    finishLiteral(literalIndex)
                    return
                }
                index += 1
                continue
            }
            if (byte == 0x0A || byte == 0x0D) && !isMultiline { break }
            index += 1
        }
        throw Failure(offset: tokenStart, message: isMultiline ? "unterminated multi-line string literal (`\"\"\"` is never closed)" : "unterminated string literal")
    }

    /// Whether `quotes` quotes and `hashes` hashes start at `offset`.
    func closes(at offset: Int, quotes: Int, hashes: Int) -> Bool {
        guard offset + quotes + hashes <= bytes.count else { return false }
        for step in 0..<quotes where bytes[offset + step] != UInt8(ascii: "\"") { return false }
        for step in 0..<hashes where bytes[offset + quotes + step] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The spaces and tabs before a closing `"""` when they are all that precedes it on its line;
    /// else empty (the compiler rejects that literal; its lines then keep their indentation).
    func indentation(before close: Int) -> Range<Int32> {
        var start = close
        while start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09) { start -= 1 }
        guard start > 0, bytes[start - 1] == 0x0A || bytes[start - 1] == 0x0D else { return Int32(close)..<Int32(close) }
        return Int32(start)..<Int32(close)
    }

    /// Closes a literal's token after its last delimiter.
    mutating func finishLiteral(_ literalIndex: Int32) {
        let token = Int(literals[Int(literalIndex)].token)
        tokens[token].end = Int32(index)
        literals[Int(literalIndex)].tokenEnd = Int32(tokens.count)
        sawSpace = false
        sawLineBreak = false
    }

    /// Ends the innermost interpolation at its `)` (the current index) and goes on with its literal.
    mutating func endInterpolation() throws(Failure) {
        let open = interpolations.removeLast()
        literals[Int(open.literal)].segments.append(.interpolation(
            source: open.sourceStart..<Int32(index), tokens: open.tokenStart..<Int32(tokens.count)))
        index += 1
        try scanStringContent(open.literal)
    }

    /// Whether a `/` here may start a regex literal: only where an expression starts, after the
    /// tokens Swift's parser accepts there. Conservative, so that a division is never taken for one.
    func regexMayStart() -> Bool {
        if let open = interpolations.last, Int(open.tokenStart) == tokens.count { return true }
        guard let last = tokens.indices.last else { return true }
        let previous = tokens[last]
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .operator:
            // An infix or prefix operator (`= /a/`, `?? /a/`), not a postfix one (`x! / 2`).
            return previous.followsSpace || (previous.end - previous.start == 1 && bytes[Int(previous.start)] == UInt8(ascii: "="))
        case .identifier:
            for keyword: StaticString in ["return", "case", "in", "try", "await", "throw", "where", "if", "guard", "while", "yield"]
            where matches(last, keyword) {
                return true
            }
            return false
        default:
            return false
        }
    }

    /// Whether a token's bytes are a keyword's.
    func matches(_ tokenIndex: Int, _ keyword: StaticString) -> Bool {
        let token = tokens[tokenIndex]
        guard Int(token.end - token.start) == keyword.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        return keyword.withUTF8Buffer { expected in
            for step in 0..<expected.count where bytes[start + step] != expected[step] { return false }
            return true
        }
    }

    /// A bare regex literal `/…/` on one line, not starting with white space (so `a / b` and a
    /// `/` alone stay operators) and not ending with it. Returns `false`, lexing nothing, when the
    /// `/` does not start one.
    mutating func lexBareRegex() -> Bool {
        let start = index
        let count = bytes.count
        var next = start + 1
        guard next < count else { return false }
        switch bytes[next] {
        case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: ")"), UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "="):
            return false
        default:
            break
        }
        while next < count {
            let byte = bytes[next]
            if byte == 0x0A || byte == 0x0D { return false }
            if byte == UInt8(ascii: "\\") {
                next += 2
                continue
            }
            if byte == UInt8(ascii: "/") { break }
            next += 1
        }
        guard next < count, bytes[next - 1] != 0x20, bytes[next - 1] != 0x09 else { return false }
        index = next + 1
        append(.regex, from: start)
        return true
    }

    /// An extended regex literal `#/…/#` (with any number of `#`), on one line or, when a line
    /// break follows `#/`, on several. The index is at its `/`.
    mutating func lexExtendedRegex(from start: Int, hashes: Int) throws(Failure) {
        let count = bytes.count
        index += 1
        let isMultiline = index < count && (bytes[index] == 0x0A || bytes[index] == 0x0D)
        while index < count {
            let byte = bytes[index]
            if (byte == 0x0A || byte == 0x0D) && !isMultiline { break }
            if byte == UInt8(ascii: "\\") {
                index += 2
                continue
            }
            if byte == UInt8(ascii: "/") && index + hashes < count {
                var found = 0
                while found < hashes && bytes[index + 1 + found] == UInt8(ascii: "#") { found += 1 }
                if found == hashes {
                    index += 1 + hashes
                    append(.regex, from: start)
                    return
                }
            }
            index += 1
        }
        throw Failure(offset: start, message: "unterminated regex literal")
    }
}
