/// One place where a string reads a format argument, with the type it reads it as.
///
/// A specifier with `*` widths produces several uses; a substitution produces one for its reference and
/// one for each `%arg` in its branches.
public struct ArgumentUse: Sendable, Hashable {
    /// What part of a token reads the argument.
    public enum Role: Sendable, Hashable {
        /// The value converted by a specifier.
        case value
        /// A `*` or `*n$` width.
        case width
        /// A `*` or `*n$` precision.
        case precision
        /// A `%#@name@` reference, which picks the plural branch by this argument.
        case substitutionReference(name: String)
        /// A `%arg`, or an unpositioned specifier, inside a branch of the named substitution.
        case substitutionArgument(name: String)
    }

    /// The 1-based argument index.
    public let index: Int
    /// The class of the type the argument is read as.
    public let typeClass: ArgumentTypeClass
    /// The length modifier and conversion, e.g. `"lld"`; `"d"` for a `*` width or precision (an `int`).
    public let typeSpelling: String
    /// The length modifier, so callers can warn when `%lld` becomes `%d`.
    public let lengthModifier: LengthModifier?
    /// What part of a token reads the argument.
    public let role: Role
    /// Whether the index was written (`n$`, `*n$`, `argNum`) rather than implied by order.
    public let isPositional: Bool
    /// The token as written, e.g. `"%2$@"`, `"%#@count@"` or `"%arg"`.
    public let spelling: String
    /// Where the token is.
    public let location: FormatLocation

    /// Creates a use; normally produced by `ArgumentSignature`, public so callers can build fixtures.
    public init(
        index: Int, typeClass: ArgumentTypeClass, typeSpelling: String, lengthModifier: LengthModifier?, role: Role,
        isPositional: Bool, spelling: String, location: FormatLocation
    ) {
        self.index = index
        self.typeClass = typeClass
        self.typeSpelling = typeSpelling
        self.lengthModifier = lengthModifier
        self.role = role
        self.isPositional = isPositional
        self.spelling = spelling
        self.location = location
    }
}
