// Strings, numbers and literals: the tokens that hold data.

extension JSONReader {
    /// Reads a string value (or member name) and returns it unescaped.
    public mutating func readString() throws(JSONSyntaxError) -> String {
        let token = try readStringToken()
        return token.unescaped ?? makeString(token.start, token.end)
    }

    /// Reads a string and returns where its text is, without making a `String` of it when it has no
    /// escapes: then `start..<end` holds its text (valid UTF-8) and `unescaped` is `nil`. With
    /// escapes, `unescaped` is the text. Errors are those of ``readString()``.
    @inline(__always)
    mutating func readStringToken() throws(JSONSyntaxError) -> (start: Int, end: Int, unescaped: String?) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a string, found \(describeFound())")
        }
        let openIndex = index
        index += 1
        let start = index
        // Fast path: printable ASCII without escapes, the vast majority of catalog text, eight bytes
        // at a time.
        skipPlainASCII()
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            index += 1
            return (start, index - 1, nil)
        }
        return try readStringSlowly(openIndex: openIndex, start: start)
    }

    /// Moves `index` past printable ASCII other than `"` and `\\`.
    @inline(__always)
    mutating func skipPlainASCII() {
        #if _endian(little)
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let special = specialByteMask(word)
                if special != 0 {
                    index &+= special.trailingZeroBitCount >> 3
                    return
                }
                index &+= 8
            }
        }
        #endif
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { return }
            index += 1
        }
    }

    @inline(__always)
    func makeString(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Continues a string that has escapes, non-ASCII text, an error, or no end.
    private mutating func readStringSlowly(openIndex: Int, start: Int) throws(JSONSyntaxError) -> (start: Int, end: Int, unescaped: String?) {
        // Most strings that get here hold non-ASCII text and nothing else unusual: find their end
        // and let the standard library validate the UTF-8 as it makes the string. Anything else
        // (an escape, a control character, invalid UTF-8, no end) is read again, byte by byte,
        // below, which finds the first problem and reports it exactly as it always did.
        let resumeIndex = index
        let resumeExtraBytes = extraBytes
        if let text = readValidText(start: start) { return text }
        index = resumeIndex
        extraBytes = resumeExtraBytes
        let openPosition = SourcePosition(
            line: line, column: openIndex - lineStart - extraBytes + 1, offset: openIndex)
        var usesScratch = false
        var escapes: [StringEscape] = []
        var segmentStart = start
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let end = index
                index += 1
                guard usesScratch else { return (start, end, nil) }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<end]))
                escapedStrings.append(EscapedString(quoteOffset: openIndex, escapes: escapes))
                return (start, end, String(decoding: scratch, as: UTF8.self))
            case UInt8(ascii: "\\"):
                if !usesScratch {
                    usesScratch = true
                    scratch.removeAll(keepingCapacity: true)
                }
                scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[segmentStart..<index]))
                let escapeStart = (file: index, unescaped: scratch.count)
                try readEscape()
                escapes.append(StringEscape(
                    unescapedOffset: escapeStart.unescaped, fileLength: index - escapeStart.file,
                    unescapedLength: scratch.count - escapeStart.unescaped))
                segmentStart = index
            case 0..<0x20:
                let what = byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                    ? "a line break" : "the control character \(unicodeName(UInt32(byte)))"
                throw error("expected a closing '\"' for the string at \(openPosition), found \(what) (control characters in strings must be escaped)")
            case 0x80...:
                try skipUTF8Scalar()
            default:
                index += 1
            }
        }
        throw error("expected a closing '\"' for the string at \(openPosition), found the end of the file")
    }

    /// Moves to the closing quote of a string that has no escapes and no control characters, and
    /// returns the string if its text (`start` up to the quote) is valid UTF-8. Returns `nil`, with
    /// `index` and `extraBytes` somewhere past where they were, otherwise.
    private mutating func readValidText(start: Int) -> (start: Int, end: Int, unescaped: String?)? {
        var continuationBytes = 0
        #if _endian(little)
        if let base = bytes.baseAddress {
            while index &+ 8 <= bytes.count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let stop = quoteBackslashOrControlMask(word)
                if stop != 0 {
                    let length = stop.trailingZeroBitCount >> 3
                    let before: UInt64 = length == 0 ? 0 : ~0 >> UInt64(64 - 8 * length)
                    continuationBytes &+= continuationByteMask(word & before).nonzeroBitCount
                    index &+= length
                    break
                }
                continuationBytes &+= continuationByteMask(word).nonzeroBitCount
                index &+= 8
            }
        }
        #endif
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            if byte & 0xC0 == 0x80 { continuationBytes &+= 1 }
            index &+= 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""),
              let text = validString(UnsafeBufferPointer(rebasing: bytes[start..<index]))
        else { return nil }
        extraBytes &+= continuationBytes
        let end = index
        index &+= 1
        return (start, end, text)
    }

    /// Validates one multi-byte UTF-8 sequence at `index` and moves past it.
    ///
    /// Rejects what RFC 3629 rejects: stray continuation bytes, overlong forms, surrogates, and
    /// scalars above U+10FFFF.
    mutating func skipUTF8Scalar() throws(JSONSyntaxError) {
        let lead = bytes[index]
        guard let (length, secondRange) = UTF8Sequence.shape(lead: lead) else {
            throw error("found the byte 0x\(hex(lead)), which is not valid UTF-8 (String Catalogs must be UTF-8)")
        }
        guard index + length <= bytes.count else {
            throw error("found a UTF-8 sequence cut off by the end of the file")
        }
        var valid = secondRange.contains(bytes[index + 1])
        if length > 2 { valid = valid && bytes[index + 2] & 0xC0 == 0x80 }
        if length > 3 { valid = valid && bytes[index + 3] & 0xC0 == 0x80 }
        guard valid else {
            let sequence = (0..<length).map { index + $0 < bytes.count ? hex(bytes[index + $0]) : "" }.joined(separator: " ")
            throw error("found the bytes \(sequence), which are not valid UTF-8 (String Catalogs must be UTF-8)")
        }
        index += length
        extraBytes += length - 1
    }

    /// Reads an escape sequence at `index` (the backslash) into `scratch`.
    private mutating func readEscape() throws(JSONSyntaxError) {
        guard index + 1 < bytes.count else {
            throw error("expected an escape after '\\', found the end of the file")
        }
        let escaped = bytes[index + 1]
        let simple: UInt8?
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): simple = escaped
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"): simple = nil
        default:
            index += 1
            throw error("expected an escape (\\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX) after '\\', found \(describeFound())")
        }
        if let simple {
            scratch.append(simple)
            index += 2
            return
        }
        let escapeStart = index
        let unit = try readUnicodeEscape()
        var scalarValue = UInt32(unit)
        switch unit {
        case 0xD800...0xDBFF:
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                index = escapeStart
                throw error("found the high surrogate \\u\(hex16(unit)) without a low surrogate escape after it (a lone surrogate is not a character)")
            }
            let low = try readUnicodeEscape()
            guard (0xDC00...0xDFFF).contains(low) else {
                index = escapeStart
                throw error("found the high surrogate \\u\(hex16(unit)) followed by \\u\(hex16(low)), which is not a low surrogate")
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        case 0xDC00...0xDFFF:
            index = escapeStart
            throw error("found the low surrogate \\u\(hex16(unit)) without a high surrogate before it (a lone surrogate is not a character)")
        default:
            break
        }
        // Every value left is a valid scalar: surrogates were handled above.
        let scalar = Unicode.Scalar(scalarValue) ?? "\u{FFFD}"
        UTF8.encode(scalar) { scratch.append($0) }
    }

    /// Reads `\uXXXX` at `index` and returns the code unit.
    private mutating func readUnicodeEscape() throws(JSONSyntaxError) -> UInt16 {
        index += 2
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("expected four hexadecimal digits after '\\u', found \(describeFound())")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// Reads a number and returns it as spelled, after checking RFC 8259's grammar.
    public mutating func readNumber() throws(JSONSyntaxError) -> String {
        skipWhitespace()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("expected a digit in a number, found \(describeFound())")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("found a digit after a leading zero (numbers must not have leading zeros)")
            }
        } else {
            skipDigits()
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit after the decimal point, found \(describeFound())")
            }
            skipDigits()
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("expected a digit in the exponent, found \(describeFound())")
            }
            skipDigits()
        }
        return makeString(start, index)
    }

    private mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "t") {
            try readWord("true")
            return true
        }
        try readWord("false")
        return false
    }

    /// Reads `null`.
    public mutating func readNull() throws(JSONSyntaxError) {
        skipWhitespace()
        try readWord("null")
    }

    private mutating func readWord(_ word: StaticString) throws(JSONSyntaxError) {
        let length = word.utf8CodeUnitCount
        let matches = index + length <= bytes.count && (0..<length).allSatisfy { bytes[index + $0] == word.utf8Start[$0] }
        guard matches else { throw error("expected '\(word)', found \(describeFound())") }
        index += length
    }
}

