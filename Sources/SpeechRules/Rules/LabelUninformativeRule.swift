import CatalogKitLite

/// `label-uninformative`: a label that says nothing ("Button", "Click here", "+", "…").
enum LabelUninformativeRule {
    static let description = RuleDescription(
        id: "label-uninformative",
        summary: "A label that says nothing: a type word, \"Click here\", or only a symbol.",
        rationale: """
            A label must "succinctly identify" the element (WWDC19 254). "Button", "Image", "Learn more" or a lone \
            "+" tell a listener nothing; axe-core treats one non-digit character and symbol-only text as not human \
            interpretable. A heuristic, so a warning: "More" is legitimate as a menu label, and a word that names \
            a kind of content ("Image", "Title", "Text") is right as an item in a list of kinds (a file kind, an \
            outline item's kind), so those are info.
            """,
        fix: "Say what the element is or does: \"Favorite\", \"Add to cart\", \"Learn more about pricing\".",
        defaultSeverity: .warning,
        // Opt-in: "More", "Title", "Image" are mostly clear in their place, or not what VoiceOver speaks.
        isEnabledByDefault: false,
        roles: [.label],
        examples: [
            RuleExample("Button", role: .label, triggers: true),
            RuleExample("Click here", role: .label, triggers: true),
            RuleExample("+", role: .label, triggers: true),
            RuleExample("…", role: .label, triggers: true),
            RuleExample("Favorite", role: .label, triggers: false),
            RuleExample("Title", role: .label, triggers: true,
                        note: "info: an outline item's kind in CotEditor (Syntax.Outline.Kind.title.label), right in a list of kinds"),
            RuleExample("Image", triggers: false, note: "a string without a role: a file kind in a list, not a label"),
            RuleExample("Learn more about pricing", role: .label, triggers: false),
            RuleExample("%@", role: .label, triggers: false, note: "a placeholder is unknown"),
            RuleExample("Schaltfläche", language: "de", role: .label, triggers: true),
            RuleExample("Hier tippen", language: "de", role: .label, triggers: true),
            RuleExample("›", language: "de", role: .label, triggers: true),
            RuleExample("Favorit", language: "de", role: .label, triggers: false),
            RuleExample("Mehr über Preise", language: "de", role: .label, triggers: false),
        ])

    /// Uninformative words that also name a kind of content, which is what an item of a list of
    /// kinds says ("Image" among the file kinds, "Title" among an outline's item kinds).
    static let kindWords: Set<String> = [
        "image", "picture", "photo", "graphic", "text", "title", "link", "bild", "foto", "grafik", "titel",
    ]

    /// A shape rule: a fragment of a sentence is not judged.
    static let rule = SpeechRule(description: description, judgesWholeStrings: true, check: check)

