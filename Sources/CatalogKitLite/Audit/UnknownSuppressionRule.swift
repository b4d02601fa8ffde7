

/// The rule that reports a suppression comment naming a rule that does not exist, so a typo such as
/// `xcstrings-a11y: ignore same-as-sorce` does not silently suppress nothing.
package enum UnknownSuppressionRule {
    package static let description = RuleDescription(
        id: "unknown-suppression",
        summary: "A key's comment suppresses a rule id that no rule has.",
        rationale: "A suppression with a misspelt rule id suppresses nothing, so the finding it was meant to silence still appears, or, worse, the comment suggests to translators that an exception exists.",
        fix: "Correct the rule id (xcstrings-a11y rules lists them) or remove the directive.",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Brand name. xcstrings-a11y: ignore same-as-sorce", triggers: true, note: "a misspelt id"),
            RuleExample("Brand name. xcstrings-a11y: ignore same-as-source", triggers: false),
        ])

    /// A warning at the comment for each unknown id.
    package static func findings(_ suppression: Suppression, entry: CatalogEntry, catalog: Catalog, module: String, role: AccessibilityRole?, knownRuleIDs: Set<String>) -> [Finding] {
        guard let comment = entry.comment else { return [] }
        return suppression.unknownRuleIDs.map { id in
            let hint = closestName(to: id, among: knownRuleIDs, maximumDistance: 3).map { "; did you mean '\($0)'?" } ?? ""
            return Finding(
                ruleID: description.id, severity: description.defaultSeverity,
                message: "The comment of '\(entry.key)' suppresses '\(id)', which is not a rule id\(hint)",
                location: catalog.location(of: comment.position, key: entry.key), module: module, role: role,
                suggestion: description.fix)
        }
    }
}
