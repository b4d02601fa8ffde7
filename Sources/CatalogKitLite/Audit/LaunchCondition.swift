/// Reads the conditions of a file that hold only when the app is launched with an argument or an
/// environment variable, which a UI test or an Xcode scheme sets and a user's launch from the Home
/// Screen or the Dock never does:
///
/// - a test of the launch arguments, `ProcessInfo.processInfo.arguments.contains("UITEST_ERROR")`,
///   `CommandLine.arguments.contains("-demo")`, or of an `arguments` parameter that defaults to them
///   (Onpa's `arguments.contains("-useLocalStationProfile")`);
/// - a test of the environment, `environment["SCREENSHOTS"] != nil`, `== "1"`, or a call given only
///   that variable (`isEnabled(environment["BIRDNET_GO_USE_LOCAL_STATION_PROFILE"])`);
/// - a local constant holding such a test (`let enabled = … ; guard enabled else { return nil }`).
///
/// A condition holds only under a launch when each of its `||` alternatives has such a test among
/// its `&&` (or `,`) parts: `arguments.contains("-demo") || isOffline` may hold for a user.
struct LaunchCondition {
    /// A local constant that holds a launch test, and the tokens where its name means it: from its
    /// `let` to the end of the scope that declares it.
    private struct Local {
        var name: String
        var scope: Range<Int>
    }

    private let file: SwiftLexedFile
    private var locals: [Local] = []

    /// A reader of the file's launch conditions, or `nil` when the file names no `arguments` and no
    /// `environment` (most files: nothing to read).
    init?(_ file: SwiftLexedFile) {
        let tokens = file.tokens
        guard tokens.indices.contains(where: { tokens[$0].kind == .identifier && (file.token($0, is: "arguments") || file.token($0, is: "environment")) })
        else { return nil }
        self.file = file
        for index in tokens.indices where tokens[index].keyword == .let && index + 3 < tokens.count && tokens[index + 1].kind == .identifier {
            var equals = index + 2
            // `: Bool`
            if tokens[equals].kind == .colon, equals + 2 < tokens.count, file.token(equals + 1, is: "Bool") { equals += 2 }
            guard file.token(equals, is: "=") else { continue }
            let value = (equals + 1)..<statementEnd(from: equals + 1)
            guard !value.isEmpty, isLaunchCondition(value) else { continue }
            locals.append(Local(name: file.text(ofToken: index + 1), scope: index..<enclosingClose(of: index)))
        }
    }

    /// The brace of an `if` whose condition holds only under a launch.
    func block(after ifToken: Int) -> Int? {
        let tokens = file.tokens
        let end = conditionEnd(from: ifToken + 1)
        guard end < tokens.count, end > ifToken + 1, tokens[end].kind == .leftBrace, tokens[end].link > end,
              isLaunchCondition((ifToken + 1)..<end) else { return nil }
        return end
    }

    /// The code after `guard <launch condition> else { … }` to the end of the guard's scope: it
    /// runs only under a launch.
    func guardedCode(after guardToken: Int) -> UnshippedBlocks.Block? {
        let tokens = file.tokens
        let elseToken = conditionEnd(from: guardToken + 1)
        guard elseToken + 1 < tokens.count, elseToken > guardToken + 1, tokens[elseToken].keyword == .else,
              tokens[elseToken + 1].kind == .leftBrace, tokens[elseToken + 1].link > elseToken + 1,
              isLaunchCondition((guardToken + 1)..<elseToken) else { return nil }
        let elseClose = Int(tokens[elseToken + 1].link)
        let scopeClose = enclosingClose(of: guardToken)
        let end = scopeClose < tokens.count ? Int(tokens[scopeClose].start) : file.bytes.count
        guard Int(tokens[elseClose].end) < end else { return nil }
        return UnshippedBlocks.Block(
            body: Int(tokens[elseClose].end)..<end, head: "guard " + file.expressionText((guardToken + 1)..<elseToken) + " else",
            line: file.position(ofToken: guardToken).line, isForLaunchArgument: true, followsGuard: true)
    }

    /// Whether the tokens `range` hold only under a launch: each `||` alternative has a launch
    /// test among its `&&` and `,` parts.
    private func isLaunchCondition(_ range: Range<Int>) -> Bool {
        split(range, at: { file.token($0, is: "||") }).allSatisfy { alternative in
            split(alternative, at: { file.token($0, is: "&&") || file.tokens[$0].kind == .comma }).contains(where: isLaunchTest)
        }
    }

