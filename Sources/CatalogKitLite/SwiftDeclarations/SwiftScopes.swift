/// One parameter of a function, initialiser or closure: `label name: Type = default`.
struct SwiftParameter: Sendable {
    /// The argument label callers write (`nil` for `_`), or the name when no label is written.
    var label: String?
    /// The name the body uses.
    var name: String
    /// The type annotation's tokens, when written.
    var type: Range<Int>?
    /// The default value's tokens, when written.
    var defaultValue: Range<Int>?
    /// Whether it is variadic (`CVarArg...`): it takes the rest of the unlabelled arguments.
    var isVariadic = false

    /// Whether its label or name names a language: a code (`de:`) or a name (`german`, `english`).
    var namesALanguage: Bool {
        [label, name].contains { word in word.flatMap(LanguageTag.language(named:)) != nil }
    }
}

extension [SwiftParameter] {
    /// Whether the parameters take one text per language (`_ english: String, de german: String`):
    /// a function that picks among them at run time translates in the code. Two are needed, since
    /// one parameter may be named like a language by chance (`id`, `it`).
    var takeTextPerLanguage: Bool {
        lazy.filter(\.namesALanguage).prefix(2).count == 2
    }
}

/// What an enum's raw values are, where they are text: a `String` (`case x` has the raw value
/// "x"), or a catalog key (`enum Kind: LocalizedStringKey { case a = "Title" }`, looked up).
enum EnumRawText: Sendable {
    case none, string, localizedStringKey, localizedStringResource
}

/// What a pair of braces is, for finding what a name in it refers to.
struct SwiftScope: Sendable {
    enum Kind: Sendable {
        /// The file's top level.
        case file
        /// The body of a type or an extension, named as written with its enclosing types
        /// (`Syntax.Outline.Kind`), and what an enum's raw values are when they are text.
        case type(name: String, rawText: EnumRawText)
        /// The body of a function, initialiser, subscript or accessor.
        case function(parameters: [SwiftParameter])
        /// A closure, with the names of its parameters.
        case closure(parameters: [String])
        /// The block of `if`, `switch`, `for`, `do`, … .
        case block
    }

    var kind: Kind
    /// The enclosing scope, or -1 for the file.
    var parent: Int32
    /// The `{` token (-1 for the file) and its partner.
    var open: Int32
    var close: Int32
    /// The nearest enclosing (or own) type scope, -1 when none.
    var typeScope: Int32
    /// The nearest enclosing (or own) function or closure scope, -1 at type or file level.
    var functionScope: Int32
}

/// The scopes of one lexed file and the innermost scope of each token: made in one pass over the
/// tokens, with a stack, so that nesting of any depth costs its length.
struct SwiftScopeTree: Sendable {
    /// The scopes; 0 is the file.
    private(set) var scopes: [SwiftScope]
    /// The innermost scope of each token (a `{` and its `}` belong to the scope they open).
    private(set) var scopeOfToken: [Int32]

    /// The scope that holds a token.
    func scope(of token: Int) -> Int { Int(scopeOfToken[token]) }

    /// The body of the initialiser whose `init` keyword is `token`, a member of the type scope
    /// `typeScope`: the first function scope after it. A parameter's default closure
    /// (`onNavigate: @escaping () -> Void = {}`, Konjugieren's onboarding page) comes first and is
    /// no body.
    func initialiserBody(after token: Int, inType typeScope: Int) -> Int? {
        scopes.indices.first { index in
            guard Int(scopes[index].open) > token, Int(scopes[index].parent) == typeScope else { return false }
            if case .function = scopes[index].kind { return true }
            return false
        }
    }

    /// The statements `self.name = value` written directly in a function's body (not in a closure
    /// or a branch of it) whose value is one name: the property's and the value's tokens, in order.
    /// An initialiser that stores what it is given as it is (`self.title = title`) writes them.
    func selfAssignments(inBody body: Int, of file: SwiftLexedFile) -> [(property: Int, value: Int)] {
        let tokens = file.tokens
        let open = Int(scopes[body].open)
        let close = Int(scopes[body].close)
        guard open >= 0, close > open, close <= tokens.count else { return [] }
        var found: [(property: Int, value: Int)] = []
        var index = open + 1
        while index + 4 < close {
            defer { index += 1 }
            guard tokens[index].keyword == .self, tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier,
                  tokens[index + 3].kind == .operator, file.token(index + 3, is: "="), scope(of: index) == body,
                  tokens[index + 4].kind == .identifier else { continue }
            // `self.title = title`, or made a key as it is stored: `self.title = LocalizedStringKey(title)`,
            // `LocalizedStringKey(stringLiteral: title)` (walnut's `GlassActionButton`, whose `String`
            // initialiser stores its title as the key its other initialiser takes).
            var value = index + 4
            var end = index + 5
            if file.token(value, is: "LocalizedStringKey"), end < close, tokens[end].kind == .leftParen {
                var inner = end + 1
                if inner + 1 < close, file.token(inner, is: "stringLiteral"), tokens[inner + 1].kind == .colon { inner += 2 }
                guard inner + 1 < close, tokens[inner].kind == .identifier, tokens[inner + 1].kind == .rightParen else { continue }
                value = inner
                end = inner + 2
            }
            guard end < tokens.count, tokens[end].startsLine || tokens[end].kind == .semicolon || tokens[end].kind == .rightBrace else { continue }
            found.append((index + 2, value))
        }
        return found
    }

