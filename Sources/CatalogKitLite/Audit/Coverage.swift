

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
    public static func count(_ strings: [AuditedString], in catalog: Catalog, language: String) -> LanguageCoverage {
        var coverage = LanguageCoverage(language: language)
        for string in strings {
            let entry = string.entry(in: catalog)
            guard entry.shouldTranslate else { continue }
            coverage.total += 1
            let isSource = language == catalog.sourceLanguage
            guard let localization = entry.localization(language) else {
                if isSource {
                    coverage.translated += 1  // the key is its own source text
                } else {
                    coverage.missing += 1
                    coverage.missingKeys.append(MissingString(
                        catalogPath: catalog.path, key: entry.key, role: string.role,
                        sourceText: entry.sourceText(sourceLanguage: catalog.sourceLanguage)))
                }
                continue
            }
            let units = localization.content.stringUnits().map(\.unit)
            let states = units.map(\.state)
            let allFilled = !units.isEmpty && units.allSatisfy { !$0.value.text.allSatisfy(\.isWhitespace) }
            if states.contains(.needsReview) {
                coverage.needsReview += 1
            } else if allFilled, isSource || states.allSatisfy({ $0 == .translated }),
                isSource || !localization.content.hasPluralVariation
                    || SourceSide(entry, sourceLanguage: catalog.sourceLanguage).missingPluralForms(in: localization.content, language: language).isEmpty {
                coverage.translated += 1
            } else {
                coverage.unfinished += 1
            }
        }
        return coverage
    }
}
