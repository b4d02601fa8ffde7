/// Blocks no user's run enters: `if false { … }`, a screen its author switched off in code (mmex's
/// "Sample Database" button), `if isDemoMode { … }` where the file declares `let isDemoMode =
/// false` (MountainBrowser's demo search results), and `if ProcessInfo.processInfo.arguments
/// .contains("UITEST_FORCE_LLM_ERROR") { … }`, which a UI test or an Xcode scheme's launch argument
/// opens and no user does (Aether's injected error, the 46th study). The compiler builds them, but no
/// user sees what they make, so the uses inside, and the values written there, are set aside like
/// those under an `#if` no release build takes.
enum UnshippedBlocks {
    /// A block no user's run enters: its bytes, its condition as written, the line of its `if`, and
    /// whether a launch argument or environment variable opens it.
    typealias Block = (body: Range<Int>, condition: String, line: Int, isForLaunchArgument: Bool)

    /// Moves the uses inside such blocks into `skipped`; `blocks` are each file's
    /// (``neverEntered(in:)``), found once for this, ``UnshippedMembers`` and ``UnshippedValues``.
    static func separate(_ sources: inout [ScannedSource], blocks: [[Block]]) {
        for index in sources.indices where !blocks[index].isEmpty {
            UnshippedTypes.setAside(blocks[index].map { ($0.body, reason($0)) }, in: &sources[index])
        }
    }

    /// Why a block's code reaches no user.
    static func reason(_ block: Block) -> String {
        block.isForLaunchArgument
            ? "\(place(block)) runs only when the app is launched with it, as a UI test or an Xcode scheme does, never for a user"
            : "\(place(block)) never runs"
    }

    /// Where a block is, as reasons name it: "the block of `if false` (line 3)".
    static func place(_ block: Block) -> String {
        "the block of `if \(block.condition)` (line \(block.line))"
    }

    /// The bodies of `if false {` blocks, and of `if name {` (also `self.name`, `Self.name`) where
    /// the file declares `let name = false` (or `let name: Bool = false`), with their condition and
    /// the line of their `if`. A `var` may change, and a condition with more in it may hold.
    static func neverEntered(in file: SwiftLexedFile) -> [Block] {
        let tokens = file.tokens
        let constants = falseConstants(in: file)
        var found: [Block] = []
        for index in tokens.indices where tokens[index].keyword == .if && index + 2 < tokens.count {
            if let brace = launchArgumentCondition(after: index, in: file) {
                let close = Int(tokens[brace].link)
                found.append((Int(tokens[brace].start)..<Int(tokens[close].end), file.expressionText((index + 1)..<brace), file.position(ofToken: index).line, true))
                continue
            }
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
            found.append((Int(tokens[brace].start)..<Int(tokens[close].end), condition, file.position(ofToken: index).line, false))
        }
        return found
    }

    /// The brace of `if ProcessInfo.processInfo.arguments.contains("…") {` (also
    /// `CommandLine.arguments.contains("…")`, and `ProcessInfo.processInfo.environment["…"] != nil`
    /// or `== "…"`), when that one test with a literal is the whole condition: a launch argument or
    /// environment variable, which a UI test or an Xcode scheme sets and a user's launch does not.
    private static func launchArgumentCondition(after ifToken: Int, in file: SwiftLexedFile) -> Int? {
        let tokens = file.tokens
        var index = ifToken + 1
        // `ProcessInfo.processInfo.` or `CommandLine.`
        if file.token(index, is: "ProcessInfo"), index + 4 < tokens.count, tokens[index + 1].kind == .period, file.token(index + 2, is: "processInfo") {
            index += 3
        } else if file.token(index, is: "CommandLine") {
            index += 1
        } else {
            return nil
        }
        guard index + 2 < tokens.count, tokens[index].kind == .period else { return nil }
        if file.token(index + 1, is: "arguments") {
            // `.contains("…")`
            let open = index + 4
            guard open + 2 < tokens.count, tokens[index + 2].kind == .period, file.token(index + 3, is: "contains"), tokens[open].kind == .leftParen,
                  tokens[open + 1].kind == .string, Int(file.literal(at: open + 1).tokenEnd) == Int(tokens[open].link) else { return nil }
            let brace = Int(tokens[open].link) + 1
            return brace < tokens.count && tokens[brace].kind == .leftBrace && tokens[brace].link > brace ? brace : nil
        }
        // `.environment["…"] != nil`, `== "1"`
        guard file.token(index + 1, is: "environment"), index + 3 < tokens.count, tokens[index + 2].kind == .leftBracket,
              tokens[index + 3].kind == .string else { return nil }
        let close = Int(tokens[index + 2].link)
        guard close > index + 2, close + 3 < tokens.count, tokens[close + 1].kind == .operator,
              file.token(close + 1, is: "!=") && tokens[close + 2].keyword == .nil || file.token(close + 1, is: "==") && tokens[close + 2].kind == .string
        else { return nil }
        let brace = tokens[close + 2].kind == .string ? Int(file.literal(at: close + 2).tokenEnd) : close + 3
        return brace < tokens.count && tokens[brace].kind == .leftBrace && tokens[brace].link > brace ? brace : nil
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
