/// One accessibility string of a catalog (or, with `--all-strings`, any string): where its entry
/// is, its role if known, and the element it belongs to.
///
/// The entry is referred to by its index rather than copied: a large catalog has hundreds of
/// thousands of strings, and a copy of each entry would add a fifth to the model's memory.
public struct AuditedString: Sendable {
    /// The index of the entry in the catalog's `entries`.
    public var entryIndex: Int
    /// The string's role, or `nil` for a string without one (audited with `--all-strings`).
    public var role: AccessibilityRole?
    /// Where the role came from, when the string has one.
    public var roleSource: RoleSource?
    /// The key shared by the label, hint and value of one element.
    public var elementKey: String
    /// Where the Swift code uses the string: in an accessibility API when it does, else the first
    /// place it looks the key up at all.
    public var usedAt: CodeReference?
    /// How the code presents the string (a help tag, a text field's prompt, an action's title) and
    /// on which platform, where the audit knows them.
    public var presentation = TextPresentation()

    /// Whether the code uses the string as a macOS help tag (see ``CodeRole/isHelpTag``).
    public var isHelpTag: Bool { presentation.isHelpTag }
    /// Whether the code looks the key up anywhere (directly, through a constant or a helper): then
    /// its `stale` mark is out of date, and it is checked as a key in use.
    public var isUsedInCode = false
    /// Whether the code that is read looks up a large part of the catalog's keys but not this one, whose
    /// role only its name or comment gives (or which has none): a key no one hears (a migration's leftover, a twin with a trailing
    /// space, a copy in another table than the code reads: ollie-app's "Tap a meal to edit.", 49th study),
    /// which the speech rules leave alone.
    public var isUnusedByReadCode = false
    /// Whether only code that does not ship looks the key up (`#if DEBUG`, a view only previews
    /// make): in use, so never stale, but heard by no one, so the speech rules leave it alone.
    public var isUsedOnlyByUnshippedCode = false
    /// Whether the key is looked up only where VoiceOver never reaches: in views hidden from
    /// accessibility (GymStreak's decorative rest ruler, 47th study). Shown, so translated, but
    /// heard by no VoiceOver user, so the speech rules leave it alone.
    public var isUsedOnlyWhereHidden = false
    /// Whether every use in code gives the text shown where the catalog has none
    /// (``CodeRole/fallsBackToCodeText``): a key without text in the source language is not what
    /// VoiceOver says then, and the speech rules do not judge it as text.
    public var fallsBackToCodeText = false

    /// Whether no user hears the string: the speech rules leave it alone.
    public var isHeardNowhere: Bool { isUnusedByReadCode || isUsedOnlyByUnshippedCode || isUsedOnlyWhereHidden }

    /// The string's entry in `catalog`, the catalog it was found in. A key the code uses is not
    /// stale, whatever its mark says (Xcode marks keys stale that only a helper looks up): its
    /// entry is checked as one in use.
    public func entry(in catalog: Catalog) -> CatalogEntry {
        var entry = catalog.entries[entryIndex]
        if isUsedInCode, entry.extractionState == .stale { entry.extractionState = .manual }
        return entry
    }
}

/// How many strings of a catalog were audited, by role.
public struct StringCounts: Sendable {
    /// Every audited string, with a role or not.
    public var total = 0
    /// The strings of each role; roles without strings are absent.
    public var byRole: [AccessibilityRole: Int] = [:]

    public init(_ strings: [AuditedString] = []) {
        total = strings.count
        for string in strings {
            if let role = string.role { byRole[role, default: 0] += 1 }
        }
    }
}

/// What the audit found in one catalog.
public struct AuditedCatalog: Sendable {
    public var loaded: LoadedCatalog
    /// How many strings were audited (accessibility strings, or all with `--all-strings`), by role.
    public var strings: StringCounts
    /// Findings after suppressions, in report order.
    public var findings: FindingList
    /// How many findings comment or configuration suppressions removed.
    public var suppressedCount: Int
    /// Coverage per required language, the source language first.
    public var coverage: [LanguageCoverage]

    public var module: String { loaded.module }
}

