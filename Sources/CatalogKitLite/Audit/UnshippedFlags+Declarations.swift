/// The flags a file's structs declare, where they read them, and how the structs' own code writes
/// them (see ``UnshippedFlags``).
extension UnshippedFlags {
    /// The branches of each flag of the file's structs whose struct and extensions in this file
    /// write the flag only harmlessly, and the structs' factories; what other files write is asked
    /// later (``flagsThatMayChange(_:factories:in:file:ships:)``).
    static func declarations(in file: SwiftLexedFile, file index: Int) -> (branches: [Branch], factories: [Factory]) {
        let types = file.typeBodies(["struct", "class", "enum", "actor", "extension"])
        var branches: [Branch] = []
        var factories: [Factory] = []
        for type in types where file.token(type.keyword, is: "struct") && !conformsToCodable(type, in: file) {
            let flags = flags(of: type, in: file)
            guard !flags.isEmpty else { continue }
            let owner = file.text(ofToken: type.name)
            // The struct's body and its extensions in this file, not the types nested in them.
            let scopes = types.filter { $0.keyword == type.keyword || file.token($0.keyword, is: "extension") && file.text(ofToken: $0.name) == owner }
            let isOwn = { (position: Int) in
                let offset = Int(file.tokens[position].start)
                let innermost = types.filter { $0.body.contains(offset) }.max { $0.body.lowerBound < $1.body.lowerBound }
                return scopes.contains { $0.keyword == innermost?.keyword }
            }
            for (name, positions) in file.identifierPositions(of: Set(flags.keys)) {
                let own = positions.filter(isOwn)
                guard own.allSatisfy({ isHarmless($0, in: file) }) else { continue }
                for position in own {
                    guard var branch = branch(readAt: position, in: file) else { continue }
                    branch.owner = owner
                    branch.declarationLine = file.position(ofToken: flags[name]!).line
                    branch.isVariable = file.tokens[flags[name]! - 1].keyword == .var
                    branches.append(branch)
                }
            }
            for scope in scopes {
                factories += self.factories(in: scope, owner: owner, flags: Set(flags.keys), file: file, index: index)
            }
        }
        return (branches, factories)
    }

    /// The static functions declared directly in `scope` that take one of `flags` as a parameter.
    private static func factories(in scope: SwiftLexedFile.TypeBody, owner: String, flags: Set<String>, file: SwiftLexedFile, index: Int) -> [Factory] {
        let tokens = file.tokens
        var found: [Factory] = []
        var position = scope.open + 1
        let close = Int(tokens[scope.open].link)
        while position < close {
            let token = tokens[position]
            if token.keyword == .func, position + 2 < close, tokens[position + 1].kind == .identifier, tokens[position + 2].kind == .leftParen,
               file.hasModifier("static", before: position), let member = UnshippedMembers.member(declaredAt: position, in: file) {
                let open = position + 2
                let taken = flags.filter { flag in
                    (open + 1..<Int(tokens[open].link)).contains { file.token($0, equals: flag) && isDefaultFalseParameter($0, in: file) }
                }
                if !taken.isEmpty {
                    found.append(Factory(owner: owner, name: file.text(ofToken: position + 1), file: index, body: member.body, flags: taken))
                }
            }
            if token.kind == .leftBrace || token.kind == .leftParen || token.kind == .leftBracket, token.link > position {
                position = Int(token.link) + 1
                continue
            }
            position += 1
        }
        return found
    }

    /// Whether the struct's declaration names `Codable` or `Decodable` among what it conforms to.
    private static func conformsToCodable(_ type: SwiftLexedFile.TypeBody, in file: SwiftLexedFile) -> Bool {
        (type.name + 1..<type.open).contains { file.token($0, is: "Codable") || file.token($0, is: "Decodable") }
    }

    /// The flags a struct declares directly in its body, by name, with the token of each name.
    private static func flags(of type: SwiftLexedFile.TypeBody, in file: SwiftLexedFile) -> [String: Int] {
        let tokens = file.tokens
        var flags: [String: Int] = [:]
        var index = type.open + 1
        let close = Int(tokens[type.open].link)
        while index < close {
            let token = tokens[index]
            if token.kind == .leftBrace || token.kind == .leftParen || token.kind == .leftBracket, token.link > index {
                index = Int(token.link) + 1
                continue
            }
            if token.keyword == .let || token.keyword == .var, index + 1 < close, tokens[index + 1].kind == .identifier,
               isFalseDeclaration(name: index + 1, in: file), !hasAttribute(before: index, in: file) {
                flags[file.text(ofToken: index + 1)] = index + 1
            }
            index += 1
        }
        return flags
    }

    /// Whether the name at `name`, after `let` or `var`, is declared `= false`, `: Bool = false` or
    /// `: Bool` with nothing after it on its line.
    static func isFalseDeclaration(name: Int, in file: SwiftLexedFile) -> Bool {
        let count = file.tokens.count
        if name + 2 < count, file.tokens[name + 1].kind == .operator, file.token(name + 1, is: "=") {
            return file.token(name + 2, is: "false") && endsStatement(name + 3, in: file)
        }
        guard name + 2 < count, file.tokens[name + 1].kind == .colon, file.token(name + 2, is: "Bool") else { return false }
        if name + 4 < count, file.tokens[name + 3].kind == .operator, file.token(name + 3, is: "=") {
            return file.token(name + 4, is: "false") && endsStatement(name + 5, in: file)
        }
        return endsStatement(name + 3, in: file)
    }

