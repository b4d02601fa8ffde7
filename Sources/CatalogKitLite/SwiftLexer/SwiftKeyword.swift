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

    /// One keyword as the lexer compares it: its length, its first eight bytes as a word (the rest
    /// zero), and where its other bytes start in ``rest``.
    private struct Entry {
        var length: Int
        var head: UInt64
        var restStart: Int
        var keyword: SwiftKeyword
    }

    private static let words = allCases.filter { $0 != .none }.map { (bytes: Array($0.text.utf8), keyword: $0) }

    /// The keywords, grouped by first byte.
    private static let entries: [Entry] = {
        var entries: [Entry] = []
        var restStart = 0
        for first in 0..<256 {
            for word in words where word.bytes[0] == UInt8(first) {
                var head: UInt64 = 0
                for (offset, byte) in word.bytes.prefix(8).enumerated() { head |= UInt64(byte) << (8 * UInt64(offset)) }
                entries.append(Entry(length: word.bytes.count, head: head, restStart: restStart, keyword: word.keyword))
                restStart += max(0, word.bytes.count - 8)
            }
        }
        return entries
    }()

    /// Per first byte: where its entries start and end in ``entries``, packed as `start << 16 | end`.
    private static let entryRanges: [UInt32] = {
        var ranges = [UInt32](repeating: 0, count: 256)
        var index = 0
        for first in 0..<256 {
            let start = index
            index += words.filter { $0.bytes[0] == UInt8(first) }.count
            ranges[first] = UInt32(start) << 16 | UInt32(index)
        }
        return ranges
    }()

    /// The bytes after the first eight of the long keywords.
    private static let rest: [UInt8] = {
        var rest: [UInt8] = []
        for first in 0..<256 {
            for word in words where word.bytes[0] == UInt8(first) { rest += word.bytes.dropFirst(8) }
        }
        return rest
    }()

    /// For each first byte, a bit per length (below 32) that some keyword of that first byte has:
    /// most identifiers are passed over on these two facts.
    private static let lengthsByFirstByte: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        for word in words { table[Int(word.bytes[0])] |= 1 << UInt32(word.bytes.count) }
        return table
    }()

    /// The keyword an identifier's bytes spell, or `.none`.
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> SwiftKeyword {
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
