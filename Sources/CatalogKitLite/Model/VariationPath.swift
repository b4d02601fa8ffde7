/// Where a string unit sits inside a localization: `plural.one`, `device.ipad.plural.other`,
/// `substitutions.count.plural.other`, or empty for the localization's own unit.
public struct VariationPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The path's components, e.g. `["device", "ipad", "plural", "other"]`.
    public var components: [String]

    /// Creates a path from its components; the empty path by default.
    public init(_ components: [String] = []) {
        self.components = components
    }

    /// Reads a path written with dots. Substitution names may contain dots only in theory; a path
    /// read back from a report is split on every dot.
    public init(parsing text: String) {
        components = text.isEmpty ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    }

    /// Whether this is the localization's own unit.
    public var isEmpty: Bool { components.isEmpty }

    /// A path with more components.
    public func appending(_ more: String...) -> VariationPath {
        VariationPath(components + more)
    }

    /// The plural category this path ends in, if it ends in `plural.<category>`.
    public var pluralCategory: PluralCategory? {
        guard components.count >= 2, components[components.count - 2] == "plural" else { return nil }
        return PluralCategory(rawValue: components[components.count - 1])
    }

    /// The components joined with dots.
    public var description: String { components.joined(separator: ".") }

    /// Orders paths by their components.
    public static func < (lhs: VariationPath, rhs: VariationPath) -> Bool {
        lhs.components.lexicographicallyPrecedes(rhs.components)
    }
}
