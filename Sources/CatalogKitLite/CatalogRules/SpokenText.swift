/// What the catalog checks need to know about the words of a text: whether it has letters at all, and
/// which of its words carry language.
enum SpokenText {
    /// Whether the text has a letter outside its format specifiers (`%@`, `%lld`, `%#@name@`, `%arg`).
    static func hasLetters(_ text: String) -> Bool {
        withoutSpecifiers(text).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// The text with every `%` construct (specifiers, references, `%arg`, `%%`) replaced by a space.
    static func withoutSpecifiers(_ text: String) -> String {
        var result = ""
        for token in FormatTokenizer.tokenize(text) {
            switch token.kind {
            case .text, .probableLiteralPercent, .malformed: result += token.text(in: text)
            default: result += " "
            }
        }
        return result
    }

    /// The chunks of a text between white space, with format specifiers removed.
    static func chunks(_ text: String) -> [Substring] {
        let plain = withoutSpecifiers(text)
        return plain.split { $0.isWhitespace }
    }
}
