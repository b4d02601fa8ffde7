import CatalogKitLite

/// `ambiguous-abbreviation`: abbreviations a voice may expand wrongly ("St.", "Dr.", "5 min",
/// "1m ago") or unreliably ("z. B.", "ca.", "usw.").
enum AmbiguousAbbreviationRule {
    static let description = RuleDescription(
        id: "ambiguous-abbreviation",
        summary: "Abbreviations a voice may expand wrongly or not at all (\"5 min\", \"1m ago\", \"z. B.\").",
        rationale: """
            VoiceOver reads "1m ago" as "one meter ago" and "No." as "No" (lionheart/openradar-mirror#2838); \
            DECtalk expands "Dr" as doctor where it may be drive. NeMo's German whitelist expands only a few \
            abbreviations, so spelling them out is the safe choice. Unambiguous units after a number (km, kg, \
            °C, %) are fine.
            """,
        fix: "Write the words: \"5 minutes\", \"Number 4\", \"zum Beispiel\", \"ungefähr 5 Minuten\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("5 min", role: .label, triggers: true),
            RuleExample("1m ago", role: .label, triggers: true),
            RuleExample("No. 4", role: .label, triggers: true),
            RuleExample("5 minutes", role: .label, triggers: false),
            RuleExample("No.", role: .label, triggers: false, note: "the answer, not an abbreviation"),
            RuleExample("5 km", role: .label, triggers: false, note: "an unambiguous unit"),
            RuleExample("Search ignores diacritical marks (e.g., ö = o).", role: .hint, triggers: false,
                        note: "voices read e.g. as \"for example\" (CotEditor)"),
            RuleExample("ca. 5 Min.", language: "de", role: .label, triggers: true),
            RuleExample("z. B. Nr. 4", language: "de", role: .label, triggers: true),
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
