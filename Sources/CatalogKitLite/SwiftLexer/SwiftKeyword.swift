/// The words the readers of a file ask tokens about: declaration and statement keywords, and the
/// names of the lookups. The lexer classifies every identifier once (a first-byte and length test
/// passes most over), so that later passes compare a byte instead of the token's text.
enum SwiftKeyword: UInt8, CaseIterable, Sendable {
    case none = 0
    // Declarations.
    case `let`, `var`, `func`, `case`, `struct`, `class`, `enum`, `extension`, `protocol`, actor
    case `init`, `subscript`, `deinit`, get, set, willSet, didSet, `static`, `public`, open
    // Statements.
    case `if`, `guard`, `while`, `for`, `switch`, `do`, `repeat`, `catch`, `defer`, `else`, `return`, `in`, `default`
    case `try`, await, `self`, `Self`, `nil`
    // Lookups.
    case Text, String, NSLocalizedString, LocalizedStringResource, LocalizedStringKey, localizedString

    /// The word's text.
    var text: Swift.String {
        switch self {
        case .none: ""
        default: Swift.String(describing: self)
        }
    }

    /// The keywords by length, then by their bytes.
    private static let byLength: [[(bytes: [UInt8], keyword: SwiftKeyword)]] = {
        var table = [[(bytes: [UInt8], keyword: SwiftKeyword)]](repeating: [], count: 32)
        for keyword in allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            table[bytes.count].append((bytes, keyword))
        }
        return table
    }()

    /// For each first byte, a bit per length that some keyword of that first byte has.
    private static let lengthsByFirstByte: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 256)
        for keyword in allCases where keyword != .none {
            let bytes = Array(keyword.text.utf8)
            table[Int(bytes[0])] |= 1 << UInt32(bytes.count)
        }
        return table
    }()

    /// The keyword an identifier's bytes spell, or `.none`.
    @inline(__always)
    static func of(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> SwiftKeyword {
        let length = end - start
        guard length < 32, lengthsByFirstByte[Int(bytes[start])] & (1 << UInt32(length)) != 0 else { return .none }
        search: for candidate in byLength[length] {
            for offset in 1..<length where bytes[start + offset] != candidate.bytes[offset] { continue search }
            if bytes[start] == candidate.bytes[0] { return candidate.keyword }
        }
        return .none
    }
}
