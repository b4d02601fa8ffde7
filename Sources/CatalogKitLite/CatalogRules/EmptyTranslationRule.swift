/// `empty-translation`: a value that is empty or only white space.
public enum EmptyTranslationRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "empty-translation",
        summary: "A value is empty or only white space.",
        rationale: """
            An empty value is shown and spoken as nothing: VoiceOver says only the element's trait ("button"), \
            and a user cannot tell what it does. Xcode counts the string as translated, so nobody notices. \
            A value that stands for a blank source text (a key that is a single space) is not reported, nor a \
            source value that Xcode extracted from the code or the Info.plist (blank there on purpose), nor, in \
            a language without plural endings or articles (Chinese, Japanese, Korean, Thai, Vietnamese, \
            Indonesian, Malay), an English plural ending or article the code joins into a sentence ("s", \
            "the"): it has nothing to say there.
            """,
        fix: "Write the translation, or delete the empty value so that Xcode lists the string as untranslated.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("player.play.label", [
                    "en": ExampleCatalog.unit("Play"), "de": ExampleCatalog.unit(""),
                ]), language: "de", role: .label, triggers: true, note: "empty German label"),
            RuleExample(
                ExampleCatalog.catalog("%lld movies", [
                    "de": ExampleCatalog.plural(["one": "%lld Film", "other": "  "]),
                ]), language: "de", triggers: true, note: "a plural variant of white space"),
            RuleExample(
                ExampleCatalog.catalog("player.play.label", [
                    "en": ExampleCatalog.unit("Play"), "de": ExampleCatalog.unit("Abspielen"),
                ]), language: "de", role: .label, triggers: false, note: "translated"),
            RuleExample(
                ExampleCatalog.catalog(" ", ["de": ExampleCatalog.unit(" ")]), language: "de", triggers: false,
                note: "a key that is a single space"),
            RuleExample(
                ExampleCatalog.catalog(
                    "CFBundleGetInfoString", fields: ["extractionState": .string("extracted_with_value")],
                    ["en": ExampleCatalog.unit("", state: "new")]),
                language: "en", triggers: false, note: "the Info.plist's own empty value, extracted by Xcode"),
            RuleExample(
                ExampleCatalog.catalog("player.play.label", [
                    "en": ExampleCatalog.unit("Play"), "de": ExampleCatalog.unit("", state: "new"),
                ]), language: "de", role: .label, triggers: false, note: "state new is reported as untranslated"),
            RuleExample(
                ExampleCatalog.catalog("reporting.plural_s", [
                    "en": ExampleCatalog.unit("s"), "zh-Hans": ExampleCatalog.unit(""),
                ]), language: "zh-Hans", triggers: false, note: "Chinese has no plural ending to join (standapp, 60th study)"),
            RuleExample(
                ExampleCatalog.catalog("reporting.plural_s", [
                    "en": ExampleCatalog.unit("s"), "de": ExampleCatalog.unit(""),
                ]), language: "de", triggers: true, note: "German may need one: said"),
        ])

    /// Languages that have neither plural endings nor articles, by primary subtag.
    private static let languagesWithoutEndingsOrArticles: Set<String> = ["zh", "ja", "ko", "th", "vi", "id", "ms"]

    /// English plural endings and articles code joins into a sentence, as written (an "S" is a size).
    private static let joinedPieces: Set<String> = ["s", "es", "the", "a", "an"]

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            guard let localization = entry.localization(language) else { continue }
            let isSource = language == context.sourceLanguage
            if isSource, entry.extractionState == .extractedWithValue { continue }
            var values: [(VariationPath, CatalogString, TranslationState?)] = context.stringUnits(of: entry, language: language).map {
                ($0.path, $0.unit.value, $0.unit.state)
            }
            if let set = localization.content.stringSet {
                values += set.values.map { (VariationPath(), $0, set.state) }
            }
            for (path, value, state) in values where value.text.isBlank {
                if !isSource, state == .new { continue }
                let reference = isSource ? entry.key : source.value(at: path)
                guard !reference.isBlank else { continue }
                if !isSource, Self.joinedPieces.contains(String(reference[...].trimmingEdges(while: \.isWhitespace))),
                   Self.languagesWithoutEndingsOrArticles.contains(PluralCategories.primaryLanguage(language)) {
                    continue
                }
                let what = value.text.isEmpty ? "is empty" : "is only white space"
                let message = CheckMessage.subject(language, context, key: entry.key, path: path) + " " + what
                    + (isSource ? "" : CheckMessage.aside(context.sourceLanguage, reference))
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language,
                    path: path, suggestion: isSource ? "Write the text." : "Translate the text.",
                    sourceText: isSource ? nil : reference, text: value.text))
            }
        }
        return findings
    }
}
