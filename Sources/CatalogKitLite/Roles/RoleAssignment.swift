

/// The role a key plays for VoiceOver, where that knowledge came from, and the element it belongs to.
///
/// Produced by ``RoleClassifier``; a key without an assignment is not an accessibility string.
public struct RoleAssignment: Hashable, Sendable {
    /// What the string is to VoiceOver: label, hint, value or announcement.
    public var role: AccessibilityRole
    /// Which source decided the role, so reports can say why a key was audited.
    public var source: RoleSource
    /// The pairing prefix shared by the strings of one element: `movieCard.price` for
    /// `movieCard.price.label` and `movieCard.price.hint`; the key itself when its name has no role word.
    public var elementKey: String
}

/// Where a key's role came from, strongest first.
public enum RoleSource: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A pattern in `roles` of `.xcstrings-a11y.json` (or of the module's `moduleOverrides`).
    case configuration
    /// A marker such as `[a11y: hint]`, or a phrase such as "accessibility label", in the key's
    /// catalog comment.
    case comment
    /// The Swift source that shows the string (`.accessibilityLabel(…)`, `accessibilityHint = …`),
    /// found by a scan of the app's code.
    case code
    /// The built-in key-name conventions (`x.label`, `a11y.x.closeHint`, ...).
    case convention

    /// The source's name, as in reports: `configuration`, `comment`, `code`, `convention`.
    public var description: String { rawValue }
}

/// One classified key of a catalog: the key and its assignment.
public struct ClassifiedKey: Hashable, Sendable {
    /// The key as it stands in the catalog.
    public var key: String
    /// Its role, source and element.
    public var assignment: RoleAssignment
}
