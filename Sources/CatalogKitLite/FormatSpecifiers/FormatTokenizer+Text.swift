extension FormatTokenizer {
    /// The text with every `%` construct (specifiers, references, `%arg`, `%%`) replaced by a space:
    /// the words a reader of the text sees around its values.
    static func withoutSpecifiers(_ text: String) -> String {
        var result = ""
        for token in tokenize(text) {
            switch token.kind {
            case .text, .probableLiteralPercent, .malformed: result += token.text(in: text)
            default: result += " "
            }
        }
        return result
    }
}
