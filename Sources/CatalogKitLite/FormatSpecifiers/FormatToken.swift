/// One piece of a catalog value: a run of literal text or one `%` construct, with its place in the string.
///
/// The tokens of a string cover it completely and in order, so joining their texts gives the string back.
public struct FormatToken: Sendable, Hashable {
    /// What the token is.
    public enum Kind: Sendable, Hashable {
        /// Literal text without any `%`.
        case text
        /// `%%`, a literal percent sign in a formatted string; it reads no argument.
        case escapedPercent
        /// A printf-style specifier that reads an argument.
        case specifier(FormatSpecifier)
        /// Something that lexes as a specifier but is almost certainly a percent sign followed by text:
        /// `% o` in `50% off`, `% d` in `50 % der`, `%i` in `50%ige`.
        ///
        /// The tokenizer marks a specifier this way when its flags contain a space (printf's space flag
        /// is practically never used in user-facing text), or when it is a bare `%` plus conversion letter
        /// right after a digit and directly followed by another letter. Whether it is a problem depends on
        /// the string: one that is never formatted shows it as written, one with arguments turns it into
        /// a specifier and needs `%%`. `ArgumentSignature` applies that rule and counts it as an argument
        /// only for `% @` in a formatted string, which Foundation reads like `%@`. The percent sign is the
        /// token's first character.
        case probableLiteralPercent(FormatSpecifier)
        /// A substitution reference, `%#@name@`.
        case substitution(SubstitutionReference)
        /// `%arg`, the placeholder for a substitution's own argument inside its plural branches.
        case argumentPlaceholder
        /// A `%` that starts no valid construct, e.g. `%` at the end, `%5` or `%k`.
        case malformed(MalformedSpecifier)

        /// Whether the token stands for a format argument: a specifier, a substitution reference or
        /// `%arg`. Probable literal percents and malformed tokens do not count.
        public var isArgument: Bool {
            switch self {
            case .specifier, .substitution, .argumentPlaceholder: true
            case .text, .escapedPercent, .probableLiteralPercent, .malformed: false
            }
        }

        /// The specifier of `% @`, a probable literal percent that is a flag before `@`: in a formatted
        /// string Foundation ignores the flag and reads an argument there, like `%@` ("Ouvrir dans % @"),
        /// so `ArgumentSignature` and the translators' placeholder notes count it. `% g` in "zu 100%
        /// genau" is not one: it reads a double and prints garbage.
        public var flaggedObjectSpecifier: FormatSpecifier? {
            guard case .probableLiteralPercent(let specifier) = self, specifier.conversion == .object else { return nil }
            return specifier
        }
    }

    /// What the token is.
    public let kind: Kind
    /// The token's range in the tokenized string.
    ///
    /// Boundaries always fall on Unicode scalar boundaries, because every character of the grammar is
    /// ASCII. They can split a grapheme cluster if a combining mark directly follows a specifier
    /// (`%d\u{301}`); use `String.distance(from:to:)` for character or `unicodeScalars` offsets.
    public let range: Range<String.Index>
    /// The token's range in UTF-8 bytes from the start of the string.
    public let utf8Range: Range<Int>

    /// Creates a token.
    public init(kind: Kind, range: Range<String.Index>, utf8Range: Range<Int>) {
        self.kind = kind
        self.range = range
        self.utf8Range = utf8Range
    }

    /// The token's text in `string`, which must be the string it was tokenized from.
    public func text(in string: String) -> Substring { string[range] }
}
