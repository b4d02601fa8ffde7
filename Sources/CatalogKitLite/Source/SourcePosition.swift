/// A place in a source file: 1-based line and column, plus the byte offset.
///
/// The column counts Unicode scalars (code points) from the start of the line, so a line that starts
/// with `"Zurück" : ` puts the colon at column 10 whatever the encoding of `ü`. This is the unit SARIF
/// calls `unicodeCodePoints`; for ASCII lines it equals the UTF-8 byte and UTF-16 unit column.
/// A byte-order mark at the start of a file is not counted.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number. Lines end at `\n`, `\r\n` or a lone `\r`.
    public var line: Int
    /// The 1-based column in Unicode scalars.
    public var column: Int
    /// The 0-based offset of the position in the file's bytes.
    public var offset: Int

    /// Creates a position from its line, column and byte offset.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The start of a file.
    public static let start = SourcePosition(line: 1, column: 1, offset: 0)

    /// `line:column`, the way compilers print it.
    public var description: String { "\(line):\(column)" }

    /// Positions order by their byte offset.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        lhs.offset < rhs.offset
    }
}