    /// One test: a launch argument's, an environment variable's, or a local holding one, maybe in
    /// parentheses.
    private func isLaunchTest(_ range: Range<Int>) -> Bool {
        let tokens = file.tokens
        guard let last = range.last, range.count >= 1 else { return false }
        if tokens[range.lowerBound].kind == .leftParen, Int(tokens[range.lowerBound].link) == last {
            return isLaunchCondition((range.lowerBound + 1)..<last)
        }
        // `enabled`, `self.enabled`
        if tokens[last].kind == .identifier, range.count == 1 || range.count == 3 && tokens[range.lowerBound].keyword == .self {
            return locals.contains { $0.scope.contains(last) && file.token(last, equals: $0.name) }
        }
        // `ProcessInfo.processInfo.arguments.contains("…")`, `arguments.contains("…")`
        if tokens[last].kind == .rightParen, tokens[last].link > range.lowerBound, tokens[last].link < last {
            let open = Int(tokens[last].link)
            if open >= range.lowerBound + 3, file.token(open - 1, is: "contains"), tokens[open - 2].kind == .period, file.token(open - 3, is: "arguments"),
               isLiteral(open + 1, endingAt: last), isProcess(range.lowerBound..<(open - 3)) {
                return true
            }
            // `isEnabled(environment["…"])`, `Self.isEnabled(…)`
            if isFunctionName(range.lowerBound..<open), isEnvironmentRead((open + 1)..<last) { return true }
        }
        // `….environment["…"] != nil`, `== "…"`
        if range.count >= 3, tokens[last].keyword == .nil || tokens[last].kind == .string && file.literal(at: last).tokenEnd == range.upperBound,
           file.token(last - 1, is: "!=") || file.token(last - 1, is: "==") {
            return isEnvironmentRead(range.lowerBound..<(last - 1))
        }
        return false
    }

    /// `environment["NAME"]` after a chain of names (`ProcessInfo.processInfo.`).
    private func isEnvironmentRead(_ range: Range<Int>) -> Bool {
        let tokens = file.tokens
        guard let close = range.last, tokens[close].kind == .rightBracket else { return false }
        let open = Int(tokens[close].link)
        return open > range.lowerBound && open < close && file.token(open - 1, is: "environment") && isLiteral(open + 1, endingAt: close)
            && isProcess(range.lowerBound..<(open - 1))
    }

    /// Whether the tokens are what launch arguments and the environment are read from: nothing (a
    /// parameter or property named `arguments` or `environment`, given them: Onpa's defaults are
    /// `ProcessInfo.processInfo.arguments`), `ProcessInfo.processInfo.` or `CommandLine.`. Another
    /// owner's `arguments` (a shell command's) is no launch.
    private func isProcess(_ range: Range<Int>) -> Bool {
        switch range.count {
        case 0: true
        case 2: file.token(range.lowerBound, is: "CommandLine") && file.tokens[range.lowerBound + 1].kind == .period
        case 4: file.token(range.lowerBound, is: "ProcessInfo") && file.tokens[range.lowerBound + 1].kind == .period
            && file.token(range.lowerBound + 2, is: "processInfo") && file.tokens[range.lowerBound + 3].kind == .period
        default: false
        }
    }

    /// Whether a string literal starts at `token` and fills everything up to `end`.
    private func isLiteral(_ token: Int, endingAt end: Int) -> Bool {
        token < end && file.tokens[token].kind == .string && Int(file.literal(at: token).tokenEnd) == end
    }

    /// Whether the tokens are a function's name, maybe qualified (`isEnabled`, `Self.isEnabled`).
    private func isFunctionName(_ range: Range<Int>) -> Bool {
        guard let last = range.last, file.tokens[last].kind == .identifier else { return false }
        return range.allSatisfy { file.tokens[$0].kind == .identifier || file.tokens[$0].kind == .period || file.tokens[$0].keyword == .Self }
    }

    /// The parts of `range` between tokens `isSeparator` accepts outside brackets and literals.
    private func split(_ range: Range<Int>, at isSeparator: (Int) -> Bool) -> [Range<Int>] {
        let tokens = file.tokens
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if (token.kind == .operator || token.kind == .comma) && isSeparator(index) {
                parts.append(start..<index)
                start = index + 1
            }
            index = file.step(over: index)
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// The first token after a condition that starts at `start`: the `{` of an `if` or the `else`
    /// of a `guard`, outside brackets and literals.
    private func conditionEnd(from start: Int) -> Int {
        let tokens = file.tokens
        var index = start
        while index < tokens.count, tokens[index].kind != .leftBrace, tokens[index].keyword != .else { index = file.step(over: index) }
        return index
    }

    /// The first token after a constant's value that starts at `start`: the first token that
    /// starts a line outside brackets, unless it goes on with an operator (`|| …`) or the line
    /// before ended in one.
    private func statementEnd(from start: Int) -> Int {
        let tokens = file.tokens
        var index = start
        while index < tokens.count {
            if index > start, tokens[index].startsLine, tokens[index].kind != .operator, tokens[index - 1].kind != .operator { break }
            if tokens[index].kind == .leftBrace || tokens[index].kind == .rightBrace || tokens[index].kind == .semicolon { break }
            index = file.step(over: index)
        }
        return index
    }

    /// The closing brace of the scope around `token`, or the end of the tokens at the top level.
    private func enclosingClose(of token: Int) -> Int {
        let tokens = file.tokens
        var index = token - 1
        while index >= 0 {
            if tokens[index].kind == .leftBrace, tokens[index].link > token { return Int(tokens[index].link) }
            index -= 1
        }
        return tokens.count
    }
}
