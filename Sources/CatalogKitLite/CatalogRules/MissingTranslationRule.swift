/// `missing-translation`: a required language has no localization for the key.
public enum MissingTranslationRule {
    /// The plural forms a translation lacks that its language needs and the source has, one finding
    /// per variation.
    static func missingPluralForms(
        _ content: LocalizedContent, of entry: CatalogEntry, language: String, source: SourceSide, context: CatalogCheckContext
    ) -> [Finding] {
        source.missingPluralForms(in: content, language: language).map { path, set, missing in
            let names = missing.map { "'\($0)'" }.joined(separator: " and ")
            let example = missing.contains(.one) ? ": a count of 1 shows the 'other' text" : ""
            let message = CheckMessage.subject(language, context, key: entry.key, path: path)
                + " lacks the \(names) variant\(missing.count == 1 ? "" : "s") the source has, so Xcode counts the key as not "
                + "translated into \(LanguageName.of(language))\(example)"
                + CheckMessage.aside(context.sourceLanguage, source.displayText)
            return context.finding(
                description, message, at: set.position, key: entry.key, language: language, path: path,
                suggestion: "Add the \(names) variant\(missing.count == 1 ? "" : "s") in \(LanguageName.of(language)).",
                sourceText: source.displayText, severity: .warning)
        }
    }

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "missing-translation",
        summary: "A required language has no localization for the key, or lacks a plural form the source has (warning).",
        rationale: """
            Without a localization the app shows, and VoiceOver speaks, the source text: a German VoiceOver \
            user hears an English label spoken with German pronunciation rules, or nothing useful at all. \
            Keys marked "Don't Translate" are exempt, stale keys are reported as stale-key instead, and keys \
            whose text has no letters (only placeholders, numbers or punctuation) need no translation; nor \
            needs German, for an English source, one word it reads alike untranslated ("OK", "Status", "Hindi"; \
            not a command it translates, "Export"), nor a language's own name ("🇯🇵 日本語"). A \
            regional variant of the source language (British English beside English) holds only what it \
            says differently: a key it lacks is read in the source language, which its users speak. A \
            plural variation without a form its language needs and the source has (German 'one') is missing \
            in part, as Xcode counts it: a warning.
            """,
        fix: "Add the translation, or mark the key \"Don't Translate\" (shouldTranslate: false) if it must stay as it is.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("trailer.close.hint", ["en": ExampleCatalog.unit("Closes the trailer.")]),
                language: "de", role: .hint, triggers: true, note: "no German localization"),
            RuleExample(
                ExampleCatalog.catalog("Play trailer"), language: "de", role: .label, triggers: true,
                note: "a compiler-extracted key is its own English text"),
            RuleExample(
                ExampleCatalog.catalog("trailer.close.hint", [
                    "en": ExampleCatalog.unit("Closes the trailer."),
                    "de": ExampleCatalog.unit("Schließt den Trailer."),
                ]), language: "de", role: .hint, triggers: false, note: "translated"),
            RuleExample(
                ExampleCatalog.catalog("brand.name", fields: ["shouldTranslate": .bool(false)], ["en": ExampleCatalog.unit("Popcorn")]),
                language: "de", triggers: false, note: "marked Don't Translate"),
            RuleExample(
                ExampleCatalog.catalog("old.hint", fields: ["extractionState": .string("stale")], ["en": ExampleCatalog.unit("Old hint.")]),
                language: "de", role: .hint, triggers: false, note: "stale keys are reported as stale-key"),
            RuleExample(
                ExampleCatalog.catalog("%lld%%"), language: "de", triggers: false, note: "nothing to translate"),
            RuleExample(
                ExampleCatalog.catalog("Hindi"), language: "de", role: .label, triggers: false,
                note: "German names the language so too: the English text is the German one (Voskle's language list)"),
            RuleExample(
                ExampleCatalog.catalog("🇯🇵 日本語"), language: "de", role: .label, triggers: false,
                note: "a language's name in itself, as a language picker lists it (Univert's)"),
            RuleExample(
                ExampleCatalog.catalog("Pause"), language: "de", role: .label, triggers: false,
                note: "German's button says \"Pause\" too (navidromeclient's song menu)"),
            RuleExample(
                ExampleCatalog.catalog("http"), language: "de", role: .label, triggers: false,
                note: "a protocol's name, the same in every language (navidromeclient's server form)"),
            RuleExample(
                ExampleCatalog.catalog("Export"), language: "de", role: .label, triggers: true,
                note: "a command German translates (\"Exportieren\"), though the noun is written alike"),
            RuleExample(
                ExampleCatalog.catalog("Hindi"), language: "fr", role: .label, triggers: true,
                note: "French writes \"hindi\": only German's words are known"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.plural(["one": "%lld post", "other": "%lld posts"]),
                    "de": ExampleCatalog.plural(["other": "%lld Beiträge"]),
                ]), language: "de", role: .label, triggers: true, note: "German lacks the 'one' the source has: a warning"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.plural(["one": "%lld post", "other": "%lld posts"]),
                    "de": ExampleCatalog.plural(["one": "Ein Beitrag", "other": "%lld Beiträge"]),
                ]), language: "de", role: .label, triggers: false, note: "every form the source has"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.plural(["one": "%lld post", "other": "%lld posts"]),
                    "de": ExampleCatalog.plural(["one": "%lld Beitrag", "other": "%lld Beiträge"]),
                    "pl": ExampleCatalog.plural(["one": "%lld post", "other": "%lld postów"]),
                ]), language: "pl", role: .label, triggers: false, note: "Polish 'few' is beyond the source's forms: plural-incomplete's"),
            RuleExample(
                ExampleCatalog.catalog("Done", ["en": ExampleCatalog.unit("Done"), "de": ExampleCatalog.unit("Fertig")]),
                language: "en-GB", role: .label, triggers: false,
                note: "British English beside an English source holds only what differs (ProfMonster)"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale, entry.shouldTranslate else { return [] }
        // Most entries miss no language and have no plural variation: then the source is not looked at.
        var gaps: [(language: String, missingAt: SourcePosition?)] = []
        for language in context.translationLanguages {
            // A regional variant of the source language (en-GB beside en) holds only what it says
            // differently: a key it lacks is read in the source language, which is its language.
            let isVariantOfSource = !context.translationLanguagesOtherThanSource.contains(language)
            guard let localization = entry.localization(language) else {
                if !isVariantOfSource { gaps.append((language, entry.keyPosition)) }
                continue
            }
            let content = localization.content
            if content.stringUnit == nil, content.stringSet == nil, content.variations == nil {
                if !isVariantOfSource { gaps.append((language, localization.languagePosition)) }
            } else if content.hasPluralVariation {
                gaps.append((language, nil))
            }
        }
        guard !gaps.isEmpty else { return [] }
        let source = context.sourceSide(of: entry)
        let sourceText = source.displayText
        guard SpokenText.hasLetters(sourceText) else { return [] }
        // A language's name in itself ("Deutsch", "🇯🇵 日本語") is written alike in every language,
        // so that every reader finds their own in a picker (62nd study).
        guard !LanguageEndonyms.isEndonym(sourceText) else { return [] }
        // One word German writes as English does ("OK", "Status", "Hindi"): without a German text
        // the English one is read, which is the German word (the 56th and 58th studies' judges).
        let germanWritesAlike = context.sourceLanguage.lowercased().hasPrefix("en") && WordsGermanShares.isReadAlikeUntranslated(sourceText)
        return gaps.flatMap { language, missingAt -> [Finding] in
            guard let position = missingAt else {
                guard let content = entry.localization(language)?.content else { return [] }
                return MissingTranslationRule.missingPluralForms(content, of: entry, language: language, source: source, context: context)
            }
            if germanWritesAlike, LanguageScript.of(language) == .german { return [] }
            let message = CheckMessage.subject(language, context, key: entry.key) + " is missing"
                + CheckMessage.aside(context.sourceLanguage, sourceText)
            let suggestion = "Translate the key into \(LanguageName.of(language)), or mark it “Don't Translate” "
                + "(shouldTranslate: false) if it must stay as it is."
            return [context.finding(
                description, message, at: position, key: entry.key, language: language,
                suggestion: suggestion, sourceText: sourceText)]
        }
    }
}
