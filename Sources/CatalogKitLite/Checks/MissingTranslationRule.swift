extension CatalogRule {
    /// `missing-translation`: a required language has no localization for the key.
    ///
    /// Decisions:
    /// - Only the required languages other than the source language are checked. The source language is
    ///   never missing: a key without a source value is its own source text.
    /// - Exempt: keys with `shouldTranslate: false`; stale keys (reported once, by `stale-key`); keys whose
    ///   source text has no letters outside format specifiers (`%@`, `—`, `%lld%%`, a blank key), because
    ///   falling back to the source shows exactly what a translation would.
    /// - A localization that holds nothing (no string unit, string set or variations) counts as missing
    ///   and is reported at its language tag; an absent one at the key.
    public static let missingTranslation = CatalogRule(description: MissingTranslation.description) { entry, context in
        guard !entry.isStale, entry.shouldTranslate else { return [] }
        // Most entries miss no language: then the source text is not looked at.
        let missing = context.translationLanguages.compactMap { language -> (String, SourcePosition)? in
            guard let localization = entry.localization(language) else { return (language, entry.keyPosition) }
            let content = localization.content
            guard content.stringUnit == nil, content.stringSet == nil, content.variations == nil else { return nil }
            return (language, localization.languagePosition)
        }
        guard !missing.isEmpty else { return [] }
        let source = context.sourceSide(of: entry)
        let sourceText = source.displayText
        guard SpokenText.hasLetters(sourceText) else { return [] }
        return missing.map { language, position in
            let message = CheckMessage.subject(language, context, key: entry.key) + " is missing"
                + CheckMessage.aside(context.sourceLanguage, sourceText)
            let suggestion = "Translate the key into \(LanguageName.of(language)), or mark it “Don't Translate” "
                + "(shouldTranslate: false) if it must stay as it is."
            return context.finding(
                MissingTranslation.description, message, at: position, key: entry.key, language: language,
                suggestion: suggestion, sourceText: sourceText)
        }
    }
}

private enum MissingTranslation {
    static let description = RuleDescription(
        id: "missing-translation",
        summary: "A required language has no localization for the key.",
        rationale: """
            Without a localization the app shows, and VoiceOver speaks, the source text: a German VoiceOver \
            user hears an English label spoken with German pronunciation rules, or nothing useful at all. \
            Keys marked "Don't Translate" are exempt, stale keys are reported as stale-key instead, and keys \
            whose text has no letters (only placeholders, numbers or punctuation) need no translation.
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
        ])
}
