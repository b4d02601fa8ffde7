/// A Swift file that cannot be read as source: not UTF-8, or a literal or comment never closed.
public struct SourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
        /// The bytes are not UTF-8: the file cannot be read as text at all.
        case notUTF8
        /// A string literal, regex literal or block comment is never closed.
        case unterminated
    }

    /// Where the problem is.
    public var position: SourcePosition
    /// What is wrong, e.g. "the file is not UTF-8" or "unterminated string literal".
    public var message: String
    /// What kind of problem it is.
    public var kind: Kind

    /// Creates an error.
    public init(position: SourcePosition, message: String, kind: Kind = .unterminated) {
        self.position = position
        self.message = message
        self.kind = kind
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
