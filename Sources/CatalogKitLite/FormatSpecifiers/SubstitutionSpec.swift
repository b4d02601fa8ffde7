/// What `ArgumentSignature` needs to know about one substitution of a catalog localization.
///
/// A plain value so the parser stays independent of the catalog model: the caller copies the fields
/// from `substitutions[name]`.
public struct SubstitutionSpec: Sendable, Hashable {
    /// The name used in `%#@name@`.
    public var name: String
    /// The 1-based argument the substitution reads, or `nil` when the catalog omits `argNum`.
    ///
    /// Real catalogs omit it often (84 of 334 substitutions in one survey); the reference then takes the
    /// next argument in order, see `ArgumentSignature`.
    public var argNum: Int?
    /// The argument's type without `%`, as in the catalog: `"lld"`, `"ld"`, `"lf"`, `"d"`, `"@"`.
    /// A leading `%` is tolerated.
    public var formatSpecifier: String
    /// The texts of the substitution's plural branches, in an order the caller chooses.
    ///
    /// `FormatTextOrigin.substitution(name:variant:)` refers to a branch by its index in this array.
    public var variantValues: [String]

    /// Creates a substitution description.
    ///
    /// - Parameters:
    ///   - name: The name used in `%#@name@`.
    ///   - argNum: The catalog's `argNum`, or `nil` if absent.
    ///   - formatSpecifier: The catalog's `formatSpecifier`, e.g. `"lld"`.
    ///   - variantValues: The plural branch texts, which use `%arg` for the argument.
    public init(name: String, argNum: Int? = nil, formatSpecifier: String, variantValues: [String]) {
        self.name = name
        self.argNum = argNum
        self.formatSpecifier = formatSpecifier
        self.variantValues = variantValues
    }
}
