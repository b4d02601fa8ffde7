import CatalogKitLite

/// `version-without-keyword`: a dotted version, or a build number in parentheses, that nothing
/// introduces as such. Off by default: judged in real apps, listeners understood the versions it
/// found (0 of 10 outside strings right, 2 of 6 in the corpus); it stays for teams that want every
/// version spelled out.
///
/// Decisions:
/// - Introduced, and not reported: a "v" glued to the number ("v1.3.3 (May 2022)", "Download
///   v2024.9.0"), a name right before it ("Minecraft 1.16.5", "gl4es 1.1.4", "macOS 14.7.1": a word
///   that starts with a capital or holds a digit), and a sentence that says "version" anywhere, before
///   or after the number, also inside a German compound ("Standardversion", "introduced in 1.3.1 and
///   newer versions").
/// - IPv4 addresses, German dates and digit groups are not versions; "Xcode-13.4.1.app" is a name.
enum VersionWithoutKeywordRule {
    static let description = RuleDescription(
        id: "version-without-keyword",
        summary: "A version number that nothing introduces (or a build number not introduced by \"build\"); off by default.",
        rationale: """
            Some voices read "2.1.12" as a date and VoiceOver reads "10.0.4" as "ten dot zero point four" \
            (Rightpoint/RZUtils#173, nvaccess/nvda#11162, alexylem/jarvis#512). Judged in real apps, \
            listeners understood a version that a name, a "v" or the word "version" introduces, so only a \
            bare number is reported, and the rule is off by default.
            """,
        fix: "Introduce the number: \"Version 3.2.0, build 418\" / \"Version 3.2.0, Build 418\".",
        defaultSeverity: .warning,
        isEnabledByDefault: false,
        examples: [
            RuleExample("3.2.0 · build 418", role: .label, triggers: true),
            RuleExample("Update to 3.2.0", role: .label, triggers: true, note: "nothing but \"to\" before it"),
            RuleExample("v2.10.1", role: .value, triggers: false, note: "a glued v marks a version (Code App's \"v1.3.3 (May 2022)\")"),
            RuleExample("Version 3.2.0, build 418", role: .label, triggers: false),
            RuleExample("Version 3.2.0 (418)", role: .label, triggers: true, note: "the build number needs its keyword"),
            RuleExample("Connected to 192.168.1.20", role: .label, triggers: false, note: "an IPv4 address"),
            RuleExample("Version %@", role: .label, triggers: false),
            RuleExample("Requires macOS 14.7.1", role: .label, triggers: false, note: "a product name introduces it"),
            RuleExample("Minecraft 1.16.5 and older may run with a newer Java version.", triggers: false,
                        note: "a name introduces it (PojavLauncher)"),
            RuleExample("This is the Java Edition trial, introduced in 1.3.1 and newer versions.", triggers: false,
                        note: "the sentence says \"versions\" after the number (PojavLauncher)"),
            RuleExample("The following Bitwarden versions are incompatible with DuckDuckGo: v2024.10.0, v2024.10.1, v2024.10.2.",
                        triggers: false, note: "the sentence says \"versions\" (DuckDuckGo, bitwarden.incompatible)"),
            RuleExample("Diese Versionen sind nicht kompatibel: 2024.10.0 und 2024.10.1.", language: "de", triggers: false,
                        note: "the sentence says \"Versionen\""),
            RuleExample("Dies ist die Standardversion für 1.16.5 und älter.", language: "de", triggers: false,
                        note: "\"Standardversion\" says it (PojavLauncher)"),
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
        var result: [SpeechFinding] = []
        let tokens = input.tokens
        let sentencesSayingVersion = sentencesSayingVersion(tokens, input: input)
        var sentence = 0
        var scanned = 0
        // Three or more parts, as in `v?\d+(\.\d+){2,}`: "v1.2" and "2.1" read well enough.
        for (index, token) in tokens.enumerated() where token.kind == .version && token.text.filter({ $0 == "." }).count >= 2 {
            while scanned < index {
                if tokens[scanned].isSentenceEnd { sentence += 1 }
                scanned += 1
            }
            // "Xcode-13.4.1.app": part of a name, not a version on its own.
            if index >= 2, tokens[index - 1].isText("-"), tokens[index - 2].isWord { continue }
            let introduced = token.text.first == "v" || token.text.first == "V"
                || precedingWords(tokens, before: index, count: 2).contains { isVersionWord($0, input: input) || productNames.contains($0) }
                || namedBefore(tokens, index: index)
                || introducedList(tokens, before: index, input: input) || sentencesSayingVersion.contains(sentence)
            if !introduced {
                let spoken = input.spoken(token.range)
                let suggestion = "Version \(token.text)"
                let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(String(token.text))) as "
                    + "\(SpeechInput.quote(spoken)) with nothing to say it is a version, and some voices read dotted "
                    + "numbers as dates. Introduce it: \(SpeechInput.quote(suggestion))."
                result.append(input.finding(description, token.range, message, suggestion: suggestion, spoken: spoken))
            }
            if let build = parenthesisedBuild(tokens, after: index) {
                let keyword = input.isGerman ? "Build" : "build"
                let suggestion = "\(keyword) \(build.text)"
                let message = "\(input.subject): the build number \(SpeechInput.quote(String(build.text))) in parentheses is "
                    + "read as a bare number after the version. Say what it is: \(SpeechInput.quote(suggestion))."
                result.append(input.finding(description, build.range, message, suggestion: suggestion, spoken: input.spoken(build.range)))
            }
        }
        return result
    }

    /// Whether a word says "version": a keyword of either language, or a word that contains "version"
    /// ("Standardversion", "Versionsnummer", "versions").
    static func isVersionWord(_ word: String, input: SpeechInput) -> Bool {
        let lowered = word.lowercased()
        if input.lexicon.versionKeywords.contains(lowered) || Lexicon.english.versionKeywords.contains(lowered) { return true }
        guard lowered.contains("version") else { return false }
        return !notAboutVersions.contains { lowered.contains($0) }
    }

    /// Words that hold "version" and mean something else ("Currency conversion 1.2.3" is not introduced).
    private static let notAboutVersions = ["conversion", "inversion", "diversion", "subversion", "aversion", "reversion",
                                           "perversion", "konversion", "introversion", "extraversion", "extroversion"]

    /// The indexes (counted by sentence ends) of the sentences that say "version" somewhere, in one pass.
    private static func sentencesSayingVersion(_ tokens: [SpeechToken], input: SpeechInput) -> Set<Int> {
        var result: Set<Int> = []
        var sentence = 0
        for token in tokens {
            if token.isSentenceEnd {
                sentence += 1
            } else if token.isWord, isVersionWord(String(token.text), input: input) {
                result.insert(sentence)
            }
        }
        return result
    }

    /// Whether the word right before the number is a name ("Minecraft 1.16.5", "gl4es 1.1.4"): it starts
    /// with a capital or holds a digit. "to", "and", "für" are not names.
    private static func namedBefore(_ tokens: [SpeechToken], index: Int) -> Bool {
        var cursor = index - 1
        while cursor >= 0, tokens[cursor].kind == .space { cursor -= 1 }
        guard cursor >= 0, tokens[cursor].isWord, let first = tokens[cursor].text.first else { return false }
        return first.isUppercase || tokens[cursor].text.contains(where: \.isNumber)
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
