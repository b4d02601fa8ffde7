import CatalogKitLite

/// `de-address-consistency`: German strings that mix the formal "Sie" with the informal "du".
///
/// Within one string the rule flags the mix itself; across a catalog (`SpeechEngine.checkCatalog`)
/// it flags the strings that use the minority form.
enum AddressConsistencyRule {
    static let description = RuleDescription(
        id: "de-address-consistency",
        summary: "German strings that mix \"Sie\" and \"du\" (within a string, or across a catalog).",
        rationale: """
            Apple's German copy has said "du" since macOS Sierra (mactechnews). Switching between "Sie" and "du" \
            sounds careless and is a consistency defect. A sentence-initial "Sie" may mean "they" or "she" and \
            is ignored.
            """,
        fix: "Use one form throughout: \"du\" (Apple's house style) or \"Sie\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Öffnen Sie Ihr Profil und ändere dein Foto.", language: "de", role: .hint, triggers: true),
            RuleExample("Öffne dein Profil.", language: "de", role: .hint, triggers: false),
            RuleExample("Öffnen Sie Ihr Profil.", language: "de", role: .hint, triggers: false),
            RuleExample("Sie hat dir geschrieben.", language: "de", role: .announcement, triggers: false,
                        note: "a sentence-initial Sie is she"),
            RuleExample("Open your profile.", role: .hint, triggers: false, note: "German only"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// The forms of address in a string: the ranges of formal and of informal words.
    struct Forms {
        var formal: [Range<String.Index>] = []
        var informal: [Range<String.Index>] = []
    }

    private static let sentenceBreaks: Set<String> = [".", "!", "?", ":", "„", "\"", "»", "«", "(", "–", "—", "“", "…"]
    private static let formalAnywhere: Set<String> = ["Ihnen", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"]
    private static let informalWords: Set<String> = ["du", "dein", "deine", "deinen", "deinem", "deiner", "deines", "dich", "dir"]

    static func forms(_ input: SpeechInput) -> Forms {
        var forms = Forms()
        var atSentenceStart = true
        var isFirstWord = true
        for token in input.tokens {
            if token.kind == .space { continue }
            if token.kind == .punctuation || token.kind == .symbol {
                if sentenceBreaks.contains(String(token.text)) { atSentenceStart = true }
                continue
            }
            let word = String(token.text)
            if token.isWord {
                if (word == "Sie" || word == "Ihr") && !atSentenceStart { forms.formal.append(token.range) }
                if formalAnywhere.contains(word) { forms.formal.append(token.range) }
                if informalWords.contains(word.lowercased()) { forms.informal.append(token.range) }
                if isFirstWord, input.lexicon.imperativeVerbs.contains(word.lowercased()), word.first?.isUppercase == true {
                    forms.informal.append(token.range)
                }
            }
            atSentenceStart = false
            isFirstWord = false
        }
        return forms
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

    static func checkCatalog(_ strings: [SpokenString]) -> [(index: Int, finding: SpeechFinding)] {
        var formalIndexes: [(Int, SpeechInput, Range<String.Index>)] = []
        var informalIndexes: [(Int, SpeechInput, Range<String.Index>)] = []
        for (index, string) in strings.enumerated() where Lexicon.baseLanguage(string.language) == "de" {
            let input = SpeechInput(SpokenString(text: string.text, language: string.language, role: string.role))
            let found = forms(input)
            // Strings that mix both are reported by `check`.
            if let formal = found.formal.first, found.informal.isEmpty { formalIndexes.append((index, input, formal)) }
            if let informal = found.informal.first, found.formal.isEmpty { informalIndexes.append((index, input, informal)) }
        }
        guard !formalIndexes.isEmpty, !informalIndexes.isEmpty else { return [] }
        let formalIsMinority = formalIndexes.count <= informalIndexes.count
        let minority = formalIsMinority ? formalIndexes : informalIndexes
        let majorityCount = formalIsMinority ? informalIndexes.count : formalIndexes.count
        let (used, other) = formalIsMinority ? ("Sie", "du") : ("du", "Sie")
        return minority.map { index, input, range in
            let message = "\(input.subject) addresses the user with \"\(used)\" (\(SpeechInput.quote(String(input.text[range])))), "
                + "while \(majorityCount) other German strings of this catalog say \"\(other)\". Use one form throughout."
            return (index, input.finding(description, range, message))
        }
    }
}
