/// The ASCII bytes and byte classes of the specifier grammar.
///
/// A namespace rather than an extension of `UInt8`, so the names cannot collide with helpers that other
/// parts of the module (the JSON reader) define for their own bytes.
enum FormatASCII {
    /// `%`.
    static let percent = UInt8(ascii: "%")
    /// `@`.
    static let at = UInt8(ascii: "@")
    /// `$`.
    static let dollar = UInt8(ascii: "$")

    /// Whether the byte is `A`…`Z` or `a`…`z`.
    static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
