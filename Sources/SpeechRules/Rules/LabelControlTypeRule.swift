import CatalogKitLite
import Foundation

/// `label-control-type`: a label that names its control type ("Play button", "Image of a dog").
/// VoiceOver already speaks the type from the element's traits, so users hear it twice.
enum LabelControlTypeRule {
    static let description = RuleDescription(
        id: "label-control-type",
        summary: "A control-type word at the edge of a label (\"Play button\", \"Image of a dog\").",
        rationale: """
            Apple: the label "does not include the type of the control or view … 'Save,' not 'Save button.'" \
            VoiceOver adds the type from the trait, so users hear "Play button, button".
            """,
        fix: "Drop the type word: \"Play\", \"Dog on a beach\", \"Abspielen\".",
        defaultSeverity: .warning,
        // Opt-in: in real apps the type word most often names the content (a mouse's "Back button").
        isEnabledByDefault: false,
        roles: [.label],
        examples: [
            RuleExample("Play button", role: .label, triggers: true),
            RuleExample("Image of a dog", role: .label, triggers: true),
            RuleExample("Play", role: .label, triggers: false),
            RuleExample("Preview button", triggers: false, note: "a string without a role: a menu title or body text"),
            RuleExample("Dark Mode Icon", role: .label, triggers: false, note: "an icon's name in an icon picker"),
            RuleExample("Open Link", role: .label, triggers: false, note: "the link is what is opened"),
            RuleExample("Photo library", role: .label, triggers: false, note: "a domain noun"),
            RuleExample("Share post as image", role: .label, triggers: false, note: "the object of a verb"),
            RuleExample("Show right of the reload button", role: .label, triggers: false, note: "names another control"),
            RuleExample("Turn on the switch in Settings", role: .label, triggers: false, note: "not at an edge as a type"),
            RuleExample("Home Button", role: .label, triggers: false, note: "names the hardware button, as a settings option does"),
            RuleExample("play button", triggers: false, note: "the Unicode name of ▶️, a string without a role (Threema's RendezvousEmoji)"),
            RuleExample("Abspielen-Schaltfläche", language: "de", role: .label, triggers: true),
            RuleExample("Schließen-Taste", language: "de", role: .label, triggers: true),
            RuleExample("Play-Taste", language: "de", role: .label, triggers: true),
            RuleExample("Schaltfläche Schließen", language: "de", role: .label, triggers: true, note: "the type word first"),
            RuleExample("Tab-Taste", language: "de", role: .label, triggers: false, note: "a key of the keyboard"),
            RuleExample("Home-Taste", language: "de", role: .label, triggers: false, note: "the hardware button"),
            RuleExample("Bild von einem Hund", language: "de", role: .label, triggers: true),
            RuleExample("Abspielen", language: "de", role: .label, triggers: false),
            RuleExample("Geduld ist der Schlüssel zu diesem Icon.", language: "de", role: .label, triggers: false, note: "a sentence"),
            RuleExample("Fotomediathek", language: "de", role: .label, triggers: false),
        ])

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    /// Verbs outside the hint lexicon that often start labels acting on an image or icon.
    static let extraVerbs: Set<String> = ["pin", "unpin", "duplicate", "reopen", "downloading", "loading", "saving", "exporting",
                                          "importing", "generating", "anpinnen", "lade", "wird"]
    /// Type words that are also what a label names ("Dark Mode Icon" in an icon picker, "Set current
    /// icon"); they count only in the "Image of …" form.
    static let imageWords: Set<String> = ["image", "icon", "picture", "photo", "graphic", "bild", "symbol", "foto", "grafik"]
    /// Words before a type word that make it the object of the label ("as image", "new icon").
    static let objectMarkers: Set<String> = ["as", "a", "an", "the", "new", "current", "als", "ein", "eine", "einen", "neues",
                                             "neuer", "neue", "aktuelles", "das", "dein", "your", "symbolischer", "symbolic", "download", "post", "nur", "only"]

    /// Hardware buttons and keyboard keys, which a label names with their type word ("Home Button",
    /// "Tab-Taste", "Seitentaste"): the word is part of the name, not the element's type.
    static let hardwareNames: Set<String> = [
        "home", "power", "side", "volume", "lock", "action", "camera", "sleep", "wake", "crown", "tab", "shift", "esc", "escape",
        "enter", "return", "option", "command", "cmd", "control", "ctrl", "alt", "fn", "caps", "backspace", "delete", "space",
        "eingabe", "befehl", "strg", "entf", "umschalt", "rück", "leer", "seiten", "lautstärke", "standby", "ein/aus",
    ]

