import CatalogKitLite

/// The Markdown that SwiftUI's `Text` renders in a localized string — links `[text](url)`, bold
/// `**text**` or `__text__`, italics `*text*` or `_text_`, strikethrough `~~text~~`, code
/// `` `text` `` — and the parts of it VoiceOver does not read: the delimiters and a link's target.
/// VoiceOver reads the link's text, so rules judge that, not the syntax around it.
///
/// Apple's attribute syntax `^[text](attributes)` is rendered by Foundation when it localizes the
/// string (automatic grammar agreement, `^[%lld Movie](inflect: true)`; speech attributes,
/// `^[25](accessibilitySpeechSpellsOutCharacters: true)`): only the text is shown and spoken, in
/// every role.
public enum MarkdownSyntax {
    /// An attributed span `^[text](attributes)`: the whole, its text, and what its attributes tell the
    /// voice (``CatalogKitLite/AttributedSpan``, which the catalog checks read too).
    public typealias AttributedSpan = CatalogKitLite.AttributedSpan

    /// The attributed spans of a text, in order (``CatalogKitLite/AttributedSpan/spans(in:)``).
    public static func attributedSpans(in text: String) -> [AttributedSpan] { AttributedSpan.spans(in: text) }

    /// A link: the range of the whole construct, of its text, and of its target.
    public struct Link: Sendable, Hashable {
        public var whole: Range<String.Index>
        public var text: Range<String.Index>
        public var target: Range<String.Index>
    }

    /// The links of a text, in order. A link's text has no `[` or `]`, its target no space or `)`;
    /// `^[…](…)` is an attributed span, not a link.
    public static func links(in text: String) -> [Link] {
        guard text.utf8.contains(0x5B), text.utf8.contains(0x28) else { return [] }
        var result: [Link] = []
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "[") {
            let textStart = text.index(after: open)
            guard let close = text[textStart...].firstIndex(where: { $0 == "]" || $0 == "[" }) else { break }
            index = close
            guard text[close] == "]", close > textStart else { continue }
            if open > text.startIndex, text[text.index(before: open)] == "^" { continue }
            let paren = text.index(after: close)
            guard paren < text.endIndex, text[paren] == "(" else { continue }
            let targetStart = text.index(after: paren)
            guard let end = text[targetStart...].firstIndex(where: { $0 == ")" || $0 == " " || $0 == "\n" }), text[end] == ")",
                end > targetStart else { continue }
            result.append(Link(whole: open..<text.index(after: end), text: textStart..<close, target: targetStart..<end))
            index = text.index(after: end)
        }
        return result
    }

    /// The ranges VoiceOver does not read: each link's brackets and target, and the delimiters of
    /// emphasis and code spans (a delimiter opens before a non-space and closes after one, as
    /// CommonMark has it, so "3 * 4" and "Nutzer*innen" are no emphasis).
    public static func hiddenRanges(in text: String) -> [Range<String.Index>] {
        var hidden = attributeSyntax(in: text)
        for link in links(in: text) {
            hidden.append(link.whole.lowerBound..<link.text.lowerBound)
            hidden.append(link.text.upperBound..<link.whole.upperBound)
        }
        for delimiter in ["**", "__", "~~", "`", "*", "_"] where text.contains(delimiter) {
            hidden += delimiterPairs(delimiter, in: text, outside: hidden)
        }
        return hidden.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// The syntax of the attributed spans, which Foundation removes in every role: each span's `^[`
    /// and its `](attributes)`.
    public static func attributeSyntax(in text: String) -> [Range<String.Index>] {
        attributedSpans(in: text).flatMap { [$0.whole.lowerBound..<$0.text.lowerBound, $0.text.upperBound..<$0.whole.upperBound] }
    }

    /// The opening and closing delimiters of each span of `delimiter`, outside ranges already hidden.
    /// The ranges already hidden do not overlap one another; they are walked once, in order, beside
    /// the occurrences (found left to right, never overlapping), so a long text stays linear.
    private static func delimiterPairs(_ delimiter: String, in text: String, outside hidden: [Range<String.Index>]) -> [Range<String.Index>] {
        let hidden = hidden.sorted { $0.lowerBound < $1.lowerBound }
        var nextHidden = 0
        var result: [Range<String.Index>] = []
        var searchStart = text.startIndex
        var open: Range<String.Index>?
        while let found = text.range(of: delimiter, range: searchStart..<text.endIndex) {
            searchStart = found.upperBound
            while nextHidden < hidden.count, hidden[nextHidden].upperBound <= found.lowerBound { nextHidden += 1 }
            if nextHidden < hidden.count, hidden[nextHidden].lowerBound < found.upperBound { continue }
            let before = found.lowerBound > text.startIndex ? text[text.index(before: found.lowerBound)] : nil
            let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
            // A longer run ("**" while looking for "*") is another delimiter.
            if let single = delimiter.first, before == single || after == single { continue }
            if let start = open {
                guard let before, !before.isWhitespace else { continue }
                // `_` inside a word ("snake_case") is no emphasis.
                if delimiter == "_", let after, after.isLetter || after.isNumber { continue }
                result += [start, found]
                open = nil
            } else {
                guard let after, !after.isWhitespace else { continue }
                if delimiter == "_", let before, before.isLetter || before.isNumber { continue }
                open = found
            }
        }
        return result
    }

    /// Whether a range lies wholly inside one of the hidden ranges (sorted and apart, as
    /// ``hiddenRanges(in:)`` gives them, or any such list of ranges), found by binary search.
    static func isHidden(_ range: Range<String.Index>, in hidden: [Range<String.Index>]) -> Bool {
        guard !range.isEmpty, !hidden.isEmpty else { return false }
        // The last hidden range that starts at or before the range.
        var low = 0
        var high = hidden.count - 1
        guard hidden[0].lowerBound <= range.lowerBound else { return false }
        while low < high {
            let middle = (low + high + 1) / 2
            if hidden[middle].lowerBound <= range.lowerBound { low = middle } else { high = middle - 1 }
        }
        return range.upperBound <= hidden[low].upperBound
    }
}
