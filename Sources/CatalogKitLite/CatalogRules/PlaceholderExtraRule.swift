/// `placeholder-extra`: the translation uses an argument that the source does not have.
public enum PlaceholderExtraRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "placeholder-extra",
        summary: "The translation uses an argument that the source does not have.",
        rationale: """
            The code passes only the arguments the source text reads. A translation that reads one more \
            takes whatever happens to be in memory: the app prints garbage or crashes, and VoiceOver speaks \
            it.
            """,
        fix: "Remove the extra specifier, or write '%%' if it was meant as a percent sign.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("player.play.label", [
                    "en": ExampleCatalog.unit("Play"), "de": ExampleCatalog.unit("%@ abspielen"),
                ]), language: "de", role: .label, triggers: true, note: "German reads an argument English has not"),
            RuleExample(
                ExampleCatalog.catalog("%@ of %@", [
                    "en": ExampleCatalog.unit("%1$@ of %2$@"), "de": ExampleCatalog.unit("%1$@ von %3$@"),
                ]), language: "de", triggers: true, note: "argument 3 does not exist"),
            RuleExample(
                ExampleCatalog.catalog("%lld movies", [
                    "en": ExampleCatalog.plural(["one": "One movie", "other": "%lld movies"]),
                    "de": ExampleCatalog.plural(["one": "%lld Film", "other": "%lld Filme"]),
                ]), language: "de", role: .label, triggers: false, note: "English 'one' drops the count, German keeps it"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        let comparison = context.placeholderComparison(of: entry)
        var findings: [Finding] = []
        // One finding per value, naming every argument too many.
        for group in comparison.groupedByPlace(where: { if case .extra = $0 { true } else { false } }) {
            let uses = group.items.compactMap { item -> (Int, ArgumentUse)? in
                guard case .extra(let index, let use) = item.problem else { return nil }
                return (index, use)
            }
            guard let item = group.items.first, let first = uses.first else { continue }
            let place = group.place
            let sourceText = item.counterpart.text.unit.value.text
            let count = comparison.source.argumentClasses.count
            let has = count == 0 ? "has no arguments" : count == 1 ? "has 1 argument" : "has \(count) arguments"
            let list = uses.map { "\($0.0) ('\($0.1.spelling)')" }.joined(separator: ", ")
            let message = CheckMessage.subject(item.language, context, key: entry.key, path: place.path)
                + " reads argument\(uses.count == 1 ? "" : "s") \(list), but the \(LanguageName.of(context.sourceLanguage)) text \(has)"
                + CheckMessage.asides(context.sourceLanguage, sourceText, item.language, place.unit.value.text)
            let suggestion = count == 0
                ? "Remove '\(first.1.spelling)'; if it is meant as a percent sign, write '%%'."
                : "Remove '\(first.1.spelling)', or check that it reads the argument the source means."
            findings.append(context.finding(
                description, message, at: place.unit.value.position, key: entry.key,
                language: item.language, path: place.path, suggestion: suggestion, sourceText: sourceText,
                text: place.unit.value.text))
        }
        return findings
    }
}
