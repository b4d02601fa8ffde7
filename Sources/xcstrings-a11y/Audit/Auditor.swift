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
        var findings = catalogFindings(strings, catalog: catalog, module: loaded.module, languages: languages, jobs: jobs)
        appendSpeechFindings(strings, catalog: catalog, module: loaded.module, languages: languages, jobs: jobs, to: &findings)
        // Reports show the text beside each finding; a long value is shown as an excerpt, so that a
        // megabyte value with many findings does not repeat a megabyte per finding.
        for index in findings.indices {
            findings[index].text = findings[index].text.map(Self.excerpt)
            findings[index].sourceText = findings[index].sourceText.map(Self.excerpt)
        }
        // In place: a large catalog's findings are a good part of the run's memory.
        let suppressed = applySuppressions(&findings, strings: strings, catalog: catalog, module: loaded.module)
        findings.sort(by: Finding.reportOrder)
        let coverage = languages.map { LanguageCoverage.count(strings.filter { $0.role != nil }, in: catalog, language: $0) }
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
        parallelChunkedFlatMap(catalog.entries, jobs: jobs) { entries in
            entries.compactMap { entry in
                let assignment = classifier.classify(key: entry.key, comment: entry.comment?.text, module: module)
                guard assignment != nil || settings.allStrings else { return nil }
                return AuditedString(entry: entry, role: assignment?.role, elementKey: assignment?.elementKey ?? entry.key)
            }
        }
    }

    // MARK: - Catalog checks

    private func catalogFindings(_ strings: [AuditedString], catalog: Catalog, module: String, languages: [String], jobs: Int) -> [Finding] {
        let rules = catalogRules.compactMap { rule -> (CatalogRule, Severity)? in
            settings.severity(of: rule.description).map { (rule, $0) }
        }
        return parallelChunkedFlatMap(strings, jobs: jobs) { strings in
            var findings: [Finding] = []
            for string in strings {
                let context = CatalogCheckContext(catalog: catalog, requiredLanguages: languages, module: module, role: string.role)
                    .sharingAnalysis(of: string.entry)
                for (rule, severity) in rules {
                    for var finding in rule.check(string.entry, context) {
                        finding.severity = severity
                        findings.append(finding)
                    }
                }
            }
            return findings
        }
    }

    // MARK: - Suppressions

    /// Removes the findings that comments and the configuration suppress, adds the findings about
    /// unknown rule ids in suppressions, and returns how many were removed.
    private func applySuppressions(
        _ findings: inout [Finding], strings: [AuditedString], catalog: Catalog, module: String
    ) -> Int {
        let knownIDs = Set(Self.allRuleDescriptions.map(\.id))
        var byKey: [String: Suppression] = [:]
        var unknown: [Finding] = []
        let unknownSeverity = settings.severity(of: UnknownSuppressionRule.description)
        for string in strings {
            guard let comment = string.entry.comment?.text, let suppression = Suppression(comment: comment, knownRuleIDs: knownIDs) else { continue }
            byKey[string.entry.key] = suppression
            if let unknownSeverity {
                unknown += UnknownSuppressionRule.findings(suppression, entry: string.entry, catalog: catalog, module: module, role: string.role, knownRuleIDs: knownIDs)
                    .map { var finding = $0; finding.severity = unknownSeverity; return finding }
            }
        }
        let before = findings.count
        if !byKey.isEmpty || settings.hasIgnores {
            // The path is resolved once per catalog, not per finding (it goes through URL).
            let catalogPath = settings.hasIgnores ? PathPattern.absolute(catalog.path, relativeTo: settings.workingDirectory) : ""
            findings.removeAll { finding in
                byKey[finding.location.key]?.suppresses(finding.ruleID) == true
                    || settings.isIgnored(finding, absolutePath: finding.location.file == catalog.path ? catalogPath : nil)
            }
        }
        let suppressed = before - findings.count
        findings += unknown
        return suppressed
    }
}
