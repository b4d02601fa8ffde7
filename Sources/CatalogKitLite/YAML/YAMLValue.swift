/// A value of a YAML document as ``YAMLReader`` reads it: a scalar (every scalar is text; what it
/// means is for the reader of the document to say), a sequence, a mapping, or nothing (`key:` with
/// no value), with where it starts.
public struct YAMLValue: Sendable {
    /// What the value is.
    public enum Content: Sendable {
        /// A scalar, quotes removed and escapes decoded.
        case scalar(String)
        /// `- a` items or `[a, b]`.
        case sequence([YAMLValue])
        /// `key: value` entries or `{a: b}`, in document order.
        case mapping([YAMLEntry])
        /// An empty value: `key:` followed by nothing, or `~` / `null`.
        case null
    }

    /// What the value is.
    public var content: Content
    /// Where it starts.
    public var position: SourcePosition
    /// Which document it was read from, when documents are merged (XcodeGen's `include:`): an index
    /// the merging reader gives; 0 for a document read on its own.
    public var document = 0

    /// Creates a value.
    public init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The text, when the value is a scalar.
    public var scalar: String? {
        if case .scalar(let text) = content { text } else { nil }
    }

    /// The items, when the value is a sequence.
    public var sequence: [YAMLValue]? {
        if case .sequence(let items) = content { items } else { nil }
    }

    /// The entries, when the value is a mapping.
    public var mapping: [YAMLEntry]? {
        if case .mapping(let entries) = content { entries } else { nil }
    }

    /// The value of a key of a mapping.
    public subscript(key: String) -> YAMLValue? {
        mapping?.first { $0.key == key }?.value
    }

    /// "a scalar", "a sequence", … for messages.
    public var kindInWords: String {
        switch content {
        case .scalar: "a scalar"
        case .sequence: "a sequence"
        case .mapping: "a mapping"
        case .null: "nothing"
        }
    }
}

/// One `key: value` of a mapping.
public struct YAMLEntry: Sendable {
    /// The key.
    public var key: String
    /// Where the key starts.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: YAMLValue

    /// Creates an entry.
    public init(key: String, keyPosition: SourcePosition, value: YAMLValue) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// Why text is not a YAML document this reader reads: what is wrong and where.
public struct YAMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where.
    public var position: SourcePosition
    /// What is wrong, e.g. "anchors (&name) are not read".
    public var message: String

    /// Creates an error.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }

    /// `line:column: message`.
    public var description: String { "\(position): \(message)" }
}
