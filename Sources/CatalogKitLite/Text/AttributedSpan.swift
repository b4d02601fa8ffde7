/// A span of Apple's Markdown attribute syntax, `^[text](attributes)`, in a localized string.
///
/// Foundation renders it when it localizes the string (automatic grammar agreement,
/// `^[%lld Movie](inflect: true)`; speech attributes, `^[25](accessibilitySpeechSpellsOutCharacters: true)`):
/// only the text is shown and spoken, in every role. Catalog checks read the text, speech rules also
/// what the attributes tell the voice.
public struct AttributedSpan: Sendable, Hashable {
    /// The whole construct, from `^` to the closing `)`.
    public var whole: Range<String.Index>
    /// The text between the brackets: what is shown and spoken.
    public var text: Range<String.Index>
    /// Whether an attribute tells the voice how to read the text (`accessibilitySpeechSpellsOutCharacters`,
    /// `accessibilitySpeechPhoneticNotation`, `accessibilitySpeechIPANotation`, …).
    public var setsSpeech: Bool
    /// Whether the text is marked to be spelled out character by character.
    public var spellsOut: Bool

    /// The attributed spans of a text, in order. The attributes end at the `)` outside quotes and
    /// braces (`^[x](morphology: {number: "one"})`), within 400 characters.
    public static func spans(in text: String) -> [AttributedSpan] {
        guard text.utf8.contains(0x5E) else { return [] }
        var result: [AttributedSpan] = []
        var index = text.startIndex
        while let caret = text[index...].firstIndex(of: "^") {
            index = text.index(after: caret)
            guard index < text.endIndex, text[index] == "[" else { continue }
            let textStart = text.index(after: index)
            guard let close = text[textStart...].firstIndex(where: { $0 == "]" || $0 == "[" }), text[close] == "]" else { continue }
            let paren = text.index(after: close)
            guard paren < text.endIndex, text[paren] == "(", let end = attributesEnd(in: text, from: text.index(after: paren)) else { continue }
            let attributes = text[text.index(after: paren)..<end]
            let spellsOut = attributes.contains("accessibilitySpeechSpellsOutCharacters: true")
                || attributes.contains("accessibilitySpeechSpellsOutCharacters:true")
            result.append(AttributedSpan(
                whole: caret..<text.index(after: end), text: textStart..<close, setsSpeech: attributes.contains("accessibilitySpeech"),
                spellsOut: spellsOut))
            index = text.index(after: end)
        }
        return result
    }

    /// The text as Foundation renders it: every span replaced by its text
    /// (`"^[%lld podcast](inflect: true)"` reads `"%lld podcast"`).
    public static func rendered(_ text: String) -> String {
        let spans = spans(in: text)
        guard !spans.isEmpty else { return text }
        var result = ""
        var last = text.startIndex
        for span in spans {
            result += text[last..<span.whole.lowerBound]
            result += text[span.text]
            last = span.whole.upperBound
        }
        return result + text[last...]
    }

    /// The `)` that closes attributes starting at `start`, outside quotes and braces.
    private static func attributesEnd(in text: String, from start: String.Index) -> String.Index? {
        var depth = 0
        var inQuote = false
        var index = start
        var count = 0
        while index < text.endIndex && count < 400 {
            let character = text[index]
            if inQuote {
                if character == "\"" { inQuote = false }
            } else if character == "\"" {
                inQuote = true
            } else if character == "{" || character == "[" {
                depth += 1
            } else if character == "}" || character == "]" {
                depth -= 1
            } else if character == ")" && depth <= 0 {
                return index
            } else if character == "\n" {
                return nil
            }
            index = text.index(after: index)
            count += 1
        }
        return nil
    }
}