    /// The qualified name of the type whose body (or an accessor or method inside it) holds the
    /// token, or `nil` at the file's level.
    func enclosingType(of token: Int) -> String? {
        let type = scopes[scope(of: token)].typeScope
        guard type >= 0, case .type(let name, _) = scopes[Int(type)].kind else { return nil }
        return name
    }

    init(_ file: SwiftLexedFile) {
        let tokens = file.tokens
        var scopes = [SwiftScope(kind: .file, parent: -1, open: -1, close: Int32(tokens.count), typeScope: -1, functionScope: -1)]
        var scopeOfToken = [Int32](repeating: 0, count: tokens.count)
        var stack: [Int32] = [0]
        var header = ScopeHeaderReader(file: file)
        var index = 0
        while index < tokens.count {
            let current = stack[stack.count - 1]
            scopeOfToken[index] = current
            let token = tokens[index]
            switch token.kind {
            case .leftBrace:
                let parent = scopes[Int(current)]
                let kind = header.kindOfBrace(at: index, enclosingType: Self.typeName(scopes, parent.typeScope))
                let id = Int32(scopes.count)
                var scope = SwiftScope(
                    kind: kind, parent: current, open: Int32(index), close: token.link > index ? token.link : Int32(tokens.count),
                    typeScope: parent.typeScope, functionScope: parent.functionScope)
                switch kind {
                case .type: scope.typeScope = id; scope.functionScope = -1
                case .function, .closure: scope.functionScope = id
                case .file, .block: break
                }
                scopes.append(scope)
                scopeOfToken[index] = id
                stack.append(id)
            case .rightBrace:
                if stack.count > 1, scopes[Int(current)].close == Int32(index) {
                    stack.removeLast()
                } else if stack.count > 1, let position = stack.lastIndex(where: { scopes[Int($0)].close == Int32(index) }), position > 0 {
                    // An unmatched brace inside closed the scopes opened after it.
                    stack.removeSubrange(position...)
                }
                header.reset(at: index)
            default:
                header.note(index)
            }
            index += 1
        }
        self.scopes = scopes
        self.scopeOfToken = scopeOfToken
    }

    private static func typeName(_ scopes: [SwiftScope], _ typeScope: Int32) -> String? {
        guard typeScope >= 0, case .type(let name, _) = scopes[Int(typeScope)].kind else { return nil }
        return name
    }
}

/// Reads the tokens before a `{` to say what the brace opens: what declaration or statement
/// keyword came last at this level, whether an `=` came after it (then the brace is a closure in
/// an expression), and the parameter list of a function.
struct ScopeHeaderReader {
    let file: SwiftLexedFile
    /// The keyword that decides the next brace, with its token.
    private var pending: (keyword: Keyword, token: Int)?
    /// The parenthesis depth when the keyword was read: a brace inside parentheses after it is
    /// an argument's closure, not the declaration's body.
    private var depth = 0
    private var pendingDepth = 0
    /// The keyword a closure inside its parentheses interrupted, with the depths and the closure's
    /// `}`: `init(…, onNavigate: @escaping () -> Void = {}) {` still opens the initialiser's body
    /// after the default closure (Konjugieren's onboarding page read it as a closure).
    private var suspended: [(pending: (keyword: Keyword, token: Int), pendingDepth: Int, depth: Int, close: Int)] = []

    enum Keyword {
        case type, function, property, accessor, control
    }

    init(file: SwiftLexedFile) {
        self.file = file
    }

    /// Forgets the keyword at a `}`, or takes back the one the closure it closes interrupted.
    mutating func reset(at index: Int) {
        if let last = suspended.last, last.close == index {
            suspended.removeLast()
            pending = last.pending
            pendingDepth = last.pendingDepth
            depth = last.depth
            return
        }
        pending = nil
    }

