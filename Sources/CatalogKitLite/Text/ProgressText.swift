/// English text that tells of work going on: "Authenticating…", "Signing in...", "Deleting files…".
/// A German progress message in the first person ("Lade…") is told by its English source, and a
/// control showing one waits (a progress title is not what a Voice Control user says).
package enum ProgressText {
    /// Whether the text ends with an ellipsis (`…` or three periods), spaces aside.
    package static func endsWithEllipsis(_ text: some StringProtocol) -> Bool {
        let trimmed = Substring(text).trimmingEdges { $0 == " " || $0 == "\u{A0}" }
        return trimmed.hasSuffix("…") || trimmed.hasSuffix("...")
    }

    /// Whether the text, its ellipsis aside, has an English word in -ing first or last ("Signing
    /// in", "Deleting files", "Now loading").
    package static func hasProgressWord(_ text: some StringProtocol) -> Bool {
        let words = Substring(text).trimmingEdges { $0 == " " || $0 == "…" || $0 == "." || $0 == "\u{A0}" }.split(separator: " ")
        let isProgressWord = { (word: Substring) in word.count > 4 && word.lowercased().hasSuffix("ing") }
        return words.first.map(isProgressWord) == true || words.last.map(isProgressWord) == true
    }
}
