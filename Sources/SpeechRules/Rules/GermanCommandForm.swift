import CatalogKitLite
import Foundation

/// The form of a short German command (a button's, a menu item's or a short help tag's text):
/// German interfaces write commands in the infinitive ("Pfad kopieren", "%@ öffnen", "Alle
/// löschen"), so a du-imperative ("Kopiere Pfad", "Zeige Probleme") is heard as a clumsy command,
/// not as the user addressed with "du". A first-person progress message ("Lade…", "Suche nach
/// Updates…", for "Loading…") is neither.
public enum GermanCommandForm: Sendable, Hashable {
    /// A command in the infinitive: "Pfad kopieren".
    case infinitive
    /// A command in the du-imperative, the verb and the infinitive form to write instead:
    /// "Kopiere Pfad", "Pfad kopieren".
    case imperative(verb: Range<String.Index>, infinitive: String)
    /// A command in the du-imperative where the code shows no command (a picker's or a text
    /// field's title, a text without a known form): part of the catalog's style, as an infinitive
    /// is wherever it stands, but never reported (EinheitenUmrechner's "Wähle Währung" pickers and
    /// "Durchsuche alle Einheiten" prompts, 61st study, which outnumber its infinitives).
    case imperativeElsewhere

    /// The most words a command has; longer text is a sentence.
    static let maximumWords = 6

    /// Particles of separable verbs that end an imperative command ("Füge Datei hinzu"): the
    /// infinitive puts them before the verb ("Datei hinzufügen").
    static let particles: Set<String> = [
        "aus", "ein", "an", "ab", "zu", "auf", "fest", "hinzu", "weg", "zurück", "vor", "nach", "mit", "her", "hin", "um", "fort",
    ]

    /// The articles a command leaves out before its object.
    static let definiteArticles: Set<String> = ["der", "die", "das", "den", "dem"]

    /// Imperatives whose command form in German interfaces is another verb's infinitive ("Zeige
    /// Probleme": "Probleme anzeigen") or is irregular.
    static let irregularInfinitives: [String: String] = [
        "zeige": "anzeigen", "gib": "geben", "sieh": "ansehen", "lies": "lesen", "nimm": "nehmen", "geh": "gehen", "mach": "machen",
        "wechsle": "wechseln", "wechsele": "wechseln",
    ]

    /// The command form of a German string, or `nil` when it is no command: a sentence (more than
    /// ``maximumWords`` words, or a sentence's end), text that addresses the user with a pronoun, a
    /// progress message, or a single word. A du-imperative is ``imperative(verb:infinitive:)`` in the
    /// title of a control that acts (a button, a link, a menu) or in a help tag, and
    /// ``imperativeElsewhere`` anywhere else; an infinitive counts anywhere.
    static func of(_ input: SpeechInput) -> GermanCommandForm? {
        guard input.isGerman, input.role != .value, input.role != .announcement else { return nil }
        // The first and last word (or placeholder) are found in place; the list of them is made only
        // for a command to rewrite, since nearly every German text is neither form.
        let content = input.contentTokens
        let isWordLike: (SpeechToken) -> Bool = { $0.isWord || $0.isPlaceholder }
        guard let firstIndex = content.firstIndex(where: isWordLike), let lastIndex = content.lastIndex(where: isWordLike),
            firstIndex < lastIndex else { return nil }
        let first = content[firstIndex]
        let last = content[lastIndex]
        let isImperative = first.isWord && input.lexicon.imperativeVerbs.contains(first.text.lowercased())
            && first.text.first.map(CharacterClass.isUppercase) == true
        // The shape is looked at only for a text that has a command's verb: most have neither.
        guard isImperative || (last.isWord && isInfinitive(last.text)), isCommandShaped(input) else { return nil }
        if isImperative {
            // Judged only where the code shows a command: a button's, link's or menu's title, a help
            // tag. A text field's prompt speaks to the user ("Gib den Notiztext ein"), and a toggle's or
            // picker's title is no command.
            let form = input.string.presentation.form
            guard !isProgress(input) else { return nil }
            let words = content.filter(isWordLike)
            // "Gehe zu Definition", "Gehe zum Ordner": the navigation command German menus write so
            // (macOS's own "Gehe zu" menu); "Zu Definition gehen" is no German.
            if ["gehe", "geh"].contains(first.text.lowercased()), words.count > 1, ["zu", "zum", "zur"].contains(words[1].text.lowercased()) {
                return nil
            }
            guard form == .actionTitle || form == .helpTag else { return .imperativeElsewhere }
            return .imperative(verb: first.range, infinitive: infinitiveCommand(input, verb: first, words: words))
        }
        return .infinitive
    }

