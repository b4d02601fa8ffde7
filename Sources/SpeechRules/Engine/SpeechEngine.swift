import CatalogKitLite

/// Runs speech rules on spoken strings and previews how they will be spoken.
public enum SpeechEngine {
    /// Checks one string with the rules that apply to its role.
    ///
    /// - Parameters:
    ///   - string: The string, its language, role and companions.
    ///   - rules: The rules to run.
    /// - Returns: Findings in text order, then by rule id.
    public static func check(_ string: SpokenString, rules: [SpeechRule]) -> [SpeechFinding] {
        guard rules.contains(where: { $0.applies(to: string.role) }), !string.text.isEmpty else { return [] }
        return run(rules, on: SpeechInput(string))
    }

    /// The findings of the rules that apply to the input's role, in ``order(_:_:)``. Only the roles
    /// and the check of a rule are read, not the rule: a rule is a large value, and copying it
    /// retains every string of its description.
    static func run(_ rules: [SpeechRule], on input: SpeechInput) -> [SpeechFinding] {
        var findings: [SpeechFinding] = []
        for index in rules.indices {
            let roles = rules[index].description.roles
            guard SpeechRule.applies(roles, to: input.role) else { continue }
            if rules[index].judgesWholeStrings && input.string.fragment != nil { continue }
            // Most rules find nothing; appending an empty array still made the findings a new buffer.
            let found = rules[index].check(input)
            if !found.isEmpty { findings.append(contentsOf: found) }
        }
        // VoiceOver does not read the Markdown syntax SwiftUI renders; a finding only about it is no finding.
        if !input.markdownHidden.isEmpty {
            findings.removeAll { MarkdownSyntax.isHidden($0.range, in: input.markdownHidden) }
        }
        return findings.sorted(by: order)
    }

    /// The text as a synthesiser would likely normalise it: numbers and money as words.
    ///
    /// "$14.99" in English gives "fourteen dollars ninety-nine", "14,99 €" in German "vierzehn Euro
    /// neunundneunzig". Languages without a lexicon keep their digits.
    public static func spokenPreview(_ text: String, language: String) -> String {
        let lexicon = Lexicon.forLanguage(language)
        return SpokenPreview.render(SpeechTokenizer.tokenize(text, lexicon: lexicon), lexicon: lexicon)
    }

    /// The preview of a string as VoiceOver reads it in its role: Markdown that SwiftUI renders is
    /// read without its syntax ("Made with [EmojiText](https://…)" as "Made with EmojiText"), except
    /// in an announcement, which is posted as plain text.
    public static func spokenPreview(_ string: SpokenString) -> String {
        let hidden = string.role == .announcement ? [] : MarkdownSyntax.hiddenRanges(in: string.text)
        guard !hidden.isEmpty else { return spokenPreview(string.text, language: string.language) }
        var visible = ""
        var index = string.text.startIndex
        for range in hidden {
            visible += string.text[index..<range.lowerBound]
            index = range.upperBound
        }
        visible += string.text[index...]
        return spokenPreview(visible, language: string.language)
    }

    static func order(_ lhs: SpeechFinding, _ rhs: SpeechFinding) -> Bool {
        if lhs.scalarOffsets.lowerBound != rhs.scalarOffsets.lowerBound { return lhs.scalarOffsets.lowerBound < rhs.scalarOffsets.lowerBound }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