    /// Takes note of a token that is not a brace.
    mutating func note(_ index: Int) {
        let token = file.tokens[index]
        switch token.kind {
        case .leftParen, .leftBracket: depth += 1
        case .rightParen, .rightBracket: depth = max(0, depth - 1)
        case .semicolon: pending = nil
        case .operator:
            // `let x = { … }()`, `var y = Foo { … }`: the brace is a closure in the initialiser.
            if depth == pendingDepth, file.token(index, is: "="), pending?.keyword == .property { pending = nil }
        case .identifier:
            guard let keyword = Self.keyword(file, index), !(keyword == .control && depth > 0 && isArgumentLabel(index)) else { return }
            // `if let x = y {`, `guard var z = w else {`: the brace is still the statement's block.
            if keyword == .property, pending?.keyword == .control, depth == pendingDepth { return }
            pending = (keyword, index)
            pendingDepth = depth
        default:
            break
        }
    }

    /// Whether a statement keyword inside parentheses is an argument label: `func text(for key:
    /// String)`, `text(for: self)` (ClipFlow's `localizedString(for:)` helper was read as the block
    /// of a loop, so its lookup made no helper).
    private func isArgumentLabel(_ index: Int) -> Bool {
        guard index + 1 < file.tokens.count else { return false }
        if file.tokens[index + 1].kind == .colon { return true }
        return index + 2 < file.tokens.count && file.tokens[index + 1].kind == .identifier && file.tokens[index + 2].kind == .colon
    }

    private static func keyword(_ file: SwiftLexedFile, _ index: Int) -> Keyword? {
        let word = file.tokens[index].keyword
        guard word != .none else { return nil }
        let next = index + 1 < file.tokens.count ? index + 1 : index
        // `x.func`, `.default`: a member named like a keyword.
        if index > 0, file.tokens[index - 1].kind == .period { return nil }
        switch word {
        case .struct, .enum, .extension, .protocol, .actor:
            return file.tokens[next].kind == .identifier ? .type : nil
        case .class:
            // `class func`, `class var`: a modifier.
            switch file.tokens[next].keyword {
            case .func, .var, .let, .subscript, .`init`, .static: return nil
            default: break
            }
            if file.token(next, is: "override") || file.token(next, is: "final") { return nil }
            return file.tokens[next].kind == .identifier ? .type : nil
        case .func, .`init`, .subscript, .deinit:
            return .function
        case .var, .let:
            return .property
        case .get, .set, .willSet, .didSet:
            let following = file.tokens[next].kind
            return following == .leftBrace || following == .leftParen ? .accessor : nil
        case .if, .guard, .while, .for, .switch, .do, .repeat, .catch, .defer, .else:
            return .control
        default:
            return nil
        }
    }

    /// What the brace at `index` opens, and forgets the keyword it used.
    mutating func kindOfBrace(at index: Int, enclosingType: String?) -> SwiftScope.Kind {
        defer {
            pending = nil
            pendingDepth = depth
        }
        // A closure inside a function's parameters (a default value): the keyword decides the brace
        // after them. Other keywords are forgotten as before: one without a brace of its own
        // (`var total: Int`, then `items.forEach({ … })`) must not take a later one.
        if let pending, pending.keyword == .function, depth > pendingDepth, file.tokens[index].link > index {
            suspended.append((pending, pendingDepth, depth, Int(file.tokens[index].link)))
        }
        guard let (keyword, token) = pending, depth == pendingDepth else { return closure(at: index) }
        switch keyword {
        case .type:
            return typeKind(keywordAt: token, brace: index, enclosingType: enclosingType)
        case .function:
            return .function(parameters: parameters(between: token, and: index))
        case .property, .accessor:
            // `var body: some View {` (a getter), `get {`, `set(newValue) {`.
            let accessor = file.tokens[token].keyword
            if keyword == .accessor, accessor == .set || accessor == .willSet || accessor == .didSet {
                let name = file.tokens[token + 1].kind == .leftParen && file.tokens[token + 2].kind == .identifier
                    ? file.text(ofToken: token + 2) : (accessor == .didSet ? "oldValue" : "newValue")
                return .function(parameters: [SwiftParameter(label: nil, name: name)])
            }
            return .function(parameters: [])
        case .control:
            return .block
        }
    }

