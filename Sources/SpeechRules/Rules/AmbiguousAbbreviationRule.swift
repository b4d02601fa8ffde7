import CatalogKitLite

/// `ambiguous-abbreviation`: abbreviations a voice reads as another word: a unit letter glued to a
/// number ("1m ago" read "one meter ago", "5h" read "five h"), "St.", "Dr.", "No.".
///
/// Only the lexicon's ambiguous abbreviations are reported. The others, which a voice either expands
/// right or reads as the plain abbreviation ("ggf.", "evtl.", "Str.", "Nr.", "z. B.", "bzw.", "vs.",
/// "5 min"), were judged fine by every outside reader: 0 of 13 readings were right (gematik's
/// "Rosenthaler Str. 30", "Set Nr. %@", DuckDuckGo's "z. B."), so they are not reported at all.
enum AmbiguousAbbreviationRule {
    static let description = RuleDescription(
        id: "ambiguous-abbreviation",
        summary: "Abbreviations a voice reads as another word (\"1m ago\" as \"one meter ago\", \"St.\", \"Dr.\", \"No.\").",
        rationale: """
            VoiceOver reads "1m ago" as "one meter ago" and "No." as "No" (lionheart/openradar-mirror#2838, \
            openradar 18789704); "5h" and "1d" are read "five h" and "one d" (DagAgren/toot#123); DECtalk \
            expands "Dr" as doctor where it may be drive. Units after a number that voices read in full \
            (km, kg, °C, %, min) and the everyday abbreviations voices expand ("e.g.", "z. B.", "ggf.", \
            "Str.", "Nr.") are fine.
            """,
        fix: "Write the words: \"1 minute ago\", \"Number 4\", \"Saint Mary\" or \"Street\", \"Stück\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("1m ago", role: .label, triggers: true),
            RuleExample("%ldh ago", role: .label, triggers: true, note: "read \"five h ago\" (Mastodon's timeline)"),
            RuleExample("Time to Full Charge: %lld min", role: .label, triggers: false, note: "read \"minutes\" after a number (boring.notch)"),
            RuleExample("No. 4", role: .label, triggers: true),
            RuleExample("5 minutes", role: .label, triggers: false),
            RuleExample("No.", role: .label, triggers: false, note: "the answer, not an abbreviation"),
            RuleExample("5 km", role: .label, triggers: false, note: "an unambiguous unit"),
            RuleExample("Search ignores diacritical marks (e.g., ö = o).", role: .hint, triggers: false,
                        note: "voices read e.g. as \"for example\" (CotEditor)"),
            RuleExample("Preis: 2,50 € pro St.", language: "de", role: .label, triggers: true, note: "Stück or Sankt"),
            RuleExample("Set Nr. %@", language: "de", role: .label, triggers: false, note: "read \"Nummer\" (a LEGO set app)"),
            RuleExample("Entfernen Sie ggf. die Schutzhülle.", language: "de", role: .hint, triggers: false,
                        note: "read \"gegebenenfalls\" (gematik E-Rezept)"),
            RuleExample("gematik GmbH, Rosenthaler Str. 30, 10178 Berlin", language: "de", triggers: false, note: "read \"Straße\""),
            RuleExample("Umgehe das VPN, z. B. zu einem Drucker.", language: "de", role: .hint, triggers: false,
                        note: "voices read \"zum Beispiel\" (DuckDuckGo)"),
            RuleExample("Dateien bzw. Ordner", language: "de", role: .label, triggers: false, note: "read \"beziehungsweise\" (Pearcleaner)"),
            RuleExample("Zeit bis zur vollen Ladung: %lld min", language: "de", role: .label, triggers: false),
            RuleExample("Max. Kapazität: %lld %%", language: "de", role: .label, triggers: false,
                        note: "read \"Max\", the word's own stem, and understood (boring.notch)"),
            RuleExample("ungefähr 5 Minuten", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.abbreviation) else { return [] }
        return input.tokens.compactMap { token in
            guard token.kind == .abbreviation else { return nil }
            let written = String(token.text)
            guard let entry = input.lexicon.abbreviations.first(where: { $0.form == written || $0.form.lowercased() == written.lowercased() }),
                entry.isAmbiguous
            else { return nil }
            let message = "\(input.subject): \(SpeechInput.quote(written)) is an abbreviation that voices may read as "
                + "another word. Write \(SpeechInput.quote(entry.expansion))."
            return input.finding(description, token.range, message,
                                 suggestion: entry.expansion.contains(" or ") || entry.expansion.contains(" oder ") ? nil : entry.expansion)
        }
    }
}
