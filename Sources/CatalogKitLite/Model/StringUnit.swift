/// A `stringUnit`: one piece of text and its state.
public struct StringUnit: Hashable, Sendable {
    /// The translation state, or `nil` when the unit has none.
    public var state: TranslationState?
    /// The text.
    public var value: CatalogString
    /// Where the `stringUnit` object starts.
    public var position: SourcePosition
    /// Members this tool does not know, kept as they stand.
    public var unknownFields: [JSONMember]

    /// Creates a string unit.
    public init(state: TranslationState?, value: CatalogString, position: SourcePosition, unknownFields: [JSONMember] = []) {
        self.state = state
        self.value = value
        self.position = position
        self.unknownFields = unknownFields
    }
}

/// A `stringSet`: several phrases for one key, as App Shortcuts use them.
public struct StringSet: Hashable, Sendable {
    /// The translation state, or `nil` when the set has none.
    public var state: TranslationState?
    /// The phrases.
    public var values: [CatalogString]
    /// Where the `stringSet` object starts.
    public var position: SourcePosition
    /// Members this tool does not know, kept as they stand (so that writing the catalog back loses
    /// nothing).
    public var unknownFields: [JSONMember]

    /// Creates a string set.
    public init(state: TranslationState?, values: [CatalogString], position: SourcePosition, unknownFields: [JSONMember] = []) {
        self.state = state
        self.values = values
        self.position = position
        self.unknownFields = unknownFields
    }
}
