import CatalogKitLite
import Foundation

/// `de-transliterated-umlaut`: German written with "ae", "oe", "ue" for "ä", "ö", "ü" ("Schluessel",
/// "Gruesse", "Oeffnen"), as a keyboard or a system without umlauts leaves it. A German voice reads
/// the letters as written: "Schlu-essel".
enum TransliteratedUmlautRule {
    static let description = RuleDescription(
        id: "de-transliterated-umlaut",
        summary: "German with \"ae\", \"oe\", \"ue\" for \"ä\", \"ö\", \"ü\" (\"Schluessel\", \"Gruesse\").",
        rationale: """
            German voices read what is written: "Schluessel" as "Schlu-essel", "Oeffnen" with an "o-e". A \
            transliteration is also a sign the text was typed where umlauts were missing, so a reader stumbles \
            over it as well. A word the source text writes alike, or a name of the app its Xcode project gives, \
            is a name (an app called "Aether"), not German typed without umlauts.
            """,
        fix: "Write the umlauts: \"Schlüssel\", \"Grüße\", \"Öffnen\" (Swiss German: \"Grüsse\").",
        defaultSeverity: .warning,
        examples: [
            RuleExample("API-Schluessel", language: "de", role: .label, triggers: true),
            RuleExample("Viele Gruesse", language: "de", role: .announcement, triggers: true),
            RuleExample("Uebersicht", language: "de", role: .label, triggers: true),
            RuleExample("Aether Datenschutzrichtlinie", language: "de", role: .label, appNames: ["Aether", "iOS"], triggers: false,
                        note: "the app's name, from its Xcode project (Aether, 46th study)"),
            RuleExample("Aether Datenschutzrichtlinie", language: "de", role: .label, sourceText: "Aether Privacy Policy", triggers: false,
                        note: "a name the source text writes alike"),
            RuleExample("Aether Datenschutzrichtlinie", language: "de", role: .label, sourceText: "Aetherial privacy", appNames: ["AetherApp"],
                        triggers: true, note: "only a whole word of the source or of the app's names is a name"),
            RuleExample("Datei loeschen", language: "de", role: .label, triggers: true),
            RuleExample("Einstellungen fuer Benachrichtigungen", language: "de", triggers: true, note: "text without a role"),
            RuleExample("API-Schlüssel", language: "de", role: .label, triggers: false),
            RuleExample("Bluetooth aktuell halten", language: "de", role: .label, triggers: false, note: "\"ue\" in a loan and in \"aktuell\""),
            RuleExample("Michael und Israel", language: "de", triggers: false, note: "names"),
            RuleExample("Aerodynamik", language: "de", role: .label, triggers: false),
            RuleExample("Abenteuer", language: "de", role: .label, triggers: false),
            RuleExample("Koeffizient", language: "de", role: .label, triggers: false, note: "a loanword's two vowels, not \"Köffizient\" (Pagi)"),
            RuleExample("Kongruenz", language: "de", role: .label, triggers: false,
                        note: "the Latin \"kongru-\" holds the letters of \"grün\", not a transliteration (Konjugieren)"),
            RuleExample("Schluessel", role: .label, triggers: false, note: "German only"),
            RuleExample("Verschlüsselung: aes128-ctr", language: "de", role: .value, triggers: false, note: "an identifier with digits, read as written"),
            RuleExample("Verschlüsselt mit AES-256-GCM", language: "de", role: .label, triggers: false, note: "an acronym in capitals (SaneClip)"),
            RuleExample("UEBERSICHT", language: "de", role: .label, triggers: true, note: "a word in capitals, not an acronym"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Word starts that are no transliteration although they hold "ae", "oe" or "ue" at the start.
    static let legitimateStarts = ["aero", "aest", "oecum", "oeko", "oeuv", "uefa"]

    /// Loanwords whose "oe" or "ue" is two vowels, wherever they stand in a word: the Latin prefix
    /// "ko-" before a vowel ("Koeffizient", "Koexistenz", "Koedukation"), "Poet", "Oboe", "Aloe",
    /// "Kongruenz" (whose "gruen" is not "grün").
    static let legitimateParts = ["koeff", "koex", "koed", "koerz", "poet", "poes", "oboe", "aloe", "duett", "menuett", "bauelement", "kongru"]

    /// A lexicon's stems, longest first, then alphabetically, so that every run rewrites a word alike.
    private static func ordered(_ stems: [String: String]) -> [(stem: String, umlauted: String)] {
        stems.map { ($0.key, $0.value) }.sorted { ($1.0.count, $0.0) < ($0.0.count, $1.0) }
    }

    private static let germanStems = ordered(Lexicon.german.transliteratedStems)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.isGerman else { return [] }
        let stems = input.lexicon.transliteratedStems == Lexicon.german.transliteratedStems
            ? germanStems : ordered(input.lexicon.transliteratedStems)
        var findings: [SpeechFinding] = []
        for word in input.words {
            // Most words hold none of "ae", "oe", "ue": told from the bytes.
            // A word with digits is an identifier ("aes128-ctr"), read as written.
            guard hasVowelPair(word.text.utf8), !word.text.contains(where: \.isNumber) else { continue }
            // An acronym in capitals ("AES", "OEM", "UEFI") is spelled or read as one: no umlaut.
            if word.text.count <= 4, word.text.allSatisfy(\.isUppercase) { continue }
            // A name: the app's ("Aether", from its project), or one the source writes alike.
            if input.string.appNames.contains(where: { $0 == word.text }) || input.string.sourceText.map({ isWrittenAlike(word.text, in: $0) }) == true {
                continue
            }
            let lower = word.text.lowercased()
            guard let fixed = fixed(word.text, lower: lower, stems: stems, swiss: input.string.language.lowercased().hasSuffix("ch")),
                fixed != String(word.text) else { continue }
            let message = "\(input.subject): \(SpeechInput.quote(String(word.text))) writes the umlauts as two letters, and a "
                + "German voice reads them so. Write \(SpeechInput.quote(fixed))."
            findings.append(input.finding(description, word.range, message, suggestion: fixed))
        }
        return findings
    }

    /// Whether a word stands in a text as a whole word, in the same case.
    static func isWrittenAlike(_ word: Substring, in text: String) -> Bool {
        var searched = text[...]
        while let found = searched.range(of: word) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
            searched = text[found.upperBound...]
        }
        return false
    }

    /// Whether the bytes hold "ae", "oe" or "ue" in either case.
    private static func hasVowelPair(_ bytes: Substring.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            let lower = byte | 0x20
            if lower == 0x65, previous == 0x61 || previous == 0x6F || previous == 0x75 { return true }
            previous = byte >= 0x41 && byte <= 0x5A || byte >= 0x61 && byte <= 0x7A ? lower : 0
        }
        return false
    }

