/// Rules that judge the text of one string unit as it will be spoken, supplied to the audit as a
/// value by a library that knows speech (SpeechRules supplies its rules so), which keeps this
/// library free of any knowledge of speech.
///
/// A set of text rules has two kinds of rule:
/// - **per-text rules** judge one text at a time (a bare price, a gesture named in a hint);
/// - **catalog-wide rules** (``CatalogWideTextRule``) judge a catalog's texts together (German
///   strings that mix "Sie" and "du"): each text gives them a note while it is checked, and once
///   every text of a catalog is checked, each catalog-wide rule judges the notes.
public struct TextRules: Sendable {
    /// Every rule of the set, per-text and catalog-wide.
    public var descriptions: [RuleDescription]
    /// Whether the rules judge texts in a language, given as the catalog spells the tag (`de-CH`).
    public var judgesLanguage: @Sendable (String) -> Bool
    /// Makes the checker that runs the rules of the set that are on, given by id.
    public var makeChecker: @Sendable (_ enabledRuleIDs: Set<String>) -> TextChecker

    /// Creates a set of text rules.
    public init(
        descriptions: [RuleDescription], judgesLanguage: @escaping @Sendable (String) -> Bool,
        makeChecker: @escaping @Sendable (_ enabledRuleIDs: Set<String>) -> TextChecker
    ) {
        self.descriptions = descriptions
        self.judgesLanguage = judgesLanguage
        self.makeChecker = makeChecker
    }
}

/// The text rules that are on, ready to run on a catalog's texts.
public struct TextChecker: Sendable {
    /// Checks one text with the per-text rules that are on: findings in text order, and one note
    /// per rule of ``catalogWideRules`` (in that order; `nil` where the rule has nothing to note).
    public var check: @Sendable (AuditedText) -> TextCheckResult
    /// The catalog-wide rules that are on.
    public var catalogWideRules: [CatalogWideTextRule]
    /// What the catalog-wide rules note about a text of the catalog that the audit does not check
    /// (a string that is no accessibility string), one note per rule as in ``check``, from one
    /// reading of the text: the catalog's style is all its texts, so they count as evidence, and
    /// the rules' `text(i)` gives `nil` for them, since they get no finding. `nil`: only checked
    /// texts count.
    public var uncheckedNotes: (@Sendable (AuditedText) -> [(any Sendable)?])?

    /// Creates a checker.
    public init(
        check: @escaping @Sendable (AuditedText) -> TextCheckResult, catalogWideRules: [CatalogWideTextRule] = [],
        uncheckedNotes: (@Sendable (AuditedText) -> [(any Sendable)?])? = nil
    ) {
        self.check = check
        self.catalogWideRules = catalogWideRules
        self.uncheckedNotes = uncheckedNotes
    }
}

/// What the per-text rules found in one text, and what the text tells the catalog-wide rules.
public struct TextCheckResult: Sendable {
    /// The findings, in text order.
    public var findings: [TextFinding]
    /// One note per catalog-wide rule of the checker, in its order; empty when none has a note.
    public var notes: [(any Sendable)?]

    /// Creates a result.
    public init(findings: [TextFinding], notes: [(any Sendable)?] = []) {
        self.findings = findings
        self.notes = notes
    }
}

/// A rule that judges a catalog's texts together, from the notes its texts gave while they were
/// checked one by one.
public struct CatalogWideTextRule: Sendable {
    /// The rule's id.
    public var id: String
    /// Judges the notes of one catalog, in catalog order. `text(i)` gives back the text that gave
    /// `notes[i]` (asked only for the texts that get a finding). Returns each finding with the index
    /// of its note.
    public var judge: @Sendable (_ notes: [any Sendable], _ text: (Int) -> AuditedText?) -> [(index: Int, finding: TextFinding)]
    /// Whether the texts of the module's other catalogs and `.strings` tables count with the
    /// catalog's own (``ModuleTableTexts``).
    public var countsModuleTables: Bool

    /// Creates a catalog-wide rule.
    public init(
        id: String, countsModuleTables: Bool = false,
        judge: @escaping @Sendable (_ notes: [any Sendable], _ text: (Int) -> AuditedText?) -> [(index: Int, finding: TextFinding)]
    ) {
        self.id = id
        self.countsModuleTables = countsModuleTables
        self.judge = judge
    }
}

/// One string unit the audit hands to text rules: its text, language and role, and the other
/// strings of the same element.
public struct AuditedText: Sendable, Hashable {
    /// The text exactly as it stands in the catalog, placeholders included.
    public var text: String
    /// The language tag as the catalog spells it, e.g. `en`, `de`, `de-CH`.
    public var language: String
    /// The string's role, or `nil` for a string without one (audited with `--all-strings`).
    public var role: AccessibilityRole?
    /// The texts of the other strings of the same element, in the same language, by role; under the
    /// string's own role, the other parts of one implicit label heard with it, joined.
    public var companions: [AccessibilityRole: String]
    /// Whether the text is a substitution's branch (`substitutions.count.plural.one`), where `%arg`
    /// stands for the argument.
    public var isSubstitutionBranch: Bool
    /// The key's comment, the developer's note to translators (it may say the string is inserted
    /// into a sentence).
    public var comment: String?
    /// For a translation, the text in the catalog's source language; `nil` in the source language.
    public var sourceText: String?
    /// Whether the text is a translation that repeats a text of the source language word for word
    /// (an untranslated copy): whatever it sounds like, the source's text sounds so too, and the
    /// copy itself is the catalog checks' finding (`untranslated`, `same-as-source`).
    public var repeatsSource = false
    /// How the app presents the text: the form the code gives it (a help tag, a text field's
    /// prompt, an action's title) and the platform, where the audit knows them.
    public var presentation = TextPresentation()
    /// Whether the text is the key itself, spoken because the catalog has no text for it in the
    /// source language (an entry `{}`): what VoiceOver says is the developer's name for the string.
    public var isKeyWithoutText = false
    /// The names of the app whose Xcode project bundles the catalog (the project's and its
    /// targets' names, their product and display names), one word each: a text may write them as
    /// no word of its language is written ("Aether", the 46th study). Empty outside a project.
    public var appNames: [String] = []

    /// Whether the code shows the text as a macOS help tag (`.help(_:)`), which VoiceOver speaks as
    /// the hint but which is written in the help-tag style, not the hint style.
    public var isHelpTag: Bool { presentation.isHelpTag }

    /// Creates a text.
    public init(
        text: String, language: String, role: AccessibilityRole?, companions: [AccessibilityRole: String] = [:],
        isSubstitutionBranch: Bool = false, comment: String? = nil, sourceText: String? = nil
    ) {
        self.comment = comment
        self.sourceText = sourceText
        self.text = text
        self.language = language
        self.role = role
        self.companions = companions
        self.isSubstitutionBranch = isSubstitutionBranch
    }
}

/// What a text rule found: the rule, how much it matters, what is wrong, and where in the text.
public struct TextFinding: Sendable, Hashable {
    /// The rule's id.
    public var ruleID: String
    /// The severity the rule gives this case (the configuration may replace it).
    public var severity: Severity
    /// What a listener hears and how to fix it.
    public var message: String
    /// Where in the text, in Unicode scalars from its start.
    public var scalarOffsets: Range<Int>
    /// A rewrite that would pass, when the rule offers one.
    public var suggestion: String?

    /// Creates a finding.
    public init(ruleID: String, severity: Severity, message: String, scalarOffsets: Range<Int>, suggestion: String? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.scalarOffsets = scalarOffsets
        self.suggestion = suggestion
    }
}
