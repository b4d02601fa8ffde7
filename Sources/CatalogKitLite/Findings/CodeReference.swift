/// A place in a Swift file: the file as found and the position in it.
public struct CodeReference: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The Swift file's path as found.
    public var file: String
    /// The line and column.
    public var position: SourcePosition

    /// Creates a reference.
    public init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// `file:line:column`.
    public var description: String { "\(file):\(position.line):\(position.column)" }

    /// By file, then by place in it.
    public static func < (lhs: CodeReference, rhs: CodeReference) -> Bool {
        (lhs.file, lhs.position.offset) < (rhs.file, rhs.position.offset)
    }
}

/// What the code says about one catalog key: the role an accessibility API gives it, the element it
/// is on, and where.
public struct CodeRole: Hashable, Sendable {
    /// The role.
    public var role: AccessibilityRole
    /// Whether it is a control's title spoken as its label (`Button("Play")`).
    public var isImplicit: Bool
    /// The element, shared by the strings the code puts on one element.
    public var elementKey: String
    /// Where the code uses the key (the first place, when it is used in several).
    public var usedAt: CodeReference
    /// The API, as `Docs/swift-sources.md` names it.
    public var form: String
    /// Whether every value the use interpolates into its key is also interpolated into other text of
    /// its file that is no hint (``TextPresentation/showsValuesElsewhere``).
    public var showsValuesElsewhere = false
    /// Whether the use's control asks before it acts (``TextPresentation/asksToConfirm``).
    public var asksToConfirm = false
    /// Whether the use's element offers its actions to VoiceOver (``TextPresentation/offersActions``).
    public var offersActions = false
    /// Whether the use is a `Label` in no control's label closure and without a tap: a badge or a
    /// message (MiLens's error banner), whose words are no command's title.
    public var isStandaloneLabel = false
    /// Whether the use is one text of several in its control's label closure
    /// (``TextPresentation/isPartOfLabel``).
    public var isPartOfLabel = false
    /// Whether every accessibility use of the key gives the text shown where the catalog has none
    /// (`defaultValue:`, `value:`, an app helper's fallback argument): a key without text in the
    /// source language is never heard then.
    public var fallsBackToCodeText = false

    /// Whether the text is a macOS help tag (`.help(_:)`, AppKit's `toolTip`): VoiceOver speaks it as the hint, but it
    /// is written in the help-tag style of the Human Interface Guidelines (a short verb phrase such
    /// as "Show the sidebar", often without a period), not in the style of an iOS hint.
    public var isHelpTag: Bool { form == Self.helpForm || form == Self.toolTipForm }

    /// The form of a picker's option, a `Text` in its content (`Picker(…) { Text("→").tag("→") }`).
    public static let pickerOptionForm = "Picker option Text(_:)"
    /// The form of SwiftUI's `Label(_:systemImage:)` and its other title overloads.
    public static let labelForm = "Label(_:…)"
    /// The form of SwiftUI's help tag, `.help(_:)`.
    public static let helpForm = ".help(_:)"
    /// The form of an AppKit view's help tag, `x.toolTip = …`.
    public static let toolTipForm = "toolTip = …"
    /// The form of a search field's prompt, `.searchable(text:prompt:)`: its label, shown as its
    /// placeholder.
    public static let searchPromptForm = ".searchable(text:prompt:)"
    /// The form of an AppKit symbol image's description, what VoiceOver says for the image (the
    /// label of an image-only button): `NSImage(systemSymbolName:accessibilityDescription:)`.
    public static let symbolImageDescriptionForm = "NSImage(systemSymbolName:accessibilityDescription:)"
}
