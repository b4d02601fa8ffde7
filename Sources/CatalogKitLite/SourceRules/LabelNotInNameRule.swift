/// `label-not-in-name`: an element whose accessibility label does not contain the words it shows,
/// in some language, so Voice Control users who say what they see are not understood.
package enum LabelNotInNameRule {
    package static let description = RuleDescription(
        id: "label-not-in-name",
        summary: "A control's accessibility label does not contain its visible title in some language, so Voice Control does not recognise what users say.",
        rationale: "Voice Control users act by saying what they see (\"Tap Edit\"), matched against the element's accessibility label or input labels: a label without the visible title makes the command fail (WCAG 2.5.3 Label in Name). In German, Button(\"Edit\") shows \"Bearbeiten\" while the label \"Edit profile\" becomes \"Profil ändern\". The rule pairs one element's title and label in the code (SwiftUI, UIKit, AppKit) and compares them in each required language, ignoring case, punctuation and spacing (\"+\" and \"&\" may be said as words). Not judged: a side it cannot resolve, a title that is or may be hidden (a Label outside a view's body may show only its icon), several texts in one label (a title and its caption), code only tvOS or watchOS builds (no Voice Control there).",
        fix: "Start the label with the visible title (\"Edit profile\" for \"Edit\"; in German \"Bearbeiten\" first), or add the words users say as input labels: .accessibilityInputLabels([…]) in SwiftUI, accessibilityUserInputLabels in UIKit.",
        defaultSeverity: .warning,
        roles: [.label],
        examples: examples)

    /// The example catalog's keys and their German, for the examples: the examples' app has one
    /// catalog with these keys in English and German.
    package static let exampleTranslations: [(key: String, german: String)] = [
        ("Delete", "Löschen"), ("Remove item", "Eintrag entfernen"), ("Edit", "Bearbeiten"), ("Edit profile", "Profil ändern"),
        ("Save", "Sichern"), ("Save draft", "Entwurf sichern"), ("Profile", "Profil"), ("Change", "Ändern"), ("Saving…", "Wird gesichert…"),
        ("Saved", "Gesichert"),
    ]

    private static var examples: [RuleExample] {
        [
            RuleExample("Button(\"Delete\") { remove() }.accessibilityLabel(\"Remove item\")", language: "en", role: .label, triggers: true,
                        note: "the label lacks the title in English (and in German)"),
            RuleExample("Button(\"Edit\") { edit() }.accessibilityLabel(\"Edit profile\")", language: "de", role: .label, triggers: true,
                        note: "contains it in English; German says Bearbeiten on screen and Profil ändern in the label"),
            RuleExample("Button(\"Save\") { save() }.accessibilityLabel(\"Save draft\")", role: .label, triggers: false,
                        note: "the label contains the title in English and in German"),
            RuleExample("Button(\"Edit\") { edit() }.accessibilityLabel(\"Edit profile\").accessibilityInputLabels([\"Edit\", \"Edit profile\"])",
                        role: .label, triggers: false, note: "input labels name what users say, in each language"),
            RuleExample("Button(\"Edit\") { edit() }.accessibilityLabel(\"Edit profile\").accessibilityInputLabels([\"Profile\"])",
                        language: "de", role: .label, triggers: true, note: "input labels that lack the title in German do not help"),
            RuleExample("Button { edit() } label: { Text(\"Change\") }.accessibilityLabel(\"Edit profile\")", language: "en", role: .label,
                        triggers: true, note: "a Text in the label closure is the title"),
            RuleExample("button.setTitle(NSLocalizedString(\"Delete\", comment: \"\"), for: .normal); button.accessibilityLabel = NSLocalizedString(\"Remove item\", comment: \"\")",
                        language: "en", role: .label, triggers: true, note: "UIKit: title and label on the same receiver"),
            RuleExample("button.title = NSLocalizedString(\"Delete\", comment: \"\"); button.setAccessibilityLabel(NSLocalizedString(\"Remove item\", comment: \"\"))",
                        language: "en", role: .label, triggers: true, note: "AppKit: title and setAccessibilityLabel"),
            RuleExample("Text(\"Delete\").onTapGesture { remove() }.accessibilityLabel(\"Remove item\")", language: "en", role: .label, triggers: true,
                        note: "a tappable Text"),
            RuleExample("Button(isSaving ? \"Saving…\" : \"Save\") { save() }.accessibilityLabel(\"Save draft\")", role: .label, triggers: false,
                        note: "a progress title shows while the work runs: users say the other state's (Vittora's unlock button)"),
            RuleExample("Button(didSave ? \"Saved\" : \"Save\") { save() }.accessibilityLabel(\"Save draft\")", role: .label, triggers: false,
                        note: "a title in a passing form of the other (\"Saved\", \"Saving\", \"Copied\") shows just after or while it acts: users say the other (LXC's copy button)"),
            RuleExample("Button(isSaving ? \"Edit\" : \"Save\") { save() }.accessibilityLabel(\"Save draft\")", role: .label, triggers: true,
                        note: "each lasting state's title must be in the label"),
            RuleExample("Text(\"Delete\").accessibilityLabel(\"Remove item\")", role: .label, triggers: false,
                        note: "static text: nothing to act on by voice"),
            RuleExample("Menu { choices } label: { Label(\"Delete\", systemImage: \"trash\") }.accessibilityLabel(\"Remove item\").accessibilityValue(\"Delete\")",
                        role: .label, triggers: false, note: "the title is the element's value, its current choice (IceCubes' privacy menu)"),
            RuleExample("Button { both() } label: { Text(verbatim: \"Sargam + Sheet\") }.accessibilityLabel(Text(verbatim: \"Sargam plus sheet view\"))", role: .label, triggers: false,
                        note: "a + between words is said \"plus\" (& \"and\", \"und\"): the label holds the title as users say it (survibe)"),
            RuleExample("Button(\"Delete\") { remove() }.accessibilityLabel(name)", role: .label, triggers: false, note: "a dynamic label: not judged"),
            RuleExample("Button(\"Delete\") { remove() }.accessibilityLabel(\"Remove \\(name)\")", role: .label, triggers: false,
                        note: "an interpolated label: not judged"),
            RuleExample("Toggle(\"Delete\", isOn: $on).labelsHidden().accessibilityLabel(\"Remove item\")", role: .label, triggers: false,
                        note: "the title is hidden: nothing visible to say"),
            RuleExample("Button(\"Delete\") { remove() }.accessibilityLabel(\"Remove everything\")", role: .label, triggers: false,
                        note: "a label key the catalog lacks: its German is unknown, nothing is judged (key-not-in-catalog reports it)"),
        ]
    }

    /// The finding about one element, if its label misses its title in some language. `texts` has,
    /// per catalog of the run, the texts of the keys looked up (`nil` for a catalog not read).
    package static func findings(for element: TitledElement, path: String, module: String, texts: [[String: LocalizedTexts]?]) -> [Finding] {
        guard var titles = resolve(element.titles, texts), let labels = resolve(element.labels, texts),
              let inputLabels = resolve(element.inputLabels, texts), let values = resolve(element.accessibilityValues, texts),
              let label = element.labels.first?.use else { return [] }
        // A progress title ("Authenticating…") shows while the work runs, when the control waits
        // (Vittora's unlock button is disabled then): users say the title of its other state.
        let lasting = titles.filter { !$0.isProgress }
        if !lasting.isEmpty { titles = lasting }
        // A title that is another's word in a passing form, "Saving" or "Copied" beside "Save" or
        // "Copy" (runsmart's disabled save button, LXC's copy feedback, 49th study): shown while the
        // work runs or just after, never the name users say.
        if titles.count > 1 {
            let words = titles.map(\.sourceText)
            let kept = titles.indices.filter { index in
                guard let word = words[index] else { return true }
                return !words.contains { other in other.map { ProgressText.isPassingForm(word, of: $0) } ?? false }
            }
            if !kept.isEmpty { titles = kept.map { titles[$0] } }
        }
        var languages: [String?] = []
        for side in titles + labels + inputLabels + values {
            guard case .localized(let localized) = side else { continue }
            for language in localized.languages where !languages.contains(where: { $0.map { LanguageTag.same($0, language) } ?? false }) {
                languages.append(language)
            }
        }
        if languages.isEmpty { languages = [nil] }
        var failures: [(language: String?, title: String, labels: [String], inputLabels: [String])] = []
        for language in languages {
            guard let titleTexts = textsIn(titles, language), let labelTexts = textsIn(labels, language),
                  let inputTexts = textsIn(inputLabels, language), let valueTexts = textsIn(values, language) else { continue }
            // A title that is the element's value (a menu showing its current choice) is not its name.
            let said = (labelTexts + inputTexts + valueTexts).map { VisibleWords($0) }
            guard let missed = titleTexts.first(where: { title in
                let forms = VisibleWords.spokenForms(of: title)
                return !forms[0].isEmpty && !forms.contains { words in said.contains { $0.contains(words) } }
            }) else { continue }
            failures.append((language, missed, labelTexts, inputTexts))
        }
        guard let first = failures.first else { return [] }
        let title = element.titles[0].use
        let place = first.language.map { "In \($0), the" } ?? "The"
        var message = "\(place) accessibility label \(list(first.labels)) does not contain the visible title \(quoted(first.title))"
            + " (\(title.form), line \(title.callPosition.line))"
        if !first.inputLabels.isEmpty { message += ", nor do its input labels \(list(first.inputLabels))" }
        message += ": Voice Control users who say the words they see (\(quoted(first.title))) are not understood"
        let others = failures.dropFirst().compactMap(\.language)
        if !others.isEmpty { message += "; the same in \(others.joined(separator: ", "))" }
        if first.language == nil { message += " (hard-coded: the same in every language)" }
        return [Finding(
            ruleID: description.id, severity: description.defaultSeverity, message: message,
            location: CatalogLocation(file: path, position: label.keyPosition, key: label.catalogKey ?? "", language: first.language, variationPath: VariationPath()),
            module: module, role: .label, suggestion: suggestion(title: first.title, labelForm: label.form))]
    }

    /// A title or label value as the catalogs give it.
    private enum Resolved {
        /// Hard-coded text: the same in every language.
        case everyLanguage(String)
        /// A key's texts.
        case localized(LocalizedTexts)

        /// Whether the text, in some language, tells of work going on: "Authenticating…",
        /// "Signing in...", "Wird vorbereitet…" (``ProgressText/isProgress(_:)``).
        var isProgress: Bool {
            switch self {
            case .everyLanguage(let text): ProgressText.isProgress(text)
            case .localized(let localized): localized.texts.values.contains(where: ProgressText.isProgress)
            }
        }

        /// The text in the catalog's source language, or the hard-coded text.
        var sourceText: String? {
            switch self {
            case .everyLanguage(let text): text
            case .localized(let localized): localized.texts[localized.sourceLanguage]
            }
        }
    }

    /// Every value's text, or `nil` when one of them is not known (dynamic, interpolated, a key no
    /// readable catalog has).
    private static func resolve(_ values: [TitledElement.Value], _ texts: [[String: LocalizedTexts]?]) -> [Resolved]? {
        var result: [Resolved] = []
        for value in values {
            switch value.use.argument {
            case .hardCoded(let literal):
                guard let text = literal.plainText else { return nil }
                result.append(.everyLanguage(text))
            case .localized(let lookup):
                guard !lookup.key.hasInterpolation, let found = lookUp(KeyShape.of(lookup), in: value.catalogs, texts) else { return nil }
                result.append(.localized(found))
            case .untranslatable, .dynamic:
                return nil
            }
        }
        return result
    }

    /// The texts of a key in the first catalog that has it; `nil` when none does, or when a catalog
    /// read before it could not be read.
    private static func lookUp(_ shape: String, in catalogs: [Int], _ texts: [[String: LocalizedTexts]?]) -> LocalizedTexts? {
        for catalog in catalogs {
            guard catalog < texts.count, let table = texts[catalog] else { return nil }
            if let found = table[shape] { return found }
        }
        return nil
    }

    /// The texts in one language (`nil`: every language), or `nil` when one is missing there.
    private static func textsIn(_ values: [Resolved], _ language: String?) -> [String]? {
        var result: [String] = []
        for value in values {
            switch value {
            case .everyLanguage(let text):
                result.append(text)
            case .localized(let localized):
                guard let language, let key = localized.texts.keys.sorted().first(where: { LanguageTag.same($0, language) }),
                      let text = localized.texts[key] else { return nil }
                result.append(text)
            }
        }
        return result
    }

    private static func list(_ texts: [String]) -> String {
        texts.map { quoted($0) }.joined(separator: " or ")
    }

    /// The fix in the terms of the label's API.
    private static func suggestion(title: String, labelForm: String) -> String {
        let start = "Start the accessibility label with the visible title (\(quoted(title + " …")))"
        switch labelForm {
        case "setAccessibilityLabel(_:)": return start + "."
        case "accessibilityLabel = …": return start + ", or set accessibilityUserInputLabels to the words users say, \(quoted(title)) first."
        default: return start + ", or add .accessibilityInputLabels([…]) with the words users say, \(quoted(title)) first."
        }
    }
}
