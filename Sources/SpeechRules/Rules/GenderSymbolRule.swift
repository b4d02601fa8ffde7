import CatalogKitLite

/// `de-gender-symbol`: German gender forms with a colon, asterisk, underscore or capital I
/// ("Nutzer:innen", "Nutzer*innen", "NutzerInnen"). Off by default: Apple itself uses the colon.
enum GenderSymbolRule {
    static let description = RuleDescription(
        id: "de-gender-symbol",
        summary: "German gender forms with colon, asterisk, underscore or capital I (opt-in).",
        rationale: """
            The colon is usually not spoken, but many blind users turn punctuation on and then hear "Nutzer \
            Doppelpunkt innen"; the DBSV recommends neutral wording or both forms. Apple uses the colon since \
            iOS 15, so the rule is off by default.
            """,
        fix: "Use a neutral word or both forms: \"Nutzende\", \"Team\", \"Nutzerinnen und Nutzer\".",
        defaultSeverity: .info,
        isEnabledByDefault: false,
        examples: [
            RuleExample("Nutzer:innen", language: "de", role: .label, triggers: true),
            RuleExample("Nutzer*innen", language: "de", role: .label, triggers: true),
            RuleExample("Nutzer_innen", language: "de", role: .label, triggers: true),
            RuleExample("NutzerInnen", language: "de", role: .label, triggers: true),
            RuleExample("Nutzende", language: "de", role: .label, triggers: false),
            RuleExample("Nutzerinnen und Nutzer", language: "de", role: .label, triggers: false),
            RuleExample("Users: 3", language: "en", role: .label, triggers: false, note: "German only"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.isGerman else { return [] }
        let chars = Array(input.text)
        var indices = Array(input.text.indices)
        indices.append(input.text.endIndex)
        var findings: [SpeechFinding] = []
        var index = 1
        while index + 2 < chars.count {
            let mark = chars[index]
            let isSymbolForm = [":", "*", "_", "·"].contains(mark) && chars[index + 1] == "i" && chars[index + 2] == "n"
            let isCapitalI = mark == "I" && chars[index + 1] == "n" && chars[index - 1].isLowercase
            guard (isSymbolForm || isCapitalI), chars[index - 1].isLetter else {
                index += 1
                continue
            }
            // The suffix must be "in" or "innen" and end the word.
            let suffixStart = isSymbolForm ? index + 1 : index
            var end = suffixStart + 2
            if end + 3 <= chars.count, String(chars[end..<(end + 3)]) == "nen" { end += 3 }
            guard end >= chars.count || !chars[end].isLetter else {
                index += 1
                continue
            }
            var start = index
            while start > 0 && chars[start - 1].isLetter { start -= 1 }
            let range = indices[start]..<indices[end]
            let message = "\(input.subject): the gender form \(SpeechInput.quote(String(input.text[range]))) is read with its "
                + "symbol when punctuation is on, or as one odd word. Use a neutral word or both forms."
            findings.append(input.finding(description, range, message))
            index = end
        }
        return findings
    }
}