    /// German type words that start a label before the element's name ("Schaltfläche Schließen").
    static let leadingGermanTypes: Set<String> = ["schaltfläche", "taste", "knopf", "button"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        let lexicon = input.lexicon
        // The tests that rule most labels out need only the count and the last of the tokens other
        // than punctuation; the list is made for the few short labels left.
        let count = input.contentTokens.reduce(0) { $1.kind != .punctuation ? $0 + 1 : $0 }
        guard let last = input.contentTokens.last(where: { $0.kind != .punctuation }) else { return [] }
        // A lone type word is `label-uninformative`'s; a lone compound ("Abspielen-Schaltfläche") is ours.
        guard count >= 2 || last.text.contains("-") else { return [] }
        // Sentences are body text; a label that starts with a verb acts on the object it names
        // ("Share post as image", "Set current icon"), and its type word is that object.
        if let end = input.contentTokens.last, end.isSentenceEnd { return [] }
        // Longer text mentions controls ("after using the Fire Button"); labels that name their type are short.
        if count > 4 { return [] }
        let content = input.contentTokens.filter { $0.kind != .punctuation }
        guard let first = content.first else { return [] }
        let startsWithVerb = first.isWord
            && (lexicon.imperativeVerbs.contains(first.text.lowercased()) || extraVerbs.contains(first.text.lowercased()))
        var hits: [(SpeechToken, Range<String.Index>, String)] = []
        let beforeLast = content.count >= 2 ? content[content.count - 2].text.lowercased() : ""
        if last.isWord, !objectMarkers.contains(beforeLast), let (range, word) = typePart(last, atEnd: true, lexicon: lexicon),
            !imageWords.contains(word.lowercased()), !(startsWithVerb && (content.count >= 3 || word.lowercased() == "link")),
            !namesHardware(last, range, before: beforeLast) {
            hits.append((last, range, word))
        }
        // "Schaltfläche Schließen": German puts the type word first, before the name.
        if input.isGerman, content.count == 2, first.isWord, content[1].isWord, leadingGermanTypes.contains(first.text.lowercased()),
            content[1].text.first.map(CharacterClass.isUppercase) == true {
            hits.append((first, first.range, String(first.text)))
        }
        if content.count >= 3, first.isWord, content[1].isWord, lexicon.controlTypeOfWords.contains(content[1].text.lowercased()),
            let (range, word) = typePart(first, atEnd: false, lexicon: lexicon) {
            hits.append((first, range, word))
        }
        // The domain nouns are looked for (with Foundation) only in the few labels that have a hit.
        guard !hits.isEmpty else { return [] }
        let lower = input.trimmedText.lowercased()
        if lexicon.controlTypeAllowedPhrases.contains(where: { lower.contains($0) }) { return [] }
        return hits.map { _, range, word in
            let rest = input.text[input.trimmedRange].replacingOccurrences(of: String(input.text[range]), with: "")
                .trimmingCharacters(in: [" ", "-", ",", ":"])
            let message = "\(input.subject) names its type \(SpeechInput.quote(word)): VoiceOver already says the type from "
                + "the element's trait, so listeners hear it twice. Drop it"
                + (rest.isEmpty ? "." : ": \(SpeechInput.quote(rest)).")
            return input.finding(description, range, message, suggestion: rest.isEmpty ? nil : rest)
        }
    }

    /// Whether the type word at the end names a hardware button or a key: the word before it, or
    /// the part of its compound before it, is one of ``hardwareNames``.
    private static func namesHardware(_ token: SpeechToken, _ typeRange: Range<String.Index>, before: String) -> Bool {
        let head = token.text[token.text.startIndex..<typeRange.lowerBound].trimmingCharacters(in: ["-"]).lowercased()
        return hardwareNames.contains(head.isEmpty ? before : head)
    }

    /// The type word at the start or end of a word (or of a hyphenated compound).
    private static func typePart(_ token: SpeechToken, atEnd: Bool, lexicon: Lexicon) -> (Range<String.Index>, String)? {
        let whole = token.text.lowercased()
        if lexicon.controlTypeWords.contains(whole) { return (token.range, String(token.text)) }
        // Only a token with a hyphen has parts; most have none, and are not split.
        guard token.text.utf8.contains(0x2D) else { return nil }
        let parts = token.text.split(separator: "-")
        guard parts.count >= 2, let part = atEnd ? parts.last : parts.first,
            lexicon.controlTypeWords.contains(part.lowercased()) else { return nil }
        return (part.startIndex..<part.endIndex, String(part))
    }
}
