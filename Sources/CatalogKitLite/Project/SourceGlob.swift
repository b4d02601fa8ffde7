/// A glob over relative paths as XcodeGen's `excludes` and `includes` write them (Bash with
/// `globstar`): `*` matches within a path component, `**` as a whole component matches any number of
/// components (none included), `?` one character, `[abc]`, `[a-z]` and `[!abc]` one character of a
/// set. A pattern that matches a folder matches everything below it.
///
/// Matching is dynamic programming over components and characters: no backtracking, so a hostile
/// pattern costs at most the product of the pattern's and the path's lengths.
public struct SourceGlob: Hashable, Sendable {
    /// The pattern as written.
    public let pattern: String
    private let components: [[Character]]

    /// A glob from its pattern (a leading `./` is dropped).
    public init(_ pattern: String) {
        self.pattern = pattern
        var text = Substring(pattern)
        while text.hasPrefix("./") { text = text.dropFirst(2) }
        components = text.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
    }

    /// Whether the path (relative, `/`-separated) or one of its folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(Array.init)
        guard !parts.isEmpty, !components.isEmpty else { return false }
        // matched[i][j]: the first i pattern components match the first j path components.
        var matched = Array(repeating: Array(repeating: false, count: parts.count + 1), count: components.count + 1)
        matched[0][0] = true
        for i in 1...components.count {
            let component = components[i - 1]
            let isGlobstar = component == ["*", "*"]
            for j in 0...parts.count {
                if isGlobstar {
                    matched[i][j] = matched[i - 1][j] || (j > 0 && matched[i][j - 1])
                } else if j > 0 {
                    matched[i][j] = matched[i - 1][j - 1] && Self.matches(component, parts[j - 1])
                }
            }
        }
        // The path itself, or a folder above it (the rest lies below what matched).
        return (1...parts.count).contains { matched[components.count][$0] }
    }

    /// Whether one pattern component matches one path component.
    private static func matches(_ pattern: [Character], _ name: [Character]) -> Bool {
        // matched[j]: the pattern so far matches the first j characters of the name.
        var matched = Array(repeating: false, count: name.count + 1)
        matched[0] = true
        var index = 0
        while index < pattern.count {
            let character = pattern[index]
            var next = Array(repeating: false, count: name.count + 1)
            switch character {
            case "*":
                var any = false
                for j in 0...name.count {
                    any = any || matched[j]
                    next[j] = any
                }
                index += 1
            case "?":
                for j in 1..<(name.count + 1) where matched[j - 1] { next[j] = true }
                index += 1
            case "[" where characterSet(pattern, from: index) != nil:
                let (set, end) = characterSet(pattern, from: index)!
                for j in 1..<(name.count + 1) where matched[j - 1] && set(name[j - 1]) { next[j] = true }
                index = end
            default:
                for j in 1..<(name.count + 1) where matched[j - 1] && name[j - 1] == character { next[j] = true }
                index += 1
            }
            matched = next
        }
        return matched[name.count]
    }

    /// A `[…]` class starting at `start`: its test and the index after its `]`; `nil` when it never
    /// closes (the `[` is then an ordinary character).
    private static func characterSet(_ pattern: [Character], from start: Int) -> ((Character) -> Bool, Int)? {
        var index = start + 1
        let negated = index < pattern.count && (pattern[index] == "!" || pattern[index] == "^")
        if negated { index += 1 }
        var singles = Set<Character>()
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < pattern.count {
            let character = pattern[index]
            if character == "]" && !first {
                let test: (Character) -> Bool = { candidate in
                    (singles.contains(candidate) || ranges.contains { $0.contains(candidate) }) != negated
                }
                return (test, index + 1)
            }
            if index + 2 < pattern.count, pattern[index + 1] == "-", pattern[index + 2] != "]", character <= pattern[index + 2] {
                ranges.append(character...pattern[index + 2])
                index += 3
            } else {
                singles.insert(character)
                index += 1
            }
            first = false
        }
        return nil
    }
}
