import CatalogKitLite

/// What a rule gets: the string, its tokens, its language's lexicon and its companions' tokens, with
/// helpers that keep messages uniform.
public struct SpeechInput: Sendable {
    /// The string being checked.
    public let string: SpokenString
    /// Its tokens.
    public let tokens: [SpeechToken]
    /// The lexicon of its language (empty for languages without one).
    public let lexicon: Lexicon
    /// The tokens of the paired label, value and hint.
    public let companionTokens: [AccessibilityRole: [SpeechToken]]

    /// Tokenizes a string and its companions.
    public init(_ string: SpokenString) {
        self.string = string
        self.lexicon = Lexicon.forLanguage(string.language)
        self.tokens = SpeechTokenizer.tokenize(string.text, lexicon: lexicon)
        var companions: [AccessibilityRole: [SpeechToken]] = [:]
        for (role, text) in string.companions where role != string.role {
            companions[role] = SpeechTokenizer.tokenize(text, lexicon: lexicon)
        }
        self.companionTokens = companions
    }

    /// The text.
    public var text: String { string.text }
    /// The role.
    public var role: AccessibilityRole { string.role }
    /// Whether the text is German (`de`, `de-CH`, …).
    public var isGerman: Bool { lexicon.language == "de" || Lexicon.baseLanguage(string.language) == "de" }
    /// Whether the text is English.
    public var isEnglish: Bool { Lexicon.baseLanguage(string.language) == "en" }

    /// The tokens that carry content: everything but white space.
    public var contentTokens: [SpeechToken] { tokens.filter { $0.kind != .space } }

    /// The words, in order.
    public var words: [SpeechToken] { tokens.filter(\.isWord) }

    /// The text's range without surrounding white space.
    public var trimmedRange: Range<String.Index> {
        let content = tokens.filter { $0.kind != .space }
        guard let first = content.first, let last = content.last else { return text.startIndex..<text.endIndex }
        return first.range.lowerBound..<last.range.upperBound
    }

    /// The text without surrounding white space.
    public var trimmedText: String { String(text[trimmedRange]) }

    /// The spoken preview of the tokens inside a range.
    public func spoken(_ range: Range<String.Index>) -> String {
        SpokenPreview.render(tokens.filter { $0.range.overlaps(range) || ($0.range.isEmpty && range.contains($0.range.lowerBound)) }, lexicon: lexicon)
    }

    /// The spoken preview of the whole text.
    public var spokenText: String { SpokenPreview.render(tokens, lexicon: lexicon) }

    /// How messages name the string: `German label "14,99 €"`.
    public var subject: String { "\(lexicon.languageName) \(role) \(Self.quote(trimmedText))" }

    /// Quotes text for a message, shortened to a readable length.
    public static func quote(_ text: String, limit: Int = 80) -> String {
        let flat = text.replacingOccurrences(of: "\n", with: " ")
        return "\"" + (flat.count > limit ? String(flat.prefix(limit - 1)) + "…" : flat) + "\""
    }

    /// The text of a companion, if the audit paired one.
    public func companion(_ role: AccessibilityRole) -> String? { string.companions[role] }

    /// A finding of a rule, with the rule's default severity unless `severity` says otherwise.
    public func finding(
        _ rule: RuleDescription, _ range: Range<String.Index>, _ message: String, severity: Severity? = nil,
        suggestion: String? = nil, spoken: String? = nil
    ) -> SpeechFinding {
        SpeechFinding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, range: range, in: text,
            suggestion: suggestion, spoken: spoken)
    }
}
