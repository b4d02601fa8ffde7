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

    /// Writes a string, quoted and escaped as Xcode escapes it (``JSONEscaping/xcode``).
    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            JSONEscaping.xcode.forEachPiece(of: utf8, verbatim: { bytes.append(contentsOf: $0) }, escaped: { bytes.append(contentsOf: $0.utf8) })
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

    private static let separator = Array(" : ".utf8)
}
