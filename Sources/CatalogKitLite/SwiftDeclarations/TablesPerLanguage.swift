extension SwiftLexedFile {
    /// Whether a function's body looks one of its `String` parameters up in a table of tables kept
    /// per language, the second subscript right after the first: `tables[language]?[key] ?? key`,
    /// `strings[code]![key]` (Univert's `StringManager.shared.get("from")`, inward's
    /// `Localized.t("record", "Start recording")`, 62nd study). What such a function returns is
    /// translated in the code; the literal a caller gives it is a key, or the English a missing
    /// entry falls back to, not the text every language hears.
    ///
    /// The first subscript's index must name a language (``namesALanguageIndex(_:)``), taken from
    /// the app's state, not from a parameter: `screens[screen]?[key]`, `cache[userID]?[key]` and one
    /// table, `titles[id] ?? id`, map a key to one text, which may well be hard-coded.
    ///
    /// - Parameters:
    ///   - brace: The token index of the body's `{`.
    ///   - parameters: The function's parameters.
    func looksUpTablesPerLanguage(inBodyAt brace: Int, by parameters: [SwiftParameter]) -> Bool {
        guard brace >= 0, brace < tokens.count, tokens[brace].kind == .leftBrace, tokens[brace].link > brace else { return false }
        let keys = parameters.filter { parameter in parameter.type.map { expressionText($0) == "String" } ?? false }
        guard !keys.isEmpty else { return false }
        let end = Int(tokens[brace].link)
        var index = brace + 2
        while index + 2 < end {
            defer { index += 1 }
            guard tokens[index].kind == .leftBracket, !tokens[index].followsSpace, tokens[index + 1].kind == .identifier,
                  tokens[index + 2].kind == .rightBracket, keys.contains(where: { token(index + 1, equals: $0.name) }) else { continue }
            // `tables[language]?[key]`, `tables[code]![key]`: an unwrapping between the two subscripts.
            let unwraps = (token(index - 1, is: "?") || token(index - 1, is: "!")) && !tokens[index - 1].followsSpace
            let close = unwraps ? index - 2 : index - 1
            guard close > brace, tokens[close].kind == .rightBracket, tokens[close].link > brace, tokens[close].link < close else { continue }
            let outer = (Int(tokens[close].link) + 1)..<close
            if namesALanguageIndex(outer), !parameters.contains(where: { outer.count == 1 && token(outer.lowerBound, equals: $0.name) }) { return true }
        }
        return false
    }

    /// Whether a subscript's index names a language: a name, or a chain of them, whose last part
    /// ends in `language`, `lang`, `locale`, `code` or `localeIdentifier`, in any case (`appLanguage`,
    /// `self.currentLocale`, `activeCode`, `languageCode`).
    private func namesALanguageIndex(_ index: Range<Int>) -> Bool {
        guard let last = index.last, tokens[last].kind == .identifier,
              index.allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].kind == .period }) else { return false }
        let name = text(ofToken: last).lowercased()
        return ["language", "lang", "locale", "code", "localeidentifier"].contains { name.hasSuffix($0) }
    }
}
