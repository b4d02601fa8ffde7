/// `key-not-in-catalog`: a key an accessibility API looks up that its catalog does not have.
package enum KeyNotInCatalogRule {
    package static let description = RuleDescription(
        id: "key-not-in-catalog",
        summary: "Code looks up an accessibility key that the catalog it reads does not have, so it has no German.",
        rationale: "The lookup falls back to the key (or the defaultValue): VoiceOver speaks the English, or a dotted key such as \"player.play.label\", in every language. Xcode adds the keys of SwiftUI literals and String(localized:) when it builds with string extraction on; lower the severity in .xcstrings-a11y.json if the build fills your catalogs. A String key with an interpolation (NSLocalizedString(\"Capture \\(name)\", comment: \"\"), an app helper) is the text after interpolation and never finds the format \"Capture %@\": reported where a catalog holds it. A table that .strings files also hold (en.lproj/Localizable.strings) is not judged when the target running the lookup copies them, or no project says which does; nor a catalog required only in its source language (a German app's German catalog), where the key is the text every required language shows.",
        fix: "Add the key to the catalog named by table: (Localizable by default) with English and German, or correct the key, table or bundle in the code.",
        defaultSeverity: .error,
        examples: [
            RuleExample("Button(action: play) { Image(systemName: \"play\") }.accessibilityLabel(Text(\"player.pause.label\", bundle: .module))", role: .label, triggers: true, note: "a key the target's catalog lacks"),
            RuleExample("Text(\"x\").accessibilityHint(String(localized: \"player.play.hint\", table: \"Player\", bundle: .module))", role: .hint, triggers: true, note: "the key exists, but in Localizable, not in the named table"),
            RuleExample("Button(action: play) { Image(systemName: \"play\") }.accessibilityLabel(Text(\"player.play.label\", bundle: .module))", role: .label, triggers: false, note: "in the target's catalog"),
            RuleExample("Image(systemName: \"cart\").accessibilityLabel(String(localized: \"object.iphone.name\", defaultValue: \"iPhone\"))", role: .label, triggers: false,
                        note: "the default the lookup shows instead reads alike in German (Salary-Translator's product names)"),
            RuleExample("Text(\"x\").accessibilityLabel(\"\\(done) of \\(total)\")", role: .label, triggers: false, note: "the interpolations are the catalog's %@ of %@ in the main bundle"),
            RuleExample("Text(\"x\").accessibilityLabel(title)", role: .label, triggers: false, note: "a variable: nothing to look up"),
            RuleExample("Button(\"@\\(account.username)\") { open(account) }", role: .label, triggers: false, note: "no words: the formatted text is the same in every language (IceCubes)"),
            RuleExample("Button(\"OK\") { dismiss() }", role: .label, triggers: false, note: "the same in every language (AutoBrew)"),
            RuleExample("Text(\"x\").accessibilityLabel(\"\\(width) x \\(height)\")", role: .label, triggers: false,
                        note: "a lone letter between values is read alike in every language (GitOK)"),
            RuleExample("SecureField(\"hf_...\", text: $token)", role: .label, triggers: false, note: "an example of what to type (TypeWhisper)"),
            RuleExample(
                "enum Retention: String { case oneHour; var titleKey: String { \"settings.retention.\\(rawValue)\" } }; Text(\"x\").accessibilityLabel(Text(LocalizedStringKey(Retention.oneHour.titleKey)))",
                role: .label, triggers: false, note: "a String made at run time, then a key: the catalog's keys are the cases' (perch)"),
            RuleExample("TextField(\"07XX XXX XX XX\", text: $phone)", role: .label, triggers: false,
                        note: "a phone number's mask, digits and X (Kvitta)"),
            RuleExample("TextField(\"Access token\", text: $token)", role: .label, triggers: true, note: "prose: a label to translate"),
            RuleExample("Link(\"github.com/Julian3521/ClaudeUsage\", destination: url)", role: .label, triggers: false,
                        note: "an address with a path, the same in every language"),
            RuleExample("Link(\"noaa.gov\", destination: url)", role: .label, triggers: false, note: "a domain (oscar-weather)"),
            RuleExample("SecureField(\"PIN\", text: $pin)", role: .label, triggers: false, note: "an acronym every language writes so (safeflow)"),
            RuleExample("Link(\"settings.json\", destination: settingsURL)", role: .label, triggers: false,
                        note: "a file's name, written alike in every language (ccemaphore)"),
            RuleExample("Image(\"plan\").accessibilityLabel(Text(\"FEATURE PLUS\", bundle: .module))", role: .label, triggers: false,
                        note: "the target's name with a tier, a product's name (solea's \"SOLEA PLUS\")"),
            RuleExample("Text(\"x\").accessibilityLabel(NSLocalizedString(\"\\(done) of \\(total)\", comment: \"\"))", role: .label, triggers: true,
                        note: "the key is the text after interpolation (\"3 of 5\"): the catalog's %@ of %@ is never found (ishare)"),
            RuleExample("Text(\"x\").accessibilityLabel(NSLocalizedString(\"player.\\(action).label\", comment: \"\"))", role: .label, triggers: false,
                        note: "a key built at run time on purpose: no catalog holds it as a format"),
            RuleExample("Text(\"x\").accessibilityHint(isPlaying ? Text(\"player.pause.hint\", bundle: .module) : Text(\"player.play.hint\", bundle: .module))", role: .hint, triggers: true, note: "each branch of a ternary is looked up: the first key is missing"),
        ])

    package static let rule = SourceRule(description: description) { use, context in
        if let runTimeKey = use.runTimeKey { return builtAtRunTime(use, runTimeKey, context) }
        // A key with no words (`"@\(name)"`, `"\(title), \(date)"`) has nothing to translate: the
        // lookup's fallback, the formatted text itself, is what every language hears.
        // A generated symbol compiles only when its key exists: one this reader cannot match is
        // another module's, not a missing key. A web address (a placeholder such as
        // "http://x.x.x.x:8080") reads the same in every language, as do "OK", "PIN", a name ("GitHub", the app's own "SOLEA PLUS"), words German shares ("Status"), text another catalog of the app keeps alike in every language ("Maximum") and a
        // text field's example of what to type ("sk-...").
        guard case .localized(let lookup) = use.argument, case .missing(let table, let searched, let uncopied, let ownCatalog)? = context.lookup, lookup.key.hasWords,
              lookup.kind != .generatedSymbol,
              !context.isHeardAlikeInGerman(lookup.key),
              // The default the lookup shows instead, when it reads alike in German ("Big Mac" of
              // Salary-Translator's `L10n.s("object.big_mac.name", "Big Mac")`, 55th study).
              !(lookup.defaultValue.map(context.isHeardAlikeInGerman) ?? false),
              !(use.isTextFieldPrompt && (lookup.key.plainText.map(ValueJudge.isExampleInput) ?? false)) else {
            return []
        }
        // A catalog required in its source language only (a German app's German catalog, the
        // project declaring no other): the key, its text, is what each required language shows
        // (CueFlow's missing German keys, 47th study).
        if !searched.isEmpty, uncopied == nil, searched.allSatisfy(context.catalogsInSourceLanguageOnly.contains) { return [] }
        let place = searched.isEmpty
            ? "no catalog named \(table).xcstrings is found for \(context.isInPackageTarget && lookup.bundle == .module ? "this package target" : "this file")"
            : "\(searched.count == 1 ? searched[0] : searched.joined(separator: ", ")) \(searched.count == 1 ? "does" : "do") not have it"
        // A package target's text looked up in the main bundle, which has no catalog of the table:
        // the fix is the package's own catalog, not a new one (Quartz's `QuartzKit`, 48th study).
        if searched.isEmpty, let ownCatalog, uncopied == nil {
            return [context.finding(
                description, at: use.keyPosition, key: lookup.key.writtenText, role: use.role,
                message: "The \(use.roleInWords) key \(quoted(lookup.key.writtenText))\(use.originInWords) given to \(use.formInWords) is looked up in the main bundle, which has no catalog named \(table).xcstrings, and \(ownCatalog.path) of this \(ownCatalog.owner) does not have it either: VoiceOver speaks the key as written in every language",
                suggestion: "Add bundle: .module to the lookup and the key to \(ownCatalog.path), with English and German text.")]
        }
        if let uncopied {
            return [context.finding(
                description, at: use.keyPosition, key: lookup.key.writtenText, role: use.role,
                message: "The \(use.roleInWords) key \(quoted(lookup.key.writtenText))\(use.originInWords) given to \(use.formInWords) is in no catalog it is looked up in: \(place). \(uncopied) has it, but no target copies that catalog into its bundle",
                suggestion: "Add \(uncopied) to the target that builds this file (Target Membership, or its Copy Bundle Resources phase).")]
        }
        return [context.finding(
            description, at: use.keyPosition, key: lookup.key.writtenText, role: use.role,
            message: "The \(use.roleInWords) key \(quoted(lookup.key.writtenText))\(use.originInWords) given to \(use.formInWords) is in no catalog it is looked up in: \(place)\(whatXcodeDoes(lookup, table: table, hasCatalog: !searched.isEmpty))",
            suggestion: searched.isEmpty
                ? "Add a String Catalog named \(table).xcstrings to the target that builds this file (File > New > String Catalog), with English and German text for the key."
                : nil)]
    }

    /// What a build does about the missing key, said only where it is true: Xcode's string
    /// extraction adds the keys of SwiftUI literals and `String(localized:)` to a catalog of the
    /// target (never to one the target lacks: Driveline's widget), and a key shaped like an
    /// identifier (`player.play.label`) gets itself as English text, which VoiceOver reads as written.
    private static func whatXcodeDoes(_ lookup: LocalizedLookup, table: String, hasCatalog: Bool) -> String {
        guard lookup.kind != .routine, lookup.kind != .helper else { return "" }
        guard hasCatalog else { return "; string extraction has no catalog of that table to add it to, so VoiceOver speaks the key as written in every language" }
        if let key = lookup.key.plainText, LocalizedTexts.looksLikeIdentifier(key) {
            return "; string extraction would add it with the key itself as English text, which VoiceOver reads out as written"
        }
        return "; Xcode adds it when it builds with string extraction on, until then no language has a translation of it"
    }

    /// A `String` key with interpolations, looked up after them (`NSLocalizedString("\(done) of
    /// \(total)", …)`, the app's `"Capture \(name)".localized`): where a catalog holds the format
    /// (`%@ of %@`), the developer meant it, and the text made at run time never finds it. Where no
    /// catalog holds it, the key may be built on purpose (`"status_\(code)"` for `status_1`, `status_2`).
    private static func builtAtRunTime(_ use: AccessibilityUse, _ lookup: LocalizedLookup, _ context: SourceRuleContext) -> [Finding] {
        guard case .found(let catalogs)? = context.lookup, lookup.key.hasWords else { return [] }
        let how = switch lookup.kind {
        case .nsLocalizedString: "NSLocalizedString"
        case .bundleLocalizedString: "Bundle.localizedString(forKey:value:table:)"
        case .localizedStringKey: "LocalizedStringKey(_:), given a String,"
        case .stringLocalized: "String(localized:), given a String made at run time,"
        default: "the app's helper"
        }
        let holders = catalogs.count == 1 ? "\(catalogs[0]) holds" : "\(catalogs.joined(separator: ", ")) hold"
        return [context.finding(
            description, at: use.argumentPosition, key: lookup.key.writtenText, role: use.role,
            message: "The \(use.roleInWords) key \(quoted(lookup.key.writtenText))\(use.originInWords) given to \(use.formInWords) is made at run time: \(how) looks up the text after interpolation, a key no catalog has, so VoiceOver speaks it untranslated in every language; \(holders) it as a format key that this lookup never finds",
            suggestion: "Look the format up: String(localized: \(quoted(lookup.key.writtenText))) makes each interpolation an argument of the catalog's format key")]
    }
}
