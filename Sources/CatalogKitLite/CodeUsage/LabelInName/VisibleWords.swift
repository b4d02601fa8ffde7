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

    /// The words of a text as a user may say them: as written, and with a `+` or `&` between words
    /// said as the word it stands for ("Sargam + Sheet" said "Sargam plus Sheet", survibe in the 49th
    /// study; "Tips & Tricks" said "Tips and Tricks", "Tipps und Tricks").
    package static func spokenForms(of text: String) -> [VisibleWords] {
        var forms = [VisibleWords(text)]
        guard text.contains(where: { $0 == "+" || $0 == "&" }) else { return forms }
        for (plus, and) in [("plus", "and"), ("plus", "und"), ("plus", "et"), ("más", "y"), ("più", "e")] {
            let said = text.replacingOccurrences(of: "+", with: " \(plus) ").replacingOccurrences(of: "&", with: " \(and) ")
            forms.append(VisibleWords(said))
        }
        return forms
    }

    /// Whether the text has nothing to say.
    package var isEmpty: Bool { words.isEmpty }

    /// Whether `other`'s words stand in these, one after the other, whatever the case, punctuation
    /// and spacing: "Edit profile" contains "edit", "Log-in now" contains "Login".
    package func contains(_ other: VisibleWords) -> Bool {
        guard !other.isEmpty else { return true }
        let wanted = other.words.joined()
        // Chinese, Japanese, Thai and their neighbours are written without spaces between words:
        // "编辑模式" begins with "编辑". The title is looked for anywhere in the text.
        if wanted.unicodeScalars.contains(where: Self.isWrittenWithoutSpaces) { return words.joined().contains(wanted) }
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

    /// Whether the scalar belongs to a script written without spaces between words: Han, kana,
    /// Thai, Lao, Khmer, Myanmar.
    static func isWrittenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF,
             0x20000...0x2FFFF:
            return true
        default:
            return false
        }
    }
}
