/// `untranslated`: a string unit in state `new` in a required language other than the source.
public enum UntranslatedRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "untranslated",
        summary: "A translation is in state 'new': nobody has translated it yet.",
        rationale: """
            Xcode marks a string 'new' in a language until a translator works on it; its value, if any, is a \
            placeholder, often the English text. A German VoiceOver user hears that placeholder. The source \
            language's own 'new' state is normal for extracted strings and is not reported.
            """,
        fix: "Translate the string and mark it as translated (Xcode does so when the value is edited).",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("favorites.add.label", [
                    "en": ExampleCatalog.unit("Add to favorites"),
                    "de": ExampleCatalog.unit("Add to favorites", state: "new"),
                ]), language: "de", role: .label, triggers: true, note: "German still new"),
            RuleExample(
                ExampleCatalog.catalog("favorites.add.label", [
                    "en": ExampleCatalog.unit("Add to favorites", state: "new"),
                    "de": ExampleCatalog.unit("Zu Favoriten hinzufügen"),
                ]), language: "de", role: .label, triggers: false, note: "source-language new is normal"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale, entry.shouldTranslate else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.translationLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            var values = context.stringUnits(of: entry, language: language).filter { $0.unit.state == .new }.map { ($0.path, $0.unit.value) }
            if let set = content.stringSet, set.state == .new, let first = set.values.first {
                values.append((VariationPath(), first))
            }
            for (path, value) in values {
                let sourceText = source.value(at: path)
                let message = CheckMessage.subject(language, context, key: entry.key, path: path)
                    + " is not translated yet (state 'new')" + CheckMessage.aside(context.sourceLanguage, sourceText)
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language, path: path,
                    suggestion: "Translate the text and mark it as translated.", sourceText: sourceText, text: value.text))
            }
        }
        return findings
    }
}
