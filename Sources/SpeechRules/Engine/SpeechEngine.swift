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
            findings.append(contentsOf: rules[index].check(input))
        }
        // VoiceOver does not read the Markdown syntax SwiftUI renders; a finding only about it is no finding.
        if !input.markdownHidden.isEmpty {
            findings.removeAll { MarkdownSyntax.isHidden($0.range, in: input.markdownHidden) }
        }
        // Text the author marked with how to speak it (`^[25](accessibilitySpeechSpellsOutCharacters: true)`)
        // is read as marked.
        if !input.speechAttributed.isEmpty {
            findings.removeAll { MarkdownSyntax.isHidden($0.range, in: input.speechAttributed) }
        }
        return oneFindingPerRule(findings.sorted(by: order), input: input)
    }

    /// The findings with one per rule: a string that says "tap" three times has one defect to fix,
    /// so each rule's first finding stays and names how many more places the rule found.
    static func oneFindingPerRule(_ findings: [SpeechFinding], input: SpeechInput) -> [SpeechFinding] {
        guard findings.count > 1 else { return findings }
        var firstIndex: [String: Int] = [:]
        var more: [String: [Range<String.Index>]] = [:]
        var result: [SpeechFinding] = []
        for finding in findings {
            if firstIndex[finding.ruleID] != nil {
                more[finding.ruleID, default: []].append(finding.range)
            } else {
                firstIndex[finding.ruleID] = result.count
                result.append(finding)
            }
        }
        for (ruleID, ranges) in more {
            guard let index = firstIndex[ruleID] else { continue }
            let quoted = ranges.prefix(5).map { SpeechInput.quote(String(input.text[$0]), limit: 40) }.joined(separator: ", ")
            let places = ranges.count == 1 ? "1 more place" : "\(ranges.count) more places"
            result[index].message += " The same in \(places) of this string: \(quoted)\(ranges.count > 5 ? ", …" : "")."
        }
        return result
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
    /// in an announcement, which is posted as plain text; Apple's attribute syntax is read without
    /// its syntax in every role, and text marked to be spelled out
    /// (`^[25](accessibilitySpeechSpellsOutCharacters: true)`) character by character ("two five").
    public static func spokenPreview(_ string: SpokenString) -> String {
        let hidden = string.role == .announcement ? MarkdownSyntax.attributeSyntax(in: string.text) : MarkdownSyntax.hiddenRanges(in: string.text)
        guard !hidden.isEmpty else { return spokenPreview(string.text, language: string.language) }
        let spelled = MarkdownSyntax.attributedSpans(in: string.text).filter(\.spellsOut).map(\.text)
        var visible = ""
        var index = string.text.startIndex
        func append(upTo end: String.Index) {
            guard index < end else { return }
            if spelled.contains(where: { $0.lowerBound <= index && end <= $0.upperBound }) {
                visible += string.text[index..<end].map(String.init).joined(separator: " ")
            } else {
                visible += string.text[index..<end]
            }
        }
        for range in hidden {
            append(upTo: range.lowerBound)
            index = max(index, range.upperBound)
        }
        append(upTo: string.text.endIndex)
        return spokenPreview(visible, language: string.language)
    }

    static func order(_ lhs: SpeechFinding, _ rhs: SpeechFinding) -> Bool {
        if lhs.scalarOffsets.lowerBound != rhs.scalarOffsets.lowerBound { return lhs.scalarOffsets.lowerBound < rhs.scalarOffsets.lowerBound }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        return lhs.message < rhs.message
    }
}
