

/// Key patterns per role, from `roles` of `.xcstrings-a11y.json` or of one module in `moduleOverrides`.
///
/// ```json
/// "roles": {
///   "label": ["*.a11yTitle"],
///   "hint": ["*.tip"],
///   "value": ["*.state"],
///   "announcement": ["toast.*"],
///   "none": ["settings.label*", "legal.*"]
/// }
/// ```
///
/// A key matching a `none` pattern is not an accessibility string; this wins over every role
/// pattern, so a broad role pattern can be narrowed. Otherwise the first role whose patterns match
/// gives the key its role, in the order label, hint, value, announcement. Patterns are
/// ``KeyPattern`` globs.
public struct RolePatterns: Hashable, Sendable {
    /// Patterns per role. For a module override, a role that is absent keeps the project's patterns.
    public var patterns: [AccessibilityRole: [KeyPattern]]
    /// Keys that are not accessibility strings. `nil` (in a module override) keeps the project's list.
    public var none: [KeyPattern]?

    /// Creates patterns; all empty by default.
    public init(patterns: [AccessibilityRole: [KeyPattern]] = [:], none: [KeyPattern]? = nil) {
        self.patterns = patterns
        self.none = none
    }

    /// The order in which role patterns are tried.
    public static let order: [AccessibilityRole] = [.label, .hint, .value, .announcement]

    /// Whether no pattern is set at all.
    public var isEmpty: Bool {
        patterns.values.allSatisfy(\.isEmpty) && (none ?? []).isEmpty
    }

    /// These patterns with each list that `override` sets replaced by the override's list.
    public func overridden(by override: RolePatterns) -> RolePatterns {
        var result = self
        for (role, list) in override.patterns { result.patterns[role] = list }
        if let none = override.none { result.none = none }
        return result
    }

    /// What the patterns say about a key: `.some(role)`, `.some(nil)` for a `none` match, or `nil`
    /// when no pattern matches.
    public func match(_ key: String) -> AccessibilityRole?? {
        if let none, none.contains(where: { $0.matches(key) }) { return .some(nil) }
        for role in Self.order where (patterns[role] ?? []).contains(where: { $0.matches(key) }) {
            return .some(role)
        }
        return nil
    }
}
