import CatalogKitLite

/// Evidence that a string is a piece of a sentence the app puts together ("contains" before a
/// value field, " for DuckDuckGo software." after a bold word), not a whole label or hint: the
/// rules about a label's or hint's shape (its capital, period, length, type word) do not judge it,
/// because VoiceOver never reads it alone.
///
/// The evidence is the text's edges and the key's comment:
/// - the text (or, for a translation, its source text) starts with a lower-case word: "contains",
///   "begins with" (brands such as "iPhone" and a leading placeholder do not count);
/// - it starts with punctuation that continues something (", then enable …", "…more", ") ") or
///   starts or ends with a space ("Select ", " for DuckDuckGo software.");
/// - its comment says it is inserted into, combined with, or part of a sentence: "The popup item
///   inserted into the sentence …", "This is immediately followed by the value field.", "Non-bold
///   suffix for …", "string that is inserted as the variable (%@) in …".
public struct TextFragment: Sendable, Hashable {
    /// One piece of evidence.
    public enum Reason: String, Sendable, Hashable, CaseIterable, Comparable {
        /// The key's comment says the string is part of a larger one.
        case comment
        /// The text starts with punctuation that continues a sentence.
        case leadingPunctuation
        /// The text starts or ends with a space, where it is joined to another.
        case joiningSpace
        /// The text (or its source) starts with a lower-case word.
        case lowercaseStart

        public static func < (lhs: Reason, rhs: Reason) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    /// Every piece of evidence found; never empty.
    public var reasons: Set<Reason> {
        get { Set(Reason.allCases.filter { found & Self.bit($0) != 0 }) }
        set { found = newValue.reduce(0) { $0 | Self.bit($1) } }
    }

    /// The evidence, a bit per reason: every string is asked, and a set was hashed and allocated
    /// for each fragment.
    private var found: UInt8

    private static func bit(_ reason: Reason) -> UInt8 {
        switch reason {
        case .comment: 1
        case .leadingPunctuation: 2
        case .joiningSpace: 4
        case .lowercaseStart: 8
        }
    }

    /// Whether there is evidence other than a lower-case start: the rule about lower-case starts
    /// is judged only by that.
    public var hasEvidenceBesidesCase: Bool { found & ~Self.bit(.lowercaseStart) != 0 }

    /// The evidence that a string is a fragment, or `nil` when there is none.
    ///
    /// - Parameters:
    ///   - text: The text as it stands in the catalog.
    ///   - sourceText: The text in the source language, for a translation: a translation keeps
    ///     its source's place in the sentence, while its own case follows its language's rules
    ///     (German "enthält" for "contains"). `nil` for the source language itself.
    ///   - comment: The key's comment, the developer's note to translators.
    public static func detect(text: String, sourceText: String? = nil, comment: String? = nil) -> TextFragment? {
        // Asked of every string: the tests are made without a set or a list of the edges.
        let fromComment = comment.map(commentSaysFragment) ?? false
        let continuing = startsWithContinuingPunctuation(text) || sourceText.map(startsWithContinuingPunctuation) == true
        let joining = hasJoiningSpace(text) || sourceText.map(hasJoiningSpace) == true
        let lowercase = startsWithLowercaseWord(sourceText ?? text)
        var found: UInt8 = 0
        if fromComment { found |= bit(.comment) }
        if continuing { found |= bit(.leadingPunctuation) }
        if joining { found |= bit(.joiningSpace) }
        if lowercase { found |= bit(.lowercaseStart) }
        return found == 0 ? nil : TextFragment(found: found)
    }

    /// Phrases of a comment (lower-cased) that say the string is part of another. "is replaced" alone
    /// does not count: "%@ is replaced by the name" describes the string's own placeholder.
    static let commentPhrases = [
        "inserted into", "inserted in ", "inserted as", "is inserted", "are inserted", "gets inserted", "fragment",
        "part of a sentence", "part of the sentence", "in the sentence", "into the sentence", "of the sentence",
        "first part of", "last part of", "second part of", "middle of a sentence", "middle of the sentence",
        "followed by", "preceded by", "precedes the", "prefix", "suffix", "appended", "prepended", "concatenated",
        "combined with", "replaces %", "replaces the %", "substituted into", "rest of the sentence",
    ]

    /// Controls a comment may say the string stands before or after ("length unit following an
    /// input field"), with "following" or "preceding".
    static let neighbouringControls = ["field", "popup", "pop-up", "input", "value", "control", "menu", "slider", "stepper"]

    /// The phrases, for the byte search.
    private static let commentPhraseSet = ASCIIPhraseSet(commentPhrases)
    private static let neighbourWordSet = ASCIIPhraseSet(["following", "preceding"])
    private static let commentOrNeighbourPhraseSet = ASCIIPhraseSet(commentPhrases + ["following", "preceding"])
    private static let neighbouringControlSet = ASCIIPhraseSet(neighbouringControls)

