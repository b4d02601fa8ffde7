/// Collects the declarations of one lexed file in one pass over its tokens: constants, properties,
/// functions and enum cases, each with its owner type (or local scope), type, value or body.
enum DeclarationCollector {
    static func declarations(in file: SwiftLexedFile, scopes: SwiftScopeTree) -> [SwiftDeclaration] {
        let tokens = file.tokens
        let shape = ExpressionShape(file: file)
        var result: [SwiftDeclaration] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let keyword = tokens[index].keyword
            guard keyword == .let || keyword == .var || keyword == .func || keyword == .case || keyword == .`init`, index + 1 < tokens.count else { continue }
            // `x.let`, `.case`: a member named like a keyword.
            if index > 0, tokens[index - 1].kind == .period { continue }
            switch keyword {
            case .let, .var:
                if let declaration = property(at: index, isLet: keyword == .let, file: file, scopes: scopes, shape: shape) { result.append(declaration) }
            case .func:
                if let declaration = function(at: index, file: file, scopes: scopes) { result.append(declaration) }
            case .`init`:
                // An initialiser an app adds to a text type (`extension Text { init(key: String) {
                // self.init(LocalizedStringKey(key)) } }`): a lookup helper its callers call as
                // `Text(key: "…")` (Dawnbreak). Other types' initialisers are read where they are made.
                guard case .type(let owner, _) = scopes.scopes[scopes.scope(of: index)].kind, textOwnerNames.contains(owner),
                      let declaration = function(at: index, file: file, scopes: scopes, isInitialiser: true) else { continue }
                result.append(declaration)
            default:
                result += enumCases(at: index, file: file, scopes: scopes, shape: shape)
            }
        }
        markMembersOfPublicExtensions(&result, file: file, scopes: scopes)
        return result
    }

    /// A member of a `public extension` (or `open`) is public unless it says otherwise
    /// (`private`, `fileprivate`, `internal`): Fernlet's `public extension View { func
    /// fernletIconButton(…) }` and EnergyStats' `public extension String { init(key:…) }` are what
    /// other modules call.
    private static func markMembersOfPublicExtensions(_ declarations: inout [SwiftDeclaration], file: SwiftLexedFile, scopes: SwiftScopeTree) {
        let publicScopes = publicExtensionScopes(file: file, scopes: scopes)
        guard !publicScopes.isEmpty else { return }
        for index in declarations.indices where !declarations[index].isPublic && declarations[index].owner != nil {
            let nameToken = Int(declarations[index].nameToken)
            guard publicScopes.contains(scopes.scope(of: nameToken)), !saysNotPublic(before: nameToken, file: file) else { continue }
            declarations[index].isPublic = true
        }
    }

    /// Whether another module can call the initialiser whose `init` keyword is at `keyword`: it is
    /// written `public` or `open`, or stands in a public extension without saying otherwise
    /// (Onym's `extension SettingsPrimaryButton { public init(_ text: LocalizedStringKey, …) }`).
    static func isPublicInitialiser(at keyword: Int, file: SwiftLexedFile, scopes: SwiftScopeTree) -> Bool {
        if modifiers(before: keyword, file: file).isPublic { return true }
        return publicExtensionScopes(file: file, scopes: scopes).contains(scopes.scope(of: keyword)) && !saysNotPublic(before: keyword, file: file)
    }

    /// The scopes of a file's `public extension`s (or `open`).
    private static func publicExtensionScopes(file: SwiftLexedFile, scopes: SwiftScopeTree) -> Set<Int> {
        var publicScopes = Set<Int>()
        for (scope, node) in scopes.scopes.enumerated() {
            guard case .type = node.kind else { continue }
            var index = Int(node.open) - 1
            var steps = 0
            while index >= 1, steps < 32, !file.token(index, is: "extension") {
                if file.tokens[index].kind == .leftBrace || file.tokens[index].kind == .rightBrace { break }
                index -= 1
                steps += 1
            }
            if index >= 1, file.token(index, is: "extension"), file.tokens[index - 1].keyword == .public || file.tokens[index - 1].keyword == .open {
                publicScopes.insert(scope)
            }
        }
        return publicScopes
    }

    /// Whether the modifiers before a member's name (and its keyword: `func`, `var`, `case`) say
    /// `private`, `fileprivate` or `internal`.
    private static func saysNotPublic(before nameToken: Int, file: SwiftLexedFile) -> Bool {
        var before = nameToken - 1
        while before >= 0, nameToken - before <= 12, !file.tokens[before + 1].startsLine || before == nameToken - 1 {
            if file.tokens[before].kind == .leftBrace || file.tokens[before].kind == .rightBrace || file.tokens[before].kind == .semicolon { break }
            if file.token(before, is: "private") || file.token(before, is: "fileprivate") || file.token(before, is: "internal") { return true }
            before -= 1
        }
        return false
    }

    /// Where a declaration at `keyword` belongs: its owner type, or its local scope.
    private static func place(of keyword: Int, scopes: SwiftScopeTree) -> (owner: String?, localScope: Int32) {
        let scope = scopes.scope(of: keyword)
        switch scopes.scopes[scope].kind {
        case .type(let name, _): return (name, -1)
        case .file: return (nil, -1)
        case .function, .closure, .block: return (nil, Int32(scope))
        }
    }

    /// The modifiers before a declaration keyword, back to the start of its line.
    private static func modifiers(before keyword: Int, file: SwiftLexedFile) -> Modifiers {
        var modifiers = Modifiers()
        var index = keyword - 1
        while index >= 0, keyword - index <= 12, !file.tokens[index + 1].startsLine {
            let token = file.tokens[index]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { break }
            switch token.keyword {
            case .static, .class: modifiers.isStatic = true
            case .public, .open: modifiers.isPublic = true
            case .none where token.kind == .identifier:
                // `private`, `fileprivate(set)`: only this file sets it.
                if file.token(index, is: "private") || file.token(index, is: "fileprivate") { modifiers.isSetInItsFileOnly = true }
                if file.token(index, is: "lazy") { modifiers.isLazy = true }
            default: break
            }
            index -= 1
        }
        return modifiers
    }

    /// What the modifiers of a declaration say.
    private struct Modifiers {
        var isStatic = false
        var isPublic = false
        var isSetInItsFileOnly = false
        var isLazy = false
    }

    private static func name(at index: Int, file: SwiftLexedFile) -> String? {
        guard index < file.tokens.count, file.tokens[index].kind == .identifier else { return nil }
        var text = file.text(ofToken: index)
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 { text = String(text.dropFirst().dropLast()) }
        return text
    }

    /// `let name: T = value`, `var name: T { … }`, `if let name = value`.
    private static func property(at keyword: Int, isLet: Bool, file: SwiftLexedFile, scopes: SwiftScopeTree, shape: ExpressionShape) -> SwiftDeclaration? {
        let tokens = file.tokens
        guard let name = name(at: keyword + 1, file: file) else { return nil }
        let (owner, localScope) = place(of: keyword, scopes: scopes)
        let written = modifiers(before: keyword, file: file)
        // A binding in a condition (`if let x = y, …`, `guard var z = w else`) ends at `,`, `{` or `else`.
        var before = keyword - 1
        if before >= 0, tokens[before].keyword == .case { before -= 1 }
        let inCondition = before >= 0 && (tokens[before].kind == .comma
            || tokens[before].keyword == .if || tokens[before].keyword == .guard || tokens[before].keyword == .while)
        var index = keyword + 2
        var type: Range<Int>?
        if index < tokens.count, tokens[index].kind == .colon {
            let start = index + 1
            index = start
            while index < tokens.count {
                let token = tokens[index]
                if index > start && token.startsLine { break }
                if token.kind == .leftBrace || token.kind == .comma || token.kind == .semicolon || token.kind == .rightBrace { break }
                if token.kind == .operator && file.token(index, is: "=") { break }
                if (token.kind == .leftParen || token.kind == .leftBracket), token.link > index {
                    index = Int(token.link) + 1
                    continue
                }
                index = file.next(after: index)
            }
            type = start..<index
        }
        var declaration = SwiftDeclaration(
            kind: isLet ? .constant : .variable, name: name, nameToken: Int32(keyword + 1), owner: owner, localScope: localScope,
            isStatic: written.isStatic, isPublic: written.isPublic, type: type, value: nil, body: -1, parameters: [], rawText: .none)
        declaration.isSetInItsFileOnly = written.isSetInItsFileOnly
        declaration.isLazy = written.isLazy
        guard index < tokens.count else { return declaration }
        if inCondition, type == nil, tokens[index].kind == .comma || tokens[index].kind == .leftBrace || tokens[index].keyword == .else {
            // `guard let message else …`, `if let title {`: the shorthand binds the value of the
            // name it repeats, which a use finds as the declaration before this one.
            declaration.value = (keyword + 1)..<(keyword + 2)
            return declaration
        }
        var isComputed = false
        if tokens[index].kind == .operator, file.token(index, is: "=") {
            let start = index + 1
            let end = inCondition ? conditionEnd(from: start, file: file) : shape.expressionEnd(from: start)
            if start < end { declaration.value = start..<end }
        } else if tokens[index].kind == .leftBrace, !isLet, !inCondition, tokens[index].link > index {
            declaration.kind = .computed
            declaration.body = Int32(getter(in: index, file: file))
            isComputed = true
        }
        // A local declared without a value takes what its scope assigns; a local `var` also what is
        // added to it (`label += String(localized: "…")`, `parts.append(…)`).
        if localScope >= 0, !inCondition, !isComputed, !isLet || declaration.value == nil {
            (declaration.assignedValues, declaration.appendedValues) = assignedValues(
                of: name, after: keyword + 1, before: Int(scopes.scopes[Int(localScope)].close), file: file, shape: shape)
        }
        return declaration
    }

    /// The values assigned to a local up to the end of its scope: each `name = value` that starts a
    /// statement (`label = …` on its line, after `{`, `;` or a `case …:`); and the values added to
    /// it, `name += value`, `name.append(value)`, `name.append(contentsOf: value)`.
    private static func assignedValues(
        of name: String, after nameToken: Int, before close: Int, file: SwiftLexedFile, shape: ExpressionShape
    ) -> (assigned: [Range<Int>], appended: [Range<Int>]) {
        let tokens = file.tokens
        var values: [Range<Int>] = []
        var appended: [Range<Int>] = []
        var index = nameToken + 1
        let length = Int32(name.utf8.count)
        while index + 3 < min(close, tokens.count), values.count < 8, appended.count < 8 {
            defer { index += 1 }
            // The length first: most tokens are not the name.
            guard tokens[index].end - tokens[index].start == length, tokens[index].kind == .identifier, file.token(index, equals: name) else { continue }
            let previous = tokens[index - 1].kind
            guard tokens[index].startsLine || previous == .leftBrace || previous == .semicolon || previous == .colon else { continue }
            if tokens[index + 1].kind == .operator, file.token(index + 1, is: "=") || file.token(index + 1, is: "+=") {
                let end = shape.expressionEnd(from: index + 2)
                guard end > index + 2 else { continue }
                if file.token(index + 1, is: "=") { values.append((index + 2)..<end) } else { appended.append((index + 2)..<end) }
            } else if tokens[index + 1].kind == .period, file.token(index + 2, is: "append"), tokens[index + 3].kind == .leftParen,
                      let arguments = file.arguments(ofParen: index + 3), arguments.count == 1 {
                appended.append(arguments[0].expression)
            }
        }
        return (values, appended)
    }

    /// The end of a binding's value in a condition: the first `,`, `{` or `else` at its level.
    private static func conditionEnd(from start: Int, file: SwiftLexedFile) -> Int {
        var index = start
        while index < file.tokens.count {
            let token = file.tokens[index]
            switch token.kind {
            case .comma, .leftBrace, .rightBrace, .rightParen, .semicolon: return index
            case .identifier where token.keyword == .else: return index
            case .leftParen, .leftBracket:
                guard token.link > index else { return index }
                index = Int(token.link) + 1
            default:
                index = file.next(after: index)
            }
        }
        return index
    }

    /// The getter's `{` inside a property's braces (`get { … }`), or the braces themselves.
    private static func getter(in brace: Int, file: SwiftLexedFile) -> Int {
        let first = brace + 1
        let close = Int(file.tokens[brace].link)
        guard first < close, file.tokens[first].keyword == .get else {
            // `{ set { … } get { … } }` and attributes before `get` are rare: looked for below.
            var index = first
            while index < close {
                if file.tokens[index].keyword == .get, index + 1 < close, file.tokens[index + 1].kind == .leftBrace,
                   file.tokens[index - 1].kind == .rightBrace || index == first {
                    return index + 1
                }
                index = file.step(over: index)
            }
            return brace
        }
        // `get async throws {`
        var index = first + 1
        while index < close, file.tokens[index].kind == .identifier { index += 1 }
        return index < close && file.tokens[index].kind == .leftBrace ? index : brace
    }

    /// Every initialiser the file declares, of any type (the module's declarations hold only those
    /// of text types): what ``LabelWrappers`` reads of an app view's `init`.
    static func initialisers(in file: SwiftLexedFile, scopes: SwiftScopeTree) -> [SwiftDeclaration] {
        guard file.keywordsSeen & (1 << UInt64(SwiftKeyword.`init`.rawValue)) != 0 else { return [] }
        return file.tokens.indices.compactMap { index in
            guard file.tokens[index].keyword == .`init`, index == 0 || file.tokens[index - 1].kind != .period,
                  case .type = scopes.scopes[scopes.scope(of: index)].kind else { return nil }
            return function(at: index, file: file, scopes: scopes, isInitialiser: true)
        }
    }

    /// `func name<T>(params) async throws -> R where … { … }`.
    /// With `isInitialiser`, `init?<T>(params) { … }`: named "init", at its keyword.
    private static func function(at keyword: Int, file: SwiftLexedFile, scopes: SwiftScopeTree, isInitialiser: Bool = false) -> SwiftDeclaration? {
        let tokens = file.tokens
        // An operator is named by its symbols: iTorrent's `prefix func %(expression: String.LocalizationValue)`,
        // a lookup helper written `%"details.start"` (58th study).
        let operatorName = !isInitialiser && keyword + 1 < tokens.count && tokens[keyword + 1].kind == .operator ? file.text(ofToken: keyword + 1) : nil
        guard let name = isInitialiser ? "init" : operatorName ?? name(at: keyword + 1, file: file) else { return nil }
        var index = isInitialiser ? keyword + 1 : keyword + 2
        // Generic parameters `<T: P>`: operators and names up to the parameter list.
        while index < tokens.count, tokens[index].kind != .leftParen, tokens[index].kind != .leftBrace, index - keyword < 64 { index += 1 }
        guard index < tokens.count, tokens[index].kind == .leftParen, tokens[index].link > index, let items = file.arguments(ofParen: index) else {
            return nil
        }
        let parameters = items.compactMap { ScopeHeaderReader.parameter(file, $0) }
        index = Int(tokens[index].link) + 1
        var type: Range<Int>?
        var body: Int32 = -1
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .leftBrace {
                body = token.link > index ? Int32(index) : -1
                break
            }
            if token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.startsLine, let type, type.upperBound <= index { break }
            if token.kind == .operator, file.token(index, is: "->") {
                let start = index + 1
                var end = start
                while end < tokens.count, tokens[end].kind != .leftBrace, tokens[end].kind != .rightBrace,
                      !(tokens[end].kind == .identifier && file.token(end, is: "where")), !(end > start && tokens[end].startsLine) {
                    end = (tokens[end].kind == .leftParen || tokens[end].kind == .leftBracket) && tokens[end].link > end ? Int(tokens[end].link) + 1 : end + 1
                }
                type = start..<end
                index = end
                continue
            }
            if token.startsLine && !(token.kind == .identifier && (file.token(index, is: "where") || file.token(index, is: "throws") || file.token(index, is: "async"))) {
                break
            }
            index += 1
        }
        let (owner, localScope) = place(of: keyword, scopes: scopes)
        let written = modifiers(before: keyword, file: file)
        return SwiftDeclaration(
            kind: .function, name: name, nameToken: Int32(isInitialiser ? keyword : keyword + 1), owner: owner, localScope: localScope, isStatic: written.isStatic,
            isPublic: written.isPublic, type: type, value: nil, body: body, parameters: parameters, rawText: .none)
    }

    /// `case a, b = "B", c(Int)` in an enum's body.
    private static func enumCases(at keyword: Int, file: SwiftLexedFile, scopes: SwiftScopeTree, shape: ExpressionShape) -> [SwiftDeclaration] {
        let scope = scopes.scope(of: keyword)
        guard case .type(let owner, let rawText) = scopes.scopes[scope].kind else { return [] }
        let tokens = file.tokens
        var result: [SwiftDeclaration] = []
        var index = keyword + 1
        let isPublic = modifiers(before: keyword, file: file).isPublic
        while index < tokens.count, let name = name(at: index, file: file) {
            var declaration = SwiftDeclaration(
                kind: .enumCase, name: name, nameToken: Int32(index), owner: owner, localScope: -1, isStatic: true, isPublic: isPublic,
                type: nil, value: nil, body: -1, parameters: [], rawText: rawText)
            index += 1
            if index < tokens.count, tokens[index].kind == .leftParen, tokens[index].link > index {
                declaration.rawText = .none
                index = Int(tokens[index].link) + 1
            }
            if index + 1 < tokens.count, tokens[index].kind == .operator, file.token(index, is: "=") {
                let end = shape.expressionEnd(from: index + 1)
                if end > index + 1 { declaration.value = (index + 1)..<end }
                index = end
            }
            result.append(declaration)
            guard index < tokens.count, tokens[index].kind == .comma else { break }
            index += 1
        }
        return result
    }
}
