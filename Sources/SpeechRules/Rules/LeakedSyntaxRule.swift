import CatalogKitLite

/// `leaked-syntax`: text a synthesiser would read that is not language: Swift interpolation `\(`,
/// an unexpanded `%arg`, HTML tags, Markdown links in an announcement (SwiftUI renders Markdown in
/// every other string, and VoiceOver reads the link's text). Only interpolation and `%arg` are
/// errors; the rest are warnings. A `{name}` or `{{name}}` template token is the app's to fill
/// (owncloud's `OCLocalizedFormat`): the eighth and tenth studies judged none of 15 right.
enum LeakedSyntaxRule {
    static let description = RuleDescription(
        id: "leaked-syntax",
        summary: "Code in the text: Swift interpolation, %arg outside a plural branch, HTML tags, Markdown links in announcements.",
        rationale: """
            Syntax that leaks into a catalog is shown and spoken as written: VoiceOver says "backslash left paren \
            name" or "less than b greater than". It usually means a string was extracted from code by hand or a \
            placeholder was never replaced. Swift interpolation and %arg are certain, so errors; a tag may be \
            replaced by the app at run time, so a warning, and only where the code shows the text as a label, hint or value. Template tokens (`{name}`, `{{name}}`, `${name}`) are \
            left alone: apps fill them with their own format helpers, which this rule cannot see. \
            SwiftUI's Text renders Markdown, and VoiceOver reads a link's text, not its \
            syntax: a Markdown link is flagged only in an announcement, which is posted as plain text.
            """,
        fix: "Replace the syntax with a format placeholder (`%@`, `%lld`) or plain words.",
        defaultSeverity: .error,
        examples: [
            RuleExample("Hello \\(name)", role: .label, triggers: true),
            RuleExample("Welcome, {{user}}", role: .announcement, triggers: false,
                        note: "a template the app fills at run time (owncloud's OCLocalizedFormat)"),
            RuleExample("<b>Sale</b> today", role: .label, triggers: true),
            RuleExample("Tap <b>Connect</b> on your Ledger", triggers: false,
                        note: "a role no code gives: the markup of text the app renders as HTML (pera)"),
            RuleExample("Read the [terms](https://example.com/terms)", role: .announcement, triggers: true, note: "an announcement is plain text"),
            RuleExample("Made with [EmojiText](https://github.com/divadretlaw/EmojiText)", role: .label, triggers: false,
                        note: "SwiftUI renders the link; VoiceOver reads \"EmojiText\" (IceCubes' acknowledgements)"),
            RuleExample("Add ${url} to ${accountName}", triggers: false, note: "a Shortcuts template the app fills (NetNewsWire)"),
            RuleExample("**Bold** and `code`", triggers: false, note: "rendered Markdown"),
            RuleExample("%arg files", role: .label, triggers: true, note: "outside a substitution branch"),
            RuleExample("Hello %@", role: .label, triggers: false),
            RuleExample("Enter <a letter of %lld characters>", role: .hint, triggers: false, note: "not markup"),
            RuleExample("Willkommen, {name}", language: "de", role: .label, triggers: false, note: "a template the app fills"),
            RuleExample("<i>Neu</i>", language: "de", role: .label, triggers: true),
            RuleExample("Willkommen, %@", language: "de", role: .label, triggers: false),
            RuleExample("Mehr auf [unserer Website](https://example.com)", language: "de", role: .label, triggers: false,
                        note: "rendered Markdown link"),
            RuleExample("3 < 5 und 7 > 4", language: "de", role: .label, triggers: false),
            RuleExample("A TMS URL with {x}, {y} and {z} placeholders, or a WMS URL", triggers: false,
                        note: "it explains the tokens it shows (GoMap's tile server footer)"),
            RuleExample("Eine TMS-URL mit den Platzhaltern {x}, {y} und {z}", language: "de", triggers: false),
            RuleExample("http://{switch:a,b,c}.tile.org/{z}/{x}/{y}.png", role: .label, presentation: TextPresentation(form: .textFieldPrompt),
                        triggers: false, note: "a text field's placeholder: a URL template to type"),
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
        if ByteScan.contains(anyOf: [0x5C, 0x7B, 0x3C, 0x5B], in: input.text) {
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
        var findings: [SpeechFinding] = []
        for (start, end, what) in spans {
            let range = indices[start]..<indices[end]
            // A template token is the app's to fill at run time (owncloud's `{{name}}`, Shortcuts'
            // `${url}`), or shown on purpose (a URL template to type, a text about placeholders).
            if what == "a template token" { continue }
            // A tag in text whose use the code does not show is the markup of text the app renders
            // as HTML (pera's `…-html` keys through `NSAttributedString(.html)`, 51st study; tags the
            // app strips, 44th): judged only where the code shows the text as a label, hint or value.
            if what == "an HTML tag", input.role == nil { continue }
            if what == "a Markdown link" {
                if let finding = markdownLinkFinding(input, range) { findings.append(finding) }
                continue
            }
            let message = "\(input.subject) contains \(what) \(SpeechInput.quote(String(input.text[range]))), which VoiceOver "
                + "reads character by character. Replace it with a format placeholder or plain words."
            findings.append(input.finding(description, range, message, severity: what == "Swift interpolation" ? nil : .warning))
        }
        if !input.string.isSubstitutionBranch, ByteScan.contains(0x25, in: input.text) {
            for token in input.tokens where token.text == "%arg" {
                let message = "\(input.subject) contains \"%arg\" outside a substitution's plural branch, where nothing replaces "
                    + "it: VoiceOver reads \"percent arg\". Use the substitution (`%#@name@`) or a specifier such as %lld."
                findings.append(input.finding(description, token.range, message))
            }
        }
        return findings.sorted { $0.range.lowerBound < $1.range.lowerBound }
    }

    /// A Markdown link: in an announcement (plain text) its syntax is read; elsewhere SwiftUI renders
    /// it and VoiceOver reads its text (a text that is itself an address is
    /// `electronic-and-digit-strings`'s finding).
    private static func markdownLinkFinding(_ input: SpeechInput, _ range: Range<String.Index>) -> SpeechFinding? {
        guard input.role == .announcement else { return nil }
        let message = "\(input.subject) contains a Markdown link \(SpeechInput.quote(String(input.text[range]))): an announcement "
            + "is posted as plain text, so VoiceOver reads the brackets and the address. Say the link's text only."
        return input.finding(description, range, message, severity: .warning)
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
