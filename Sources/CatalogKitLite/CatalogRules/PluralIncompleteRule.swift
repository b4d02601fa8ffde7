/// `plural-incomplete`: a plural variation lacks a category its language needs for counts. Off by
/// default: the category a count falls into is usually read well from `other` (see the decisions).
public enum PluralIncompleteRule {
    /// Whether every text of a translation is one of the source's texts: an untranslated copy, where
    /// a missing category changes nothing the user sees.
    static func repeatsSource(_ content: LocalizedContent, source: SourceSide) -> Bool {
        let values = content.stringUnits().map(\.unit.value.text)
        let sourceValues = Set(source.texts.map(\.text.unit.value.text) + (source.content?.stringUnits() ?? []).map(\.unit.value.text))
        return !values.isEmpty && values.allSatisfy(sourceValues.contains)
    }

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "plural-incomplete",
        summary: "A plural variation lacks a category its language needs beyond the source's (off by default).",
        rationale: """
            Apple picks the plural variant from the count; when the variant a count needs is missing, the \
            text falls back to 'other', which reads wrong when the word changes ("1 Dateien", Ukrainian \
            "2 дописів"). Off by default because it often does not: "1 Zeichen", Turkish "1 eşleşme", \
            Polish "od 2 uczestników" read right from 'other', and only a reader of the language can tell. \
            Russian, Ukrainian, Belarusian and Polish are not asked for 'many' (translators write that \
            form into 'other'), and a translation that repeats the source's text is left alone. A form the \
            source has (German 'one') is missing-translation's, on by default.
            """,
        fix: "Add the missing variants, or turn the rule on in .xcstrings-a11y.json to find them.",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("%lld posts", ["de": ExampleCatalog.plural(["other": "%lld Beiträge"])]),
                language: "de", role: .label, triggers: true, note: "German needs 'one': \"1 Beiträge\" (the source does not vary)"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.plural(["one": "%lld post", "other": "%lld posts"]),
                    "de": ExampleCatalog.plural(["other": "%lld Beiträge"]),
                ]), language: "de", role: .label, triggers: false, note: "a 'one' the source has is missing-translation's"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", ["de": ExampleCatalog.plural(["one": "Ein Beitrag", "other": "%lld Beiträge"])]),
                language: "de", role: .label, triggers: false, note: "'one' may drop the number"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "de": ExampleCatalog.substituted("%#@posts@", [
                        "posts": ExampleCatalog.substitution(argNum: 1, "lld", ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
                    ]),
                ]), language: "de", role: .label, triggers: false, note: "complete substitution"),
            RuleExample(
                ExampleCatalog.catalog("%lld new posts", [
                    "en": ExampleCatalog.plural(["one": "%lld new post", "other": "%lld new posts"]),
                    "uk": ExampleCatalog.plural(["one": "%lld нових дописів", "other": "%lld нових дописів"]),
                ]), language: "uk", role: .label, triggers: true, note: "Ukrainian needs 'few': \"2 нових дописів\" (IceCubes)"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.plural(["one": "%lld post", "other": "%lld posts"]),
                    "pl": ExampleCatalog.plural(["one": "%lld post", "few": "%lld posty", "other": "%lld postów"]),
                ]), language: "pl", role: .label, triggers: false, note: "'other' holds the form for 5 and more (IceCubes)"),
            RuleExample(
                ExampleCatalog.catalog("%lld matches found.", [
                    "en": ExampleCatalog.plural(["one": "%lld match found.", "other": "%lld matches found."]),
                    "tr": ExampleCatalog.plural(["other": "%lld eşleşme bulundu."]),
                ]), language: "tr", triggers: false, note: "Turkish puts the noun in the singular after a number (CotEditor)"),
            RuleExample(
                ExampleCatalog.catalog("%lld new posts", [
                    "en": ExampleCatalog.plural(["one": "%lld new post", "other": "%lld new posts"]),
                    "be": ExampleCatalog.plural(["one": "%lld new posts", "other": "%lld new posts"]),
                ]), language: "be", triggers: false, note: "untranslated: left to 'untranslated' (IceCubes)"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            let isSource = language == context.sourceLanguage
            if !isSource, PluralIncompleteRule.repeatsSource(content, source: source) { continue }
            let needed = isSource || !source.distinguishesOne ? [.other] : PluralCategories.neededForCounts(for: language)
            for (path, set) in content.pluralVariationSets() {
                // A form the source has is missing-translation's (on by default).
                let sourceHas = isSource ? [] : source.pluralCategories(at: path)
                let missing = needed.filter { set[$0] == nil && !sourceHas.contains($0) }
                guard !missing.isEmpty else { continue }
                let names = missing.map { "'\($0)'" }.joined(separator: " and ")
                let message = CheckMessage.subject(language, context, key: entry.key, path: path)
                    + " lacks the \(names) variant\(missing.count == 1 ? "" : "s")"
                    + " (\(LanguageName.of(language)) needs \(needed.map(\.rawValue).joined(separator: ", ")))"
                findings.append(context.finding(
                    description, message, at: set.position, key: entry.key, language: language, path: path,
                    suggestion: "Add the \(names) variant\(missing.count == 1 ? "" : "s").",
                    sourceText: isSource ? nil : source.displayText))
            }
        }
        return findings
    }
}
