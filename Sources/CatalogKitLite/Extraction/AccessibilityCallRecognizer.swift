/// Finds, in the bytes of one Swift file, the calls that give text to assistive technologies.
///
/// The file is lexed exactly (comments, every kind of string literal, regex literals), so text that
/// only looks like a call inside a comment or a string is never taken for one. The forms, the role
/// each gives its text and how each argument is judged are listed in `Docs/swift-sources.md`.
public struct AccessibilityCallRecognizer: Sendable {
    /// Routines the project wraps its lookups in (the configuration's `sources.localizationRoutines`):
    /// `L10n.tr` (a function whose first literal argument is the key) or `.localized` (a member of a
    /// string literal, `"Close".localized` or `"Close".localized()`).
    public var localizationRoutines: [String]

    /// Creates a recogniser that also knows the project's own lookup routines.
    public init(localizationRoutines: [String] = []) {
        self.localizationRoutines = localizationRoutines
    }

    /// Lexes the file and returns its accessibility uses and suppression comments.
    ///
    /// Throws when the file is not UTF-8 or a string literal, regex literal or block comment is never
    /// closed, with the position where the problem starts.
    public func scan(_ bytes: [UInt8]) throws(SourceError) -> SourceScan {
        let file = try SwiftLexer.lex(bytes)
        var recognition = CallRecognition(file: file, routines: localizationRoutines)
        recognition.run()
        let previews = PreviewCode.ranges(in: file)
        let uses = recognition.finishedUses().filter { use in !previews.contains { $0.contains(use.callPosition.offset) } }
        return SourceScan(uses: uses, suppressedRules: SuppressionComments.rules(in: file), conditionalClauses: ConditionalClause.clauses(in: file))
    }
}
