/// Splits a string into what a synthesiser must normalise: words, numbers in English and German
/// notation, money, versions, dates, times, ranges, multipliers, abbreviations, symbols, emoji,
/// URLs, e-mail addresses, handles and hashtags, with format placeholders masked.
///
/// Two linear passes over grapheme clusters: the first reads characters (`RawLexer`), the second
/// joins neighbours with bounded look-ahead (`TokenCombiner`). No pattern backtracks.
public enum SpeechTokenizer {
    /// Tokenizes `text` for a language's lexicon.
    ///
    /// - Returns: Tokens that cover `text` completely and in order.
    public static func tokenize(_ text: String, lexicon: Lexicon) -> [SpeechToken] {
        // One walk over the grapheme clusters for both the characters and where they start.
        var chars: [Character] = []
        var starts: [String.Index] = []
        chars.reserveCapacity(text.utf8.count)
        starts.reserveCapacity(text.utf8.count + 1)
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            chars.append(text[index])
            starts.append(index)
            index = next
        }
        starts.append(text.endIndex)
        var lexer = RawLexer(text: text, chars: chars, starts: starts, language: lexicon.language)
        let raw = TokenCombiner(text: text, chars: chars, starts: starts, lexicon: lexicon).run(lexer.run())
        return raw.map { token in
            let range = starts[token.start]..<starts[token.end]
            return SpeechToken(kind: token.kind, range: range, text: text[range], amounts: token.amounts, currency: token.currency)
        }
    }

    /// Tokenizes `text` for a language tag.
    public static func tokenize(_ text: String, language: String) -> [SpeechToken] {
        tokenize(text, lexicon: .forLanguage(language))
    }
}
