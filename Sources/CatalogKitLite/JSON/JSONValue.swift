/// A JSON value read from a file, with its position and, for objects, the order of its members.
///
/// The catalog decoder reads the catalog's own fields directly from a ``JSONReader``; this generic tree
/// holds what it does not know (unknown fields are kept, never dropped) and serves configuration files
/// and tests.
public struct JSONValue: Hashable, Sendable {
    /// What a JSON value holds.
    public enum Content: Hashable, Sendable {
        /// An object, its members in file order (duplicates included, as they stand).
        case object([JSONMember])
        /// An array of values.
        case array([JSONValue])
        /// A string, unescaped.
        case string(String)
        /// A number, as it is spelled in the file (so no precision is lost).
        case number(String)
        /// `true` or `false`.
        case bool(Bool)
        /// `null`.
        case null
    }

    /// The value itself.
    public var content: Content
    /// Where the value starts.
    public var position: SourcePosition

    /// Creates a value at a position.
    public init(_ content: Content, at position: SourcePosition) {
        self.content = content
        self.position = position
    }

    /// The kind of the value.
    public var kind: JSONValueKind {
        switch content {
        case .object: .object
        case .array: .array
        case .string: .string
        case .number: .number
        case .bool: .bool
        case .null: .null
        }
    }

    /// The members of an object, or `nil` for any other value.
    public var members: [JSONMember]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// The elements of an array, or `nil` for any other value.
    public var elements: [JSONValue]? {
        if case .array(let elements) = content { return elements }
        return nil
    }

    /// The text of a string, or `nil` for any other value.
    public var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The value of `true` or `false`, or `nil` for any other value.
    public var bool: Bool? {
        if case .bool(let value) = content { return value }
        return nil
    }

    /// The value of a number that is a whole number and fits an `Int`, or `nil`.
    public var integer: Int? {
        if case .number(let text) = content { return Int(text) }
        return nil
    }

    /// The last member with this name, as JSON readers that keep one of several duplicates do.
    public subscript(member name: String) -> JSONValue? {
        members?.last { $0.name == name }?.value
    }
}

/// One member of a JSON object: its name, where the name stands, and its value.
public struct JSONMember: Hashable, Sendable {
    /// The member name, unescaped.
    public var name: String
    /// Where the opening quote of the name stands.
    public var namePosition: SourcePosition
    /// The member's value.
    public var value: JSONValue

    /// Creates a member.
    public init(name: String, namePosition: SourcePosition, value: JSONValue) {
        self.name = name
        self.namePosition = namePosition
        self.value = value
    }
}

/// The kind of a JSON value, as the reader sees it before reading it.
public enum JSONValueKind: String, Hashable, Sendable {
    case object, array, string, number, bool, null

    /// The kind with an article, for messages: "an object", "a string", "true or false".
    public var phrase: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "true or false"
        case .null: "null"
        }
    }
}
