/// One escape sequence in a string of the file (`\n`, `\"`, `\u00E9`, `\ud83d\ude00`): where its
/// text begins in the unescaped string and how many bytes it takes in each.
///
/// The reader records these for every string that has escapes, so that a place inside a value (a
/// finding on one word) gets its exact line and column in the file, whatever escapes the file
/// uses: Xcode writes `\"` and `\n`, other tools `\/` or `\u00E9`.
public struct StringEscape: Hashable, Sendable {
    /// The offset in UTF-8 bytes, in the unescaped text, where the escape's character begins.
    public var unescapedOffset: UInt32
    /// The bytes the escape takes in the file (`\n` 2, `\u00E9` 6, a surrogate pair 12).
    public var fileLength: UInt8
    /// The UTF-8 bytes of the character it stands for.
    public var unescapedLength: UInt8

    /// Creates a record of one escape.
    public init(unescapedOffset: Int, fileLength: Int, unescapedLength: Int) {
        self.unescapedOffset = UInt32(clamping: unescapedOffset)
        self.fileLength = UInt8(clamping: fileLength)
        self.unescapedLength = UInt8(clamping: unescapedLength)
    }
}

/// The escapes of one string of the file, by the offset of its opening quote.
public struct EscapedString: Hashable, Sendable {
    /// The byte offset of the string's opening quote in the file.
    public var quoteOffset: Int
    /// Its escapes, in order.
    public var escapes: [StringEscape]

    /// Creates the record of one string's escapes.
    public init(quoteOffset: Int, escapes: [StringEscape]) {
        self.quoteOffset = quoteOffset
        self.escapes = escapes
    }
}
