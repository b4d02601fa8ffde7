

/// How far one language of one catalog (or module) is translated, counting accessibility strings.
///
/// A string counts as *translated* when the language has a localization whose every string unit is
/// non-empty and in state `translated` (for the source language: present and non-empty, whatever its
/// state, since Xcode leaves extracted source strings `new`), *needing review* when a unit is
/// `needs_review`, *missing* when the language has no localization, and *unfinished* otherwise (a
/// unit in state `new`, an empty value, a plural variation without a form the language needs and the
/// source has, as Xcode counts it, or a state this tool does not know), so the four add up to the
/// total. A key without a source-language value is its own source text and
/// counts as translated in the source language. Keys marked `shouldTranslate: false` are left out.
public struct LanguageCoverage: Hashable, Sendable {
    public var language: String
    public var total = 0
    public var translated = 0
    public var missing = 0
    public var needsReview = 0
    /// Present but not finished: state `new`, an empty value, or an unknown state.
    public var unfinished = 0
    /// The keys missing in this language, with their role and source text.
    public var missingKeys: [MissingString] = []

    /// The share translated, 0 to 100; 100 when there is nothing to translate.
    public var percentage: Double {
        total == 0 ? 100 : Double(translated) * 100 / Double(total)
    }

    /// Adds another catalog's numbers for the same language.
    public mutating func add(_ other: LanguageCoverage) {
        total += other.total
        translated += other.translated
        missing += other.missing
        needsReview += other.needsReview
        unfinished += other.unfinished
        missingKeys += other.missingKeys
    }
}

/// An accessibility string that a language lacks.
public struct MissingString: Hashable, Sendable {
    public var catalogPath: String
    public var key: String
    public var role: AccessibilityRole?
    public var sourceText: String
}

extension LanguageCoverage {
    /// Counts the coverage of `language` over the given strings of a catalog.
    public static func count(_ strings: some Sequence<AuditedString>, in catalog: Catalog, language: String) -> LanguageCoverage {
        var coverage = LanguageCoverage(language: language)
        for string in strings {
            let entry = catalog.entries[string.entryIndex]
            coverage.count(
                entry, role: string.role, in: catalog, units: { entry.localization(language)?.content.stringUnits() ?? [] },
                sourceSide: { SourceSide(entry, sourceLanguage: catalog.sourceLanguage) })
        }
        return coverage
    }

    /// Counts one entry of a catalog (its stale mark does not matter). `units` gives the entry's
    /// string units in this language, and `sourceSide` its source side, asked only for a plural
    /// variation (an audit passes those its checks share).
    // Not inlined into the audit's loop, so that the instruction guard (Benchmarks/run guard) can
    // tell coverage from the rest of the loop.
    @inline(never)
    mutating func count(
        _ entry: CatalogEntry, role: AccessibilityRole?, in catalog: Catalog, units: () -> [LocatedStringUnit], sourceSide: () -> SourceSide
    ) {
        guard entry.shouldTranslate else { return }
        total += 1
        let isSource = language == catalog.sourceLanguage
        guard let localization = entry.localization(language) else {
            if isSource {
                translated += 1  // the key is its own source text
            } else {
                missing += 1
                missingKeys.append(MissingString(
                    catalogPath: catalog.path, key: entry.key, role: role,
                    sourceText: entry.sourceText(sourceLanguage: catalog.sourceLanguage)))
            }
            return
        }
        // One pass over the units, for every string of every language.
        var hasUnits = false, allFilled = true, needsReview = false, allTranslated = true
        for located in units() {
            hasUnits = true
            if allFilled && located.unit.value.text.isBlank { allFilled = false }
            if located.unit.state == .needsReview { needsReview = true }
            if located.unit.state != .translated { allTranslated = false }
        }
        if needsReview {
            self.needsReview += 1
        } else if hasUnits && allFilled, isSource || allTranslated,
            isSource || !localization.content.hasPluralVariation
                || sourceSide().missingPluralForms(in: localization.content, language: language).isEmpty {
            translated += 1
        } else {
            unfinished += 1
        }
    }
}
