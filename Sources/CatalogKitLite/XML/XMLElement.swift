/// An element of an XML document as ``XMLReader`` reads it: name, attributes, children, and where
/// its start tag begins.
public struct XMLElementNode: Hashable, Sendable {
    /// The name as written, with its prefix (`xml:space`'s element kin, e.g. `trans-unit`).
    public var name: String
    /// The attributes in document order, values with references resolved and normalised as XML 1.0
    /// says (a literal line break or tab is a space).
    public var attributes: [(name: String, value: String)]
    /// Child elements and text, in order.
    public var children: [XMLNode]
    /// Where the `<` of the start tag stands.
    public var position: SourcePosition

    /// The name without its namespace prefix.
    public var localName: String {
        guard let colon = name.lastIndex(of: ":") else { return name }
        return String(name[name.index(after: colon)...])
    }

    /// The value of an attribute, if present.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// The child elements.
    public var elements: [XMLElementNode] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The child elements with this local name.
    public func elements(named localName: String) -> [XMLElementNode] {
        elements.filter { $0.localName == localName }
    }

    public static func == (lhs: XMLElementNode, rhs: XMLElementNode) -> Bool {
        lhs.name == rhs.name && lhs.position == rhs.position && lhs.children == rhs.children
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name) && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(position)
        hasher.combine(children)
    }
}

/// A piece of an element's content.
public indirect enum XMLNode: Hashable, Sendable {
    /// A child element.
    case element(XMLElementNode)
    /// Text (character data and CDATA sections, references resolved).
    case text(String)
}

/// Why a translation file cannot be read: what is wrong, and where.
public struct TranslationFileError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file.
    public var file: String
    /// Where, when the problem has a place.
    public var position: SourcePosition?
    /// What is wrong.
    public var message: String

    /// Creates an error.
    public init(file: String, position: SourcePosition?, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String {
        "\(file)\(position.map { ":\($0.line):\($0.column)" } ?? ""): error: \(message)"
    }
}
