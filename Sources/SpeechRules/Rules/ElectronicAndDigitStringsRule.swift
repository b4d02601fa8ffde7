import CatalogKitLite

/// `electronic-and-digit-strings`: URLs and e-mail addresses in labels, all-lower-case hashtags and
/// handles of several words, and space-grouped numbers ("91 014"), which voices spell or read digit
/// by digit. Phone numbers are exempt: there, digit by digit is wanted.
///
/// Text to be typed or read as written is not judged: a text field's prompt ("https://",
/// "https://example.com" as a placeholder), a path, a command. The suggested name is drawn from
/// the address: "pear-desktop on GitHub" for "https://github.com/pear-devs/pear-desktop".
enum ElectronicAndDigitStringsRule {
    static let description = RuleDescription(
        id: "electronic-and-digit-strings",
        summary: "URLs and e-mail addresses in labels; lower-case multi-word hashtags; space-grouped digits.",
        rationale: """
            DECtalk spells URLs character by character; an all-lower-case hashtag is sounded out as one \
            gibberish word, so CamelCase is needed (accessibility.engin.umich.edu/hashtags); VoiceOver reads \
            "91 014" digit by digit (CovidTrackerFr/vitemadose-ios#132).
            """,
        fix: """
            Name the destination ("pear-desktop on GitHub", "Visit our help center"), write hashtags in CamelCase \
            ("#BlackFriday"), group digits with a comma or dot ("91,014", "91.014"). A code that must be read digit \
            by digit can say so in the catalog: "^[91 014](accessibilitySpeechSpellsOutCharacters: true)".
            """,
        defaultSeverity: .info,
        // Opt-in: judged right 0 of 4 (sixth, eighth and ninth studies): real hashtags and addresses the
        // user reads as written.
        isEnabledByDefault: false,
        examples: [
            RuleExample("https://example.com/help", role: .label, triggers: true),
            RuleExample("#blackfriday", role: .label, triggers: true),
            RuleExample("91 014", role: .value, triggers: true),
            RuleExample("Visit our help center", role: .label, triggers: false),
            RuleExample("#BlackFriday", role: .label, triggers: false),
            RuleExample("Call +49 30 123 456", role: .label, triggers: false, note: "a phone number"),
            RuleExample("Visit https://example.com for details.", role: .hint, triggers: false, note: "URLs only in labels"),
            RuleExample("https://github.com/pear-devs/pear-desktop", role: .label, triggers: true,
                        note: "a link whose text is its address (boring.notch): \"pear-desktop on GitHub\""),
            RuleExample("https://", role: .label, triggers: false, note: "a bare scheme, the placeholder of an address field"),
            RuleExample("https://fresh.rss.net/api/greader.php", role: .label, presentation: TextPresentation(form: .textFieldPrompt),
                        triggers: false, note: "a text field's prompt: an example of what to type (NetNewsWire)"),
            RuleExample("Code ^[91 014](accessibilitySpeechSpellsOutCharacters: true)", role: .value, triggers: false,
                        note: "marked to be read digit by digit"),
            RuleExample("1 234 Punkte", language: "de", role: .label, triggers: true),
            RuleExample("91 014", language: "de", role: .value, triggers: true),
            RuleExample("https://github.com/pear-devs/pear-desktop", language: "de", role: .label, triggers: true,
                        note: "\"pear-desktop auf GitHub\""),
            RuleExample("https://", language: "de", role: .label, presentation: TextPresentation(form: .textFieldPrompt), triggers: false),
            RuleExample("91.014 Einwohner", language: "de", role: .label, triggers: false),
            RuleExample("rund 91.000 Einwohner", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Hashtags and handles shorter than this are likely one word.
    static let minimumRunOnLength = 10

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.url, .email, .hashtag, .digitGroup) else { return [] }
        return input.tokens.compactMap { token -> SpeechFinding? in
            // Only the few tokens that get a finding need their text quoted.
            guard token.kind == .url || token.kind == .email || token.kind == .hashtag || token.kind == .digitGroup,
                !input.isVerbatim(token.range) else { return nil }
            let written = String(token.text)
            let quoted = SpeechInput.quote(written)
            switch token.kind {
            case .url where input.role == .label && isSpelledURL(token, in: input.text), .email where input.role == .label:
                let what = token.kind == .url ? "web address" : "e-mail address"
                let name = token.kind == .url ? destinationName(of: written, german: input.isGerman) : nil
                let example = name.map { SpeechInput.quote($0) } ?? (input.isGerman ? "\"Support per E-Mail\"" : "\"Email support\"")
                let message = "\(input.subject) contains the \(what) \(quoted), which voices spell out piece by piece. "
                    + "Name the destination instead, e.g. \(example)."
                return input.finding(description, token.range, message, suggestion: name)
            case .hashtag where isRunOn(token.text.dropFirst()):
                let message = "\(input.subject): the hashtag \(quoted) is all lower case, so voices sound it out as one word. "
                    + "Capitalise each word (\"#BlackFriday\")."
                return input.finding(description, token.range, message)
            case .digitGroup:
                let spoken = input.spoken(token.range)
                let grouped = token.amounts.first.map { grouping($0.integerDigits, german: input.isGerman) } ?? written
                let message = "\(input.subject): VoiceOver may read the space-grouped number \(quoted) digit by digit "
                    + "(\(SpeechInput.quote(spoken))). Write \(SpeechInput.quote(grouped))."
                return input.finding(description, token.range, message, suggestion: grouped, spoken: spoken)
            default:
                return nil
            }
        }
    }

    /// A URL a voice spells: with a scheme, `www.` or a path, and not the target of a Markdown link
    /// (that is `leaked-syntax`'s). A bare domain ("Duck.ai") is usually a brand name.
    private static func isSpelledURL(_ token: SpeechToken, in text: String) -> Bool {
        if token.range.lowerBound > text.startIndex {
            let before = text[..<token.range.lowerBound].suffix(2)
            if before == "](" { return false }
        }
        let lower = token.text.lowercased()
        return lower.hasPrefix("http") || lower.hasPrefix("www.") || lower.contains("/")
    }

    /// Sites whose names are written with capitals inside.
    static let siteNames: [String: String] = [
        "github": "GitHub", "gitlab": "GitLab", "youtube": "YouTube", "linkedin": "LinkedIn", "testflight": "TestFlight",
        "paypal": "PayPal", "duckduckgo": "DuckDuckGo", "stackoverflow": "Stack Overflow", "bitbucket": "Bitbucket",
    ]

    /// A name for what an address opens, drawn from it: its last path component on its site
    /// ("pear-desktop on GitHub", "pear-desktop auf GitHub"), or the site ("example.com").
    static func destinationName(of url: String, german: Bool) -> String? {
        var rest = Substring(url)
        if let scheme = rest.range(of: "://") { rest = rest[scheme.upperBound...] }
        let parts = rest.split(separator: "/").filter { !$0.isEmpty && !$0.hasPrefix("?") && !$0.hasPrefix("#") }
        guard var host = parts.first.map(String.init), host.contains(".") else { return nil }
        if host.hasPrefix("www.") { host.removeFirst(4) }
        let labels = host.split(separator: ".")
        let siteLabel = labels.count >= 2 ? String(labels[labels.count - 2]) : host
        let site = siteNames[siteLabel.lowercased()] ?? host
        guard parts.count >= 2, let last = parts.last else { return site }
        let page = last.split(separator: ".").first.map(String.init) ?? String(last)
        return "\(page) \(german ? "auf" : "on") \(site)"
    }

    private static func isRunOn(_ name: Substring) -> Bool {
        name.count >= minimumRunOnLength && name.allSatisfy { CharacterClass.isLowercase($0) || CharacterClass.isDigit($0) || $0 == "_" }
            && !name.contains("_")
    }

    /// Digits grouped by thousands with a comma (English) or a dot (German).
    static func grouping(_ digits: String, german: Bool) -> String {
        var result = ""
        for (offset, character) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(german ? "." : ",") }
            result.append(character)
        }
        return result
    }
}
