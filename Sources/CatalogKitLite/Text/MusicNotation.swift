/// Chord and key names, written alike in every language's lead sheets: "C", "Db", "F#m", "Bbmaj7",
/// "G/B" (TopPresenter's transpose picker, the 55th study; a chord app in the 54th). A translator has
/// nothing to change in them; a musician reads them as written.
enum MusicNotation {
    /// The qualities a chord name may carry after its root, longest first.
    private static let qualities = ["maj", "min", "dim", "aug", "sus", "add", "m", "M", "°", "ø", "+"]

    /// Whether the text is a chord or key name: a root A to G with a sharp or flat, a quality, a
    /// number, and a bass note after a slash. A single letter alone is not one (it may be an
    /// article or a grade); nor is a word ("Bad", "Dim").
    static func isChordName<S: StringProtocol>(_ text: S) -> Bool {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let chord = parts.first, var rest = root(chord) else { return false }
        var hasMore = rest.count < chord.count - 1
        if let quality = qualities.first(where: { rest.hasPrefix($0) }) {
            rest = rest.dropFirst(quality.count)
            hasMore = true
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        rest = rest.dropFirst(digits.count)
        if !digits.isEmpty { hasMore = true }
        guard rest.isEmpty else { return false }
        if parts.count == 2 {
            guard let bass = root(parts[1]), bass.isEmpty else { return false }
            return true
        }
        return hasMore
    }

    /// What follows a root note (a capital A to G, then `#`, `b`, `♯` or `♭`), or `nil` when the
    /// text does not start with one.
    private static func root<S: StringProtocol>(_ text: S) -> S.SubSequence? {
        guard let first = text.first, ("A"..."G").contains(first) else { return nil }
        let rest = text.dropFirst()
        if let accidental = rest.first, "#b♯♭".contains(accidental) { return rest.dropFirst() }
        return rest
    }
}
