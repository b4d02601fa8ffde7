/// The values of a declaration a name was followed to: a constant's initialiser, a computed
/// property's or function's return expressions (with the call's arguments bound to its
/// parameters), typed by what the declaration writes.
extension ValueJudge {
    /// The work of a declaration's values, or why it has none to follow.
    func values(
        of reference: DeclarationReference, call: Int?, selfCase: String?, selfType: String?, usedAt range: Range<Int>, _ work: Work,
        _ run: inout Run
    ) -> Resolution {
        guard work.depth < Self.maximumDepth else { return .dynamic(.tooComplex) }
        let declaration = module.declaration(reference)
        let declaredIn = Int(reference.file)
        let declaredFile = module.files[declaredIn]
        let written = TextType.of(annotation: declaration.type, in: declaredFile)
        var next = work
        next.file = declaredIn
        next.depth = work.depth + 1
        next.origin = work.origin ?? origin(of: declaration, in: declaredIn, usedAt: range, by: work)
        switch declaration.kind {
        case .constant, .variable:
            // A local declared without a value takes those its branches assign, and what is added
            // to it (`parts.append(…)`, `label += …`): Strings joined to what it held.
            if declaration.value == nil || isEmptyArray(declaration.value, in: declaredFile) && !declaration.appendedValues.isEmpty,
               !declaration.assignedValues.isEmpty || !declaration.appendedValues.isEmpty {
                next.frame = -1
                next.type = written ?? work.type
                var appended = next
                appended.type = .string
                return .follow((declaration.assignedValues.map { (next, $0) } + declaration.appendedValues.map { (appended, $0) })
                    .prefix(Self.maximumSteps).map { work, value in
                        var piece = work
                        piece.range = value
                        return piece
                    })
            }
            guard let value = declaration.value else {
                // `private let a11yLabel: String`, which each initialiser of its type works out
                // (Momen's medallion: `self.a11yLabel = locked ? String(localized: "…") : "…"`): the
                // values its file assigns. One given a parameter stays for the makers to give.
                var given: [Range<Int>]?
                if declaration.owner != nil, !declaration.isStatic, declaration.kind == .constant || isSetInItsFileOnly(reference),
                   let found = assignments(of: declaration, inFile: declaredIn), !found.isEmpty,
                   !found.contains(where: { isParameter($0, inFile: declaredIn) }) {
                    given = found
                } else {
                    // A private type's makers in its file (``madeValues(of:inFile:)``).
                    given = madeValues(of: declaration, inFile: declaredIn)
                }
                guard let given else { return .dynamic(.storedProperty) }
                next.frame = -1
                next.type = written ?? work.type
                return .follow(given.prefix(Self.maximumSteps).map { range in
                    var piece = next
                    piece.range = range
                    return piece
                })
            }
            // An instance `var` may be set anywhere; a static one, or a local, is read where it is made.
            // One only its own file sets (`private(set) var title = …`, set again in `handleError()`;
            // a view model's `var` no other code writes), or a `lazy var`, takes its value and what
            // that file assigns to it.
            var assigned: [Range<Int>] = []
            if declaration.kind == .variable, declaration.owner != nil, !declaration.isStatic {
                guard declaration.isLazy || isSetInItsFileOnly(reference),
                      let found = assignments(of: declaration, inFile: declaredIn) else { return .dynamic(.storedProperty) }
                // A class that its initialiser gives the value (Yattee's `Bookmark(title:)`) is a
                // model of data, made from the network as much as from samples: not its makers'.
                if !declaration.isSetInItsFileOnly, !declaration.isLazy, found.contains(where: { isParameter($0, inFile: declaredIn) }) {
                    return .dynamic(.storedProperty)
                }
                assigned = found
            }
            next.range = value
            next.frame = -1
            // A constant without a written type has its value's: a literal alone (or with other
            // literals) is a String, `key ?? "x"` is the key's type.
            if let written {
                next.type = written
            } else {
                // Literals alone make a String; beside a value of a type this reader cannot see,
                // they take the type the use asks for, as they would if that value were a key.
                switch intrinsicType(value, in: next) {
                case .flexible?, .string?: next.type = .string
                case let inferred?: next.type = inferred
                case nil: next.type = work.type
                }
            }
            // A local `var` also holds what its scope assigns to it, and what is added to it.
            var appended = next
            appended.type = .string
            return .follow((([value] + assigned + declaration.assignedValues).map { (next, $0) } + declaration.appendedValues.map { (appended, $0) })
                .prefix(Self.maximumSteps).map { work, range in
                    var piece = work
                    piece.range = range
                    return piece
                })
        case .computed, .function:
            guard declaration.body >= 0 else { return .dynamic(.variableNotResolved) }
            // Text in several languages, one picked at run time: neither hard-coded nor a lookup.
            if declaration.kind == .function, declaration.parameters.takeTextPerLanguage { return .dynamic(.translatedInCode) }
            // So is a function that looks its argument up in tables kept per language in code.
            if declaration.kind == .function, declaredFile.looksUpTablesPerLanguage(inBodyAt: Int(declaration.body), by: declaration.parameters) {
                return .dynamic(.translatedInCode)
            }
            var frame = Frame(file: declaredIn, parameters: [:], selfCase: selfCase, selfType: selfType ?? declaration.owner)
            if declaration.kind == .function {
                for parameter in declaration.parameters {
                    if let type = typeName(parameter.type, in: declaredFile, context: declaration.owner) { frame.parameterTypes[parameter.name] = type }
                }
                let callFile = module.files[work.file]
                let arguments = call.flatMap { callFile.arguments(ofParen: $0) } ?? []
                guard let bound = HelperCall.bind(declaration.parameters, arguments, in: callFile) else { return .dynamic(.unknownFunction) }
                for (index, parameter) in declaration.parameters.enumerated() {
                    if let argument = bound[index] {
                        frame.parameters[parameter.name] = (work.file, argument, work.frame)
                    } else if let defaultValue = parameter.defaultValue {
                        frame.parameters[parameter.name] = (declaredIn, defaultValue, -1)
                    }
                }
            }
            run.frames.append(frame)
            next.frame = run.frames.count - 1
            next.type = written ?? work.type
            var results = returnValues(ofBody: Int(declaration.body), inFile: declaredIn, selfCase: selfCase)
            if declaration.kind == .function { results = returnsReached(results, inFile: declaredIn, frame: frame) }
            guard !results.isEmpty else { return .dynamic(.otherExpression) }
            // No more than a use can follow: the rest would only be counted as too many.
            return .follow(results.prefix(Self.maximumSteps).map { result in
                var piece = next
                piece.range = result
                return piece
            })
        case .enumCase:
            return .dynamic(.otherExpression)
        }
    }