    /// Whether a character equals one of `, . ? ¿ ! ‽ ¡ ; :`, which the comparison ignores, told
    /// from its bytes. Each is one scalar, and the only other character equal to one of them is
    /// U+037E, the Greek question mark, canonically equal to ";".
    private static func isStripped(_ character: Character) -> Bool {
        var bytes = character.utf8.makeIterator()
        switch (bytes.next(), bytes.next(), bytes.next(), bytes.next()) {
        case (0x2C, nil, _, _), (0x2E, nil, _, _), (0x3F, nil, _, _), (0x21, nil, _, _), (0x3B, nil, _, _), (0x3A, nil, _, _):
            return true
        case (0xC2, 0xBF, nil, _), (0xC2, 0xA1, nil, _), (0xCD, 0xBE, nil, _), (0xE2, 0x80, 0xBD, nil):
            return true
        default:
            return false
        }
    }

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        let content = input.contentTokens
        guard !content.isEmpty, !content.contains(where: \.isPlaceholder) else { return [] }
        let range = input.trimmedRange
        let normalised = longestListedLabel(input.lexicon) < keptBytes(input.text[range]) ? nil : normalise(input.text[range])
        if let normalised, input.lexicon.uninformativeLabels.contains(normalised) {
            if kindWords.contains(normalised) {
                let message = "\(input.subject) names only a kind of content: right as an item in a list of kinds, but on an "
                    + "image or a control listeners hear only \(SpeechInput.quote(input.trimmedText)). There, say what it shows or does."
                return [input.finding(description, range, message, severity: .info)]
            }
            let message = "\(input.subject) says nothing about the element: listeners hear only "
                + "\(SpeechInput.quote(input.trimmedText)). Say what it is or does."
            return [input.finding(description, range, message)]
        }
        if let normalised, input.lexicon.weakLabels.contains(normalised) {
            let message = "\(input.subject) says little on its own; fine as a menu label, elsewhere say more of what."
            return [input.finding(description, range, message, severity: .info)]
        }
        if isNotInterpretable(content) {
            let message = "\(input.subject) is only a symbol: VoiceOver reads its character name, or nothing. "
                + "Write what it does in words."
            return [input.finding(description, range, message)]
        }
        return []
    }

    /// The number of ASCII bytes of a text that are neither white space nor stripped punctuation: a
    /// lower bound of the length in bytes of ``normalise(_:)``, which keeps each of them (an ASCII
    /// byte is a character of its own or starts one, lower-casing keeps it one byte, and no
    /// character that holds it is stripped or white space), so that most labels, longer than any
    /// listed one, are never lower-cased.
    static func keptBytes(_ text: Substring) -> Int {
        var count = 0
        for byte in text.utf8 where byte < 0x80 {
            switch byte {
            case 0x2C, 0x2E, 0x3F, 0x21, 0x3B, 0x3A, 0x20, 0x09...0x0D: continue
            default: count += 1
            }
        }
        return count
    }

    /// The length in bytes of the longest uninformative or weak label of a lexicon.
    private static func longestListedLabel(_ lexicon: Lexicon) -> Int {
        if lexicon.uninformativeLabels == Lexicon.english.uninformativeLabels && lexicon.weakLabels == Lexicon.english.weakLabels {
            return englishLongest
        }
        if lexicon.uninformativeLabels == Lexicon.german.uninformativeLabels && lexicon.weakLabels == Lexicon.german.weakLabels {
            return germanLongest
        }
        return longest(lexicon)
    }

    private static func longest(_ lexicon: Lexicon) -> Int {
        lexicon.uninformativeLabels.union(lexicon.weakLabels).map(\.utf8.count).max() ?? 0
    }

    private static let englishLongest = longest(.english)
    private static let germanLongest = longest(.german)

    /// The text lower-cased, without the stripped punctuation, its words joined by single spaces.
    static func normalise(_ text: Substring) -> String {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else {
            // One pass over the lower-cased characters instead of filter, split and join. Dropping a
            // stripped character can join its neighbours into one grapheme (regional indicators,
            // Hangul jamo, an emoji after a ZWJ, "\r" and "\n"), but never a space with a letter, so
            // the words and their bytes come out the same.
            var result = ""
            var pendingSpace = false
            for character in text.lowercased() {
                if isStripped(character) { continue }
                if CharacterClass.isWhitespace(character) {
                    pendingSpace = !result.isEmpty
                    continue
                }
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
            return result
        }
        // ASCII text, byte by byte: the same steps without a Character (a "\r\n" is white space either way).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var pendingSpace = false
        for byte in utf8 {
            switch byte {
            case 0x2C, 0x2E, 0x3F, 0x21, 0x3B, 0x3A: // , . ? ! ; :
                continue
            case 0x20, 0x09...0x0D:
                pendingSpace = !bytes.isEmpty
            default:
                if pendingSpace { bytes.append(0x20) }
                pendingSpace = false
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// axe-core's test: one non-digit character, or only symbols, punctuation and emoji.
    private static func isNotInterpretable(_ content: [SpeechToken]) -> Bool {
        if content.count == 1, let only = content.first, only.text.count == 1, !only.isNumeric { return true }
        return content.allSatisfy { $0.kind == .symbol || $0.kind == .punctuation || $0.kind == .emoji }
    }
}
