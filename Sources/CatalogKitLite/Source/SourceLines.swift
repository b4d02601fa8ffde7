#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The line starts of one source file, to turn byte offsets into ``SourcePosition``s on demand.
///
/// The lexer keeps byte offsets only (a token is two integers); line and column are computed for the
/// few tokens a report names. Lines end at `\n`, `\r\n` or a lone `\r`; columns count Unicode
/// scalars; a byte-order mark at the start of the file is not counted, as the catalog reader does.
struct SourceLines: Sendable {
    /// The offset where each line starts; `starts[0]` is 0 (or 3 after a byte-order mark).
    private(set) var starts: [Int]
    /// For each block of ``blockSize`` bytes, the UTF-8 continuation bytes before it: a column is
    /// then counted over at most two blocks, however long its line (a file of one long line with
    /// many uses would cost the square of its length).
    private var continuationsBefore: [Int32]
    /// The bytes of one block.
    private static let blockSize = 4096

    /// Finds the line starts of `bytes`.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int] = [SourceLines.byteOrderMarkLength(bytes)]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var index = 0
        let count = bytes.count
        var longest = 0
        // Most files end their lines with `\n` alone: then the C library's `memchr`, which reads
        // a vector at a time, finds each (a fifth of the instructions of the word-wise scan below).
        if let base = bytes.baseAddress, count > 0, memchr(base, 0x0D, count) == nil {
            while index < count, let found = memchr(base + index, 0x0A, count - index) {
                index = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
                longest = max(longest, index - starts[starts.count - 1])
                starts.append(index)
            }
            index = count
        }
        while index < count {
            // Eight bytes at a time while none of them ends a line: most bytes do not, and the
            // lexer finds the lines of every file it reads.
            if let base = bytes.baseAddress {
                while index + 8 <= count {
                    let ends = Self.lineEnds(UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)))
                    guard ends == 0 else {
                        // The first byte that ends a line: the lowest marked one.
                        index += ends.trailingZeroBitCount >> 3
                        break
                    }
                    index += 8
                }
                guard index < count else { break }
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                longest = max(longest, index - starts[starts.count - 1])
                starts.append(index)
            } else if byte == 0x0D {
                if index < count && bytes[index] == 0x0A { index += 1 }
                longest = max(longest, index - starts[starts.count - 1])
                starts.append(index)
            }
        }
        longest = max(longest, count - starts[starts.count - 1])
        self.starts = starts
        // Checkpoints only where a line is long enough to need them.
        var continuations: [Int32] = [0]
        if longest > Self.blockSize {
            continuations.reserveCapacity(count / Self.blockSize + 1)
            var counted: Int32 = 0
            var block = 0
            while block + Self.blockSize <= count {
                for offset in block..<(block + Self.blockSize) where bytes[offset] & 0xC0 == 0x80 { counted += 1 }
                block += Self.blockSize
                continuations.append(counted)
            }
        }
        continuationsBefore = continuations
    }

    /// The bytes of `word` (the first in its lowest bits) that are `\n` or `\r`, each marked by its
    /// high bit: a zero byte of `word ^ pattern`, found without a branch per byte. Above the lowest
    /// mark a byte may be marked wrongly (a borrow), never below it, so the lowest mark is exact.
    @inline(__always)
    static func lineEnds(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let newline = word ^ (ones &* 0x0A)
        let carriageReturn = word ^ (ones &* 0x0D)
        return ((newline &- ones) & ~newline | (carriageReturn &- ones) & ~carriageReturn) & highs
    }

    /// The continuation bytes before `offset`.
    private func continuations(before offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let block = min(offset / Self.blockSize, continuationsBefore.count - 1)
        var count = Int(continuationsBefore[block])
        var index = block * Self.blockSize
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 == 0x80 { count += 1 }
            index += 1
        }
        return count
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
        let end = min(offset, bytes.count)
        guard start < end else { return SourcePosition(line: line, column: 1, offset: offset) }
        // Every byte but a continuation byte (10xxxxxx) starts a scalar.
        let column: Int
        if end - start <= Self.blockSize {
            var scalars = 1
            for index in start..<end where bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            column = scalars
        } else {
            column = 1 + (end - start) - (continuations(before: end, in: bytes) - continuations(before: start, in: bytes))
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
            // Thirty-two ASCII bytes at a time, then eight: nearly all of a Swift file.
            if index + 32 <= count {
                let base = UnsafeRawPointer(bytes.baseAddress! + index)
                let words = base.loadUnaligned(as: UInt64.self) | base.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
                    | base.loadUnaligned(fromByteOffset: 16, as: UInt64.self) | base.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
                if words & 0x8080_8080_8080_8080 == 0 {
                    index += 32
                    continue
                }
            }
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
