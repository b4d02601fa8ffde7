#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension SwiftLexedFile {
    /// Whether the file's bytes hold `word` anywhere (in code, a comment or a literal): a pass that
    /// looks for a name first asks whether the file mentions it, as most files do not, before any of
    /// their tokens are walked. Each first byte is found by the C library's `memchr`, a vector at a
    /// time, and asked whether the word starts there.
    func mentions(_ word: StaticString) -> Bool {
        word.withUTF8Buffer { word in
            bytes.withUnsafeBufferPointer { bytes -> Bool in
                guard let base = bytes.baseAddress, let first = word.first else { return false }
                var offset = 0
                while offset + word.count <= bytes.count, let found = memchr(base + offset, Int32(first), bytes.count - offset) {
                    let at = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                    if at + word.count <= bytes.count, (1..<word.count).allSatisfy({ bytes[at + $0] == word[$0] }) { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }
}
