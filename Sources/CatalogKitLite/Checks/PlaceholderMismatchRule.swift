extension CatalogRule {
    /// `placeholder-mismatch`: a translation reads an argument as another type class than the source.
    ///
    /// Decisions:
    /// - Argument signatures (index → type class) are compared, after substitutions are resolved on
    ///   both sides; see `PlaceholderComparison`. Width-only differences (`%lld` and `%d`) are the same
    ///   class and not reported; `%c` is its own class, because it prints a glyph, not a number.
    /// - A reordering without `n$` shows up here as a type swap: `%@ sent %lld files` → `%lld Dateien
    ///   von %@`. The suggestion says to number the arguments.
    /// - One finding per argument, at the value that holds the first differing use (a substitution
    ///   branch if the `%arg` there is the culprit). A translation that reads one index as two types is
    ///   reported here, not also as a conflict by `invalid-specifier`.
    public static let placeholderMismatch = CatalogRule(description: PlaceholderMismatch.description) { entry, context in
        let comparison = context.placeholderComparison(of: entry)
        return uniqued(comparison.items.compactMap { item in
            guard case .mismatch(let index, let expected, let use) = item.problem else { return nil }
            let place = item.translation.place(of: use.location)
            let sourceUse = item.counterpart.signature.uses(ofArgument: index).first
            let expectedText = sourceUse.map { " ('\($0.typeText)')" } ?? ""
            let sourceText = item.counterpart.text.unit.value.text
            let message = CheckMessage.subject(item.language, context, key: entry.key, path: place.path)
                + " reads argument \(index) as \(use.typeClass.phrase) ('\(use.spelling)') where "
                + "\(LanguageName.of(context.sourceLanguage)) has \(expected.phrase)\(expectedText)"
                + CheckMessage.asides(context.sourceLanguage, sourceText, item.language, place.unit.value.text)
            let suggestion =
                use.isPositional || item.translation.signature.typeClasses.count < 2
                ? "Read argument \(index) as \(expected.phrase)\(expectedText), as the source does."
                : "Keep each argument's type; to change their order, number them, e.g. '%2$lld … %1$@'."
            return context.finding(
                PlaceholderMismatch.description, message, at: place.unit.value.position, key: entry.key,
                language: item.language, path: place.path, suggestion: suggestion, sourceText: sourceText,
                text: place.unit.value.text)
        })
    }
}

private enum PlaceholderMismatch {
    static let description = RuleDescription(
        id: "placeholder-mismatch",
        summary: "A translation reads an argument as another type than the source (%@ vs %lld).",
        rationale: """
            The code passes the same arguments whatever the language. When the German text reads argument 1 \
            as a number where the English reads an object, the app prints garbage or crashes, and VoiceOver \
            speaks the garbage. Reordering words without numbering the arguments has the same effect: \
            '%lld Dateien von %@' reads the arguments of '%@ sent %lld files' the wrong way round.
            """,
        fix: "Use the source's type for every argument; to reorder, number them ('%2$lld Dateien von %1$@').",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("%@ sent %lld files", [
                    "de": ExampleCatalog.unit("%lld Dateien von %@"),
                ]), language: "de", role: .announcement, triggers: true, note: "reordered without n$"),
            RuleExample(
                ExampleCatalog.catalog("rating.value", [
                    "en": ExampleCatalog.unit("%lld of 5 stars"), "de": ExampleCatalog.unit("%@ von 5 Sternen"),
                ]), language: "de", role: .value, triggers: true, note: "integer became object"),
            RuleExample(
                ExampleCatalog.catalog("%@ sent %lld files", [
                    "de": ExampleCatalog.unit("%2$lld Dateien von %1$@"),
                ]), language: "de", role: .announcement, triggers: false, note: "reordered with n$"),
            RuleExample(
                ExampleCatalog.catalog("rating.value", [
                    "en": ExampleCatalog.unit("%lld of 5 stars"), "de": ExampleCatalog.unit("%d von 5 Sternen"),
                ]), language: "de", role: .value, triggers: false, note: "width only: same class"),
            RuleExample(
                ExampleCatalog.catalog("%lld new posts", [
                    "de": ExampleCatalog.substituted("%#@beitraege@", [
                        "beitraege": ExampleCatalog.substitution(
                            argNum: 1, "lld", ["one": "%arg neuer Beitrag", "other": "%arg neue Beiträge"]),
                    ]),
                ]), language: "de", role: .label, triggers: false, note: "a substitution for a plain %lld"),
        ])
}
