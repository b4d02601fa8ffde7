import CatalogKitLite

/// `symbol-separator`: symbols and separators a voice reads aloud or drops ("·", "|", "★", "→").
/// `#` and `_` are left to the hashtag and identifier rules. A slash between words is not flagged:
/// read "slash" or dropped, the pair is understood either way, and it is often Apple's own term
/// ("Back/Forward", "Smart Copy/Paste", "Date/Time"); the precision study judged none of 16 right.
///
/// A middle dot between words with spaces around it ("Weekly · all models", "Laden · 7,2 kW") is not
/// flagged, in any role: no source shows VoiceOver naming it at the default punctuation level, and the
/// ninth study's judges heard it as the pause a comma gives (30 such findings, none right). A bullet
/// ("•") between words is read "bullet": that is `bullet-separator`'s, an opt-in rule, as outside
/// judges split on it. A bullet or a middle dot alone, the decoration between two views, and a list's
/// marker before a row's name stay flagged here.
///
/// A check mark or cross that starts a label ("✓ Automatic") says its item's state and is not flagged;
/// a check mark after the words ("Done today ✓") repeats it, heard "check mark", and is not flagged
/// either, nor a tilde glued to a word's end ("Meow~").
///
/// An arrow "→" between two words ("System Settings → Battery", "Client → Azure") is heard "right
/// arrow": wordy, but the way or direction is understood, in any role (judged right 6 times,
/// debatable 13 and wrong 3 over four studies). So is an arrow "→" or "←" at the edge of a title
/// ("Next →", "← Back", "Get Key →": 9 debatable in the fifty-sixth study, about 2 right before).
/// An arrow typed as "->", an arrow alone, "↑"/"↓" (which carry the meaning: "↑ Rate"), or an
/// arrow between two values in a label is still flagged.
///
/// In labels, values and announcements every other such symbol counts. In hints and text without a role
/// (sentences) only a separator that stands between words with spaces around it ("Seite 1 | Kapitel 2"),
/// in either language.
/// Text to be typed or read as written is left alone: a
/// path or command ("export PATH=~/bin"), a text field's prompt. In sentences an arrow between two
/// values ("Start: %@ → %@") says the change as it is heard; a picker's option of symbols alone is
/// the choice.
enum SymbolSeparatorRule {
    static let description = RuleDescription(
        id: "symbol-separator",
        summary: "Symbols and separators read aloud (\"·\", \"|\", \"★\", \"→\").",
        rationale: """
            "|" is read as "vertical bar", "»" as "double-angle quotation mark" (GCTC-NTGC/gc-digital-talent#6610, \
            projectblacklight/arclight#854). How a voice reads a given symbol varies with the punctuation level, \
            so the rule flags the characters themselves. A slash between words ("Date/Time") is read "slash" or \
            dropped, and the pair is understood either way: it is not flagged.
            """,
        fix: "Use words and commas: \"Inbox, 3 unread\", \"Rated 4 of 5 stars\", \"4 von 5 Sternen\".",
        defaultSeverity: .warning,
        examples: [
            RuleExample("1.2.0 • MIT", role: .label, triggers: false, note: "a bullet between words is bullet-separator's, an opt-in rule"),
            RuleExample("1.2.0 | MIT", role: .label, triggers: true, note: "VoiceOver says \"vertical line\""),
            RuleExample("→", role: .label, triggers: true, note: "a decoration between two views: hide it"),
            RuleExample("→", role: .label, presentation: TextPresentation(form: .pickerOption), triggers: false,
                        note: "a picker's option that is the symbol the user picks (CueFlow's separator picker)"),
            RuleExample("3.2.0 · build 418", role: .label, triggers: false,
                        note: "a middle dot between words is heard as a pause; version-without-keyword asks for \"Version\""),
            RuleExample("Woche · alle Modelle", language: "de", role: .label, triggers: false, note: "a middle dot between words"),
            RuleExample("Inbox | 3 unread", role: .label, triggers: true),
            RuleExample("• %@", role: .label, triggers: true,
                        note: "a list's marker before a row's name: VoiceOver may say \"bullet\" first; the fix leaves it out of the label (VMflow)"),
            RuleExample("·", role: .label, triggers: true, note: "a separator alone between two views: the fix is to hide it (CheckNet)"),
            RuleExample("Photos/Videos", role: .label, triggers: false, note: "a slash between words is understood, read or not"),
            RuleExample("Back/Forward", role: .label, triggers: false, note: "Apple's own term for the toolbar pair (CotEditor)"),
            RuleExample("Inbox, 3 unread", role: .label, triggers: false),
            RuleExample("✓ Automatic", role: .label, triggers: false, note: "a check mark that says the item is chosen (MeatPad)"),
            RuleExample("Sync ✓", role: .label, triggers: false, note: "a check mark after the words repeats the state they say"),
            RuleExample("Sync ✕", role: .label, triggers: true, note: "a cross after the words is read \"multiplication x\" or dropped"),
            RuleExample("✓ Watched", role: .value, triggers: true, note: "a value's words say the state: the mark is noise"),
            RuleExample("Rated 4 of 5 stars", role: .value, triggers: false),
            RuleExample("60 km/h", role: .value, triggers: false, note: "a unit"),
            RuleExample("Posteingang | 3 ungelesen", language: "de", role: .label, triggers: true),
            RuleExample("Review BTC -> USD", role: .label, triggers: true, note: "an arrow typed as \"->\" (stable-channels)"),
            RuleExample("Prüfen: BTC -> USD", language: "de", role: .label, triggers: true, note: "an arrow typed as \"->\""),
            RuleExample("x->y", role: .label, triggers: false, note: "code-like, no spaces: read as written"),
            RuleExample("★★★★☆", language: "de", role: .value, triggers: true),
            RuleExample("Posteingang, 3 ungelesen", language: "de", role: .label, triggers: false),
            RuleExample("»Fotos« öffnen", language: "de", role: .label, triggers: false, note: "German quotation marks"),
            RuleExample("« %@ »", language: "fr", role: .label, triggers: false, note: "French quotation marks, spaced as French writes them (Boardly)"),
            RuleExample("Home » Settings", role: .label, triggers: true, note: "a mark between two names, no quote opened: a breadcrumb"),
            RuleExample("e.g. export PATH=~/bin", role: .label, triggers: false, note: "a command to type: its symbols must be read"),
            RuleExample("Type ~/Library/Caches to open the folder", role: .label, triggers: false, note: "a path"),
            RuleExample("Open Settings → Privacy & Security and allow access.", triggers: false,
                        note: "an arrow in a way through the app is heard \"right arrow\": wordy but clear (sleeptab, Stasis, GooseSwift)"),
            RuleExample("Öffne Einstellungen → Datenschutz & Sicherheit und erlaube den Zugriff.", language: "de", triggers: false,
                        note: "an arrow between two words, in German"),
            RuleExample("Open Settings | Privacy & Security and allow access.", triggers: true,
                        note: "text without a role: a bar between words is read \"vertical line\""),
            RuleExample("Seite 1 | Kapitel 2", language: "de", triggers: true, note: "text without a role"),
            RuleExample("Das Futur: machen → ich werde machen, sein → ich werde sein.", language: "de", triggers: false,
                        note: "an arrow before a word in lower case is notation, \"becomes\", read as meant (Konjugieren)"),
            RuleExample("Strong verbs change the vowel: i → a → u.", triggers: false, note: "notation, in English"),
            RuleExample("Sounds +1.00 semitones off: 8A → 9A.", triggers: false, note: "a value it changes to, notation (SetCraft's keys)"),
            RuleExample("Open Settings → iCloud to turn on sync.", triggers: false, note: "a way through the app, Apple's name in lower case"),
            RuleExample("Library → Metadata", role: .label, triggers: false, note: "a label: an arrow between two words says the way"),
            RuleExample("Go to **Settings** → **Accessibility**", role: .label, triggers: false,
                        note: "Markdown's emphasis is not read: an arrow between two words (Jyutping's FAQ, 60th study)"),
            RuleExample("**Settings** | **Privacy**", role: .label, triggers: true, note: "a bar between two emphasised words is still read"),
            RuleExample("← Back", role: .label, triggers: false, note: "an arrow at the edge of a title points the way (ClawdHome's wizard)"),
            RuleExample("↑ Rate", role: .label, triggers: true, note: "an up arrow that alone tells upload from download (ClawdHome's columns)"),
            RuleExample("Client -> Azure", role: .label, triggers: true, note: "an arrow typed as \"->\" is two symbols"),
            RuleExample("%@ → %@", role: .label, triggers: true,
                        note: "an arrow between two values: the fix says the change in words, \"from 1.2 to 1.3\" (ValetudiOS's update link)"),
            RuleExample("Start: %@ → %@", triggers: false,
                        note: "text without a role: an arrow between two values is heard \"right arrow\", which says the change (Off Day's history)"),
            RuleExample("|: :|", role: .label, presentation: TextPresentation(form: .pickerOption), triggers: false,
                        note: "a picker's option written in symbols alone is the choice itself (TopPresenter's repeat signs)"),
            RuleExample("Read the guide →", role: .label, triggers: false,
                        note: "an arrow after a link's words points the way: heard \"right arrow\", clutter only (onit's buttons, 56th study)"),
            RuleExample("Balanced (~93 ms)", role: .label, triggers: true,
                        note: "a tilde before a number means \"about\": the fix says it in words, \"about 93 ms\" (survibe's latency choices)"),
            RuleExample("2^31 Bytes", role: .label, triggers: true,
                        note: "a caret between two numbers is an exponent: the fix says it in words, \"2 to the power of 31\" (60th study)"),
            RuleExample("Done today ✓", role: .label, triggers: false,
                        note: "a check mark after the words repeats the state (PuffFree, 2 debatable)"),
            RuleExample("Convert text arrows (`->` becomes →)", role: .label, triggers: false,
                        note: "a text that quotes a symbol talks about symbols (mojito's setting)"),
            RuleExample("Textpfeile umwandeln („->“ wird →)", language: "de", role: .label, triggers: false,
                        note: "a quoted symbol, in German quotation marks"),
            RuleExample("Meow~ Thanks, cutie!", role: .label, triggers: false,
                        note: "a tilde glued to a word's end is a playful stretch, read only at the punctuation level \"All\""),
            RuleExample("Rated ★★★★☆ by users", triggers: false, note: "text without a role: only separators between words"),
            RuleExample("Sort ↑", role: .hint, triggers: false, note: "a hint: only separators between words"),
            RuleExample("This will:\n• Quit the App Store\n• Clear the cache", triggers: false, note: "text without a role: a list's bullets"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    static let separators: Set<Character> = ["·", "•", "∙", "|", "→", "←", "↑", "↓", "★", "☆", "✓", "✔", "✕", "✖", "~", "^", "⟩", "⟨"]
    /// Marks that, starting a label, say its item's state: "✓ Automatic" is the selected menu item,
    /// and VoiceOver's "check mark" tells the user so; a comma would lose it. In a value ("✓ Watched")
    /// the words say the state and the mark is noise.
    static let stateMarks: Set<Character> = ["✓", "✔", "✕", "✖"]
    /// Quotation marks in German and French typography; separators only when they stand apart.
    static let quoteLike: Set<Character> = ["»", "«", "›", "‹"]

    /// The separators judged in sentences (hints, text without a role) when they stand between words.
    static let sentenceSeparators: Set<Character> = ["·", "•", "∙", "|", "→", "←", "⟩"]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        guard input.hasToken(.symbol) else { return [] }
        // A picker's option written in symbols alone ("|: :|" beside "‖: :‖", TopPresenter's repeat
        // signs, 55th study) is the choice itself, which VoiceOver rightly names.
        if input.string.presentation.form == .pickerOption,
           !input.contentTokens.contains(where: { $0.isWord || $0.isNumeric || $0.isPlaceholder }) { return [] }
        // A text that quotes a symbol talks about symbols (mojito's "Convert text arrows (`->` becomes
        // →)", 56th study): VoiceOver naming them says what is meant, and words would lose it.
        if quotesASymbol(input.text) { return [] }
        let inSentences = input.role == nil || input.role == .hint
        // Markdown's delimiters are not read: "**Settings** → **Accessibility**" is an arrow between
        // two words (Jyutping's FAQ, 60th study).
        let tokens = input.markdownHidden.isEmpty ? input.tokens : input.tokens.filter { !MarkdownSyntax.isHidden($0.range, in: input.markdownHidden) }
        // Markdown's delimiters are not heard: "**·**" is a dot alone.
        let contentCount = input.markdownHidden.isEmpty ? input.contentTokens.count : tokens.count { $0.kind != .space }
        var findings: [SpeechFinding] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            // An arrow typed as "->" or "=>" between words ("Review BTC -> USD"): read "minus greater
            // than" or dropped, like "→".
            if asciiArrowStandsBetweenWords(tokens, index), !input.isVerbatim(token.range.lowerBound..<tokens[index + 1].range.upperBound),
               !(inSentences && isNotation(tokens, arrowEnd: index + 1)) {
                let range = token.range.lowerBound..<tokens[index + 1].range.upperBound
                let path = input.isGerman ? "\"Einstellungen, dann Datenschutz\"" : "\"Settings, then Privacy\""
                let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(String(input.text[range]))) as two symbols or drops it, "
                    + "depending on the punctuation setting. Instead, say the way in words (\(path)) or use \"to\"."
                findings.append(input.finding(description, range, message))
                index += 2
                continue
            }
            guard token.kind == .symbol, let character = token.text.first, isSeparator(tokens, index, character),
                !inSentences || (sentenceSeparators.contains(character) && standsBetweenWords(tokens, index)),
                !(character == "·" && standsBetweenWords(tokens, index)),
                // A bullet between words or values is bullet-separator's, an opt-in rule.
                !(BulletSeparatorRule.bullets.contains(character) && standsBetweenWords(tokens, index)),
                !(inSentences && "→←".contains(character) && isNotation(tokens, arrowEnd: index)),
                // In a sentence, an arrow between two values ("Start: %@ → %@", Off Day's history,
                // 55th study; "12 chars → 9 chars", 53rd) is heard "right arrow": the change is said.
                !(inSentences && character == "→" && changesValue(tokens, arrow: index)),
                // An arrow between two words ("System Settings → Battery", "More → Developer → Debug",
                // "Client → Azure") is heard "right arrow": wordy, but the way or direction is clear.
                // Judged right 6 times, debatable 13 and wrong 3 over four studies.
                !(character == "→" && standsBetweenWords(tokens, index) && tokens[index - 2].isWord && tokens[index + 2].isWord),
                // A check mark after the words ("“%@” added ✓", "Done today ✓") is heard "check mark",
                // which repeats the state the words say: judged debatable twice and wrong once.
                !("✓✔".contains(character) && isAfterWords(tokens, index)),
                // A tilde glued to a word's end ("Meow~ Thanks") is a playful stretch, heard only at
                // the punctuation level "All", where the user asked for it.
                !(character == "~" && isGluedToWordEnd(tokens, index)),
                // An arrow at the edge of a title ("Next →", "← Back") is heard "right arrow" or "left
                // arrow" after or before the words, which point the way: clutter, not a wrong word.
                !("→←".contains(character) && isAtTheEdgeOfWords(tokens, index)),
                !(input.role == .label && stateMarks.contains(character) && tokens[..<index].allSatisfy { $0.kind == .space }),
                !input.isVerbatim(token.range) else {
                index += 1
                continue
            }
            // A run of the same kind of symbols ("★★★★☆") is one finding.
            var end = index
            while end + 1 < tokens.count, tokens[end + 1].kind == .symbol, let next = tokens[end + 1].text.first,
                separators.contains(next) { end += 1 }
            let range = token.range.lowerBound..<tokens[end].range.upperBound
            let written = String(input.text[range])
            let rating = input.isGerman ? "\"4 von 5 Sternen\"" : "\"4 of 5 stars\""
            let path = input.isGerman ? "\"Einstellungen, dann Datenschutz\"" : "\"Settings, then Privacy\""
            // A text that is only the separator is a decoration between two views: hide it. A
            // picker's option that is only a symbol is the choice itself (CueFlow's separator
            // picker: "→", "=", "Tab"), which VoiceOver names rightly.
            let isAlone = contentCount == end - index + 1
            if isAlone, input.string.presentation.form == .pickerOption {
                index = end + 1
                continue
            }
            // A bullet before the words ("• Cola" of a list's row) is a list's marker: nothing
            // runs together, but VoiceOver may say "bullet" before every row.
            let isListMarker = !isAlone && "•◦▪‣".contains(character) && tokens[..<index].allSatisfy { $0.kind == .space }
            // An arrow after the last word ("Open the guide →", a link's or button's title) points
            // the way the control goes, a check mark there ("Done today ✓", PuffFree's daily task,
            // 48th study) repeats the state the words say: nothing runs together, and the words say
            // it already.
            let isTrailingMark = !isAlone && (character == "→" || Self.stateMarks.contains(character))
                && tokens[(end + 1)...].allSatisfy { $0.kind == .space }
            // An arrow between two values ("%@ → %@", "70 % → 80 %") says what one changes to.
            let isChange = character == "→" && changesValue(tokens, arrow: index)
            let change = input.isGerman ? "„von 1.2 auf 1.3“" : "\"from 1.2 to 1.3\""
            let mark = character == "→" ? "arrow" : "mark"
            // "~93 ms", "(~ 5 min)": the tilde says the number is about so, which words say.
            let isApproximation = character == "~" && end == index && tokens[(end + 1)...].first { $0.kind != .space }?.isNumeric == true
            let about = input.isGerman ? "„etwa 93 ms“" : "\"about 93 ms\""
            // "2^31": a caret glued between two numbers is an exponent, which a comma would lose.
            let isExponent = character == "^" && end == index && index > 0 && end + 1 < tokens.count
                && tokens[index - 1].isNumeric && tokens[end + 1].isNumeric
            let advice = "★☆".contains(character) ? "say the rating in words (\(rating))"
                : isApproximation ? "say it in words (\(about))"
                : isExponent ? "say the power in words (\(Self.power(tokens[index - 1].text, tokens[end + 1].text, german: input.isGerman))) "
                    + "or write the number out"
                : isChange ? "say the change in words (\(change))"
                : isTrailingMark ? "leave the \(mark) out of what VoiceOver reads (an `.accessibilityLabel` of the words alone, or the \(mark) as an image)"
                : isAlone ? "hide it from VoiceOver (`.accessibilityHidden(true)`), or join the texts around it with a comma"
                : "→←".contains(character) ? "say the way in words (\(path)) or use a comma"
                : isListMarker ? "leave the list's marker out of what VoiceOver reads (an `.accessibilityLabel` of the words alone)"
                : "use a comma or words"
            let message = "\(input.subject): VoiceOver reads \(SpeechInput.quote(written)) by its name or drops it, depending on "
                + "the punctuation setting. Instead, \(advice)."
            findings.append(input.finding(description, range, message))
            index = end + 1
        }
        return findings
    }

