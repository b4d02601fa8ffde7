/// A member name that occurs twice in one JSON object.
///
/// RFC 8259 says names *should* be unique and leaves the meaning of duplicates open; Foundation keeps
/// one of them silently. Real catalogs have duplicates (a merge that went wrong), so the reader
/// reports every one instead.
public struct JSONDuplicateKey: Hashable, Sendable {
    /// The repeated member name.
    public var name: String
    /// Where the repeated name stands.
    public var position: SourcePosition
    /// Where the first member with this name stands.
    public var firstPosition: SourcePosition

    /// Creates a duplicate-key record.
    public init(name: String, position: SourcePosition, firstPosition: SourcePosition) {
        self.name = name
        self.position = position
        self.firstPosition = firstPosition
    }
}
