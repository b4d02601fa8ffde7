/// A place in a source file: 1-based line and column, plus the byte offset.
///
/// The column counts Unicode scalars (code points) from the start of the line, so a line that starts
/// with `"Zurück" : ` puts the colon at column 10 whatever the encoding of `ü`. This is the unit SARIF
/// calls `unicodeCodePoints`; for ASCII lines it equals the UTF-8 byte and UTF-16 unit column.
/// A byte-order mark at the start of a file is not counted.
///
/// Stored in 12 bytes (three 32-bit numbers), since a catalog model holds millions of positions.
/// Values are kept within 0...4,294,967,295: a larger value (a file over 4 GB) is stored as that
/// maximum and a negative one as 0.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: UInt32
    private var storedColumn: UInt32
    private var storedOffset: UInt32

    /// The 1-based line number. Lines end at `\n`, `\r\n` or a lone `\r`.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column in Unicode scalars.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// The 0-based offset of the position in the file's bytes.
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = UInt32(clamping: newValue) }
    }

    /// Creates a position from its line, column and byte offset.
    @inline(__always)
    public init(line: Int, column: Int, offset: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
        storedOffset = UInt32(clamping: offset)
    }

    /// The start of a file.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    /// `line:column`, the way compilers print it.
    public var description: String { "\(line):\(column)" }

    /// Positions order by their byte offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.storedOffset < rhs.storedOffset
    }
}
