import CatalogKitLite

/// `all-caps-word`: a word of three or more letters in capitals that is not a known acronym ("NEW",
/// "SALE", "JETZT KAUFEN"). Voices spell such words letter by letter.
enum AllCapsWordRule {
    static let description = RuleDescription(
        id: "all-caps-word",
        summary: "An upper-case word that is not a known acronym; voices may spell it letter by letter.",
        rationale: """
            Screen readers spell capitals: "LOG" as "L-O-G", "OFF" as "Oh Eff Eff" (nvaccess/nvda#7604, \
            va.gov-team#3538). Acronyms on the allow-list (PDF, USB, GPS, WLAN, …) and words without a vowel, \
            which are read as letters anyway, pass; words under three letters are not flagged. A capital word of \
            three or four letters is far more often an acronym (AFC, INI, PID) than a shouted word, so only the \
            common words that interfaces shout ("NEW", "SALE", "NEU") are flagged at that length.
            """,
        fix: """
            Write the word in normal case and style it in the interface: "New", "Neu", "Jetzt kaufen". An acronym \
            to be spelled can say so in the catalog: "^[AFK](accessibilitySpeechSpellsOutCharacters: true)".
            """,
        defaultSeverity: .warning,
        // Opt-in: voices read most shouted words ("OFF", "APPNAME") as words, so little is heard wrong.
        isEnabledByDefault: false,
        examples: [
            RuleExample("NEW", role: .label, triggers: true),
            RuleExample("SALE", role: .label, triggers: true),
            RuleExample("New", role: .label, triggers: false),
            RuleExample("Export as PDF", role: .label, triggers: false, note: "an allow-listed acronym"),
            RuleExample("Launch with JIT", role: .label, triggers: false, note: "a short capital word in mixed text"),
            RuleExample("Get it now, LIMITED offer", role: .label, triggers: true, note: "a long capital word"),
            RuleExample("OK", role: .label, triggers: false, note: "under three letters"),
            RuleExample("AFC", role: .label, triggers: false, note: "an acronym (Automatic Frequency Control)"),
            RuleExample("INI", triggers: false, note: "a file format"),
            RuleExample("PID: %@", role: .label, triggers: false, note: "a process id, not \"Pid\""),
            RuleExample("PID: %@", language: "de", role: .label, triggers: false, note: "a process id"),
            RuleExample("NEU", language: "de", role: .label, triggers: true),
            RuleExample("JETZT KAUFEN", language: "de", role: .label, triggers: true),
            RuleExample("EINE KATEGORIE AUSWÄHLEN", language: "de", triggers: true, note: "one finding for the whole text (DuckDuckGo)"),
            RuleExample("Jetzt kaufen", language: "de", role: .label, triggers: false),
            RuleExample("Status: ^[AWAY](accessibilitySpeechSpellsOutCharacters: true)", role: .label, triggers: false,
                        note: "marked to be spelled: read as the author says"),
            RuleExample("WLAN ein", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Words of three or four letters that interfaces write in capitals to shout; any other capital
    /// word that short is taken for an acronym.
    static let shoutedShortWords: Set<String> = [
        "NEW", "SALE", "FREE", "NOW", "BUY", "OFF", "LOG", "OUT", "HOT", "TOP", "BEST", "DEAL", "SAVE", "STOP", "DONE", "EDIT",
        "MORE", "LESS", "HELP", "HOME", "BACK", "NEXT", "OPEN", "SHOP", "LIVE", "GET", "YES", "ALL", "AND", "THE", "YOU", "OUR",
        "NEU", "ALLE", "NEIN", "HIER", "MEHR", "AUS", "EIN", "TOLL", "KAUF", "JETZT", "UND", "DER", "DIE", "DAS", "FÜR", "NUR",
    ]

    private static let vowels: Set<Character> = ["A", "E", "I", "O", "U", "Y", "Ä", "Ö", "Ü"]
    private static let romanNumerals: Set<Character> = ["I", "V", "X", "L", "C", "D", "M"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        var findings: [SpeechFinding] = []
        // A string in capitals throughout is shouting; a lone short capital word in mixed text is
        // most likely an acronym the list does not know (JIT, TOML), so only longer ones count there.
        // Worked out only once a word in capitals turns up, which most strings never have.
        var shouting: Bool?
        func isShouting() -> Bool {
            if let shouting { return shouting }
            let letters = input.text.filter(CharacterClass.isLetter)
            let allCapitals = letters.count >= 3 && letters.allSatisfy(CharacterClass.isUppercase)
            let capitalWords = input.tokens.filter { $0.isWord && $0.text.count >= 2 && $0.text.allSatisfy { !CharacterClass.isLetter($0) || CharacterClass.isUppercase($0) } }
            shouting = allCapitals || capitalWords.count >= 2
            return shouting!
        }
        var shoutedParts: [Substring] = []
        for token in input.words where !cannotBeShouted(token.text) {
            for part in token.text.split(separator: "-") where isShouted(part, lexicon: input.lexicon)
                && (part.count >= 5 || shoutedShortWords.contains(String(part)) && isShouting()) {
                shoutedParts.append(part)
            }
        }
        // A text in capitals throughout ("EINE KATEGORIE AUSWÄHLEN") is one finding, not one per word.
        if shoutedParts.count > 1, isShouting() {
            let range = shoutedParts[0].startIndex..<shoutedParts[shoutedParts.count - 1].endIndex
            let message = "\(input.subject) is written in capitals, and voices may spell its words letter by letter. Write it in "
                + "normal case and style it in the interface."
            return [input.finding(description, range, message)]
        }
        for part in shoutedParts {
            let fixed = part.prefix(1) + part.dropFirst().lowercased()
            let message = "\(input.subject): \(SpeechInput.quote(String(part))) is in capitals and may be spelled letter by "
                + "letter. Write \(SpeechInput.quote(String(fixed))) and style it in the interface."
            findings.append(input.finding(description, part.startIndex..<part.endIndex, message, suggestion: String(fixed)))
        }
        return findings
    }

    /// Whether a word has no part that ``isShouted(_:lexicon:)`` could flag, told from its bytes:
    /// in ASCII the capitals are A to Z, and a shouted part has at least three.
    private static func cannotBeShouted(_ word: Substring) -> Bool {
        var capitals = 0
        for byte in word.utf8 {
            if byte >= 0x80 { return false }
            if byte &- 0x41 < 26 { capitals += 1 }
        }
        return capitals < 3
    }

    private static func isShouted(_ word: Substring, lexicon: Lexicon) -> Bool {
        // Every character must be a capital letter: a first one that is not rules the word out cheaply.
        if let byte = word.utf8.first, byte >= 0x61 && byte <= 0x7A { return false }
        guard let first = word.first, CharacterClass.isUppercase(first) else { return false }
        let letters = word.filter(CharacterClass.isLetter)
        guard letters.count >= 3, letters.allSatisfy(CharacterClass.isUppercase), word.allSatisfy(CharacterClass.isLetter) else { return false }
        let upper = String(word)
        if lexicon.acronyms.contains(upper) || Lexicon.english.acronyms.contains(upper) { return false }
        if letters.allSatisfy({ romanNumerals.contains($0) }) { return false }
        return letters.contains { vowels.contains($0) }
    }
}
