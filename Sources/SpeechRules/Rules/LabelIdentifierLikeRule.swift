import CatalogKitLite

/// `label-identifier-like`: a label or value that is a file name, an identifier or an SF Symbol name
/// (`icon_star.png`, `close_icon_white`, `chevron.right`, `playButton`), usually an image name used
/// as its own label.
enum LabelIdentifierLikeRule {
    static let description = RuleDescription(
        id: "label-identifier-like",
        summary: "A label or value that looks like a file name, an identifier or an SF Symbol name.",
        rationale: """
            SwiftUI's `Image(_:)` uses the image name as the label's key, so names such as `icon_star` end up \
            spoken: VoiceOver says "close icon white" or spells the underscores (SwiftLint \
            accessibility_label_for_image). A camelCase or snake_case name among other words ("Spoof \
            identifierForVendor", "extra_body toggle") is a term used on purpose, a name the screen talks \
            about; alone, it is an identifier.
            """,
        fix: "Write a label in words: \"Add to favorites\", \"Zu Favoriten hinzufügen\".",
        defaultSeverity: .warning,
        roles: [.label, .value],
        examples: [
            RuleExample("icon_star.png", role: .label, triggers: true),
            RuleExample("close_icon_white", role: .label, triggers: true),
            RuleExample("inHg", role: .label, triggers: false, note: "a unit symbol with a capital inside, read as a unit"),
            RuleExample("No hypotension (sBP ≥90 mmHg)", role: .label, triggers: false, note: "the same among words"),
            RuleExample("extra_body toggle · %@", role: .label, triggers: false,
                        note: "a request field the screen names among words, on purpose (OpenMinis's thinking rules)"),
            RuleExample("enable_thinking + budget (root & extra_body)", role: .label, triggers: false, note: "field names in notation"),
            RuleExample("thinkingBudget · floor %lld", role: .label, triggers: false, note: "a camelCase field beside words, in notation"),
            RuleExample("Tap close_icon_white.png", role: .label, triggers: true, note: "an image's file name among words"),
            RuleExample("chevron.right", role: .label, triggers: true),
            RuleExample("playButton", role: .label, triggers: true),
            RuleExample("ultraLight", role: .label, presentation: TextPresentation(form: .pickerOption), triggers: false,
                        note: "a picker's option the screen shows as it is: heard as the words shown, \"ultra light\" (LockInNote, 60th study)"),
            RuleExample("bottomLeading", role: .label, presentation: TextPresentation(isVisibleTitle: true), triggers: false,
                        note: "a control's visible title: sighted and VoiceOver users get the same words"),
            RuleExample("closeIcon2", role: .label, presentation: TextPresentation(isVisibleTitle: true), triggers: true,
                        note: "letters and digits: an asset's name, even on screen"),
            RuleExample("playButton", role: .label, presentation: TextPresentation(isVisibleTitle: true), triggers: true,
                        note: "a name that ends with where code shows it: a key shown as its own text, even on screen"),
            RuleExample("Add to favorites", role: .label, triggers: false),
            RuleExample("Add ${url} to ${accountName}", role: .label, triggers: false,
                        note: "a template the app fills at run time (NetNewsWire's Shortcuts intent)"),
            RuleExample("Enable Rectangle.app", role: .label, triggers: false, note: "an app's name"),
            RuleExample("boring.notch", role: .label, triggers: false, note: "a dotted brand"),
            RuleExample("Open on iPhone", role: .label, triggers: false, note: "a brand"),
            RuleExample("Run `defaults write com.example.app showLogs`", role: .label, triggers: false, note: "a command to type"),
            RuleExample("my_server_name", role: .label, presentation: TextPresentation(form: .textFieldPrompt), triggers: false,
                        note: "a text field's placeholder: an example of what to type"),
            RuleExample("icon_star.png", language: "de", role: .label, triggers: true),
            RuleExample("Zu Favoriten hinzufügen", language: "de", role: .label, triggers: false),
            RuleExample("Auf dem iPad öffnen", language: "de", role: .label, triggers: false),
            RuleExample("Spoof identifierForVendor", role: .label, triggers: false,
                        note: "an API's name among words, on purpose: voices split it at its capitals (LiveContainer)"),
            RuleExample("Open closeIcon2", role: .label, triggers: true, note: "letters and digits: an asset's name"),
            RuleExample("AccessibilityAddIP", role: .label, triggers: true,
                        note: "a key the catalog gives no English text, spoken as its name (Lock-Watcher)"),
            RuleExample("ButtonSettings", role: .label, triggers: true, note: "a role word joined to a name: a key"),
            RuleExample("TextEdit", role: .label, triggers: false, note: "an app's name joins no role word"),
            RuleExample("Titles", role: .label, triggers: false, note: "a word that starts like a role word"),
            RuleExample("search.empty", role: .label, isKeyWithoutText: true, triggers: true,
                        note: "a dotted key whose catalog entry is empty: VoiceOver says \"search dot empty\" (Yattee)"),
            RuleExample("video.row.%@", role: .label, isKeyWithoutText: true, triggers: true,
                        note: "a dotted key with a placeholder, its entry empty"),
            RuleExample("search.empty", role: .label, triggers: false, note: "the same words as a catalog's text may be a dotted name"),
            RuleExample("example.com", role: .label, isKeyWithoutText: true, triggers: false, note: "an address, read as one"),
            RuleExample("Visit lo.cafe Website", role: .label, isKeyWithoutText: true, triggers: false,
                        note: "a dotted name among words is a domain, not a key (Redford)"),
            RuleExample("Done.", role: .label, isKeyWithoutText: true, triggers: false, note: "a key in words"),
            RuleExample(".borderedProminent", role: .label, triggers: false,
                        note: "a Swift member written as code: the style a developer showcase demonstrates (Skip's showcase)"),
            RuleExample("Label .navigationLink", role: .label, triggers: false, note: "the same, after a word"),
            RuleExample("Show the tag field when creating a toDō.", role: .label, triggers: false,
                        note: "a camelCase name among words, also after a one-letter word (toDo's brand)"),
            RuleExample("CURRENT_TIMESTAMP()", role: .label, triggers: false,
                        note: "a function, called as code: the menu item inserts exactly that (TablePro's SQL functions)"),
        ])

