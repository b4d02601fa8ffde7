/// What a localization, a variant or a substitution holds: a string unit, a string set, variations,
/// substitutions, or a combination Xcode writes (`stringUnit` + `substitutions`, `substitutions` +
/// `variations`).
public struct LocalizedContent: Hashable, Sendable {
    /// The plain text, if any.
    public var stringUnit: StringUnit?
    /// Where the object that holds this content starts.
    public var position: SourcePosition
    /// The parts most content lacks (string sets, variations, substitutions, unknown members), kept
    /// out of line so that the common content, a lone string unit, stays small. `nil` when all are
    /// absent or empty.
    private var rare: RareParts?

    /// Several phrases, if any.
    public var stringSet: StringSet? {
        get { rare?.stringSet }
        _modify {
            makeRareUnique()
            defer { dropRareIfEmpty() }
            yield &rare!.stringSet
        }
    }

    /// Text that varies by plural category or device.
    public var variations: Variations? {
        get { rare?.variations }
        _modify {
            makeRareUnique()
            defer { dropRareIfEmpty() }
            yield &rare!.variations
        }
    }

    /// Named substitutions referenced from the text as `%#@name@`, in file order.
    public var substitutions: [Substitution] {
        get { rare?.substitutions ?? [] }
        _modify {
            makeRareUnique()
            defer { dropRareIfEmpty() }
            yield &rare!.substitutions
        }
    }

    /// Members this tool does not know, kept as they stand.
    public var unknownFields: [JSONMember] {
        get { rare?.unknownFields ?? [] }
        _modify {
            makeRareUnique()
            defer { dropRareIfEmpty() }
            yield &rare!.unknownFields
        }
    }

    /// Creates content; everything but the position is optional.
    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: [Substitution] = [], position: SourcePosition, unknownFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.position = position
        if stringSet != nil || variations != nil || !substitutions.isEmpty || !unknownFields.isEmpty {
            rare = RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions, unknownFields: unknownFields)
        }
    }

    /// Makes the rare parts exist and belong to this value alone (copy on write).
    private mutating func makeRareUnique() {
        if rare == nil {
            rare = RareParts()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare!.copy()
        }
    }

    /// Drops the rare parts when nothing is left in them.
    private mutating func dropRareIfEmpty() {
        if rare?.isEmpty == true { rare = nil }
    }

    public static func == (lhs: LocalizedContent, rhs: LocalizedContent) -> Bool {
        lhs.stringUnit == rhs.stringUnit && lhs.position == rhs.position
            && lhs.stringSet == rhs.stringSet && lhs.variations == rhs.variations
            && lhs.substitutions == rhs.substitutions && lhs.unknownFields == rhs.unknownFields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(stringUnit)
        hasher.combine(position)
        hasher.combine(stringSet)
        hasher.combine(variations)
        hasher.combine(substitutions)
        hasher.combine(unknownFields)
    }

    /// The substitution with this name, if any.
    public func substitution(named name: String) -> Substitution? {
        substitutions.first { $0.name == name }
    }

    /// Every string unit in this content, with its variation path, depth first in file order:
    /// the unit itself, then plural and device variants, then substitution branches.
    public func stringUnits(under path: VariationPath = VariationPath()) -> [LocatedStringUnit] {
        var result: [LocatedStringUnit] = []
        collectStringUnits(under: path, into: &result)
        return result
    }

    private func collectStringUnits(under path: VariationPath, into result: inout [LocatedStringUnit]) {
        if let stringUnit { result.append(LocatedStringUnit(path: path, unit: stringUnit)) }
        variations?.forEachVariant(under: path) { variantPath, content in
            content.collectStringUnits(under: variantPath, into: &result)
        }
        for substitution in substitutions {
            let substitutionPath = path.appending("substitutions", substitution.name)
            substitution.variations?.forEachVariant(under: substitutionPath) { variantPath, content in
                content.collectStringUnits(under: variantPath, into: &result)
            }
        }
    }
}

/// One language of an entry.
public struct Localization: Hashable, Sendable {
    /// The language tag, e.g. `de` or `pt-BR`.
    public var language: String
    /// Where the language tag stands.
    public var languagePosition: SourcePosition
    /// What the localization holds.
    public var content: LocalizedContent

    /// Creates a localization.
    public init(language: String, languagePosition: SourcePosition, content: LocalizedContent) {
        self.language = language
        self.languagePosition = languagePosition
        self.content = content
    }
}

/// A string unit and the variation path that leads to it inside its localization.
public struct LocatedStringUnit: Hashable, Sendable {
    /// The path, empty for the localization's own unit.
    public var path: VariationPath
    /// The unit.
    public var unit: StringUnit

    /// Creates a located unit.
    public init(path: VariationPath, unit: StringUnit) {
        self.path = path
        self.unit = unit
    }
}

/// The out-of-line parts of ``LocalizedContent``. Shared between copies and copied before a change
/// when shared (copy on write), so content keeps value semantics.
private final class RareParts: @unchecked Sendable {
    var stringSet: StringSet?
    var variations: Variations?
    var substitutions: [Substitution]
    var unknownFields: [JSONMember]

    init(stringSet: StringSet? = nil, variations: Variations? = nil, substitutions: [Substitution] = [], unknownFields: [JSONMember] = []) {
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
        self.unknownFields = unknownFields
    }

    var isEmpty: Bool {
        stringSet == nil && variations == nil && substitutions.isEmpty && unknownFields.isEmpty
    }

    func copy() -> RareParts {
        RareParts(stringSet: stringSet, variations: variations, substitutions: substitutions, unknownFields: unknownFields)
    }
}
