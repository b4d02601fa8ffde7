import CatalogKitLite

/// A speech rule: a value that describes itself and checks one string.
public struct SpeechRule: Sendable {
    /// Id, summary, rationale, default severity, roles and examples.
    public var description: RuleDescription
    /// Finds what the rule flags in one tokenized string. Roles are filtered by the engine.
    public var check: @Sendable (SpeechInput) -> [SpeechFinding]

    /// Creates a rule.
    public init(description: RuleDescription, check: @escaping @Sendable (SpeechInput) -> [SpeechFinding]) {
        self.description = description
        self.check = check
    }

    /// The rule's id.
    public var id: String { description.id }

    /// Whether the rule applies to strings of a role.
    public func applies(to role: AccessibilityRole) -> Bool {
        description.roles.isEmpty || description.roles.contains(role)
    }
}
