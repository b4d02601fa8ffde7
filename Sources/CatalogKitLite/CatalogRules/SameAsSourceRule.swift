/// `same-as-source`: a translation equals the source text letter for letter, and the text has words
/// that are English, not a number, a name or a placeholder only.
public enum SameAsSourceRule {
    /// Keys whose values are the app's name.
    static let nameKeys: Set<String> = ["CFBundleName", "CFBundleDisplayName", "CFBundleSpokenName"]

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "same-as-source",
        summary: "A translation equals the source text letter for letter, and the text has words.",
        rationale: """
            A translation that is the English text was usually pasted as a placeholder and marked translated, \
            so Xcode counts it as done. A German VoiceOver voice then reads English words with German \
            pronunciation rules, which is hard to understand. Off by default: translators keep English names, \
            loanwords and titles far more often than they paste English; turn it on in .xcstrings-a11y.json \
            ("rules": {"same-as-source": "warning"}) to review a translation. Names, numbers, units, placeholders and words \
            German shares with English ("Film", "Status", "Version", "Bitrate") are not reported, nor is an \
            English name the translation keeps on purpose: one that other translated strings of the catalog \
            quote in that language ("Make it count ist unverzichtbar"). Apple's attribute syntax \
            (`^[%lld podcast](inflect: true)`) is read as Foundation renders it.
            """,
        fix: "Translate the text. If it is right as it is, note that in the key's comment so that the check stays quiet.",
        defaultSeverity: .warning,
        // Off by default: on fresh apps translators keep English names, loanwords and titles far more
        // often than they paste English (twelfth and thirteenth studies: 1 of 9 findings still
        // reported was right). `untranslated` and `missing-translation` report the copies Xcode marks.
        isEnabledByDefault: false,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("trailer.close.hint", [
                    "en": ExampleCatalog.unit("Closes the trailer."), "de": ExampleCatalog.unit("Closes the trailer."),
                ]), language: "de", role: .hint, triggers: true, note: "English sentence copied"),
            RuleExample(
                ExampleCatalog.catalog("Done", ["de": ExampleCatalog.unit("Done")]), language: "de", role: .label,
                triggers: true, note: "a common interface word German translates"),
            RuleExample(
                ExampleCatalog.catalog("movie.trailer.label", [
                    "en": ExampleCatalog.unit("Trailer"), "de": ExampleCatalog.unit("Trailer"),
                ]), language: "de", role: .label, triggers: false, note: "a word German shares"),
            RuleExample(
                ExampleCatalog.catalog("Version %@ (%lld)", ["de": ExampleCatalog.unit("Version %@ (%lld)")]),
                language: "de", triggers: false, note: "shared word and placeholders"),
            RuleExample(
                ExampleCatalog.catalog("Open in Safari on iPhone", ["de": ExampleCatalog.unit("Open in Safari on iPhone")]),
                language: "de", triggers: true, note: "names do not make an English sentence German"),
            RuleExample(
                ExampleCatalog.catalog("VoiceOver", ["de": ExampleCatalog.unit("VoiceOver")]), language: "de",
                triggers: false, note: "a name"),
            RuleExample(
                ExampleCatalog.catalog("Make it count", [
                    "de": ExampleCatalog.unit("Make it count"),
                ], more: [
                    ("Make it count is essential.", ["de": ExampleCatalog.unit("Make it count ist unverzichtbar.")]),
                ]), language: "de", triggers: false, note: "a feature name the German text keeps on purpose"),
            RuleExample(
                ExampleCatalog.catalog("**Bitrate:** %lld kbps", ["de": ExampleCatalog.unit("**Bitrate:** %lld kbps")]),
                language: "de", triggers: false, note: "a loanword and a unit"),
            RuleExample(
                ExampleCatalog.catalog("^[%lld podcast](inflect: true)", ["fr": ExampleCatalog.unit("^[%lld podcast](inflect: true)")]),
                language: "fr", triggers: false, note: "attribute syntax is not words"),
            RuleExample(
                ExampleCatalog.catalog("Buenos Aires", ["my": ExampleCatalog.unit("Buenos Aires")]), language: "my",
                triggers: false, note: "a place name in a language written in another script"),
            RuleExample(
                ExampleCatalog.catalog("UDP over TCP", ["ja": ExampleCatalog.unit("UDP over TCP")]), language: "ja",
                triggers: false, note: "a listed word between names is part of a name"),
            RuleExample(
                ExampleCatalog.catalog("Done", ["en-GB": ExampleCatalog.unit("Done")]), language: "en-GB",
                triggers: false, note: "British English repeats English"),
            RuleExample(
                ExampleCatalog.catalog("General", ["es": ExampleCatalog.unit("General")]), language: "es",
                triggers: false, note: "a single word Spanish shares"),
            RuleExample(
                ExampleCatalog.catalog("Show boosts", ["ca": ExampleCatalog.unit("Show boosts")]), language: "ca",
                triggers: true, note: "an English phrase in Catalan"),
            RuleExample(
                ExampleCatalog.catalog("None", ["ru": ExampleCatalog.unit("None")]), language: "ru",
                triggers: true, note: "an English word in a language written in Cyrillic"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale, entry.shouldTranslate, !SameAsSourceRule.nameKeys.contains(entry.key) else { return [] }
        let source = context.sourceSide(of: entry)
        let sourceUnits = context.stringUnits(of: entry, language: source.language)
        var findings: [Finding] = []
        // A regional variant of the source language (en-GB beside en) is meant to repeat most of it.
        for language in context.translationLanguagesOtherThanSource {
            for located in context.stringUnits(of: entry, language: language) where located.unit.state != .new {
                let value = located.unit.value
                let sourceValue = sourceUnits.first { $0.path == located.path }?.unit.value.text
                    ?? (located.path.isEmpty ? source.displayText : nil)
                guard let sourceValue, value.text == sourceValue, SameAsSourceWords.looksUntranslated(value.text, in: language),
                    !SameAsSourceRule.isKeptInTranslations(value.text, language: language, except: entry.key, context: context)
                else { continue }
                let message = CheckMessage.subject(language, context, key: entry.key, path: located.path)
                    + " is the \(LanguageName.of(context.sourceLanguage)) text: \(quoted(value.text))"
                findings.append(context.finding(
                    description, message, at: value.position, key: entry.key, language: language,
                    path: located.path,
                    suggestion: "Translate the text; if it must stay as it is, say so in the key's comment "
                        + "(xcstrings-a11y: ignore same-as-source).",
                    sourceText: sourceValue, text: value.text))
            }
        }
        return findings
    }

    /// Whether another entry's translation into `language` quotes `text` as a whole inside a text that
    /// is translated (differs from its own source): the translator kept the English name on purpose
    /// ("Make it count ist unverzichtbar"). Asked only of the few texts that look untranslated.
    static func isKeptInTranslations(_ text: String, language: String, except key: String, context: CatalogCheckContext) -> Bool {
        for other in context.catalog.entries where other.key != key {
            guard let units = other.localization(language)?.content.stringUnits(), !units.isEmpty else { continue }
            let source = context.sourceSide(of: other)
            let sourceUnits = context.stringUnits(of: other, language: source.language)
            for located in units {
                let translated = located.unit.value.text
                guard translated.count > text.count, containsAsWords(text, in: translated) else { continue }
                let sourceValue = sourceUnits.first { $0.path == located.path }?.unit.value.text ?? source.displayText
                if translated != sourceValue { return true }
            }
        }
        return false
    }

    /// Whether `text` occurs in `container` with no letter or digit right before or after it.
    static func containsAsWords(_ text: String, in container: String) -> Bool {
        var searchStart = container.startIndex
        while let found = container.range(of: text, range: searchStart..<container.endIndex) {
            let before = found.lowerBound == container.startIndex ? nil : container[container.index(before: found.lowerBound)]
            let after = found.upperBound == container.endIndex ? nil : container[found.upperBound]
            let isWordEdge: (Character?) -> Bool = { character in !(character?.isLetter ?? false) && !(character?.isNumber ?? false) }
            if isWordEdge(before) && isWordEdge(after) { return true }
            searchStart = container.index(after: found.lowerBound)
        }
        return false
    }
}
