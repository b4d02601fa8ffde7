import CatalogKitLite

/// `version-without-keyword`: a dotted version, or a build number in parentheses, that nothing
/// introduces as such. Voices read "3.2.0" as a decimal, a list or a date.
enum VersionWithoutKeywordRule {
    static let description = RuleDescription(
        id: "version-without-keyword",
        summary: "A version number not introduced by \"version\" (or a build number not introduced by \"build\").",
        rationale: """
            VoiceOver reads "9.0.4" as "nine zero four" and "10.0.4" as "ten dot zero point four"; other voices \
            read "2.1.12" as a date (Rightpoint/RZUtils#173, nvaccess/nvda#11162, alexylem/jarvis#512). The word \
            "version" tells the listener what the digits are. IPv4 addresses and German dates are not versions, \
            and a version in a sentence that has already said "version" or "versions" is introduced.
            """,
        fix: "Introduce the number: \"Version 3.2.0, build 418\" / \"Version 3.2.0, Build 418\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("3.2.0 · build 418", role: .label, triggers: true),
            RuleExample("v2.10.1", role: .value, triggers: true, note: "a v is not the word version"),
            RuleExample("Version 3.2.0, build 418", role: .label, triggers: false),
            RuleExample("Version 3.2.0 (418)", role: .label, triggers: true, note: "the build number needs its keyword"),
            RuleExample("Connected to 192.168.1.20", role: .label, triggers: false, note: "an IPv4 address"),
            RuleExample("Version %@", role: .label, triggers: false),
            RuleExample("Requires macOS 14.7.1", role: .label, triggers: false, note: "a product name introduces it"),
            RuleExample("The following Bitwarden versions are incompatible with DuckDuckGo: v2024.10.0, v2024.10.1, v2024.10.2.",
                        triggers: false, note: "the sentence says \"versions\" (DuckDuckGo, bitwarden.incompatible)"),
            RuleExample("Diese Versionen sind nicht kompatibel: 2024.10.0 und 2024.10.1.", language: "de", triggers: false,
                        note: "the sentence says \"Versionen\""),
            RuleExample("3.2.0 (418)", language: "de", role: .label, triggers: true),
            RuleExample("Version 3.2.0, Build 418", language: "de", role: .label, triggers: false),
            RuleExample("Fällig am 04.05.2026", language: "de", role: .label, triggers: false, note: "a German date"),
            RuleExample("1.234.567 Punkte", language: "de", role: .label, triggers: false, note: "German digit grouping"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Names that say what the number is a version of: "macOS 14.7.1" is heard as a version.
    static let productNames: Set<String> = ["macOS", "iOS", "iPadOS", "watchOS", "tvOS", "visionOS", "Xcode", "Swift", "OS X", "Safari"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.version) else { return [] }
        var findings: [SpeechFinding] = []
        let tokens = input.tokens
        // Whether the sentence so far has said "version", kept in one pass (asking back from each
        // version would be quadratic in text with thousands of them).
        var sentenceSaysVersion = false
        var scanned = 0
        func saysVersion(before index: Int) -> Bool {
            while scanned < index {
                let token = tokens[scanned]
                if token.isSentenceEnd {
                    sentenceSaysVersion = false
                } else if token.isWord, !sentenceSaysVersion {
                    let word = token.text.lowercased()
                    sentenceSaysVersion = input.lexicon.versionKeywords.contains(word) || Lexicon.english.versionKeywords.contains(word)
                }
                scanned += 1
            }
            return sentenceSaysVersion
        }
        // Three or more parts, as in `v?\d+(\.\d+){2,}`: "v1.2" and "2.1" read well enough.
        for (index, token) in tokens.enumerated() where token.kind == .version && token.text.filter({ $0 == "." }).count >= 2 {
            // "Xcode-13.4.1.app": part of a name, not a version on its own.
            if index >= 2, tokens[index - 1].isText("-"), tokens[index - 2].isWord { continue }
            let introduced = precedingWords(tokens, before: index, count: 2).contains {
                input.lexicon.versionKeywords.contains($0.lowercased()) || Lexicon.english.versionKeywords.contains($0.lowercased())
                    || productNames.contains($0)
            } || introducedList(tokens, before: index, input: input) || saysVersion(before: index)
            if !introduced {
                let spoken = input.spoken(token.range)
                let keyword = input.isGerman ? "Version" : "Version"
                let suggestion = "\(keyword) \(token.text.drop { $0 == "v" || $0 == "V" })"
                let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(String(token.text))) as "
                    + "\(SpeechInput.quote(spoken)) with nothing to say it is a version, and some voices read dotted "
                    + "numbers as dates. Introduce it: \(SpeechInput.quote(suggestion))."
                findings.append(input.finding(description, token.range, message, suggestion: suggestion, spoken: spoken))
            }
            if let build = parenthesisedBuild(tokens, after: index) {
                let keyword = input.isGerman ? "Build" : "build"
                let suggestion = "\(keyword) \(build.text)"
                let message = "\(input.subject): the build number \(SpeechInput.quote(String(build.text))) in parentheses is "
                    + "read as a bare number after the version. Say what it is: \(SpeechInput.quote(suggestion))."
                findings.append(input.finding(description, build.range, message, suggestion: suggestion, spoken: input.spoken(build.range)))
            }
        }
        return findings
    }

    /// "macOS 14.7.1 and 15.0.1": a version listed after an introduced one shares its keyword.
    private static func introducedList(_ tokens: [SpeechToken], before index: Int, input: SpeechInput) -> Bool {
        var cursor = index - 1
        var skipped = 0
        while cursor >= 0 && skipped < 4 {
            if tokens[cursor].kind == .version {
                let words = precedingWords(tokens, before: cursor, count: 2)
                return words.contains { input.lexicon.versionKeywords.contains($0.lowercased()) || productNames.contains($0) }
            }
            if !tokens[cursor].isFiller { skipped += 1 }
            cursor -= 1
        }
        return false
    }

    /// The texts of up to `count` words or placeholders before a token, nearest first, skipping
    /// white space and punctuation.
    static func precedingWords(_ tokens: [SpeechToken], before index: Int, count: Int) -> [String] {
        var result: [String] = []
        var cursor = index - 1
        while cursor >= 0 && result.count < count {
            let token = tokens[cursor]
            if !token.isFiller { result.append(String(token.text)) }
            cursor -= 1
        }
        return result
    }

    /// A plain number in parentheses right after a version: "3.2.0 (418)".
    private static func parenthesisedBuild(_ tokens: [SpeechToken], after index: Int) -> SpeechToken? {
        var cursor = index + 1
        if cursor < tokens.count, tokens[cursor].kind == .space { cursor += 1 }
        guard cursor + 2 < tokens.count, tokens[cursor].text == "(", tokens[cursor + 1].kind == .number,
            tokens[cursor + 1].amounts.first?.fractionDigits == nil, tokens[cursor + 2].text == ")" else { return nil }
        return tokens[cursor + 1]
    }
}
