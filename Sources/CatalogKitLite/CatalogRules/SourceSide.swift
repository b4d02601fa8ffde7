/// The source-language side of an entry, as translations are compared with it.
///
/// An entry without a source-language value is its own source text: Xcode leaves compiler-extracted
/// keys without one, and then the key is what the code shows. Such an entry has one source text, the
/// key, at the key's position.
///
/// A class: ten checks of an entry ask for it, and a reference is handed out where a copy of the
/// struct retained each of its texts.
final class SourceSide: Sendable {
    /// The source language, e.g. `en`.
    let language: String
    /// The source localization's content, if the entry has one.
    let content: LocalizedContent?
    /// The whole source texts (own unit and variants), analysed; the key alone when there are none.
    let texts: [AnalysedText]
    /// Whether the entry is passed through a formatter: some source text or the key has an argument, or
    /// the text varies by plural (which needs a number). Translations are analysed with the same answer, because
    /// the call site, not the translation, decides whether arguments are given.
    let isFormatted: Bool
    /// The type class of every argument any source text reads, from its first use, and of those the key
    /// reads when it is a format string itself (as compiler-extracted keys are).
    let argumentClasses: [Int: ArgumentTypeClass]

    /// Reads the source side of an entry.
    init(_ entry: CatalogEntry, sourceLanguage: String) {
        language = sourceLanguage
        content = entry.localization(sourceLanguage)?.content
        var units = content?.textUnits() ?? []
        if units.isEmpty {
            let key = CatalogString(entry.key, at: entry.keyPosition)
            units = [TextUnit(path: VariationPath(), unit: StringUnit(state: nil, value: key, position: entry.keyPosition), substitutions: [])]
        }
        // A key with arguments (`notifications.label.favorite %lld`, `%@ of %@`) shows what the code
        // passes, even where the source value does not use it ("starred").
        let keySignature = ArgumentSignature(text: entry.key)
        let keyHasArguments = !keySignature.typeClasses.isEmpty
        let formatted = (content?.hasPluralVariation ?? false) || keyHasArguments || units.contains(where: Self.hasArguments)
        isFormatted = formatted
        let texts = units.map { AnalysedText($0, isFormatted: formatted) }
        self.texts = texts
        var classes: [Int: ArgumentTypeClass] = [:]
        for signature in texts.map(\.signature) + [keySignature] {
            for (index, typeClass) in signature.typeClasses where classes[index] == nil { classes[index] = typeClass }
        }
        argumentClasses = classes
    }

    /// The source text a translation at `path` is compared with: the text at the same path; else, going
    /// up one level at a time, the `other` variant at that level or the text there; else the source's
    /// `plural.other`, `device.other` or first text.
    func counterpart(of path: VariationPath) -> AnalysedText? {
        var candidate = path.components
        while true {
            if let text = text(at: candidate) { return text }
            if candidate.count >= 2 {
                var other = candidate
                other[other.count - 1] = "other"
                if let text = text(at: other) { return text }
                candidate.removeLast(2)
            } else {
                break
            }
        }
        return text(at: ["plural", "other"]) ?? text(at: ["device", "other"]) ?? texts.first
    }

    /// The source text to show beside a translation at `path` (a whole text or a substitution branch),
    /// and to decide whether the source itself is blank.
    func value(at path: VariationPath) -> String {
        if path.components.contains("substitutions"),
            let branch = content?.stringUnits().first(where: { $0.path == path })
        {
            return branch.unit.value.text
        }
        return counterpart(of: path)?.text.unit.value.text ?? ""
    }

    /// The source text to quote in messages about the whole entry.
    var displayText: String { value(at: VariationPath()) }

    private func text(at components: [String]) -> AnalysedText? {
        texts.first { $0.text.path.components == components }
    }

    /// Whether a text reads an argument (a `%#@name@` reference counts).
    private static func hasArguments(_ text: TextUnit) -> Bool {
        // Every argument starts with `%`.
        !FormatTokenizer.isPlainText(text.unit.value.text) && FormatTokenizer.containsArguments(FormatTokenizer.tokenize(text.unit.value.text))
    }

    /// The plural categories the source has where a translation varies by plural at `path`: those of
    /// the source's variation at the same path, else those of all its plural variations (a
    /// translation may vary where the source does not); none when the source does not vary by plural.
    func pluralCategories(at path: VariationPath) -> Set<PluralCategory> {
        guard let content, content.hasPluralVariation else { return [] }
        let sets = content.pluralVariationSets()
        if let same = sets.first(where: { $0.0 == path }) { return Set(same.1.selectors) }
        return Set(sets.flatMap { $0.1.selectors })
    }

    /// The plural variations of a translation that lack forms its language needs and the source has
    /// (German `one` for "%lld posts"), with those forms: the translation is missing in part.
    func missingPluralForms(
        in content: LocalizedContent, language: String
    ) -> [(path: VariationPath, set: VariationSet<PluralCategory>, missing: [PluralCategory])] {
        guard self.content?.hasPluralVariation == true, content.hasPluralVariation else { return [] }
        let needed = PluralCategories.neededForCounts(for: language)
        return content.pluralVariationSets().compactMap { path, set in
            let sourceHas = pluralCategories(at: path)
            let missing = needed.filter { set[$0] == nil && sourceHas.contains($0) }
            return missing.isEmpty ? nil : (path, set, missing)
        }
    }

    /// Whether any plural variation of the source has a `one` variant. When the source varies by plural
    /// without one ("%lld replaced", a title used only for several items), the text is the same for one
    /// and for many, and translations need no `one` either.
    var distinguishesOne: Bool {
        guard let content, content.hasPluralVariation else { return true }
        return content.pluralVariationSets().contains { $0.1[.one] != nil }
    }
}
