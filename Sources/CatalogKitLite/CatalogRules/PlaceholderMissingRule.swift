/// `placeholder-missing`: the source uses an argument that the translation drops.
public enum PlaceholderMissingRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "placeholder-missing",
        summary: "The source uses an argument that the translation drops.",
        rationale: """
            A translation that leaves out an argument leaves out information: 'Rent, %@' translated as \
            'Leihen' no longer says the price, so a German VoiceOver user never hears it. Plural variants \
            'zero', 'one' and 'two' may leave out the number itself ('Ein Film'), and a translation may \
            leave out an English plural ending given as an argument beside a count ('%lld movie%@' with "" or "s"); \
            neither is reported.
            """,
        fix: "Put the argument back into the translation, numbered ('%1$@') if the word order differs.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("movie.rent.label", [
                    "en": ExampleCatalog.unit("Rent, %@"), "de": ExampleCatalog.unit("Leihen"),
                ]), language: "de", role: .label, triggers: true, note: "the price is gone"),
            RuleExample(
                ExampleCatalog.catalog("%@ sent %lld files", [
                    "de": ExampleCatalog.unit("%@ hat Dateien gesendet"),
                ]), language: "de", role: .announcement, triggers: true, note: "the count is gone"),
            RuleExample(
                ExampleCatalog.catalog("%lld movies", [
                    "en": ExampleCatalog.plural(["one": "%lld movie", "other": "%lld movies"]),
                    "de": ExampleCatalog.plural(["one": "Ein Film", "other": "%lld Filme"]),
                ]), language: "de", role: .label, triggers: false, note: "'one' may drop the count"),
            RuleExample(
                ExampleCatalog.catalog("%@ of %@", [
                    "en": ExampleCatalog.unit("%1$@ of %2$@"), "de": ExampleCatalog.unit("%2$@ von %1$@"),
                ]), language: "de", triggers: false, note: "reordered, nothing dropped"),
            RuleExample(
                ExampleCatalog.catalog("Imported %lld movie%@.", [
                    "de": ExampleCatalog.unit("%1$lld Filme importiert."),
                ]), language: "de", triggers: false, note: "an English plural ending given as an argument (Lume)"),
            RuleExample(
                ExampleCatalog.catalog("Build v%@", [
                    "de": ExampleCatalog.unit("Build"),
                ]), language: "de", triggers: true, note: "after one letter it is a value, here the version"),
            RuleExample(
                ExampleCatalog.catalog("Welcome back%@", [
                    "de": ExampleCatalog.unit("Willkommen zurück"),
                ]), language: "de", triggers: true, note: "no count in the text: the argument is a value (a name after a comma)"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        let comparison = context.placeholderComparison(of: entry)
        var findings: [Finding] = []
        // One finding per text, naming every argument it drops.
        for group in comparison.groupedByText(where: { if case .missing = $0 { true } else { false } }) {
            let uses = group.items.compactMap { item -> (Int, ArgumentUse)? in
                guard case .missing(let index, let use) = item.problem else { return nil }
                return (index, use)
            }
            guard let item = group.items.first, let first = uses.first else { continue }
            let unit = item.translation.text
            let sourceText = item.counterpart.text.unit.value.text
            let list = uses.map { "\($0.0) ('\($0.1.spelling)')" }.joined(separator: ", ")
            let message = CheckMessage.subject(item.language, context, key: entry.key, path: unit.path)
                + " drops argument\(uses.count == 1 ? "" : "s") \(list)"
                + CheckMessage.asides(context.sourceLanguage, sourceText, item.language, unit.unit.value.text)
            findings.append(context.finding(
                description, message, at: unit.unit.value.position, key: entry.key,
                language: item.language, path: unit.path,
                suggestion: "Use argument \(first.0) in the translation ('\(first.1.typeText)', or "
                    + "'%\(first.0)$\(first.1.typeSpelling)' if the order changes).",
                sourceText: sourceText, text: unit.unit.value.text))
        }
        return findings
    }
}
