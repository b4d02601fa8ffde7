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

/// Finds the place in the file of characters of one string, given by their offset in Unicode
/// scalars: exact for any escapes, given the escapes the reader recorded for the string.
///
/// Offsets asked for in increasing order are found in one walk over the text, so a long value
/// with many findings costs one pass, not one per finding.
public struct StringPlaces {
    private let escapes: [StringEscape]
    private var scalars: String.UnicodeScalarView.Iterator
    private var place: SourcePosition
    private var nextEscape = 0
    private var unescaped = 0
    private var walked = 0

    /// Places in `string`, whose escapes (none when it has none) are `escapes`.
    public init(_ string: CatalogString, escapes: [StringEscape]) {
        self.escapes = escapes
        scalars = string.text.unicodeScalars.makeIterator()
        place = string.position
        // Past the opening quote.
        place.column += 1
        place.offset += 1
    }

    /// The place of the character that starts `scalarOffset` scalars into the text; offsets must
    /// not decrease from one call to the next.
    public mutating func position(ofScalarOffset scalarOffset: Int) -> SourcePosition {
        while walked < scalarOffset, let scalar = scalars.next() {
            let width = UTF8.width(scalar)
            if nextEscape < escapes.count, Int(escapes[nextEscape].unescapedOffset) == unescaped {
                // An escape is ASCII in the file: a column per byte.
                place.column += Int(escapes[nextEscape].fileLength)
                place.offset += Int(escapes[nextEscape].fileLength)
                unescaped += Int(escapes[nextEscape].unescapedLength)
                nextEscape += 1
            } else {
                place.column += 1
                place.offset += width
                unescaped += width
            }
            walked += 1
        }
        return place
    }
}
