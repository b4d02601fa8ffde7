/// Lists of languages named in themselves, as a language picker shows them: "English" beside
/// "Français", "Deutsch" and "日本語" is English named in itself too, the same in every language
/// (Weather Atlas's `Text(verbatim: "English")` among its picker's options, Kiln's `autonym`
/// switch; the 40th and 41st studies judged it wrong as hard-coded). Alone, "English" is as
/// often the name a German interface translates ("Englisch"), so it is judged by its neighbours; so
/// is a language's English name, which a row may show under its own name on purpose ("Türkçe /
/// Turkish").
enum LanguageNameLists {
    /// How far apart, in lines, the options of one list may be written.
    static let neighbourhood = 3

    /// The indices of the uses whose text is "English" (perhaps with a variant, "English (UK)")
    /// beside a text that names a language in itself (CodingBuddy's picker offers "English" and
    /// "Deutsch"): the other values of the same
    /// argument (a `switch` that gives each language's name), or, for an argument of one value,
    /// the one-value uses written within ``neighbourhood`` lines of it (a picker's options).
    static func englishAmongLanguageNames(_ uses: [AccessibilityUse]) -> Set<Int> {
        let texts = uses.map { $0.argument.literal?.plainText }
        let english = texts.indices.filter { texts[$0].map(isEnglish) ?? false }
        let exonyms = texts.indices.filter { texts[$0].map(isEnglishNameOfALanguage) ?? false }
        guard !english.isEmpty || !exonyms.isEmpty else { return [] }
        var valuesByArgument: [SourcePosition: [Int]] = [:]
        for index in uses.indices { valuesByArgument[uses[index].argumentPosition, default: []].append(index) }
        var result = Set<Int>()
        // A language's English name shown beside its own name, on purpose ("Türkçe / Turkish",
        // trustcare's language rows, the 43rd study): within a few lines of a use that names
        // languages in themselves.
        for index in exonyms {
            let line = uses[index].argumentPosition.line
            let besideTheirOwn = uses.indices.contains { other in
                abs(uses[other].argumentPosition.line - line) <= exonymNeighbourhood && (texts[other].map(LanguageEndonyms.isEndonym) ?? false)
            }
            if besideTheirOwn { result.insert(index) }
        }
        for index in english {
            let position = uses[index].argumentPosition
            let siblings = valuesByArgument[position] ?? []
            let others = siblings.count > 1
                ? siblings
                : uses.indices.filter { other in
                    valuesByArgument[uses[other].argumentPosition]?.count == 1
                        && abs(uses[other].argumentPosition.line - position.line) <= neighbourhood
                }
            let names = Set(others.compactMap { texts[$0] }.filter(LanguageEndonyms.isEndonym))
            if !names.isEmpty { result.insert(index) }
        }
        return result
    }

    /// How far, in lines, a language's English name may be from a use that names languages in
    /// themselves: the subtitle of a row under its title.
    static let exonymNeighbourhood = 6

    /// A language's name in English other than English's own ("German", "Turkish"; see ``LanguageName``).
    static func isEnglishNameOfALanguage(_ text: String) -> Bool {
        text != "English" && (LanguageName.primaryNames.values.contains(text) || LanguageName.regionalNames.values.contains(text))
    }

    /// "English", or "English" with a variant in parentheses ("English (US)").
    static func isEnglish(_ text: String) -> Bool {
        text == "English" || text.hasPrefix("English (") && text.hasSuffix(")")
    }
}
