/// A named substitution: the text that replaces `%#@name@` in its parent, varied by plural.
public struct Substitution: Hashable, Sendable {
    /// The name that `%#@name@` refers to.
    public var name: String
    /// Where the name stands.
    public var namePosition: SourcePosition
    /// The 1-based argument the substitution formats. Optional: 84 of 334 surveyed substitutions have
    /// none, and then the argument follows from the token's place in the parent text.
    public var argNum: Int?
    /// The specifier of the argument without `%`, e.g. `lld`.
    public var formatSpecifier: CatalogString?
    /// The branches, in which `%arg` stands for the argument.
    public var variations: Variations?
    /// Where the substitution object starts.
    public var position: SourcePosition
    /// Members this tool does not know, kept as they stand.
    public var unknownFields: [JSONMember]

    /// Creates a substitution.
    public init(
        name: String, namePosition: SourcePosition, argNum: Int? = nil, formatSpecifier: CatalogString? = nil,
        variations: Variations? = nil, position: SourcePosition, unknownFields: [JSONMember] = []
    ) {
        self.name = name
        self.namePosition = namePosition
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.position = position
        self.unknownFields = unknownFields
    }
}
