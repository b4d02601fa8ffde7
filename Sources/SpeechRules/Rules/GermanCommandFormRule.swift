import CatalogKitLite

/// `de-command-form`: a German command in the du-imperative ("Kopiere Pfad") among a catalog's
/// commands in the infinitive ("Pfad kopieren", "Alle löschen").
///
/// German buttons, menu items and short help tags are written in the infinitive. One written as a
/// du-imperative among them is heard as a clumsy command, and it is no form of address: "Kopiere
/// Pfad" is not "du" in a "Sie" app (that is `de-address-consistency`, for sentences), and "Kopieren
/// Sie Pfad" would be wrong for a menu item too. A command's form is judged only against its
/// catalog's commands (``GermanCommandForm``): a catalog without a convention of infinitives gets
/// no finding.
enum GermanCommandFormRule {
    /// The catalog's commands the examples are judged among.
    static let infinitiveCommands = ["Alle löschen", "Debug-Informationen exportieren…", "Im Finder öffnen"]

    static let description = RuleDescription(
        id: "de-command-form",
        summary: "A German command in the du-imperative (\"Kopiere Pfad\") where the catalog's commands are infinitives (\"Pfad kopieren\").",
        rationale: """
            German buttons, menu items and short help tags are commands in the infinitive ("Pfad kopieren", \
            "Alle löschen"). One written as a du-imperative among them ("Kopiere Pfad", "Zeige Probleme") is \
            heard as a clumsy, inconsistent command in a menu or a row of buttons. It is judged against the \
            catalog's own commands: at least three infinitive commands, and more of them than imperatives \
            (counted wherever they stand, a picker's title too), make the convention. A first-person progress message ("Lade…") is no command.
            """,
        fix: "Write the command in the infinitive, as the catalog's other commands: \"Pfad kopieren\", \"Probleme anzeigen\".",
        defaultSeverity: .warning,
        roles: [.label, .hint],
        examples: [
            RuleExample("Kopiere Pfad", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: true, note: "among infinitive commands"),
            RuleExample("Zeige Probleme", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: true, note: "an irregular infinitive: Probleme anzeigen"),
            RuleExample("Pfad kopieren", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false, note: "the convention"),
            RuleExample("Kopiere Pfad", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: ["Alle löschen"], triggers: false, note: "no convention to hold it against"),
            RuleExample("Kopiere Pfad", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands + ["Wähle Währung", "Wähle Einheit", "Durchsuche alle Einheiten"], triggers: false,
                        note: "du-imperatives elsewhere in the catalog (pickers, prompts) outnumber its infinitives: no convention (EinheitenUmrechner)"),
            RuleExample("Gehe zu Definition", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false, note: "the navigation command German menus write so (MeatPad)"),
            RuleExample("Lade…", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false, note: "first-person progress is no command"),
            RuleExample("Drücke einen Tastaturkurzbefehl…  Esc bricht ab", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false, note: "a prompt in two parts, not a command (GlossPop)"),
            RuleExample("Deaktiviere.", language: "de", role: .label, sourceText: "Deactivating.", presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false,
                        note: "the source's -ing says progress, also without an ellipsis (OmnipodKit)"),
            RuleExample("Klicke, um die Vorbehalte zu sehen", language: "de", role: .label, presentation: TextPresentation(form: .actionTitle),
                        catalogStrings: infinitiveCommands, triggers: false, note: "a clause of purpose makes an instruction, not a command"),
            RuleExample("Klicke auf die Kopfzeile, um zu sortieren.", language: "de", role: .hint,
                        catalogStrings: infinitiveCommands, triggers: false, note: "a sentence, judged by de-address-consistency"),
        ])

    /// No per-string half: a command's form is judged only against its catalog's commands.
    static let rule = SpeechRule(description: description) { _ in [] }

    /// The fewest infinitive commands that make the catalog's convention.
    static let conventionMinimum = 3

    /// The catalog-wide half: each German command notes its form; the du-imperatives among a
    /// catalog's infinitives get a finding.
    static let catalogWideRule = CatalogWideSpeechRule(
        id: description.id,
        note: { GermanCommandForm.of($0) },
        judge: { notes, string in
            let commands = notes.compactMap { $0 as? GermanCommandForm }
            guard commands.count == notes.count else { return [] }
            return check(commands, string: string)
        })

    /// The commands in the du-imperative of a catalog whose commands are mostly infinitives;
    /// `string(i)` gives the string of `commands[i]`, asked only for those that get a finding.
    static func check(_ commands: [GermanCommandForm], string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)] {
        // Both forms count wherever they stand; only a command the code shows as one is reported.
        let infinitives = commands.count { $0 == .infinitive }
        let imperatives = commands.count - infinitives
        guard infinitives >= conventionMinimum, infinitives > imperatives else { return [] }
        return commands.indices.compactMap { index in
            guard case .imperative(let verb, let infinitive) = commands[index], let string = string(index) else { return nil }
            let input = SpeechInput(string)
            // The note's ranges were found in the same text the string gives back.
            guard verb.upperBound <= input.text.endIndex else { return nil }
            let message = "\(input.subject) is a command in the du-imperative (\(SpeechInput.quote(String(input.text[verb])))), while "
                + "\(infinitives) German commands of this catalog are infinitives, as German buttons and menu items are written. "
                + "Write \(SpeechInput.quote(infinitive))."
            return (index, input.finding(description, verb, message, suggestion: infinitive))
        }
    }
}