    static let rule = SpeechRule(description: description, check: check)

    /// Brands and product names in lowerCamelCase.
    static let brands: Set<String> = [
        "iPhone", "iPad", "iPod", "iCloud", "iMessage", "iOS", "iPadOS", "macOS", "watchOS", "tvOS", "visionOS", "eBay",
        "iTunes", "iMac", "eSIM", "xOS", "iBooks", "iWork", "iMovie", "iPhoto", "iChat", "macBook", "eMail", "gRPC",
        "jQuery", "npm", "reStructured", "iPhones", "iPads", "xcstrings", "mRNA", "pH", "kWh", "mAh", "dB", "kB", "mB", "gB", "tB", "mL", "nCoV",
    ]

    static func check(_ input: SpeechInput) -> [SpeechFinding] {
        var findings: [SpeechFinding] = []
        for (index, token) in input.tokens.enumerated() {
            // `${accountName}`, `{name}`: a template the app fills at run time (leaked-syntax judges those).
            if index > 0, index + 1 < input.tokens.count, input.tokens[index - 1].text.hasSuffix("{"),
                input.tokens[index + 1].text.hasPrefix("}") { continue }
            // A path, a command or a text field's placeholder is typed as written.
            guard token.kind == .identifier || token.kind == .word, !input.isVerbatim(token.range) else { continue }
            // `CURRENT_TIMESTAMP()`, `COUNT(*)`: a function the user picks by its name, written as code.
            if input.text[token.range.upperBound...].hasPrefix("(") { continue }
            // `.borderedProminent`, `Label .navigationLink`: a Swift member written as code, the
            // style a developer showcase demonstrates (Skip's showcase), not a name leaked into words.
            if isSwiftMember(token, in: input.text) { continue }
            let shape: String
            switch token.kind {
            case .identifier where !token.text.contains("@") && isIdentifierShaped(token.text):
                // A snake_case name among words ("extra_body toggle", "enable_thinking + budget") is a
                // field or parameter the screen names on purpose (OpenMinis's request formats); alone,
                // or with a file's extension, it is an image's or a key's name.
                if token.text.contains("_"), !hasFileExtension(token.text), hasOtherWords(besides: token, in: input) { continue }
                shape = token.text.contains(".") && !token.text.contains("_") ? "a file or symbol name" : "an identifier"
            // A unit symbol written with a capital inside ("mmHg", "inHg", "kWh") is read as units
            // are (54th study's blood pressure and barometer labels).
            case .word where isLowerCamelCase(token.text) && !UnitSymbols.isSymbol(token.text)
                && (!hasOtherWords(besides: token, in: input) || token.text.contains(where: CharacterClass.isDigit))
                // A camelCase name of letters the screen shows as it is, a control's title or a
                // picker's option ("ultraLight", "bottomLeading": LockInNote's pickers, 60th study),
                // is heard as the words the screen shows, split at its capitals: a display name
                // would help every user alike, not VoiceOver's.
                && !(isShownAsWritten(input) && !token.text.contains(where: CharacterClass.isDigit) && !endsWithRoleWord(token.text)):
                // Among other words, a camelCase name of letters is a term used on purpose (an API's
                // name), which voices split at its capitals: alone, it is an identifier for a label.
                shape = "an identifier in camelCase"
            case .word where isKeyShaped(token.text) && isAlone(token, in: input):
                shape = "a key's name (the catalog has no text for it, so the key is spoken)"
            // A dotted key is the whole text; among words ("Visit lo.cafe Website", Redford's About
            // panel) a dotted name is the domain it names.
            case .identifier where input.string.isKeyWithoutText && isDottedKey(token.text) && isAlone(token, in: input):
                shape = "a key's name (the catalog has no text for it, so the key is spoken)"
            default:
                continue
            }
            let message = "\(input.subject) contains \(SpeechInput.quote(String(token.text))), \(shape): VoiceOver reads it "
                + "piece by piece or spells it. Write what it shows or does in words."
            findings.append(input.finding(description, token.range, message))
        }
        return findings
    }

