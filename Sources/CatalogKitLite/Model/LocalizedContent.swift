/// What a localization, a variant or a substitution holds: a string unit, a string set, variations,
/// substitutions, or a combination Xcode writes (`stringUnit` + `substitutions`, `substitutions` +
/// `variations`).
public struct LocalizedContent: Hashable, Sendable {
    /// The plain text, if any.
    public var stringUnit: StringUnit?
    /// Several phrases, if any.
    public var stringSet: StringSet?
    /// Text that varies by plural category or device.
    public var variations: Variations?
    /// Named substitutions referenced from the text as `%#@name@`, in file order.
    public var substitutions: [Substitution]
    /// Where the object that holds this content starts.
    public var position: SourcePosition
    /// Members this tool does not know, kept as they stand.
    public var unknownFields: [JSONMember]

    /// Creates content; everything but the position is optional.
    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: Variations? = nil,
        substitutions: [Substitution] = [], position: SourcePosition, unknownFields: [JSONMember] = []
    ) {
        self.stringUnit = stringUnit
        self.stringSet = stringSet
        self.variations = variations
        self.substitutions = substitutions
        self.position = position
        self.unknownFields = unknownFields
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
