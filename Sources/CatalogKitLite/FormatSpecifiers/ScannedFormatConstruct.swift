/// What one `%` introduces, as read by `SpecifierScanner`.
enum ScannedFormatConstruct: Sendable, Hashable {
    /// `%%`.
    case escapedPercent
    /// `%arg`.
    case argumentPlaceholder
    /// `%#@name@` or `%n$#@name@`.
    case substitution(SubstitutionReference)
    /// A complete printf-style specifier.
    case specifier(FormatSpecifier)
    /// A `%` that starts no valid construct.
    case malformed(MalformedSpecifier)
}