    /// Whether an expression is a parameter of the function it is written in (`self.title = title`).
    private func isParameter(_ range: Range<Int>, inFile fileIndex: Int) -> Bool {
        let file = module.files[fileIndex]
        let range = file.unwrapped(range)
        guard range.count == 1, file.tokens[range.lowerBound].kind == .identifier, case .parameter = enclosingName(range.lowerBound, in: fileIndex) else {
            return false
        }
        return true
    }

    /// Whether a value is `[]`: an array filled later.
    private func isEmptyArray(_ value: Range<Int>?, in file: SwiftLexedFile) -> Bool {
        guard let value, value.count == 2 else { return false }
        return file.tokens[value.lowerBound].kind == .leftBracket && file.tokens[value.lowerBound + 1].kind == .rightBracket
    }

    /// Where a use's value was followed to, for messages.
    func origin(of declaration: SwiftDeclaration, in declaredIn: Int, usedAt range: Range<Int>, by work: Work) -> ValueOrigin {
        let path = declaredIn == fileIndex || declaredIn >= module.paths.count ? nil : module.paths[declaredIn]
        let reference = module.files[work.file].expressionText(range, limit: 80)
        return ValueOrigin(reference: reference, file: path, position: module.files[declaredIn].position(ofToken: Int(declaration.nameToken)))
    }

