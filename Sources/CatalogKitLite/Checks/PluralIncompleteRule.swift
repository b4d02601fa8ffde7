extension CatalogRule {
    /// `plural-incomplete`: a plural variation lacks a category its language needs for counts. Off by
    /// default: the category a count falls into is usually read well from `other` (see the decisions).
    ///
    /// Decisions:
    /// - Required categories come from `PluralCategories.neededForCounts`: `one` and `other` for German,
    ///   `one`, `few` and `other` for Russian, Ukrainian, Belarusian and Polish, never `many` for
    ///   French, Spanish or Italian, never `one` for Japanese, Chinese, Korean, Vietnamese, or for
    ///   Turkish, Hungarian and the other languages that put a noun after a number in the singular
    ///   ("1 eşleşme", "5 eşleşme": the `other` text is right for 1). `other` only for languages the
    ///   table does not know. Extra categories (`zero`) are fine.
    /// - `many` is never asked of Russian, Ukrainian, Belarusian or Polish: translators write the form for
    ///   5 and more into `other` ("5 postów"),
    ///   which is what Foundation falls back on. A study of 45 findings in five languages found 13 of 15
    ///   missing `many` invisible.
    /// - A translation whose texts are the source's ("%lld new posts" in Belarusian) is left to
    ///   `untranslated`: adding variants changes nothing its user sees.
    /// - The source decides whether the entry tells one from many. If the source varies by plural but
    ///   never has `one` ("%lld replaced", a title only used for several items), a translation needs only
    ///   `other`. The source language itself needs only `other`: whether "%lld replaced" reads well for 1
    ///   is the author's call, not something a check can see.
    /// - A form the language needs and the source has (German `one` for "%lld posts") is missing in
    ///   part, and `missing-translation` reports it, on by default; this rule reports the forms a language
    ///   needs beyond the source's (Ukrainian and Polish `few`), and an `other` missing in the source.
    /// - Every plural variation of a required language is checked: the text's own, those inside device
    ///   variants and those of substitutions. A missing category is reported at the variation.
    /// - Why off by default: whether the `other` text reads wrong for the missing counts depends on the
    ///   word ("1 Dateien" is wrong, "1 Zeichen" right; Polish "od 2 uczestników" is right with the
    ///   `other` form), which no check can see; judged from outside, even after the decisions above
    ///   fewer than 70 % of its findings were heard wrong (`Docs/precision.md`). `import` still runs it and
    ///   refuses a translation that leaves out a category it asks for.
    public static let pluralIncomplete = CatalogRule(description: PluralIncomplete.description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            let isSource = language == context.sourceLanguage
            if !isSource, PluralIncomplete.repeatsSource(content, source: source) { continue }
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
                    PluralIncomplete.description, message, at: set.position, key: entry.key, language: language, path: path,
                    suggestion: "Add the \(names) variant\(missing.count == 1 ? "" : "s").",
                    sourceText: isSource ? nil : source.displayText))
            }
        }
        return findings
    }
}

private enum PluralIncomplete {
    /// Whether every text of a translation is one of the source's texts: an untranslated copy, where
    /// a missing category changes nothing the user sees.
    static func repeatsSource(_ content: LocalizedContent, source: SourceSide) -> Bool {
        let values = content.stringUnits().map(\.unit.value.text)
        let sourceValues = Set(source.texts.map(\.text.unit.value.text) + (source.content?.stringUnits() ?? []).map(\.unit.value.text))
        return !values.isEmpty && values.allSatisfy(sourceValues.contains)
    }

    static let description = RuleDescription(
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
}
