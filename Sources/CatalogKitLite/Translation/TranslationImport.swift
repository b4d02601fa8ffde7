/// Writes imported translations into a catalog's model, checking each string as `check` would
/// before it is taken: a unit is refused, with a clear reason, when its key is unknown, when the
/// source text changed since the export, or when it would add a placeholder, plural or variation
/// error; the other units are still taken.
public enum TranslationImport {
    /// The checks whose new findings refuse a translation: a wrong placeholder crashes or garbles
    /// the app, a missing plural form or variant leaves a hole. The other findings (speech, same as
    /// source) are reported, never blocking.
    public static let blockingRuleIDs: Set<String> = [
        "placeholder-missing", "placeholder-extra", "placeholder-mismatch", "invalid-specifier", "plural-incomplete", "plural-without-number",
        "variation-mismatch", "missing-translation",
    ]

    /// What became of each unit of one catalog, and the catalog with the accepted ones.
    public struct Outcome: Sendable {
        /// The catalog with every accepted unit written into it.
        public var catalog: Catalog
        /// Units written (their text or state differs from the catalog's).
        public var accepted: [ImportedUnit] = []
        /// Units whose text and state the catalog already has.
        public var unchanged: [ImportedUnit] = []
        /// Units left untranslated in the file (no target, or only white space): nothing to write.
        public var untranslated: [ImportedUnit] = []
        /// Units refused, with the reason.
        public var refused: [(unit: ImportedUnit, reason: String)] = []
    }

    /// Applies `units` (all of one catalog, in `language`) to `catalog`.
    ///
    /// - Parameters:
    ///   - module: The catalog's module, for the checks' messages.
    ///   - rules: The checks that refuse a unit when they find something new; by default those of
    ///     ``blockingRuleIDs``.
    public static func apply(
        _ units: [ImportedUnit], to catalog: Catalog, language: String, module: String? = nil,
        rules: [CatalogRule] = CatalogRule.all.filter { blockingRuleIDs.contains($0.id) }
    ) -> Outcome {
        var outcome = Outcome(catalog: catalog)
        var entryIndex: [String: Int] = [:]
        for (index, entry) in catalog.entries.enumerated() where entryIndex[entry.key] == nil { entryIndex[entry.key] = index }
        // Units grouped by entry, in the file's order of first appearance.
        var byEntry: [Int: [ImportedUnit]] = [:]
        var entryOrder: [Int] = []
        for unit in units {
            guard let index = entryIndex[unit.key] else {
                outcome.refused.append((unit, "the catalog has no key \(quoted(unit.key, limit: 200))"))
                continue
            }
            if byEntry[index] == nil { entryOrder.append(index) }
            byEntry[index, default: []].append(unit)
        }
        // One context for every entry: building it reads the whole catalog (Xcode's extraction, the
        // review backlog), so building it per entry made an import quadratic in the catalog's size.
        let context = CatalogCheckContext(catalog: catalog, requiredLanguages: [catalog.sourceLanguage, language], module: module)
        for index in entryOrder {
            let original = catalog.entries[index]
            var pending: [ImportedUnit] = []
            for unit in byEntry[index]! {
                if let reason = refusal(of: unit, in: original, sourceLanguage: catalog.sourceLanguage, language: language) {
                    outcome.refused.append((unit, reason))
                } else if unit.target.map({ $0.allSatisfy(\.isWhitespace) }) ?? true {
                    outcome.untranslated.append(unit)
                } else if isUnchanged(unit, in: original, language: language) {
                    outcome.unchanged.append(unit)
                } else if pending.contains(where: { $0.path == unit.path }) {
                    outcome.refused.append((unit, "the file has this unit twice"))
                } else {
                    pending.append(unit)
                }
            }
            // A unit that cannot stand where it goes (a plain text beside plural forms) is refused
            // before the checks.
            pending.removeAll { unit in
                var trial = original
                guard !trial.place(unit.target!, state: .translated, language: language, path: unit.path, sourceLanguage: catalog.sourceLanguage) else { return false }
                let shape = unit.path.isEmpty ? "it varies by plural or device there" : "it has a plain text there"
                outcome.refused.append((unit, "the \(language) localization cannot take this text: \(shape), and Xcode writes one or the other; translate the other units of the key instead"))
                return true
            }
            guard !pending.isEmpty else { continue }
            let before = Set(CatalogRule.run(original, context: context, rules: rules).filter { $0.location.language == language }.map(FindingKey.init))
            // At most twice: the units a new finding is about are refused, and the rest checked
            // again; a finding about no unit in particular refuses them all.
            for attempt in 0..<2 {
                var entry = original
                for unit in pending {
                    _ = entry.place(unit.target!, state: unit.needsReview ? .needsReview : .translated, language: language, path: unit.path, sourceLanguage: catalog.sourceLanguage)
                }
                let added = CatalogRule.run(entry, context: context, rules: rules)
                    .filter { $0.location.language == language && !before.contains(FindingKey($0)) }
                if added.isEmpty {
                    outcome.catalog.entries[index] = entry
                    outcome.accepted += pending
                    break
                }
                // Each finding is about the units at or below its place.
                var blamed: [VariationPath: [String]] = [:]
                var aboutAll = attempt == 1
                for finding in added {
                    let units = pending.filter { TranslationWorkList.isAbout(finding.location.variationPath, $0.path) }
                    if units.isEmpty || finding.location.variationPath.isEmpty { aboutAll = true }
                    for unit in units { blamed[unit.path, default: []].append("\(finding.ruleID): \(finding.message)") }
                }
                let all = added.map { "\($0.ruleID): \($0.message)" }
                for unit in pending where aboutAll || blamed[unit.path] != nil {
                    outcome.refused.append((unit, (blamed[unit.path] ?? all).joined(separator: "; ")))
                }
                pending.removeAll { aboutAll || blamed[$0.path] != nil }
                if pending.isEmpty { break }
            }
        }
        return outcome
    }