/// A whole run: every catalog's results and the totals.
public struct AuditRun: Sendable {
    /// What was read: every catalog (sorted by module and path) and the paths that could not be searched.
    public var loaded: LoadedCatalogs
    /// Each catalog's findings, counts and coverage, in the same order.
    public var catalogs: [AuditedCatalog]
    /// Each Swift file's accessibility uses and findings, sorted by path (empty with `--no-sources`).
    public var sources: [AuditedSource] = []
    /// Whether every string was audited (`--all-strings`), not only accessibility strings.
    public var allStrings = false
    /// Every rule the audit could report, sorted by id (for reports that describe them).
    public var ruleDescriptions: [RuleDescription] = []
    /// The app's own lookup helpers found by reading the Swift files, by file and place.
    public var lookupHelpers: [LookupHelper] = []
    /// The Xcode projects the run read: their targets, and the languages they declare.
    public var projects: ProjectTargets { loaded.projects }

    /// What the Swift files give VoiceOver: their uses by kind of argument, and why the dynamic
    /// ones are.
    public var useCounts: UseCounts { UseCounts(sources.lazy.flatMap(\.source.scan.uses)) }

    /// The numbers of a whole run.
    public struct Totals: Sendable {
        /// Strings audited: accessibility strings, or every string with `--all-strings`.
        public var accessibilityStrings = 0
        /// Audited strings per role.
        public var stringsByRole: [AccessibilityRole: Int] = [:]
        /// Findings reported, per severity.
        public var findingsBySeverity: [Severity: Int] = [:]
        /// Findings that suppressions removed.
        public var suppressed = 0
        /// Catalogs and paths that could not be read.
        public var unreadable = 0
    }

    /// The run's totals.
    public var totals: Totals {
        var totals = Totals()
        for catalog in catalogs {
            totals.accessibilityStrings += catalog.strings.total
            totals.stringsByRole.merge(catalog.strings.byRole, uniquingKeysWith: +)
            for finding in catalog.findings { totals.findingsBySeverity[finding.severity, default: 0] += 1 }
            totals.suppressed += catalog.suppressedCount
        }
        for source in sources {
            for finding in source.findings { totals.findingsBySeverity[finding.severity, default: 0] += 1 }
            totals.suppressed += source.suppressedCount
        }
        totals.unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count + loaded.unreadableSources.count
            + loaded.unreadableProjects.count
        return totals
    }

    /// Every finding, in report order. A copy: reporters go through ``forEachFinding(_:)`` instead.
    public var findings: [Finding] { catalogs.flatMap(\.findings) + sources.flatMap(\.findings) }

    /// Every finding in report order, in the slices the audit made them in (for reporters that
    /// render slices on several threads).
    package var findingSegments: [[Finding]] { catalogs.flatMap(\.findings.segments) + sources.map(\.findings) }

    /// How many findings the run reports.
    public var findingCount: Int { catalogs.reduce(0) { $0 + $1.findings.count } + sources.reduce(0) { $0 + $1.findings.count } }

    /// Calls `body` with every finding, in report order, without copying them into one array.
    public func forEachFinding(_ body: (Finding) -> Void) {
        for catalog in catalogs {
            for finding in catalog.findings { body(finding) }
        }
        for source in sources {
            for finding in source.findings { body(finding) }
        }
    }

    /// Coverage per module and language, modules sorted by name, languages in the order required
    /// (a language its catalogs spell in different cases counts as one, named in the case BCP 47
    /// recommends, ``LanguageTag/canonicalCase(_:)``, so every module names it alike).
    public var coverageByModule: [(module: String, languages: [LanguageCoverage])] {
        var result: [(String, [LanguageCoverage])] = []
        for catalog in catalogs {
            if result.last?.0 != catalog.module { result.append((catalog.module, [])) }
            for coverage in catalog.coverage {
                if let index = result[result.count - 1].1.firstIndex(where: { LanguageTag.same($0.language, coverage.language) }) {
                    result[result.count - 1].1[index].add(coverage)
                } else {
                    var named = coverage
                    named.language = LanguageTag.canonicalCase(coverage.language)
                    result[result.count - 1].1.append(named)
                }
            }
        }
        return result
    }
}
