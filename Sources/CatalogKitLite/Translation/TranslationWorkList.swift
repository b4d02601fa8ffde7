/// Builds a translator's work list for one language from an audited catalog: every string unit the
/// language lacks or has not finished, or that has a finding, with its context.
public enum TranslationWorkList {
    /// The units of `strings` (the audit's strings of `catalog`) in `language`, in file order, that
    /// have one of the `needs`.
    ///
    /// The places of a key are those of its source text (each plural form, device variant and
    /// substitution branch), those the language already has, and the plural forms the language needs
    /// that the source lacks (a source `plural.other` gives German a `plural.one` too). Keys that
    /// must not be translated, and stale keys, are left out.
    ///
    /// - Parameters:
    ///   - findings: The audit's findings of the catalog; those in `language` go to their units.
    ///   - spokenPreview: How a unit's source text sounds, when the caller can say (the speech rules
    ///     live in another library).
    public static func units(
        of catalog: Catalog, module: String, strings: [AuditedString], language: String, findings: [Finding],
        needs: Set<TranslationNeed> = Set(TranslationNeed.allCases), spokenPreview: (String) -> String? = { _ in nil }
    ) -> [TranslationUnit] {
        select(candidates(of: catalog, module: module, strings: strings, language: language),
               findings: findings, language: language, needs: needs, spokenPreview: spokenPreview)
    }

    /// Every unit of `strings` in `language`, whatever it needs, with the needs its text and state
    /// give (not yet those of findings). Taken while the catalog's model is in memory, so that the
    /// model can go before the findings are attached (``select(_:findings:language:needs:spokenPreview:)``).
    public static func candidates(of catalog: Catalog, module: String, strings: [AuditedString], language: String) -> [TranslationUnit] {
        var result: [TranslationUnit] = []
        for string in strings.sorted(by: { $0.entryIndex < $1.entryIndex }) {
            let entry = string.entry(in: catalog)
            guard entry.shouldTranslate, entry.extractionState != .stale else { continue }
            for place in places(of: entry, sourceLanguage: catalog.sourceLanguage, language: language) {
                var unitNeeds: [TranslationNeed] = []
                if let targetUnit = place.target {
                    if targetUnit.value.text.allSatisfy(\.isWhitespace) { unitNeeds.append(.empty) }
                    switch targetUnit.state {
                    case .needsReview: unitNeeds.append(.needsReview)
                    case .translated: break
                    default: unitNeeds.append(.new)
                    }
                } else {
                    unitNeeds.append(.missing)
                }
                result.append(TranslationUnit(
                    module: module, catalogPath: catalog.path, key: entry.key, path: place.path, source: place.source,
                    target: place.target?.value.text, state: place.target?.state, comment: entry.comment?.text,
                    role: string.role, roleSource: string.roleSource, usedAt: string.usedAt,
                    placeholders: PlaceholderNote.describe(place.source, substitutions: place.substitutions), needs: unitNeeds))
            }
        }
        return result
    }

    /// The candidates that have one of the `needs` once the audit's `findings` in `language` are
    /// attached to their units, each with its spoken preview.
    public static func select(
        _ candidates: [TranslationUnit], findings: [Finding], language: String, needs: Set<TranslationNeed>,
        spokenPreview: (String) -> String? = { _ in nil }
    ) -> [TranslationUnit] {
        var findingsByKey: [String: [Finding]] = [:]
        for finding in findings where finding.location.language == language {
            findingsByKey[finding.location.key, default: []].append(finding)
        }
        var result: [TranslationUnit] = []
        for var unit in candidates {
            let unitFindings = (findingsByKey[unit.key] ?? []).filter { isAbout($0.location.variationPath, unit.path) }
            if !unitFindings.isEmpty {
                unit.findings = unitFindings.map { "\($0.ruleID): \($0.message)" }
                unit.needs.append(.findings)
            }
            guard unit.needs.contains(where: needs.contains) else { continue }
            unit.spokenPreview = spokenPreview(unit.source)
            result.append(unit)
        }
        return result
    }

    /// Whether a finding at `findingPath` is about the unit at `unitPath`: the same place, or a
    /// place that holds it (`plural-incomplete` stands on the localization).
    static func isAbout(_ findingPath: VariationPath, _ unitPath: VariationPath) -> Bool {
        unitPath.components.starts(with: findingPath.components)
    }

    /// One place of a key in a language.
    struct Place {
        var path: VariationPath
        var source: String
        var target: StringUnit?
        var substitutions: [Substitution]
    }

    /// The places of a key in `language`, in the source's order, then those only the language has.
    static func places(of entry: CatalogEntry, sourceLanguage: String, language: String) -> [Place] {
        let sourceContent = entry.localization(sourceLanguage)?.content
        var sourceUnits = sourceContent?.stringUnits() ?? []
        if sourceUnits.isEmpty {
            sourceUnits = [LocatedStringUnit(path: VariationPath(), unit: StringUnit(
                state: nil, value: CatalogString(entry.key, at: entry.keyPosition), position: entry.keyPosition))]
        }
        let targetContent = entry.localization(language)?.content
        var targetUnits: [VariationPath: StringUnit] = [:]
        var targetOrder: [VariationPath] = []
        for located in targetContent?.stringUnits() ?? [] where targetUnits[located.path] == nil {
            targetUnits[located.path] = located.unit
            targetOrder.append(located.path)
        }
        let substitutions = sourceContent?.substitutions ?? []
        var seen = Set<VariationPath>()
        var result: [Place] = []
        func add(_ path: VariationPath, source: String) {
            guard seen.insert(path).inserted else { return }
            result.append(Place(path: path, source: source, target: targetUnits[path], substitutions: substitutions))
        }
        let sourceByPath = Dictionary(sourceUnits.map { ($0.path, $0.unit.value.text) }, uniquingKeysWith: { first, _ in first })
        let required = PluralCategories.required(for: language)
        for located in sourceUnits {
            // Plural forms the language needs and the source lacks come before `other`, in CLDR order.
            if located.path.pluralCategory == .other {
                let prefix = VariationPath(Array(located.path.components.dropLast(2)))
                for category in required where category != .other {
                    let path = prefix.appending("plural", category.rawValue)
                    if sourceByPath[path] == nil { add(path, source: located.unit.value.text) }
                }
            }
            add(located.path, source: located.unit.value.text)
        }
        for path in targetOrder {
            add(path, source: sourceText(for: path, in: sourceByPath, key: entry.key))
        }
        return result
    }

    /// The source text that best stands for a place the source lacks: the same place's `other`
    /// form, or the source's own text, or the key.
    static func sourceText(for path: VariationPath, in sourceByPath: [VariationPath: String], key: String) -> String {
        if path.pluralCategory != nil {
            let other = VariationPath(Array(path.components.dropLast(1)) + ["other"])
            if let text = sourceByPath[other] { return text }
        }
        return sourceByPath[VariationPath()] ?? key
    }
}
