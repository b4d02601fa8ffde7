/// Blocks no user's run enters: `if false { … }`, a screen its author switched off in code (mmex's
/// "Sample Database" button), `if isDemoMode { … }` where the file declares `let isDemoMode =
/// false` (MountainBrowser's demo search results), and code a launch argument or environment
/// variable opens, which a UI test or an Xcode scheme sets and no user does: `if ProcessInfo
/// .processInfo.arguments.contains("UITEST_FORCE_LLM_ERROR") { … }` (Aether's injected error, the
/// 46th study), or the rest of a function after `guard enabled else { return nil }` where `let
/// enabled = arguments.contains("-useLocalStationProfile") || …` (Onpa's test station, see
/// ``LaunchCondition``). The compiler builds them, but no user sees what they make, so the uses
/// inside, and the values written there, are set aside like those under an `#if` no release build
/// takes.
enum UnshippedBlocks {
    /// Code no user's run enters.
    struct Block {
        /// Its bytes: an `if`'s braces, or what follows a `guard`'s `else` block in its scope.
        var body: Range<Int>
        /// Its head as written: "if false", "guard enabled else".
        var head: String
        /// The line of its `if` or `guard`.
        var line: Int
        /// Whether a launch argument or environment variable opens it.
        var isForLaunchArgument: Bool
        /// Whether it is the code after a `guard` rather than an `if`'s block.
        var followsGuard = false
    }

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

    /// Where a block is, as reasons name it: "the block of `if false` (line 3)", "the code after
    /// `guard enabled else` (line 55)".
    static func place(_ block: Block) -> String {
        "\(block.followsGuard ? "the code after" : "the block of") `\(block.head)` (line \(block.line))"
    }

    /// The blocks of `if false {`, of `if name {` (also `self.name`, `Self.name`) where the file
    /// declares `let name = false` (or `let name: Bool = false`), and the code a launch condition
    /// opens (``LaunchCondition``), with their head and the line of their `if` or `guard`. A `var`
    /// may change, and a condition with more in it may hold.
    ///
    /// `falseStatics` are the module's static constants that are `false` in every release build
    /// (``FalseConstants/statics``), by `Type.name`: `if DebugFlags.showPendingNotificationsDebug {`
    /// in any file is never entered when `DebugFlags` declares it `false` under `#if DEBUG … #else`
    /// (TrimTally's debug row, the 53rd study).
    static func neverEntered(in file: SwiftLexedFile, constants: FalseConstants, falseStatics: Set<String>) -> [Block] {
        let tokens = file.tokens
        let constants = constants.locals
        let launch = LaunchCondition(file)
        var found: [Block] = []
        for index in tokens.indices where index + 2 < tokens.count {
            if tokens[index].keyword == .guard, let launch, let block = launch.guardedCode(after: index) {
                found.append(block)
                continue
            }
            guard tokens[index].keyword == .if else { continue }
            if let launch, let brace = launch.block(after: index) {
                let close = Int(tokens[brace].link)
                found.append(Block(
                    body: Int(tokens[brace].start)..<Int(tokens[close].end), head: "if " + file.expressionText((index + 1)..<brace),
                    line: file.position(ofToken: index).line, isForLaunchArgument: true))
                continue
            }
            var brace = index + 2
            var condition = "false"
            if !falseStatics.isEmpty, index + 4 < tokens.count, tokens[index + 1].kind == .identifier, tokens[index + 2].kind == .period,
               tokens[index + 3].kind == .identifier, tokens[index + 4].kind == .leftBrace,
               falseStatics.contains(file.text(ofToken: index + 1) + "." + file.text(ofToken: index + 3)) {
                brace = index + 4
                condition = file.expressionText((index + 1)..<brace)
            } else if !file.token(index + 1, is: "false") {
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
            found.append(Block(
                body: Int(tokens[brace].start)..<Int(tokens[close].end), head: "if " + condition, line: file.position(ofToken: index).line,
                isForLaunchArgument: false))
        }
        return found
    }

    /// The constants a file declares `false`.
    struct FalseConstants: Sendable {
        /// By name, as the file reads them: `let name = false`, `static let name: Bool = false`.
        var locals = Set<String>()
        /// The static ones that every release build compiles, by `Type.name`: not those in a clause
        /// only a debug build takes (`#if DEBUG static let x = false`).
        var statics = Set<String>()
    }

    /// The constants the file declares `false` (``FalseConstants``).
    static func falseConstants(in file: SwiftLexedFile) -> FalseConstants {
        let tokens = file.tokens
        var found = FalseConstants()
        var staticTokens: [Int] = []
        for index in tokens.indices where tokens[index].keyword == .let && index + 3 < tokens.count {
            guard tokens[index + 1].kind == .identifier else { continue }
            var equals = index + 2
            // `: Bool`
            if tokens[equals].kind == .colon, equals + 2 < tokens.count, file.token(equals + 1, is: "Bool") { equals += 2 }
            guard equals + 1 < tokens.count, file.token(equals, is: "="), file.token(equals + 1, is: "false") else { continue }
            // The value ends there: `let isDemo = false && x` is no constant false.
            if equals + 2 < tokens.count, !tokens[equals + 2].startsLine, tokens[equals + 2].kind == .operator { continue }
            found.locals.insert(file.text(ofToken: index + 1))
            if index > 0, file.token(index - 1, is: "static") { staticTokens.append(index) }
        }
        // Most files declare no static constant false: their types and clauses are not read.
        guard !staticTokens.isEmpty else { return found }
        let clauses = ConditionalClause.clauses(in: file)
        let types = file.typeBodies(["struct", "enum", "class", "extension"])
        for index in staticTokens {
            let offset = Int(tokens[index].start)
            guard !clauses.contains(where: { $0.range.contains(offset) && BuildEnvironment.release.evaluate($0.requirement) == false }),
                  let type = types.last(where: { $0.body.contains(offset) }) else { continue }
            found.statics.insert(file.text(ofToken: type.name) + "." + file.text(ofToken: index + 1))
        }
        return found
    }
}
