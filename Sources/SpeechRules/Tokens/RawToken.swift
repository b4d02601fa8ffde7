/// A token during tokenizing, with its span in characters (grapheme clusters) of the text.
struct RawToken {
    var kind: SpeechToken.Kind
    var start: Int
    var end: Int
    var amounts: [SpokenAmount] = []
    var currency: String?
    /// For numbers: whether the text is plain digits with no separator.
    var isPlainDigits = false
}

/// Character classes the tokenizer and the rules share.
enum CharacterClass {
    static func isDigit(_ character: Character) -> Bool {
        guard let ascii = character.asciiValue else { return false }
        return ascii >= 48 && ascii <= 57
    }

    static func isLetter(_ character: Character) -> Bool { character.isLetter }

    static func isWordCharacter(_ character: Character) -> Bool { character.isLetter || isDigit(character) }

    /// White space a number may be grouped with or a currency separated by: space, no-break spaces.
    static func isNarrowSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\u{202F}" || character == "\u{2009}"
    }

    /// Whether a character is an emoji, as a whole grapheme cluster: emoji presentation, a text
    /// pictograph made emoji by U+FE0F, a keycap, a ZWJ or skin-tone sequence, or a flag.
    static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.value >= 0x1F1E6 && first.value <= 0x1F1FF { return true }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D || $0.properties.isEmojiModifier }
    }

    /// Sentence punctuation, quotes, brackets and dashes: read as pauses or not at all.
    static let punctuation: Set<Character> = [
        ".", ",", ";", ":", "!", "?", "(", ")", "[", "]", "{", "}", "\"", "'", "‘", "’", "“", "”", "„", "‚", "¿", "¡",
        "…", "-", "–", "—", "‐", "‑", "‒",
    ]

    /// Dashes that can join a range or stand for minus.
    static let dashes: Set<Character> = ["-", "–", "—", "‐", "‑", "‒"]

    static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "svg", "pdf", "heic", "gif", "webp", "tiff", "bmp", "json", "plist", "txt", "csv", "zip",
        "mp3", "mp4", "mov", "wav", "xcstrings", "strings", "swift", "html", "xml", "ico", "icns", "dmg", "pkg", "app",
    ]

    static let topLevelDomains: Set<String> = [
        "com", "org", "net", "de", "io", "app", "dev", "ch", "at", "social", "uk", "eu", "info", "me", "co", "us", "fr",
        "it", "nl", "edu", "gov", "ly", "gg", "tv", "fm", "xyz", "online", "cloud", "ai",
    ]
}