    /// Whether a statement ends before the token at `index`: the file ends, or the token starts a
    /// line, or is `;` or `}`.
    static func endsStatement(_ index: Int, in file: SwiftLexedFile) -> Bool {
        index >= file.tokens.count || file.tokens[index].startsLine || file.tokens[index].kind == .semicolon || file.tokens[index].kind == .rightBrace
    }

    /// Whether an attribute (`@State`, `@AppStorage("key")`) stands before the declaration's keyword,
    /// back to the declaration or brace before it.
    private static func hasAttribute(before keyword: Int, in file: SwiftLexedFile) -> Bool {
        var index = keyword - 1
        while index >= 0, keyword - index <= 24 {
            let token = file.tokens[index]
            if token.kind == .at { return true }
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if [.let, .var, .func, .case, .`init`, .subscript].contains(token.keyword) { return false }
            index = token.kind == .rightParen && token.link < index ? Int(token.link) - 1 : index - 1
        }
        return false
    }

    /// Whether the name at `position` is a parameter `name: Bool = false` without an outer label.
    static func isDefaultFalseParameter(_ position: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        guard position > 0, position + 5 < tokens.count, tokens[position - 1].kind == .leftParen || tokens[position - 1].kind == .comma,
              tokens[position + 1].kind == .colon, file.token(position + 2, is: "Bool"), file.token(position + 3, is: "="),
              file.token(position + 4, is: "false") else { return false }
        return tokens[position + 5].kind == .comma || tokens[position + 5].kind == .rightParen
    }

    /// Whether the parameter at `position` is one of an initialiser (`init(`, `init?(`) or of a static
    /// function: the ones whose calls are read for the flag.
    private static func isParameterOfMaker(_ position: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        // The `(` the parameter list opens with.
        guard let open = file.enclosingParenthesis(of: position), open >= 1 else { return false }
        var name = open - 1
        if tokens[name].kind == .operator, file.token(name, is: "?") || file.token(name, is: "!"), name >= 1 { name -= 1 }
        if tokens[name].keyword == .`init` { return true }
        return tokens[name].kind == .identifier && name >= 1 && tokens[name - 1].keyword == .func && file.hasModifier("static", before: name - 1)
    }

    /// Whether the flag's name at `position`, in its struct's own code, only reads it, passes it on,
    /// declares it `false` or keeps a parameter that defaults to `false` (see ``UnshippedFlags``).
    static func isHarmless(_ position: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        // `&name`, `\.name`, `\Type.name`, `for name in`, `{ name in`.
        if position > 0, tokens[position - 1].kind == .operator && file.token(position - 1, is: "&") || tokens[position - 1].keyword == .for { return false }
        if (max(0, position - 3)..<position).contains(where: { tokens[$0].kind == .backslash }) { return false }
        guard position + 1 < tokens.count else { return true }
        let next = tokens[position + 1]
        if next.keyword == .in { return false }
        if position > 0, tokens[position - 1].keyword == .let || tokens[position - 1].keyword == .var {
            return isFalseDeclaration(name: position, in: file)
        }
        if next.kind == .colon {
            // A parameter: only `name: Bool = false` of an initialiser or a factory; an argument's
            // label (`foregroundColor(isDisabled: isDisabled)`) passes the flag on.
            guard position + 2 < tokens.count, file.token(position + 2, is: "Bool") else { return true }
            return isDefaultFalseParameter(position, in: file) && isParameterOfMaker(position, in: file)
        }
        if next.kind == .operator, file.token(position + 1, is: "=") {
            // `self.name = name`, an initialiser keeping its parameter.
            guard position >= 2, tokens[position - 1].kind == .period, tokens[position - 2].keyword == .self, position + 2 < tokens.count,
                  file.token(position + 2, equals: file.text(ofToken: position)) else { return false }
            return endsStatement(position + 3, in: file)
        }
        if next.kind == .period, position + 2 < tokens.count, file.token(position + 2, is: "toggle") { return false }
        return !isBoundByPattern(position, in: file)
    }

    /// Whether the name at `position` is bound by a pattern after `let` or `var` on its line
    /// (`case let .busy(isLoading):`, `let (isLoading, count) = …`): a new local, not the flag. A
    /// `=` before it puts it in a value (`let hint = isLoading ? …`).
    private static func isBoundByPattern(_ position: Int, in file: SwiftLexedFile) -> Bool {
        var index = position - 1
        while index >= 0, position - index <= 32 {
            let token = file.tokens[index]
            if token.keyword == .let || token.keyword == .var { return true }
            if token.kind == .operator && file.token(index, is: "=") || token.kind == .leftBrace || token.kind == .rightBrace
                || token.kind == .semicolon || token.startsLine { return false }
            index -= 1
        }
        return false
    }
}
