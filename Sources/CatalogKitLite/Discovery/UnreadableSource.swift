/// A Swift file that could not be read.
public struct UnreadableSource: Hashable, Sendable {
    /// The path as found.
    public var path: String
    /// Why.
    public var problem: SourceProblem
    /// `io-error` for a file that cannot be read or is not UTF-8, `swift-syntax` for a literal or
    /// comment never closed.
    public var id: String
}

/// Why a Swift file could not be read.
public struct SourceProblem: Hashable, Sendable, CustomStringConvertible {
    /// Where, when the problem is inside the file.
    public var position: SourcePosition?
    /// What is wrong.
    public var message: String
    /// The id reports give it: `io-error` for a file that cannot be read or is not UTF-8,
    /// `swift-syntax` for a literal or comment never closed.
    public var id: String

    /// `line:column: message`, or the message alone.
    public var description: String { position.map { "\($0): \(message)" } ?? message }
}
