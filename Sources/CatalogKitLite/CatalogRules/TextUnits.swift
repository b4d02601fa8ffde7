// The texts of a localization as the checks compare them: whole texts (the localization's own unit and
// its plural and device variants) with the substitutions they can refer to, and their signatures.

/// A substitution together with the path of the content that declares it.
struct ScopedSubstitution {
    /// The substitution.
    var substitution: Substitution
    /// The path of the content that declares it; its branches live under
    /// `<owner>.substitutions.<name>.plural.<category>`.
    var owner: VariationPath
}

/// A string unit that is a whole text, not a substitution branch: the localization's own unit or a
/// plural or device variant, with the substitutions its text can refer to, nearest first.
struct TextUnit {
    /// Where the unit is inside the localization (empty for the localization's own unit).
    var path: VariationPath
    /// The unit.
    var unit: StringUnit
    /// The substitutions in scope: the unit's own content's first, then those of enclosing contents.
    var substitutions: [ScopedSubstitution]

    /// The plural category the unit's path ends in, if any.
    var pluralCategory: PluralCategory? { path.pluralCategory }

    /// Whether the unit is a `zero`, `one` or `two` plural variant, which may leave out the number
    /// ("Ein Film", "No posts").
    var mayOmitCount: Bool {
        switch pluralCategory {
        case .zero?, .one?, .two?: true
        default: false
        }
    }
}

extension LocalizedContent {
    /// The whole texts of this content, depth first in file order, with their substitutions in scope.
    func textUnits(under path: VariationPath = VariationPath(), inherited: [ScopedSubstitution] = []) -> [TextUnit] {
        let scope = substitutions.map { ScopedSubstitution(substitution: $0, owner: path) } + inherited
        var result: [TextUnit] = []
        if let stringUnit { result.append(TextUnit(path: path, unit: stringUnit, substitutions: scope)) }
        variations?.forEachVariant(under: path) { variantPath, content in
            result += content.textUnits(under: variantPath, inherited: scope)
        }
        return result
    }

    /// The content at a variation path such as `device.ipad.plural.one`, if it exists.
    func content(at path: VariationPath) -> LocalizedContent? {
        var content = self
        var components = path.components[...]
        while let axis = components.popFirst() {
            guard let selector = components.popFirst() else { return nil }
            switch axis {
            case "plural":
                guard let next = content.variations?.plural?[PluralCategory(rawValue: selector)] else { return nil }
                content = next.content
            case "device":
                guard let next = content.variations?.device?[DeviceKind(rawValue: selector)] else { return nil }
                content = next.content
            default:
                return nil
            }
        }
        return content
    }

    /// Every plural variation in this content with the path to it: `plural`, `device.mac.plural`,
    /// `substitutions.count.plural`.
    func pluralVariationSets(under path: VariationPath = VariationPath()) -> [(VariationPath, VariationSet<PluralCategory>)] {
        var result: [(VariationPath, VariationSet<PluralCategory>)] = []
        if let plural = variations?.plural { result.append((path.appending("plural"), plural)) }
        for variant in variations?.device?.variants ?? [] {
            result += variant.content.pluralVariationSets(under: path.appending("device", variant.selector.rawValue))
        }
        for substitution in substitutions {
            if let plural = substitution.variations?.plural {
                result.append((path.appending("substitutions", substitution.name, "plural"), plural))
            }
        }
        return result
    }

    /// Whether this content or anything in it varies by plural.
    var hasPluralVariation: Bool {
        if variations?.plural != nil { return true }
        if substitutions.contains(where: { $0.variations?.plural != nil }) { return true }
        return variations?.device?.variants.contains { $0.content.hasPluralVariation } ?? false
    }
}

/// One text analysed as a format string: its signature, built with its substitutions resolved, and the
/// way back from a place in the signature to the string unit it is in.
///
/// A class: the checks of an entry pass its texts around (counterparts, comparisons), and a copy of
/// the struct retained every part of it.
final class AnalysedText: Sendable {
    /// The text that was analysed.
    let text: TextUnit
    /// The signature of the text with its substitutions' branches.
    let signature: ArgumentSignature
    /// The branches of each substitution, in the order given to the signature as `variantValues`.
    private let branches: [String: [LocatedStringUnit]]

    /// Analyses a text.
    ///
    /// - Parameters:
    ///   - text: The unit and its substitutions in scope.
    ///   - isFormatted: Whether the entry is passed through a formatter (see `SourceSide.isFormatted`).
    init(_ text: TextUnit, isFormatted: Bool) {
        var specs: [SubstitutionSpec] = []
        var branches: [String: [LocatedStringUnit]] = [:]
        for scoped in text.substitutions where branches[scoped.substitution.name] == nil {
            let substitution = scoped.substitution
            var units: [LocatedStringUnit] = []
            let branchPath = scoped.owner.appending("substitutions", substitution.name)
            substitution.variations?.forEachVariant(under: branchPath) { path, content in
                units += content.stringUnits(under: path)
            }
            branches[substitution.name] = units
            specs.append(
                SubstitutionSpec(
                    name: substitution.name, argNum: substitution.argNum,
                    formatSpecifier: substitution.formatSpecifier?.text ?? "", variantValues: units.map(\.unit.value.text)))
        }
        self.text = text
        self.branches = branches
        self.signature = ArgumentSignature(text: text.unit.value.text, substitutions: specs, isFormatted: isFormatted)
    }

    /// The string unit and path a location of the signature is in: the text itself or a branch.
    func place(of location: FormatLocation) -> (path: VariationPath, unit: StringUnit) {
        guard case .substitution(let name, let variant) = location.origin,
            let units = branches[name], units.indices.contains(variant)
        else { return (text.path, text.unit) }
        return (units[variant].path, units[variant].unit)
    }

    /// Whether the text (with its substitutions) reads any argument.
    var readsArgument: Bool { !signature.uses.isEmpty }

    /// Whether the text shows a number: it prints an integer or floating-point argument, not only
    /// chooses a plural variant by it.
    var showsNumber: Bool {
        signature.uses.contains { use in
            if case .substitutionReference = use.role { return false }
            return use.typeClass == .integer || use.typeClass == .float
        }
    }

    /// The first use of each argument index.
    var firstUses: [Int: ArgumentUse] {
        var result: [Int: ArgumentUse] = [:]
        for use in signature.uses where result[use.index] == nil { result[use.index] = use }
        return result
    }
}
