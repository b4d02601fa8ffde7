/// `needs-review`: a string unit in state `needs_review`. Off by default (opt-in): in the second
/// precision study 7 of 40 marked German strings of the corpus were really wrong or outdated; the
/// others read right, so a gate on the mark fails pull requests for nothing. `coverage` counts the
/// marked strings and `export --only needs-review` gives them to translators either way.
public enum NeedsReviewRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "needs-review",
        summary: "A string is marked 'needs review'.",
        rationale: """
            Xcode marks a translation 'needs review' when its source text changed after it was translated, \
            or when a translator flagged it. Until someone checks it, VoiceOver may speak a translation of \
            the old text: a hint that describes what the button used to do. A translation that is the source \
            text itself (a name, a symbol) has nothing to review. When nearly all of a language is marked, \
            the whole translation awaits review, and one finding says so. Off by default: most marked \
            translations read right (the precision study found 7 of 40 wrong or outdated), so the mark alone \
            should not fail a pull request; turn the rule on to gate on it.
            """,
        fix: "Compare the translation with the current source text, correct it, and mark it as reviewed.",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("download.hint", [
                    "en": ExampleCatalog.unit("Downloads the movie for offline viewing."),
                    "de": ExampleCatalog.unit("Lädt den Film herunter.", state: "needs_review"),
                ]), language: "de", role: .hint, triggers: true, note: "source changed since translation"),
            RuleExample(
                ExampleCatalog.catalog("download.hint", [
                    "en": ExampleCatalog.unit("Downloads the movie for offline viewing."),
                    "de": ExampleCatalog.unit("Lädt den Film zum Ansehen ohne Internet herunter."),
                ]), language: "de", role: .hint, triggers: false, note: "reviewed"),
            RuleExample(
                ExampleCatalog.catalog("Neon", [
                    "en": ExampleCatalog.unit("Neon"), "de": ExampleCatalog.unit("Neon", state: "needs_review"),
                ]), language: "de", triggers: false, note: "the name of an icon, the same in German (Loop)"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            let isSource = language == context.sourceLanguage
            var values = content.stringUnits().filter { $0.unit.state == .needsReview }.map { ($0.path, $0.unit.value) }
            if let set = content.stringSet, set.state == .needsReview, let first = set.values.first {
                values.append((VariationPath(), first))
            }
            if let backlog = context.reviewBacklogs[language], backlog.coversTheTranslation {
                guard backlog.firstKey == entry.key, let (path, value) = values.first(where: { !$0.1.text.isBlank }) ?? values.first else { continue }
                let message = "\(backlog.marked) of the \(backlog.units) \(LanguageName.of(language)) strings checked in this catalog "
                    + "need review, the whole translation: reported once, here, not per string"
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language, path: path,
                    suggestion: "Review the \(LanguageName.of(language)) translation against the current source and mark its strings as reviewed.",
                    sourceText: isSource ? nil : source.value(at: path), text: value.text))
                continue
            }
            for (path, value) in values {
                let sourceText = source.value(at: path)
                if !isSource, value.text == sourceText { continue }
                var message = CheckMessage.subject(language, context, key: entry.key, path: path)
                    + " needs review: \(quoted(value.text))"
                if !isSource { message += CheckMessage.aside(context.sourceLanguage, sourceText) }
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language, path: path,
                    suggestion: "Check the text against the current source and mark it as reviewed.",
                    sourceText: isSource ? nil : sourceText, text: value.text))
            }
        }
        return findings
    }
}