    /// Why a unit cannot be taken at all, before any check: a key that must not be translated, a
    /// place the key does not have, a source text that changed since the export.
    static func refusal(of unit: ImportedUnit, in entry: CatalogEntry, sourceLanguage: String, language: String) -> String? {
        guard entry.shouldTranslate else { return "the key is marked not to be translated (shouldTranslate: false)" }
        let places = TranslationWorkList.places(of: entry, sourceLanguage: sourceLanguage, language: language)
        guard let place = places.first(where: { $0.path == unit.path }) else {
            let known = places.map { $0.path.isEmpty ? "(the plain text)" : $0.path.description }
            return "the key has no place \(quoted(unit.path.description)) in \(language); it has \(known.joined(separator: ", "))"
        }
        guard place.source == unit.source else {
            return "the \(sourceLanguage) text changed since the export: the file has \(quoted(unit.source, limit: 120)), the catalog now \(quoted(place.source, limit: 120)); export again and translate the new text"
        }
        return nil
    }

    /// Whether the catalog already has the unit's text in the state it would get.
    static func isUnchanged(_ unit: ImportedUnit, in entry: CatalogEntry, language: String) -> Bool {
        guard let current = entry.localization(language)?.content.stringUnits().first(where: { $0.path == unit.path })?.unit else { return false }
        let state: TranslationState = unit.needsReview ? .needsReview : .translated
        // A unit the file still marks `new`, with the catalog's text, is one nobody touched.
        return current.value.text == unit.target && (current.state == state || unit.isMarkedNew)
    }

    /// What identifies a finding across two runs of the checks over the same entry.
    struct FindingKey: Hashable {
        var rule: String
        var path: VariationPath
        var message: String

        init(_ finding: Finding) {
            rule = finding.ruleID
            path = finding.location.variationPath
            message = finding.message
        }
    }
}
