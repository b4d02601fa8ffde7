import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// The audit as an app's own test target runs it: through the two libraries' public API only, with
/// the same findings as `xcstrings-a11y check --format json` gives for the same folder.
struct LibraryAuditTests {
    /// The "use it from your app's tests" example of Docs/library.md, on the sample catalogs: the
    /// sample app has planted defects, so here the test expects them instead of none.
    @Test func theLibraryAuditFindsWhatCheckFinds() throws {
        // The whole set-up an app's test needs:
        let folder = Package.root.path
        let audit = try AccessibilityAudit(rules: .standard, configurationFrom: folder)
        let run = audit.run(paths: ["Catalogs"])

        let check = try ToolRunner.run(["check", "Catalogs", "--format", "json"])
        #expect(check.status == 1, "\(check.error)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(check.output.utf8)) as? [String: Any])
        let reported = try #require(report["findings"] as? [[String: Any]])
        let found = run.findings
        #expect(found.count == reported.count)
        #expect(found.count > 20, "the sample catalogs have planted defects")
        for (finding, json) in zip(found, reported) {
            #expect(json["rule"] as? String == finding.ruleID)
            #expect(json["severity"] as? String == finding.severity.rawValue)
            #expect(json["message"] as? String == finding.message)
            #expect(json["file"] as? String == finding.location.file)
            #expect(json["line"] as? Int == finding.location.position.line)
            #expect(json["column"] as? Int == finding.location.position.column)
            #expect(json["module"] as? String == finding.module)
            #expect(json["key"] as? String == finding.location.key)
            #expect(json["language"] as? String == finding.location.language)
            #expect(json["variationPath"] as? String == finding.location.variationPath.description)
            #expect(json["role"] as? String == finding.role?.rawValue)
            #expect(json["roleSource"] as? String == finding.roleSource?.rawValue)
            #expect(json["sourceText"] as? String == finding.sourceText)
            #expect(json["text"] as? String == finding.text)
            #expect(json["suggestion"] as? String == finding.suggestion)
        }
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["accessibilityStrings"] as? Int == run.totals.accessibilityStrings)
        #expect(summary["suppressed"] as? Int == run.totals.suppressed)
        #expect(summary["catalogs"] as? Int == run.catalogs.count)
    }

    /// Coverage comes back as values too: per catalog and required language, the counts add up.
    @Test func coverageIsReturnedPerLanguage() throws {
        let audit = try AccessibilityAudit(rules: .standard, configurationFrom: Package.root.path)
        let run = audit.run(paths: ["Catalogs"])
        let german = run.coverageByModule.flatMap(\.languages).filter { $0.language == "de" }
        #expect(!german.isEmpty)
        for coverage in german {
            #expect(coverage.translated + coverage.missing + coverage.needsReview + coverage.unfinished == coverage.total)
        }
        #expect(german.contains { $0.missing > 0 }, "the sample app has a German gap")
    }

    /// A project's own rules: the audit runs only the checks it is given, so a test can pin one rule.
    @Test func theAuditRunsOnlyTheRulesItIsGiven() throws {
        let rules = AuditRules(catalogRules: CatalogRule.all.filter { $0.id == "missing-translation" })
        let audit = try AccessibilityAudit(rules: rules, configurationFrom: Package.root.path)
        let findings = audit.run(paths: ["Catalogs"]).catalogs.flatMap(\.findings)
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.ruleID == "missing-translation" })
    }

    /// The run's numbers agree with its findings: per severity, per catalog, per role, and with the
    /// rules the run describes; the sample catalogs all read.
    @Test func theRunsNumbersAddUp() throws {
        let audit = try AccessibilityAudit(rules: .standard, configurationFrom: Package.root.path)
        let run: AuditRun = audit.run(paths: ["Catalogs"])
        #expect(!run.loaded.hasReadErrors)
        var visited = 0
        run.forEachFinding { _ in visited += 1 }
        #expect(visited == run.findingCount)
        #expect(visited == run.findings.count)
        let bySeverity = run.totals.findingsBySeverity.values.reduce(0, +)
        #expect(bySeverity == run.findingCount)
        let catalogs: [AuditedCatalog] = run.catalogs
        let sources: [AuditedSource] = run.sources
        let suppressedInCatalogs: Int = catalogs.map(\.suppressedCount).reduce(0, +)
        let suppressedInSources: Int = sources.map(\.suppressedCount).reduce(0, +)
        #expect(suppressedInCatalogs + suppressedInSources == run.totals.suppressed)
        let findingsInCatalogs: Int = catalogs.map(\.findings.count).reduce(0, +)
        let findingsInSources: Int = sources.map(\.findings.count).reduce(0, +)
        #expect(findingsInCatalogs + findingsInSources == run.findingCount)
        let counts: [StringCounts] = catalogs.map(\.strings)
        let audited = counts.map(\.total).reduce(0, +)
        #expect(audited == run.totals.accessibilityStrings)
        let withRoles = counts.map { $0.byRole.values.reduce(0, +) }.reduce(0, +)
        let totalWithRoles = run.totals.stringsByRole.values.reduce(0, +)
        #expect(withRoles == totalWithRoles)
        let ruleIDs = Set(run.ruleDescriptions.map(\.id))
        #expect(run.findings.allSatisfy { ruleIDs.contains($0.ruleID) })
        let loaded: [LoadedCatalog] = run.loaded.catalogs
        #expect(loaded.allSatisfy { $0.isComplete })
        let coverage: [LanguageCoverage] = run.coverageByModule.flatMap(\.languages)
        #expect(coverage.allSatisfy { $0.total >= $0.missingKeys.count })
    }
}
