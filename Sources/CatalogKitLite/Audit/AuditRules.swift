/// The rules an audit can run: the catalog checks of this library, and text rules that other
/// libraries supply as values (SpeechRules supplies its speech rules so: `AuditRules.standard`).
public struct AuditRules: Sendable {
    /// The catalog checks, run on every audited entry.
    public var catalogRules: [CatalogRule]
    /// Sets of rules that judge the text of each audited string unit.
    public var textRules: [TextRules]

    /// Creates a set of rules.
    public init(catalogRules: [CatalogRule] = CatalogRule.all, textRules: [TextRules] = []) {
        self.catalogRules = catalogRules
        self.textRules = textRules
    }

    /// Every rule the audit can report, sorted by id: the catalog checks, the text rules, the
    /// source rules of the Swift code (with `label-not-in-name`) and `unknown-suppression`.
    public var descriptions: [RuleDescription] {
        (catalogRules.map(\.description) + textRules.flatMap(\.descriptions) + SourceRule.all.map(\.description)
            + [LabelNotInNameRule.description]
            + [UnknownSuppressionRule.description])
            .sorted { $0.id < $1.id }
    }

    /// The id of every rule the audit can report; the configuration and suppressions may name these.
    public var ids: Set<String> { Set(descriptions.map(\.id)) }
}
