/// `literal-in-interpolation`: a literal inside the interpolation of an accessibility string.
package enum LiteralInInterpolationRule {
    package static let description = RuleDescription(
        id: "literal-in-interpolation",
        summary: "A string literal inside an interpolation of an accessibility string, which is never localized.",
        rationale: "In \"\\(name), \\(category ?? \"uncategorized\")\" the key is \"%@, %@\": the catalog translates the frame, but the literal inside the interpolation is an argument, passed as written. A German VoiceOver user hears \"uncategorized\".",
        fix: "Look the inner text up on its own (String(localized: \"uncategorized\", …)) and interpolate the result, or give the whole phrase its own key.",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Text(movie.title).accessibilityLabel(\"\\(movie.title), \\(movie.genre ?? \"unknown genre\")\")", role: .label, triggers: true, note: "the fallback is English in every language"),
            RuleExample("cell.accessibilityValue = String(localized: \"\\(count) \\(count == 1 ? \"item\" : \"items\")\", bundle: .module)", role: .value, triggers: true, note: "a plural made in code"),
            RuleExample("Text(movie.title).accessibilityLabel(\"\\(movie.title), \\(movie.genre ?? String(localized: \"unknown genre\", bundle: .module))\")", role: .label, triggers: false, note: "the fallback is looked up"),
            RuleExample("Text(movie.title).accessibilityLabel(\"\\(movie.title), \\(rating.formatted(.number.precision(.fractionLength(1))))\")", role: .label, triggers: false, note: "no literal inside"),
            RuleExample("Text(name).accessibilityLabel(\"\\(name)\\(suffix ?? \", \")\")", role: .label, triggers: false, note: "punctuation only: nothing to translate"),
            RuleExample("Text(\"x\").accessibilityLabel(\"\\(appName) \\(isAndroid ? \"Android\" : \"iOS\")\")", role: .label, triggers: false,
                        note: "systems' names, written alike in every language (Skip's showcase)"),
            RuleExample("Slider(value: $factor).accessibilityLabel(\"Estimate factor: \\(factor, specifier: \"%.2f\")\")", role: .label, triggers: false,
                        note: "the format of the value, part of the key \"Estimate factor: %.2f\" (PomPadDo)"),
            RuleExample("button.accessibilityLabel = \"\\(\"search.show_results\".localized): \\(count)\"", role: .label, triggers: false,
                        note: "a key given to the app's helper (Unstoppable)"),
            RuleExample("Text(title).accessibilityLabel(\"\\(title): \\(tile.id == \"act\" ? actionable : flagged.count)\")", role: .label, triggers: false,
                        note: "a literal compared with a value is matched, never spoken: the interpolation gives a number"),
            RuleExample("Text(name).accessibilityLabel(\"Peripheral: \\(peripheral.name ?? \"nil\")\")", role: .label, triggers: false,
                        note: "the word for no value a developer writes is code, read alike in every language"),
            RuleExample("Text(name).accessibilityLabel(\"\\(name), \\(isPlaying ? \"Audio\" : \"Video\")\")", role: .label, triggers: false,
                        note: "words German writes alike, the same in every language"),
        ])

    package static let rule = SourceRule(description: description) { use, context in
        // A word German writes alike ("Status"), a name or an address: the same in every language.
        use.literalsInInterpolations.filter { $0.hasWords && !context.isHeardAlikeInGerman($0) }.map { literal in
            context.finding(
                description, at: literal.position, key: use.catalogKey ?? "", role: use.role,
                message: "The literal \(quoted(literal.writtenText)) inside an interpolation of the \(use.roleInWords) given to \(use.formInWords) is never localized: VoiceOver speaks it as written in every language",
                // The fix names the finding's own literal, not the rule's example (61st study).
                suggestion: "Look the inner text up on its own (String(localized: \(quoted(literal.writtenText)), …)) and interpolate the result, "
                    + "or give the whole phrase its own key.",
                text: literal.writtenText)
        }
    }
}