/// A word with the high bit set in each byte that is `"`, `\\`, a control character or not ASCII
/// (bytes above the first such byte may be marked too: only the lowest mark is exact).
@inline(__always)
func specialByteMask(_ word: UInt64) -> UInt64 {
    quoteBackslashOrControlMask(word) | (word & 0x8080_8080_8080_8080)
}

/// A word with the high bit set in each byte that is `"`, `\\` or a control character (only the
/// lowest mark is exact); bytes of non-ASCII text are not marked.
@inline(__always)
func quoteBackslashOrControlMask(_ word: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = word ^ (ones &* UInt64(UInt8(ascii: "\"")))
    let backslashes = word ^ (ones &* UInt64(UInt8(ascii: "\\")))
    let zeroInQuotes = (quotes &- ones) & ~quotes
    let zeroInBackslashes = (backslashes &- ones) & ~backslashes
    let control = (word &- ones &* 0x20) & ~word
    return (zeroInQuotes | zeroInBackslashes | control) & highs
}

/// A word with the high bit set in each byte that is a UTF-8 continuation byte (`10xxxxxx`).
@inline(__always)
func continuationByteMask(_ word: UInt64) -> UInt64 {
    word & ~(word << 1) & 0x8080_8080_8080_8080
}

/// The string of `bytes` if they are valid UTF-8, else `nil`.
///
/// Decoding replaces invalid UTF-8 with U+FFFD, so the text is valid exactly when its bytes are
/// the input's. (`String(validating:)` would say so directly, but it looks up generic metadata on
/// every call, which costs more than comparing the bytes.)
@inline(__always)
func validString(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var text = String(decoding: bytes, as: UTF8.self)
    let same = text.withUTF8 { decoded in
        decoded.count == bytes.count
            && (bytes.isEmpty || equalBytes(decoded.baseAddress!, bytes.baseAddress!, bytes.count))
    }
    return same ? text : nil
}
