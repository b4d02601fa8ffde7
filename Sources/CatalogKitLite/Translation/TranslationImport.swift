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
        /// Units written (their text or state differs from the catalog's), each with the state it
        /// was written in.
        public var accepted: [AcceptedUnit] = []
        /// Units the catalog already has as the file has them: its text, in the state export writes
        /// for the catalog's state (an unedited unit) or in the state the file's state means.
        public var unchanged: [ImportedUnit] = []
        /// Units left untranslated in the file (no target, or only white space): nothing to write.
        public var untranslated: [ImportedUnit] = []
        /// Units the file marks unfinished (`new`, `needs-translation`, …) whose text is the
        /// catalog's own or the source text (a target pre-filled with the English): left as they were.
        public var unfinished: [ImportedUnit] = []
        /// Units refused, with the reason.
        public var refused: [(unit: ImportedUnit, reason: String)] = []
        /// Units the file gives more than once, the same each time: imported once; how many
        /// copies more there were.
        public var repeated: [(unit: ImportedUnit, copies: Int)] = []
    }

    /// A unit written into the catalog, and the state it was written in.
    public struct AcceptedUnit: Hashable, Sendable {
        /// The unit.
        public var unit: ImportedUnit
        /// The state it was written in.
        public var state: TranslationState
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
        let units = distinct(units, into: &outcome)
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
            var pending: [AcceptedUnit] = []
            for var unit in byEntry[index]! {
                if let reason = refusal(of: &unit, in: original, sourceLanguage: catalog.sourceLanguage, language: language) {
                    outcome.refused.append((unit, reason))
                    continue
                }
                switch decision(for: unit, in: original, language: language) {
                case .untranslated: outcome.untranslated.append(unit)
                case .unchanged: outcome.unchanged.append(unit)
                case .unfinished: outcome.unfinished.append(unit)
                case .write(let state):
                    if let reason = TranslationText.controlCharacterRefusal(unit.target!) {
                        outcome.refused.append((unit, reason))
                    } else {
                        pending.append(AcceptedUnit(unit: unit, state: state))
                    }
                }
            }
            // A unit that cannot stand where it goes (a plain text beside plural forms) is refused
            // before the checks.
            pending.removeAll { accepted in
                let unit = accepted.unit
                var trial = original
                guard !trial.place(unit.target!, state: accepted.state, language: language, path: unit.path, sourceLanguage: catalog.sourceLanguage) else { return false }
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
                for accepted in pending {
                    _ = entry.place(accepted.unit.target!, state: accepted.state, language: language, path: accepted.unit.path, sourceLanguage: catalog.sourceLanguage)
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
                    let units = pending.filter { TranslationWorkList.isAbout(finding.location.variationPath, $0.unit.path) }
                    if units.isEmpty || finding.location.variationPath.isEmpty { aboutAll = true }
                    for accepted in units { blamed[accepted.unit.path, default: []].append("\(finding.ruleID): \(finding.message)") }
                }
                let all = added.map { "\($0.ruleID): \($0.message)" }
                for accepted in pending where aboutAll || blamed[accepted.unit.path] != nil {
                    outcome.refused.append((accepted.unit, (blamed[accepted.unit.path] ?? all).joined(separator: "; ")))
                }
                pending.removeAll { aboutAll || blamed[$0.unit.path] != nil }
                if pending.isEmpty { break }
            }
        }
        return outcome
    }

    /// The units of `units`, each place once. A place the file gives several times is taken once
    /// when every copy has the same translation and state (the others are ``Outcome/repeated``),
    /// and refused in every copy when they differ: the file contradicts itself, and taking either
    /// would silently lose the other.
    static func distinct(_ units: [ImportedUnit], into outcome: inout Outcome) -> [ImportedUnit] {
        struct Place: Hashable {
            var key: String
            var path: VariationPath
        }
        var copies: [Place: [ImportedUnit]] = [:]
        for unit in units { copies[Place(key: unit.key, path: unit.path), default: []].append(unit) }
        guard copies.count < units.count else { return units }
        var result: [ImportedUnit] = []
        var handled = Set<Place>()
        for unit in units {
            let place = Place(key: unit.key, path: unit.path)
            guard let all = copies[place], all.count > 1 else {
                result.append(unit)
                continue
            }
            guard handled.insert(place).inserted else { continue }
            if all.allSatisfy({ $0.target == unit.target && $0.state == unit.state }) {
                result.append(unit)
                outcome.repeated.append((unit, all.count - 1))
            } else {
                let lines = all.map { "\($0.position.line)" }.joined(separator: ", ")
                for copy in all {
                    outcome.refused.append((copy, "the file gives this unit \(all.count) times with different translations or states (lines \(lines)); none of them is imported: keep one"))
                }
            }
        }
        return result
    }

    /// Why a unit cannot be taken at all, before any check: a key that must not be translated, a
    /// place the key does not have, a source text that changed since the export. A unit whose
    /// source is the catalog's in Xcode's spelling of substitutions (``XcodeSubstitutionSpelling``)
    /// is taken, its texts turned into the catalog's spelling.
    static func refusal(of unit: inout ImportedUnit, in entry: CatalogEntry, sourceLanguage: String, language: String) -> String? {
        guard entry.shouldTranslate else { return "the key is marked not to be translated (shouldTranslate: false)" }
        let places = TranslationWorkList.places(of: entry, sourceLanguage: sourceLanguage, language: language)
        guard let place = places.first(where: { $0.path == unit.path }) else {
            let known = places.map { $0.path.isEmpty ? "(the plain text)" : $0.path.description }
            return "the key has no place \(quoted(unit.path.description)) in \(language); it has \(known.joined(separator: ", "))"
        }
        if place.source != unit.source,
           XcodeSubstitutionSpelling.catalogSpelling(unit.source, path: unit.path, substitutions: place.substitutions) == place.source {
            unit.source = place.source
            unit.target = unit.target.map { XcodeSubstitutionSpelling.catalogSpelling($0, path: unit.path, substitutions: place.substitutions) }
        }
        guard place.source == unit.source else {
            return "the \(sourceLanguage) text changed since the export: the file has \(quoted(unit.source, limit: 120)), the catalog now \(quoted(place.source, limit: 120)); export again and translate the new text"
        }
        return nil
    }

    /// What becomes of a unit the catalog can take.
    enum Decision: Equatable {
        /// No translation in the file.
        case untranslated
        /// The catalog has it already.
        case unchanged
        /// Unfinished in the file, with nothing new: left as it was.
        case unfinished
        /// Written in this state.
        case write(TranslationState)
    }

    /// What becomes of `unit` (see ``TranslationStateMap/meaning(of:)``): an unedited unit (the
    /// catalog's text, in the state export writes for the catalog's state) stays as it is; a
    /// finished one is written in its state, one for review as `needs_review`, and an unfinished
    /// one as `needs_review` when its text is new, else it is left as it was. Nothing the file does
    /// not call finished is ever written as `translated`.
    static func decision(for unit: ImportedUnit, in entry: CatalogEntry, language: String) -> Decision {
        guard let target = unit.target, !target.allSatisfy(\.isWhitespace) else { return .untranslated }
        let current = entry.localization(language)?.content.stringUnits().first(where: { $0.path == unit.path })?.unit
        if let current, current.value.text == target, TranslationStateMap.isAsExported(unit.state, catalogState: current.state) {
            return .unchanged
        }
        let state: TranslationState
        switch TranslationStateMap.meaning(of: unit.state) {
        case .finished(let finished): state = finished
        case .review, .unknown: state = .needsReview
        case .unfinished:
            if target == current?.value.text || target == unit.source { return .unfinished }
            state = .needsReview
        }
        if let current, current.value.text == target, current.state == state { return .unchanged }
        return .write(state)
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
