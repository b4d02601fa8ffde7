import CatalogKitLite

/// `de-address-consistency`: German strings that mix the formal "Sie" with the informal "du".
///
/// Within one string the rule flags the mix itself; across a catalog (`SpeechEngine.checkCatalog`)
/// it flags the sentences that use the minority form of address. A short command ("Kopiere Pfad") is
/// no form of address: its form is `de-command-form`'s, judged against the catalog's commands. A
/// first-person progress message ("Lade…", "Suche…") addresses no one.
enum AddressConsistencyRule {
    static let description = RuleDescription(
        id: "de-address-consistency",
        summary: "German strings that mix \"Sie\" and \"du\".",
        rationale: """
            Apple's German copy has said "du" since macOS Sierra (mactechnews). Switching between "Sie" and "du" \
            sounds careless and is a consistency defect. A sentence-initial "Sie" may mean "they" or "she" and \
            is ignored (a line's start is a sentence's), and so are a quoted sentence (an example a language course \
            teaches) and forms listed side by side ("sie/Sie"). A command ("Kopiere Pfad", or a control's name however long) addresses no one: its form is judged by de-command-form. \
            Across a catalog, the form of address is the one most of its German sentences use, whether they \
            are accessibility strings or not, counted with the German of its module's other catalogs and \
            `.strings` tables; only the accessibility strings that use the other form are reported.
            """,
        fix: "Use one form of address throughout: \"du\", Apple's house style, or \"Sie\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Öffnen Sie Ihr Profil und ändere dein Foto.", language: "de", role: .hint, triggers: true),
            RuleExample("Klicke auf die Kopfzeile, um zu sortieren.", language: "de", role: .hint,
                        catalogStrings: formalCatalog,
                        triggers: true, note: "du among a catalog's Sie"),
            RuleExample("Öffne dein Profil.", language: "de", role: .hint, triggers: false),
            RuleExample("Öffnen Sie Ihr Profil.", language: "de", role: .hint, triggers: false),
            RuleExample("Sie hat dir geschrieben.", language: "de", role: .announcement, triggers: false,
                        note: "a sentence-initial Sie is she"),
            RuleExample("Ihre Positionen bestimmen die Reihenfolge.", language: "de", role: .label,
                        catalogStrings: ["Öffne die Einstellungen.", "Wähle eine Datei aus.", "Gib deinen Namen ein."],
                        triggers: false, note: "a sentence-initial Ihre may be their (WhichSpace)"),
            RuleExample("Kopiere Pfad", language: "de", role: .label,
                        catalogStrings: formalCatalog,
                        triggers: false, note: "a command, judged by de-command-form, not as \"du\""),
            RuleExample("Zeige nur Fenster aus dem aktuellen Space", language: "de", role: .label,
                        catalogStrings: formalCatalog,
                        triggers: false, note: "a toggle's name is a command however long: its form is de-command-form's"),
            RuleExample("Hilf mit, die App in deiner Sprache verfügbar zu machen", language: "de", role: .label,
                        catalogStrings: formalCatalog,
                        triggers: true, note: "a label that says \"deiner\" among a catalog's Sie"),
            RuleExample("Lade…", language: "de", role: .value, triggers: false, note: "first-person progress"),
            RuleExample("Versuche, mit einer falschen PIN zuzugreifen, werden hier protokolliert.", language: "de", role: .label,
                        catalogStrings: formalCatalog,
                        triggers: false, note: "a plural noun (attempts) that is the subject of \"werden\", not the imperative of versuchen (VaultBox)"),
            RuleExample("Versuche, dich erneut anzumelden, wenn die Verbindung steht.", language: "de", role: .hint,
                        catalogStrings: formalCatalog,
                        triggers: true, note: "the imperative: no verb of its own follows the clause"),
            RuleExample("Sende %lld Dateien...", language: "de", role: .label, sourceText: "Sending %lld files...",
                        catalogStrings: formalCatalog,
                        triggers: false, note: "first-person progress with three periods, a progress bar's label (sushitrain)"),
            RuleExample("Frag höflich: „Könnten Sie mir helfen?“, und du bekommst Hilfe.", language: "de", role: .announcement,
                        triggers: false, note: "a quoted sentence is someone's speech, not the app's address (Konjugieren's lessons)"),
            RuleExample("Das Futur: \"Ich werde dich morgen anrufen.\" Dafür brauchen Sie werden.", language: "de", triggers: false,
                        note: "the quoted \"dich\" is an example, the text says \"Sie\""),
            RuleExample("Das Futur: du wirst, ihr werdet, sie/Sie werden.\n🇩🇪 Ihr werdet es sehen.\n🇩🇪 Sie werden bald ankommen.",
                        language: "de", triggers: false,
                        note: "forms listed side by side, and a sentence-initial Ihr or Sie at a line's start (a grammar lesson)"),
            RuleExample("Dein 27\" Monitor ist verbunden. Möchten Sie fortfahren?", language: "de", role: .announcement, triggers: true,
                        note: "inches, not a quotation: the mix is heard"),
            RuleExample("Open your profile.", role: .hint, triggers: false, note: "German only"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// A catalog whose German says "Sie", among which the examples that need one are judged.
    private static let formalCatalog = ["Bitte wählen Sie eine Datei aus.", "Öffnen Sie die Einstellungen.", "Geben Sie Ihren Namen ein."]

    /// The forms of address in a string: the ranges of formal and of informal words.
    struct Forms {
        var formal: [Range<String.Index>] = []
        var informal: [Range<String.Index>] = []
    }

    private static let sentenceBreaks: Set<String> = [".", "!", "?", ":", "„", "\"", "»", "«", "(", "–", "—", "“", "…"]
    /// The capitalised possessives and "Ihnen": formal wherever a sentence does not start with them.
    private static let formalAnywhere: Set<String> = ["Ihnen", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"]
    private static let informalWords: Set<String> = ["du", "dein", "deine", "deinen", "deinem", "deiner", "deines", "dich", "dir"]

    /// Whether a word's first byte can start one of the forms: "S", "I", "d" or "D". Only these
    /// letters lower-case to the "d" of the informal words or spell the formal ones.
    private static func startsAForm(_ byte: UInt8) -> Bool {
        byte == 0x53 || byte == 0x49 || byte == 0x64 || byte == 0x44
    }

    /// Whether a punctuation or symbol token is one of `sentenceBreaks`; one ASCII byte is told by
    /// its byte (no other text equals an ASCII mark), other text is looked up.
    private static func isSentenceBreak(_ text: Substring) -> Bool {
        var bytes = text.utf8.makeIterator()
        if let first = bytes.next(), first < 0x80, bytes.next() == nil {
            // . ! ? : " (
            return first == 0x2E || first == 0x21 || first == 0x3F || first == 0x3A || first == 0x22 || first == 0x28
        }
        return sentenceBreaks.contains(String(text))
    }

    /// Whether a quotation mark opens or closes a quotation, given whether one is open: `"` and the
    /// guillemets toggle; `„` opens and `”` closes; `“` closes what `„` opened and opens otherwise.
    private static func quoteState(after mark: Substring, inQuote: Bool) -> Bool? {
        switch mark {
        case "\"", "»", "«", "“": return !inQuote
        case "„": return true
        case "”": return false
        default: return nil
        }
    }

    static func forms(_ input: SpeechInput) -> Forms {
        var forms = Forms()
        var atSentenceStart = true
        var isFirstWord = true
        // Words inside quotation marks are someone's speech, quoted: an example sentence a language
        // course teaches ("Könnten Sie mir helfen?" in a text that says "du"), not the app's address.
        var inQuote = false
        let tokens = input.tokens
        for (position, token) in tokens.enumerated() {
            if token.kind == .space {
                // A new line starts a sentence (a list's line: "🇩🇪 Sie werden bald ankommen.") and
                // ends a quotation left open.
                if token.text.contains(where: \.isNewline) {
                    atSentenceStart = true
                    inQuote = false
                }
                continue
            }
            // An emoji ("🇩🇪" before each example of a list) is passed over, as a mark is.
            if token.kind == .punctuation || token.kind == .symbol || token.kind == .emoji {
                if isSentenceBreak(token.text) { atSentenceStart = true }
                // `27"` is inches, not a quotation mark.
                let isInches = token.text == "\"" && position > 0 && tokens[position - 1].isNumeric
                if !isInches, let state = quoteState(after: token.text, inQuote: inQuote) { inQuote = state }
                continue
            }
            // "sie/Sie", "du/Sie": forms listed side by side are named, not used.
            let isListed = position > 0 && tokens[position - 1].isText("/") || position + 1 < tokens.count && tokens[position + 1].isText("/")
            if inQuote || isListed {
                atSentenceStart = false
                isFirstWord = false
                continue
            }
            // Every listed form starts with "S", "I" or "d" ("D" at a sentence start): other words are
            // passed over without making a String, except the first, which may be an imperative.
            if token.isWord, isFirstWord || token.text.utf8.first.map(Self.startsAForm) == true {
                let word = String(token.text)
                let lowercased = word.lowercased()
                // At a sentence's start the capital says nothing: "Sie" may be "they", "Ihre
                // Positionen" "their positions" (WhichSpace).
                if (word == "Sie" || word == "Ihr" || formalAnywhere.contains(word)) && !atSentenceStart { forms.formal.append(token.range) }
                if informalWords.contains(lowercased) { forms.informal.append(token.range) }
                if isFirstWord, input.lexicon.imperativeVerbs.contains(lowercased), word.first.map(CharacterClass.isUppercase) == true,
                    addressesByImperative(input) {
                    forms.informal.append(token.range)
                }
            }
            atSentenceStart = false
            isFirstWord = false
        }
        return forms
    }

    /// Whether a string that starts with a du-imperative addresses the user by it: a sentence
    /// ("Klicke auf die Kopfzeile, um …"), not a short command ("Kopiere Pfad") or a progress
    /// message ("Lade…"). A control's name ("Zeige nur Fenster aus dem aktuellen Space" on a toggle)
    /// is a command however long, unless it is a sentence (a sentence's end, a pronoun, a clause
    /// such as ", um … zu"): its form is de-command-form's.
    private static func addressesByImperative(_ input: SpeechInput) -> Bool {
        guard !GermanCommandForm.isProgress(input), !startsWithPluralSubject(input) else { return false }
        let isControlName = input.role == .label || input.string.presentation.isVisibleTitle
        return !GermanCommandForm.isCommandShaped(input, ofAnyLength: isControlName)
    }

    /// Finite verbs of a plural subject, as they stand after it in a main clause.
    private static let pluralFiniteVerbs: Set<String> = [
        "werden", "wurden", "sind", "waren", "haben", "hatten", "können", "konnten", "müssen", "mussten", "sollen", "sollten",
        "dürfen", "bleiben", "erscheinen", "stehen", "laufen", "gelten",
    ]

    /// "Versuche, mit einer falschen PIN zuzugreifen, werden hier protokolliert", "Einträge werden
    /// gelöscht": a first word spelt like a du-imperative that is a plural noun, the subject of the
    /// plural verb right after it or after the clause it opens with commas. An imperative has no
    /// verb of its own there ("Versuche, dich anzumelden, wenn …").
    private static func startsWithPluralSubject(_ input: SpeechInput) -> Bool {
        let content = input.contentTokens
        guard let first = content.firstIndex(where: \.isWord) else { return false }
        var index = first + 1
        if index < content.count, content[index].isText(",") {
            // Past the clause the commas enclose.
            guard let close = content[(index + 1)...].firstIndex(where: { $0.isText(",") }) else { return false }
            index = close + 1
        }
        guard let next = content[index...].first(where: { $0.isWord || $0.isPlaceholder }), next.isWord else { return false }
        return pluralFiniteVerbs.contains(next.text.lowercased())
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.isGerman else { return [] }
        let found = forms(input)
        guard let formal = found.formal.first, let informal = found.informal.first else { return [] }
        // Flag whichever form comes second: the switch is where it sounds wrong.
        let range = formal.lowerBound < informal.lowerBound ? informal : formal
        let switched = String(input.text[range])
        let message = "\(input.subject) mixes \"Sie\" and \"du\": \(SpeechInput.quote(switched)) switches the form of address "
            + "mid-string. Use one form throughout (Apple's German uses \"du\")."
        return [input.finding(description, range, message)]
    }

    /// How one German string addresses the user, if it uses one form only (strings that mix both
    /// are reported by `check`); `nil` for other languages.
    static func addressUse(_ input: SpeechInput) -> AddressUse? {
        guard input.isGerman else { return nil }
        let found = forms(input)
        if let formal = found.formal.first, found.informal.isEmpty { return AddressUse(isFormal: true, range: formal) }
        if let informal = found.informal.first, found.formal.isEmpty { return AddressUse(isFormal: false, range: informal) }
        return nil
    }

    /// The catalog-wide findings from each string's form of address, found while the string was
    /// checked on its own; only the strings of the minority are tokenized again, for their message.
    static func checkCatalog(_ strings: [SpokenString], uses: [(index: Int, use: AddressUse)]) -> [(index: Int, finding: SpeechFinding)] {
        checkCatalog(uses: uses.map(\.use)) { strings[uses[$0].index] }.map { (uses[$0.index].index, $0.finding) }
    }

    /// The catalog-wide findings from the forms of address of a catalog's German strings; `string(i)`
    /// gives the string of `uses[i]` (or `nil` to pass over it), and is asked only for the strings of
    /// the minority.
    static func checkCatalog(uses: [AddressUse], string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)] {
        let formalCount = uses.count { $0.isFormal }
        let informalCount = uses.count - formalCount
        guard formalCount > 0, informalCount > 0 else { return [] }
        let formalIsMinority = formalCount <= informalCount
        let majorityCount = formalIsMinority ? informalCount : formalCount
        let (used, other) = formalIsMinority ? ("Sie", "du") : ("du", "Sie")
        return uses.indices.filter { uses[$0].isFormal == formalIsMinority }.compactMap { index in
            let use = uses[index]
            guard let string = string(index) else { return nil }
            let input = SpeechInput(SpokenString(text: string.text, language: string.language, role: string.role))
            let message = "\(input.subject) addresses the user with \"\(used)\" (\(SpeechInput.quote(String(input.text[use.range])))), "
                + "while \(majorityCount) other German strings of this module say \"\(other)\". Use one form throughout."
            return (index, input.finding(description, use.range, message))
        }
    }
}
