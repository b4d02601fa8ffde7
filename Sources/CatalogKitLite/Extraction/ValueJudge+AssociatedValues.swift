/// A name a `switch` clause binds to an enum case's associated value (`case .photo(let filename,
/// let accessibilityLabel):` then `.accessibilityLabel(accessibilityLabel)`): its values are the
/// arguments the module's code gives that case where it makes it (`.photo(filename: "Cliff",
/// accessibilityLabel: L.ImageInfo.cliff)`, Konjugieren's info pages, whose image labels were
/// dynamic in the thirty-fifth study).
extension ValueJudge {
    /// Where the module makes an enum case, by its name: each construction's file and arguments.
    struct CaseConstructions {
        var sites: [(file: Int, arguments: [CallArgument])]
    }

    /// The arguments given to the associated value the name at `token` is bound to, each with the
    /// file it is written in, and the text type the case declares for it (`String`,
    /// `LocalizedStringKey`, `LocalizedStringResource`); `nil` when no `switch` clause around the
    /// token binds it so, when the value is no text, or when the case is made nowhere or by name in
    /// more than one enum.
    func associatedValueArguments(
        boundTo token: Int, inFile fileIndex: Int
    ) -> (caseName: String, type: TextType, arguments: [(file: Int, range: Range<Int>)])? {
        guard let (caseName, position, label) = casePatternBinding(of: token, in: fileIndex) else { return nil }
        // The case's declaration, to know the label of each position; one enum of the module only.
        let declared = module.caseDeclarations(named: caseName)
        guard declared.count == 1, let reference = declared.first else { return nil }
        let declarationFile = module.files[Int(reference.file)]
        let nameToken = Int(module.declaration(reference).nameToken)
        guard nameToken + 1 < declarationFile.tokens.count, declarationFile.tokens[nameToken + 1].kind == .leftParen,
              let parameters = declarationFile.arguments(ofParen: nameToken + 1), position < parameters.count,
              let type = TextType.of(annotation: parameters[position].expression, in: declarationFile),
              type == .string || type == .key || type == .resource else { return nil }
        let wanted = label ?? parameters[position].label.map { declarationFile.text(ofToken: $0) }
        var found: [(file: Int, range: Range<Int>)] = []
        for site in constructions(ofCase: caseName).sites {
            let siteFile = module.files[site.file]
            let argument = wanted.flatMap { siteFile.argument(labelled: $0, in: site.arguments) }
                ?? (position < site.arguments.count && site.arguments[position].label == nil ? site.arguments[position] : nil)
            guard let argument else { continue }
            found.append((site.file, argument.expression))
        }
        return found.isEmpty ? nil : (caseName, type, found)
    }

    /// The module type a name bound to an enum case's associated value has, as the case declares it
    /// (`case .frequency(let frequency, let selected):` of `case frequency(RecapFrequency, Bool)`, then
    /// `frequency.displayName`, flaccy's recap settings): its members are that type's.
    func associatedValueType(boundTo token: Int, inFile fileIndex: Int) -> String? {
        guard let (caseName, position, _) = casePatternBinding(of: token, in: fileIndex) else { return nil }
        let declared = module.caseDeclarations(named: caseName)
        guard declared.count == 1, let reference = declared.first else { return nil }
        let declarationFile = module.files[Int(reference.file)]
        let declaration = module.declaration(reference)
        let nameToken = Int(declaration.nameToken)
        guard nameToken + 1 < declarationFile.tokens.count, declarationFile.tokens[nameToken + 1].kind == .leftParen,
              let parameters = declarationFile.arguments(ofParen: nameToken + 1), position < parameters.count else { return nil }
        return typeName(parameters[position].expression, in: declarationFile, context: declaration.owner)
    }

