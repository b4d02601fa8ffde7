/// A problem with the format specifiers of one string, found while building its `ArgumentSignature`.
///
/// Each diagnostic is about one string on its own. Comparing a translation with its source (a type that
/// differs at the same index, an argument the source lacks) is the caller's job, done on two signatures.
/// The severities named below are those of the format reference; callers decide.
public struct FormatDiagnostic: Sendable, Hashable {
    /// What is wrong.
    public enum Kind: Sendable, Hashable {
        /// A `%` that starts no valid specifier, in a string that is formatted. `spelling` is the
        /// malformed text, e.g. `"%k"`. Error.
        case malformedSpecifier(MalformedSpecifier, spelling: String)
        /// A probable literal percent (`50% off` read as `% o`) in a string that is formatted, where it
        /// reads an argument; the fix is `%%`. Error.
        case literalPercentInFormattedString(spelling: String)
        /// A flag before `@` (`% @`) in a string that is formatted: Foundation ignores the flag and shows
        /// an argument there, which is right for a mistyped `%@` ("Ouvrir dans % @") and wrong where a
        /// percent sign was meant ("20% @ checkout"). The signature reads the argument; callers decide.
        case flagBeforeObject(spelling: String)
        /// `%arg` outside a substitution's branches, where nothing replaces it. Error.
        case argumentPlaceholderOutsideSubstitution
        /// `%#@name@` without a matching substitution. Error.
        case unresolvedSubstitution(name: String)
        /// A substitution whose `formatSpecifier` is not a valid type such as `lld`. Error.
        case invalidSubstitutionFormatSpecifier(name: String, formatSpecifier: String)
        /// A substitution whose `argNum` is zero, negative or above `FormatSpecifier.maximumArgumentIndex`.
        /// Error.
        case invalidSubstitutionArgumentNumber(name: String, argNum: Int)
        /// `%n$#@name@` whose `n` differs from the substitution's `argNum`; `argNum` wins. Error.
        case substitutionIndexMismatch(name: String, written: Int, argNum: Int)
        /// A `%#@name@` inside a substitution's branch; Xcode does not nest substitutions, and the
        /// reference is not expanded. Error.
        case nestedSubstitution(name: String)
        /// The same argument read as two classes, e.g. `%1$lld or %1$@`. Error: crash or garbage.
        case conflictingTypes(index: Int, first: ArgumentTypeClass, second: ArgumentTypeClass)
        /// Arguments that no specifier reads while a higher one is read, e.g. 1 in `%2$@, %3$@`.
        /// Error: the type of the missing argument cannot be inferred.
        case missingArguments(ClosedRange<Int>)
        /// An unpositioned specifier (`%@`) reads an argument that a positional one (`%1$@`) also reads,
        /// e.g. `%1$@“%@”`: Foundation numbers the unpositioned ones among themselves, so one argument
        /// is shown twice and usually another never. Mixing that fills the free numbers in order
        /// (`%2$@ … %d`, where `%d` reads 1) is not a problem. Error.
        case mixedPositionalAndSequential(index: Int)
    }

    /// What is wrong.
    public let kind: Kind
    /// Where: for `missingArguments`, the first use of the argument after the gap; for a substitution's
    /// `formatSpecifier` or `argNum`, the reference to it.
    public let location: FormatLocation

    /// Creates a diagnostic.
    public init(kind: Kind, location: FormatLocation) {
        self.kind = kind
        self.location = location
    }

    /// One English sentence describing the problem.
    public var message: String { kind.message }
}

extension FormatDiagnostic.Kind {
    /// One English sentence describing the problem.
    public var message: String {
        switch self {
        case .malformedSpecifier(let reason, let spelling):
            "'\(spelling)' is not a valid format specifier: \(reason.explanation); write '%%' for a percent sign"
        case .literalPercentInFormattedString(let spelling):
            "'\(spelling)' looks like a percent sign followed by text, but this string has format arguments, "
                + "so it is read as a specifier; write '%%' for a percent sign"
        case .flagBeforeObject(let spelling):
            "'\(spelling)' is read as '%@' (Foundation ignores what stands between '%' and '@'), so an argument "
                + "is shown here; write '%%' for a percent sign"
        case .argumentPlaceholderOutsideSubstitution:
            "'%arg' is only replaced inside the plural branches of a substitution"
        case .unresolvedSubstitution(let name):
            "'%#@\(name)@' refers to a substitution '\(name)' that does not exist"
        case .invalidSubstitutionFormatSpecifier(let name, let formatSpecifier):
            "substitution '\(name)' has the format specifier '\(formatSpecifier)', which is not a valid type"
        case .invalidSubstitutionArgumentNumber(let name, let argNum):
            "substitution '\(name)' has argNum \(argNum), which is not a valid argument index"
        case .substitutionIndexMismatch(let name, let written, let argNum):
            "'%\(written)$#@\(name)@' says argument \(written), but substitution '\(name)' has argNum \(argNum)"
        case .nestedSubstitution(let name):
            "'%#@\(name)@' is inside a substitution branch; substitutions cannot be nested"
        case .conflictingTypes(let index, let first, let second):
            "argument \(index) is read as \(first.phrase) and as \(second.phrase)"
        case .missingArguments(let range):
            range.count == 1
                ? "argument \(range.lowerBound) is never used, so its type cannot be inferred"
                : "arguments \(range.lowerBound) to \(range.upperBound) are never used, "
                    + "so their types cannot be inferred"
        case .mixedPositionalAndSequential(let index):
            "an unpositioned specifier reads argument \(index), which a numbered one ('%\(index)$…') also reads: "
                + "Foundation counts unpositioned specifiers among themselves, so argument \(index) is shown twice; "
                + "number all of them"
        }
    }
}
