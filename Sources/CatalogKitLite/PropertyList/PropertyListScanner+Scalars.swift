/// Strings, data, white space and comments of an old-style property list.
extension PropertyListScanner {
    /// Whether a byte may stand in an unquoted string, as CoreFoundation reads one.
    @inline(__always)
    static func isUnquotedByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }

    /// A string (quoted or not) or data; `expecting` names what the caller wanted, for the message.
    mutating func scalar(expecting: String) throws(Failure) -> PropertyListValue {
        let start = index
        guard index < bytes.count else { throw Failure(offset: index, message: "expected \(expecting), found the end of the file") }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return PropertyListValue(.string(try quoted(byte)), offset: start)
        case UInt8(ascii: "<"):
            return PropertyListValue(.data(try data()), offset: start)
        default:
            guard Self.isUnquotedByte(byte) else { throw Failure(offset: index, message: "expected \(expecting), found \(found())") }
            while index < bytes.count && Self.isUnquotedByte(bytes[index]) { index += 1 }
            return PropertyListValue(.string(text(start..<index)), offset: start)
        }
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A string between `quote`s, escapes decoded.
    private mutating func quoted(_ quote: UInt8) throws(Failure) -> String {
        let opening = index
        index += 1
        var piece = index
        var result = ""
        while true {
            guard index < bytes.count else {
                throw Failure(offset: opening, message: "unterminated string: the closing \(quote == UInt8(ascii: "'") ? "'" : "\"") is missing")
            }
            let byte = bytes[index]
            if byte == quote {
                if piece == opening + 1 && result.isEmpty {
                    defer { index += 1 }
                    return text(piece..<index)
                }
                result += text(piece..<index)
                index += 1
                return result
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            result += text(piece..<index)
            try escape(into: &result)
            piece = index
        }
    }

    /// Decodes the escape at the backslash at `index` and moves past it.
    private mutating func escape(into result: inout String) throws(Failure) {
        let backslash = index
        index += 1
        guard index < bytes.count else { return }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "a"): result.unicodeScalars.append("\u{07}")
        case UInt8(ascii: "b"): result.unicodeScalars.append("\u{08}")
        case UInt8(ascii: "f"): result.unicodeScalars.append("\u{0C}")
        case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
        case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
        case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
        case UInt8(ascii: "v"): result.unicodeScalars.append("\u{0B}")
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "7") else { break }
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            guard value < 0x80, let scalar = Unicode.Scalar(value) else {
                throw Failure(offset: backslash, message: "the octal escape \\\(String(value, radix: 8)) is a NeXTSTEP character above \\177, which this reader does not translate; write the character itself")
            }
            result.unicodeScalars.append(scalar)
        case UInt8(ascii: "U"):
            let unit = hexUnit()
            if UTF16.isLeadSurrogate(unit) {
                let trail = index
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    let low = hexUnit()
                    if UTF16.isTrailSurrogate(low) {
                        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                        result.unicodeScalars.append(Unicode.Scalar(value)!)
                        return
                    }
                }
                index = trail
                throw Failure(offset: backslash, message: "the escape \\U\(hex16(unit)) is a lone UTF-16 surrogate: a \\U escape of a low surrogate must follow it")
            }
            guard let scalar = Unicode.Scalar(UInt32(unit)) else {
                throw Failure(offset: backslash, message: "the escape \\U\(hex16(unit)) is a lone UTF-16 surrogate")
            }
            result.unicodeScalars.append(scalar)
        default:
            // Any other character stands for itself: `\"`, `\\`, `\'`, and a backslash before a line break.
            index -= 1
            var end = index + 1
            while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
            result += text(index..<end)
            index = end
        }
    }

    /// Up to four hexadecimal digits after `\U` (none is U+0000, as CoreFoundation reads it).
    private mutating func hexUnit() -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else { break }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    /// `<0fbd 7a>`: pairs of hexadecimal digits, white space between the pairs.
    private mutating func data() throws(Failure) -> [UInt8] {
        let opening = index
        index += 1
        var result: [UInt8] = []
        while true {
            while index < bytes.count, Self.isWhiteSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { throw Failure(offset: opening, message: "unterminated data: the closing '>' is missing") }
            if bytes[index] == UInt8(ascii: ">") {
                index += 1
                return result
            }
            guard let high = hexValue(bytes[index]) else {
                throw Failure(offset: index, message: "expected a hexadecimal digit or '>' in data, found \(found())")
            }
            index += 1
            guard index < bytes.count, let low = hexValue(bytes[index]) else {
                throw Failure(offset: index, message: "expected the second hexadecimal digit of a byte in data, found \(found())")
            }
            index += 1
            result.append(high << 4 | low)
        }
    }

    @inline(__always)
    static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// Skips white space, `// …` line comments and `/* … */` block comments.
    mutating func skipTrivia() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isWhiteSpace(byte) {
                index += 1
                continue
            }
            guard byte == UInt8(ascii: "/"), index + 1 < bytes.count else { return }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "/") {
                index += 2
                while index < bytes.count, bytes[index] != 0x0A, bytes[index] != 0x0D { index += 1 }
            } else if next == UInt8(ascii: "*") {
                let opening = index
                index += 2
                while true {
                    guard index + 1 < bytes.count else {
                        throw Failure(offset: opening, message: "unterminated comment: the closing */ is missing")
                    }
                    if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            } else {
                return
            }
        }
    }
}
