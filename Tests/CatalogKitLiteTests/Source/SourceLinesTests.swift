import Testing
@testable import CatalogKitLite

/// The line starts a file's bytes give, eight bytes at a time where no line ends: the same as a
/// reading of every byte, for `\n`, `\r\n` and a lone `\r` at any place in a word of eight.
struct SourceLinesTests {
    /// The line starts, found one byte at a time.
    func expectedStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0]
        var index = starts[0]
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                starts.append(index)
            } else if byte == 0x0D {
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                starts.append(index)
            }
        }
        return starts
    }

    @Test(arguments: 0..<40)
    func lineEndsAreFoundAtEveryPlace(seed: Int) {
        // A small generator of its own: the same bytes on every run.
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next() -> UInt64 {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return state
        }
        let pieces: [[UInt8]] = [[0x0A], [0x0D], [0x0D, 0x0A], Array("abc".utf8), Array("ü".utf8), Array("let x = 1".utf8), [0x0B], [0x8A]]
        var bytes: [UInt8] = seed % 5 == 0 ? [0xEF, 0xBB, 0xBF] : []
        for _ in 0..<(Int(next() % 200)) { bytes += pieces[Int(next() % UInt64(pieces.count))] }
        let starts = bytes.withUnsafeBufferPointer { SourceLines($0).starts }
        #expect(starts == expectedStarts(bytes))
    }
}
