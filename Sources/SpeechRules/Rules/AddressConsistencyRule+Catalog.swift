import CatalogKitLite

/// The catalog-wide half of `de-address-consistency`, as the engine's public API.
extension SpeechEngine {
    /// Checks the strings of one catalog together with every rule that compares strings:
    /// `de-address-consistency` (the minority form of address among German sentences) and
    /// `de-command-form` (du-imperative commands among infinitive ones).
    ///
    /// - Returns: Each finding with the index of the string it is about, in input order.
    public static func checkCatalog(_ strings: [SpokenString]) -> [(index: Int, finding: SpeechFinding)] {
        var result: [(index: Int, finding: SpeechFinding)] = []
        for rule in SpeechRule.catalogWide {
            var indices: [Int] = []
            var notes: [any Sendable] = []
            for (index, string) in strings.enumerated() {
                if let note = rule.note(SpeechInput(string)) {
                    indices.append(index)
                    notes.append(note)
                }
            }
            for (index, finding) in rule.judge(notes, { strings[indices[$0]] }) { result.append((indices[index], finding)) }
        }
        return result.sorted { $0.index < $1.index }
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

}

/// The one form of address ("Sie" or "du") a German string uses, and where it first does.
public struct AddressUse: Sendable {
    /// Whether the form is the formal "Sie".
    public var isFormal: Bool
    /// The first word of that form.
    public var range: Range<String.Index>
}

extension AddressConsistencyRule {
    /// The catalog-wide half: each German sentence that addresses the user notes its one form of
    /// address; the sentences of the minority form get a finding.
    static let catalogWideRule = CatalogWideSpeechRule(
        id: description.id,
        note: { addressUse($0) },
        // The app's form of address is that of all its German text, in every table of the module.
        countsModuleTables: true,
        judge: { notes, string in
            let uses = notes.compactMap { $0 as? AddressUse }
            guard uses.count == notes.count else { return [] }
            return checkCatalog(uses: uses, string: string)
        })
}
