/// Blocks no run enters: `if false { … }`, a screen its author switched off in code (mmex's
/// "Sample Database" button), and `if isDemoMode { … }` where the file declares `let isDemoMode =
/// false` (MountainBrowser's demo search results). The compiler builds them, but no user sees what
/// they make, so the uses inside are set aside like those under an `#if` no release build takes.
enum UnshippedBlocks {
    /// A block no run enters: its bytes, its condition as written, and the line of its `if`.
    typealias Block = (body: Range<Int>, condition: String, line: Int)

    /// Moves the uses inside such blocks into `skipped`; `blocks` are each file's
    /// (``neverEntered(in:)``), found once for this and ``UnshippedMembers``.
    static func separate(_ sources: inout [ScannedSource], blocks: [[Block]]) {
        for index in sources.indices where !blocks[index].isEmpty {
            UnshippedTypes.setAside(blocks[index].map { ($0.body, "the block of `if \($0.condition)` (line \($0.line)) never runs") }, in: &sources[index])
        }
    }

    /// The bodies of `if false {` blocks, and of `if name {` (also `self.name`, `Self.name`) where
    /// the file declares `let name = false` (or `let name: Bool = false`), with their condition and
    /// the line of their `if`. A `var` may change, and a condition with more in it may hold.
    static func neverEntered(in file: SwiftLexedFile) -> [Block] {
        let tokens = file.tokens
        let constants = falseConstants(in: file)
        var found: [Block] = []
        for index in tokens.indices where tokens[index].keyword == .if && index + 2 < tokens.count {
            var brace = index + 2
            var condition = "false"
            if !file.token(index + 1, is: "false") {
                // `if name {`, `if self.name {`, `if Self.name {`
                var name = index + 1
                if index + 3 < tokens.count, tokens[index + 1].keyword == .self || tokens[index + 1].keyword == .Self, tokens[index + 2].kind == .period {
                    name = index + 3
                }
                guard tokens[name].kind == .identifier, constants.contains(file.text(ofToken: name)), name + 1 < tokens.count else { continue }
                brace = name + 1
                condition = file.expressionText((index + 1)..<brace)
            }
            guard tokens[brace].kind == .leftBrace, tokens[brace].link > brace else { continue }
            let close = Int(tokens[brace].link)
            found.append((Int(tokens[brace].start)..<Int(tokens[close].end), condition, file.position(ofToken: index).line))
        }
        return found
    }

    /// The names the file declares as constants that are `false`: `let name = false`,
    /// `static let name: Bool = false`.
    private static func falseConstants(in file: SwiftLexedFile) -> Set<String> {
        let tokens = file.tokens
        var names = Set<String>()
        for index in tokens.indices where tokens[index].keyword == .let && index + 3 < tokens.count {
            guard tokens[index + 1].kind == .identifier else { continue }
            var equals = index + 2
            // `: Bool`
            if tokens[equals].kind == .colon, equals + 2 < tokens.count, file.token(equals + 1, is: "Bool") { equals += 2 }
            guard equals + 1 < tokens.count, file.token(equals, is: "="), file.token(equals + 1, is: "false") else { continue }
            // The value ends there: `let isDemo = false && x` is no constant false.
            if equals + 2 < tokens.count, !tokens[equals + 2].startsLine, tokens[equals + 2].kind == .operator { continue }
            names.insert(file.text(ofToken: index + 1))
        }
        return names
    }
}