    /// The enum case, the position of the associated value and its label as the pattern writes it,
    /// that a `switch` clause's pattern, an `if case` pattern around `token`, or a `guard case` before
    /// it in an enclosing block, binds the token's name to.
    private func casePatternBinding(of token: Int, in fileIndex: Int) -> (caseName: String, position: Int, label: String?)? {
        let file = module.files[fileIndex]
        let name = file.text(ofToken: token)
        let tree = module.scopes[fileIndex]
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 16 {
            let open = Int(tree.scopes[scope].open)
            var isFunction = false
            switch tree.scopes[scope].kind {
            case .type: return nil
            case .function: isFunction = true
            // A closure's parameter of that name is another value.
            case .closure(let parameters) where parameters.contains(name): return nil
            default: break
            }
            // So is a local declared before it (`let title = item.name` in a loop inside the guard's block).
            if declaresPlainLocal(name, inScope: scope, before: token, in: fileIndex) { return nil }
            var guardStart = open + 1
            if let clause = switchClauses(at: open, inFile: fileIndex)?.first(where: { $0.result.contains(token) }) {
                if let patterns = clause.patterns {
                    if let found = binding(of: name, in: patterns, file: file) { return found }
                    // A clause that binds the name otherwise (`case let label as String:`) hides outer ones;
                    // one that does not bind it leaves the name to an outer switch or `if case`.
                    if patterns.contains(where: { file.tokens[$0].kind == .identifier && file.token($0, equals: name) }) { return nil }
                }
                // Only the token's own clause: a `guard case` of another clause binds nothing here.
                guardStart = clause.result.lowerBound
            }
            // `guard case .photo(_, let label) = media else { return }` binds for the rest of its block.
            if let found = guardCaseBinding(of: name, from: guardStart, before: token, in: file) { return found }
            if isFunction { return nil }
            // `if case .photo(_, let label) = media {`: the block sees the pattern's names.
            if let patterns = ifCasePatterns(before: open, in: file), let found = binding(of: name, in: patterns, file: file) {
                return found
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return nil
    }

    /// Whether a declaration at `declared` lies in another clause of the switch whose body opens at
    /// `open` than `token` does (clauses are no scopes: `case .header: guard case .text(let title) …`
    /// declares nothing for `case .row(let title, _):`).
    func isInAnotherClause(_ declared: Int, than token: Int, ofSwitchAt open: Int, inFile fileIndex: Int) -> Bool {
        guard let clause = switchClauses(at: open, inFile: fileIndex)?.first(where: { $0.result.contains(token) || $0.patterns?.contains(token) == true })
        else { return false }
        return !(clause.result.contains(declared) || clause.patterns?.contains(declared) == true)
    }

    /// The clauses of the switch whose body opens at `open`, worked out once per brace; `nil` when
    /// the brace opens no switch.
    private func switchClauses(at open: Int, inFile fileIndex: Int) -> [(result: Range<Int>, patterns: Range<Int>?)]? {
        let key = fileIndex << 32 | open
        if let known = switchClausesCache[key] { return known }
        let file = module.files[fileIndex]
        let clauses = isSwitchBody(open, in: file) ? file.clauses(inSwitchBrace: open) : nil
        switchClausesCache[key] = .some(clauses)
        return clauses
    }

    /// Whether the scope declares `name` before `token` with `let`/`var` as a statement or an
    /// `if let`/`guard let` binding, not inside a pattern (`.loaded(let title)`).
    private func declaresPlainLocal(_ name: String, inScope scope: Int, before token: Int, in fileIndex: Int) -> Bool {
        guard let locals = module.locals[fileIndex][Int32(scope)]?[name] else { return false }
        let file = module.files[fileIndex]
        return locals.contains { reference in
            let nameToken = Int(module.declaration(reference).nameToken)
            guard nameToken < token, nameToken >= 2 else { return false }
            let before = file.tokens[nameToken - 2]
            return before.kind != .leftParen && before.kind != .comma && before.keyword != .case && before.kind != .period
        }
    }

    /// The pattern of `if case <pattern> = value {` whose block opens at `open`: the tokens between
    /// `case` and the `=` (one condition only, the statement on the brace's line or the one before).
    private func ifCasePatterns(before open: Int, in file: SwiftLexedFile) -> Range<Int>? {
        var index = open - 1
        var equals: Int?
        var steps = 0
        while index >= 0, steps < 48 {
            let token = file.tokens[index]
            switch token.kind {
            case .rightParen, .rightBracket:
                guard token.link >= 0, Int(token.link) < index else { return nil }
                index = Int(token.link) - 1
                steps += 1
                continue
            case .leftBrace, .rightBrace, .semicolon, .comma:
                return nil
            case .operator where file.token(index, is: "="):
                equals = index
            default:
                if token.keyword == .case {
                    guard let equals, index > 0, file.tokens[index - 1].keyword == .if else { return nil }
                    return (index + 1)..<equals
                }
            }
            index -= 1
            steps += 1
        }
        return nil
    }

    /// The binding of `name` by the last `guard case <pattern> = value else { … }` written from
    /// `start` at that level of its block, before `token`: a guard's names are bound for the rest of
    /// its block.
    private func guardCaseBinding(
        of name: String, from start: Int, before token: Int, in file: SwiftLexedFile
    ) -> (caseName: String, position: Int, label: String?)? {
        var found: (caseName: String, position: Int, label: String?)?
        var index = start
        while index < token {
            let current = file.tokens[index]
            switch current.kind {
            case .leftBrace, .leftParen, .leftBracket:
                // A nested block, call or collection: its own names are not this block's.
                guard current.link > index else { return found }
                index = Int(current.link) + 1
                continue
            default: break
            }
            if current.keyword == .guard, index + 1 < token, file.tokens[index + 1].keyword == .case,
               let equals = patternEnd(after: index + 2, before: token, in: file),
               let binding = binding(of: name, in: (index + 2)..<equals, file: file) {
                found = binding
                index = equals
            }
            index += 1
        }
        return found
    }

    /// The `=` that ends a case pattern starting at `start` (brackets passed over), before `limit`.
    private func patternEnd(after start: Int, before limit: Int, in file: SwiftLexedFile) -> Int? {
        var index = start
        while index < limit {
            let token = file.tokens[index]
            switch token.kind {
            case .leftParen, .leftBracket:
                guard token.link > index else { return nil }
                index = Int(token.link) + 1
                continue
            case .leftBrace, .rightBrace, .semicolon: return nil
            case .operator where file.token(index, is: "="): return index
            default: index += 1
            }
        }
        return nil
    }

    /// Whether the brace opens the body of a `switch` (`switch info.media {`).
    func isSwitchBody(_ open: Int, in file: SwiftLexedFile) -> Bool {
        var index = open - 1
        var steps = 0
        while index >= 0, steps < 24 {
            let token = file.tokens[index]
            if token.keyword == .switch { return true }
            switch token.kind {
            case .identifier, .period: index -= 1
            case .rightParen, .rightBracket:
                guard token.link >= 0, Int(token.link) < index else { return false }
                index = Int(token.link) - 1
            case .operator where file.token(index, is: "?") || file.token(index, is: "!"): index -= 1
            default: return false
            }
            steps += 1
        }
        return false
    }

    /// In a clause's patterns, the case whose parenthesised pattern binds `name` (`.photo(let f,
    /// let name)`, `let .photo(_, name)`, `.photo(accessibilityLabel: let name)`), with its position.
    private func binding(of name: String, in patterns: Range<Int>, file: SwiftLexedFile) -> (caseName: String, position: Int, label: String?)? {
        for index in patterns where file.tokens[index].kind == .identifier && index + 1 < patterns.upperBound
            && file.tokens[index + 1].kind == .leftParen && index > 0 && file.tokens[index - 1].kind == .period {
            guard let elements = file.arguments(ofParen: index + 1) else { continue }
            for (position, element) in elements.enumerated() {
                let expression = element.expression
                guard let last = expression.last, file.tokens[last].kind == .identifier, file.token(last, equals: name) else { continue }
                // `let name`, `var name`, or a bare name under `case let`.
                guard expression.count == 1 || expression.count == 2 && (file.token(expression.lowerBound, is: "let") || file.token(expression.lowerBound, is: "var"))
                else { continue }
                return (file.text(ofToken: index), position, element.label.map { file.text(ofToken: $0) })
            }
        }
        return nil
    }

    /// The keywords an implicit member may follow (`return .error(…)`, `case .error:`, `try .make()`).
    private static let keywordsBeforeAnExpression: Set<String> = [
        "return", "case", "in", "else", "throw", "try", "await", "is", "as", "where", "if", "guard", "switch", "then", "yield",
        "some", "any", "let", "var", "default", "while", "repeat",
    ]

    /// Whether the member after the period is called on a value (`logger.error("…")`,
    /// `self.log.error(…)`, `items[0].error(…)`), a method, not a case an enum makes: a case is made
    /// as an implicit member (`.error(…)`) or on its type (`SetupHealth.error(…)`, `Self.error(…)`).
    /// macIconChanger's `logger.error("Setup check needs attention: …")` was read as its
    /// `SetupHealth.error(message)` (56th study).
    private func isCalledOnAValue(periodAt period: Int, in file: SwiftLexedFile) -> Bool {
        guard period > 0 else { return false }
        let before = file.tokens[period - 1]
        switch before.kind {
        case .rightParen, .rightBracket:
            return true
        case .identifier:
            let name = file.text(ofToken: period - 1)
            return !Self.keywordsBeforeAnExpression.contains(name) && name.first.map { !$0.isUppercase } ?? false
        default:
            // `logger?.error(…)`: a postfix `?` or `!`, glued to what it follows; a ternary's `?`
            // stands apart (`failed ? .error(…) : .ready` makes the case).
            return (file.token(period - 1, is: "?") || file.token(period - 1, is: "!")) && !before.followsSpace && !file.tokens[period].followsSpace
        }
    }

    /// Every place the module makes the enum case (`.photo(…)`, `InfoMedia.photo(…)`), found once
    /// per case name: not a pattern (`case .photo(let …)`), whose elements bind names.
    func constructions(ofCase name: String) -> CaseConstructions {
        if let known = caseConstructions[name] { return known }
        var sites: [(file: Int, arguments: [CallArgument])] = []
        for (fileIndex, file) in module.files.enumerated() {
            for index in file.identifierPositions(of: [name])[name] ?? [] {
                guard index > 0, file.tokens[index - 1].kind == .period, index + 1 < file.tokens.count, file.tokens[index + 1].kind == .leftParen,
                      !isCalledOnAValue(periodAt: index - 1, in: file),
                      let arguments = file.arguments(ofParen: index + 1), !arguments.isEmpty else { continue }
                let binds = arguments.contains { argument in
                    argument.expression.first.map { file.token($0, is: "let") || file.token($0, is: "var") } ?? false
                }
                // `case let .photo(a, b)`, `case .photo(_, _)`: `case` or `let` stands before it.
                let isPattern = binds || (index >= 2 && (file.token(index - 2, is: "case") || file.token(index - 2, is: "let") || file.token(index - 2, is: "var")))
                if !isPattern { sites.append((fileIndex, arguments)) }
            }
        }
        let found = CaseConstructions(sites: sites)
        caseConstructions[name] = found
        return found
    }
}
