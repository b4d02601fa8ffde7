import CatalogKitLite

/// Runs speech rules on spoken strings and previews how they will be spoken.
public enum SpeechEngine {
    /// Checks one string with the rules that apply to its role.
    ///
    /// - Parameters:
    ///   - string: The string, its language, role and companions.
    ///   - rules: The rules to run; by default those enabled by default (`de-gender-symbol` is opt-in).
    /// - Returns: Findings in text order, then by rule id.
    public static func check(_ string: SpokenString, rules: [SpeechRule] = SpeechRule.enabledByDefault) -> [SpeechFinding] {
        let applicable = rules.filter { $0.applies(to: string.role) }
        guard !applicable.isEmpty, !string.text.isEmpty else { return [] }
        let input = SpeechInput(string)
        return applicable.flatMap { $0.check(input) }.sorted(by: order)
    }

    /// Checks the strings of one catalog together, for rules that compare strings: today
    /// `de-address-consistency`, which flags the minority form of address among German strings.
    ///
    /// - Returns: Each finding with the index of the string it is about, in input order.
    public static func checkCatalog(_ strings: [SpokenString]) -> [(index: Int, finding: SpeechFinding)] {
        AddressConsistencyRule.checkCatalog(strings)
    }

    /// The text as a synthesiser would likely normalise it: numbers and money as words.
    ///
    /// "$14.99" in English gives "fourteen dollars ninety-nine", "14,99 €" in German "vierzehn Euro
    /// neunundneunzig". Languages without a lexicon keep their digits.
    public static func spokenPreview(_ text: String, language: String) -> String {
        let lexicon = Lexicon.forLanguage(language)
        return SpokenPreview.render(SpeechTokenizer.tokenize(text, lexicon: lexicon), lexicon: lexicon)
    }

    static func order(_ lhs: SpeechFinding, _ rhs: SpeechFinding) -> Bool {
        if lhs.scalarOffsets.lowerBound != rhs.scalarOffsets.lowerBound { return lhs.scalarOffsets.lowerBound < rhs.scalarOffsets.lowerBound }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
