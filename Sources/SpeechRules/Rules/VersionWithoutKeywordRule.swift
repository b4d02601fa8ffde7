import CatalogKitLite

/// `version-without-keyword`: a version number, or a build number, that nothing introduces as such.
enum VersionWithoutKeywordRule {
    static let description = RuleDescription(
        id: "version-without-keyword",
        summary: "A version or build number that nothing introduces (\"Aurora Notes, 3.2.0, build 418\").",
        rationale: """
            A version in a label is heard as a bare number: VoiceOver reads "10.0.4" as "ten dot zero point \
            four" and some voices read "2.1.12" as a date (Rightpoint/RZUtils#173, nvaccess/nvda#11162, \
            alexylem/jarvis#512). In labels, values and announcements the number needs "version" or "build" \
            (or a glued "v"); a platform's name ("iOS 17.2") says what it is, an app's name does not. In \
            hints and text without a known role, where listeners understood a version after a name \
            ("Minecraft 1.16.5") in the studies, only a version line with its build number ("3.2.0 (418)") is judged.
            """,
        fix: "Introduce the number: \"Aurora Notes, version 3.2.0, build 418\" / \"Aurora Notes, Version 3.2.0, Build 418\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("Aurora Notes, 3.2.0, build 418", role: .label, triggers: true,
                        note: "an app's name does not introduce the number: \"Aurora Notes, version 3.2.0, build 418\""),
            RuleExample("3.2.0 · build 418", role: .label, triggers: true),
            RuleExample("Updated to 3.2.0", role: .announcement, triggers: true, note: "nothing but \"to\" before it"),
            RuleExample("2.1, build 418", role: .value, triggers: true, note: "a two-part version before its build"),
            RuleExample("Rated 4.5 (12)", role: .label, triggers: false, note: "a rating and its count"),
            RuleExample("Version 3.2.0 (418)", role: .label, triggers: true, note: "the build number needs its keyword"),
            RuleExample("Minecraft 1.16.5", role: .label, triggers: true, note: "a product's name, in a label"),
            RuleExample("v2.10.1", role: .value, triggers: false, note: "a glued v marks a version (Code App's \"v1.3.3 (May 2022)\")"),
            RuleExample("Version 3.2.0, build 418", role: .label, triggers: false),
            RuleExample("Aurora Notes, version 3.2.0, build 418", role: .label, triggers: false),
            RuleExample("3.2.0 (418)", role: .value, companions: [.label: "Version"], triggers: true,
                        note: "the label introduces the version, but not the build"),
            RuleExample("3.2.0", role: .value, companions: [.label: "App version"], triggers: false,
                        note: "read \"App version, 3.2.0\""),
            RuleExample("Requires iOS 17.2 or later", role: .label, triggers: false, note: "a platform's name introduces it"),
            RuleExample("Requires macOS 14.7.1", role: .label, triggers: false, note: "a platform's name introduces it"),
            RuleExample("Connected to 192.168.1.20", role: .label, triggers: false, note: "an IPv4 address"),
            RuleExample("Rated 4.5", role: .label, triggers: false, note: "a decimal, not a version"),
            RuleExample("Version %@", role: .label, triggers: false),
            RuleExample("Minecraft 1.16.5 and older may run with a newer Java version.", triggers: false,
                        note: "text without a role: a name introduces it (PojavLauncher)"),
            RuleExample("1.16.5 and older", triggers: false,
                        note: "text without a role: judged understood in its version picker (PojavLauncher)"),
            RuleExample("3.2.0 (418)", triggers: true, note: "text without a role: a version line with its build"),
            RuleExample("This is the Java Edition trial, introduced in 1.3.1 and newer versions.", triggers: false,
                        note: "the sentence says \"versions\" after the number (PojavLauncher)"),
            RuleExample("The following Bitwarden versions are incompatible with DuckDuckGo: v2024.10.0, v2024.10.1, v2024.10.2.",
                        triggers: false, note: "the sentence says \"versions\" (DuckDuckGo, bitwarden.incompatible)"),
            RuleExample("Diese Versionen sind nicht kompatibel: 2024.10.0 und 2024.10.1.", language: "de", triggers: false,
                        note: "the sentence says \"Versionen\""),
            RuleExample("Dies ist die Standardversion für 1.16.5 und älter.", language: "de", triggers: false,
                        note: "\"Standardversion\" says it (PojavLauncher)"),
            RuleExample("Aurora Notes, 3.2.0, Build 418", language: "de", role: .label, triggers: true),
            RuleExample("3.2.0 (418)", language: "de", role: .label, triggers: true),
            RuleExample("2.1, Build 418", language: "de", role: .label, triggers: true, note: "a two-part version before its build"),
            RuleExample("Version 3.2.0, Build 418", language: "de", role: .label, triggers: false),
            RuleExample("Erfordert macOS 14.7.1", language: "de", role: .label, triggers: false),
            RuleExample("Fällig am 04.05.2026", language: "de", role: .label, triggers: false, note: "a German date"),
            RuleExample("1.234.567 Punkte", language: "de", role: .label, triggers: false, note: "German digit grouping"),
            RuleExample("Xcode-13.4.1.app", role: .label, triggers: false, note: "a file's name"),
            RuleExample("1.0.0", role: .label, presentation: TextPresentation(form: .textFieldPrompt), triggers: false,
                        note: "a text field's example of what to type (scarf's version field)"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Platforms and tools whose name says what a number after it is a version of: "iOS 17.2" is
    /// heard as a version. An app's own name is no such word ("Aurora Notes 3.2.0").
    static let platformNames: Set<String> = [
        "macOS", "iOS", "iPadOS", "watchOS", "tvOS", "visionOS", "Xcode", "Swift", "Safari", "X", "Android", "Windows", "Linux",
        "Ubuntu", "Chrome", "Firefox", "Python", "Java", "Unicode", "Bluetooth", "USB", "HTTP", "TLS", "OpenGL", "Vulkan", "Metal",
    ]

    /// The roles whose strings are spoken as names and states, where a version must be introduced.
    static let strictRoles: Set<AccessibilityRole> = [.label, .value, .announcement]

    /// One number that nothing introduces.
    private struct Bare {
        /// The version, or `nil` when only its build number is bare.
        var version: SpeechToken?
        /// Whether a name stands right before the version ("Aurora Notes 3.2.0").
        var isNamed = false
        /// A build number in parentheses after the version, without "build".
        var build: SpeechToken?
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.version, .number) else { return [] }
        let strict = input.role.map(strictRoles.contains) ?? false
        let tokens = input.tokens
        let sentencesSayingVersion = sentencesSayingVersion(tokens, input: input)
        let companionSaysVersion = strict && companionSaysVersion(input)
        var bare: [Bare] = []
        var sentence = 0
        var scanned = 0
        for (index, token) in tokens.enumerated() where token.kind == .version || token.kind == .number {
            while scanned < index {
                if tokens[scanned].isSentenceEnd { sentence += 1 }
                scanned += 1
            }
            let build = parenthesisedBuild(tokens, after: index)
            guard isVersion(token, strict: strict, hasBuild: build != nil, buildWordFollows: buildFollows(tokens, after: index, input: input))
            else { continue }
            // "Xcode-13.4.1.app": part of a name, not a version on its own.
            if index >= 2, tokens[index - 1].isText("-"), tokens[index - 2].isWord { continue }
            // A text field's placeholder is an example of what to type ("1.0.0" in scarf's version
            // field, 57th study), and a path or command is read as written.
            if input.isVerbatim(token.range) { continue }
            let introduced = token.text.first == "v" || token.text.first == "V"
                || precedingWords(tokens, before: index, count: 2).contains { isVersionWord($0, input: input) || isBuildWord($0, input: input) }
                || platformBefore(tokens, index: index)
                || introducedList(tokens, before: index, input: input) || sentencesSayingVersion.contains(sentence)
                || companionSaysVersion || (!strict && namedBefore(tokens, index: index))
            if !introduced || build != nil {
                let previous = precedingWords(tokens, before: index, count: 1).first
                let isNamed = previous.map { $0.first?.isUppercase == true || $0.contains(where: \.isNumber) } ?? false
                bare.append(Bare(version: introduced ? nil : token, isNamed: !introduced && isNamed, build: build))
            }
        }
        guard let start = bare.first.flatMap({ $0.version ?? $0.build }), let end = bare.last.flatMap({ $0.build ?? $0.version })
        else { return [] }
        let suggestion = rewritten(input, bare)
        return [input.finding(
            description, start.range.lowerBound..<end.range.upperBound, message(input, bare, suggestion: suggestion), suggestion: suggestion)]
    }

