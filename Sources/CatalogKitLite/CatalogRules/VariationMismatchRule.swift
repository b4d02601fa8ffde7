/// `variation-mismatch`: a translation's device variants or substitutions do not match the source's.
public enum VariationMismatchRule {
    struct Problem {
        var message: String
        var position: SourcePosition
        var path: VariationPath
        var suggestion: String
    }

    /// The devices of the source that a device-varied translation without `other` lacks, or `nil`.
    static func missingDevices(_ source: LocalizedContent?, _ translation: LocalizedContent) -> [String]? {
        guard let sourceDevices = source?.variations?.device, let devices = translation.variations?.device,
            devices[.other] == nil
        else { return nil }
        let missing = sourceDevices.selectors.filter { devices[$0] == nil }.map(\.rawValue)
        return missing.isEmpty ? nil : missing
    }

    /// The substitution references of a text: name → the index it reads.
    static func references(_ text: AnalysedText) -> [(name: String, use: ArgumentUse)] {
        text.signature.uses.compactMap { use in
            guard case .substitutionReference(let name) = use.role else { return nil }
            return (name, use)
        }
    }

    static func substitutionProblems(
        _ text: AnalysedText, _ counterpart: AnalysedText, language: String, context: CatalogCheckContext,
        subject: (VariationPath) -> String
    ) -> [Problem] {
        let sourceReferences = references(counterpart)
        let ownReferences = references(text)
        // Most texts have no substitution, and neither has their counterpart: nothing to compare.
        guard !sourceReferences.isEmpty || !ownReferences.isEmpty else { return [] }
        let sourceName = LanguageName.of(context.sourceLanguage)
        var problems: [Problem] = []
        for (name, use) in ownReferences {
            guard let scoped = text.text.substitutions.first(where: { $0.substitution.name == name }) else { continue }
            let substitution = scoped.substitution
            let path = scoped.owner.appending("substitutions", name)
            if let sameName = sourceReferences.first(where: { $0.name == name }), sameName.use.index != use.index {
                problems.append(Problem(
                    message: subject(path) + " reads argument \(use.index), but \(sourceName)'s substitution '\(name)' reads "
                        + "argument \(sameName.use.index)",
                    position: substitution.namePosition, path: path,
                    suggestion: "Set argNum to \(sameName.use.index), as in the source."))
                continue
            }
            let match = sourceReferences.first { $0.name == name && $0.use.index == use.index }
                ?? sourceReferences.first { $0.use.index == use.index }
            if let match, match.use.typeClass == use.typeClass, match.use.typeSpelling != use.typeSpelling,
                let specifier = substitution.formatSpecifier
            {
                problems.append(Problem(
                    message: subject(path) + " has the format specifier '\(specifier.text)' where \(sourceName) has "
                        + "'\(match.use.typeSpelling)' for argument \(use.index)",
                    position: specifier.position, path: path,
                    suggestion: "Use the formatSpecifier '\(match.use.typeSpelling)', as the source does."))
            }
        }
        guard text.text.pluralCategory == nil, !text.text.path.components.contains("plural"),
            PluralCategories.required(for: language).contains(.one)
        else { return problems }
        for (name, sourceUse) in sourceReferences where !ownReferences.contains(where: { $0.use.index == sourceUse.index }) {
            guard text.signature.typeClasses[sourceUse.index] != nil,
                let scoped = counterpart.text.substitutions.first(where: { $0.substitution.name == name }),
                (scoped.substitution.variations?.plural?.variants.count ?? 0) > 1
            else { continue }
            problems.append(Problem(
                message: subject(text.text.path) + " reads argument \(sourceUse.index) without the plural substitution "
                    + "'%#@\(name)@' that \(sourceName) has, so it cannot say singular and plural apart"
                    + CheckMessage.asides(context.sourceLanguage, counterpart.text.unit.value.text, language, text.text.unit.value.text),
                position: text.text.unit.value.position, path: text.text.path,
                suggestion: "Vary the translation by plural, as the source does."))
        }
        return problems
    }

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "variation-mismatch",
        summary: "A translation lacks a device variant or a plural substitution the source has, or a substitution "
            + "reads another argument or width.",
        rationale: """
            Device variants exist because the text differs by device ('Tap' on iPhone, 'Click' on Mac); a \
            translation that varies by device but leaves one out, without an 'other' variant, has no text for \
            that device. A substitution that reads another argument than the source's picks its plural form \
            from the wrong number, and a plain '%lld' where the source has a plural substitution gives \
            '1 Beiträge'.
            """,
        fix: "Add the missing device variants or an 'other' variant; give substitutions the source's argNum and formatSpecifier.",
        defaultSeverity: .warning,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("player.hint", [
                    "en": ExampleCatalog.device(["iphone": "Tap to play.", "mac": "Click to play."]),
                    "de": ExampleCatalog.device(["iphone": "Zum Abspielen tippen."]),
                ]), language: "de", role: .hint, triggers: true, note: "no Mac variant and no 'other'"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.substituted("%#@posts@", [
                        "posts": ExampleCatalog.substitution(argNum: 1, "lld", ["one": "%arg post", "other": "%arg posts"]),
                    ]),
                    "de": ExampleCatalog.unit("%lld Beiträge"),
                ]), language: "de", role: .label, triggers: true, note: "'1 Beiträge'"),
            RuleExample(
                ExampleCatalog.catalog("player.hint", [
                    "en": ExampleCatalog.device(["iphone": "Tap to play.", "mac": "Click to play."]),
                    "de": ExampleCatalog.device(["iphone": "Zum Abspielen tippen.", "other": "Zum Abspielen klicken."]),
                ]), language: "de", role: .hint, triggers: false, note: "'other' covers the Mac"),
            RuleExample(
                ExampleCatalog.catalog("%lld posts", [
                    "en": ExampleCatalog.substituted("%#@posts@", [
                        "posts": ExampleCatalog.substitution(argNum: 1, "lld", ["one": "%arg post", "other": "%arg posts"]),
                    ]),
                    "de": ExampleCatalog.substituted("%#@beitraege@", [
                        "beitraege": ExampleCatalog.substitution(argNum: nil, "lld", ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
                    ]),
                ]), language: "de", role: .label, triggers: false, note: "another name, the same argument"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.translationLanguages {
            guard let content = entry.localization(language)?.content else { continue }
            let subject = { (path: VariationPath) in CheckMessage.subject(language, context, key: entry.key, path: path) }
            if let missing = VariationMismatchRule.missingDevices(source.content, content), let devices = content.variations?.device {
                let names = missing.map { "'\($0)'" }.joined(separator: ", ")
                let message = subject(VariationPath(["device"])) + " has no variant for \(names) and no 'other' variant, "
                    + "which \(LanguageName.of(context.sourceLanguage)) has"
                findings.append(context.finding(
                    description, message, at: devices.position, key: entry.key, language: language,
                    path: VariationPath(["device"]), suggestion: "Add the variants for \(names), or an 'other' variant.",
                    sourceText: source.displayText))
            }
            for text in context.analysedTexts(of: entry, language: language) where !text.text.unit.value.text.isBlank {
                let unit = text.text
                guard let counterpart = source.counterpart(of: unit.path) else { continue }
                findings += VariationMismatchRule.substitutionProblems(text, counterpart, language: language, context: context, subject: subject)
                    .map { problem in
                        context.finding(
                            description, problem.message, at: problem.position, key: entry.key,
                            language: language, path: problem.path, suggestion: problem.suggestion,
                            sourceText: counterpart.text.unit.value.text, text: unit.unit.value.text)
                    }
            }
        }
        return uniqued(findings)
    }
}
