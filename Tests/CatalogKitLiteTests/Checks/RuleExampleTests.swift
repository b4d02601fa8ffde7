import CatalogKitLite
import Testing

/// Runs every catalog check's own examples: each triggering example must give at least one finding of
/// that rule on the example's language, each passing example none.
@Suite("Catalog checks: the rules' examples")
struct RuleExampleTests {
    /// The rules by id, so that test names show the id, not the whole rule.
    static let ids = CatalogRule.all.map(\.id)

    @Test("every rule has an id, a summary and examples of both kinds", arguments: ids)
    func describesItself(_ id: String) throws {
        let rule = try #require(CatalogRule.named(id))
        let description = rule.description
        #expect(!description.summary.isEmpty && !description.rationale.isEmpty && !description.fix.isEmpty)
        #expect(description.examples.contains { $0.triggers }, "\(rule.id) has no triggering example")
        #expect(description.examples.contains { !$0.triggers }, "\(rule.id) has no passing example")
        #expect(description.examples.contains { $0.language == "de" || $0.input.contains("\"de\"") })
    }

    @Test("the catalog rules, sorted by id, with their default severities")
    func ruleTable() {
        let table = CatalogRule.all.map { "\($0.id) \($0.description.defaultSeverity)" }
        #expect(table == [
            "empty-translation error", "invalid-specifier error", "missing-translation error", "needs-review warning",
            "placeholder-extra error", "placeholder-mismatch error", "placeholder-missing error",
            "plural-incomplete warning", "plural-without-number error", "same-as-source warning", "stale-key warning", "untranslated error",
            "variation-mismatch warning",
        ])
    }

    @Test("examples trigger exactly when they say so", arguments: ids)
    func examples(_ id: String) throws {
        let rule = try #require(CatalogRule.named(id))
        for example in rule.description.examples {
            // The example's own language is required too, so that a Polish or French example is checked.
            let languages = ["en", "de"].contains(example.language) ? ["en", "de"] : ["en", "de", example.language]
            let findings = CheckTest.run(rule, example.input, languages: languages, role: example.role)
            let own = findings.filter { $0.ruleID == rule.id }
            #expect(own.count == findings.count)
            if example.triggers {
                // A finding about the key itself (stale-key) has no language; it counts as the source's.
                let onLanguage = own.filter { ($0.location.language ?? "en") == example.language }
                #expect(!onLanguage.isEmpty, "\(rule.id) did not fire on \(example.language): \(example.note)\n\(example.input)")
                for finding in own {
                    // A rule may give a lesser case a lower severity (missing-translation's missing plural form).
                    #expect(finding.severity <= rule.description.defaultSeverity)
                    #expect(finding.role == example.role)
                    #expect(finding.location.position.line > 1, "\(finding.message)")
                }
            } else {
                #expect(own.isEmpty, "\(rule.id) fired on a passing example: \(example.note)\n\(own.map(\.message))")
            }
        }
    }
}
