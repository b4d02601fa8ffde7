extension SwiftLexedFile {
    /// Whether a function's body looks one of its parameters up in a table of tables, the second
    /// subscript right after the first (`tables[language]?[key] ?? key`, `strings[code][key]`): text
    /// the app keeps per language in its code and picks at run time (Univert's
    /// `StringManager.shared.get("from")`, inward's `Localized.t("record", "Start recording")`, 62nd
    /// study). What such a function returns is translated in the code; the literal a caller gives
    /// it is a key, or the English a missing entry falls back to, not the text every language hears.
    /// One table (`titles[id] ?? id`) maps a key to one text, which may well be hard-coded: not one.
    ///
    /// - Parameters:
    ///   - brace: The token index of the body's `{`.
    ///   - parameters: The function's parameters.
    func looksUpTablesPerLanguage(inBodyAt brace: Int, by parameters: [SwiftParameter]) -> Bool {
        guard !parameters.isEmpty, brace >= 0, brace < tokens.count, tokens[brace].kind == .leftBrace, tokens[brace].link > brace else { return false }
        let end = Int(tokens[brace].link)
        var index = brace + 2
        while index + 2 < end {
            defer { index += 1 }
            guard tokens[index].kind == .leftBracket, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .rightBracket,
                  parameters.contains(where: { token(index + 1, equals: $0.name) }) else { continue }
            // `tables[language]?[key]`, `tables[code]![key]`: an unwrapping between the two subscripts.
            let unwraps = (token(index - 1, is: "?") || token(index - 1, is: "!")) && !tokens[index - 1].followsSpace
            let before = unwraps ? index - 2 : index - 1
            if before > brace, tokens[before].kind == .rightBracket, !tokens[index].followsSpace { return true }
        }
        return false
    }
}
