/// How text is escaped inside a JSON string literal: the one JSON escaper of the package, for the
/// catalogs it writes (``xcode``), the strings it builds in code (``jsonStringLiteral(_:escapingNonASCII:escapingSlash:upperCaseHex:)``)
/// and the reports the command writes (``report``).
///
/// Always escaped: `"` and `\`, `\n`, `\r`, `\t`, `\b` and `\f` for those controls, and `\u00XX` for
/// the other C0 controls. The options add what a writer's readers need.
public struct JSONEscaping: Sendable {
    /// Every non-ASCII character as `\u` escapes (UTF-16, a surrogate pair beyond U+FFFF), as
    /// Python's `json.dump` writes by default.
    public var escapesNonASCII = false
    /// `/` as `\/`.
    public var escapesSlash = false
    /// Upper-case hex digits in `\u` escapes.
    public var upperCaseHex = false
    /// Text that a person reads in a terminal or a CI log: also DEL, the C1 controls (a terminal takes
    /// U+009B for an escape sequence, U+0085 for a line break), the line and paragraph separators and
    /// the bidirectional controls (U+2028…U+202E, U+2066…U+2069), and a `[` right after `##` (a legacy
    /// `##[command]` of GitHub's runner).
    public var guardsDisplay = false

    /// Creates a set of options; the defaults are Xcode's.
    public init(escapesNonASCII: Bool = false, escapesSlash: Bool = false, upperCaseHex: Bool = false, guardsDisplay: Bool = false) {
        self.escapesNonASCII = escapesNonASCII
        self.escapesSlash = escapesSlash
        self.upperCaseHex = upperCaseHex
        self.guardsDisplay = guardsDisplay
    }

    /// As Xcode writes strings into a catalog: only what JSON requires, lower-case hex.
    public static let xcode = JSONEscaping()
    /// For the command's JSON reports: Xcode's escapes and what guards a person's display.
    public static let report = JSONEscaping(guardsDisplay: true)

    /// Splits UTF-8 text into the runs that are written as they are (`verbatim`, almost all text, as
    /// long runs) and the escape sequences between them (`escaped`), in order.
    @inlinable
    public func forEachPiece(
        of bytes: UnsafeBufferPointer<UInt8>, verbatim: (UnsafeBufferPointer<UInt8>) -> Void, escaped: (String) -> Void
    ) {
        var runStart = 0
        var index = 0
        while index < bytes.count {
            // Nearly every byte is plain text: eight at a time while none may need an escape.
            if let base = bytes.baseAddress {
                while index &+ 8 <= bytes.count, !mayNeedEscape(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                    index &+= 8
                }
            }
            guard index < bytes.count else { break }
            let (escape, width) = self.escape(at: index, in: bytes)
            if let escape {
                if index > runStart { verbatim(UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                escaped(escape)
                index += width
                runStart = index
            } else {
                index += width
            }
        }
        if bytes.count > runStart { verbatim(UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
    }

    /// Whether any of eight bytes (in memory order) is one that ``escape(at:in:)`` looks at.
    @inlinable
    package func mayNeedEscape(_ word: UInt64) -> Bool {
        // A byte under 0x20 has its top three bits clear: it is zero after `& 0xE0…E0`.
        var marks = exactByteMarks(word & 0xE0E0_E0E0_E0E0_E0E0, equalTo: 0)
            | exactByteMarks(word, equalTo: 0x22) | exactByteMarks(word, equalTo: 0x5C)
        if escapesNonASCII { marks |= word & 0x8080_8080_8080_8080 }
        if escapesSlash { marks |= exactByteMarks(word, equalTo: 0x2F) }
        if guardsDisplay {
            marks |= exactByteMarks(word, equalTo: 0x7F) | exactByteMarks(word, equalTo: 0xC2)
                | exactByteMarks(word, equalTo: 0xE2) | exactByteMarks(word, equalTo: 0x5B)
        }
        return marks != 0
    }

    /// The escape of the character at `index` and how many bytes it replaces; `nil` when the byte
    /// stays as it is.
    @usableFromInline
    func escape(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (String?, Int) {
        let byte = bytes[index]
        switch byte {
        case 0x22: return ("\\\"", 1)
        case 0x5C: return ("\\\\", 1)
        case 0x0A: return ("\\n", 1)
        case 0x0D: return ("\\r", 1)
        case 0x09: return ("\\t", 1)
        case 0x08: return ("\\b", 1)
        case 0x0C: return ("\\f", 1)
        case 0x00..<0x20: return (unicodeEscape(UInt16(byte)), 1)
        case 0x2F where escapesSlash: return ("\\/", 1)
        case 0x7F where guardsDisplay: return (unicodeEscape(0x7F), 1)
        case 0x5B where guardsDisplay && index >= 2 && bytes[index - 1] == 0x23 && bytes[index - 2] == 0x23:
            return (unicodeEscape(0x5B), 1)
        case 0x80...0xBF:
            // A continuation byte: the eight-byte scan may stop in the middle of a character, whose
            // lead byte decided already.
            return (nil, 1)
        case 0xC0...:
            let (scalar, width) = Self.scalar(at: index, in: bytes)
            if escapesNonASCII {
                return (String(Character(scalar)).utf16.map(unicodeEscape).joined(), width)
            }
            if guardsDisplay, (0x80...0x9F).contains(scalar.value) || (0x2028...0x202E).contains(scalar.value)
                || (0x2066...0x2069).contains(scalar.value) {
                return (unicodeEscape(UInt16(scalar.value)), width)
            }
            // The whole character stays: its continuation bytes are not characters of their own.
            return (nil, width)
        default: return (nil, 1)
        }
    }

    /// `\u` and four hex digits.
    func unicodeEscape(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: upperCaseHex)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// The scalar whose UTF-8 encoding starts at `index` of valid UTF-8, and its width in bytes.
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (Unicode.Scalar, Int) {
        let lead = bytes[index]
        let width = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (width == 2 ? 0x1F : width == 3 ? 0x0F : 0x07)
        for offset in 1..<width where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", width)
    }
}

/// `text` as a JSON string literal with its quotes, escaped as `escaping` says (by default the way
/// Xcode writes strings into a catalog, with upper-case hex digits): for the rules' example catalogs,
/// the tests' catalogs, small files such as an `.xcloc`'s `contents.json`, and the strings written
/// into a catalog of another layout.
///
/// - Parameters:
///   - escapingNonASCII: Write every non-ASCII character as `\u` escapes, as Python's `json.dump` does.
///   - escapingSlash: Write `/` as `\/`.
///   - upperCaseHex: Upper-case hex digits in `\u` escapes.
public func jsonStringLiteral(_ text: String, escapingNonASCII: Bool = false, escapingSlash: Bool = false, upperCaseHex: Bool = true) -> String {
    let escaping = JSONEscaping(escapesNonASCII: escapingNonASCII, escapesSlash: escapingSlash, upperCaseHex: upperCaseHex)
    var result = "\""
    var text = text
    text.withUTF8 { bytes in
        escaping.forEachPiece(of: bytes, verbatim: { result += String(decoding: $0, as: UTF8.self) }, escaped: { result += $0 })
    }
    return result + "\""
}