    /// The word with its umlauts, when it is a transliteration: a stem of the list, or a start "Ae",
    /// "Oe", "Ue" before a consonant.
    static func fixed(_ word: Substring, lower: String, stems: [(stem: String, umlauted: String)], swiss: Bool) -> String? {
        if legitimateParts.contains(where: lower.contains) { return nil }
        var result = lower
        var changed = false
        for (stem, umlauted) in stems where result.contains(stem) {
            result = result.replacingOccurrences(of: stem, with: swiss ? umlauted.replacingOccurrences(of: "ß", with: "ss") : umlauted)
            changed = true
        }
        if !changed {
            let start = Array(lower.prefix(3))
            let umlauts: [Character: String] = ["a": "ä", "o": "ö", "u": "ü"]
            guard start.count == 3, start[1] == "e", let umlaut = umlauts[start[0]], !"aeiouyäöü".contains(start[2]),
                !legitimateStarts.contains(where: lower.hasPrefix) else { return nil }
            result = umlaut + lower.dropFirst(2)
        }
        // The case of the word as written: its first letter, or every letter.
        if word.allSatisfy({ !$0.isLetter || $0.isUppercase }) && word.count > 1 { return result.uppercased() }
        guard word.first?.isUppercase == true else { return result }
        return result.prefix(1).uppercased() + result.dropFirst()
    }
}
