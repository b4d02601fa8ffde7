import CatalogKitLite

/// `ambiguous-abbreviation`: abbreviations a voice reads as another word: a unit letter glued to a
/// number ("1m ago" read "one meter ago", "5h" read "five h"), "St.", "Dr.", "No.".
///
/// Only the lexicon's ambiguous abbreviations are reported. The others, which a voice either expands
/// right or reads as the plain abbreviation ("ggf.", "evtl.", "Str.", "Nr.", "z. B.", "bzw.", "vs.",
/// "5 min", "Rosenthaler Str. 30", "Set Nr. %@"), are heard right, so they are not reported at all.
///
/// A unit letter in parentheses after a word, with no number ("Dauer (s)", "Distance (m)"), is read as
/// the letter in a label as well: a column's or a field's unit, written out it is heard.
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
        fix: """
            Write the words: "1 minute ago", "Number 4", "Saint Mary" or "Street", "Stück". Where the short form \
            must stay on screen, give the element an accessibility label in words.
            """,
        defaultSeverity: .warning,
        // Opt-in: apps often give VoiceOver a spelled-out value beside the short text (Docs/precision.md).
        isEnabledByDefault: false,
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
            RuleExample("in 12h", language: "de", role: .label, triggers: true, note: "a unit glued to the number, as \"5h\" in English"),
            RuleExample("vor 5m", language: "de", role: .label, triggers: true),
            RuleExample("%lldT", language: "de", role: .value, triggers: true, note: "\"T\" for Tage, glued to the count"),
            RuleExample("in 12 h", language: "de", role: .label, triggers: false, note: "after a space, read \"Stunden\""),
            RuleExample("Dauer (s)", language: "de", role: .label, triggers: true, note: "a unit without a number, read as a letter"),
            RuleExample("Duration (s)", role: .label, triggers: true),
            RuleExample("Größe (MB)", language: "de", role: .label, triggers: false, note: "a unit voices read"),
            RuleExample("Option (a)", role: .label, triggers: false, note: "not a unit"),
            RuleExample("%1$lld node(s) — %2$@", role: .label, triggers: false, note: "a plural glued to its word, not a unit"),
            RuleExample("%.0f m²", role: .label, triggers: false, note: "square metres: the power makes the unit"),
            RuleExample("Hits of the 90s", role: .label, triggers: false, note: "a decade, read as one"),
            RuleExample("A quiz of cozy 90s comedies", role: .label, triggers: false, note: "a decade before its noun"),
            RuleExample("Every 30s", role: .label, triggers: true, note: "a round number, but seconds: nothing says decade"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        let units = input.role == .label ? unitsInParentheses(input) : []
        guard input.hasToken(.abbreviation) else { return units }
        return units + input.tokens.indices.compactMap { index in
            let token = input.tokens[index]
            guard token.kind == .abbreviation, !isDecade(input, at: index) else { return nil }
            // "m²", "m³": a power makes a length unit an area or a volume, which voices read as such.
            if token.range.upperBound < input.text.endIndex, "²³".contains(input.text[token.range.upperBound]) { return nil }
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

    /// "the 90s", "cozy 90s comedies", "1990s": an "s" glued to a round number is a decade, which
    /// voices read as one ("nineties"), not seconds: always after a year's four digits, and after
    /// two digits when "the" or an apostrophe comes before or a word follows ("Every 30s" stays).
    private static func isDecade(_ input: SpeechInput, at index: Int) -> Bool {
        let token = input.tokens[index]
        guard index > 0, token.text == "s" else { return false }
        let numberToken = input.tokens[index - 1]
        let number = numberToken.text
        guard numberToken.range.upperBound == token.range.lowerBound, number.count == 2 || number.count == 4,
              number.allSatisfy(CharacterClass.isDigit), number.last == "0" else { return false }
        if number.count == 4 { return true }
        let before = input.tokens[..<(index - 1)].last { $0.kind != .space }
        if let before, ["the", "'", "’"].contains(before.text.lowercased()) { return true }
        let after = input.tokens[(index + 1)...].first { $0.kind != .space }
        return after?.isWord == true
    }

    /// Unit letters in parentheses after a word, without a number: "Dauer (s)", "Distance (m)".
    private static func unitsInParentheses(_ input: SpeechInput) -> [SpeechFinding] {
        let tokens = input.contentTokens
        guard tokens.count >= 4 else { return [] }
        var findings: [SpeechFinding] = []
        // "node(s)": parentheses glued to the word mark a plural, not a unit.
        for index in 1..<(tokens.count - 2) where tokens[index].isText("(") && tokens[index + 2].isText(")") && tokens[index - 1].isWord
            && tokens[index - 1].range.upperBound != tokens[index].range.lowerBound {
            let unit = tokens[index + 1]
            guard unit.isWord, let entry = input.lexicon.abbreviations.first(where: { $0.context.isUnit && $0.isAmbiguous && $0.form == unit.text })
            else { continue }
            let message = "\(input.subject): the unit \(SpeechInput.quote("(" + unit.text + ")")) has no number before it, so voices read "
                + "the letter. Write the unit: \(SpeechInput.quote(entry.expansion))."
            findings.append(input.finding(description, unit.range, message,
                                          suggestion: entry.expansion.contains(" or ") || entry.expansion.contains(" oder ") ? nil : entry.expansion))
        }
        return findings
    }
}