    /// Whether a comment says the string is part of another.
    ///
    /// Every text of a key is asked this of the key's comment, so the bytes answer first: the phrases
    /// are ASCII, so in an ASCII comment a byte match is Foundation's match, and in another comment
    /// Foundation can match only where the bytes do (no character of a lower-cased text is
    /// canonically equal to an ASCII letter, space, `%` or `-`). Only a non-ASCII comment whose bytes
    /// say yes is asked of Foundation.
    static func commentSaysFragment(_ comment: String) -> Bool {
        let lower = ByteScan.isASCII(comment) ? nil : comment.lowercased()
        let searched = lower ?? comment
        // Most comments hold neither kind of phrase: one pass for both tells.
        let bytesSay = commentOrNeighbourPhraseSet.occurs(in: searched)
            && (commentPhraseSet.occurs(in: searched) || neighbourWordSet.occurs(in: searched) && neighbouringControlSet.occurs(in: searched))
        guard bytesSay, let lower else { return bytesSay }
        if commentPhrases.contains(where: { lower.contains($0) }) { return true }
        return (lower.contains("following") || lower.contains("preceding")) && neighbouringControls.contains { lower.contains($0) }
    }

    /// ", then …", "; …", ": …", ". …", ") …", "… more", "– …", "/…", and "-" not before a digit
    /// (which is a minus sign).
    static func startsWithContinuingPunctuation(_ text: String) -> Bool {
        guard let first = text.first else { return false }
        // One ASCII scalar is compared by its byte (";" is also U+037E, which is not one byte).
        if let byte = CharacterClass.asciiByte(first), byte != 0x2D {
            return continuingPunctuationBytes.contains(byte) && !text.dropFirst().isEmpty
        }
        if first == "-" {
            return !(text.dropFirst().first.map(CharacterClass.isDigit) ?? false) && !text.dropFirst().isEmpty
        }
        return [",", ";", ":", ".", ")", "]", "}", "…", "–", "—", "/"].contains(first) && !text.dropFirst().isEmpty
    }

    /// The ASCII marks of `startsWithContinuingPunctuation` but "-".
    private static let continuingPunctuationBytes = Array(",;:.)]}/".utf8)

    /// A space (or no-break space) at either end, where the app joins the text to another. Line
    /// breaks do not count: they end paragraphs.
    static func hasJoiningSpace(_ text: String) -> Bool {
        // In plain ASCII each byte is a character.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard ByteScan.isPlainASCII(bytes) else { return nil }
            return bytes.count > 1 && (bytes[0] == 0x20 || bytes[bytes.count - 1] == 0x20)
        }
        if let answer = plain ?? nil { return answer }
        guard let first = text.first, let last = text.last, !text.dropFirst().isEmpty else { return false }
        return first == " " || first == "\u{A0}" || last == " " || last == "\u{A0}"
    }

    /// A first word in lower case that is not a brand ("iPhone", "eBay", "macOS"): "contains",
    /// "begins with", "allen". A leading placeholder, digit or symbol is not a word.
    static func startsWithLowercaseWord(_ text: String) -> Bool {
        if let answer = text.utf8.withContiguousStorageIfAvailable(asciiStartsWithLowercaseWord) ?? nil { return answer }
        return charactersStartWithLowercaseWord(text)
    }

    /// ``startsWithLowercaseWord(_:)`` read character by character.
    static func charactersStartWithLowercaseWord(_ text: String) -> Bool {
        let word = text.prefix { CharacterClass.isLetter($0) }
        guard let letter = word.first, CharacterClass.isLowercase(letter), text.first == letter else { return false }
        if word.dropFirst().contains(where: CharacterClass.isUppercase) { return false }
        let next = text.dropFirst(word.count).first
        // "e-mail", "x86", "iOS-Gerät": a word joined to more is a name or a term, not a sentence's middle.
        if let next, next == "-" || CharacterClass.isDigit(next) || next == "." && !text.dropFirst(word.count + 1).isEmpty { return false }
        return true
    }

    /// ``startsWithLowercaseWord(_:)`` from the bytes, when they decide: when the first word, the
    /// character after it and the one after that are plain ASCII (each byte then is a character, as
    /// a byte and an ASCII byte after it are never one cluster); `nil` otherwise.
    static func asciiStartsWithLowercaseWord(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var end = 0
        while end < bytes.count, (bytes[end] | 0x20) &- 0x61 < 26 { end += 1 }
        guard bytes[..<min(bytes.count, end + 2)].allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        guard end > 0, bytes[0] &- 0x61 < 26 else { return false }
        if bytes[1..<end].contains(where: { $0 &- 0x41 < 26 }) { return false }
        guard end < bytes.count else { return true }
        let next = bytes[end]
        return !(next == 0x2D || next &- 0x30 < 10 || next == 0x2E && end + 1 < bytes.count)
    }
}
