/// Turns a lexed string literal into a ``SwiftStringLiteral``: escapes decoded, and for a multi-line
/// literal the closing delimiter's indentation removed from every line, the line breaks after the
/// opening and before the closing delimiter dropped, and `\` line continuations joined, as Swift does.
extension SwiftLexedFile {
    /// The literal of the string token at `tokenIndex`, decoded.
    func decodedLiteral(at tokenIndex: Int) -> SwiftStringLiteral {
        let literal = literal(at: tokenIndex)
        var segments: [SwiftStringLiteral.Segment] = []
        var text: [UInt8] = []
        var atLineStart = true
        var isFirst = true
        let lastIndex = literal.segments.count - 1
        for (index, segment) in literal.segments.enumerated() {
            switch segment {
            case .text(let range):
                var range = Range(uncheckedBounds: (Int(range.lowerBound), Int(range.upperBound)))
                if literal.isMultiline {
                    if isFirst { range = droppingOpeningLine(range) }
                    if index == lastIndex { range = droppingClosingLine(range, indentation: literal.indentation) }
                }
                decode(range, hashes: Int(literal.hashes), literal: literal, into: &text, atLineStart: &atLineStart)
            case .interpolation(_, let tokens):
                if !text.isEmpty {
                    segments.append(.text(String(decoding: text, as: UTF8.self)))
                    text.removeAll(keepingCapacity: true)
                }
                segments.append(.interpolation(expressionText(Int(tokens.lowerBound)..<Int(tokens.upperBound))))
                atLineStart = false
            }
            isFirst = false
        }
        if !text.isEmpty || segments.isEmpty {
            segments.append(.text(String(decoding: text, as: UTF8.self)))
        }
        return SwiftStringLiteral(segments: segments, position: position(ofToken: tokenIndex))
    }

    /// The content after `"""` loses the rest of that line (white space) and its line break.
    private func droppingOpeningLine(_ range: Range<Int>) -> Range<Int> {
        var start = range.lowerBound
        while start < range.upperBound && (bytes[start] == 0x20 || bytes[start] == 0x09) { start += 1 }
        if start < range.upperBound && bytes[start] == 0x0D { start += 1 }
        if start < range.upperBound && bytes[start] == 0x0A { start += 1 }
        return start..<range.upperBound
    }

    /// The content before the closing `"""` loses that line (the indentation) and the line break
    /// before it. `range` ends at the closing delimiter.
    private func droppingClosingLine(_ range: Range<Int>, indentation: Range<Int32>) -> Range<Int> {
        guard Int(indentation.upperBound) == range.upperBound else { return range }
        var end = max(range.lowerBound, Int(indentation.lowerBound))
        if end > range.lowerBound && bytes[end - 1] == 0x0A { end -= 1 }
        if end > range.lowerBound && bytes[end - 1] == 0x0D { end -= 1 }
        return range.lowerBound..<end
    }

    /// Appends the decoded text of `range` to `text`.
    private func decode(_ range: Range<Int>, hashes: Int, literal: LexedLiteral, into text: inout [UInt8], atLineStart: inout Bool) {
        let indentStart = Int(literal.indentation.lowerBound)
        let indentLength = Int(literal.indentation.upperBound - literal.indentation.lowerBound)
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            if literal.isMultiline && atLineStart {
                // Remove the indentation (as much of it as the line has).
                var step = 0
                while step < indentLength && index < end && bytes[index] == bytes[indentStart + step] {
                    index += 1
                    step += 1
                }
                atLineStart = false
                continue
            }
            let byte = bytes[index]
            if byte == 0x0D || byte == 0x0A {
                index += byte == 0x0D && index + 1 < end && bytes[index + 1] == 0x0A ? 2 : 1
                text.append(0x0A)
                atLineStart = true
                continue
            }
            if byte == UInt8(ascii: "\\") && hasHashes(hashes, at: index + 1, before: end) && index + 1 + hashes < end {
                let escape = index + 1 + hashes
                index = decodeEscape(at: escape, end: end, into: &text, atLineStart: &atLineStart)
                continue
            }
            text.append(byte)
            index += 1
        }
    }

    private func hasHashes(_ hashes: Int, at offset: Int, before end: Int) -> Bool {
        guard offset + hashes <= end else { return false }
        for step in 0..<hashes where bytes[offset + step] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Decodes the escape whose letter is at `offset` and returns the offset after it. An unknown
    /// or malformed escape (which the compiler rejects) is kept as written.
    private func decodeEscape(at offset: Int, end: Int, into text: inout [UInt8], atLineStart: inout Bool) -> Int {
        switch bytes[offset] {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0x00)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): text.append(bytes[offset])
        case 0x0A, 0x0D:
            // A line continuation: the line break is not part of the text.
            atLineStart = true
            return offset + (bytes[offset] == 0x0D && offset + 1 < end && bytes[offset + 1] == 0x0A ? 2 : 1)
        case UInt8(ascii: "u"):
            if let (scalar, after) = unicodeEscape(at: offset + 1, end: end) {
                text.append(contentsOf: String(Character(scalar)).utf8)
                return after
            }
            text.append(contentsOf: bytes[(offset - 1)...offset])
        default:
            text.append(contentsOf: [UInt8(ascii: "\\"), bytes[offset]])
        }
        return offset + 1
    }

    /// `{` 1–8 hex digits `}` at `offset`, when it names a Unicode scalar.
    private func unicodeEscape(at offset: Int, end: Int) -> (Unicode.Scalar, Int)? {
        guard offset < end, bytes[offset] == UInt8(ascii: "{") else { return nil }
        var value: UInt32 = 0
        var index = offset + 1
        var digits = 0
        while index < end, let digit = hexValue(bytes[index]), digits < 8 {
            value = value << 4 | UInt32(digit)
            digits += 1
            index += 1
        }
        guard digits > 0, index < end, bytes[index] == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, index + 1)
    }

    /// The most bytes of source text ``expressionText(_:)`` keeps: an expression is quoted in reports
    /// and messages, and copying more would make nested calls cost the square of their length.
    static let expressionTextLimit = 240

    /// The source text of the tokens in `range`, white space between tokens collapsed to one space
    /// (none inside `(…)` and `[…]`, after a `.`, and before a `.` that starts a line) and comments
    /// dropped; a string literal keeps its text as written. Text beyond `limit` bytes is cut at a
    /// character boundary and ends in "…", so the cost is bounded whatever the range holds.
    func expressionText(_ range: Range<Int>, limit: Int = expressionTextLimit) -> String {
        var text: [UInt8] = []
        var index = range.lowerBound
        var previous: SwiftTokenKind?
        while index < range.upperBound {
            let token = tokens[index]
            if index > range.lowerBound && token.followsSpace {
                switch (previous, token.kind) {
                case (.leftParen?, _), (.leftBracket?, _), (.period?, _), (_, .rightParen), (_, .rightBracket), (_, .comma): break
                case (_, .period) where token.startsLine: break
                default: text.append(0x20)
                }
            }
            previous = token.kind
            let start = Int(token.start)
            let end = min(Int(token.end), start + max(0, limit + 1 - text.count))
            text.append(contentsOf: bytes[start..<end])
            if text.count > limit {
                var cut = limit
                // Back to the start of a UTF-8 sequence.
                while cut > 0 && text[cut] & 0xC0 == 0x80 { cut -= 1 }
                return String(decoding: text[..<cut], as: UTF8.self) + "…"
            }
            index = token.kind == .string ? max(index + 1, Int(literals[Int(token.link)].tokenEnd)) : index + 1
        }
        return String(decoding: text, as: UTF8.self)
    }
}
