/// The audit of one catalog's strings, a slice at a time.
///
/// Each slice of consecutive strings is checked in full — catalog checks, speech rules in every
/// required language, suppressions — and its findings sorted. Entries are in file order, so the
/// slices, in order, are the catalog's findings in report order: no array of all of them is built
/// and sorted at once, and the speech targets of a slice live only while it is checked. That keeps
/// a large catalog's audit within a small margin of its model's memory. The slices do not depend on
/// the number of threads, so neither does the output.
package struct CatalogAudit: Sendable {
    /// Strings per slice: a slice's temporaries are a small part of the run's memory, and there are
    /// enough slices for the threads to share out evenly.
    package static let sliceSize = 512

    package let catalog: Catalog
    package let module: String
    package let languages: [String]
    package let strings: [AuditedString]
    /// The names of the app whose project copies the catalog, which every text is given
    /// (``AuditedText/appNames``).
    package let appNames: [String]
    /// What the rules that count a module's other tables noted about them (``ModuleTableTexts``):
    /// the app's style beside the catalog's own.
    package let moduleNotes: [ModuleTableNote]
    package let settings: AuditSettings
    /// The catalog checks that are on, with their severities. Only the check itself is kept: a whole
    /// `CatalogRule` copied for each entry retained its description's strings, which every thread
    /// shares, and contended reference counts cost a second thread more than the checks did.
    package let catalogChecks: [(check: @Sendable (CatalogEntry, CatalogCheckContext) -> [Finding], severity: Severity?)]
    /// The text rules that are on, each set with the required languages it judges.
    package let textCheckers: [(checker: TextChecker, languages: [String])]
    /// The severity the configuration sets for a text rule, by id: it replaces the severity the rule
    /// gave each finding. A rule the configuration does not name keeps the severity it chose per
    /// finding ("More" is info where "Button" is the rule's default), as `speak` shows it.
    package let textSeverities: [String: Severity]
    /// Whether a catalog-wide text rule is on.
    package let hasCatalogWideRules: Bool
    /// The other members of a string's element (label, hint, value of one control), as indices
    /// into `strings`, by the string's index.
    package let companions: [Int: [Int]]
    package let knownRuleIDs: Set<String>
    package let unknownSuppressionSeverity: Severity?
    /// The catalog's path as the configuration's `ignore` list matches it (resolved once).
    package let ignorePath: String
    /// Whether Xcode extracts the catalog's keys (worked out once, for every entry's context, when
    /// `stale-key` is on).
    package let xcodeExtractsKeys: Bool
    /// How much of each language the strings checked leave marked `needs_review` (worked out once,
    /// when `needs-review` is on: it is off by default, and the pass reads every unit).
    package let reviewBacklogs: [String: ReviewBacklog]
    /// The catalog checks' context without a role or an entry: made once, and given each string's
    /// role and a fresh analysis (see `CatalogCheckContext.sharingAnalysis(of:)`) for its entry.
    private let checkContext: CatalogCheckContext

    package init(
        _ audit: AccessibilityAudit, catalog: Catalog, module: String, languages: [String], strings: [AuditedString], companions: [Int: [Int]],
        appNames: [String] = [], moduleNotes: [ModuleTableNote] = []
    ) {
        let settings = audit.settings
        self.appNames = appNames
        self.moduleNotes = moduleNotes
        self.catalog = catalog
        self.module = module
        self.languages = languages
        self.strings = strings
        self.settings = settings
        let enabledChecks = audit.rules.catalogRules.compactMap { rule in settings.severity(of: rule.description).map { (rule, $0) } }
        // A configured severity replaces the one each finding has (the rule's default, or a lower one
        // it gives a lesser case), as for text rules.
        catalogChecks = enabledChecks.map { ($0.0.check, settings.configuredSeverity(ofRule: $0.0.id)) }
        let enabledCheckIDs = Set(enabledChecks.map(\.0.id))
        var textSeverities: [String: Severity] = [:]
        var textCheckers: [(checker: TextChecker, languages: [String])] = []
        for (rules, enabled) in audit.enabledTextRules {
            for (id, _) in enabled where textSeverities[id] == nil {
                textSeverities[id] = settings.configuredSeverity(ofRule: id)
            }
            textCheckers.append((rules.makeChecker(Set(enabled.map(\.0))), languages.filter(rules.judgesLanguage)))
        }
        self.textSeverities = textSeverities
        self.textCheckers = textCheckers
        hasCatalogWideRules = textCheckers.contains { !$0.0.catalogWideRules.isEmpty }
        self.companions = companions
        knownRuleIDs = audit.knownRuleIDs
        unknownSuppressionSeverity = settings.severity(of: UnknownSuppressionRule.description)
        ignorePath = settings.hasIgnores ? PathPattern.absolute(catalog.path, relativeTo: settings.workingDirectory) : ""
        xcodeExtractsKeys = enabledCheckIDs.contains(StaleKeyRule.description.id)
            ? CatalogCheckContext.xcodeExtractsKeys(of: catalog) && !Self.staleMarksAreOutOfDate(strings, in: catalog) : true
        reviewBacklogs = enabledCheckIDs.contains(NeedsReviewRule.description.id)
            ? ReviewBacklog.of(strings.lazy.map { $0.entry(in: catalog) }, languages: languages) : [:]
        checkContext = CatalogCheckContext(
            catalog: catalog, requiredLanguages: languages, module: module, xcodeExtractsKeys: xcodeExtractsKeys, reviewBacklogs: reviewBacklogs)
    }

    /// Whether the code looks up two thirds or more of the audited keys the catalog marks stale
    /// (four stale keys at least):
    /// PHCRemoteControl's catalog marks "Cancel", "Done" and most of its keys stale while its code
    /// shows them, and its other stale keys were in use through forms the reader does not follow
    /// (`Section("Favourites")`, `LocalizedStringKey(id)`; 9 of 11 judged wrong, 57th study). The
    /// marks were not made by a build of this code, and say nothing of a key the reader does not see.
    static func staleMarksAreOutOfDate(_ strings: [AuditedString], in catalog: Catalog) -> Bool {
        var stale = 0
        var used = 0
        for string in strings where catalog.entries[string.entryIndex].extractionState == .stale {
            stale += 1
            if string.isUsedInCode { used += 1 }
        }
        return stale >= 4 && used * 3 >= stale * 2
    }

    /// What one slice gave.
    package struct Slice: Sendable {
        /// Its findings after suppressions, in report order.
        var findings: [Finding] = []
        /// How many findings suppressions removed.
        var suppressed = 0
        /// The notes its texts gave the catalog-wide text rules.
        var notes: [CatalogWideNote] = []
        /// The coverage of each required language over its strings that count (see ``run(jobs:)``).
        var coverage: [LanguageCoverage] = []
    }

    /// A note a text gave a catalog-wide rule, and where to find the text again for the few that
    /// get a finding (the whole target, with its entry and companions, would be kept for every such
    /// text until the end of the audit).
    package struct CatalogWideNote: @unchecked Sendable {
        /// The checker (index in `textCheckers`) and its catalog-wide rule (index in its list).
        var checker: Int
        var rule: Int
        var stringIndex: Int
        var language: String
        var path: VariationPath
        /// What the rule noted; `any Sendable`, made by a `Sendable` checker.
        var note: any Sendable
    }

    /// Audits every string, `jobs` slices at a time. Returns the findings in report order, how
    /// many were suppressed, and the coverage of each required language over the strings audited
    /// (the accessibility strings, or every string with `allStrings`), counted with each slice so
    /// that no pass over the catalog is left for one thread after the slices.
    package func run(jobs: Int) -> (findings: FindingList, suppressed: Int, coverage: [LanguageCoverage]) {
        let starts = Array(stride(from: 0, to: strings.count, by: Self.sliceSize))
        var slices = parallelMap(starts, jobs: jobs) { start in
            auditSlice(start..<min(start + Self.sliceSize, strings.count))
        }
        var coverage = languages.map { LanguageCoverage(language: $0) }
        for slice in slices {
            for index in coverage.indices { coverage[index].add(slice.coverage[index]) }
        }
        var suppressed = slices.reduce(0) { $0 + $1.suppressed }
        if hasCatalogWideRules { suppressed += addCatalogWideFindings(to: &slices) }
        var segments: [[Finding]] = []
        segments.reserveCapacity(slices.count)
        for index in slices.indices {
            segments.append(slices[index].findings)
            slices[index] = Slice()
        }
        // A key defined twice keeps its first place with its later definition, whose positions come
        // later in the file: then, and only then, the slices are out of order, and all are sorted.
        let inOrder = zip(segments, segments.dropFirst()).allSatisfy { earlier, later in
            guard let last = earlier.last, let first = later.first else { return true }
            return !Finding.reportOrder(first, last)
        }
        if !inOrder {
            segments = [segments.flatMap { $0 }.sorted(by: Finding.reportOrder)]
        }
        return (FindingList(segments: segments), suppressed, coverage)
    }

    /// Checks one slice of strings.
    private func auditSlice(_ range: Range<Int>) -> Slice {
        var slice = Slice()
        slice.coverage = languages.map { LanguageCoverage(language: $0) }
        var unknownSuppressions: [Finding] = []
        for index in range {
            let string = strings[index]
            let entry = string.entry(in: catalog)
            let suppression = entry.comment.flatMap { Suppression(comment: $0.text, knownRuleIDs: knownRuleIDs) }
            if let suppression, let severity = unknownSuppressionSeverity {
                var unknown = UnknownSuppressionRule.findings(
                    suppression, entry: entry, catalog: catalog, module: module, role: string.role, knownRuleIDs: knownRuleIDs)
                for index in unknown.indices {
                    unknown[index].severity = severity
                    unknown[index].roleSource = string.roleSource
                }
                FindingCap.apply(&unknown)
                unknownSuppressions += unknown
            }
            var context = checkContext.sharingAnalysis(of: entry)
            context.role = string.role
            // Coverage counts what was audited: the accessibility strings, or every string with `allStrings`.
            if settings.allStrings || string.role != nil {
                for index in slice.coverage.indices {
                    let language = slice.coverage[index].language
                    slice.coverage[index].count(
                        entry, role: string.role, in: catalog, units: { context.stringUnits(of: entry, language: language) },
                        sourceSide: { context.sourceSide(of: entry) })
                }
            }
            var found: [Finding] = []
            for (check, severity) in catalogChecks {
                for var finding in check(entry, context) {
                    if let severity { finding.severity = severity }
                    finding.roleSource = string.roleSource
                    found.append(finding)
                }
            }
            // A key the read code never looks up, in a catalog it reads, is heard nowhere, as is one
            // only code that does not ship looks up.
            for (checkerIndex, (checker, checkedLanguages)) in textCheckers.enumerated() where !string.isHeardNowhere {
                for language in checkedLanguages {
                    for target in textTargets(for: string, at: index, entry: entry, language: language, sharing: context) {
                        let result = checker.check(target.text)
                        found += makeFindings(result.findings, target: target)
                        for (rule, note) in result.notes.enumerated() {
                            guard let note else { continue }
                            slice.notes.append(CatalogWideNote(
                                checker: checkerIndex, rule: rule, stringIndex: index, language: language, path: target.path, note: note))
                        }
                    }
                }
            }
            // Suppressed findings go first, so that the cap counts only what is reported and the
            // number suppressed is exact.
            if suppression != nil || settings.hasIgnores {
                let before = found.count
                found.removeAll { isSuppressed($0, by: suppression) }
                slice.suppressed += before - found.count
            }
            if let usedAt = string.usedAt {
                for index in found.indices { found[index].usedAt = usedAt }
            }
            FindingCap.apply(&found)
            if found.count > 1 { found.sort(by: Finding.reportOrder) }
            slice.findings += found
        }
        for index in slice.findings.indices { Self.excerpt(&slice.findings[index]) }
        // Each entry's findings are sorted, and entries are in file order: the slice is sorted
        // already unless a key is defined twice or a suppression names an unknown rule. Sorting the
        // whole slice anyway moved every finding, retaining and releasing each of its strings.
        slice.findings += unknownSuppressions
        if !Self.isInReportOrder(slice.findings) { slice.findings.sort(by: Finding.reportOrder) }
        slice.findings = Self.compacted(slice.findings)
        return slice
    }

    /// Whether findings are in report order, each pair of neighbours compared once.
    package static func isInReportOrder(_ findings: [Finding]) -> Bool {
        findings.indices.dropFirst().allSatisfy { !Finding.reportOrder(findings[$0], findings[$0 - 1]) }
    }

    /// The findings in an array of exactly their size. An array grown by appending keeps up to
    /// twice the room it needs, and a slice's findings are kept until the report is written; the
    /// copy is made while the slice is small, and the room it frees serves the next slices.
    private static func compacted(_ findings: [Finding]) -> [Finding] {
        guard findings.capacity > findings.count + findings.count / 16 else { return findings }
        return [Finding](unsafeUninitializedCapacity: findings.count) { buffer, initialized in
            initialized = buffer.initialize(fromContentsOf: findings)
        }
    }

    /// Runs the catalog-wide text rules on the notes the slices' texts gave, adds their findings to
    /// their slices (kept in order), and returns how many were suppressed.
    private func addCatalogWideFindings(to slices: inout [Slice]) -> Int {
        var notes: [CatalogWideNote] = []
        notes.reserveCapacity(slices.reduce(0) { $0 + $1.notes.count })
        for index in slices.indices {
            notes += slices[index].notes
            slices[index].notes = []
        }
        var suppressed = 0
        var changed = Set<Int>()
        for (checkerIndex, (checker, languages)) in textCheckers.enumerated() {
            // The unchecked texts are read once for all of the checker's rules, and only when a
            // checked text concerns one of them.
            var evidence: [[any Sendable]]?
            for (ruleIndex, rule) in checker.catalogWideRules.enumerated() {
                let ruleNotes = notes.filter { $0.checker == checkerIndex && $0.rule == ruleIndex }
                // Nothing checked is concerned: nothing can get a finding.
                guard !ruleNotes.isEmpty else { continue }
                let rules = checker.catalogWideRules.count
                if evidence == nil {
                    evidence = checker.uncheckedNotes.map { uncheckedNotes(by: $0, rules: rules, languages: languages) }
                        ?? Array(repeating: [], count: rules)
                    // The module's other tables, noted once for the whole run (``ModuleTableTexts``).
                    for made in moduleNotes where made.checker == checkerIndex && made.rule < rules {
                        evidence?[made.rule].append(made.note)
                    }
                }
                let ruleEvidence = evidence?[ruleIndex] ?? []
                // Only the texts that get a finding are asked for: their targets are made again from
                // the entry, so that the text (and the ranges in it) is the one checked.
                var targets: [Int: TextTarget] = [:]
                let found = rule.judge(ruleNotes.map(\.note) + ruleEvidence) { index in
                    guard index < ruleNotes.count else { return nil }
                    let note = ruleNotes[index]
                    let audited = strings[note.stringIndex]
                    targets[index] = textTargets(for: audited, at: note.stringIndex, entry: audited.entry(in: catalog), language: note.language)
                        .first { $0.path == note.path }
                    return targets[index]?.text
                }
                for (index, finding) in found {
                    guard let target = targets[index] else { continue }
                    let suppression = target.entry.comment.flatMap { Suppression(comment: $0.text, knownRuleIDs: knownRuleIDs) }
                    for var made in makeFindings([finding], target: target) {
                        if isSuppressed(made, by: suppression) {
                            suppressed += 1
                            continue
                        }
                        Self.excerpt(&made)
                        let slice = target.stringIndex / Self.sliceSize
                        slices[slice].findings.append(made)
                        changed.insert(slice)
                    }
                }
            }
        }
        for slice in changed { slices[slice].findings.sort(by: Finding.reportOrder) }
        return suppressed
    }

    /// What the catalog-wide rules note about the texts of the catalog that are not checked, per
    /// rule: the spoken units, in `languages`, of every entry no audited string is, or one whose key
    /// no one hears (``AuditedString/isHeardNowhere``).
    private func uncheckedNotes(by note: (AuditedText) -> [(any Sendable)?], rules: Int, languages: [String]) -> [[any Sendable]] {
        var audited = [Bool](repeating: false, count: catalog.entries.count)
        // A string left to no text rule (no one hears it) still shows the catalog's style.
        for string in strings where !string.isHeardNowhere { audited[string.entryIndex] = true }
        var notes = [[any Sendable]](repeating: [], count: rules)
        for (index, entry) in catalog.entries.enumerated() where !audited[index] && Self.isSpoken(entry) {
            for language in languages {
                for located in entry.localization(language)?.content.stringUnits() ?? [] {
                    let text = AuditedText(
                        text: located.unit.value.text, language: language, role: nil, comment: entry.comment?.text,
                        sourceText: language == catalog.sourceLanguage ? nil : entry.sourceText(sourceLanguage: catalog.sourceLanguage))
                    for (rule, made) in note(text).enumerated() where rule < rules {
                        if let made { notes[rule].append(made) }
                    }
                }
            }
        }
        return notes
    }

    /// Whether a comment suppression of the finding's key, or the configuration's `ignore` list,
    /// suppresses a finding.
    private func isSuppressed(_ finding: Finding, by suppression: Suppression?) -> Bool {
        if suppression?.suppresses(finding.ruleID) == true { return true }
        return settings.isIgnored(finding, absolutePath: finding.location.file == catalog.path ? ignorePath : nil)
    }

    /// Reports show the text beside each finding; a long value is shown as an excerpt, so that a
    /// megabyte value with many findings does not repeat a megabyte per finding.
    ///
    /// The message is copied into storage of its own length: a string built by interpolation can
    /// keep up to twice the room it needs, and a large catalog's findings are kept until the report
    /// is written.
    private static func excerpt(_ finding: inout Finding) {
        finding.text = finding.text.map(AccessibilityAudit.excerpt)
        finding.sourceText = finding.sourceText.map(AccessibilityAudit.excerpt)
        finding.message = compactCopy(finding.message)
    }

    private static func compactCopy(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count) { buffer in
                _ = buffer.initialize(fromContentsOf: bytes)
                return bytes.count
            }
        }
    }
}
