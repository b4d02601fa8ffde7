/// What a rule is, in its own words: the data that `rules` and `explain` print, that SARIF's rule
/// table is built from, and that the generic example test runs.
public struct RuleDescription: Hashable, Sendable {
    /// The stable kebab-case id, e.g. `placeholder-mismatch`. Never renamed.
    public var id: String
    /// One line: what the rule flags.
    public var summary: String
    /// Why it matters, for `explain` and SARIF's full description.
    public var rationale: String
    /// How to fix what it flags.
    public var fix: String
    /// The severity unless the configuration says otherwise.
    public var defaultSeverity: Severity
    /// Whether the rule runs unless configured off. `false` for opt-in rules.
    public var isEnabledByDefault: Bool
    /// The roles the rule applies to; all roles (and strings without one, with `--all-strings`)
    /// when empty.
    public var roles: [AccessibilityRole]
    /// Examples that must trigger the rule, and examples that must not; made each time they are
    /// asked for.
    public var examples: [RuleExample] {
        get { makeExamples() }
        set { makeExamples = { newValue } }
    }

    /// Makes the examples. Only `explain`, `rules` and the tests read them, while every run makes
    /// every rule's description: the catalog checks' examples are small catalogs written as JSON,
    /// and making them all took 12 % of the instructions of a run on the sample catalogs.
    private var makeExamples: @Sendable () -> [RuleExample]

    /// Creates a description. The examples are made only when they are read.
    public init(
        id: String, summary: String, rationale: String, fix: String, defaultSeverity: Severity,
        isEnabledByDefault: Bool = true, roles: [AccessibilityRole] = [],
        examples: @autoclosure @escaping @Sendable () -> [RuleExample] = []
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.fix = fix
        self.defaultSeverity = defaultSeverity
        self.isEnabledByDefault = isEnabledByDefault
        self.roles = roles
        self.makeExamples = examples
    }

    public static func == (lhs: RuleDescription, rhs: RuleDescription) -> Bool {
        lhs.id == rhs.id && lhs.summary == rhs.summary && lhs.rationale == rhs.rationale && lhs.fix == rhs.fix
            && lhs.defaultSeverity == rhs.defaultSeverity && lhs.isEnabledByDefault == rhs.isEnabledByDefault
            && lhs.roles == rhs.roles && lhs.examples == rhs.examples
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
        hasher.combine(summary)
        hasher.combine(rationale)
        hasher.combine(fix)
        hasher.combine(defaultSeverity)
        hasher.combine(isEnabledByDefault)
        hasher.combine(roles)
        hasher.combine(examples)
    }
}

/// One example of a rule: an input, and whether the rule must fire on it.
///
/// For catalog checks the input is a small catalog (JSON text); for speech rules it is one string
/// with its language and role. `triggers` says whether the rule must report it.
public struct RuleExample: Hashable, Sendable {
    /// The input: catalog JSON for catalog checks, the spoken text for speech rules.
    public var input: String
    /// The language of the text (speech rules) or the language the finding must name (catalog checks).
    public var language: String
    /// The role of the string. For a speech rule, `nil` is a string without a known role, as
    /// `--all-strings` audits it.
    public var role: AccessibilityRole?
    /// Companions of the string (its label, value or hint) for speech rules that read pairs.
    public var companions: [AccessibilityRole: String]
    /// Whether the rule must fire.
    public var triggers: Bool
    /// Why this example is there, in a few words.
    public var note: String
    /// The key's comment, for speech rules that read it (a comment can say the string is a
    /// fragment of a sentence).
    public var comment: String?
    /// For a speech example in a translation, the text in the source language (a rule may judge a
    /// translation by what its source says).
    public var sourceText: String?
    /// How the app presents the string (a help tag, a text field's prompt, on a Mac), for speech
    /// rules that judge it by that.
    public var presentation: TextPresentation
    /// Other strings of the same catalog, in the example's language, role and presentation, for a
    /// speech rule that judges a catalog's strings together: the example is judged among them.
    public var catalogStrings: [String]
    /// For a speech example, whether the text is a key the catalog gives no source-language text,
    /// spoken as its own text.
    public var isKeyWithoutText: Bool
    /// For a speech example, the names of the app (see ``AuditedText/appNames``).
    public var appNames: [String]

    /// Creates an example.
    public init(
        _ input: String, language: String = "en", role: AccessibilityRole? = nil,
        companions: [AccessibilityRole: String] = [:], comment: String? = nil, sourceText: String? = nil,
        presentation: TextPresentation = TextPresentation(), catalogStrings: [String] = [], isKeyWithoutText: Bool = false,
        appNames: [String] = [], triggers: Bool, note: String = ""
    ) {
        self.appNames = appNames
        self.catalogStrings = catalogStrings
        self.isKeyWithoutText = isKeyWithoutText
        self.comment = comment
        self.sourceText = sourceText
        self.presentation = presentation
        self.input = input
        self.language = language
        self.role = role
        self.companions = companions
        self.triggers = triggers
        self.note = note
    }
}
