/// Text an app writes once per language in the branches of one choice: FrameMate's
/// `content == .turkish ? "Yardım bölümleri" : "Help sections"`, where `content` follows
/// `Locale.preferredLanguages` (59th study: 4 of 4 such findings were wrong), `isGerman ? … : …`,
/// `if Locale.current.language.languageCode == "de" { … } else { … }`. Each user hears their own
/// language: the text is translated in the code, not hard-coded. A `switch` over a language is not
/// read so: its cases say what each language is (its name in English), as often as they translate.
extension TextWrittenPerLanguage {
    /// Names that ask for the user's language in a condition.
    private static let languageQuestions: Set<String> = ["preferredLanguages", "languageCode", "preferredLocalizations"]

    /// Whether the literal whose token starts at byte `offset` is a branch of a choice made by the
    /// user's language: a ternary's operand, or a statement of an `if`/`else` block, whose
    /// condition names a language or asks for the user's.
    static func choosesByLanguage(literalAt offset: Int, in file: SwiftLexedFile) -> Bool {
        let index = file.firstToken(startingAtOrAfter: offset)
        let tokens = file.tokens
        guard index < tokens.count, Int(tokens[index].start) == offset else { return false }
        var position = index - 1
        // A choice's branch is near its `?` or `{`; the walk is bounded, so that the literals of a
        // huge generated function are not each walked back to its start.
        var budget = 4_096
        // While the literal's expression lasts, a ternary's `?` makes it a branch.
        var inExpression = true
        while position >= 0, budget > 0 {
            budget -= 1
            let token = tokens[position]
            switch token.kind {
            case .rightParen, .rightBracket, .rightBrace:
                guard token.link >= 0, Int(token.link) < position else { return false }
                position = Int(token.link) - 1
                continue
            case .leftParen, .leftBracket:
                return false
            case .leftBrace:
                return blockChoosesByLanguage(open: position, in: file)
            case .comma, .semicolon:
                if inExpression { return false }
            case .operator:
                if inExpression, token.followsSpace, file.token(position, is: "?") {
                    return namesLanguage(condition(before: position, in: file), in: file)
                }
                if file.token(position, is: "=") { inExpression = false }
            default:
                if token.keyword == .return { inExpression = false }
                // A `switch` over a language lists what each language is (`case .fr: return
                // "French"`, a language's name in English), not one text per language.
                if token.keyword == .case { return false }
            }
            position -= 1
        }
        return false
    }

    /// Whether the block opened at `open` is a branch of an `if` (or of its `else`, through an
    /// `else if` chain) whose condition names a language.
    private static func blockChoosesByLanguage(open: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        var brace = open
        for _ in 0..<16 {
            var position = brace - 1
            if position >= 1, tokens[position].keyword == .else {
                guard tokens[position - 1].kind == .rightBrace, tokens[position - 1].link >= 0 else { return false }
                brace = Int(tokens[position - 1].link)
                continue
            }
            var condition: [Int] = []
            while position >= 0, tokens[position].keyword != .if {
                let token = tokens[position]
                if token.kind == .rightParen || token.kind == .rightBracket, token.link >= 0, Int(token.link) < position {
                    condition += Array(Int(token.link)...position)
                    position = Int(token.link) - 1
                    continue
                }
                // A closure's or a function's body, not a branch.
                if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.kind == .leftParen
                    || token.keyword == .func || token.keyword == .in || token.keyword == .var || token.keyword == .return {
                    return false
                }
                condition.append(position)
                position -= 1
            }
            return position >= 0 && namesLanguage(condition, in: file)
        }
        return false
    }

    /// The tokens of a ternary's condition: back from its `?` to the start of the line the
    /// condition ends on, and the lines before it while a line starts with an operator that
    /// continues the condition.
    private static func condition(before questionMark: Int, in file: SwiftLexedFile) -> [Int] {
        let tokens = file.tokens
        var result: [Int] = []
        var position = questionMark - 1
        while position >= 0 {
            let token = tokens[position]
            var first = position
            if token.kind == .rightParen || token.kind == .rightBracket, token.link >= 0, Int(token.link) < position {
                first = Int(token.link)
                result += Array(first...position)
            } else if token.kind == .leftParen || token.kind == .leftBracket || token.kind == .leftBrace || token.kind == .rightBrace
                || token.kind == .comma || token.kind == .semicolon || token.keyword == .return
                || token.kind == .operator && file.token(position, is: "=") {
                break
            } else {
                result.append(position)
            }
            if tokens[first].startsLine && tokens[first].kind != .operator { break }
            position = first - 1
        }
        return result
    }

    /// Whether the tokens name a language (`.turkish`, `isGerman`) or ask for the user's
    /// (`preferredLanguages`, `languageCode`). A code of two or three letters (`== .de`, `"de"`)
    /// counts only beside a name that speaks of a language or locale (`appLanguage == .de`,
    /// `locale.identifier.hasPrefix("de")`): `mode == .ar`, `unit == .pt`, `sortKey == "id"` choose
    /// by something else.
    private static func namesLanguage(_ indices: [Int], in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        let speaksOfLanguage = indices.contains { index in
            guard tokens[index].kind == .identifier else { return false }
            let text = file.text(ofToken: index).lowercased()
            return text.contains("lang") || text.contains("locale") || text.contains("locali")
        }
        for index in indices {
            switch tokens[index].kind {
            case .identifier:
                let text = file.text(ofToken: index)
                if languageQuestions.contains(text) { return true }
                if text.utf8.count > 3 {
                    if language(named: text) != nil { return true }
                } else if speaksOfLanguage, index >= 2, tokens[index - 1].kind == .period, LanguageTag.language(named: text) != nil,
                          tokens[index - 2].kind == .operator && (file.token(index - 2, is: "==") || file.token(index - 2, is: "!=")) {
                    return true
                }
            case .string:
                let text = file.text(ofToken: index)
                guard speaksOfLanguage, text.utf8.count >= 4, text.utf8.count <= 7, text.hasPrefix("\""), text.hasSuffix("\"") else { continue }
                if LanguageTag.language(named: String(text.dropFirst().dropLast())) != nil { return true }
            default:
                continue
            }
        }
        return false
    }
}
