/// The line starts of one source file, to turn byte offsets into ``SourcePosition``s on demand.
///
/// The lexer keeps byte offsets only (a token is two integers); line and column are computed for the
/// few tokens a report names. Lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode
/// scalars; a byte-order mark at the start of the file is not counted, as the catalog reader does.
struct SourceLines: Sendable {
    /// The offset where each line starts; `starts[0]` is 0 (or 3 after a byte-order mark).
    private(set) var starts: [Int]

    /// Finds the line starts of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int] = [SourceLines.byteOrderMarkLength(bytes)]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < count && bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        self.starts = starts
    }

    /// 3 when the bytes start with a UTF-8 byte-order mark, else 0.
    static func byteOrderMarkLength(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
    }

    /// The 1-based line holding `offset`.
    func line(at offset: Int) -> Int {
        // The last start at or before the offset.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The position of `offset` in `bytes` (which must be the bytes the lines were found in).
    func position(at offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        let line = line(at: offset)
        let start = min(starts[line - 1], offset)
        var column = 1
        var index = start
        let end = min(offset, bytes.count)
        while index < end {
            // Every byte but a continuation byte (10xxxxxx) starts a scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourcePosition(line: line, column: column, offset: offset)
    }
}

/// Checks that bytes are UTF-8, as the Swift compiler requires of a source file.
enum UTF8Check {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 sequence (overlong
    /// forms, surrogates and values above U+10FFFF included), or `nil` when all are well formed.
    static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight ASCII bytes at a time: nearly all of a Swift file.
            if index + 8 <= count {
                let word = UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self)
                if word & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                    continue
                }
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let (length, secondRange) = UTF8Sequence.shape(lead: lead), index + length <= count,
                  secondRange.contains(bytes[index + 1]) else { return index }
            for next in (index + 2)..<(index + length) where bytes[next] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }
}
