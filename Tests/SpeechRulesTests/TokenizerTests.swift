import Testing
@testable import SpeechRules

/// What the tokenizer makes of the things a synthesiser must normalise.
struct TokenizerTests {
    func kinds(_ text: String, _ language: String = "en") -> [(SpeechToken.Kind, String)] {
        SpeechTokenizer.tokenize(text, language: language).filter { $0.kind != .space }.map { ($0.kind, String($0.text)) }
    }

    func kind(of text: String, _ language: String = "en") -> SpeechToken.Kind? {
        let tokens = kinds(text, language)
        return tokens.count == 1 ? tokens[0].0 : nil
    }

    @Test func tokensCoverTheTextInOrder() {
        let text = "Pro plan, $14.99/mo · v3.2.0 🔥👍🏽 %1$@ #BlackFriday"
        let tokens = SpeechTokenizer.tokenize(text, language: "en")
        #expect(tokens.map(\.text).joined() == text)
        for (left, right) in zip(tokens, tokens.dropFirst()) { #expect(left.range.upperBound == right.range.lowerBound) }
    }

    @Test(arguments: [
        ("$14.99", "en"), ("14,99 €", "de"), ("€ 14,99", "de"), ("EUR 5", "de"), ("5 EUR", "en"), ("110,60 EUR", "de"),
        ("$%@", "en"), ("%lld €", "de"), ("1.234,50 €", "de"), ("$1,234.50", "en"),
    ])
    func money(_ text: String, _ language: String) {
        #expect(kind(of: text, language) == .money, "\(kinds(text, language))")
    }

    @Test func numbersInBothNotations() {
        #expect(SpeechTokenizer.tokenize("1,234.50", language: "en").first?.amounts.first?.integerDigits == "1234")
        #expect(SpeechTokenizer.tokenize("1.234,50", language: "de").first?.amounts.first?.fractionDigits == "50")
        #expect(kind(of: "1.234.567", "de") == .number)
    }

    @Test func versionsDatesAddressesTimes() {
        #expect(kind(of: "3.2.0") == .version)
        #expect(kind(of: "v1.4.2") == .version)
        #expect(kind(of: "192.168.1.20") == .ipAddress)
        #expect(kind(of: "04.05.2026", "de") == .date)
        #expect(kind(of: "04.05.", "de") == .date)
        #expect(kind(of: "2026-05-04") == .date)
        #expect(kind(of: "3/4") == .date)
        #expect(kind(of: "13:30") == .time)
    }

    @Test func rangesMultipliersPhonesGroups() {
        #expect(kind(of: "3-5") == .range)
        #expect(kind(of: "3 – 5") == .range)
        #expect(kind(of: "2x") == .multiplier)
        #expect(kind(of: "x2") == .multiplier)
        #expect(kind(of: "3 × 4") == .multiplier)
        #expect(kind(of: "555-123-4567") == .phoneNumber)
        #expect(kind(of: "+49 30 1234567") == .phoneNumber)
        #expect(kind(of: "91 014") == .digitGroup)
        #expect(kinds("COVID-19").map(\.0) == [.word, .punctuation, .number])
    }

    @Test func electronicStringsAndIdentifiers() {
        #expect(kind(of: "https://example.com/a?b=c") == .url)
        #expect(kind(of: "jane@example.com") == .email)
        #expect(kind(of: "@jane") == .handle)
        #expect(kind(of: "#BlackFriday") == .hashtag)
        #expect(kind(of: "icon_star.png") == .identifier)
        #expect(kind(of: "chevron.right") == .identifier)
    }

    @Test func placeholdersAreMaskedNeverNumbersOrSymbols() {
        #expect(kinds("%lld").map(\.0) == [.placeholder(isNumeric: true)])
        #expect(kinds("%1$@").map(\.0) == [.placeholder(isNumeric: false)])
        #expect(kinds("%#@count@").map(\.0) == [.placeholder(isNumeric: false)])
        #expect(kinds("%.2f%%").map(\.0) == [.percent], "a numeric placeholder with %% is a percentage")
    }

    @Test func abbreviationsFromTheLexicon() {
        #expect(kinds("ggf. Nr. 4", "de").map(\.0).filter { $0 == .abbreviation }.count == 2)
        #expect(kinds("z. B. Firefox", "de").map(\.0).filter { $0 == .abbreviation }.isEmpty, "voices expand z. B.")
        #expect(kinds("5 h").map(\.0) == [.number, .abbreviation])
        #expect(kinds("5 min").map(\.0) == [.number, .word], "voices read min after a number as minutes")
        #expect(kinds("No.").map(\.0) == [.word, .punctuation], "No. counts only before a number")
    }

    @Test func emojiAreGraphemeClusters() {
        let tokens = kinds("👩‍👩‍👧 🇩🇪 👍🏽 1️⃣ ★")
        #expect(tokens.map(\.0) == [.emoji, .emoji, .emoji, .emoji, .symbol])
    }

    /// A megabyte of digits, dots, spaces, emoji and combining marks: every pattern is linear, so this
    /// completes; time is not asserted.
    @Test func aMegabyteOfAdversarialTextCompletes() {
        let piece = "1.2.3.4.5 6,7 🔥e\u{301}\u{301} 9-9-9 x2 $1. %% %lld "
        let text = String(repeating: piece, count: 1_000_000 / piece.utf8.count + 1)
        let tokens = SpeechTokenizer.tokenize(text, language: "de")
        #expect(!tokens.isEmpty)
        let findings = SpeechEngine.check(SpokenString(text: text, language: "en", role: .label))
        #expect(!findings.isEmpty)
    }
}

/// The spoken preview: numbers and money as words.
struct SpokenPreviewTests {
    @Test(arguments: [
        ("$14.99", "en", "fourteen dollars ninety-nine"),
        ("14,99 €", "de", "vierzehn Euro neunundneunzig"),
        ("€ 14,99", "de", "vierzehn Euro neunundneunzig"),
        ("1 €", "de", "ein Euro"),
        ("$1", "en", "one dollar"),
        ("Version 3.2.0", "en", "Version three point two point zero"),
        ("Version 3.2.0", "de", "Version drei Punkt zwei Punkt null"),
        ("50%", "en", "fifty percent"),
        ("1.234", "de", "eintausendzweihundertvierunddreißig"),
        ("1,234", "en", "one thousand two hundred thirty-four"),
        ("21", "de", "einundzwanzig"),
        ("2.000.000", "de", "zwei Millionen"),
        ("13:30", "de", "dreizehn Uhr dreißig"),
        ("%lld items", "en", "%lld items"),
        ("3,5", "de", "drei Komma fünf"),
    ])
    func preview(_ text: String, _ language: String, _ expected: String) {
        #expect(SpeechEngine.spokenPreview(text, language: language) == expected)
    }

    @Test func otherLanguagesKeepDigits() {
        #expect(SpeechEngine.spokenPreview("14,99 €", language: "fr") == "14,99 €")
    }
}
