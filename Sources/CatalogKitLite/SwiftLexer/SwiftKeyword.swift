/// The words the readers of a file ask tokens about: declaration and statement keywords, and the
/// names of the lookups. The lexer classifies every identifier once (a first-byte and length test
/// passes most over), so that later passes compare a byte instead of the token's text.
enum SwiftKeyword: UInt8, CaseIterable, Sendable {
    case none = 0
    // Declarations.
    case `let`, `var`, `func`, `case`, `struct`, `class`, `enum`, `extension`, `protocol`, actor
    case `init`, `subscript`, `deinit`, get, set, willSet, didSet, `static`, `public`, open, macro
    // Statements.
    case `if`, `guard`, `while`, `for`, `switch`, `do`, `repeat`, `catch`, `defer`, `else`, `return`, `in`, `default`
    case `try`, await, `self`, `Self`, `nil`
    // Lookups.
    case Text, String, NSLocalizedString, LocalizedStringResource, LocalizedStringKey, localizedString
    // A strings table read by hand: `Bundle.main.url(forResource: "Localizable", withExtension: "strings", …)`.
    case forResource

    /// The word's text.
    var text: Swift.String {
        switch self {
        case .none: ""
        default: Swift.String(describing: self)
        }
    }

    /// The lexer's table of the keywords, built once and held by each lexer, so that classifying an
    /// identifier reads the lexer's own arrays rather than a global's (a lazily made global costs a
    /// `swift_once` on every read, a million and a half in the source benchmark).
    struct Table: Sendable {
        /// One keyword as the lexer compares it: its length, its first eight bytes as a word (the rest
        /// zero), and where its other bytes start in ``rest``.
        private struct Entry: Sendable {
            var length: Int
            var head: UInt64
            var restStart: Int
            var keyword: SwiftKeyword
        }

        /// The keywords, grouped by first byte.
        private let entries: [Entry]
        /// Per first byte: where its entries start and end in ``entries``, packed as `start << 16 | end`.
        private let entryRanges: [UInt32]
        /// The bytes after the first eight of the long keywords.
        private let rest: [UInt8]
        /// For each first byte, a bit per length (below 32) that some keyword of that first byte has:
        /// most identifiers are passed over on these two facts.
        private let lengthsByFirstByte: [UInt32]

        /// The one table, which each lexer copies (a reference to the same arrays).
        static let shared = Table()

        private init() {
            let words = SwiftKeyword.allCases.filter { $0 != .none }.map { (bytes: Array($0.text.utf8), keyword: $0) }
            var entries: [Entry] = []
            var ranges = [UInt32](repeating: 0, count: 256)
            var rest: [UInt8] = []
            var lengths = [UInt32](repeating: 0, count: 256)
            for first in 0..<256 {
                let start = entries.count
                for word in words where word.bytes[0] == UInt8(first) {
                    var head: UInt64 = 0
                    for (offset, byte) in word.bytes.prefix(8).enumerated() { head |= UInt64(byte) << (8 * UInt64(offset)) }
                    entries.append(Entry(length: word.bytes.count, head: head, restStart: rest.count, keyword: word.keyword))
                    rest += word.bytes.dropFirst(8)
                    lengths[first] |= 1 << UInt32(word.bytes.count)
                }
                ranges[first] = UInt32(start) << 16 | UInt32(entries.count)
            }
            self.entries = entries
            self.entryRanges = ranges
            self.rest = rest
            self.lengthsByFirstByte = lengths
        }

        /// The keyword an identifier's bytes spell, or `.none`.
        @inline(__always)
        func keyword(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> SwiftKeyword {
            let length = end - start
            let first = Int(bytes[start])
            guard length < 32, lengthsByFirstByte[first] & (1 << UInt32(length)) != 0 else { return .none }
            var head: UInt64 = 0
            for offset in 0..<min(length, 8) { head |= UInt64(bytes[start + offset]) << (8 * UInt64(offset)) }
            let range = entryRanges[first]
            for index in Int(range >> 16)..<Int(range & 0xFFFF) {
                let entry = entries[index]
                guard entry.length == length, entry.head == head else { continue }
                var matches = true
                for offset in 8..<max(length, 8) where bytes[start + offset] != rest[entry.restStart + offset - 8] {
                    matches = false
                    break
                }
                if matches { return entry.keyword }
            }
            return .none
        }
    }
}