    /// Whether a token is a version to judge: in a label, value or announcement, three or more dotted
    /// parts, or two before the word "build" ("2.1, build 418"; "4.5 (12)" may be a rating and its
    /// count); elsewhere only three or more parts beside a build number.
    private static func isVersion(_ token: SpeechToken, strict: Bool, hasBuild: Bool, buildWordFollows: Bool) -> Bool {
        guard strict || hasBuild || buildWordFollows else { return false }
        let dots = token.text.utf8.count { $0 == 0x2E }
        let isDotted = !token.text.utf8.contains(0x2C)
        switch token.kind {
        case .version: return dots >= 2 || (strict && buildWordFollows && dots == 1)
        case .number: return strict && buildWordFollows && dots == 1 && isDotted
        default: return false
        }
    }

    /// What the listener hears and what to write.
    private static func message(_ input: SpeechInput, _ bare: [Bare], suggestion: String) -> String {
        var parts: [String] = []
        let versions = bare.compactMap(\.version)
        if !versions.isEmpty {
            let quoted = versions.map { "\(SpeechInput.quote(String($0.text))) (read \(SpeechInput.quote(input.spoken($0.range))))" }
            parts.append("nothing says \(quoted.joined(separator: " and ")) \(versions.count == 1 ? "is a version" : "are versions")"
                + (bare.contains(where: \.isNamed) ? " (a name before a number does not)" : "")
                + "; some voices read dotted numbers as dates")
        }
        let builds = bare.compactMap(\.build)
        if !builds.isEmpty {
            parts.append("the build number \(builds.map { SpeechInput.quote(String($0.text)) }.joined(separator: " and ")) in parentheses "
                + "is heard as a bare number")
        }
        return "\(input.subject): " + parts.joined(separator: ", and ") + ". Introduce it: \(SpeechInput.quote(suggestion))."
    }