    /// Whether the token follows a dot that starts a word, as Swift writes an implicit member
    /// (`.borderedProminent`): not the dot inside a dotted name (`chevron.right`).
    static func isSwiftMember(_ token: SpeechToken, in text: String) -> Bool {
        guard token.range.lowerBound > text.startIndex else { return false }
        let dot = text.index(before: token.range.lowerBound)
        guard text[dot] == "." else { return false }
        guard dot > text.startIndex else { return true }
        let before = text[text.index(before: dot)]
        return before.isWhitespace || "(,[".contains(before)
    }

    /// The words a key's name starts with to say where the code shows it.
    static let keyRoleWords = ["Accessibility", "A11y", "Button", "Label", "Title", "Hint", "Placeholder", "Tooltip", "Alert"]

    /// `AccessibilityAddIP`, `ButtonSettings`: one word of letters and digits that joins a role word
    /// to a capitalised part. It is a key used as its own text: Lock-Watcher's catalog has no English
    /// for 46 such keys, so VoiceOver says "Accessibility Add I P". A brand joins no role word
    /// ("TextEdit", "GitHub").
    static func isKeyShaped(_ word: Substring) -> Bool {
        guard word.allSatisfy({ CharacterClass.isLetter($0) || CharacterClass.isDigit($0) }) else { return false }
        return keyRoleWords.contains { prefix in
            guard word.hasPrefix(prefix), word.count > prefix.count else { return false }
            return CharacterClass.isUppercase(word[word.index(word.startIndex, offsetBy: prefix.count)])
        }
    }

    /// Whether the token is the only word of its phrase: no other word joins it before or after
    /// without punctuation or a symbol between ("Spoof identifierForVendor" is one phrase; in
    /// "Settings, playButton" the identifier stands alone).
    static func isAlone(_ token: SpeechToken, in input: SpeechInput) -> Bool {
        !joinsAWord(token, in: input, shortestWord: 1) { $0.kind == .space }
    }

    /// Whether a word of `shortestWord` characters or more stands next to the token, before or
    /// after it, with only tokens `isBetween` accepts between them.
    private static func joinsAWord(
        _ token: SpeechToken, in input: SpeechInput, shortestWord: Int, across isBetween: (SpeechToken) -> Bool
    ) -> Bool {
        guard let index = input.tokens.firstIndex(where: { $0.range == token.range }) else { return false }
        func reachesAWord(_ indices: some Sequence<Int>) -> Bool {
            for other in indices {
                let next = input.tokens[other]
                // A shorter word ("a" in "creating a toDō") is passed over to the next.
                if next.kind == .word {
                    if next.text.count >= shortestWord { return true }
                    continue
                }
                guard isBetween(next) else { return false }
            }
            return false
        }
        return reachesAWord(stride(from: index - 1, through: 0, by: -1)) || reachesAWord(index + 1..<input.tokens.count)
    }

    /// Whether a name ends in the extension of a file whose name ends up as a label (`icon_star.png`).
    static func hasFileExtension(_ text: Substring) -> Bool {
        let segments = text.split(separator: ".")
        return segments.count >= 2 && labelFileExtensions.contains(segments[segments.count - 1].lowercased())
    }

    /// Whether a word of two letters or more joins the token: after spaces, symbols of notation
    /// ("+", "&", "·"), brackets, a colon ("thinking: budget_tokens") and other such names, but not
    /// across sentence punctuation ("Settings, close_icon_white" lists the name alone).
    static func hasOtherWords(besides token: SpeechToken, in input: SpeechInput) -> Bool {
        joinsAWord(token, in: input, shortestWord: 2) { between in
            switch between.kind {
            case .space, .symbol, .identifier, .placeholder: true
            case .punctuation: "()[]:".contains(between.text)
            default: false
            }
        }
    }

    /// The extensions of image and document files whose names end up as labels (speech-rules.md §5.4).
    static let labelFileExtensions: Set<String> = ["png", "jpg", "jpeg", "svg", "pdf", "heic", "gif", "webp"]