    /// `struct Name<T>: P where …`, `extension A.B`: the name as written, under the enclosing type.
    private func typeKind(keywordAt keyword: Int, brace: Int, enclosingType: String?) -> SwiftScope.Kind {
        var name = file.text(ofToken: keyword + 1)
        var index = keyword + 2
        // `extension Syntax.Outline.Kind`
        while index + 1 < brace, file.tokens[index].kind == .period, file.tokens[index + 1].kind == .identifier {
            name += "." + file.text(ofToken: index + 1)
            index += 2
        }
        let isExtension = file.tokens[keyword].keyword == .extension
        var rawText = EnumRawText.none
        if file.tokens[keyword].keyword == .enum {
            // `enum Tab: String, CaseIterable {`, `enum Kind: LocalizedStringKey {`
            var position = index
            while position < brace, rawText == .none {
                if file.tokens[position].keyword == .String {
                    rawText = .string
                } else if file.token(position, is: "LocalizedStringKey") {
                    rawText = .localizedStringKey
                } else if file.token(position, is: "LocalizedStringResource") {
                    rawText = .localizedStringResource
                }
                position += 1
            }
        }
        let qualified = isExtension || enclosingType == nil ? name : enclosingType! + "." + name
        return .type(name: qualified, rawText: rawText)
    }

    /// The parameters of the first parenthesised list after a function keyword.
    private func parameters(between keyword: Int, and brace: Int) -> [SwiftParameter] {
        var index = keyword + 1
        while index < brace, file.tokens[index].kind != .leftParen { index += 1 }
        guard index < brace, let items = file.arguments(ofParen: index) else { return [] }
        return items.compactMap { Self.parameter(file, $0) }
    }

    /// One parameter from an item of a parameter list (`label name: T = d`, `_ name: T`, `name: T`).
    static func parameter(_ file: SwiftLexedFile, _ item: CallArgument) -> SwiftParameter? {
        // CallArgument splits `name: T` as label `name`; `label name: T` arrives unsplit.
        let start = item.label ?? item.expression.lowerBound
        let end = item.expression.upperBound
        var colon = start
        while colon < end, file.tokens[colon].kind != .colon { colon += 1 }
        guard colon < end else { return nil }
        // An attribute's name (`@ViewBuilder trailing:`, `@escaping`) is neither label nor name.
        let names = (start..<colon).filter { file.tokens[$0].kind == .identifier && !($0 > 0 && file.tokens[$0 - 1].kind == .at) }
        guard let last = names.last else { return nil }
        let name = file.text(ofToken: last)
        var label: String? = name
        if names.count >= 2 {
            let written = file.text(ofToken: names[names.count - 2])
            label = written == "_" ? nil : written
        }
        var typeEnd = colon + 1
        while typeEnd < end, !(file.tokens[typeEnd].kind == .operator && file.token(typeEnd, is: "=")) {
            typeEnd = file.next(after: typeEnd)
        }
        let type = (colon + 1)..<min(typeEnd, end)
        // `CVarArg...`, or a parameter pack (`_ arguments: repeat each T`), which takes the rest too.
        let isVariadic = type.upperBound > type.lowerBound && (file.tokens[type.upperBound - 1].kind == .operator
            && file.token(type.upperBound - 1, is: "...") || file.token(type.lowerBound, is: "repeat"))
        let defaultValue = typeEnd < end ? (typeEnd + 1)..<end : nil
        return SwiftParameter(label: label, name: name, type: type, defaultValue: defaultValue, isVariadic: isVariadic)
    }

    /// A closure's parameter names: `{ a, b in`, `{ (a: T, b) -> U in`, `{ [weak self] item in`.
    private func closure(at brace: Int) -> SwiftScope.Kind {
        let tokens = file.tokens
        var index = brace + 1
        let close = Int(tokens[brace].link)
        guard close > brace else { return .closure(parameters: []) }
        if index < close, tokens[index].kind == .leftBracket, tokens[index].link > index { index = Int(tokens[index].link) + 1 }
        var names: [String] = []
        if index < close, tokens[index].kind == .leftParen, tokens[index].link > index {
            for item in file.arguments(ofParen: index) ?? [] {
                let first = item.label ?? item.expression.lowerBound
                if tokens[first].kind == .identifier { names.append(file.text(ofToken: first)) }
            }
            index = Int(tokens[index].link) + 1
        } else {
            while index < close, tokens[index].kind == .identifier, tokens[index].keyword != .in {
                names.append(file.text(ofToken: index))
                index += 1
                guard index < close, tokens[index].kind == .comma else { break }
                index += 1
            }
        }
        // `throws`, `async`, `-> T` before `in`.
        var steps = 0
        while index < close, steps < 16, tokens[index].keyword != .in {
            guard tokens[index].kind == .identifier || tokens[index].kind == .operator || tokens[index].kind == .period else { break }
            index += 1
            steps += 1
        }
        guard index < close, tokens[index].keyword == .in else { return .closure(parameters: []) }
        return .closure(parameters: names)
    }
}
