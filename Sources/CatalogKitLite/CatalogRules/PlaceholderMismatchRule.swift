/// `placeholder-mismatch`: a translation reads an argument as another type class than the source.
public enum PlaceholderMismatchRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
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

    /// The check of one entry: one finding per value (a text or a substitution's branch), naming
    /// every argument it reads as another type, as `placeholder-missing` names every one it drops.
    public static let rule = CatalogRule(description: description) { entry, context in
        let comparison = context.placeholderComparison(of: entry)
        let isMismatch = { (problem: PlaceholderComparison.Problem) in if case .mismatch = problem { true } else { false } }
        return uniqued(comparison.groupedByPlace(where: isMismatch).compactMap { group in
            let arguments = group.items.compactMap { item -> (index: Int, expected: String, use: ArgumentUse, positional: Bool)? in
                guard case .mismatch(let index, let expected, let use) = item.problem else { return nil }
                let sourceUse = item.counterpart.signature.uses(ofArgument: index).first
                let expectedText = expected.phrase + (sourceUse.map { " ('\($0.typeText)')" } ?? "")
                return (index, expectedText, use, use.isPositional || item.translation.signature.typeClasses.count < 2)
            }
            guard let item = group.items.first, !arguments.isEmpty else { return nil }
            let place = group.place
            let sourceText = item.counterpart.text.unit.value.text
            let readings = arguments.map { "argument \($0.index) as \($0.use.typeClass.phrase) ('\($0.use.spelling)') where "
                + "\(LanguageName.of(context.sourceLanguage)) has \($0.expected)" }
            let message = CheckMessage.subject(item.language, context, key: entry.key, path: place.path)
                + " reads " + readings.joined(separator: "; ")
                + CheckMessage.asides(context.sourceLanguage, sourceText, item.language, place.unit.value.text)
            let suggestion =
                arguments.allSatisfy(\.positional)
                ? "Read " + arguments.map { "argument \($0.index) as \($0.expected)" }.joined(separator: " and ") + ", as the source does."
                : "Keep each argument's type; to change their order, number them, e.g. '%2$lld … %1$@'."
            return context.finding(
                description, message, at: place.unit.value.position, key: entry.key,
                language: item.language, path: place.path, suggestion: suggestion, sourceText: sourceText,
                text: place.unit.value.text)
        })
    }
}
