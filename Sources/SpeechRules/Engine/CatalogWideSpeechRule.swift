import CatalogKitLite

/// A speech rule that judges a catalog's strings together: German strings that mix "Sie" and "du"
/// across a catalog, say. Each string gives the rule a note while the engine checks it on its own
/// (so it is tokenized once), and the rule judges a catalog's notes at the end.
public struct CatalogWideSpeechRule: Sendable {
    /// The rule's id; its per-string half, with the same id and description, is in ``SpeechRule/all``.
    public var id: String
    /// What the rule notes about one string, or `nil` when the string does not concern it.
    public var note: @Sendable (SpeechInput) -> (any Sendable)?
    /// Judges the notes of one catalog's strings, in order; `string(i)` gives back the string that
    /// gave `notes[i]` (asked only for the strings that get a finding). Returns each finding with
    /// the index of its note.
    public var judge: @Sendable (_ notes: [any Sendable], _ string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)]
    /// Whether the texts of the module's other catalogs and `.strings` tables count with the
    /// catalog's own (the app's form of address does; a catalog's convention for its commands is
    /// its own).
    public var countsModuleTables: Bool

    /// Creates a catalog-wide rule.
    public init(
        id: String, note: @escaping @Sendable (SpeechInput) -> (any Sendable)?, countsModuleTables: Bool = false,
        judge: @escaping @Sendable (_ notes: [any Sendable], _ string: (Int) -> SpokenString?) -> [(index: Int, finding: SpeechFinding)]
    ) {
        self.id = id
        self.note = note
        self.countsModuleTables = countsModuleTables
        self.judge = judge
    }
}
