import CatalogKitLite

/// `ambiguous-abbreviation`: abbreviations a voice may expand wrongly ("St.", "Dr.", "1m ago") or
/// unreliably ("Nr.", "ggf."). Everyday ones that voices expand are not flagged: "e.g.", "etc.",
/// "z. B.", "bzw.", "usw.", and time units after a number ("5 min", "Zeit bis zur vollen Ladung:
/// %lld min" in boring.notch).
enum AmbiguousAbbreviationRule {
    static let description = RuleDescription(
        id: "ambiguous-abbreviation",
        summary: "Abbreviations a voice may expand wrongly or not at all (\"1m ago\", \"St.\", \"Nr.\").",
        rationale: """
            VoiceOver reads "1m ago" as "one meter ago" and "No." as "No" (lionheart/openradar-mirror#2838); \
            DECtalk expands "Dr" as doctor where it may be drive. NeMo's German whitelist expands only a few \
            abbreviations, so spelling them out is the safe choice. Unambiguous units after a number (km, kg, \
            °C, %, min) and the everyday abbreviations voices expand ("e.g.", "z. B.", "bzw.", "usw.") are fine.
            """,
        fix: "Write the words: \"1 minute ago\", \"Number 4\", \"Nummer 4\", \"gegebenenfalls\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("1m ago", role: .label, triggers: true),
            RuleExample("Time to Full Charge: %lld min", role: .label, triggers: false, note: "read \"minutes\" after a number (boring.notch)"),
            RuleExample("No. 4", role: .label, triggers: true),
            RuleExample("5 minutes", role: .label, triggers: false),
            RuleExample("No.", role: .label, triggers: false, note: "the answer, not an abbreviation"),
            RuleExample("5 km", role: .label, triggers: false, note: "an unambiguous unit"),
            RuleExample("Search ignores diacritical marks (e.g., ö = o).", role: .hint, triggers: false,
                        note: "voices read e.g. as \"for example\" (CotEditor)"),
            RuleExample("Nr. 4", language: "de", role: .label, triggers: true),
            RuleExample("Tarif ggf. ändern", language: "de", role: .label, triggers: true),
            RuleExample("Umgehe das VPN, z. B. zu einem Drucker.", language: "de", role: .hint, triggers: false,
                        note: "voices read \"zum Beispiel\" (DuckDuckGo)"),
            RuleExample("Dateien bzw. Ordner", language: "de", role: .label, triggers: false, note: "read \"beziehungsweise\" (Pearcleaner)"),
            RuleExample("Zeit bis zur vollen Ladung: %lld min", language: "de", role: .label, triggers: false),
            RuleExample("Max. Kapazität: %lld %%", language: "de", role: .label, triggers: false,
                        note: "read \"Max\", the word's own stem, and understood (boring.notch)"),
            RuleExample("ungefähr 5 Minuten", language: "de", role: .label, triggers: false),
            RuleExample("zum Beispiel Nummer 4", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.abbreviation) else { return [] }
        return input.tokens.compactMap { token in
            guard token.kind == .abbreviation else { return nil }
            let written = String(token.text)
            let entry = input.lexicon.abbreviations.first { $0.form == written || $0.form.lowercased() == written.lowercased() }
            let expansion = entry?.expansion ?? "the full word"
            let ambiguous = entry?.isAmbiguous ?? false
            let why = ambiguous ? "that voices may expand to the wrong word" : "that voices expand unreliably"
            let message = "\(input.subject): \(SpeechInput.quote(written)) is an abbreviation \(why). Write "
                + "\(SpeechInput.quote(expansion))."
            return input.finding(description, token.range, message, severity: ambiguous ? .warning : .info,
                                 suggestion: expansion.contains(" or ") || expansion.contains(" oder ") ? nil : expansion)
        }
    }
}
