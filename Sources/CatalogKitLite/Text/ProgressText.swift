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

    /// Whether a control's title tells of work going on: an ellipsis last, and an English word in -ing
    /// first or last ("Authenticating…", "Signing in...") or German's passive "Wird …"/"Werden …"
    /// ("Wird vorbereitet…", the German of fresh-pantry's "准备中…", 49th study).
    package static func isProgress(_ text: String) -> Bool {
        guard endsWithEllipsis(text) else { return false }
        if hasProgressWord(text) { return true }
        let first = Substring(text).trimmingEdges { $0 == " " || $0 == "\u{A0}" }.prefix { $0 != " " }
        return first == "Wird" || first == "Werden"
    }

    /// Whether `text` is `base` with its last English word in a passing form: "-ing" ("Save",
    /// "Saving"; "Stop", "Stopping"), "-ed" ("Copy", "Copied"; "Save", "Saved"), an ellipsis aside,
    /// the words before it alike.
    package static func isPassingForm(_ text: String, of base: String) -> Bool {
        let trimmed = { (value: String) in
            Substring(value).trimmingEdges { $0 == " " || $0 == "…" || $0 == "." || $0 == "!" || $0 == "\u{A0}" }.split(separator: " ")
        }
        let words = trimmed(text), bases = trimmed(base)
        guard !words.isEmpty, words.count == bases.count, words.dropLast() == bases.dropLast(),
              let word = words.last?.lowercased(), let stem = bases.last?.lowercased(), stem.count >= 3, word != stem else { return false }
        var forms = [stem + "ing", stem + "ed", stem + "d"]
        if stem.hasSuffix("e") { forms.append(String(stem.dropLast()) + "ing") }
        if stem.hasSuffix("y") { forms.append(String(stem.dropLast()) + "ied") }
        if let last = stem.last, !"aeiouwxy".contains(last) { forms += [stem + String(last) + "ing", stem + String(last) + "ed"] }
        return forms.contains(word)
    }
}
