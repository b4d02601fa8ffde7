/// `hardcoded-accessibility-string`: text given to an assistive API that no catalog can translate.
package enum HardcodedAccessibilityStringRule {
    package static let description = RuleDescription(
        id: "hardcoded-accessibility-string",
        summary: "Code gives VoiceOver text that no String Catalog translates.",
        rationale: "A literal passed where the API takes a plain String (UIKit and AppKit properties and setters, UIAccessibility.post, NSAccessibility.post, AccessibilityNotification.Announcement, Text(verbatim:)) is spoken exactly as written: a German VoiceOver user hears English, and no translator sees it. Text every language writes alike is left alone: interpolations and punctuation, addresses, host names, codes (\"dns-failure\"), file names, names (GitHub, Distil Large v3, Bing beside Google), Apple's feature names (Live Photo), languages named in themselves (Italiano, and English among them), the app's own name (\"Solea Plus\"), unit symbols beside values (\"12 km\"), text the app's catalog keeps alike in every language (\"Maximum\"); so is made-up data (mock, sample, preview).",
        fix: "Look the text up in the module's catalog: String(localized: \"…\", bundle: .module, comment: \"…\") in a package target, String(localized:) in an app; in SwiftUI pass a LocalizedStringKey (a literal) instead of a String.",
        defaultSeverity: .error,
        examples: [
            RuleExample("closeButton.accessibilityLabel = \"Close\"", role: .label, triggers: true, note: "UIKit property: a String, spoken as written"),
            RuleExample("UIAccessibility.post(notification: .announcement, argument: \"Saved\")", role: .announcement, triggers: true, note: "an announcement posted as a plain String"),
            RuleExample("Text(\"Rent\").accessibilityLabel(Text(verbatim: \"Rent for one day\"))", role: .label, triggers: true, note: "Text(verbatim:) is never looked up"),
            RuleExample("closeButton.accessibilityLabel = String(localized: \"Close\", bundle: .module)", role: .label, triggers: false, note: "looked up in the target's catalog"),
            RuleExample("Image(systemName: \"xmark\").accessibilityLabel(\"Close\")", role: .label, triggers: false, note: "SwiftUI: a literal is a LocalizedStringKey"),
            RuleExample("scoreLabel.accessibilityValue = \"\\(score) / \\(total)\"", role: .value, triggers: false, note: "only interpolations and punctuation: nothing to translate"),
            RuleExample("closeButton.accessibilityLabel = title", role: .label, triggers: false, note: "a variable: its text is decided at run time"),
            RuleExample("pinField.accessibilityLabel = \"PIN\"", role: .label, triggers: false, note: "a common acronym, the same in every language"),
            RuleExample("formatButton.accessibilityLabel = \"UIGFv4.1\"", role: .label, triggers: false, note: "a format's name with its version"),
            RuleExample("stepLabel.accessibilityLabel = \"Step2\"", role: .label, triggers: true, note: "a word, not a name"),
            RuleExample("pinField.accessibilityLabel = \"PIN code\"", role: .label, triggers: true, note: "\"code\" is translated (\"PIN-Code\")"),
            RuleExample("enum Metric: String { case follows = \"Follows\" }; Text(\"x\").accessibilityLabel(Metric.follows.rawValue)", role: .label, triggers: true, note: "a raw value is a String: spoken as written"),
            RuleExample("enum Metric: LocalizedStringKey { case follows = \"Follows\" }; Text(\"x\").accessibilityLabel(Metric.follows.rawValue)", role: .label, triggers: false, note: "a raw value of a LocalizedStringKey enum is a key, looked up"),
            RuleExample("let closeLabel = \"Close\"; closeButton.accessibilityLabel = closeLabel", role: .label, triggers: true, note: "a String constant, followed to its literal"),
            RuleExample("Text(\"x\").accessibilityLabel(isOn ? String(localized: \"On\", bundle: .module) : \"Off\")", role: .label, triggers: true, note: "the other branch makes the ternary a String: \"Off\" is text"),
            RuleExample("Link(String(\"coteditor.com\"), destination: url)", role: .label, triggers: false, note: "a domain: nothing to translate"),
            RuleExample("sourceLink.accessibilityLabel = \"varsom.no\"", role: .label, triggers: false, note: "a country's domain (Trakke)"),
            RuleExample("githubButton.accessibilityLabel = \"GitHub\"", role: .label, triggers: false, note: "a name with inner capitals, the same in every language"),
            RuleExample("modelButton.accessibilityLabel = \"Whisper Large v3 Turbo\"", role: .label, triggers: false, note: "a model's name with its version (Pindrop)"),
            RuleExample(
                "engineIcon.accessibilityLabel = isPrivate ? \"DuckDuckGo\" : isGreen ? \"Ecosia\" : \"Google\"", role: .label, triggers: false,
                note: "one word beside names is a name too (OakReader's search engines)"),
            RuleExample("helpButton.accessibilityLabel = \"Help\"", role: .label, triggers: true, note: "one word, but a word to translate"),
            RuleExample("ringIcon.accessibilityLabel = \"figure.walk\"", role: .label, triggers: true,
                        note: "an SF Symbol's name, heard \"figure dot walk\": the fix is words, looked up in the catalog (Stanford 360's rings)"),
            RuleExample("badge.accessibilityLabel = \"Live Photo\"", role: .label, triggers: false,
                        note: "Apple's feature name, kept in German (proton-photos)"),
            RuleExample("badge.accessibilityLabel = \"Photo\"", role: .label, triggers: true, note: "a word to translate (\"Foto\"), not a name"),
            RuleExample("row.accessibilityLabel = \"Audio\"", role: .label, triggers: false,
                        note: "one word German writes alike: a German user hears it right (SubTrack)"),
            RuleExample("escapeKey.accessibilityLabel = \"esc\"", role: .label, triggers: false,
                        note: "a key cap German keyboards print alike (termio's accessory bar)"),
            RuleExample("deleteKey.accessibilityLabel = \"delete\"", role: .label, triggers: true,
                        note: "a key's name German keyboards print otherwise (\"Entf\")"),
            RuleExample("languageRow.accessibilityLabel = \"Italiano\"", role: .label, triggers: false,
                        note: "a language named in itself, as a picker lists it (SyncNos)"),
            RuleExample("okButton.accessibilityLabel = \"OK\"", role: .label, triggers: false, note: "the same in every language"),
            RuleExample("TextField(String(\"sk-...\"), text: $apiKey)", role: .label, triggers: false,
                        note: "a text field's example of what to type (Flare)"),
            RuleExample("statusItem.button?.setAccessibilityLabel(\"TypeWhisper\")", role: .label, triggers: false,
                        note: "the app's name (TypeWhisper)"),
            RuleExample("durationLabel.accessibilityLabel = \"\\(minutes) min\"", role: .label, triggers: false,
                        note: "a unit symbol beside a value, written alike in German (Joule)"),
            RuleExample("statusItem.button?.toolTip = \"Feature\"", role: .hint, triggers: false,
                        note: "the name of the target it is in (Feature here), as \"Claude Usage\" in the target ClaudeUsage"),
            RuleExample("planLabel.accessibilityLabel = \"FEATURE PLUS\"", role: .label, triggers: false,
                        note: "the target's name with a tier (Plus, Pro, Premium, …): a product's name (\"SOLEA PLUS\" in Solea)"),
            RuleExample("zoneLabel.accessibilityLabel = \"UTC+\\(offset)\"", role: .label, triggers: false,
                        note: "a time zone's offset, written alike in every language (PokeZoneBuddy's \"UTC+9\")"),
            RuleExample("formulaLabel.accessibilityLabel = \"a² + b² = c²\"", role: .label, triggers: false,
                        note: "a formula, read alike in every language (mathio)"),
            RuleExample("formulaLabel.accessibilityLabel = \"sin θ = opposite / hypotenuse\"", role: .label, triggers: true,
                        note: "English words in a formula are text to translate"),
            RuleExample("Link(destination: repository) { Text(verbatim: \"katagaki/IllustMate\") }", role: .label, triggers: false,
                        note: "a repository's path, owner/Name (PicMate's About screen)"),
            RuleExample("Link(destination: help) { Text(verbatim: \"Pin/Unpin\") }", role: .label, triggers: true,
                        note: "two words about a slash are prose to translate"),
            RuleExample("deviceRow.accessibilityValue = \"fmo.local:80\"", role: .value, triggers: false,
                        note: "a device's host name and port on the local network (FMO Companion)"),
            RuleExample("codeLabel.accessibilityLabel = \"insecure-redirect\"", role: .label, triggers: false,
                        note: "an error's code the user copies for support, joined by hyphens (Cassette)"),
            RuleExample("func row(_ name: String) -> some View { Button {} label: { Text(verbatim: name) } }; row(\"VS Code\")", role: .label, triggers: false,
                        note: "what callers give a name shown by `Text(verbatim:)` is the app's data, as the developer asked (kero's editors)"),
            RuleExample("Button {} label: { Text(verbatim: \"Open Settings\") }", role: .label, triggers: true,
                        note: "a literal written in `Text(verbatim:)` itself is hard-coded wording"),
            RuleExample(
                "func code(_ e: Failure) -> String { switch e { case .dns: return \"dns-failure\"; case .refused: return \"cannot-connect\"; case .slow: return \"timeout\" } }; codeLabel.accessibilityLabel = code(failure)",
                role: .label, triggers: false, note: "a lone lower-case word beside codes is a code too"),
            RuleExample("func text(_ flag: Bool) -> String { flag ? \"true\" : \"false\" }; valueLabel.accessibilityLabel = text(isOn)",
                        role: .label, triggers: false, note: "a Bool written out as data (Hermex's decoded JSON values)"),
            RuleExample("valueLabel.accessibilityLabel = isOn ? \"True\" : \"False\"", role: .label, triggers: true,
                        note: "capitalised, they are words shown to users"),
            RuleExample("keyRow.accessibilityLabel = \"Ed25519 (\\(L(\"recommended\")))\"", role: .label, triggers: false,
                        note: "an algorithm's name, and the word looked up by the app's helper (Harbor)"),
            RuleExample("enum Model: String { case mini = \"GPT-4o Mini Transcribe\" }; Text(\"x\").accessibilityLabel(Model.mini.rawValue)", role: .label, triggers: false,
                        note: "a model's name with its number (SpeechToType)"),
            RuleExample("enum Model: String { case full = \"GPT-4o\" }; Text(\"x\").accessibilityLabel(Model.full.rawValue)", role: .label, triggers: false,
                        note: "the same name alone"),
            RuleExample("loginButton.accessibilityLabel = \"Sign-in\"", role: .label, triggers: true,
                        note: "a capital makes it a word, not a code"),
            RuleExample("infoRow.accessibilityLabel = \"Bundle.main.infoDictionary\"", role: .label, triggers: false,
                        note: "a path of code, an API's name (TapWeight's developer page)"),
            RuleExample("menuRow.accessibilityLabel = \"Settings.General\"", role: .label, triggers: true,
                        note: "two words joined by one dot: no code path"),
            RuleExample("skipButton.accessibilityLabel = \"Onboarding.skipButton\"", role: .label, triggers: true,
                        note: "a catalog key given as text: no type with an inner capital before the member"),
        ])

    package static let rule = SourceRule(description: description) { use, context in
        guard case .hardCoded(let literal) = use.argument, !context.localizesNothing else { return [] }
        // A text field's example of what to type ("sk-...", a JSON body) is the same in every language.
        if use.isTextFieldPrompt, literal.plainText.map(ValueJudge.isExampleInput) ?? false { return [] }
        // The app's own name ("Claude Usage" in the target ClaudeUsage), text its catalog keeps the
        // same in every required language ("Maximum") and words German shares ("Status") need no translation.
        if context.isHeardAlikeInGerman(literal) { return [] }
        // An API's name written as text (a developer page's "Bundle.main.infoDictionary") is code.
        if literal.plainText.map(ValueJudge.isCodePath) ?? false { return [] }
        // A name written with dots, an SF Symbol's ("figure.walk") or a key's ("settings.title"), is
        // heard as an identifier by everyone: the fix is words, which the catalog then translates.
        let dottedName = literal.plainText.map(ValueJudge.isDottedName) ?? false
        let advice = dottedName
            ? "; it is a name, a symbol's or a key's, read piece by piece (\"\(literal.writtenText.split(separator: ".").joined(separator: " dot "))\"): "
                + "say in words what it shows or does, and look those words up in the catalog"
            : ""
        return [context.finding(
            description, at: use.argumentPosition, key: "", role: use.role,
            message: "The \(use.roleInWords) \(quoted(literal.writtenText))\(use.originInWords) given to \(use.formInWords) is hard-coded: VoiceOver speaks it as written in every language, and no catalog can translate it\(advice)",
            text: literal.writtenText)]
    }

}
