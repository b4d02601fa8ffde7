/// A string read from a catalog, and where its opening quote stands.
public struct CatalogString: Hashable, Sendable, CustomStringConvertible {
    /// The text, unescaped.
    public var text: String
    /// Where the string's opening quote stands in the file.
    public var position: SourcePosition

    /// Creates a string at a position.
    public init(_ text: String, at position: SourcePosition) {
        self.text = text
        self.position = position
    }

    /// The text.
    public var description: String { text }
}
