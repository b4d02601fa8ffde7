/// Why a `%` does not start a valid specifier.
///
/// In a string that is never passed through a formatter such a `%` is simply text (`100 %`); see
/// `ArgumentSignature.isFormatted` for the rule that decides.
public enum MalformedSpecifier: Sendable, Hashable {
    /// The text ends, or a character that cannot continue a specifier follows, before the conversion:
    /// `%` at the end, `%5`, `%l `, `% .`.
    case incomplete
    /// An ASCII letter stands where the conversion belongs but is not one, e.g. `k` in `%k` or `n` in `%n`.
    case unknownConversion(Character)
    /// An argument index of zero, `%0$@` or `%*0$d`; indexes start at 1.
    case zeroArgumentIndex
    /// An argument index above `FormatSpecifier.maximumArgumentIndex`, or a width or precision above
    /// `FormatSpecifier.maximumFieldSize`; `limit` is the cap that was exceeded.
    case numberTooLarge(limit: Int)
    /// `%#@` with a name but no closing `@` before the next `%`, control character or end of text.
    case unterminatedSubstitution
    /// `%#@@`: a substitution reference without a name.
    case emptySubstitutionName

    /// A sentence explaining the problem, without the location.
    public var explanation: String {
        switch self {
        case .incomplete:
            "the specifier is incomplete: no conversion character follows"
        case .unknownConversion(let character):
            "'\(character)' is not a format conversion"
        case .zeroArgumentIndex:
            "argument indexes start at 1, not 0"
        case .numberTooLarge(let limit):
            "the number is larger than \(limit)"
        case .unterminatedSubstitution:
            "the substitution reference has no closing '@'"
        case .emptySubstitutionName:
            "the substitution reference has no name"
        }
    }
}
