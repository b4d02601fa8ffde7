import Foundation

/// JSON text laid out as Xcode lays out String Catalogs.
///
/// Xcode writes catalogs as `JSONSerialization` does with `.prettyPrinted`, `.sortedKeys` and
/// `.withoutEscapingSlashes`, and every rule here is checked against the 104 real catalogs of the
/// test corpus (all of which this layout reproduces byte for byte):
///
/// - two spaces of indentation per level; `"name" : value` (a space on each side of the colon);
///   `,` at the end of a member's last line; the closing brace on its own line;
/// - an empty object is `{`, a line break, an empty line, then `}` at the object's indentation
///   (73 empty entries in the corpus look like that); an empty array likewise with `[` and `]`;
/// - strings keep non-ASCII text as raw UTF-8 and `/` unescaped (the corpus has 3,870 slashes, 497 of them in `://`,
///   and no `\/`); they escape `"` and `\`, write `\n`, `\r`, `\t`, `\b` and `\f`, and write the
///   other control characters as `\u` and four lowercase hex digits (`\u0001` and `\u0018` occur
///   in the corpus; `\b`, `\f` and lowercase hex are what `JSONSerialization` writes).
struct XcodeJSONText {
    /// The text so far.
    private(set) var bytes: [UInt8] = []
    /// One flag per open container: whether it has an element yet (then the next needs a comma).
    private var hasElements: [Bool] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    // MARK: - Structure

    /// Writes `{`; members follow.
    mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        hasElements.append(false)
    }

    /// Writes `}` on its own line, after the empty line Xcode puts into an empty object.
    mutating func endObject() {
        endContainer(UInt8(ascii: "}"))
    }

    /// Writes `[`; elements follow, each after ``element()``.
    mutating func beginArray() {
        bytes.append(UInt8(ascii: "["))
        hasElements.append(false)
    }

    /// Writes `]` on its own line, after the empty line Xcode puts into an empty array.
    mutating func endArray() {
        endContainer(UInt8(ascii: "]"))
    }

    /// Starts a member: the comma after the one before, a line break, the indentation, the name and
    /// ` : `. The value comes next.
    mutating func member(_ name: String) {
        element()
        string(name)
        bytes.append(contentsOf: Self.separator)
    }

    /// Starts an element of an array: the comma after the one before, a line break, the indentation.
    mutating func element() {
        if hasElements[hasElements.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasElements[hasElements.count - 1] = true
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func endContainer(_ close: UInt8) {
        let hadElements = hasElements.removeLast()
        bytes.append(UInt8(ascii: "\n"))
        if !hadElements { bytes.append(UInt8(ascii: "\n")) }
        indent()
        bytes.append(close)
    }

    private mutating func indent() {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * hasElements.count))
    }

    // MARK: - Values

    /// Writes a string, quoted and escaped.
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            // Runs without escapes, almost all text, are copied whole.
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                appendEscape(of: byte)
                runStart = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Writes a number as it is spelled (the model keeps numbers it does not know as spelled).
    mutating func number(_ spelling: String) {
        bytes.append(contentsOf: spelling.utf8)
    }

    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// Writes `null`.
    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    /// Appends text that is already JSON, such as a final line break.
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    private mutating func appendEscape(of byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default:
            bytes.append(contentsOf: "u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)])
            bytes.append(Self.hexDigits[Int(byte & 0x0F)])
        }
    }

    private static let separator = Array(" : ".utf8)
    private static let hexDigits = Array("0123456789abcdef".utf8)
}
