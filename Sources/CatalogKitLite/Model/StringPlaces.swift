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
