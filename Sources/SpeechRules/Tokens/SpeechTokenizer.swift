/// Splits a string into what a synthesiser must normalise: words, numbers in English and German
/// notation, money, versions, dates, times, ranges, multipliers, abbreviations, symbols, emoji,
/// URLs, e-mail addresses, handles and hashtags, with format placeholders masked.
///
/// Two linear passes over the characters (`TokenizerText`): the first reads them (`RawLexer`), the second
/// joins neighbours with bounded look-ahead (`TokenCombiner`). No pattern backtracks.
public enum SpeechTokenizer {
    /// Tokenizes `text` for a language's lexicon.
    ///
    /// - Returns: Tokens that cover `text` completely and in order.
    public static func tokenize(_ text: String, lexicon: Lexicon) -> [SpeechToken] {
        tokenize(TokenizerText(text), lexicon: lexicon)
    }

    /// Tokenizes text whose characters have been read.
    static func tokenize(_ chars: TokenizerText, lexicon: Lexicon) -> [SpeechToken] {
        let text = chars.string
        var lexer = RawLexer(chars, language: lexicon.language)
        let raw = TokenCombiner(chars, lexicon: lexicon).run(lexer.run())
        return raw.map { token in
            let range = chars.index(token.start)..<chars.index(token.end)
            return SpeechToken(kind: token.kind, range: range, text: text[range], amounts: token.amounts, currency: token.currency)
        }
    }

    /// Tokenizes `text` for a language tag.
    public static func tokenize(_ text: String, language: String) -> [SpeechToken] {
        tokenize(text, lexicon: .forLanguage(language))
    }
}
