import CatalogKitLite
import SpeechRules

/// The audit of one catalog's strings, a slice at a time.
///
/// Each slice of consecutive strings is checked in full — catalog checks, speech rules in every
/// required language, suppressions — and its findings sorted. Entries are in file order, so the
/// slices, in order, are the catalog's findings in report order: no array of all of them is built
/// and sorted at once, and the speech targets of a slice live only while it is checked. That keeps
/// a large catalog's audit within a small margin of its model's memory. The slices do not depend on
/// the number of threads, so neither does the output.
struct CatalogAudit: Sendable {
    /// Strings per slice: a slice's temporaries are a small part of the run's memory, and there are
    /// enough slices for the threads to share out evenly.
    static let sliceSize = 512
    /// The speech rule that judges a catalog's German strings together rather than one by one.
    static let catalogWideRuleID = "de-address-consistency"

    let catalog: Catalog
    let module: String
    let languages: [String]
    let strings: [AuditedString]
    let settings: AuditSettings
    /// The catalog checks that are on, with their severities. Only the check itself is kept: a whole
    /// `CatalogRule` copied for each entry retained its description's strings, which every thread
    /// shares, and contended reference counts cost a second thread more than the checks did.
    let catalogChecks: [(check: @Sendable (CatalogEntry, CatalogCheckContext) -> [Finding], severity: Severity)]
    /// The speech rules that are on and judge one string at a time.
    let speechRules: [SpeechRule]
    /// The severity of every speech rule that is on, by id.
    let speechSeverities: [String: Severity]
    /// Whether the catalog-wide rule is on.
    let checksAddress: Bool
    /// The required languages the speech rules know.
    let speechLanguages: [String]
    /// The members of each element (label, hint, value of one control), by element key.
    let elements: [String: [AuditedString]]
    let knownRuleIDs: Set<String>
    let unknownSuppressionSeverity: Severity?
    /// The catalog's path as the configuration's `ignore` list matches it (resolved once).
    let ignorePath: String

    init(_ auditor: Auditor, catalog: Catalog, module: String, languages: [String], strings: [AuditedString]) {
        let settings = auditor.settings
        self.catalog = catalog
        self.module = module
        self.languages = languages
        self.strings = strings
        self.settings = settings
        catalogChecks = auditor.catalogRules.compactMap { rule in settings.severity(of: rule.description).map { (rule.check, $0) } }
        let enabledSpeech = auditor.speechRules.compactMap { rule in settings.severity(of: rule.description).map { (rule, $0) } }
        speechSeverities = Dictionary(enabledSpeech.map { ($0.0.description.id, $0.1) }, uniquingKeysWith: { first, _ in first })
        speechRules = enabledSpeech.map(\.0).filter { $0.description.id != Self.catalogWideRuleID }
        checksAddress = speechSeverities[Self.catalogWideRuleID] != nil
        speechLanguages = enabledSpeech.isEmpty ? [] : languages.filter { SpeechRules.lexiconLanguages.contains($0) }
        elements = Dictionary(grouping: strings.filter { $0.role != nil }, by: \.elementKey)
        knownRuleIDs = Auditor.knownRuleIDs
        unknownSuppressionSeverity = settings.severity(of: UnknownSuppressionRule.description)
        ignorePath = settings.hasIgnores ? PathPattern.absolute(catalog.path, relativeTo: settings.workingDirectory) : ""
    }

    /// What one slice gave.
    struct Slice: Sendable {
        /// Its findings after suppressions, in report order.
        var findings: [Finding] = []
        /// How many findings suppressions removed.
        var suppressed = 0
        /// Its German strings that use one form of address, for the catalog-wide rule.
        var addressed: [AddressedString] = []
    }

    /// A string unit that uses one form of address: its form, and where to find its target again
    /// for the few that get a finding (the whole target, with its entry and companions, would be
    /// kept for every such string until the end of the audit).
    struct AddressedString: Sendable {
        var stringIndex: Int
        var language: String
        var path: VariationPath
        var use: AddressUse
    }

    /// Audits every string, `jobs` slices at a time. Returns the findings in report order and how
    /// many were suppressed.
    func run(jobs: Int) -> (findings: FindingList, suppressed: Int) {
        let starts = Array(stride(from: 0, to: strings.count, by: Self.sliceSize))
        var slices = parallelMap(starts, jobs: jobs) { start in
            auditSlice(start..<min(start + Self.sliceSize, strings.count))
        }
        var suppressed = slices.reduce(0) { $0 + $1.suppressed }
        if checksAddress { suppressed += addCatalogWideFindings(to: &slices) }
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
        return (FindingList(segments: segments), suppressed)
    }

    /// Checks one slice of strings.
    private func auditSlice(_ range: Range<Int>) -> Slice {
        var slice = Slice()
        var unknownSuppressions: [Finding] = []
        for index in range {
            let string = strings[index]
            let entry = string.entry(in: catalog)
            let suppression = entry.comment.flatMap { Suppression(comment: $0.text, knownRuleIDs: knownRuleIDs) }
            if let suppression, let severity = unknownSuppressionSeverity {
                var unknown = UnknownSuppressionRule.findings(
                    suppression, entry: entry, catalog: catalog, module: module, role: string.role, knownRuleIDs: knownRuleIDs)
                for index in unknown.indices { unknown[index].severity = severity }
                FindingCap.apply(&unknown)
                unknownSuppressions += unknown
            }
            let context = CatalogCheckContext(catalog: catalog, requiredLanguages: languages, module: module, role: string.role)
                .sharingAnalysis(of: entry)
            var found: [Finding] = []
            for (check, severity) in catalogChecks {
                for var finding in check(entry, context) {
                    finding.severity = severity
                    found.append(finding)
                }
            }
            for language in speechLanguages {
                for target in speechTargets(for: string, at: index, entry: entry, language: language) {
                    let (spoken, address) = SpeechEngine.checkWithAddress(target.spoken, rules: speechRules)
                    found += makeFindings(spoken, target: target)
                    if checksAddress, let address {
                        slice.addressed.append(AddressedString(stringIndex: index, language: language, path: target.path, use: address))
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
    static func isInReportOrder(_ findings: [Finding]) -> Bool {
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

    /// Runs the catalog-wide rule on the strings the slices found using a form of address, adds its
    /// findings to their slices (kept in order), and returns how many were suppressed.
    private func addCatalogWideFindings(to slices: inout [Slice]) -> Int {
        var addressed: [AddressedString] = []
        addressed.reserveCapacity(slices.reduce(0) { $0 + $1.addressed.count })
        for index in slices.indices {
            addressed += slices[index].addressed
            slices[index].addressed = []
        }
        // Only the minority's strings are asked for: their targets are made again from the entry,
        // so that the text (and the range of the form of address in it) is the one checked.
        func target(of string: AddressedString) -> SpeechTarget? {
            let audited = strings[string.stringIndex]
            return speechTargets(for: audited, at: string.stringIndex, entry: audited.entry(in: catalog), language: string.language)
                .first { $0.path == string.path }
        }
        var suppressed = 0
        var changed = Set<Int>()
        var targets: [Int: SpeechTarget] = [:]
        let found = SpeechEngine.checkCatalog(uses: addressed.map(\.use)) { index in
            targets[index] = target(of: addressed[index])
            return targets[index]?.spoken
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
        for slice in changed { slices[slice].findings.sort(by: Finding.reportOrder) }
        return suppressed
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
        finding.text = finding.text.map(Auditor.excerpt)
        finding.sourceText = finding.sourceText.map(Auditor.excerpt)
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
