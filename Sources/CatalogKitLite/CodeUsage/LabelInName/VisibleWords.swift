/// The words of a text as a Voice Control user says them: letters and digits in lower case, split
/// at everything else (spaces, punctuation, symbols).
package struct VisibleWords: Hashable, Sendable {
    /// The words, in order.
    package var words: [String]

    /// The words of a text.
    package init(_ text: String) {
        var words: [String] = []
        var current = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                current.append(character)
            } else if !current.isEmpty {
                words.append(current)
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        self.words = words
    }

    /// Whether the text has nothing to say.
    package var isEmpty: Bool { words.isEmpty }

    /// Whether `other`'s words stand in these, one after the other, whatever the case, punctuation
    /// and spacing: "Edit profile" contains "edit", "Log-in now" contains "Login".
    package func contains(_ other: VisibleWords) -> Bool {
        guard !other.isEmpty else { return true }
        let wanted = other.words.joined()
        // Contiguous runs of words, joined without spaces, compared with the title joined so.
        for start in words.indices {
            var joined = ""
            for word in words[start...] {
                joined += word
                if joined.count >= wanted.count {
                    if joined == wanted { return true }
                    break
                }
                guard wanted.hasPrefix(joined) else { break }
            }
        }
        return false
    }
}
