

/// What a key's catalog comment says about its role.
///
/// Translators read catalog comments, so the comment is where a project that cannot rename its keys
/// says what a string is. Two forms are read, the explicit one first:
///
/// 1. **The marker** `[a11y: ROLE]`, where ROLE is `label`, `hint`, `value`, `announcement`, or `none`
///    to say that the key is *not* an accessibility string (whatever its name suggests). The marker
///    may stand anywhere in the comment; letters are case-insensitive and spaces around `a11y`, `:`
///    and ROLE are optional: `Closes the trailer. [a11y: hint]`, `[A11Y:Label] Play button`. When a
///    comment has several markers, the first one counts. A marker with another word
///    (`[a11y: hnit]`) is read as ``Reading/unknown(_:)`` and gives no role, so a typo never
///    silently changes what is audited.
/// 2. **A phrase** that developers already write for translators: `accessibility`, `a11y` or
///    `VoiceOver` right before a role word ("Progress bar accessibility label", "VoiceOver
///    announcement for ..."), or a role word followed by "for accessibility" / "for VoiceOver"
///    ("Unread label for accessibility"). Case-insensitive, singular role words only.
package enum CommentMarker {
    /// What a comment says.
    package enum Reading: Hashable, Sendable {
        /// The key has this role.
        case role(AccessibilityRole)
        /// `[a11y: none]`: the key is not an accessibility string.
        case notAccessibility
        /// `[a11y: WORD]` with a word that is no role; carries the word as written.
        case unknown(String)
    }

    /// What the comment says: its first marker, else a phrase; `nil` when it says nothing about roles.
    package static func read(_ comment: String?) -> Reading? {
        guard let comment, !comment.isEmpty else { return nil }
        // Most comments say nothing about roles: a look at the bytes rules them out before the
        // comment is split into characters and words.
        let mentions = Mentions(comment)
        if mentions.bracket, let marker = marker(in: comment) { return marker }
        guard mentions.screenReaderWord else { return nil }
        return phraseRole(in: comment).map(Reading.role)
    }

    /// What a comment's bytes hold that a marker or a phrase needs.
    private struct Mentions {
        /// A `[`, which every marker starts with.
        var bracket = false
        /// `a11y`, `accessibility` or `voice`, in any case: one of them is in every phrase. (Of the
        /// characters outside ASCII, only `İ` and the Kelvin sign lower-case to ASCII letters, and
        /// neither makes one of these words.)
        var screenReaderWord = false

        init(_ comment: String) {
            var lowered: [UInt8] = []
            lowered.reserveCapacity(comment.utf8.count)
            for byte in comment.utf8 {
                if byte == 0x5B { bracket = true }
                lowered.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
            }
            screenReaderWord = Self.contains(lowered, "a11y") || Self.contains(lowered, "accessibility") || Self.contains(lowered, "voice")
        }

        private static func contains(_ bytes: [UInt8], _ word: StaticString) -> Bool {
            let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            guard needle.count <= bytes.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if bytes[start..<(start + needle.count)].elementsEqual(needle) { return true }
            }
            return false
        }
    }

    /// The first `[a11y: ...]` marker of a comment.
    package static func marker(in comment: String) -> Reading? {
        let characters = CharacterClass.characters(of: comment)
        for start in characters.indices where characters[start] == "[" {
            var scanner = Scanner(characters: characters, index: start + 1)
            scanner.skipSpaces()
            guard scanner.consume("a11y") else { continue }
            scanner.skipSpaces()
            guard scanner.consume(":") else { continue }
            scanner.skipSpaces()
            let word = scanner.letters()
            scanner.skipSpaces()
            guard !word.isEmpty, scanner.consume("]") else { continue }
            switch word.lowercased() {
            case "none": return .notAccessibility
            case let lowered:
                if let role = AccessibilityRole(rawValue: lowered) { return .role(role) }
                return .unknown(word)
            }
        }
        return nil
    }

    /// The role named by a phrase such as "accessibility label" or "hint for VoiceOver".
    package static func phraseRole(in comment: String) -> AccessibilityRole? {
        let words = comment.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
        for index in words.indices {
            if let length = markerLength(words, at: index), index + length < words.count,
               let role = AccessibilityRole(rawValue: words[index + length]) {
                return role
            }
            if let role = AccessibilityRole(rawValue: words[index]), index + 2 < words.count,
               words[index + 1] == "for", markerLength(words, at: index + 2) != nil {
                return role
            }
        }
        return nil
    }

    /// The number of words of an accessibility marker at `index` (`voice over` is two), or `nil`.
    private static func markerLength(_ words: [String], at index: Int) -> Int? {
        if KeyConvention.markers.contains(words[index]) { return 1 }
        if words[index] == "voice", index + 1 < words.count, words[index + 1] == "over" { return 2 }
        return nil
    }

    /// Reads a marker character by character.
    private struct Scanner {
        /// The comment's characters.
        let characters: [Character]
        /// The next character to read.
        var index: Int

        /// Skips spaces and tabs.
        mutating func skipSpaces() {
            while index < characters.count, characters[index].isWhitespace { index += 1 }
        }

        /// Consumes `text` when it comes next, compared case-insensitively.
        mutating func consume(_ text: String) -> Bool {
            let expected = Array(text)
            guard index + expected.count <= characters.count else { return false }
            for offset in expected.indices where characters[index + offset].lowercased() != expected[offset].lowercased() {
                return false
            }
            index += expected.count
            return true
        }

        /// Consumes a run of letters and returns it.
        mutating func letters() -> String {
            let start = index
            while index < characters.count, characters[index].isLetter { index += 1 }
            return String(characters[start..<index])
        }
    }
}
