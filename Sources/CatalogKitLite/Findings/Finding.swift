/// Something a check found about one string: which rule, how much it matters, what is wrong, and
/// exactly where.
///
/// Findings never abort a run; the command collects, suppresses, sorts and reports them.
public struct Finding: Hashable, Sendable {
    /// The rule's stable kebab-case id, e.g. `missing-translation`.
    public var ruleID: String
    // `severity`, `role` and `roleSource` (one byte each) stand together, so that they share one word of padding:
    // a large run keeps hundreds of thousands of findings.
    /// How much it matters (the rule's default, or as configured).
    public var severity: Severity
    /// The accessibility role of the key, when it has one.
    public var role: AccessibilityRole?
    /// Where the key's role came from (configuration, comment, code, key name), when it has one:
    /// a finding about a label is only as sure as the knowledge that the string is a label.
    public var roleSource: RoleSource?
    /// What is wrong, in the string's own terms, quoting the text where that helps.
    public var message: String
    /// Where: file, line, column, key, language and variation path.
    public var location: CatalogLocation
    /// The module of the catalog, when known.
    public var module: String?
    /// How to fix it, when the rule can say.
    public var suggestion: String?
    /// The text in the source language, for reports that show it beside the translation.
    public var sourceText: String?
    /// The translated text the finding is about, when there is one.
    public var text: String?
    /// Where the Swift code gives the string its role, for a finding about a catalog string that an
    /// accessibility API uses.
    public var usedAt: CodeReference?

    /// Creates a finding.
    public init(
        ruleID: String, severity: Severity, message: String, location: CatalogLocation, module: String? = nil,
        role: AccessibilityRole? = nil, roleSource: RoleSource? = nil, suggestion: String? = nil, sourceText: String? = nil,
        text: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.module = module
        self.role = role
        self.roleSource = roleSource
        self.suggestion = suggestion
        self.sourceText = sourceText
        self.text = text
    }

    /// The order reports use: file, line, column, then rule and message, so output is the same
    /// whatever order the checks ran in.
    public static func reportOrder(_ lhs: Finding, _ rhs: Finding) -> Bool {
        if lhs.location.file != rhs.location.file { return lhs.location.file < rhs.location.file }
        if lhs.location.position.offset != rhs.location.position.offset { return lhs.location.position.offset < rhs.location.position.offset }
        let left = (lhs.location.key, lhs.location.language ?? "", lhs.location.variationPath.description, lhs.ruleID, lhs.message)
        let right = (rhs.location.key, rhs.location.language ?? "", rhs.location.variationPath.description, rhs.ruleID, rhs.message)
        return left < right
    }
}
