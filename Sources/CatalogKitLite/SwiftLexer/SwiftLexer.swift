/// Splits Swift source into tokens, exact about what is code and what is a comment or a literal.
///
/// It reads any bytes without crashing, hanging or recursing: nesting (brackets, block comments,
/// interpolations inside interpolations) is kept on explicit stacks. It fails, with the position,
/// only where the Swift compiler would not even find the tokens: bytes that are not UTF-8, and a
/// string literal, regex literal or block comment that is never closed. Everything else the
/// compiler might reject (an unknown escape, an unmatched bracket) is lexed on, since the
/// recogniser only needs the tokens.
struct SwiftLexer {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var tokens: [SwiftToken] = []
    /// A bit per keyword (by its raw value) that some token of the file is.
    var keywordsSeen: UInt64 = 0
    var literals: [LexedLiteral] = []
    var comments: [LexedComment] = []
    /// Open brackets: token indices.
    var brackets: [Int32] = []
    /// Open interpolations, innermost last.
    var interpolations: [OpenInterpolation] = []
    /// White space or a comment since the last token; a line break among it.
    var sawSpace = true
    var sawLineBreak = true
    /// The keywords identifiers are classified by.
    let keywordTable = SwiftKeyword.Table.shared

    /// An interpolation whose `)` is still to come.
    struct OpenInterpolation {
        /// The literal it belongs to.
        var literal: Int32
        /// The offset after its `\(`.
        var sourceStart: Int32
        /// The index of its first token.
        var tokenStart: Int32
        /// How many brackets were open when it started: its `)` is the one that finds no other
        /// `(` above these.
        var bracketBase: Int
    }

    /// Lexes a whole file.
    static func lex(_ bytes: [UInt8]) throws(SourceError) -> SwiftLexedFile {
        let result: Result<SwiftLexedFile, SourceError> = bytes.withUnsafeBufferPointer { buffer in
            let lines = SourceLines(buffer)
            if let bad = UTF8Check.firstInvalidOffset(buffer) {
                return .failure(SourceError(position: lines.position(at: bad, in: buffer), message: "the file is not UTF-8 (byte 0x\(hex(buffer[bad])))", kind: .notUTF8))
            }
            var lexer = SwiftLexer(bytes: buffer, index: SourceLines.byteOrderMarkLength(buffer))
            lexer.tokens.reserveCapacity(buffer.count / 4)
            do throws(Failure) {
                try lexer.run()
            } catch {
                return .failure(SourceError(position: lines.position(at: error.offset, in: buffer), message: error.message))
            }
            return .success(SwiftLexedFile(
                bytes: bytes, tokens: lexer.tokens, literals: lexer.literals, comments: lexer.comments, lines: lines, keywordsSeen: lexer.keywordsSeen))
        }
        return try result.get()
    }

    /// A lexing error at a byte offset (turned into a position by ``lex(_:)``).
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// Lexes tokens until the end of the bytes.
    mutating func run() throws(Failure) {
        let count = bytes.count
        while true {
            try skipTrivia()
            guard index < count else { break }
            try lexToken()
        }
        if let open = interpolations.last {
            let literal = literals[Int(open.literal)]
            throw Failure(offset: Int(tokens[Int(literal.token)].start), message: "unterminated string literal (an interpolation `\\(` is never closed)")
        }
        // Brackets left open stay unmatched (`link` is -1).
    }