    /// Parts that SF Symbol names are built from after their base name.
    static let symbolSuffixes: Set<String> = [
        "fill", "circle", "square", "right", "left", "up", "down", "slash", "badge", "plus", "minus", "rectangle", "forward",
        "backward", "clockwise", "counterclockwise", "horizontal", "vertical", "and", "xmark", "checkmark", "inset", "stack",
        "open", "closed", "on", "off", "wave", "2", "3", "fill.badge", "rtl", "ltr", "trianglebadge", "exclamationmark",
    ]

    /// Snake and kebab identifiers, image file names and SF Symbol names; not app or log file names
    /// a Mac app names on purpose ("Xcode.app").
    static func isIdentifierShaped(_ text: Substring) -> Bool {
        if text.contains("_") || hasFileExtension(text) { return true }
        let segments = text.split(separator: ".")
        guard let last = segments.last?.lowercased() else { return false }
        if CharacterClass.fileExtensions.contains(last) { return false }
        // SF Symbol names end in a modifier or a direction: "heart.fill", "chevron.right"; a dotted
        // brand such as "boring.notch" does not.
        return segments.count >= 2 && text.allSatisfy { CharacterClass.isLowercase($0) || $0 == "." || CharacterClass.isDigit($0) }
            && segments.dropFirst().contains { symbolSuffixes.contains(String($0)) }
    }

    /// `search.empty`, `video.row.`, `settings.sidebar.maxSources`: two or more parts of letters and
    /// digits joined by dots, starting with a lower-case letter, the way developers name keys; not
    /// an address or a file name.
    static func isDottedKey(_ text: Substring) -> Bool {
        let segments = text.split(separator: ".", omittingEmptySubsequences: true)
        guard segments.count >= 2, let first = text.first, CharacterClass.isLowercase(first) else { return false }
        guard segments.allSatisfy({ $0.count >= 2 && $0.allSatisfy { CharacterClass.isLetter($0) || CharacterClass.isDigit($0) } }) else { return false }
        guard let last = segments.last?.lowercased() else { return false }
        // An address ("example.com") is read as one.
        return !CharacterClass.topLevelDomains.contains(last) && !CharacterClass.unmistakableDomains.contains(last)
            && !CharacterClass.fileExtensions.contains(last)
    }

    /// Whether a camelCase name ends with a word that says where code shows it ("playButton",
    /// "settingsTitle"): a key shown as its own text, even on screen.
    static func endsWithRoleWord(_ word: Substring) -> Bool {
        guard let capital = word.lastIndex(where: CharacterClass.isUppercase) else { return false }
        return roleEndings.contains(String(word[capital...]))
    }

    /// The last words of a key's name that say where code shows it.
    static let roleEndings: Set<String> = [
        "Button", "Label", "Title", "Hint", "Placeholder", "Tooltip", "Alert", "Icon", "Image", "Text", "View", "Cell", "Key",
        "Header", "Footer", "Message", "Description", "Caption",
    ]

    /// Whether the screen shows the text as it is: a control's title no accessibility label
    /// replaces, or a picker's option.
    static func isShownAsWritten(_ input: SpeechInput) -> Bool {
        input.string.presentation.isVisibleTitle || input.string.presentation.form == .pickerOption
    }

    /// `playButton`, `closeIcon2`: a lower-case start, a later capital, letters and digits only; brands pass.
    static func isLowerCamelCase(_ word: Substring) -> Bool {
        // Most words are ruled out by their bytes: a first character that starts with A to Z is no
        // lower-case letter, and an ASCII word needs a capital A to Z after its first letter.
        var bytes = word.utf8.makeIterator()
        guard let head = bytes.next() else { return false }
        if head &- 0x41 < 26 { return false }
        if head &- 0x61 < 26 {
            var isASCII = true
            var hasCapital = false
            while let byte = bytes.next() {
                if byte >= 0x80 { isASCII = false; break }
                if byte &- 0x41 < 26 { hasCapital = true }
            }
            if isASCII && !hasCapital { return false }
        }
        guard let first = word.first, CharacterClass.isLowercase(first), word.count >= 4, !brands.contains(String(word)) else { return false }
        guard word.allSatisfy({ CharacterClass.isLetter($0) || CharacterClass.isDigit($0) }) else { return false }
        // "iSomething" and "eSomething" are brand-shaped.
        if word.count >= 2, "ie".contains(first), word.dropFirst().first.map(CharacterClass.isUppercase) == true { return false }
        let rest = word.dropFirst()
        guard let capital = rest.firstIndex(where: CharacterClass.isUppercase) else { return false }
        // A lower-case letter must follow the capital: "playButton", not "kWh" or "mAH".
        return word[capital...].dropFirst().contains(where: CharacterClass.isLowercase) && word[word.startIndex..<capital].count >= 2
    }
}
