extension CatalogRule {
    /// `invalid-specifier`: a format specifier that does not parse or cannot work, in the source or in a
    /// translation.
    ///
    /// Decisions:
    /// - The parser's diagnostics are reported (`ArgumentSignature.diagnostics`): malformed specifiers,
    ///   `%` before a letter in a string that has arguments (`zu 100% genau` beside `%lld`), `%arg` outside
    ///   a substitution, unresolved or broken substitutions, mixed positional and plain specifiers, one
    ///   argument read as two types, gaps in the argument numbers.
    /// - Whether a string has arguments follows the source for every language: the call site decides
    ///   whether the text is formatted, so a translation of an argument-less source may write `100 %`,
    ///   and one of a formatted source must write `100 %%`. A text that varies by plural is formatted.
    /// - Not reported twice: in a translation, a gap and a conflict at an argument the source reads are
    ///   left to `placeholder-missing` and `placeholder-mismatch`; a gap in a `zero`/`one`/`two` source
    ///   variant where the count was dropped is fine. A substitution branch shared by several texts is
    ///   reported once.
    public static let invalidSpecifier = CatalogRule(description: InvalidSpecifier.description) { entry, context in
        guard !entry.isStale else { return [] }
        let source = context.sourceSide(of: entry)
        var findings: [Finding] = []
        for language in context.requiredLanguages {
            let isSource = language == context.sourceLanguage
            let texts: [AnalysedText]
            if isSource {
                texts = source.texts
            } else {
                texts = context.analysedTexts(of: entry, language: language)
            }
            for text in texts {
                for diagnostic in text.signature.diagnostics
                where InvalidSpecifier.reports(diagnostic.kind, in: text, isSource: isSource, source: source) {
                    let place = text.place(of: diagnostic.location)
                    let message = CheckMessage.subject(language, context, key: entry.key, path: place.path)
                        + ": " + diagnostic.message + CheckMessage.aside(language, place.unit.value.text)
                    findings.append(context.finding(
                        InvalidSpecifier.description, message, at: place.unit.value.position, key: entry.key,
                        language: language, path: place.path, suggestion: InvalidSpecifier.suggestion(for: diagnostic.kind),
                        sourceText: isSource ? nil : source.value(at: place.path), text: place.unit.value.text))
                }
            }
        }
        return uniqued(findings)
    }
}

private enum InvalidSpecifier {
    /// Whether a diagnostic is this rule's to report; see the rule's decisions.
    static func reports(_ kind: FormatDiagnostic.Kind, in text: AnalysedText, isSource: Bool, source: SourceSide) -> Bool {
        switch kind {
        case .missingArguments(let range):
            guard isSource else { return false }
            // "%2$@ has one post": the count, argument 1, dropped from a one variant.
            let droppedCount = range.allSatisfy { source.argumentClasses[$0] != .object }
            return !(text.text.mayOmitCount && droppedCount)
        case .conflictingTypes(let index, _, _):
            return isSource || source.argumentClasses[index] == nil
        default:
            return true
        }
    }

    static func suggestion(for kind: FormatDiagnostic.Kind) -> String {
        switch kind {
        case .literalPercentInFormattedString(let spelling) where spelling.hasSuffix("@"):
            "Write '%@' without the space for the argument, or '%%' for a percent sign."
        case .malformedSpecifier, .literalPercentInFormattedString:
            "Write '%%' for a percent sign in a text with arguments; check that no specifier is mistyped."
        case .argumentPlaceholderOutsideSubstitution:
            "Use a specifier such as '%lld' here; '%arg' works only inside a substitution's variants."
        case .unresolvedSubstitution:
            "Add the substitution, or correct the name between '%#@' and '@'."
        case .invalidSubstitutionFormatSpecifier, .invalidSubstitutionArgumentNumber, .substitutionIndexMismatch:
            "Correct the substitution's argNum and formatSpecifier (e.g. 1 and 'lld')."
        case .nestedSubstitution:
            "Move the substitution reference out of the variant into the main text."
        case .conflictingTypes:
            "Read each argument with one type."
        case .missingArguments:
            "Use every argument up to the highest number, or renumber the arguments."
        case .mixedPositionalAndSequential:
            "Number all specifiers ('%1$@', '%2$lld') or none."
        }
    }

    static let description = RuleDescription(
        id: "invalid-specifier",
        summary: "A format specifier does not parse or cannot work: '% g' in 'zu 100% genau' beside '%lld', "
            + "mixed '%1$@' and '%@', an unknown substitution.",
        rationale: """
            A text with arguments goes through a formatter, which reads every '%' as the start of a \
            specifier: '100% genau' becomes '100' followed by a number read as 'g', and the app prints \
            garbage or crashes. Mixed numbered and unnumbered specifiers read arguments in an order few \
            people expect; a reference to a substitution that does not exist is printed as it is. In a text \
            without arguments a '%' is only text and is not reported.
            """,
        fix: "Write '%%' for a percent sign in a text with arguments; number all specifiers or none; fix substitution names.",
        defaultSeverity: .error,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("accuracy.value", [
                    "en": ExampleCatalog.unit("%lld%% accurate"), "de": ExampleCatalog.unit("zu 100% genau bei %lld"),
                ]), language: "de", role: .value, triggers: true, note: "'% g' in a formatted string"),
            RuleExample(
                ExampleCatalog.catalog("%@ “%@”", [
                    "en": ExampleCatalog.unit("%1$@ “%@”"), "de": ExampleCatalog.unit("%1$@ „%2$@“"),
                ]), language: "en", triggers: true, note: "mixed positional and plain"),
            RuleExample(
                ExampleCatalog.catalog("discount.label", [
                    "en": ExampleCatalog.unit("Up to 70% off"), "de": ExampleCatalog.unit("Bis zu 70% auf alles"),
                ]), language: "de", role: .label, triggers: false, note: "no arguments: '%' is text"),
            RuleExample(
                ExampleCatalog.catalog("accuracy.value", [
                    "en": ExampleCatalog.unit("%lld%% accurate"), "de": ExampleCatalog.unit("zu %lld %% genau"),
                ]), language: "de", role: .value, triggers: false, note: "escaped percent"),
        ])
}
