/// Values made by an initialiser of the module's types, and the stored properties read back from
/// them: `entry.key` where `entry` is `.localized("app.climateTab")` and `static func localized(_
/// key:) -> Self { Self(key: key) }`, or a helper's `tableName` where the helper is called on
/// `String.chat`, `static var chat: LocalStringBuilder { .init(tableName: "Chat", bundle: .main) }`
/// (bruce's copy structs and the GOV.UK app's string builders, 27th study).
extension ValueJudge {
    /// The case of a module enum an argument names as an implicit member (`.climateTab` passed to
    /// `_ key: Key`), as a place whose members are read for that case.
    func enumCase(written range: Range<Int>, in fileIndex: Int, of type: String) -> Place? {
        let file = module.files[fileIndex]
        let range = file.unwrapped(range)
        guard range.count == 2, file.tokens[range.lowerBound].kind == .period, file.tokens[range.lowerBound + 1].kind == .identifier else { return nil }
        let name = file.text(ofToken: range.lowerBound + 1)
        guard let declaration = module.members(named: name, of: type).first(where: { module.declaration($0).kind == .enumCase }) else { return nil }
        return .enumCase(type: type, name: name, declaration: declaration)
    }

    /// The module type whose initialiser an expression calls (`HomeEnergyCopy(mode: mode)`,
    /// `Copy.init(…)`), if it is such a call.
    func constructedType(_ range: Range<Int>, in file: SwiftLexedFile, context: String?) -> String? {
        guard let call = file.namedCall(file.unwrapped(range)) else { return nil }
        // `.init(title: "Sine Function")` in `static let functionTemplates: [MathTemplate] = […]`
        // (ExcalidrawZ's math templates): the type its place is annotated with.
        let callee = call.callee.isEmpty && call.open > 0 && file.token(call.open - 1, is: "init")
            ? file.implicitInitialiserType(at: call.open - 1) ?? "" : call.callee
        guard !callee.isEmpty else { return nil }
        return module.types(named: callee, from: context).first
    }

    /// The arguments of the initialiser call an expression is: of a module type, of `Self`, or an
    /// implicit `.init(…)` (whose type is the one the context expects).
    private func initialiserArguments(_ range: Range<Int>, in file: SwiftLexedFile, context: String?) -> [CallArgument]? {
        guard let call = file.namedCall(range) else { return nil }
        guard call.callee.isEmpty || call.callee == "Self" || module.types(named: call.callee, from: context).first != nil else { return nil }
        return file.arguments(ofParen: call.open)
    }

    /// The initialiser calls an expression's value comes from, each with the work it is read in
    /// (its frame binds the parameters its arguments name), followed through names, bound
    /// parameters, `switch` and `if` results and a module type's static factory
    /// (`.localized(key)`); `nil` when any way leads elsewhere.
    func initialiserCalls(making range: Range<Int>, _ work: Work, _ run: inout Run) -> [(work: Work, arguments: [CallArgument])]? {
        guard run.constructionNesting < Self.maximumConstructionNesting else { return nil }
        run.constructionNesting += 1
        defer { run.constructionNesting -= 1 }
        var pending = [work]
        pending[0].range = range
        var found: [(work: Work, arguments: [CallArgument])] = []
        var steps = 0
        while let piece = pending.popLast() {
            steps += 1
            guard steps <= Self.maximumSteps, piece.depth < Self.maximumDepth, found.count + pending.count <= Self.maximumValues else { return nil }
            let file = module.files[piece.file]
            let expression = stripped(file.unwrapped(piece.range), in: file)
            guard !expression.isEmpty else { return nil }
            let context = piece.frame >= 0 ? run.frames[piece.frame].selfType : module.scopes[piece.file].enclosingType(of: expression.lowerBound)
            if let arguments = initialiserArguments(expression, in: file, context: context) {
                var made = piece
                made.range = expression
                found.append((made, arguments))
                continue
            }
            func push(_ results: [Range<Int>]) {
                for result in results.reversed() {
                    var next = piece
                    next.range = result
                    pending.append(next)
                }
            }
            switch file.branches(of: expression) {
            case .choice(let clauses, let subject)?:
                push(chosenResults(clauses, subject: subject, of: piece, frames: run.frames))
                continue
            case .ternary(let whenTrue, let whenFalse)?:
                push([whenTrue, whenFalse])
                continue
            case .coalescing?, .concatenation?:
                return nil
            case nil:
                break
            }
            // `if let toast = model.toast` then `toast.message`: the local's value. Its type, which
            // names read for their members take, says nothing of the initialiser that made it.
            if expression.count == 1, file.tokens[expression.lowerBound].kind == .identifier, case .hidden = enclosingName(expression.lowerBound, in: piece.file),
               let local = enclosingLocal(file.text(ofToken: expression.lowerBound), before: expression.lowerBound, in: piece.file),
               !local.declaration.isShorthandBinding, let value = local.declaration.value {
                var next = piece
                next.range = value
                pending.append(next)
                continue
            }
            // `Sound.all.first` of a literal list: that element's initialiser alone.
            if let element = pickedLiteralElement(expression, in: piece.file, context: context) {
                var next = piece
                next.file = element.file
                next.range = element.ranges[0]
                pending.append(next)
                continue
            }
            if let factory = staticFactoryCall(expression, piece, &run) {
                pending += factory
                continue
            }
            guard case .follow(let works) = resolveName(expression, piece, &run) else { return nil }
            pending += works
        }
        return found
    }

