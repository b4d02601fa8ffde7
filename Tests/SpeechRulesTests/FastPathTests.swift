import CatalogKitLite
import Foundation
import Testing
@testable import SpeechRules

/// The byte-level fast paths give the answers of the Unicode-aware code they stand in for, on ASCII
/// and on the characters where the two could part: combining marks after ASCII, "\r\n", and the
/// characters that fold or are canonically equal to ASCII ones.
struct FastPathTests {
    static let characters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) } + [
        "\r\n", "e\u{301}", "E\u{301}", "1\u{301}", "%\u{301}", " \u{301}", "\u{212A}", "\u{017F}", "\u{0130}", "\u{FB01}",
        "\u{037E}", "\u{1FEF}", "ß", "ẞ", "Σ", "ǅ", "ö", "Ö", "\u{A0}", "\u{202F}", "\u{2028}", "\u{85}", "‑", "’", "¿", "‽",
        "¡", "日", "👍🏽", "🇩🇪", "Ⅻ", "ⅻ", "٣", "Ａ", "ｂ",
    ]

    @Test func characterClassesMatchCharacterProperties() {
        for character in Self.characters {
            #expect(CharacterClass.isLetter(character) == character.isLetter, "\(character.unicodeScalars.map(\.value))")
            #expect(CharacterClass.isWhitespace(character) == character.isWhitespace, "\(character.unicodeScalars.map(\.value))")
            #expect(CharacterClass.isUppercase(character) == character.isUppercase, "\(character.unicodeScalars.map(\.value))")
            #expect(CharacterClass.isLowercase(character) == character.isLowercase, "\(character.unicodeScalars.map(\.value))")
            let digit = character.asciiValue.map { $0 >= 48 && $0 <= 57 } ?? false
            #expect(CharacterClass.isDigit(character) == digit, "\(character.unicodeScalars.map(\.value))")
            #expect(CharacterClass.isWordCharacter(character) == (character.isLetter || digit), "\(character.unicodeScalars.map(\.value))")
        }
    }

    @Test func charactersOfATextAreArrayOfTheText() {
        let allASCII = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let texts = ["", "movieCard.price.label", allASCII, "a\r\nb", "a\rb", "e\u{301}.label", "Schaltfläche", "👍🏽 ok", "x\u{301}"]
            + Self.characters.map { "ab" + String($0) + "cd" }
        for text in texts {
            #expect(CharacterClass.characters(of: text) == Array(text), "\(text.unicodeScalars.map(\.value))")
        }
        // A text that is not stored contiguously (bridged or lazily made) takes the general path.
        #expect(CharacterClass.characters(of: String(Substring("a.b.label"))) == Array("a.b.label"))
    }

    @Test(arguments: ["Click here", "  Learn   more. ", "Tap\there!", "a\r\nlink", "", "…", "Hier tippen", "MEHR ERFAHREN;", "x;\u{037E}y",
                      "¿Más?", "Schaltfläche", "🇩,🇪 here", "Straße ẞ", "ｂｕｔｔｏｎ", "K\u{212A}elvin"])
    func uninformativeNormalisationMatchesFilterSplitJoin(_ text: String) {
        let stripped: Set<Character> = [",", ".", "?", "¿", "!", "‽", "¡", ";", ":"]
        let expected = text.lowercased().filter { !stripped.contains($0) }.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(LabelUninformativeRule.normalise(Substring(text)) == expected)
    }

    @Test(arguments: ["Play button, $14.99 / month", "a\r\nb  c", "Größe: 5 € 👍🏽 ok", "x"])
    func scalarOffsetsCountScalars(_ text: String) {
        let input = SpeechInput(SpokenString(text: text, language: "en", role: .label))
        for index in text.unicodeScalars.indices + [text.endIndex] {
            #expect(input.scalarOffset(of: index) == text.unicodeScalars.distance(from: text.startIndex, to: index))
        }
    }

    @Test(arguments: ["en", "de", "de-CH", "DE_at", "EN-us", "", "-x", "fr", "zh-Hans-CN", "tr_İ"])
    func baseLanguageMatchesPrefixLowercased(_ tag: String) {
        #expect(Lexicon.baseLanguage(tag) == String(tag.prefix { $0 != "-" && $0 != "_" }).lowercased())
    }

    @Test func currencyFilterKeepsEveryKey() {
        for lexicon in [Lexicon.english, .german, .empty("fr")] {
            let filter = CurrencyWordFilter.of(lexicon)
            let keys = Array(lexicon.currencies.keys) + Array(Lexicon.english.currencies.keys) + Array(lexicon.currencyWords.keys)
            for key in keys {
                #expect(!filter.excludes(Substring(key)), "\(key)")
                #expect(!filter.excludes(Substring(key.uppercased())) || lexicon.currencyWords[key] == nil, "\(key)")
            }
            #expect(filter.excludes("Play"))
        }
    }

    @Test(arguments: [".", "!", "?", ":", ",", "-", "(", ")"])
    func tokenMarksMatchTextComparison(_ mark: String) {
        for text in [mark, mark + mark, mark + "\u{301}", "x", "\u{037E}"] {
            let token = SpeechToken(kind: .punctuation, range: text.startIndex..<text.endIndex, text: Substring(text))
            #expect(token.isText(mark.unicodeScalars.first!) == (token.text == mark), "\(text)")
        }
    }

    @Test(arguments: ["Double tap to play", "Zum Öffnen doppeltippen", "ﬁle: tap", "TAP here", "\u{212A}nock, tap", "Tapete, taps",
                      "Doppeltippen, um zu tippen", "tap\u{301} tap"])
    func byteSearchMatchesFoundation(_ text: String) {
        let prepared = WordMatcher.Text(text)
        for phrase in ["tap", "double tap", "doppeltippen", "file", "knock", "taps"] {
            #expect(WordMatcher.ranges(of: phrase, in: prepared) == Self.foundationRanges(of: phrase, in: text), "\(phrase) in \(text)")
        }
    }

    /// Foundation's case-insensitive search for whole words, which the byte search stands in for.
    static func foundationRanges(of phrase: String, in text: String) -> [Range<String.Index>] {
        func isWordCharacter(_ character: Character) -> Bool { character.isLetter || ("0"..."9").contains(character) }
        var expected: [Range<String.Index>] = []
        var start = text.startIndex
        while start < text.endIndex, let found = text.range(of: phrase, options: [.caseInsensitive], range: start..<text.endIndex) {
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            if !(before.map(isWordCharacter) ?? false) && !(after.map(isWordCharacter) ?? false) { expected.append(found) }
            start = text.index(after: found.lowerBound)
        }
        return expected
    }

    /// Foundation's case-insensitive search folds "ß" to "ss" ("Preß" would contain "press"); phrases
    /// are matched as written, case aside, so a German word with ß is not an English gesture word.
    @Test func sharpSIsNotFoldedToDoubleS() {
        let text = "Preß here"
        #expect(!Self.foundationRanges(of: "press", in: text).isEmpty, "Foundation folds ß")
        #expect(WordMatcher.ranges(of: "press", in: text).isEmpty)
        #expect(WordMatcher.ranges(of: "preß", in: "PREß hier").count == 1)
    }

    /// Non-ASCII text and phrases: the ASCII runs of a phrase rule texts out, and byte matches with
    /// ASCII on both sides are Foundation's matches.
    @Test(arguments: [
        "Zum Öffnen doppeltippen", "Doppeltippen, um zu tippen", "Lange drücken oder gedrückt halten", "DRÜCKEN für immer",
        "dru\u{308}cken und gedru\u{308}ckt halten", "drü\u{AD}cken", "endgültig löschen, nicht rückgängig", "Gebühren: Gebühr", "gebühr\u{301}",
        "Press here to tap", "STRASSE drücken", "\u{212A}lick, ﬁle", "tippenä tippen\u{301} ätippen", "für\u{A0}immer", "Öffnet die Einstellungen.",
        "Double tap to play; ﬀ", "x\u{301}tap", "İmmer für immer", "ǰ tap", "Kostenpflichtig: berechnet, bezahlt €",
    ])
    func phraseSearchMatchesFoundation(_ text: String) {
        let prepared = WordMatcher.Text(text)
        let phrases = Lexicon.english.gestureWords + Lexicon.german.gestureWords
            + Lexicon.english.riskPhrases.values.flatMap { $0 } + Lexicon.german.riskPhrases.values.flatMap { $0 }
        for phrase in phrases {
            #expect(WordMatcher.ranges(of: WordMatcher.Phrase(phrase), in: prepared) == Self.foundationRanges(of: phrase, in: text),
                    "\(phrase) in \(text)")
        }
    }

    @Test func tokenizerClassesMatchCharacterTests() {
        let text = TokenizerText(String(Self.characters.map { $0 == "\r\n" ? " " : $0 }), byGraphemes: true)
        for position in 0..<text.count {
            let character = text[position]
            for (classes, test) in TokenizerText.Classes.all {
                #expect(text.is(position, classes) == test(character), "\(character.unicodeScalars.map(\.value)) \(classes)")
            }
            for other in Self.characters {
                #expect(text.isCharacter(position, other) == (character == other), "\(character.unicodeScalars.map(\.value))")
            }
        }
    }

    @Test(arguments: [
        "Play button, $14.99 / month", "3-5 min, 2x faster, 3 × 4", "Version 3.2.0 build 418", "https://example.com/a?b=c. www.x.de",
        "user@example.com @jane #BlackFriday icon_star.png chevron.right", "%1$@ %lld %% 50% {x} <b>", "z. B. 5 Min. ca. 10 km usw.",
        "+49 30 1234567 (555) 123-4567 555-123-4567 91 014", "EUR 5, 5 EUR, 14,99 EUR, USD 4, 3 dollars, 2026-05-04 04.05.",
        "v1.4.2 x2 1920x1080 X 3 V8", "Done.Next e.g. St. No. 4 1m ago 2 hrs", "a\tb\u{0B}c\u{0C}d  e", "",
        " ", "COVID-19 - 3 -5 $5-$10 10-20 %", "don't it's co-op well_known a.b.c 1.2.3.4 1,234.50 1.234,50 12:30 3/4",
    ])
    func plainASCIITokensMatchGraphemeWalk(_ text: String) {
        for lexicon in [Lexicon.english, .german, .empty("fr")] {
            let bytes = SpeechTokenizer.tokenize(TokenizerText(text), lexicon: lexicon)
            let graphemes = SpeechTokenizer.tokenize(TokenizerText(text, byGraphemes: true), lexicon: lexicon)
            #expect(bytes == graphemes, "\(text) \(lexicon.language)")
        }
    }

    @Test(arguments: ["Click here", "  Learn   more. ", "Tap\there!", "a\r\nlink", "", "…", "Hier tippen", "MEHR ERFAHREN;", "x;\u{037E}y",
                      "¿Más?", "Schaltfläche", "🇩,🇪 here", "Straße ẞ", "ｂｕｔｔｏｎ", "K\u{212A}elvin", "\u{130}stanbul", "e\u{301}.\u{301},"])
    func uninformativeKeptBytesBoundNormalisedLength(_ text: String) {
        #expect(LabelUninformativeRule.keptBytes(Substring(text)) <= LabelUninformativeRule.normalise(Substring(text)).utf8.count)
    }

    @Test(arguments: [
        "z. B. Play St. Mary e.g. this, usw. Nr. x Inc.", "Acme Inc. ca. Min. min. etc. vs. Dr. No. Nr. X v V", "EUR USD Euro dollars $ € £ x × -",
        "(555) + - – # ( ) Wi-Fi don't", "Größe: z.B. ca.€ EUR", "", "   ", "👍🏽 ★ · | → /",
    ])
    func textWithoutNumeralsJoinsOnlyAbbreviations(_ text: String) {
        for lexicon in [Lexicon.english, .german, .empty("fr")] {
            let chars = TokenizerText(text)
            var lexer = RawLexer(chars, language: lexicon.language)
            let raw = lexer.run()
            let combiner = TokenCombiner(chars, lexicon: lexicon)
            let every = combiner.joinRanges(combiner.joinUnits(raw, abbreviationsOnly: false))
            #expect(combiner.run(raw).map { [$0.start, $0.end] } == every.map { [$0.start, $0.end] }, "\(text)")
            #expect(combiner.run(raw).map(\.kind) == every.map(\.kind), "\(text)")
        }
    }

    /// The comment phrases' byte search answers as Foundation's search of the lower-cased comment,
    /// also where a character lower-cases to ASCII (İ, the Kelvin sign) or carries a mark.
    @Test(arguments: [
        "Inserted INTO the sentence", "The popup item inserted into the sentence", "Non-bold suffix for the title", "Prefix",
        "This is immediately followed by the value field.", "Length unit FOLLOWING an input field", "preceding the slider",
        "following text", "%@ is replaced by the name", "Replaces %@ in the title", "", "Play button", "ÜBER: Einfügen in den Satz",
        "\u{130}nserted into the sentence", "PREF\u{130}X", "pre\u{301}fix", "prefix\u{301}", "\u{212A}, following the \u{212A}ontrol",
        "Zählt – followed by “value”", "sufﬁx", "Teil des Satzes: part of the sentence ✓", "in the sentence\u{308}",
    ])
    func commentPhraseSearchMatchesFoundation(_ comment: String) {
        let lower = comment.lowercased()
        let expected = TextFragment.commentPhrases.contains { lower.contains($0) }
            || (lower.contains("following") || lower.contains("preceding")) && TextFragment.neighbouringControls.contains { lower.contains($0) }
        #expect(TextFragment.commentSaysFragment(comment) == expected, "\(comment)")
    }

    /// The byte reading of a text's first word gives the character reading's answer.
    @Test(arguments: [
        "contains", "begins with", "iPhone", "eBay ist", "e-mail", "x86", "file.", "file.txt", "a", "A", "", " x", "%@ contains",
        "ab\u{301}c", "e\u{301}nthält", "ab\r\nc", "ab\r", "abc\u{301}", "abc-\u{301}", "abc.\u{301}", "abc1", "über", "aüber",
        "allen Geräten", "a.", "ab.c", "abc\nd", "macOS", "zzz", "\u{130}x", "ſtop",
    ])
    func firstWordBytesMatchCharacters(_ text: String) {
        #expect(TextFragment.startsWithLowercaseWord(text) == TextFragment.charactersStartWithLowercaseWord(text), "\(text.unicodeScalars.map(\.value))")
    }

    /// The leading marks compared by their bytes give the answer of comparing characters.
    @Test(arguments: [",", ", then", ";x", "\u{37E}x", ":x", ".x", ")x", "]x", "}x", "/x", "…x", "–x", "—x", "-x", "-5", "-", ",\u{301}x",
                      "x", "", " x", "(x"])
    func leadingMarkBytesMatchCharacters(_ text: String) {
        var expected = false
        if let first = text.first {
            expected = first == "-"
                ? !(text.dropFirst().first.map(CharacterClass.isDigit) ?? false) && text.count > 1
                : [",", ";", ":", ".", ")", "]", "}", "…", "–", "—", "/"].contains(first) && text.count > 1
        }
        #expect(TextFragment.startsWithContinuingPunctuation(text) == expected, "\(text.unicodeScalars.map(\.value))")
    }

    /// The joining space read from the bytes gives the answer of comparing characters.
    @Test(arguments: [" x", "x ", " ", "  ", "x", "", "a b", "\u{A0}x", "x\u{A0}", " \u{301}x", "x \u{301}", "x\r\n", " \r\n", "\r\n ", "\r "])
    func joiningSpaceBytesMatchCharacters(_ text: String) {
        var expected = false
        if let first = text.first, let last = text.last, text.count > 1 {
            expected = first == " " || first == "\u{A0}" || last == " " || last == "\u{A0}"
        }
        #expect(TextFragment.hasJoiningSpace(text) == expected, "\(text.unicodeScalars.map(\.value))")
    }

    /// The phrase set, which passes over bytes whose first pair starts no phrase, finds what a
    /// search of the text's bytes with A to Z lowered finds: one-byte phrases, phrases at the very
    /// end, upper case, and bytes of other scripts next to ASCII.
    @Test(arguments: [
        "", "x", "Tap", "tapped", "a tap", "ta", "t", "DOUBLE TAP", "double-tap", "Zum Öffnen doppeltippen", "ﬁ tap", "tApE",
        "follow", "the following field", "ends in q", "Q", "qq", "é q", "no match here", "brew install --cask x", "Wi-Fi",
    ])
    func phraseSetFindsWhatALoweredByteSearchFinds(_ text: String) {
        let phraseLists: [[String]] = [["tap", "double tap"], ["q"], ["following", "preceding"], ["ta", "tape", "x"], ["brew", "git"]]
        let lowered = text.utf8.map { $0 &- 0x41 < 26 ? $0 | 0x20 : $0 }
        for phrases in phraseLists {
            let expected = phrases.contains { phrase in
                let needle = Array(phrase.utf8)
                return lowered.count >= needle.count && (0...(lowered.count - needle.count)).contains { Array(lowered[$0..<($0 + needle.count)]) == needle }
            }
            #expect(ASCIIPhraseSet(phrases).occurs(in: text) == expected, "\(phrases) in \(text)")
        }
    }
}
