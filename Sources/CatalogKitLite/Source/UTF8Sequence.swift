/// The rules of RFC 3629 for a multi-byte UTF-8 sequence, from its lead byte: one definition for
/// the JSON reader and the Swift lexer, which both reject overlong forms, surrogates and values
/// above U+10FFFF.
package enum UTF8Sequence {
    /// The length of the sequence `lead` starts (2 to 4), and the range its second byte must lie in
    /// (narrower than `0x80...0xBF` where that rules out an overlong form, a surrogate or a value
    /// above U+10FFFF); the later bytes are plain continuation bytes. `nil` for a byte that starts
    /// no multi-byte sequence (ASCII, a continuation byte, 0xC0, 0xC1, 0xF5 and above).
    @inline(__always)
    package static func shape(lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