    /// Whether the text is short (unless `ofAnyLength`: a control's name) and ends no sentence: at most ``maximumWords`` words, no ".", "!" or
    /// "?", an ellipsis only last (a menu item's; one with words after it starts a second part, as in
    /// GlossPop's prompt "Drücke einen Tastaturkurzbefehl…  Esc bricht ab", 51st study), and no
    /// pronoun of address.
    static func isCommandShaped(_ input: SpeechInput, ofAnyLength: Bool = false) -> Bool {
        let content = input.contentTokens
        guard ofAnyLength || input.words.count <= maximumWords, !content.contains(where: \.isSentenceEnd) else { return false }
        if let ellipsis = content.firstIndex(where: { $0.text == "…" || $0.text == "..." }),
           content[(ellipsis + 1)...].contains(where: { $0.isWord }) { return false }
        return !input.words.dropFirst().contains { word in
            let lower = word.text.lowercased()
            return pronounsOfAddress.contains(lower) || clausesOfPurpose.contains(lower)
        }
    }

    /// Pronouns that address the user: a text with one speaks to the user, it is no command.
    private static let pronounsOfAddress: Set<String> = [
        "du", "dein", "deine", "deinen", "deinem", "deiner", "dich", "dir", "sie", "ihr", "ihre", "ihren", "ihnen",
    ]
    /// A clause of purpose or condition ("Klicke, um die Vorbehalte zu sehen") makes an instruction, not a command.
    private static let clausesOfPurpose: Set<String> = ["um", "damit", "wenn", "falls", "sobald"]

    /// A lower-case infinitive: "kopieren", "ändern", "wechseln".
    static func isInfinitive(_ word: Substring) -> Bool {
        guard let letter = word.first, CharacterClass.isLowercase(letter), word.count >= 4 else { return false }
        return word.hasSuffix("en") || word.hasSuffix("ern") || word.hasSuffix("eln")
    }

    /// "Lade…", "Suche nach Updates…", "Lösche Dateien…" for "Deleting files…": a progress message in
    /// the first person. Its source says so ("…ing…"), with or without an ellipsis ("Deaktiviere."
    /// for OmnipodKit's "Deactivating.", 51st study); without a source, only a single word with an
    /// ellipsis counts ("Lade…").
    static func isProgress(_ input: SpeechInput) -> Bool {
        if let source = input.string.sourceText { return ProgressText.hasProgressWord(source) }
        // "…" or three periods, which the tokens may hold one by one.
        return ProgressText.endsWithEllipsis(input.text[input.trimmedRange]) && input.words.count == 1
    }

    /// The infinitive command for a du-imperative one: the rest first, the verb last, a separable
    /// verb's particle joined to it, an ellipsis kept ("Exportiere Dateipfad…": "Dateipfad
    /// exportieren…", "Füge Datei hinzu": "Datei hinzufügen").
    static func infinitiveCommand(_ input: SpeechInput, verb: SpeechToken, words: [SpeechToken]) -> String {
        let text = input.text
        let trimmedEnd = input.trimmedRange.upperBound
        var restEnd = trimmedEnd
        var ellipsis = ""
        if let last = input.contentTokens.last, last.kind == .punctuation, last.text == "…" || last.text == "..." {
            restEnd = last.range.lowerBound
            ellipsis = String(last.text)
        }
        var particle = ""
        if let last = words.last, last.range.upperBound <= restEnd, last.isWord, particles.contains(last.text.lowercased()), words.count > 2 {
            particle = last.text.lowercased()
            restEnd = last.range.lowerBound
        }
        var rest = String(text[verb.range.upperBound..<restEnd]).trimmingCharacters(in: .whitespaces)
        // A command names its object without the article: "Öffne die Konfiguration", "Konfiguration
        // öffnen". Before an adjective the article stays, as its ending needs it ("Wähle die zu
        // überwachenden Repositories aus": "Die zu überwachenden Repositories auswählen", not "Zu
        // überwachenden …", CodingBuddy's help tag in the 41st study).
        let parts = rest.split(separator: " ", maxSplits: 2)
        if parts.count >= 2, definiteArticles.contains(parts[0].lowercased()), let noun = parts[1].first, CharacterClass.isUppercase(noun) {
            rest = String(rest.dropFirst(parts[0].count)).trimmingCharacters(in: .whitespaces)
        }
        if let first = rest.first, CharacterClass.isLowercase(first), first.isLetter { rest = first.uppercased() + rest.dropFirst() }
        let infinitive = particle + infinitive(of: verb.text.lowercased(), hasParticle: !particle.isEmpty)
        return (rest.isEmpty ? infinitive : rest + " " + infinitive) + ellipsis
    }

    /// The infinitive of a du-imperative: "kopiere" "kopieren", "speichere" "speichern", "geh" "gehen".
    static func infinitive(of imperative: String, hasParticle: Bool) -> String {
        if let irregular = irregularInfinitives[imperative], !(hasParticle && imperative == "zeige") { return irregular }
        if imperative == "zeige" { return "zeigen" }
        // "speichere" "speichern", "wechsele" "wechseln"; but "kopiere" "kopieren".
        if (imperative.hasSuffix("ere") || imperative.hasSuffix("ele")) && !imperative.hasSuffix("iere") {
            return String(imperative.dropLast()) + "n"
        }
        if imperative.hasSuffix("e") { return imperative + "n" }
        return imperative + "en"
    }
}
