/// Lower-case ASCII phrases searched for in a text's bytes all at once, as substrings, with A to Z
/// read as a to z: each byte of the text is looked up among the phrases that start with it, so a
/// text is read once however many phrases there are.
struct ASCIIPhraseSet: Sendable {
    /// The phrases' bytes, by their first byte.
    private let byFirstByte: [[[UInt8]]]
    /// A bit per first byte of a phrase: most bytes of a text start none.
    private let firstBytes: (low: UInt64, high: UInt64)
    /// A bit per pair of first two bytes of a phrase (128 × 128 bits): of the bytes that start a
    /// phrase, most are letters, and the byte after them rules out nearly all.
    private let firstPairs: [UInt64]
    /// A bit per first byte of a phrase of one byte, which has no pair.
    private let oneBytePhrases: (low: UInt64, high: UInt64)

    /// Prepares phrases; each must be lower-case ASCII and not empty.
    init(_ phrases: [String]) {
        var byFirstByte = [[[UInt8]]](repeating: [], count: 128)
        var firstBytes: (low: UInt64, high: UInt64) = (0, 0)
        var firstPairs = [UInt64](repeating: 0, count: 128 * 128 / 64)
        var oneBytePhrases: (low: UInt64, high: UInt64) = (0, 0)
        for phrase in phrases {
            let bytes = Array(phrase.utf8)
            precondition(!bytes.isEmpty && bytes.allSatisfy { $0 < 0x80 && $0 &- 0x41 >= 26 }, "not a lower-case ASCII phrase: \(phrase)")
            byFirstByte[Int(bytes[0])].append(bytes)
            Self.insert(bytes[0], into: &firstBytes)
            if bytes.count == 1 {
                Self.insert(bytes[0], into: &oneBytePhrases)
            } else {
                let pair = Int(bytes[0]) << 7 | Int(bytes[1])
                firstPairs[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        self.byFirstByte = byFirstByte
        self.firstBytes = firstBytes
        self.firstPairs = firstPairs
        self.oneBytePhrases = oneBytePhrases
    }

    private static func insert(_ byte: UInt8, into set: inout (low: UInt64, high: UInt64)) {
        if byte < 64 { set.low |= 1 << UInt64(byte) } else { set.high |= 1 << UInt64(byte - 64) }
    }

    private static func contains(_ byte: UInt8, in set: (low: UInt64, high: UInt64)) -> Bool {
        byte < 64 ? set.low & (1 << UInt64(byte)) != 0 : byte < 128 && set.high & (1 << UInt64(byte - 64)) != 0
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
            guard Self.contains(first, in: firstBytes) else { continue }
            if Self.contains(first, in: oneBytePhrases) { return true }
            guard start + 1 < count else { continue }
            let second = Self.lowered(bytes[start + 1])
            let pair = Int(first) << 7 | Int(second)
            guard second < 128, firstPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
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
