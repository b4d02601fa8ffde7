import CatalogKitLite

/// One accessibility string of a catalog (or, with `--all-strings`, any string): where its entry
/// is, its role if known, and the element it belongs to.
///
/// The entry is referred to by its index rather than copied: a large catalog has hundreds of
/// thousands of strings, and a copy of each entry would add a fifth to the model's memory.
struct AuditedString: Sendable {
    /// The index of the entry in the catalog's `entries`.
    var entryIndex: Int
    var role: AccessibilityRole?
    /// The key shared by the label, hint and value of one element.
    var elementKey: String

    /// The string's entry in `catalog`, the catalog it was found in.
    func entry(in catalog: Catalog) -> CatalogEntry {
        catalog.entries[entryIndex]
    }
}

/// How many strings of a catalog were audited, by role.
struct StringCounts: Sendable {
    /// Every audited string, with a role or not.
    var total = 0
    /// The strings of each role; roles without strings are absent.
    var byRole: [AccessibilityRole: Int] = [:]

    init(_ strings: [AuditedString] = []) {
        total = strings.count
        for string in strings {
            if let role = string.role { byRole[role, default: 0] += 1 }
        }
    }
}

/// What the audit found in one catalog.
struct AuditedCatalog: Sendable {
    var loaded: LoadedCatalog
    /// How many strings were audited (accessibility strings, or all with `--all-strings`), by role.
    var strings: StringCounts
    /// Findings after suppressions, in report order.
    var findings: FindingList
    /// How many findings comment or configuration suppressions removed.
    var suppressedCount: Int
    /// Coverage per required language, the source language first.
    var coverage: [LanguageCoverage]
    /// With `--changed-since`: what changed since the revision (`nil` inside: the catalog was not
    /// read), or git's error.
    var changes: Result<CatalogChanges?, GitError>?

    var module: String { loaded.module }
}

/// A whole run: every catalog's results and the totals.
struct AuditRun: Sendable {
    var loaded: LoadedCatalogs
    var catalogs: [AuditedCatalog]
    /// Whether every string was audited (`--all-strings`), not only accessibility strings.
    var allStrings = false

    struct Totals: Sendable {
        var accessibilityStrings = 0
        var stringsByRole: [AccessibilityRole: Int] = [:]
        var findingsBySeverity: [Severity: Int] = [:]
        var suppressed = 0
        var unreadable = 0
    }

    var totals: Totals {
        var totals = Totals()
        for catalog in catalogs {
            totals.accessibilityStrings += catalog.strings.total
            totals.stringsByRole.merge(catalog.strings.byRole, uniquingKeysWith: +)
            for finding in catalog.findings { totals.findingsBySeverity[finding.severity, default: 0] += 1 }
            totals.suppressed += catalog.suppressedCount
        }
        totals.unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count
        return totals
    }

    /// Every finding, in report order. A copy: reporters go through ``forEachFinding(_:)`` instead.
    var findings: [Finding] { catalogs.flatMap(\.findings) }

    /// Every finding in report order, in the slices the audit made them in (for reporters that
    /// render slices on several threads).
    var findingSegments: [[Finding]] { catalogs.flatMap(\.findings.segments) }

    /// How many findings the run reports.
    var findingCount: Int { catalogs.reduce(0) { $0 + $1.findings.count } }

    /// Calls `body` with every finding, in report order, without copying them into one array.
    func forEachFinding(_ body: (Finding) -> Void) {
        for catalog in catalogs {
            for finding in catalog.findings { body(finding) }
        }
    }

    /// Calls `body` with every finding in report order, its identity and its occurrence number
    /// among findings of the same identity (1, 2, … in report order), which makes fingerprints
    /// unique when one string trips a rule twice.
    func forEachIdentified(paths: RepositoryPaths, _ body: (Finding, FindingIdentity, Int) -> Void) {
        var seen: [FindingIdentity: Int] = [:]
        forEachFinding { finding in
            let identity = FindingIdentity(finding, paths: paths)
            seen[identity, default: 0] += 1
            body(finding, identity, seen[identity, default: 1])
        }
    }

    /// Coverage per module and language, modules sorted by name, languages in the order required.
    var coverageByModule: [(module: String, languages: [LanguageCoverage])] {
        var result: [(String, [LanguageCoverage])] = []
        for catalog in catalogs {
            if result.last?.0 != catalog.module { result.append((catalog.module, [])) }
            for coverage in catalog.coverage {
                if let index = result[result.count - 1].1.firstIndex(where: { $0.language == coverage.language }) {
                    result[result.count - 1].1[index].add(coverage)
                } else {
                    result[result.count - 1].1.append(coverage)
                }
            }
        }
        return result
    }

    /// The exit status: 2 when something could not be read, 1 when a finding reaches the failing
    /// severity, else 0.
    func exitStatus(failingSeverity: Severity) -> Int32 {
        if loaded.hasReadErrors { return ExitStatus.failure }
        let fails = catalogs.contains { $0.findings.contains { $0.severity >= failingSeverity } }
        return fails ? ExitStatus.findings : ExitStatus.success
    }
}
