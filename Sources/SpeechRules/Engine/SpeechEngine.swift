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
        guard rules.contains(where: { $0.applies(to: string.role) }), !string.text.isEmpty else { return [] }
        return run(rules, on: SpeechInput(string))
    }

    /// Checks the strings of one catalog together, for rules that compare strings: today
    /// `de-address-consistency`, which flags the minority form of address among German strings.
    ///
    /// - Returns: Each finding with the index of the string it is about, in input order.
    public static func checkCatalog(_ strings: [SpokenString]) -> [(index: Int, finding: SpeechFinding)] {
        AddressConsistencyRule.checkCatalog(strings)
    }

    /// ``check(_:rules:)`` that also says how the string addresses the user, so that a catalog's
    /// strings are tokenized once for both checks: pass the uses to ``checkCatalog(_:uses:)``.
    public static func checkWithAddress(
        _ string: SpokenString, rules: [SpeechRule] = SpeechRule.enabledByDefault
    ) -> (findings: [SpeechFinding], address: AddressUse?) {
        guard !string.text.isEmpty else { return ([], nil) }
        let input = SpeechInput(string)
        let address = AddressConsistencyRule.addressUse(input)
        return (run(rules, on: input), address)
    }

    /// The findings of the rules that apply to the input's role, in ``order(_:_:)``. Only the roles
    /// and the check of a rule are read, not the rule: a rule is a large value, and copying it
    /// retains every string of its description.
    private static func run(_ rules: [SpeechRule], on input: SpeechInput) -> [SpeechFinding] {
        var findings: [SpeechFinding] = []
        for index in rules.indices {
            let roles = rules[index].description.roles
            guard roles.isEmpty || roles.contains(input.role) else { continue }
            findings.append(contentsOf: rules[index].check(input))
        }
        return findings.sorted(by: order)
    }

    /// ``checkCatalog(_:)`` from the forms of address that ``checkWithAddress(_:rules:)`` found:
    /// `uses` holds the index in `strings` of every string that uses one form only, in order.
    public static func checkCatalog(_ strings: [SpokenString], uses: [(index: Int, use: AddressUse)]) -> [(index: Int, finding: SpeechFinding)] {
        AddressConsistencyRule.checkCatalog(strings, uses: uses)
    }

    /// ``checkCatalog(_:uses:)`` without holding every string: `uses` are the forms of address of a
    /// catalog's German strings, and `string(i)` gives the string of `uses[i]` (the same text the use
    /// was found in, or `nil` to pass over it); it is asked only for the strings of the minority,
    /// which get a finding. Returns
    /// each finding with the index in `uses` of the string it is about, in order.
    public static func checkCatalog(uses: [AddressUse], string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)] {
        AddressConsistencyRule.checkCatalog(uses: uses, string: string)
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

/// The one form of address ("Sie" or "du") a German string uses, and where it first does.
public struct AddressUse: Sendable {
    /// Whether the form is the formal "Sie".
    public var isFormal: Bool
    /// The first word of that form.
    public var range: Range<String.Index>
}
