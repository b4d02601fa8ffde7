// How the reader names what it found, for error messages that a person can act on.

extension JSONReader {
    /// Describes the text at the reader's position: "the end of the file", "'}'", "'True'",
    /// "the control character U+0001", "the byte 0xFF".
    func describeFound() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            // A bare word such as `True`, `NaN` or `undefined`: show the whole word, up to a limit.
            var end = index
            while end < bytes.count, end - index < 20, isWordByte(bytes[end]) { end += 1 }
            return "'\(makeString(index, end))'"
        case 0x20..<0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case 0..<0x20, 0x7F:
            return "the control character \(unicodeName(UInt32(byte)))"
        default:
            if let scalar = decodeScalar(at: index) {
                return "'\(Character(scalar))' (\(unicodeName(scalar.value)))"
            }
            return "the byte 0x\(hex(byte)), which is not valid UTF-8"
        }
    }

    private func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }

    /// Decodes the scalar at `offset` if the bytes there are valid UTF-8.
    private func decodeScalar(at offset: Int) -> Unicode.Scalar? {
        var iterator = UnsafeBufferPointer(rebasing: bytes[offset..<min(offset + 4, bytes.count)]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Rejects text that is not UTF-8 before anything else, with a message that says so.
    mutating func rejectOtherEncodings() throws(JSONSyntaxError) {
        let count = bytes.count
        // UTF-32's marks first: the little-endian one starts with UTF-16's (FF FE).
        if count >= 4, (bytes[0] == 0xFF && bytes[1] == 0xFE && bytes[2] == 0 && bytes[3] == 0)
            || (bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0xFE && bytes[3] == 0xFF) {
            throw error("found a UTF-32 byte-order mark; String Catalogs must be UTF-8")
        }
        if count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            throw error("found a UTF-16 byte-order mark; String Catalogs must be UTF-8")
        }
        if count >= 2, bytes[0] == 0 || bytes[1] == 0 {
            // A catalog starts with ASCII ("{", white space): in UTF-32 that is one byte and three NULs
            // (00 00 00 7B, 7B 00 00 00), in UTF-16 one byte and one NUL (00 7B, 7B 00).
            let encoding: String
            if count >= 4, bytes[1] == 0, bytes[2] == 0, (bytes[0] == 0) != (bytes[3] == 0) {
                encoding = "UTF-32"
            } else if (bytes[0] == 0) != (bytes[1] == 0) {
                encoding = "UTF-16"
            } else {
                encoding = "UTF-16 or UTF-32"
            }
            throw error("found NUL bytes at the start of the file; it looks like \(encoding), but String Catalogs must be UTF-8")
        }
    }
}