    /// The expressions a body returns: its `return` statements (not those of closures or functions
    /// inside it), or, without any, the body as one expression (`var x: String { "A" }`, an `if` or
    /// `switch` expression). With `selfCase`, a `switch self` returns only from that case's clause.
    func returnValues(ofBody brace: Int, inFile fileIndex: Int, selfCase: String?) -> [Range<Int>] {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let scope = Int32(tree.scope(of: brace))
        let returns = returnsByScope(inFile: fileIndex)[scope] ?? []
        guard !returns.isEmpty else {
            let close = Int(file.tokens[brace].link)
            return close > brace + 1 ? [(brace + 1)..<close] : []
        }
        guard let selfCase else { return returns.map(\.expression) }
        // `switch self { case .a: return "A" … default: return "B" }`
        var matching: [Range<Int>] = []
        var defaults: [Range<Int>] = []
        for item in returns {
            switch clause(of: item.keyword, in: fileIndex) {
            case .none: matching.append(item.expression)
            case .some(nil): defaults.append(item.expression)
            case .some(let patterns?):
                if file.patterns(patterns, nameCase: selfCase) { matching.append(item.expression) }
            }
        }
        return matching.isEmpty ? defaults : matching
    }

    /// For a `return` directly in a clause of `switch self`: the clause's patterns (`nil` inside for
    /// `default`); `nil` when the return is not in such a clause.
    private func clause(of keyword: Int, in fileIndex: Int) -> Range<Int>?? {
        guard let found = switchClause(of: keyword, in: fileIndex), module.files[fileIndex].token(found.subject, is: "self") else { return nil }
        return .some(found.patterns)
    }

    /// For a `return` directly in a clause of a `switch` over one name (`switch self`, `switch tag`):
    /// the name's token and the clause's patterns (`nil` for `default`); `nil` when the return is
    /// not in such a clause.
    func switchClause(of keyword: Int, in fileIndex: Int) -> (subject: Int, patterns: Range<Int>?)? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let scope = tree.scope(of: keyword)
        let open = Int(tree.scopes[scope].open)
        guard open >= 2, file.tokens[open - 1].kind == .identifier, file.token(open - 2, is: "switch") else { return nil }
        var index = keyword - 1
        while index > open {
            if tree.scope(of: index) == scope, file.tokens[index].kind == .identifier {
                if file.token(index, is: "default") { return (open - 1, nil) }
                if file.token(index, is: "case") {
                    var colon = index + 1
                    while colon < keyword, file.tokens[colon].kind != .colon { colon += 1 }
                    return (open - 1, (index + 1)..<colon)
                }
            }
            index -= 1
        }
        return nil
    }

    /// Per function or closure scope of a file: its `return` statements, each with its expression.
    private func returnsByScope(inFile fileIndex: Int) -> [Int32: [(keyword: Int, expression: Range<Int>)]] {
        if let known = returnsCache[fileIndex] { return known }
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        let shape = shape(ofFile: fileIndex)
        var result: [Int32: [(keyword: Int, expression: Range<Int>)]] = [:]
        for index in file.tokens.indices where file.tokens[index].keyword == .return {
            let start = index + 1
            guard start < file.tokens.count, !file.tokens[start].startsLine || file.tokens[start].kind == .period,
                  file.tokens[start].kind != .rightBrace, file.tokens[start].kind != .semicolon else { continue }
            let end = shape.expressionEnd(from: start)
            guard end > start else { continue }
            let function = tree.scopes[tree.scope(of: index)].functionScope
            guard function >= 0 else { continue }
            result[function, default: []].append((index, start..<end))
        }
        returnsCache[fileIndex] = result
        return result
    }
}