    /// A power said in words, in the text's language: "2 to the power of 31", „2 hoch 31“.
    static func power(_ base: Substring, _ exponent: Substring, german: Bool) -> String {
        german ? "„\(base) hoch \(exponent)“" : "\"\(base) to the power of \(exponent)\""
    }

    /// Whether the symbol stands between two words (or numbers) with a space on each side, on one
    /// line: a bullet that starts a line ("…\n• Clear the cache") is a list's, not a separator.
    static func standsBetweenWords(_ tokens: [SpeechToken], _ index: Int) -> Bool {
        guard index >= 2, index + 2 < tokens.count, tokens[index - 1].kind == .space, tokens[index + 1].kind == .space,
            !tokens[index - 1].text.contains(where: \.isNewline) else { return false }
        let isContent = { (token: SpeechToken) in token.isWord || token.isNumeric || token.isPlaceholder }
        return isContent(tokens[index - 2]) && isContent(tokens[index + 2])
    }

    /// Whether the text quotes symbols alone, in backticks or quotation marks: "`->`", "„•“", "'|'".
    static func quotesASymbol(_ text: String) -> Bool {
        let pairs: [Character: Character] = ["`": "`", "\"": "\"", "“": "”", "„": "“", "‘": "’", "'": "'", "«": "»", "»": "«"]
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            let next = text.index(after: index)
            guard let closing = pairs[character], let end = text[next...].firstIndex(of: closing) else {
                index = next
                continue
            }
            let quoted = text[next..<end]
            let symbols = quoted.filter { $0 != " " }
            // A symbol this rule reads, or an arrow typed as "->": not a placeholder ("“%@”") or an ellipsis.
            if !symbols.isEmpty, symbols.count <= 4, symbols.count + 2 >= quoted.count,
               !symbols.contains(where: { $0.isLetter || $0.isNumber || $0.isWhitespace || $0 == "%" || $0 == "…" }),
               symbols.contains(where: { separators.contains($0) || quoteLike.contains($0) || "<>=-‖".contains($0) }) { return true }
            // Past the closing mark: it opens no quote of its own (`"Inbox" | "Sent"`).
            index = text.index(after: end)
        }
        return false
    }

    /// Whether a symbol starts or ends a text that has words, with only spaces between it and the
    /// text's edge ("← Back", "Next →").
    private static func isAtTheEdgeOfWords(_ tokens: [SpeechToken], _ index: Int) -> Bool {
        guard tokens.contains(where: { $0.isWord }) else { return false }
        return tokens[..<index].allSatisfy { $0.kind == .space } || tokens[(index + 1)...].allSatisfy { $0.kind == .space }
    }

    /// Whether a mark follows the words with nothing but spaces after it ("Done today ✓").
    private static func isAfterWords(_ tokens: [SpeechToken], _ index: Int) -> Bool {
        tokens[..<index].contains { $0.isWord } && tokens[(index + 1)...].allSatisfy { $0.kind == .space }
    }

    /// Whether a symbol is glued to the end of a word and no number follows it ("Meow~ Thanks",
    /// "Hi~"): not "~93 ms", which says "about".
    private static func isGluedToWordEnd(_ tokens: [SpeechToken], _ index: Int) -> Bool {
        guard index >= 1, tokens[index - 1].isWord, tokens[index - 1].range.upperBound == tokens[index].range.lowerBound else { return false }
        guard index + 1 < tokens.count else { return true }
        return tokens[index + 1].kind == .space || tokens[index + 1].kind == .punctuation
    }

    /// Whether an arrow stands between two values, a number (a percentage too: "70 % → 80 %") or a
    /// placeholder on each side.
    private static func changesValue(_ tokens: [SpeechToken], arrow: Int) -> Bool {
        let isValue = { (token: SpeechToken) in token.isNumeric || token.isPlaceholder }
        let before = tokens[..<arrow].last { $0.kind != .space }
        let after = tokens[(arrow + 1)...].first { $0.kind != .space }
        guard let before, let after else { return false }
        return isValue(before) && isValue(after)
    }

    /// Whether an arrow in a sentence is notation, a change or a result ("machen → ich werde machen",
    /// "i → u" in a grammar lesson, "ok → failed", "8A → 9A"): the word after it starts in lower case
    /// or with a digit, where the
    /// way through an app names a place ("Settings → Privacy", "Einstellungen → Datenschutz"). Read
    /// "right arrow", it says what it means; a comma or "then" would lose it (Konjugieren's lessons).
    private static func isNotation(_ tokens: [SpeechToken], arrowEnd: Int) -> Bool {
        guard arrowEnd + 2 < tokens.count, tokens[arrowEnd + 1].kind == .space else { return false }
        // A value it changes to ("8A → 9A", SetCraft's musical keys; "120 → 128"): no place.
        if tokens[arrowEnd + 2].text.first?.isNumber == true { return true }
        guard tokens[arrowEnd + 2].isWord else { return false }
        // "Settings → iCloud", "Allgemein → iPhone-Speicher": Apple's names start in lower case.
        let word = tokens[arrowEnd + 2].text
        return word.first?.isLowercase == true && !word.contains(where: \.isUppercase)
    }

    /// "->" or "=>" written with a space on each side, between two words or numbers on one line.
    private static func asciiArrowStandsBetweenWords(_ tokens: [SpeechToken], _ index: Int) -> Bool {
        guard index >= 2, index + 3 < tokens.count, tokens[index].text == "-" || tokens[index].text == "=", tokens[index + 1].text == ">",
              tokens[index].range.upperBound == tokens[index + 1].range.lowerBound,
              tokens[index - 1].kind == .space, tokens[index + 2].kind == .space, !tokens[index - 1].text.contains(where: \.isNewline) else { return false }
        let isContent = { (token: SpeechToken) in token.isWord || token.isNumeric || token.isPlaceholder }
        return isContent(tokens[index - 2]) && isContent(tokens[index + 3])
    }

    /// A separator, or a German or French quotation mark that stands apart, spaces on both sides,
    /// and is not one of a pair French writes around a quote with spaces inside ("« \(excerpt) »",
    /// Boardly's comment): a breadcrumb's "Home » Settings" has no opening mark before it.
    private static func isSeparator(_ tokens: [SpeechToken], _ index: Int, _ character: Character) -> Bool {
        if separators.contains(character) { return true }
        guard quoteLike.contains(character) else { return false }
        let spacedBefore = index == 0 || tokens[index - 1].kind == .space
        let spacedAfter = index + 1 == tokens.count || tokens[index + 1].kind == .space
        guard spacedBefore && spacedAfter else { return false }
        let pairs: [Character: Character] = ["«": "»", "‹": "›"]
        if let closing = pairs[character] { return !tokens[(index + 1)...].contains { $0.text.first == closing } }
        let opening: Character = character == "»" ? "«" : "‹"
        return !tokens[..<index].contains { $0.text.first == opening }
    }
}
