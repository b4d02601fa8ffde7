/// One piece of text a translator works on: a string unit of one key in one language, with the
/// context a translator needs (source text, comment, role, placeholders, findings, how it sounds).
///
/// Each plural form, device variant and substitution branch is a unit of its own, named as Xcode's
/// `.xcloc` export names it: the key, then `|==|` and the variation path
/// (`%lld items|==|plural.one`, `Greeting|==|device.ipad`, `Files|==|substitutions.count.plural.other`).
public struct TranslationUnit: Hashable, Sendable {
    /// The module of the catalog.
    public var module: String
    /// The catalog's path, as it was found (relative to the current folder when found below a
    /// relative path).
    public var catalogPath: String
    /// The key in `strings`.
    public var key: String
    /// Where the unit sits inside the localization; empty for the localization's own unit.
    public var path: VariationPath
    /// The text in the source language (the key itself when the source language has no value).
    public var source: String
    /// The current translation, if the language has a unit at this path.
    public var target: String?
    /// The state of the current translation, if any.
    public var state: TranslationState?
    /// The comment for translators.
    public var comment: String?
    /// The accessibility role of the key, if it has one.
    public var role: AccessibilityRole?
    /// Where the role came from.
    public var roleSource: RoleSource?
    /// Where the Swift code gives the string its role, when it does.
    public var usedAt: CodeReference?
    /// What each placeholder of the source stands for.
    public var placeholders: [PlaceholderNote]
    /// The findings of the audit on this unit in the target language, as `rule-id: message`.
    public var findings: [String]
    /// How a speech synthesiser will likely read the source text, when known.
    public var spokenPreview: String?
    /// Why the unit is on the work list.
    public var needs: [TranslationNeed]

    /// Creates a unit.
    public init(
        module: String, catalogPath: String, key: String, path: VariationPath, source: String, target: String? = nil,
        state: TranslationState? = nil, comment: String? = nil, role: AccessibilityRole? = nil, roleSource: RoleSource? = nil,
        usedAt: CodeReference? = nil, placeholders: [PlaceholderNote] = [], findings: [String] = [], spokenPreview: String? = nil, needs: [TranslationNeed] = []
    ) {
        self.module = module
        self.catalogPath = catalogPath
        self.key = key
        self.path = path
        self.source = source
        self.target = target
        self.state = state
        self.comment = comment
        self.role = role
        self.roleSource = roleSource
        self.usedAt = usedAt
        self.placeholders = placeholders
        self.findings = findings
        self.spokenPreview = spokenPreview
        self.needs = needs
    }

    /// The separator Xcode puts between a key and its variation path in a unit's id.
    public static let pathSeparator = "|==|"

    /// The unit's id as Xcode writes it: the key, or `key|==|path`.
    public var id: String { Self.id(key: key, path: path) }

    /// The id of the unit at `path` of `key`.
    public static func id(key: String, path: VariationPath) -> String {
        path.isEmpty ? key : key + pathSeparator + path.unitIDSpelling
    }

    /// Splits an id into its key and variation path. The last `|==|` separates them, and only when
    /// what follows it is a variation path (a key may contain `|==|` itself); a substitution name
    /// with dots is read between `@` signs, as Xcode writes it.
    public static func split(id: String) -> (key: String, path: VariationPath) {
        guard let range = id.range(of: pathSeparator, options: .backwards) else { return (id, VariationPath()) }
        let pathText = String(id[range.upperBound...])
        let path = VariationPath(unitIDSpelling: pathText)
        guard isVariationPath(path) else { return (id, VariationPath()) }
        return (String(id[..<range.lowerBound]), path)
    }

    /// Whether the components read as a variation path: pairs of an axis (`plural`, `device`) and a
    /// selector, with `substitutions NAME` pairs between them.
    static func isVariationPath(_ path: VariationPath) -> Bool {
        let components = path.components
        guard !components.isEmpty, components.count % 2 == 0 else { return false }
        var index = 0
        while index < components.count {
            guard ["plural", "device", "substitutions"].contains(components[index]), !components[index + 1].isEmpty else { return false }
            index += 2
        }
        return true
    }
}

/// Why a unit is on a translator's work list.
public enum TranslationNeed: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The language has no text at this place.
    case missing
    /// The text is empty or only white space.
    case empty
    /// The text is in state `new` (or a state this tool does not know, or `stale`): not finished.
    case new
    /// The text is in state `needs_review`.
    case needsReview = "needs-review"
    /// The audit has a finding on the text in this language.
    case findings

    /// The name as `--only` spells it.
    public var description: String { rawValue }
}

/// What one placeholder of a source text stands for.
public struct PlaceholderNote: Hashable, Sendable, CustomStringConvertible {
    /// The placeholder as written, e.g. `%lld`, `%1$@`, `%#@count@`, `%arg`.
    public var spelling: String
    /// The argument it reads, 1-based, when known.
    public var argument: Int?
    /// What it is, e.g. `a number`, `text`.
    public var meaning: String

    /// Creates a note.
    public init(spelling: String, argument: Int?, meaning: String) {
        self.spelling = spelling
        self.argument = argument
        self.meaning = meaning
    }

    /// `%lld = a number (argument 1)`.
    public var description: String {
        "\(spelling) = \(meaning)" + (argument.map { " (argument \($0))" } ?? "")
    }
}
