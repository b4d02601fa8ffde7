import CatalogKitLite
import Foundation

/// What a rule gets: the string, its tokens, its language's lexicon and its companions' tokens, with
/// helpers that keep messages uniform.
public struct SpeechInput: Sendable {
    /// The string being checked.
    public let string: SpokenString
    /// Its tokens.
    public let tokens: [SpeechToken]
    /// The lexicon of its language (empty for languages without one).
    public let lexicon: Lexicon
    /// The tokens of the paired label, value or hint of a role, made when a rule asks: the few rules
    /// that read them ask only after finding something, and tokenizing every companion of every
    /// string made each paired text be tokenized twice. For the string's own role, the other parts
    /// of one implicit label heard with it ("Version" beside "1.0.0" in one button).
    public func companionTokens(_ role: AccessibilityRole) -> [SpeechToken]? {
        guard let text = string.companions[role] else { return nil }
        return SpeechTokenizer.tokenize(text, lexicon: lexicon)
    }
    /// The offset in Unicode scalars of each token's start, so findings get their offsets without
    /// counting from the start of the text each time (which would be quadratic in long text).
    /// Empty for ASCII text.
    private let tokenScalarStarts: [Int]
    /// Whether the text is ASCII, where a scalar's offset is its byte's.
    private let isASCII: Bool
    /// The kinds of the tokens, a bit each (`SpeechToken.Kind.bit`).
    private let tokenKinds: UInt32

    /// Tokenizes a string and its companions.
    public init(_ string: SpokenString) {
        self.string = string
        let baseLanguage = Lexicon.baseLanguage(string.language)
        self.lexicon = Lexicon.forLanguage(string.language, base: baseLanguage)
        self.isGerman = lexicon.language == "de" || baseLanguage == "de"
        self.isEnglish = baseLanguage == "en"
        self.tokens = SpeechTokenizer.tokenize(string.text, lexicon: lexicon)
        self.isASCII = ByteScan.isASCII(string.text)
        var starts: [Int] = []
        if !isASCII {
            starts.reserveCapacity(tokens.count)
            var offset = 0
            for index in tokens.indices {
                starts.append(offset)
                offset += tokens[index].text.unicodeScalars.count
            }
        }
        self.tokenScalarStarts = starts
        // One pass for the kinds and both lists, each made in one allocation (filtering grew them).
        var kinds: UInt32 = 0
        var content: [SpeechToken] = []
        var words: [SpeechToken] = []
        content.reserveCapacity(tokens.count)
        words.reserveCapacity(tokens.count)
        // By index: a token bound in a for-in loop is a copy, retained and released.
        for index in tokens.indices {
            let kind = tokens[index].kind
            kinds |= kind.bit
            if kind != .space { content.append(tokens[index]) }
            if kind == .word { words.append(tokens[index]) }
        }
        self.tokenKinds = kinds
        self.contentTokens = content
        self.words = words
        let first = contentTokens.first
        let last = contentTokens.last
        let trimmed = first.flatMap { first in last.map { first.range.lowerBound..<$0.range.upperBound } }
            ?? string.text.startIndex..<string.text.endIndex
        self.trimmedRange = trimmed
        // Markdown is looked for only in text with one of its bytes: [ * _ ~ `. An announcement is
        // posted as plain text, but Foundation has rendered its attributed spans when it localized it.
        let attributed = ByteScan.contains(0x5E, in: string.text) ? MarkdownSyntax.attributedSpans(in: string.text) : []
        if string.role == .announcement {
            self.markdownHidden = attributed.isEmpty ? [] : MarkdownSyntax.attributeSyntax(in: string.text)
        } else {
            self.markdownHidden = ByteScan.contains(anyOf: [0x5B, 0x2A, 0x5F, 0x7E, 0x60], in: string.text)
                ? MarkdownSyntax.hiddenRanges(in: string.text) : []
        }
        self.speechAttributed = attributed.filter(\.setsSpeech).map(\.text)
        self.verbatimRanges = VerbatimText.ranges(in: string.text)
        self.storedSubject = tokens.count > Self.tokensForStoredSubject
            ? Self.subject(languageName: lexicon.languageName, role: string.role, head: string.text[trimmed]) : nil
    }

