/// A glob over catalog keys, as written in `roles` and `ignore` of `.xcstrings-a11y.json`.
///
/// `*` matches any run of characters (none included, dots included), `?` exactly one character;
/// every other character matches itself. The pattern is matched against the **whole** key and is
/// **case-sensitive**, as keys are: `*.hint` matches `trailer.close.hint` but not `trailer.close.Hint`
/// or `trailer.hint.text`. There is no escape: keys with a literal `*` or `?` are matched by the
/// wildcard, which also matches the character itself.
public struct KeyPattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The pattern's characters, compared as `Character`s (so `é` is one character however it is encoded).
    private let characters: [Character]

    /// Creates a pattern from its text.
    public init(_ text: String) {
        self.text = text
        self.characters = Array(text)
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether the pattern has a wildcard (`*` or `?`).
    public var hasWildcards: Bool { characters.contains { $0 == "*" || $0 == "?" } }

    /// Whether the whole `key` matches the pattern.
    public func matches(_ key: String) -> Bool {
        Self.glob(characters, matches: Array(key))
    }

    /// Iterative glob matching with one backtracking point per `*`: linear for patterns with one
    /// star, never exponential, never recursive.
    public static func glob(_ pattern: [Character], matches text: [Character]) -> Bool {
        var p = 0, t = 0
        var starPattern: Int?, starText = 0
        while t < text.count {
            if p < pattern.count, pattern[p] == "*" {
                starPattern = p
                starText = t
                p += 1
            } else if p < pattern.count, pattern[p] == "?" || pattern[p] == text[t] {
                p += 1
                t += 1
            } else if let star = starPattern {
                // Let the last `*` swallow one more character and try again from there.
                p = star + 1
                starText += 1
                t = starText
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
