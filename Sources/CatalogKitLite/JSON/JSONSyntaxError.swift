/// Why a JSON text could not be read, and where.
///
/// The message says what was expected and what was found, e.g.
/// `expected ',' or '}' after an object member, found '"'`. Reports print it as
/// `path:line:column: error: <message> [json-syntax]`.
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was expected and what was found.
    public var message: String
    /// Where the reader stopped.
    public var position: SourcePosition

    /// Creates an error at a position.
    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
