/// `stale-key`: the key is marked `extractionState: stale`.
public enum StaleKeyRule {
    /// What the rule is, in its own words: id, summary, rationale, fix, examples.
    public static let description = RuleDescription(
        id: "stale-key",
        summary: "The key is marked stale: Xcode no longer finds it in code.",
        rationale: """
            Xcode marks a key stale when the last build did not find it in code. Its translations are dead \
            weight that translators keep paying for, and a stale accessibility key often means the element \
            lost its label or hint in a refactoring. Only this rule reports a stale key, once. A catalog with \
            no extracted key, only manual and stale ones, belongs to an app whose lookups Xcode cannot see \
            (LiveContainer's `"lc.common.select".loc`): its stale marks are not evidence, and are not reported; \
            nor where the code looks up most keys marked stale (PHCRemoteControl's "Cancel"). \
            Nor is a key the Swift code still looks up, directly, through a constant or through the app's own \
            helper (`"Saving".localized`), or that a key built at run time may be \
            (`NSLocalizedString("style_\\(rawValue)", comment: "")` keeps every `style_…` key): it is checked as a key in use.
            """,
        fix: "Delete the key if it is gone for good; otherwise restore its use in code.",
        defaultSeverity: .warning,
        examples: [
            RuleExample(
                ExampleCatalog.catalog("trailer.mute.hint", fields: ["extractionState": .string("stale")], [
                    "en": ExampleCatalog.unit("Mutes the trailer."),
                ]), language: "en", role: .hint, triggers: true, note: "stale, and its German is missing: one finding"),
            RuleExample(
                ExampleCatalog.catalog("trailer.mute.hint", fields: ["extractionState": .string("manual")], [
                    "en": ExampleCatalog.unit("Mutes the trailer."), "de": ExampleCatalog.unit("Schaltet den Ton aus."),
                ]), language: "en", role: .hint, triggers: false, note: "a manual key in use"),
            RuleExample(
                """
                {"sourceLanguage":"en","strings":{
                "lc.common.select":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Select"}}}},
                "lc.settings.autoEndPiP":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Automatically End PiP Mode"}}}}
                },"version":"1.0"}
                """, language: "de", triggers: false, note: "no key extracted, only manual and stale ones: Xcode cannot see the app's lookups"),
            RuleExample(
                """
                {"sourceLanguage":"en","strings":{
                "Select":{"extractionState":"stale","localizations":{"en":{"stringUnit":{"state":"translated","value":"Select"}}}},
                "Settings":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Settings"}}}},
                "lc.settings.autoEndPiP":{"extractionState":"manual","localizations":{"en":{"stringUnit":{"state":"translated","value":"Automatically End PiP Mode"}}}}
                },"version":"1.0"}
                """, language: "en", triggers: true, note: "other keys are extracted: the stale mark is evidence"),
        ])

    /// The check of one entry.
    public static let rule = CatalogRule(description: description) { entry, context in
        guard entry.isStale, context.xcodeExtractsKeys else { return [] }
        let sourceText = context.sourceSide(of: entry).displayText
        let message = "The \(CheckMessage.noun(context.role)) \(CheckMessage.quotedKey(entry.key)) is no longer used in code (stale)"
            + (sourceText == entry.key ? "" : CheckMessage.aside(context.sourceLanguage, sourceText))
        return [context.finding(
            description, message, at: entry.keyPosition, key: entry.key, language: nil,
            suggestion: "Remove the key from the catalog, or use it again in code.", sourceText: sourceText)]
    }
}