    /// The index of the token that contains `index` (or the last token), by binary search.
    func tokenIndex(containing index: String.Index) -> Int? {
        guard !tokens.isEmpty else { return nil }
        var low = 0
        var high = tokens.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tokens[middle].range.lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The offset of a string index in Unicode scalars from the start of the text.
    public func scalarOffset(of index: String.Index) -> Int {
        if isASCII { return text.utf8.distance(from: text.startIndex, to: index) }
        guard let token = tokenIndex(containing: index) else { return 0 }
        let start = tokens[token].range.lowerBound
        guard start <= index else { return 0 }
        return tokenScalarStarts[token] + text.unicodeScalars.distance(from: start, to: index)
    }

    /// The text.
    public var text: String { string.text }
    /// The role, or `nil` when it is not known.
    public var role: AccessibilityRole? { string.role }
    /// Whether the text is German (`de`, `de-CH`, …). Stored: rules ask for every message.
    public let isGerman: Bool
    /// Whether the text is English.
    public let isEnglish: Bool

    /// The tokens that carry content: everything but white space. Stored: most rules start from it.
    public let contentTokens: [SpeechToken]

    /// The words, in order.
    public let words: [SpeechToken]

    /// Whether a token of any of the kinds occurs (placeholders of either sort count for both), so
    /// that a rule about rare tokens passes over the strings without one.
    func hasToken(_ kinds: SpeechToken.Kind...) -> Bool {
        kinds.contains { tokenKinds & $0.bit != 0 }
    }

    /// The parts of the text that SwiftUI's Markdown hides from VoiceOver: delimiters and link
    /// targets (``MarkdownSyntax``). Empty for an announcement, which is posted as plain text.
    public let markdownHidden: [Range<String.Index>]

    /// The texts of attributed spans that tell the voice how to read them
    /// (`^[25](accessibilitySpeechSpellsOutCharacters: true)`): no rule judges how they are read.
    public let speechAttributed: [Range<String.Index>]

    /// The parts of the text to be typed or read as written: paths, commands, code spans, a bare
    /// URL scheme (``VerbatimText``).
    public let verbatimRanges: [Range<String.Index>]

    /// Whether a range lies inside text to be typed or read as written: a verbatim part, or any part
    /// of a text field's prompt, whose placeholder is an example of what to type ("https://").
    public func isVerbatim(_ range: Range<String.Index>) -> Bool {
        string.presentation.form == .textFieldPrompt || MarkdownSyntax.isHidden(range, in: verbatimRanges)
    }

    /// The text's range without surrounding white space.
    public let trimmedRange: Range<String.Index>

    /// The text without surrounding white space.
    public var trimmedText: String { String(text[trimmedRange]) }

    /// The spoken preview of the tokens inside a range.
    public func spoken(_ range: Range<String.Index>) -> String {
        guard var index = tokenIndex(containing: range.lowerBound) else { return "" }
        var inside: [SpeechToken] = []
        while index < tokens.count && tokens[index].range.lowerBound < range.upperBound {
            if tokens[index].range.overlaps(range) { inside.append(tokens[index]) }
            index += 1
        }
        return SpokenPreview.render(inside, lexicon: lexicon)
    }

    /// The spoken preview of the whole text.
    public var spokenText: String { SpokenPreview.render(tokens, lexicon: lexicon) }

    /// How messages name the string: `German label "14,99 €"`. Made for each message, not for each
    /// string (most strings have no finding), except in long text, which can have a finding at
    /// every few tokens.
    public var subject: String {
        storedSubject ?? Self.subject(languageName: lexicon.languageName, role: role, head: text[trimmedRange])
    }

    /// The subject of text of more than ``tokensForStoredSubject`` tokens, made once.
    private let storedSubject: String?

    /// Beyond this many tokens, the subject is made with the input, as it was for all text: long
    /// text with a finding at every few tokens would otherwise make it thousands of times.
    private static let tokensForStoredSubject = 64

    private static func subject(languageName: String, role: AccessibilityRole?, head: Substring) -> String {
        // Written as bytes into one buffer: the name and role ("text" without one), then the quote.
        let roleName = role?.rawValue ?? "text"
        var bytes: [UInt8] = []
        bytes.reserveCapacity(languageName.utf8.count + roleName.utf8.count + 90)
        bytes.append(contentsOf: languageName.utf8)
        bytes.append(0x20)
        bytes.append(contentsOf: roleName.utf8)
        bytes.append(0x20)
        if !appendQuotedIfPlain(head.utf8, limit: 80, to: &bytes) {
            bytes.append(contentsOf: quoted(String(head.prefix(200))).utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Quotes text for a message, shortened to a readable length, as every message of the tool
    /// does (CatalogKitLite's `quoted`).
    public static func quote(_ text: String, limit: Int = 80) -> String {
        quoted(text, limit: limit)
    }

    /// The text of a companion, if the audit paired one.
    public func companion(_ role: AccessibilityRole) -> String? { string.companions[role] }

    /// A finding of a rule, with the rule's default severity unless `severity` says otherwise.
    public func finding(
        _ rule: RuleDescription, _ range: Range<String.Index>, _ message: String, severity: Severity? = nil,
        suggestion: String? = nil, spoken: String? = nil
    ) -> SpeechFinding {
        let start = scalarOffset(of: range.lowerBound)
        let end = range.upperBound == range.lowerBound ? start : scalarOffset(of: range.upperBound)
        return SpeechFinding(
            ruleID: rule.id, severity: severity ?? rule.defaultSeverity, message: message, range: range,
            scalarOffsets: start..<max(start, end), suggestion: suggestion, spoken: spoken)
    }
}