    /// `.localized(key)` where the only static member of that name in the module is a factory
    /// (`static func localized(_ key: …) -> Self`): its results, with the call's arguments bound.
    private func staticFactoryCall(_ range: Range<Int>, _ work: Work, _ run: inout Run) -> [Work]? {
        let file = module.files[work.file]
        guard range.count >= 4, file.tokens[range.lowerBound].kind == .period, file.tokens[range.lowerBound + 1].kind == .identifier,
              file.tokens[range.lowerBound + 2].kind == .leftParen, Int(file.tokens[range.lowerBound + 2].link) == range.upperBound - 1 else { return nil }
        let name = file.text(ofToken: range.lowerBound + 1)
        var factories: [DeclarationReference] = []
        for byName in module.members.values {
            for reference in byName[name] ?? [] where module.declaration(reference).isStatic && module.declaration(reference).kind == .function {
                factories.append(reference)
            }
        }
        guard factories.count == 1 else { return nil }
        let owner = module.declaration(factories[0]).owner
        guard case .follow(let works) = values(of: factories[0], call: range.lowerBound + 2, selfCase: nil, selfType: owner, usedAt: range, work, &run) else {
            return nil
        }
        return works
    }

    /// A stored property read from a value an initialiser made: the argument of that name given
    /// to each initialiser call (`entry.key` of `Self(key: key)`), followed in its frame.
    func projectedMember(_ name: Int, of prefix: Range<Int>, _ work: Work, _ run: inout Run) -> Resolution? {
        let label = module.files[work.file].text(ofToken: name)
        guard !prefix.isEmpty, let calls = initialiserCalls(making: prefix, work, &run), !calls.isEmpty else { return nil }
        var works: [Work] = []
        for (made, arguments) in calls {
            guard let argument = module.files[made.file].argument(labelled: label, in: arguments) else { return nil }
            var next = work
            next.file = made.file
            next.range = argument.expression
            next.frame = made.frame
            next.depth = made.depth + 1
            // Made in another file (`template.title` of a `ForEach` over `MathTemplate.functionTemplates`):
            // the value is written there, and a finding says so rather than take its position for the use's file.
            // (An origin in the use's own file would stop `self.title` being followed to the view's makers.)
            next.origin = work.origin ?? (made.file != fileIndex ? made.origin : nil)
            if next.origin == nil, made.file != fileIndex, made.file < module.paths.count {
                let reference = module.files[work.file].expressionText(prefix.lowerBound..<(name + 1), limit: 80)
                next.origin = ValueOrigin(reference: reference, file: module.paths[made.file],
                                          position: module.files[made.file].position(ofToken: argument.expression.lowerBound))
            }
            // A literal given for `let title: String` is a String, whatever the use takes
            // (`Feature(title: "Sync")` read back as `feature.title`).
            if let type = storedPropertyType(label, madeBy: made) { next.type = type }
            works.append(next)
        }
        return .follow(works)
    }

    /// The text type the stored property of that name declares in the type an initialiser call
    /// makes, when the call names the type and the property writes its annotation.
    private func storedPropertyType(_ name: String, madeBy made: Work) -> TextType? {
        let file = module.files[made.file]
        let context = module.scopes[made.file].enclosingType(of: made.range.lowerBound)
        guard let type = constructedType(made.range, in: file, context: context),
              let member = module.members(named: name, of: type).first(where: { !module.declaration($0).isStatic }) else { return nil }
        let declared = module.declaration(member)
        switch TextType.of(annotation: declared.type, in: module.files[Int(member.file)]) {
        case .string?: return .string
        case .key?: return .key
        case .resource?: return .resource
        default: return nil
        }
    }
}
