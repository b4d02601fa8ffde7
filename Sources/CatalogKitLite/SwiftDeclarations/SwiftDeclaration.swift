/// A declaration of a Swift file that code may take text from: a constant, a property, a function,
/// or an enum case with a raw value.
struct SwiftDeclaration: Sendable {
    enum Kind: Sendable, Equatable {
        /// `let name = value` (stored; a member, a global or a local).
        case constant
        /// `var name = value`, or `var name: T` without a value: it may change.
        case variable
        /// `var name: T { … }`: a computed property.
        case computed
        /// `func name(…) -> T { … }`.
        case function
        /// `case name` or `case name = "raw"` of an enum.
        case enumCase
    }

    var kind: Kind
    /// The name as written (backticks dropped).
    var name: String
    /// The name's token.
    var nameToken: Int32
    /// For a member: the qualified name of the type or extension it is declared in.
    var owner: String?
    /// For a local declaration: the scope it is declared in (-1 for members and globals).
    var localScope: Int32
    /// `static` or `class`.
    var isStatic: Bool
    /// `public` or `open`: other modules of the run may call it.
    var isPublic: Bool
    /// `private`, `fileprivate`, `private(set)` or `fileprivate(set)`: only code of its own file
    /// sets it, so the assignments of that file are all the values it takes.
    var isSetInItsFileOnly = false
    /// `lazy var`: made from its value on first use.
    var isLazy = false
    /// The type annotation, or a function's return type, as tokens.
    var type: Range<Int>?
    /// The initialiser's tokens, or for an enum case its raw value literal.
    var value: Range<Int>?
    /// For a local declared without a value (`let label: String`), the values its scope assigns
    /// to it afterwards, one per branch (`if … { label = … } else { label = … }`).
    var assignedValues: [Range<Int>] = []
    /// For a local `var`, the values added to it afterwards: `label += String(localized: "…")`,
    /// `parts.append(…)`. Each is a part of the text it ends up holding.
    var appendedValues: [Range<Int>] = []
    /// Whether it is a shorthand optional binding (`if let help {`, `guard let message, …`), whose
    /// value is the same name declared before it.
    var isShorthandBinding: Bool {
        guard let value else { return false }
        return value.count == 1 && value.lowerBound == Int(nameToken)
    }
    /// The `{` of a computed property's getter or a function's body, -1 when none.
    var body: Int32
    /// A function's parameters.
    var parameters: [SwiftParameter]
    /// For an enum case: what the enum's raw values are (`.string`: `case x` has the raw value "x");
    /// `.none` for a case with associated values.
    var rawText: EnumRawText

    /// Whether a local's name at `token` can mean this declaration: declared before it, and not
    /// in its own initialiser, where the name is the outer one (`let log = log.element`,
    /// `if let shortcut = shortcut.shortcut`).
    func isVisible(at token: Int) -> Bool {
        Int(nameToken) < token && !(value?.contains(token) ?? false)
    }
}

/// A declaration of the module: the file it is in and its index there.
struct DeclarationReference: Hashable, Sendable {
    var file: Int32
    var index: Int32
}

/// What a literal, or the value of a declaration, is in Swift's eyes: this decides whether a
/// literal is a catalog key or text spoken as written.
enum TextType: Sendable, Equatable {
    /// A literal with no type of its own yet: it takes the type its context asks for.
    case flexible
    /// `String` (or `Substring`, `NSString`, `AttributedString`): spoken as written.
    case string
    /// `LocalizedStringKey`: looked up in a catalog.
    case key
    /// `LocalizedStringResource` or `String.LocalizationValue`: looked up in a catalog.
    case resource
    /// SwiftUI's `Text`.
    case text
    /// A type of the app's or another one: a literal of it is neither (`ExpressibleByStringLiteral`).
    case other

    /// The type a type annotation names, or `nil` when none is written.
    static func of(annotation range: Range<Int>?, in file: SwiftLexedFile) -> TextType? {
        guard let range, !range.isEmpty else { return nil }
        // `String?`, `some StringProtocol`, `SwiftUI.LocalizedStringKey`: the last name counts.
        var last: Int?
        for index in range where file.tokens[index].kind == .identifier { last = index }
        guard let last else { return .other }
        let name = file.text(ofToken: last)
        switch name {
        case "String", "Substring", "NSString", "StringProtocol", "AttributedString", "NSAttributedString", "Character": return .string
        case "LocalizedStringKey": return .key
        case "LocalizedStringResource", "LocalizationValue": return .resource
        case "Text": return .text
        default: return .other
        }
    }
}
