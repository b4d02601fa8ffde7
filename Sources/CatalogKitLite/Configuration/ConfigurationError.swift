

/// Why a configuration file cannot be used, and where in it.
///
/// Printed as `path:line:column: error: message [configuration]`, the line compilers write, so
/// editors and CI logs jump to the offending value. Line and column are 1-based; the column counts
/// Unicode scalars, as everywhere in this tool (see ``SourcePosition``). A problem with the file as
/// a whole (it cannot be read) has no place in it: line and column are 0 and the line reads
/// `path: error: message [configuration]`.
public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The configuration file, as it was named or found.
    public var path: String
    /// The 1-based line of the offending value, or 0.
    public var line: Int
    /// The 1-based column of the offending value, or 0.
    public var column: Int
    /// What is wrong and, where possible, how to fix it.
    public var message: String

    /// Creates an error at a line and column.
    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// Creates an error at a position read from the file.
    public init(path: String, at position: SourcePosition, _ message: String) {
        self.init(path: path, line: position.line, column: position.column, message: message)
    }

    /// `path:line:column: error: message [configuration]`.
    public var description: String {
        let place = line > 0 ? "\(path):\(line):\(column)" : path
        return "\(place): error: \(message) [configuration]"
    }
}
