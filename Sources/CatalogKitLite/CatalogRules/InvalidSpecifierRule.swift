/// `invalid-specifier`: a format specifier that does not parse or cannot work, in the source or in a
/// translation.
public enum InvalidSpecifierRule {
    /// Whether a diagnostic is this rule's to report; see the rule's decisions. `value` is the text the
    /// diagnostic's location points into.
    static func reports(
        _ diagnostic: FormatDiagnostic, in text: AnalysedText, at value: String, isSource: Bool, source: SourceSide
    ) -> Bool {
        switch diagnostic.kind {
        case .missingArguments(let range):
            guard isSource else { return false }
            // "%2$@ has one post": the count, argument 1, dropped from a one variant.
            let droppedCount = range.allSatisfy { source.argumentClasses[$0] != .object }
            return !(text.text.mayOmitCount && droppedCount)
        case .conflictingTypes(let index, _, _):
            return isSource || source.argumentClasses[index] == nil
        case .malformedSpecifier(_, let spelling) where spelling == "%":
            // A stray '%' in a translation that shows every argument of the source is left out by
            // Foundation; one where a percent sign was meant is lost.
            let showsEveryArgument = source.argumentClasses.keys.allSatisfy { text.signature.typeClasses[$0] != nil }
            return isSource || !showsEveryArgument || meantAsPercentSign(in: value, at: diagnostic.location.range)
        case .flagBeforeObject:
            return isSource && meantAsPercentSign(in: value, at: diagnostic.location.range)
        default:
            return true
        }
    }

    /// Whether a `%` stands where a percent sign was meant: after a number or an argument, white space
    /// (also a no-break space) between allowed ("80 %", "%lld %", "20% @"). A malformed `%` elsewhere
    /// is a stray one Foundation simply leaves out when nothing after it is swallowed (LiveContainer's
    /// Japanese "…リフレッシュします%、3. …" reads right without it), provided the translation shows every
    /// argument of the source (Loop's Russian "(%$11d)" is the build number mistyped). `% @` elsewhere is
    /// a mistyped `%@`, which Foundation shows like `%@` ("Ouvrir dans % @").
    ///
    /// It looks back a bounded stretch only (`lookBehind` characters), so a text of a million `%` signs
    /// is still checked in linear time.
    static func meantAsPercentSign(in text: String, at range: Range<String.Index>) -> Bool {
        var before = text[..<range.lowerBound].suffix(lookBehind)
        while let last = before.last, last.isWhitespace { before = before.dropLast() }
        guard let previous = before.last else { return false }
        if previous.isNumber { return true }
        // An argument right before: the specifier that starts at the last '%' of the stretch ends there.
        guard let percent = before.lastIndex(of: "%") else { return false }
        let tail = FormatTokenizer.tokenize(String(before[percent...]))
        return tail.count == 1 && tail[0].kind.isArgument
    }

    /// How far back `meantAsPercentSign` looks: longer than any specifier or substitution reference.
    private static let lookBehind = 128

    static func suggestion(for kind: FormatDiagnostic.Kind) -> String {
        switch kind {
        case .flagBeforeObject:
            "Write '%%' for the percent sign, or '%@' without the space if an argument belongs there."
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

    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "invalid-specifier",
        summary: "A format specifier does not parse or cannot work: '% g' in 'zu 100% genau' beside '%lld', "
            + "'%@' after '%1$@' showing argument 1 twice, an unknown substitution.",
        rationale: """
            A text with arguments goes through a formatter, which reads every '%' as the start of a \
            specifier: '100% genau' becomes '100' followed by a number read as 'g', and the app prints \
            garbage or crashes. Unnumbered specifiers are numbered among themselves (1, 2, 3 …), so one \
            beside numbered ones can read an argument a numbered one already shows, and another value is \
            never shown; a reference to a substitution that does not exist is printed as it is. In a text \
            without arguments a '%' is only text and is not reported, nor is a token the app replaces \
            itself between two percent signs ('%OS_MAJOR%') where nothing else is an argument.
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
                ]), language: "en", triggers: true, note: "'%@' reads argument 1 again"),
            RuleExample(
                ExampleCatalog.catalog("contextual.onboarding.browsing.multiple.trackers", [
                    "en": ExampleCatalog.unit("*%2$@, %3$@* and others (%d) were trying to track you here.\n\n%4$@"),
                ]), language: "en", triggers: false,
                note: "'%d' reads argument 1, the one the numbers leave free (DuckDuckGo)"),
            RuleExample(
                ExampleCatalog.catalog("download.progress", [
                    "en": ExampleCatalog.unit("Downloading: %d%% complete"), "de": ExampleCatalog.unit("Herunterladen: %d% fertig"),
                ]), language: "de", triggers: true, note: "'% f' after the number reads a second argument as a double"),
            RuleExample(
                ExampleCatalog.catalog("retry.steps", [
                    "en": ExampleCatalog.unit("Reopen %@, then refresh."), "de": ExampleCatalog.unit("Öffne %@ erneut%, dann aktualisiere."),
                ]), language: "de", triggers: false, note: "a stray '%' Foundation leaves out; the text reads right (LiveContainer, ja)"),
            RuleExample(
                ExampleCatalog.catalog("open.in", ["en": ExampleCatalog.unit("Open in %@"), "fr": ExampleCatalog.unit("Ouvrir dans % @")]),
                language: "fr", triggers: false, note: "Foundation ignores the space before '@' (DuckDuckGo)"),
            RuleExample(
                ExampleCatalog.catalog("discount.label", [
                    "en": ExampleCatalog.unit("Up to 70% off"), "de": ExampleCatalog.unit("Bis zu 70% auf alles"),
                ]), language: "de", role: .label, triggers: false, note: "no arguments: '%' is text"),
            RuleExample(
                ExampleCatalog.catalog("About.UserAgent.Tokens", [
                    "en": ExampleCatalog.unit("Use %OS_MAJOR% and %OS_MINOR% as placeholders."),
                    "de": ExampleCatalog.unit("Verwenden Sie %OS_MAJOR% und %OS_MINOR% als Platzhalter."),
                ]), language: "de", triggers: false, note: "tokens the app replaces itself, not '%O' (Unagent)"),
            RuleExample(
                ExampleCatalog.catalog("accuracy.value", [
                    "en": ExampleCatalog.unit("%lld%% accurate"), "de": ExampleCatalog.unit("zu %lld %% genau"),
                ]), language: "de", role: .value, triggers: false, note: "escaped percent"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
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
                for diagnostic in text.signature.diagnostics {
                    let place = text.place(of: diagnostic.location)
                    guard InvalidSpecifierRule.reports(diagnostic, in: text, at: place.unit.value.text, isSource: isSource, source: source)
                    else { continue }
                    let message = CheckMessage.subject(language, context, key: entry.key, path: place.path)
                        + ": " + diagnostic.message + CheckMessage.aside(language, place.unit.value.text)
                    findings.append(context.finding(
                        description, message, at: place.unit.value.position, key: entry.key,
                        language: language, path: place.path, suggestion: InvalidSpecifierRule.suggestion(for: diagnostic.kind),
                        sourceText: isSource ? nil : source.value(at: place.path), text: place.unit.value.text))
                }
            }
        }
        return uniqued(findings)
    }
}
