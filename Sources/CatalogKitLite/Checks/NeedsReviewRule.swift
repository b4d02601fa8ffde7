extension CatalogRule {
    /// `needs-review`: a string unit in state `needs_review`.
    ///
    /// Decisions:
    /// - Every required language is checked, the source language included, and every unit: variants and
    ///   substitution branches too, each at its own value with its variation path; a string set by its
    ///   state.
    /// - Exempt: stale keys, which are reported once, as `stale-key`.
    public static let needsReview = CatalogRule(description: NeedsReview.description) { entry, context in
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
            for (path, value) in values {
                let sourceText = source.value(at: path)
                var message = CheckMessage.subject(language, context, key: entry.key, path: path)
                    + " needs review: \(quoted(value.text))"
                if !isSource { message += CheckMessage.aside(context.sourceLanguage, sourceText) }
                findings.append(context.finding(
                    NeedsReview.description, message, at: value.position, key: entry.key, language: language, path: path,
                    suggestion: "Check the text against the current source and mark it as reviewed.",
                    sourceText: isSource ? nil : sourceText, text: value.text))
            }
        }
        return findings
    }
}

private enum NeedsReview {
    static let description = RuleDescription(
        id: "needs-review",
        summary: "A string is marked 'needs review'.",
        rationale: """
            Xcode marks a translation 'needs review' when its source text changed after it was translated, \
            or when a translator flagged it. Until someone checks it, VoiceOver may speak a translation of \
            the old text: a hint that describes what the button used to do.
            """,
        fix: "Compare the translation with the current source text, correct it, and mark it as reviewed.",
        defaultSeverity: .warning,
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
        ])
}
