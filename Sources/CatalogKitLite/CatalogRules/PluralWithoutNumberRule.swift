/// `plural-without-number`: a plural variant shows no number where the source shows the count, so
/// the user never hears how many there are.
public enum PluralWithoutNumberRule {
    /// The plural variants (whole texts and substitution branches) that should show a number and read no
    /// argument at all.
    static func variantsWithoutNumber(
        in content: LocalizedContent, texts: [AnalysedText], language: String, isSource: Bool, source: SourceSide
    ) -> [(VariationPath, CatalogString)] {
        var result: [(VariationPath, CatalogString)] = []
        for analysed in texts {
            let text = analysed.text
            // Only plural variants and texts with substitutions can lack a number.
            guard text.pluralCategory != nil || !text.substitutions.isEmpty else { continue }
            // Whole-text variants: compared with the source's counterpart, or with their siblings.
            if let category = text.pluralCategory, mustShowNumber(category, language: language),
                !text.unit.value.text.isBlank, !analysed.readsArgument
            {
                let expected = isSource
                    ? siblingsReadArgument(of: text, in: content, source: source)
                    : source.counterpart(of: text.path)?.showsNumber ?? false
                if expected { result.append((text.path, text.unit.value)) }
            }
            // Branches of the substitutions the text refers to.
            let expected = isSource || (source.counterpart(of: text.path)?.showsNumber ?? false)
            guard expected else { continue }
            for scoped in text.substitutions where analysed.signature.uses.contains(where: { $0.role == .substitutionReference(name: scoped.substitution.name) }) {
                let branches = branchValues(of: scoped)
                let anyReads = branches.contains { branchReadsArgument($0.1.text) }
                for (path, value) in branches where mustShowNumber(path.pluralCategory, language: language) {
                    guard !value.text.isBlank, !branchReadsArgument(value.text), !isSource || anyReads else { continue }
                    result.append((path, value))
                }
            }
        }
        var seen = Set<VariationPath>()
        return result.filter { seen.insert($0.0).inserted }
    }

    private static func mustShowNumber(_ category: PluralCategory?, language: String) -> Bool {
        switch category {
        case nil, .zero?, .two?, .unknown?: false
        case .one?: !PluralCategories.oneMayOmitNumber(in: language)
        default: true
        }
    }

    /// Whether another variant of the same plural variation as `text` reads an argument.
    private static func siblingsReadArgument(of text: TextUnit, in content: LocalizedContent, source: SourceSide) -> Bool {
        let parent = Array(text.path.components.dropLast())
        return content.textUnits().contains { other in
            Array(other.path.components.dropLast()) == parent && other.path != text.path
                && AnalysedText(other, isFormatted: source.isFormatted).readsArgument
        }
    }

    /// The branch values of a substitution with their paths.
    private static func branchValues(of scoped: ScopedSubstitution) -> [(VariationPath, CatalogString)] {
        var result: [(VariationPath, CatalogString)] = []
        let path = scoped.owner.appending("substitutions", scoped.substitution.name)
        scoped.substitution.variations?.forEachVariant(under: path) { variantPath, content in
            result += content.stringUnits(under: variantPath).map { ($0.path, $0.unit.value) }
        }
        return result
    }

    /// Whether a substitution branch reads an argument: `%arg` or a specifier of its own.
    private static func branchReadsArgument(_ text: String) -> Bool {
        FormatTokenizer.containsArguments(FormatTokenizer.tokenize(text))
    }

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "plural-without-number",
        summary: "A plural variant shows no number where the source shows the count.",
        rationale: """
            Apple picks the plural variant from the count and shows it as written: a variant without the \
            number ("Beiträge" for "%lld posts") never tells the user how many there are, on screen or \
            in VoiceOver. 'zero', 'one' and 'two' may leave the number out ("Ein Beitrag"), except where \
            'one' also means 21, 31, … (Russian, Ukrainian, Croatian).
            """,
        fix: "Put the number ('%lld', or '%arg' in a substitution) into every variant but zero, one and two.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("%lld posts", ["de": ExampleCatalog.plural(["one": "Ein Beitrag", "other": "Beiträge"])]),
                language: "de", role: .label, triggers: true, note: "'other' without the number"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", ["de": ExampleCatalog.plural(["one": "Ein Beitrag", "other": "%lld Beiträge"])]),
                language: "de", role: .label, triggers: false, note: "'one' may drop the number"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "de": ExampleCatalog.substituted("%#@posts@", [
                        "posts": ExampleCatalog.substitution(argNum: 1, "lld", ["one": "%arg Beitrag", "other": "Beiträge"]),
                    ]),
                ]), language: "de", role: .label, triggers: true, note: "a substitution branch without '%arg'"),
            RuleExample(
                ExampleCatalog.catalog("notifications.label.favorite %lld", [
                    "en": ExampleCatalog.unit("starred"),
                    "de": ExampleCatalog.plural(["one": "hat favorisiert", "other": "haben favorisiert"]),
                ]), language: "de", triggers: false, note: "the source shows no count either; the plural is for agreement"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            // Only plural variants and texts with substitutions can lack a number.
            guard content.variations != nil || !content.substitutions.isEmpty else { continue }
            let isSource = language == context.sourceLanguage
            let silent = PluralWithoutNumberRule.variantsWithoutNumber(
                in: content, texts: context.analysedTexts(of: entry, language: language), language: language, isSource: isSource, source: source)
            for (path, value) in silent {
                let message = CheckMessage.subject(language, context, key: entry.key, path: path)
                    + " shows no number" + CheckMessage.aside(language, value.text)
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language,
                    path: path, suggestion: "Include the number in the variant ('%lld', or '%arg' in a substitution).",
                    sourceText: isSource ? nil : source.value(at: path), text: value.text))
            }
        }
        return findings
    }
}
