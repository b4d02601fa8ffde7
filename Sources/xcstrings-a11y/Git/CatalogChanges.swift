import CatalogKitLite

/// What changed in one catalog since an earlier version of it: which keys are new, which string
/// units (key, language, variation path) differ in text or state, which entries changed their own
/// fields, and whose source text changed.
struct CatalogChanges: Sendable {
    /// The catalog did not exist (or could not be read) at the earlier revision: all of it is new.
    var isNew = false
    /// Keys that the earlier version did not have.
    var addedKeys: Set<String> = []
    /// Keys whose own fields (comment, extraction state, `shouldTranslate`) changed.
    var changedEntries: Set<String> = []
    /// Per key and language, the variation paths of units added, removed or changed.
    var changedUnits: [String: [String: [VariationPath]]] = [:]
    /// Keys whose source-language text changed, which puts every translation of them up for review.
    var changedSources: Set<String> = []

    /// Everything in the catalog counts as changed.
    static let new = CatalogChanges(isNew: true)

    /// Compares a catalog with its earlier version.
    init(current: Catalog, earlier: Catalog) {
        let earlierEntries = Dictionary(earlier.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        for entry in current.entries {
            guard let old = earlierEntries[entry.key] else {
                addedKeys.insert(entry.key)
                continue
            }
            if old.comment?.text != entry.comment?.text || old.extractionState != entry.extractionState || old.shouldTranslate != entry.shouldTranslate {
                changedEntries.insert(entry.key)
            }
            for language in Set(old.languages + entry.languages) {
                let before = Self.units(old, language), after = Self.units(entry, language)
                let paths = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }
                guard !paths.isEmpty else { continue }
                changedUnits[entry.key, default: [:]][language] = paths.sorted()
                if language == current.sourceLanguage { changedSources.insert(entry.key) }
            }
        }
    }

    private init(isNew: Bool) {
        self.isNew = isNew
    }

    /// Whether a finding is about something that changed.
    ///
    /// A finding stays when its key is new; when a unit at, above or below its variation path
    /// changed (a finding on `plural` stays when `plural.one` was added or removed); when it is
    /// about a translation and the key's source text changed; and, for a finding about the key as a
    /// whole, when anything of the key changed.
    func includes(_ finding: Finding) -> Bool {
        let location = finding.location
        if isNew || addedKeys.contains(location.key) { return true }
        let units = changedUnits[location.key] ?? [:]
        guard let language = location.language else {
            return changedEntries.contains(location.key) || !units.isEmpty
        }
        if changedSources.contains(location.key) { return true }
        let target = location.variationPath.components
        return (units[language] ?? []).contains { changed in
            changed.components.starts(with: target) || target.starts(with: changed.components)
        }
    }

    /// The string units of one language of an entry: text and state by variation path.
    private static func units(_ entry: CatalogEntry, _ language: String) -> [VariationPath: String] {
        guard let localization = entry.localization(language) else { return [:] }
        var result: [VariationPath: String] = [:]
        for located in localization.content.stringUnits() {
            // The state matters too: a translation marked reviewed is a change a pull request makes.
            result[located.path] = (located.unit.state.map { "\($0)" } ?? "-") + "\u{1F}" + located.unit.value.text
        }
        return result
    }
}
