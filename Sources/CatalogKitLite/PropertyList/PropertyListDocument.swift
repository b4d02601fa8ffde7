/// A whole old-style property list: its root value, and what turns a value's offset into a line and
/// column.
public struct PropertyListDocument: Sendable {
    /// The top-level value (a dictionary in `project.pbxproj`).
    public var root: PropertyListValue
    /// The bytes, kept for columns (which count Unicode scalars).
    private let bytes: [UInt8]
    private let lines: SourceLines

    init(root: PropertyListValue, bytes: [UInt8], lines: SourceLines) {
        self.root = root
        self.bytes = bytes
        self.lines = lines
    }

    /// The line and column of a byte offset of the document.
    public func position(at offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { lines.position(at: min(max(offset, 0), bytes.count), in: $0) }
    }
}

/// Why bytes are not an old-style property list: what was expected and what was found, and where.
public struct PropertyListSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, e.g. "expected ';' after the value of 'isa', found '}'".
    public var message: String

    /// Creates an error.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
