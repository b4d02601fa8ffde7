/// What lets several readers read the members of one large object at once, each from its own
/// starting member (see `CatalogDecoder.decodeStringsInPieces`).
extension JSONReader {
    /// A reader of the same bytes, inside the same containers, that stands at the member name
    /// starting at `offset`, at the start of line `line` after nothing but ASCII spaces: the state
    /// this reader would have there, if a member does start there.
    func reader(atMemberStarting offset: Int, line: Int, lineStart: Int) -> JSONReader {
        var reader = self
        reader.index = offset
        reader.line = line
        reader.lineStart = lineStart
        reader.extraBytes = 0
        // The member at `offset` is taken without a comma before it, as the first of an object is.
        reader.expectingFirst = true
        reader.duplicateKeys = []
        reader.escapedStrings = []
        reader.scratch = []
        return reader
    }

    /// Whether the next member of the object being read starts at `offset`: only white space, one
    /// comma and white space lie between the reader and it. Moves past the white space before the
    /// comma, which the next read would skip too, and no further.
    mutating func nextMemberStarts(at offset: Int) -> Bool {
        skipWhitespace()
        guard index < offset, bytes[index] == UInt8(ascii: ",") else { return false }
        let before = (index, line, lineStart, extraBytes)
        index += 1
        skipWhitespace()
        let starts = index == offset
        (index, line, lineStart, extraBytes) = before
        return starts
    }

    /// The line breaks in `range` of `bytes` as the reader counts them: every line feed, and every
    /// carriage return not followed by one.
    static func lineBreaks(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        var index = range.lowerBound
        #if _endian(little)
        if let base = bytes.baseAddress {
            // Eight bytes at a time, counting the marks of the line feeds.
            while index &+ 8 <= range.upperBound {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                guard exactByteMarks(word, equalTo: UInt8(ascii: "\r")) == 0 else { break }
                count &+= exactByteMarks(word, equalTo: UInt8(ascii: "\n")).nonzeroBitCount
                index &+= 8
            }
        }
        #endif
        // The rest, and everything from the first carriage return on, a byte at a time.
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                count += 1
            } else if byte == UInt8(ascii: "\r"), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "\n") {
                count += 1
            }
            index += 1
        }
        return count
    }
}
