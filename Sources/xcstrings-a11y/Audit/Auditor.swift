import CatalogKitLite
import SpeechRules

/// Runs every check on one catalog: key roles, catalog checks, speech rules, suppressions,
/// configured severities, and coverage. Catalogs are independent, so the command audits them in
/// parallel and merges the results in a fixed order.
struct Auditor: Sendable {
    var settings: AuditSettings
    var classifier: RoleClassifier
    var catalogRules: [CatalogRule] = CatalogRule.all
    var speechRules: [SpeechRule] = SpeechRule.all

    /// The id of every rule, made once (each catalog's suppressions are checked against it).
    static let knownRuleIDs = Set(allRuleDescriptions.map(\.id))

    /// Every rule id, catalog checks and speech rules.
    static var allRuleDescriptions: [RuleDescription] {
        (CatalogRule.all.map(\.description) + SpeechRule.all.map(\.description) + [UnknownSuppressionRule.description]).sorted { $0.id < $1.id }
    }

    /// Audits one catalog; `jobs` threads share its strings (the findings are the same for any number).
    func audit(_ loaded: LoadedCatalog, jobs: Int = 1) -> AuditedCatalog {
        guard let catalog = loaded.catalog else {
            return AuditedCatalog(loaded: loaded, strings: StringCounts(), findings: [], suppressedCount: 0, coverage: [])
        }
        let strings = auditedStrings(of: catalog, module: loaded.module, jobs: jobs)
        let languages = settings.languages(for: catalog, module: loaded.module)
        let (findings, suppressed) = CatalogAudit(self, catalog: catalog, module: loaded.module, languages: languages, strings: strings)
            .run(jobs: jobs)
        let accessibilityStrings = strings.filter { $0.role != nil }
        let coverage = languages.map { LanguageCoverage.count(accessibilityStrings, in: catalog, language: $0) }
        return AuditedCatalog(
            loaded: loaded, strings: StringCounts(strings), findings: findings,
            suppressedCount: suppressed, coverage: coverage)
    }

    /// The longest text a finding carries, in characters.
    static let excerptLength = 500

    /// A text cut to ``excerptLength`` characters, with "…" where it was cut.
    static func excerpt(_ text: String) -> String {
        guard text.utf8.count > excerptLength else { return text }
        var end = text.startIndex
        guard text.formIndex(&end, offsetBy: excerptLength, limitedBy: text.endIndex), end < text.endIndex else { return text }
        return String(text[..<end]) + "…"
    }

    /// The strings to audit: every accessibility string, or every string with `--all-strings`.
    func auditedStrings(of catalog: Catalog, module: String, jobs: Int = 1) -> [AuditedString] {
        parallelChunkedFlatMap(Array(catalog.entries.indices), jobs: jobs) { indices in
            indices.compactMap { index in
                let entry = catalog.entries[index]
                let assignment = classifier.classify(key: entry.key, comment: entry.comment?.text, module: module)
                guard assignment != nil || settings.allStrings else { return nil }
                return AuditedString(entryIndex: index, role: assignment?.role, elementKey: assignment?.elementKey ?? entry.key)
            }
        }
    }
}
