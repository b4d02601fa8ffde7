import CatalogKitLite

/// A speech rule: a value that describes itself and checks one string.
public struct SpeechRule: Sendable {
    /// Id, summary, rationale, default severity, roles and examples.
    public var description: RuleDescription
    /// Finds what the rule flags in one tokenized string. Roles are filtered by the engine.
    public var check: @Sendable (SpeechInput) -> [SpeechFinding]
    /// Whether the rule judges the shape of a whole label or hint (its capital, final period, length,
    /// type word), so that it does not run on a fragment of a sentence (``SpokenString/fragment``).
    public var judgesWholeStrings: Bool

    /// Creates a rule.
    public init(
        description: RuleDescription, judgesWholeStrings: Bool = false, check: @escaping @Sendable (SpeechInput) -> [SpeechFinding]
    ) {
        self.description = description
        self.judgesWholeStrings = judgesWholeStrings
        self.check = check
    }

    /// The rule's id.
    public var id: String { description.id }

    /// Whether the rule applies to strings of a role. A rule with roles applies only to strings known
    /// to have one of them; a string without a role gets only the rules for any spoken text (no roles).
    public func applies(to role: AccessibilityRole?) -> Bool {
        Self.applies(description.roles, to: role)
    }

    /// Whether a rule with these roles judges a string of `role` (see ``applies(to:)``).
    static func applies(_ roles: [AccessibilityRole], to role: AccessibilityRole?) -> Bool {
        guard !roles.isEmpty else { return true }
        guard let role else { return false }
        return roles.contains(role)
    }
}
