

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
    /// The other problems of the same file, in the order found: a configuration is reported whole,
    /// so that one round of edits can fix every problem.
    public var further: [ConfigurationError] = []

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

    /// This problem and the further ones, each alone.
    public var all: [ConfigurationError] {
        var first = self
        first.further = []
        return [first] + further.flatMap(\.all)
    }

    /// The problems as one error: the first, with the rest as its ``further`` problems.
    package static func combined(_ errors: [ConfigurationError]) -> ConfigurationError? {
        let flat = errors.flatMap(\.all)
        guard var first = flat.first else { return nil }
        first.further = Array(flat.dropFirst())
        return first
    }

    /// `path:line:column: error: message [configuration]`, one line per problem. The path is
    /// escaped to stay on its line; the message quotes the file's text escaped (``named(_:limit:)``).
    public var description: String {
        all.map { problem in
            let place = problem.line > 0 ? "\(oneLine(problem.path)):\(problem.line):\(problem.column)" : oneLine(problem.path)
            return "\(place): error: \(problem.message) [configuration]"
        }.joined(separator: "\n")
    }
}
