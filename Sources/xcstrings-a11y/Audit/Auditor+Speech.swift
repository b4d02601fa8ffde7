import CatalogKitLite
import SpeechRules

extension Auditor {
    /// The speech rule that judges a catalog's German strings together rather than one by one.
    static let catalogWideRuleID = "de-address-consistency"

    /// One string unit to speak, with where it stands.
    struct SpeechTarget: Sendable {
        var string: AuditedString
        var language: String
        var path: VariationPath
        var value: CatalogString
        var spoken: SpokenString
    }

    /// What one slice of strings gave: its findings, and its German strings that use one form of
    /// address, for the catalog-wide rule.
    private struct SliceResult: Sendable {
        var findings: [Finding] = []
        var addressed: [(target: SpeechTarget, use: AddressUse)] = []
    }

    /// Runs the speech rules on every audited string in every required language that has a lexicon,
    /// each with the other members of its element (its label, value and hint) as companions, and
    /// appends the findings to `findings`.
    ///
    /// Each slice of strings makes its speech targets, checks them and keeps only their findings, so
    /// the targets of a whole catalog never exist at once; the strings that use a form of address
    /// are kept for the catalog-wide rule, which needs no second tokenization of every string.
    func appendSpeechFindings(
        _ strings: [AuditedString], catalog: Catalog, module: String, languages: [String], jobs: Int = 1, to findings: inout [Finding]
    ) {
        let enabled = speechRules.compactMap { rule -> (SpeechRule, Severity)? in
            settings.severity(of: rule.description).map { (rule, $0) }
        }
        guard !enabled.isEmpty else { return }
        let severities = Dictionary(enabled.map { ($0.0.description.id, $0.1) }, uniquingKeysWith: { first, _ in first })
        let perString = enabled.map(\.0).filter { $0.description.id != Self.catalogWideRuleID }
        let elements = Dictionary(grouping: strings.filter { $0.role != nil }, by: \.elementKey)
        let catalogWide = severities[Self.catalogWideRuleID] != nil

        for language in languages where SpeechRules.lexiconLanguages.contains(language) {
            var results = parallelChunkedFlatMap(strings, jobs: jobs) { strings in
                var result = SliceResult()
                for string in strings {
                    for target in speechTargets(for: string, language: language, catalog: catalog, elements: elements) {
                        let (found, address) = SpeechEngine.checkWithAddress(target.spoken, rules: perString)
                        result.findings += makeFindings(found, target: target, catalog: catalog, module: module, severities: severities)
                        if catalogWide, let address { result.addressed.append((target, address)) }
                    }
                }
                return [result]
            }
            // Exactly the room needed: growing by doubling would leave up to half the array empty.
            findings.reserveCapacity(findings.count + results.reduce(0) { $0 + $1.findings.count })
            for index in results.indices {
                findings += results[index].findings
                results[index].findings = []
            }
            guard catalogWide else { continue }
            let addressed = results.flatMap(\.addressed)
            let uses = addressed.enumerated().map { (index: $0.offset, use: $0.element.use) }
            for (index, finding) in SpeechEngine.checkCatalog(addressed.map(\.target.spoken), uses: uses) {
                findings += makeFindings([finding], target: addressed[index].target, catalog: catalog, module: module, severities: severities)
            }
        }
    }

    private func speechTargets(
        for string: AuditedString, language: String, catalog: Catalog, elements: [String: [AuditedString]]
    ) -> [SpeechTarget] {
        let role = string.role ?? .label
        var companions: [AccessibilityRole: String] = [:]
        for member in elements[string.elementKey] ?? [] where member.entry.key != string.entry.key {
            if let memberRole = member.role, let text = Self.plainText(of: member.entry, language: language, catalog: catalog) {
                companions[memberRole] = text
            }
        }
        guard let localization = string.entry.localization(language) else {
            // A key without a source-language value is its own source text.
            guard language == catalog.sourceLanguage else { return [] }
            let value = CatalogString(string.entry.key, at: string.entry.keyPosition)
            let spoken = SpokenString(text: value.text, language: language, role: role, companions: companions)
            return [SpeechTarget(string: string, language: language, path: VariationPath(), value: value, spoken: spoken)]
        }
        return localization.content.stringUnits().map { located in
            let spoken = SpokenString(
                text: located.unit.value.text, language: language, role: role, companions: companions,
                isSubstitutionBranch: located.path.components.first == "substitutions")
            return SpeechTarget(string: string, language: language, path: located.path, value: located.unit.value, spoken: spoken)
        }
    }

    /// The plain text of an entry in a language: its own unit, else its first variant's.
    static func plainText(of entry: CatalogEntry, language: String, catalog: Catalog) -> String? {
        guard let localization = entry.localization(language) else {
            return language == catalog.sourceLanguage ? entry.key : nil
        }
        return localization.content.stringUnit?.value.text ?? localization.content.stringUnits().first?.unit.value.text
    }

    /// Turns a string's speech findings into findings at their place in the file. The findings are
    /// walked in text order with one running count of the escaped width, so a long value with many
    /// findings costs one pass over the value, not one per finding.
    private func makeFindings(
        _ found: [SpeechFinding], target: SpeechTarget, catalog: Catalog, module: String, severities: [String: Severity]
    ) -> [Finding] {
        guard !found.isEmpty else { return [] }
        var scalars = target.value.text.unicodeScalars.makeIterator()
        var walked = 0
        var width = (scalars: 0, bytes: 0)
        return found.sorted { $0.scalarOffsets.lowerBound < $1.scalarOffsets.lowerBound }.map { finding in
            while walked < finding.scalarOffsets.lowerBound, let scalar = scalars.next() {
                let step = Self.escapedWidth(of: scalar)
                width.scalars += step.scalars
                width.bytes += step.bytes
                walked += 1
            }
            var position = target.value.position
            position.column += 1 + width.scalars
            position.offset += 1 + width.bytes
            let location = catalog.location(of: position, key: target.string.entry.key, language: target.language, variationPath: target.path)
            return Finding(
                ruleID: finding.ruleID, severity: severities[finding.ruleID] ?? finding.severity, message: finding.message,
                location: location, module: module, role: target.string.role, suggestion: finding.suggestion,
                sourceText: target.string.entry.sourceText(sourceLanguage: catalog.sourceLanguage), text: target.value.text)
        }
    }

    /// How many columns and bytes a scalar takes in the file, inside the quotes, with the escapes
    /// Xcode writes (`\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, `\u00XX` for other control
    /// characters). A file written with other escapes (say `\/` or `\u00E9`) gets columns a little off
    /// inside such a string; the line is always right.
    static func escapedWidth(of scalar: Unicode.Scalar) -> (scalars: Int, bytes: Int) {
        switch scalar {
        case "\"", "\\", "\n", "\t", "\r", "\u{8}", "\u{C}": (2, 2)
        default: scalar.value < 0x20 ? (6, 6) : (1, UTF8.width(scalar))
        }
    }
}
