/// Where a key's role came from, strongest first.
public enum RoleSource: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
    /// A pattern in `roles` of `.xcstrings-a11y.json` (or of the module's `moduleOverrides`).
    case configuration
    /// An accessibility API in the Swift code that uses the key (`.accessibilityHint("…")`).
    case code
    /// A marker such as `[a11y: hint]`, or a phrase such as "accessibility label", in the key's
    /// catalog comment.
    case comment
    /// The built-in key-name conventions (`x.label`, `a11y.x.closeHint`, ...).
    case convention

    /// The source's name, as in reports: `configuration`, `code`, `comment`, `convention`.
    public var description: String { rawValue }
}
