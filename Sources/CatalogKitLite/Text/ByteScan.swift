/// Scans of text eight bytes at a time: the tests every string of a catalog goes through (is it
/// ASCII, does it hold a `%`) cost a few instructions per eight bytes instead of a call per byte.

/// A word with the high bit set in exactly the bytes of `word` equal to `byte` (every mark exact,
/// so that marks can be counted): a test of eight bytes at once, for scans of text.
@inline(__always)
@inlinable
package func exactByteMarks(_ word: UInt64, equalTo byte: UInt8) -> UInt64 {
    let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    let zeroIfEqual = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
    return ~(((zeroIfEqual & low) &+ low) | zeroIfEqual) & ~low
}

package enum ByteScan {
    /// Whether no byte is 0x80 or above.
    package static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// Whether no byte is 0x80 or above.
    package static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstMatch(in: bytes, marks: { $0 & 0x8080_8080_8080_8080 }, test: { $0 >= 0x80 }) == nil
    }

    /// Whether the text is ASCII without a carriage return, so that each byte is one character.
    package static func isPlainASCII(_ text: Substring) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPlainASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether the text is ASCII without a carriage return, so that each byte is one character.
    package static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { isPlainASCII($0) } ?? text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether the bytes are ASCII without a carriage return.
    package static func isPlainASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        firstMatch(in: bytes, marks: { ($0 & 0x8080_8080_8080_8080) | exactByteMarks($0, equalTo: 0x0D) }, test: { $0 >= 0x80 || $0 == 0x0D }) == nil
    }

    /// Whether the text holds the byte.
    package static func contains(_ byte: UInt8, in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            firstMatch(in: bytes, marks: { exactByteMarks($0, equalTo: byte) }, test: { $0 == byte }) != nil
        } ?? text.utf8.contains(byte)
    }

    /// Whether the text holds any of the bytes.
    package static func contains(anyOf set: [UInt8], in text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            firstMatch(in: bytes, marks: { word in set.reduce(0) { $0 | exactByteMarks(word, equalTo: $1) } }, test: set.contains) != nil
        } ?? text.utf8.contains(where: set.contains)
    }

    /// The offset of the first byte that passes `test`; `marks` gives, for eight bytes read as one
    /// little-endian word, a word with the high bit set in the bytes that pass (at least in the first
    /// of them, when any does).
    @inline(__always)
    package static func firstMatch(
        in bytes: UnsafeBufferPointer<UInt8>, marks: (UInt64) -> UInt64, test: (UInt8) -> Bool
    ) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
            let found = marks(word)
            if found != 0 { return offset + found.trailingZeroBitCount / 8 }
            offset += 8
        }
        while offset < count {
            if test(base[offset]) { return offset }
            offset += 1
        }
        return nil
    }
}
