/// Character classes that the speech tokenizer and rules, and the roles' key and comment readers, share:
/// ASCII byte, letter, digit, white space, case, each a fast path for plain ASCII.
package enum CharacterClass {
    /// The characters of a text, as `Array(text)` gives them. Plain ASCII text (no carriage
    /// return, so that every byte is a character) is taken byte by byte from a table, without the
    /// grapheme breaking `Array(text)` does for every character.
    @inlinable
    package static func characters(of text: String) -> [Character] {
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> [Character]? in
            guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            return bytes.map { asciiCharacters[Int($0)] }
        }
        return (plain ?? nil) ?? Array(text)
    }

    /// The 128 ASCII characters, by their byte.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    /// Whether text is ASCII without a carriage return, so that each byte is one character (a
    /// "\r\n" is one character of two bytes).
    @inlinable
    package static func isPlainASCII<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
        allBytes(bytes) { $0 < 0x80 && $0 != 0x0D }
    }

    /// Whether every byte passes a test, read from contiguous storage when there is one (a String's
    /// UTF-8 view, walked generically, costs several times as much).
    @inlinable
    package static func allBytes<Bytes: Sequence<UInt8>>(_ bytes: Bytes, _ test: (UInt8) -> Bool) -> Bool {
        bytes.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? bytes.allSatisfy(test)
    }

    /// The character's byte when it is one ASCII scalar ("\r\n", unlike in `asciiValue`, is not).
    @inlinable
    package static func asciiByte(_ character: Character) -> UInt8? {
        let utf8 = character.utf8
        return utf8.count == 1 ? utf8.first : nil
    }

    /// Whether the character is one of the ASCII digits 0 to 9.
    @inlinable
    package static func isDigit(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else { return false }
        return byte &- 0x30 < 10
    }

    // `Character.isLetter` and `isWhitespace` look at the first scalar only, and the case tests of a
    // one-scalar ASCII character are its ASCII case; the Unicode property tables are asked only for
    // other characters, which is most of the cost of these tests in ASCII text.

    /// `Character.isWholeNumber`, with an ASCII fast path.
    @inlinable
    package static func isWholeNumber(_ character: Character) -> Bool {
        if let byte = asciiByte(character) { return byte &- 0x30 < 10 }
        return character.isWholeNumber
    }

    /// `Character.isLetter`, with an ASCII fast path.
    @inlinable
    package static func isLetter(_ character: Character) -> Bool {
        let byte = character.utf8.first ?? 0x80
        if byte < 0x80 { return (byte | 0x20) &- 0x61 < 26 }
        return character.isLetter
    }

    /// `Character.isWhitespace`, with an ASCII fast path.
    @inlinable
    package static func isWhitespace(_ character: Character) -> Bool {
        let byte = character.utf8.first ?? 0x80
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        return character.isWhitespace
    }

    /// `Character.isUppercase`, with an ASCII fast path.
    @inlinable
    package static func isUppercase(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte &- 0x41 < 26 }
        return character.isUppercase
    }

    /// `Character.isLowercase`, with an ASCII fast path.
    @inlinable
    package static func isLowercase(_ character: Character) -> Bool {
        let utf8 = character.utf8
        if utf8.count == 1, let byte = utf8.first { return byte &- 0x61 < 26 }
        return character.isLowercase
    }

    @inlinable
    package static func isWordCharacter(_ character: Character) -> Bool {
        let byte = character.utf8.first ?? 0x80
        if byte < 0x80 { return (byte | 0x20) &- 0x61 < 26 || byte &- 0x30 < 10 && character.utf8.count == 1 }
        return character.isLetter
    }

    /// White space a number may be grouped with or a currency separated by: space, no-break spaces.
    @inlinable
    package static func isNarrowSpace(_ character: Character) -> Bool {
        character == " " || character == "\u{A0}" || character == "\u{202F}" || character == "\u{2009}"
    }

    /// Whether a character is an emoji, as a whole grapheme cluster: emoji presentation, a text
    /// pictograph made emoji by U+FE0F, a keycap, a ZWJ or skin-tone sequence, or a flag.
    package static func isEmoji(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return false }
        if first.value >= 0x1F1E6 && first.value <= 0x1F1FF { return true }
        if first.properties.isEmojiPresentation { return true }
        guard first.properties.isEmoji, scalars.count > 1 else { return false }
        return scalars.contains { $0.value == 0xFE0F || $0.value == 0x20E3 || $0.value == 0x200D || $0.properties.isEmojiModifier }
    }

    /// Sentence punctuation, quotes, brackets and dashes: read as pauses or not at all.
    package static let punctuation: Set<Character> = [
        ".", ",", ";", ":", "!", "?", "(", ")", "[", "]", "{", "}", "\"", "'", "‘", "’", "“", "”", "„", "‚", "¿", "¡",
        "…", "-", "–", "—", "‐", "‑", "‒",
    ]

    /// Dashes that can join a range or stand for minus.
    package static let dashes: Set<Character> = ["-", "–", "—", "‐", "‑", "‒"]

    package static let fileExtensions: Set<String> = [
        "png", "jpg", "jpeg", "svg", "pdf", "heic", "gif", "webp", "tiff", "bmp", "json", "plist", "txt", "csv", "zip",
        "mp3", "mp4", "mov", "wav", "xcstrings", "strings", "swift", "html", "xml", "ico", "icns", "dmg", "pkg", "app",
    ]

    /// The top-level domains of the addresses apps write in their text, and `local`, the domain of
    /// a device's host name on the local network ("fmo.local", RFC 6762).
    package static let topLevelDomains: Set<String> = [
        "com", "org", "net", "de", "io", "app", "dev", "ch", "at", "social", "uk", "eu", "info", "me", "co", "us", "fr",
        "it", "nl", "edu", "gov", "ly", "gg", "tv", "fm", "xyz", "online", "cloud", "ai", "local",
    ]

    /// Top-level domains no catalog key ends in, for a key's text: not "app", "me", "it" or "us",
    /// which are words.
    package static let unmistakableDomains: Set<String> = [
        "com", "org", "net", "gov", "edu", "io", "dev", "de", "ch", "at", "uk", "eu", "fr", "nl", "no", "se", "dk", "fi", "es", "pl", "cz",
        "jp", "au", "nz", "ca",
    ]

    /// Newer top-level domains that are also English words ("lemmyverse.link", "loops.video"). A
    /// catalog value or key may end in such a word ("share.link"), so they count only where the
    /// text is a name written in code as it is to be shown, never for catalog text.
    package static let wordTopLevelDomains: Set<String> = [
        "link", "video", "site", "page", "blog", "news", "live", "tech", "chat", "email", "studio", "games", "world", "zone",
    ]
}