    /// The text with "version" before each bare version and "build" before each bare build number.
    private static func rewritten(_ input: SpeechInput, _ bare: [Bare]) -> String {
        let text = input.text
        var result = ""
        var index = text.startIndex
        for item in bare {
            if let version = item.version {
                result += text[index..<version.range.lowerBound]
                result += versionKeyword(input, before: version.range.lowerBound) + " "
                index = version.range.lowerBound
            }
            if let build = item.build {
                result += text[index..<build.range.lowerBound]
                result += (input.isGerman ? "Build" : "build") + " "
                index = build.range.lowerBound
            }
        }
        return result + text[index...]
    }

    /// "Version" at the start of the text or of a sentence (and always in German), else "version".
    private static func versionKeyword(_ input: SpeechInput, before position: String.Index) -> String {
        guard !input.isGerman else { return "Version" }
        let before = input.text[..<position].reversed().drop { $0 == " " || $0 == "\u{A0}" }
        guard let previous = before.first else { return "Version" }
        return ".!?:\n(".contains(previous) ? "Version" : "version"
    }

    /// Whether a word says "version": a keyword of either language, or a word that contains "version"
    /// ("Standardversion", "Versionsnummer", "versions").
    static func isVersionWord(_ word: String, input: SpeechInput) -> Bool {
        let lowered = word.lowercased()
        if input.lexicon.versionKeywords.contains(lowered) || Lexicon.english.versionKeywords.contains(lowered) { return true }
        guard lowered.contains("version") else { return false }
        return !notAboutVersions.contains { lowered.contains($0) }
    }

    /// Whether a word says "build" ("Build 3.2.0.418" is introduced as a build).
    private static func isBuildWord(_ word: String, input: SpeechInput) -> Bool {
        input.lexicon.buildKeywords.contains(word.lowercased())
    }

    /// Words that hold "version" and mean something else ("Currency conversion 1.2.3" is not introduced).
    private static let notAboutVersions = ["conversion", "inversion", "diversion", "subversion", "aversion", "reversion",
                                           "perversion", "konversion", "introversion", "extraversion", "extroversion"]

    /// Whether the paired label or value (not the hint) says "version": VoiceOver reads it with the
    /// number ("Version, 3.2.0").
    private static func companionSaysVersion(_ input: SpeechInput) -> Bool {
        [AccessibilityRole.label, .value].contains { role in
            (input.companionTokens(role) ?? []).contains { $0.isWord && isVersionWord(String($0.text), input: input) }
        }
    }

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

    /// Whether a platform's name stands right before the number ("iOS 17.2", "OS X 10.15.7").
    private static func platformBefore(_ tokens: [SpeechToken], index: Int) -> Bool {
        precedingWords(tokens, before: index, count: 1).contains { platformNames.contains($0) }
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
                return words.contains { input.lexicon.versionKeywords.contains($0.lowercased()) || platformNames.contains($0) }
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

    /// Whether "build" and a number follow within a few tokens: "2.1, build 418", "2.1 · Build 418".
    private static func buildFollows(_ tokens: [SpeechToken], after index: Int, input: SpeechInput) -> Bool {
        var cursor = index + 1
        var seen = 0
        while cursor < tokens.count && seen < 3 {
            let token = tokens[cursor]
            if token.isWord { return isBuildWord(String(token.text), input: input) && cursor + 2 < tokens.count && tokens[cursor + 2].kind == .number }
            if token.kind != .space { seen += 1 }
            cursor += 1
        }
        return false
    }
}
