/// A value of an old-style (OpenStep) property list, the format Xcode writes `project.pbxproj` in,
/// and the byte offset where it starts in its document.
public struct PropertyListValue: Sendable {
    /// What the value is.
    public enum Content: Sendable {
        /// A quoted or unquoted string, escapes decoded.
        case string(String)
        /// `<0fbd 7a>`: bytes written in hexadecimal.
        case data([UInt8])
        /// `( a, b, )`: values in order.
        case array([PropertyListValue])
        /// `{ key = value; }`: entries in file order.
        case dictionary(PropertyListDictionary)
    }

    /// What the value is.
    public var content: Content
    /// The offset of its first byte (the quote of a quoted string, the `{` of a dictionary);
    /// ``PropertyListDocument/position(at:)`` turns it into a line and column.
    public var offset: Int

    /// Creates a value.
    public init(_ content: Content, offset: Int) {
        self.content = content
        self.offset = offset
    }

    /// The string, when the value is one.
    public var string: String? {
        if case .string(let text) = content { text } else { nil }
    }

    /// The items, when the value is an array.
    public var array: [PropertyListValue]? {
        if case .array(let items) = content { items } else { nil }
    }

    /// The entries, when the value is a dictionary.
    public var dictionary: PropertyListDictionary? {
        if case .dictionary(let entries) = content { entries } else { nil }
    }

    /// "a string", "an array", … for messages.
    public var kindInWords: String {
        switch content {
        case .string: "a string"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// The entries of a property-list dictionary, in file order.
///
/// A key written twice keeps both entries; lookups find the later one, as CoreFoundation's reader
/// keeps the later value.
public struct PropertyListDictionary: Sendable {
    /// One `key = value;`.
    public struct Entry: Sendable {
        /// The key, escapes decoded.
        public var key: String
        /// Where the key starts.
        public var keyOffset: Int
        /// The value.
        public var value: PropertyListValue
    }

    /// The entries in file order.
    public var entries: [Entry]

    /// Creates a dictionary from its entries.
    public init(entries: [Entry]) {
        self.entries = entries
    }

    /// The value of the last entry with this key.
    public subscript(key: String) -> PropertyListValue? {
        entries.last { $0.key == key }?.value
    }

    /// The string value of a key, when it has one.
    public func string(_ key: String) -> String? {
        self[key]?.string
    }

    /// The string items of an array value; items that are not strings are left out.
    public func strings(_ key: String) -> [String] {
        self[key]?.array?.compactMap(\.string) ?? []
    }
}
