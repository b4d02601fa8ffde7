import CatalogKitLite

/// The catalog-wide half of `de-address-consistency`, as the engine's public API.
extension SpeechEngine {
    /// Checks the strings of one catalog together, for rules that compare strings: today
    /// `de-address-consistency`, which flags the minority form of address among German strings.
    ///
    /// - Returns: Each finding with the index of the string it is about, in input order.
    public static func checkCatalog(_ strings: [SpokenString]) -> [(index: Int, finding: SpeechFinding)] {
        var indices: [Int] = []
        var forms: [GermanFormsNote] = []
        for (index, string) in strings.enumerated() where Lexicon.baseLanguage(string.language) == "de" {
            if let note = GermanFormsNote(SpeechInput(string)) {
                indices.append(index)
                forms.append(note)
            }
        }
        return AddressConsistencyRule.judge(forms) { strings[indices[$0]] }.map { (indices[$0.index], $0.finding) }
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

/// What one German string tells the catalog-wide half of `de-address-consistency`: its one form of
/// address, if it is a sentence that addresses the user, and its form, if it is a short command.
struct GermanFormsNote: Sendable {
    var address: AddressUse?
    var command: GermanCommandForm?

    /// The note of a string, or `nil` when it has nothing to say (most strings, and every string
    /// in another language).
    init?(_ input: SpeechInput) {
        guard input.isGerman else { return nil }
        address = AddressConsistencyRule.addressUse(input)
        command = GermanCommandForm.of(input)
        if address == nil && command == nil { return nil }
    }
}

extension AddressConsistencyRule {
    /// The catalog-wide half: each German string notes its one form of address and its command
    /// form; the sentences of the minority form of address and the commands in the du-imperative
    /// among infinitive ones get a finding.
    static let catalogWideRule = CatalogWideSpeechRule(
        id: description.id,
        note: { GermanFormsNote($0) },
        judge: { notes, string in
            let forms = notes.compactMap { $0 as? GermanFormsNote }
            guard forms.count == notes.count else { return [] }
            return judge(forms, string: string)
        })

    /// The catalog-wide findings from the notes of a catalog's German strings; `string(i)` gives the
    /// string of `forms[i]`, asked only for the strings that get a finding.
    static func judge(_ forms: [GermanFormsNote], string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)] {
        var addressIndices: [Int] = []
        var uses: [AddressUse] = []
        for (index, form) in forms.enumerated() {
            if let address = form.address {
                addressIndices.append(index)
                uses.append(address)
            }
        }
        let address = checkCatalog(uses: uses) { string(addressIndices[$0]) }.map { (addressIndices[$0.index], $0.finding) }
        return (address + checkCommands(forms.map(\.command), string: string)).sorted { $0.index < $1.index }
    }

    /// The fewest infinitive commands that make the catalog's convention.
    static let commandConventionMinimum = 3

    /// The commands in the du-imperative of a catalog whose commands are mostly infinitives
    /// ("Kopiere Pfad" among "Alle löschen", "Debug-Informationen exportieren…").
    static func checkCommands(_ commands: [GermanCommandForm?], string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)] {
        let infinitives = commands.count { $0 == .infinitive }
        let imperatives = commands.count { $0 != nil && $0 != .infinitive }
        guard infinitives >= commandConventionMinimum, infinitives > imperatives else { return [] }
        return commands.indices.compactMap { index in
            guard case .imperative(let verb, let infinitive) = commands[index], let string = string(index) else { return nil }
            let input = SpeechInput(string)
            // The note's ranges were found in the same text the string gives back.
            guard verb.upperBound <= input.text.endIndex else { return nil }
            let message = "\(input.subject) is a command in the du-imperative (\(SpeechInput.quote(String(input.text[verb])))), while "
                + "\(infinitives) German commands of this catalog are infinitives, as German buttons and menu items are written. "
                + "Write \(SpeechInput.quote(infinitive))."
            return (index, input.finding(description, verb, message, suggestion: infinitive))
        }
    }
}