    /// Skips white space and comments, noting whether they held a line break.
    mutating func skipTrivia() throws(Failure) {
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                sawSpace = true
                index += 1
            case 0x0A, 0x0D:
                sawSpace = true
                sawLineBreak = true
                index += 1
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index
                index += 2
                while index < count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
                comments.append(LexedComment(range: Int32(start)..<Int32(index), isBlock: false))
                sawSpace = true
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                try skipBlockComment()
            default:
                return
            }
        }
    }

    /// Skips a block comment, nested ones included.
    mutating func skipBlockComment() throws(Failure) {
        let start = index
        let count = bytes.count
        var depth = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if byte == UInt8(ascii: "*") && index + 1 < count && bytes[index + 1] == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 {
                    comments.append(LexedComment(range: Int32(start)..<Int32(index), isBlock: true))
                    sawSpace = true
                    return
                }
            } else {
                if byte == 0x0A || byte == 0x0D { sawLineBreak = true }
                index += 1
            }
        }
        throw Failure(offset: start, message: "unterminated block comment (`/*` is never closed by `*/`)")
    }

    /// Appends a token from `start` to the current index.
    mutating func append(_ kind: SwiftTokenKind, from start: Int, link: Int32 = -1, keyword: SwiftKeyword = .none) {
        tokens.append(SwiftToken(
            kind: kind, startsLine: sawLineBreak, followsSpace: sawSpace, keyword: keyword, start: Int32(start), end: Int32(index), link: link))
        sawSpace = false
        sawLineBreak = false
    }

    /// Lexes the token at the current index (which is not white space or a comment).
    mutating func lexToken() throws(Failure) {
        let start = index
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""):
            try startString(at: start, hashes: 0)
        case UInt8(ascii: "#"):
            try lexPound()
        case UInt8(ascii: "/") where regexMayStart():
            if !lexBareRegex() { lexOperator() }
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
            index += 1
            brackets.append(Int32(tokens.count))
            append(byte == UInt8(ascii: "(") ? .leftParen : byte == UInt8(ascii: "[") ? .leftBracket : .leftBrace, from: start)
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
            try closeBracket(byte)
        case UInt8(ascii: ","): index += 1; append(.comma, from: start)
        case UInt8(ascii: ":"): index += 1; append(.colon, from: start)
        case UInt8(ascii: ";"): index += 1; append(.semicolon, from: start)
        case UInt8(ascii: "@"): index += 1; append(.at, from: start)
        case UInt8(ascii: "\\"): index += 1; append(.backslash, from: start)
        case UInt8(ascii: "."):
            if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: ".") {
                lexOperator()
            } else {
                index += 1
                append(.period, from: start)
            }
        case UInt8(ascii: "`"):
            lexBacktick()
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
        default:
            if Self.isIdentifierHead(byte) || byte == UInt8(ascii: "$") {
                // A local end, not `index`, so that the loop keeps it in a register.
                var end = index + 1
                while end < bytes.count && Self.isIdentifierBody(bytes[end]) { end += 1 }
                index = end
                let keyword = keywordTable.keyword(bytes, from: start, to: index)
                keywordsSeen |= 1 << UInt64(keyword.rawValue)
                append(.identifier, from: start, keyword: keyword)
            } else if Self.isOperatorByte(byte) {
                lexOperator()
            } else {
                index += 1
                append(.unknown, from: start)
            }
        }
    }

    /// Closes a bracket: pairs it with its opener, or ends an interpolation.
    mutating func closeBracket(_ byte: UInt8) throws(Failure) {
        let start = index
        let opener: SwiftTokenKind = byte == UInt8(ascii: ")") ? .leftParen : byte == UInt8(ascii: "]") ? .leftBracket : .leftBrace
        let base = interpolations.last?.bracketBase ?? 0
        // Its opener, looked for a few levels down only, so that `(((…]]]` costs no quadratic time.
        var found = -1
        var level = brackets.count - 1
        while level >= base && level >= brackets.count - 8 {
            if tokens[Int(brackets[level])].kind == opener { found = level; break }
            level -= 1
        }
        if found < 0 && byte == UInt8(ascii: ")") && !interpolations.isEmpty {
            brackets.removeSubrange(base...)
            try endInterpolation()
            return
        }
        index += 1
        let kind: SwiftTokenKind = byte == UInt8(ascii: ")") ? .rightParen : byte == UInt8(ascii: "]") ? .rightBracket : .rightBrace
        if found >= 0 {
            let openIndex = brackets[found]
            if found == brackets.count - 1 { brackets.removeLast() } else { brackets.removeLast(brackets.count - found) }
            tokens[Int(openIndex)].link = Int32(tokens.count)
            append(kind, from: start, link: openIndex)
        } else {
            append(kind, from: start)
        }
    }

    /// `#"…"#`, `#/…/#`, `#if`, or a lone `#`.
    mutating func lexPound() throws(Failure) {
        let start = index
        var hashes = 0
        while index < bytes.count && bytes[index] == UInt8(ascii: "#") {
            hashes += 1
            index += 1
        }
        if index < bytes.count && bytes[index] == UInt8(ascii: "\"") {
            index = start
            try startString(at: start, hashes: hashes)
        } else if index < bytes.count && bytes[index] == UInt8(ascii: "/") {
            try lexExtendedRegex(from: start, hashes: hashes)
        } else if hashes == 1 && index < bytes.count && Self.isIdentifierHead(bytes[index]) {
            while index < bytes.count && Self.isIdentifierBody(bytes[index]) { index += 1 }
            append(.poundKeyword, from: start)
        } else {
            index = start + 1
            append(.unknown, from: start)
        }
    }

    /// A run of operator characters; `.` belongs to it only when it starts with `.`. An operator
    /// ends before `//` or `/*`, as in Swift.
    mutating func lexOperator() {
        let start = index
        let dotted = bytes[index] == UInt8(ascii: ".")
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/") && index + 1 < bytes.count && (bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*")) { break }
            if Self.isOperatorByte(byte) || (dotted && byte == UInt8(ascii: ".")) {
                index += 1
            } else {
                break
            }
        }
        append(.operator, from: start)
    }

    /// A backticked identifier, ended by the next backtick on its line; a lone backtick is an
    /// unknown token.
    mutating func lexBacktick() {
        let start = index
        var end = index + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: "`") && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
        if end < bytes.count && bytes[end] == UInt8(ascii: "`") && end > start + 1 {
            index = end + 1
            append(.identifier, from: start)
        } else {
            index = start + 1
            append(.unknown, from: start)
        }
    }

    /// A number: digits, letters and `_` (`0x1F`, `1_000`), a fraction, an exponent with its sign.
    mutating func lexNumber() {
        let start = index
        var previous: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isIdentifierBody(byte) && byte < 0x80 {
                previous = byte
                index += 1
            } else if byte == UInt8(ascii: ".") && index + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) {
                previous = byte
                index += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-"))
                && (previous | 0x20 == UInt8(ascii: "e") || previous | 0x20 == UInt8(ascii: "p"))
                && !(bytes[start + 1] | 0x20 == UInt8(ascii: "x") && previous | 0x20 == UInt8(ascii: "e")) {
                previous = byte
                index += 1
            } else {
                break
            }
        }
        append(.number, from: start)
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte >= 64 && (identifierBytesFrom64 >> (byte & 63)) & 1 != 0
    }

    /// Letters, digits, `_`, `$` and every byte of a non-ASCII character. Tested against a bit mask
    /// per half of ASCII: lexing spends most of its time in identifiers, a byte at a time.
    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        guard byte < 0x80 else { return true }
        let mask = byte < 64 ? identifierBytesBelow64 : identifierBytesFrom64
        return (mask >> (byte & 63)) & 1 != 0
    }

    /// `$` (0x24) and `0`–`9` (0x30–0x39), as bits of their byte values.
    private static let identifierBytesBelow64: UInt64 = 1 << 0x24 | 0x3FF << 0x30
    /// `A`–`Z` (0x41–0x5A), `_` (0x5F) and `a`–`z` (0x61–0x7A), as bits of their byte values less 64.
    private static let identifierBytesFrom64: UInt64 = 0x3FF_FFFF << 1 | 1 << 0x1F | 0x3FF_FFFF << 0x21

    static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
             UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default:
            false
        }
    }
}
