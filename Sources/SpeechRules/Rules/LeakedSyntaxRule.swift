import CatalogKitLite

/// `leaked-syntax`: text a synthesiser would read that is not language: Swift interpolation `\(`,
/// an unexpanded `%arg`, `{name}` or `{{name}}` template tokens, HTML tags, Markdown links.
enum LeakedSyntaxRule {
    static let description = RuleDescription(
        id: "leaked-syntax",
        summary: "Code in the text: Swift interpolation, %arg outside a plural branch, {templates}, HTML tags, Markdown links.",
        rationale: """
            Syntax that leaks into a catalog is shown and spoken as written: VoiceOver says "backslash left paren \
            name" or "less than b greater than". It usually means a string was extracted from code by hand or a \
            placeholder was never replaced.
            """,
        fix: "Replace the syntax with a format placeholder (`%@`, `%lld`) or plain words.",
        defaultSeverity: .error,
        examples: [
            RuleExample("Hello \\(name)", role: .label, triggers: true),
            RuleExample("Welcome, {name}", role: .label, triggers: true),
            RuleExample("Welcome, {{user}}", role: .announcement, triggers: true),
            RuleExample("<b>Sale</b> today", role: .label, triggers: true),
            RuleExample("Read the [terms](https://example.com/terms)", role: .label, triggers: true),
            RuleExample("%arg files", role: .label, triggers: true, note: "outside a substitution branch"),
            RuleExample("Hello %@", role: .label, triggers: false),
            RuleExample("Enter <a letter of %lld characters>", role: .hint, triggers: false, note: "not markup"),
            RuleExample("Willkommen, {name}", language: "de", role: .label, triggers: true),
            RuleExample("<i>Neu</i>", language: "de", role: .label, triggers: true),
            RuleExample("Willkommen, %@", language: "de", role: .label, triggers: false),
            RuleExample("3 < 5 und 7 > 4", language: "de", role: .label, triggers: false),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static let htmlTags: Set<String> = [
        "a", "b", "i", "u", "s", "em", "strong", "br", "p", "span", "div", "img", "font", "small", "big", "sup", "sub",
        "li", "ul", "ol", "h1", "h2", "h3", "h4", "h5", "h6", "code", "pre", "html", "body", "mark", "del", "ins", "hr",
        "tt", "strike", "center", "blockquote", "table", "tr", "td", "th",
    ]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        var spans: [(Int, Int, String)] = []
        var indices: [String.Index] = []
        // Every construct starts with one of `\`, `{`, `<`, `[`: text without those bytes has none,
        // and is not split into characters.
        if input.text.utf8.contains(where: { $0 == 0x5C || $0 == 0x7B || $0 == 0x3C || $0 == 0x5B }) {
            let chars = Array(input.text)
            indices = Array(input.text.indices)
            indices.append(input.text.endIndex)
            var index = 0
            while index < chars.count {
                if let (end, what) = construct(chars, at: index) {
                    spans.append((index, end, what))
                    index = end
                } else {
                    index += 1
                }
            }
        }
        var findings = spans.map { start, end, what in
            let range = indices[start]..<indices[end]
            var message = "\(input.subject) contains \(what) \(SpeechInput.quote(String(input.text[range]))), which VoiceOver "
                + "reads character by character. Replace it with a format placeholder or plain words."
            if what == "a Markdown link" {
                message += " (SwiftUI's Text renders Markdown; an accessibility label or announcement does not.)"
            }
            return input.finding(description, range, message)
        }
        if !input.string.isSubstitutionBranch, input.text.utf8.contains(0x25) {
            for token in input.tokens where token.text == "%arg" {
                let message = "\(input.subject) contains \"%arg\" outside a substitution's plural branch, where nothing replaces "
                    + "it: VoiceOver reads \"percent arg\". Use the substitution (`%#@name@`) or a specifier such as %lld."
                findings.append(input.finding(description, token.range, message))
            }
        }
        return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A construct starting at `index`: its end and what it is. Each scan is bounded, so the rule
    /// stays linear.
    private static func construct(_ chars: [Character], at index: Int) -> (Int, String)? {
        switch chars[index] {
        case "\\" where index + 1 < chars.count && chars[index + 1] == "(":
            let end = scan(chars, from: index + 2, limit: 80) { $0 == ")" }.map { $0 + 1 } ?? index + 2
            return (end, "Swift interpolation")
        case "{":
            let double = index + 1 < chars.count && chars[index + 1] == "{"
            let nameStart = index + (double ? 2 : 1)
            var cursor = nameStart
            while cursor < chars.count && cursor - nameStart < 60 && (CharacterClass.isWordCharacter(chars[cursor]) || "_.-".contains(chars[cursor])) {
                cursor += 1
            }
            guard cursor > nameStart, cursor < chars.count, chars[cursor] == "}" else { return nil }
            if double { guard cursor + 1 < chars.count, chars[cursor + 1] == "}" else { return nil } }
            return (cursor + (double ? 2 : 1), "a template token")
        case "<":
            return htmlTag(chars, at: index)
        case "[":
            guard let close = scan(chars, from: index + 1, limit: 200, until: { $0 == "]" || $0 == "[" }), chars[close] == "]",
                close + 1 < chars.count, chars[close + 1] == "(",
                let end = scan(chars, from: close + 2, limit: 300, until: { $0 == ")" || CharacterClass.isWhitespace($0) }), chars[end] == ")",
                end > close + 2 else { return nil }
            return (end + 1, "a Markdown link")
        default:
            return nil
        }
    }

    /// `<b>`, `</b>`, `<br/>`, `<a href="…">`; not `<a letter of %lld characters>` or `3 < 5`.
    private static func htmlTag(_ chars: [Character], at index: Int) -> (Int, String)? {
        var cursor = index + 1
        if cursor < chars.count && chars[cursor] == "/" { cursor += 1 }
        let nameStart = cursor
        while cursor < chars.count && cursor - nameStart < 12 && (chars[cursor].isASCII && CharacterClass.isWordCharacter(chars[cursor])) {
            cursor += 1
        }
        guard cursor > nameStart, htmlTags.contains(String(chars[nameStart..<cursor]).lowercased()), cursor < chars.count else { return nil }
        if chars[cursor] == ">" { return (cursor + 1, "an HTML tag") }
        if chars[cursor] == "/", cursor + 1 < chars.count, chars[cursor + 1] == ">" { return (cursor + 2, "an HTML tag") }
        guard chars[cursor] == " ", let close = scan(chars, from: cursor, limit: 300, until: { $0 == ">" || $0 == "<" }),
            chars[close] == ">" else { return nil }
        let attributes = String(chars[cursor..<close])
        guard attributes.contains("=") else { return nil }
        return (close + 1, "an HTML tag")
    }

    /// The first index at or after `start`, within `limit` characters, where `until` holds.
    private static func scan(_ chars: [Character], from start: Int, limit: Int, until: (Character) -> Bool) -> Int? {
        var cursor = start
        while cursor < chars.count && cursor - start < limit {
            if until(chars[cursor]) { return cursor }
            cursor += 1
        }
        return nil
    }
}
