/// Lower-case ASCII phrases searched for in a text's bytes all at once, as substrings, with A to Z
/// read as a to z: each byte of the text is looked up among the phrases that start with it, so a
/// text is read once however many phrases there are.
struct ASCIIPhraseSet: Sendable {
    /// The phrases' bytes, by their first byte.
    private let byFirstByte: [[[UInt8]]]
    /// A bit per first byte of a phrase: most bytes of a text start none.
    private let firstBytes: (low: UInt64, high: UInt64)

    /// Prepares phrases; each must be lower-case ASCII and not empty.
    init(_ phrases: [String]) {
        var byFirstByte = [[[UInt8]]](repeating: [], count: 128)
        var firstBytes: (low: UInt64, high: UInt64) = (0, 0)
        for phrase in phrases {
            let bytes = Array(phrase.utf8)
            precondition(!bytes.isEmpty && bytes.allSatisfy { $0 < 0x80 && $0 &- 0x41 >= 26 }, "not a lower-case ASCII phrase: \(phrase)")
            byFirstByte[Int(bytes[0])].append(bytes)
            if bytes[0] < 64 { firstBytes.low |= 1 << UInt64(bytes[0]) } else { firstBytes.high |= 1 << UInt64(bytes[0] - 64) }
        }
        self.byFirstByte = byFirstByte
        self.firstBytes = firstBytes
    }

    /// Whether one of the phrases occurs in the text, A to Z read as a to z.
    func occurs(in text: String) -> Bool {
        var text = text
        return text.withUTF8(occurs)
    }

    /// Whether one of the phrases occurs in the bytes, A to Z read as a to z.
    func occurs(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let count = bytes.count
        for start in 0..<count {
            let first = Self.lowered(bytes[start])
            guard first < 64 ? firstBytes.low & (1 << UInt64(first)) != 0
                : first < 128 && firstBytes.high & (1 << UInt64(first - 64)) != 0 else { continue }
            for phrase in byFirstByte[Int(first)] where phrase.count <= count - start {
                var matched = 1
                while matched < phrase.count && Self.lowered(bytes[start + matched]) == phrase[matched] { matched += 1 }
                if matched == phrase.count { return true }
            }
        }
        return false
    }

    @inline(__always)
    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte &- 0x41 < 26 ? byte | 0x20 : byte
    }
}
