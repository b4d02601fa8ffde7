import CatalogKitLite

/// One accessibility string as VoiceOver will speak it: its text, language and role, and the other
/// strings of the same element.
public struct SpokenString: Sendable, Hashable {
    /// The text exactly as it stands in the catalog, placeholders included.
    public var text: String
    /// The language tag, e.g. `en`, `de`, `de-CH`. Tags without a lexicon fall back to none.
    public var language: String
    /// What the string is to VoiceOver, or `nil` when that is not known (a string audited with
    /// `--all-strings` that no configuration, comment, code or key name gives a role): such a string
    /// gets only the rules that hold for any spoken text, never those about labels or hints.
    public var role: AccessibilityRole?
    /// The label, value and hint of the same element, when the audit paired them.
    public var companions: [AccessibilityRole: String]
    /// Whether the text is a substitution's plural branch, where `%arg` is the argument and not
    /// leaked syntax.
    public var isSubstitutionBranch: Bool
    /// The evidence that the string is a piece of a larger sentence, when there is some: the rules
    /// about a label's or hint's shape do not judge a fragment.
    public var fragment: TextFragment?
    /// How the app presents the string: the form the code gives it (a help tag, a text field's
    /// prompt, an action's title) and the platform, where the audit knows them.
    public var presentation = TextPresentation()
    /// For a translation, the text in the source language; `nil` for the source language or when
    /// it is not known. A rule may judge a translation by what its source says ("Remove tap" is a
    /// Homebrew tap, whatever the translator made of it).
    public var sourceText: String?
    /// Whether the text is the key itself, spoken because the catalog has no source-language text
    /// for it: a name such as `search.empty` is then the developer's, not words for a listener.
    public var isKeyWithoutText = false
    /// The names of the app, as words, where the audit knows them (see `AuditedText.appNames`).
    public var appNames: [String] = []

    /// Whether the string is a macOS help tag (`.help(_:)` in SwiftUI): VoiceOver speaks it as the
    /// hint, but the Human Interface Guidelines write help tags as short verb phrases ("Show the
    /// sidebar"), so the rules about an iOS hint's wording and punctuation do not judge it.
    public var isHelpTag: Bool { presentation.isHelpTag }

    /// Creates a spoken string.
    public init(
        text: String, language: String, role: AccessibilityRole?, companions: [AccessibilityRole: String] = [:],
        isSubstitutionBranch: Bool = false, fragment: TextFragment? = nil
    ) {
        self.fragment = fragment
        self.text = text
        self.language = language
        self.role = role
        self.companions = companions
        self.isSubstitutionBranch = isSubstitutionBranch
    }
}
