/// The arguments a string reads, by 1-based index, with their types: what a translation must agree on.
///
/// Two strings are compatible when their signatures read the same indexes as the same type classes,
/// whatever the spelling (`%@ of %@` and `%2$@ von %1$@` read the same arguments). The signature also
/// carries the problems found in the string on its own, as `diagnostics`.
///
/// Numbering follows Foundation:
/// - an unpositioned specifier (`%@`) takes the next argument in reading order; positional ones (`%2$@`)
///   do not advance that count; a `*` width or precision reads an `int` argument before the value;
/// - `%#@name@` reads the substitution's `argNum` if the catalog gives one; else the `n` of `%n$#@name@`;
///   else the next argument in order, exactly like an unpositioned specifier, because Foundation picks
///   the plural branch of an unnumbered variable that way. References with an `argNum` do not advance the
///   count, so `%#@a@ %#@b@` with `b.argNum = 1` and no `argNum` for `a` gives `a` argument 1;
/// - inside a branch, `%arg` and any unpositioned specifier stand for the substitution's argument
///   (the second is the older stringsdict convention, `%lld Dateien`, which real translations still
///   use); positional specifiers such as `%2$@ follower` read their own index.
///
/// The type class of a reference comes from the substitution's `formatSpecifier`. Each substitution's
/// branches are analysed once, at its first reference. A probable literal percent or a malformed `%` never
/// reads an argument here: in a formatted string it is reported instead, in any other string it is text.
/// The one exception is a flag before `@` (`% @`): in a formatted string Foundation ignores the flag and
/// prints the argument, so it reads the next argument like `%@`.
public struct ArgumentSignature: Sendable, Hashable {
    /// Whether the string is treated as passed through a formatter, which decides whether `%` problems
    /// are reported. Substitution branches are always formatted.
    public let isFormatted: Bool
    /// Every place an argument is read, in reading order: the value first, then each substitution's
    /// branches after its reference.
    public let uses: [ArgumentUse]
    /// The type class of each argument index, from the first place it is read.
    public let typeClasses: [Int: ArgumentTypeClass]
    /// The highest argument index read, including those of unresolved substitution references; 0 if none.
    public let argumentCount: Int
    /// The problems found, in order: token problems in reading order, then type conflicts, gaps and
    /// mixed numbering.
    public let diagnostics: [FormatDiagnostic]

    /// Analyses one catalog value.
    ///
    /// - Parameters:
    ///   - text: The value, e.g. `"%#@count_posts@ von %#@count_participants@"`.
    ///   - substitutions: The substitutions of the same localization; if a name occurs twice, the first
    ///     wins.
    ///   - isFormatted: Whether the string is passed through a formatter. `nil` infers it from the text:
    ///     formatted if it contains an argument token. For a translation, pass the source string's
    ///     `isFormatted`, because the call site, not the translation, decides whether arguments are given.
    public init(text: String, substitutions: [SubstitutionSpec] = [], isFormatted: Bool? = nil) {
        // Most values: no `%` and no substitutions, so no argument and nothing to diagnose.
        if substitutions.isEmpty, FormatTokenizer.isPlainText(text) {
            self.isFormatted = isFormatted ?? false
            uses = []
            typeClasses = [:]
            argumentCount = 0
            diagnostics = []
            return
        }
        let tokens = FormatTokenizer.tokenize(text)
        let formatted = isFormatted ?? FormatTokenizer.containsArguments(tokens)
        var builder = ArgumentSignatureBuilder(substitutions: substitutions)
        builder.addValue(text, tokens: tokens, isFormatted: formatted)
        let result = builder.finish()
        self.isFormatted = formatted
        self.uses = result.uses
        self.typeClasses = result.typeClasses
        self.argumentCount = result.argumentCount
        self.diagnostics = result.diagnostics
    }

    /// The uses of argument `index`, in reading order. Linear in the number of uses.
    public func uses(ofArgument index: Int) -> [ArgumentUse] {
        uses.filter { $0.index == index }
    }

    /// Whether any argument is numbered by order rather than written explicitly (`%lld of %lld`, or
    /// `%#@name@` without `argNum`): a translator cannot reorder such arguments without renumbering.
    ///
    /// `%arg` and unpositioned specifiers inside branches do not count; they follow their reference.
    public var hasUnpositionedArguments: Bool {
        uses.contains { use in
            if case .substitutionArgument = use.role { return false }
            return !use.isPositional
        }
    }
}
