/// What the catalog checks need to know about the words of a text: whether it has letters at all, and
/// which of its words carry language.
enum SpokenText {
    /// Whether the text has a letter outside its format specifiers (`%@`, `%lld`, `%#@name@`, `%arg`).
    static func hasLetters(_ text: String) -> Bool {
        FormatTokenizer.withoutSpecifiers(text).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// The chunks of a text between white space, with format specifiers removed.
    static func chunks(_ text: String) -> [Substring] {
        let plain = FormatTokenizer.withoutSpecifiers(text)
        return plain.split { $0.isWhitespace }
    }
}
