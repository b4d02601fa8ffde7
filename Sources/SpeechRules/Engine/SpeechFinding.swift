import CatalogKitLite

/// What a speech rule found in one string: which rule, how much it matters, what a listener hears,
/// and exactly where in the text.
public struct SpeechFinding: Sendable, Hashable {
    /// The rule's stable kebab-case id, e.g. `bare-price`.
    public var ruleID: String
    /// The rule's default severity, or the finer one the rule gives this case (e.g. `info` for "More").
    public var severity: Severity
    /// What a listener hears and how to fix it, quoting the string in its own language.
    public var message: String
    /// The part of the text that triggered the rule.
    public var range: Range<String.Index>
    /// The same range in Unicode scalars from the start of the text, so reports can compute columns
    /// without the string.
    public var scalarOffsets: Range<Int>
    /// A rewrite that would pass, when the rule can offer one.
    public var suggestion: String?
    /// How a synthesiser will likely speak the triggering text, when that helps.
    public var spoken: String?

    /// Creates a finding; `scalarOffsets` is computed from `range` in `text`.
    public init(
        ruleID: String, severity: Severity, message: String, range: Range<String.Index>, in text: String,
        suggestion: String? = nil, spoken: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        let scalars = text.unicodeScalars
        let start = scalars.distance(from: scalars.startIndex, to: range.lowerBound)
        let length = scalars.distance(from: range.lowerBound, to: range.upperBound)
        self.scalarOffsets = start..<(start + length)
        self.suggestion = suggestion
        self.spoken = spoken
    }

    /// Creates a finding whose scalar offsets are already known (the engine computes them in one pass).
    public init(
        ruleID: String, severity: Severity, message: String, range: Range<String.Index>, scalarOffsets: Range<Int>,
        suggestion: String? = nil, spoken: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.range = range
        self.scalarOffsets = scalarOffsets
        self.suggestion = suggestion
        self.spoken = spoken
    }
}
