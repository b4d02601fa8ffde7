/// Names in an argument followed to their declarations in the module: locals, members of the
/// enclosing type, types and their static members, enum cases and raw values, globals, parameters
/// of a followed function, and symbols Xcode generates from catalogs.
extension ValueJudge {
    /// What a name leads to.
    enum Resolution {
        /// Its value's expressions, to judge.
        case follow([Work])
        /// Judgements already (enum cases' raw values, a generated symbol), each with the
        /// declaration it comes from.
        case values([(argument: SpokenArgument, origin: ValueOrigin?)])
        /// A value known only at run time.
        case dynamic(DynamicReason)
    }

    /// A name, a member chain or a call written in an argument.
    func judgeReference(_ range: Range<Int>, _ work: Work, _ run: inout Run) {
        let resolution = resolveName(range, work, &run)
        switch resolution {
        case .follow, .values: follow(resolution, for: work, &run)
        case .dynamic(let reason):
            // `case .photo(let filename, let accessibilityLabel):` around the use: what the module
            // gives that case where it makes it.
            if range.count == 1, module.files[work.file].tokens[range.lowerBound].kind == .identifier,
               let (caseName, type, arguments) = associatedValueArguments(boundTo: range.lowerBound, inFile: work.file) {
                for (file, argument) in arguments.reversed() {
                    let path = file == fileIndex || file >= module.paths.count ? nil : module.paths[file]
                    let origin = ValueOrigin(reference: ".\(caseName)(…)", file: path, position: module.files[file].position(ofToken: argument.lowerBound))
                    run.pending.append(Work(file: file, range: argument, type: type, frame: -1, useRange: work.useRange,
                                            origin: work.origin ?? origin, depth: work.depth + 1, showsAsData: work.showsAsData))
                }
                return
            }
            // `content.text = String(localized: "…")` earlier in the function, then `content.text` read.
            if reason != .parameter, let values = earlierMemberAssignments(range, inFile: work.file) {
                for value in values.reversed() {
                    run.pending.append(Work(file: work.file, range: value, type: work.type, frame: work.frame, useRange: work.useRange,
                                            origin: work.origin, depth: work.depth + 1, showsAsData: work.showsAsData))
                }
                return
            }
            addDynamic(reason, for: work, to: &run)
            if reason == .parameter || reason == .storedProperty {
                let forward = forwardedText(range, work, frames: run.frames)
                // Shown as data inside, a fallback outside: the callers' `label:` still hides it.
                run.values[run.values.count - 1].forwarded = forward.map { forward in
                    let read = work.fallbackAfter.map { ForwardedText.fallback(forward, unlessGiven: $0) } ?? forward
                    return work.showsAsData ? read.markedShownAsData() : read
                }
            } else if reason == .propertyOfValue || reason == .otherExpression {
                run.values[run.values.count - 1].forwarded = onlyStoredProperty(read: range, work)
            }
        }
    }

    /// Takes a resolution on: its works to judge, its judgements as values, or a dynamic value.
    func follow(_ resolution: Resolution, for work: Work, _ run: inout Run) {
        switch resolution {
        case .follow(let works): run.pending += works.reversed()
        case .values(let values): for value in values { add(value.argument, for: work, to: &run, origin: value.origin) }
        case .dynamic(let reason): addDynamic(reason, for: work, to: &run)
        }
    }

    /// A reference as written: a head (a name, `.member`, a literal) and the members after it, each
    /// perhaps called.
    struct Chain {
        enum Head {
            case name(Int)
            case implicit
            case literal(Int)

            var isImplicit: Bool {
                if case .implicit = self { true } else { false }
            }
        }

        var head: Head
        /// The head name's call, `f(…)`: its `(`.
        var headCall: Int?
        var members: [(name: Int, call: Int?)] = []
    }

    /// The chain a range is, or `nil` for another expression (a closure, a subscript, an operator).
    func chain(_ range: Range<Int>, in file: SwiftLexedFile) -> Chain? {
        let tokens = file.tokens
        var index = range.lowerBound
        var chain: Chain
        func call(at position: Int) -> Int? {
            guard position < range.upperBound, tokens[position].kind == .leftParen, tokens[position].link > position,
                  !tokens[position].followsSpace else { return nil }
            return position
        }
        switch tokens[index].kind {
        case .period:
            guard index + 1 < range.upperBound, tokens[index + 1].kind == .identifier else { return nil }
            chain = Chain(head: .implicit)
            let paren = call(at: index + 2)
            chain.members.append((index + 1, paren))
            index = paren.map { Int(tokens[$0].link) + 1 } ?? index + 2
        case .identifier:
            chain = Chain(head: .name(index))
            chain.headCall = call(at: index + 1)
            index = chain.headCall.map { Int(tokens[$0].link) + 1 } ?? index + 1
        case .string:
            chain = Chain(head: .literal(index))
            index = file.next(after: index)
        default:
            return nil
        }
        while index < range.upperBound {
            // `x?.y`, `x!.y`
            if tokens[index].kind == .operator, !tokens[index].followsSpace, file.token(index, is: "?") || file.token(index, is: "!") {
                index += 1
                continue
            }
            // `tab.0`: a tuple's part by position is a member too.
            guard tokens[index].kind == .period, index + 1 < range.upperBound,
                  tokens[index + 1].kind == .identifier || tokens[index + 1].kind == .number else { return nil }
            let paren = call(at: index + 2)
            chain.members.append((index + 1, paren))
            index = paren.map { Int(tokens[$0].link) + 1 } ?? index + 2
        }
        return chain
    }

    /// Where a chain has got to.
    enum Place {
        /// A type of the module (qualified name).
        case type(String)
        /// A type of another module (`String`, `LocalizedStringResource`, `Bundle`).
        case external(String)
        /// A declaration's value; `call` is the `(` of its call, `selfCase`/`selfType` what `self` is in it.
        case declaration(DeclarationReference, call: Int?, selfCase: String?, selfType: String?)
        /// An enum case of a type of the module.
        case enumCase(type: String, name: String, declaration: DeclarationReference)
        /// A parameter of a followed function, bound to the caller's argument.
        case bound(file: Int, range: Range<Int>, frame: Int)
        /// A parameter of the enclosing function or closure, of a written type when known.
        case parameter(type: String?)
        /// An element of a sequence of a struct or class of the module (Weather Atlas's `CityListID`),
        /// a value only its computed members and methods say anything of: its stored properties are
        /// data, made from the network in one place and from preview samples in another (Yattee's
        /// `Video`), not followed to every maker. (An enum's element is any of its cases, a
        /// `.parameter` of its type, whose members are what the cases say.)
        case element(String)
        /// The element of a literal list a `ForEach` or a loop goes over (or a tuple's part of it),
        /// read in `frame` where the list is written at the use.
        case elements(LiteralElements, frame: Int)
        /// A value of a known type of the module whose content is not followed.
        case typed(String)
        /// A value made by an initialiser of a type of the module, `Copy(mode: m)`.
        case constructed(String)
        /// The raw value of some case of an enum of the module (`option.rawValue`, `self.rawValue`).
        case anyRawValue(type: String)
        /// The raw value of one case (`rawValue` read where `self` is that case).
        case caseRawValue(DeclarationReference)
        /// A literal's members (`"x".uppercased()`).
        case literal
        /// A symbol Xcode generates from a catalog: `.name`, or `.Table.name`.
        case symbol(table: Int?, name: Int)
        /// An accessor XCStrings Tool generates, `.localizable(.headingTitle)`: the catalog's and
        /// the key's tokens (see ``generatedAccessorLookup(table:member:in:)``).
        case accessor(table: Int, members: [Int])
        case unresolved(DynamicReason)
    }

    /// Follows a name (or chain) to what it refers to, and from there to its value.
    func resolveName(_ range: Range<Int>, _ work: Work, _ run: inout Run) -> Resolution {
        let file = module.files[work.file]
        guard let chain = chain(range, in: file) else {
            return .dynamic(file.callParen(in: range) != nil ? .unknownFunction : .otherExpression)
        }
        var place = head(chain, work, run)
        var selfCase: String?
        // An implicit member's first name is its head.
        let members = Array(chain.members.dropFirst(chain.head.isImplicit ? 1 : 0))
        for (position, member) in members.enumerated() {
            if case .symbol(nil, let name) = place {
                // `.Discover.featuredCollection`: the first name is the table.
                place = .symbol(table: name, name: member.name)
                continue
            }
            if file.token(member.name, is: "rawValue"), case .enumCase(_, _, let declaration) = place, position == members.count - 1 {
                return .values([rawValue(of: declaration, usedAt: range, in: work)])
            }
            if case .enumCase(_, let name, _) = place { selfCase = name }
            // `options.first(where: { $0.mode == mode })?.label` over a literal list (Weather Atlas's
            // map menu): one of the list's elements.
            if Self.picksAnElement(member.name, in: file), member.name - 1 > range.lowerBound,
               let elements = literalElements(ofSequence: range.lowerBound..<(member.name - 1), in: work.file, context: enclosingType(at: range.lowerBound, work, run)) {
                place = .elements(elements, frame: work.frame)
                continue
            }
            place = self.member(member.name, call: member.call, of: place, file: file, selfCase: selfCase)
        }
        var resolution = value(of: place, range: range, work, &run)
        // A parameter read after `if name == X { return … }`: X is not its value there.
        if case .bound = place, members.isEmpty, case .name(let token) = chain.head, case .follow(var works) = resolution {
            let excluded = sentinelTexts(excludedAt: token, work)
            if !excluded.isEmpty {
                for index in works.indices { works[index].excludedTexts = (works[index].excludedTexts ?? []) + excluded }
                resolution = .follow(works)
            }
        }
        // `entry.key`, where `entry` is made by an initialiser this reader can see: the argument
        // that initialiser was given for `key`.
        if case .dynamic = resolution, let last = members.last, last.call == nil, last.name - 1 > range.lowerBound,
           let projected = projectedMember(last.name, of: range.lowerBound..<(last.name - 1), work, &run) {
            return projected
        }
        return resolution
    }

    /// The sequence an element is picked from: `creations` of `creations.first`, `items.last(where: { … })`.
    func pickedSequence(_ value: Range<Int>, in file: SwiftLexedFile) -> Range<Int>? {
        var end = value.upperBound
        // `.first(where: { … })`, `.min(by: …)`: the member before the call's parentheses.
        if end - 1 > value.lowerBound, file.tokens[end - 1].kind == .rightParen { end = Int(file.tokens[end - 1].link) }
        let member = end - 1
        guard member - 1 > value.lowerBound, file.tokens[member - 1].kind == .period, Self.picksAnElement(member, in: file) else { return nil }
        return value.lowerBound..<(member - 1)
    }

    /// Whether the member named at `index` gives one of a sequence's elements: `first`, `last`,
    /// `randomElement`, `min`, `max` (compared as bytes: every member of every chain asks).
    static func picksAnElement(_ index: Int, in file: SwiftLexedFile) -> Bool {
        file.token(index, is: "first") || file.token(index, is: "last") || file.token(index, is: "min") || file.token(index, is: "max")
            || file.token(index, is: "randomElement")
    }

    /// The type `self` is where a range of the work is read: the followed function's, else the
    /// type around it.
    private func enclosingType(at token: Int, _ work: Work, _ run: Run) -> String? {
        (work.frame >= 0 ? run.frames[work.frame].selfType : nil) ?? module.scopes[work.file].enclosingType(of: token)
    }

    /// Where the head of a chain leads.
    private func head(_ chain: Chain, _ work: Work, _ run: Run) -> Place {
        let file = module.files[work.file]
        switch chain.head {
        case .literal:
            return .literal
        case .implicit:
            // `.focusOutLabel`: a static member of a text type, else a generated symbol.
            let name = chain.members[0].name
            let text = file.text(ofToken: name)
            for owner in ["String", "LocalizedStringResource", "LocalizedStringKey", "Text", "StringProtocol", "String.LocalizationValue"] {
                if let found = module.members(named: text, of: owner).first(where: { module.declaration($0).isStatic }) {
                    return .declaration(found, call: chain.members[0].call, selfCase: nil, selfType: nil)
                }
            }
            if let accessor = generatedAccessorCall(name: name, call: chain.members[0].call, in: file) {
                return .accessor(table: accessor.table, members: accessor.members)
            }
            return .symbol(table: nil, name: name)
        case .name(let token):
            let place = name(token, call: chain.headCall, work, run)
            return place
        }
    }

    /// Where a name at the head of a chain leads, looked up as Swift would: parameters of a
    /// followed function, locals and parameters of the enclosing scopes, members of the enclosing
    /// type, types, globals.
    private func name(_ token: Int, call: Int?, _ work: Work, _ run: Run) -> Place {
        let file = module.files[work.file]
        let tree = module.scopes[work.file]
        let text = file.text(ofToken: token)
        let enclosingType = enclosingType(at: token, work, run)
        if text == "self" {
            if work.frame >= 0, let selfCase = run.frames[work.frame].selfCase, let type = run.frames[work.frame].selfType,
               let declaration = module.members(named: selfCase, of: type).first {
                return .enumCase(type: type, name: selfCase, declaration: declaration)
            }
            return enclosingType.map(Place.typed) ?? .unresolved(.variableNotResolved)
        }
        if text == "Self" { return enclosingType.map(Place.type) ?? .unresolved(.variableNotResolved) }
        // `rawValue` in a member of an enum of the module, read for any case (blaseunddarm's
        // `var label: String { String(localized: String.LocalizationValue(rawValue)) }`) or the
        // one `self` is.
        if text == "rawValue", call == nil, let enclosingType, isEnum(enclosingType), module.members(named: "rawValue", of: enclosingType).isEmpty {
            if work.frame >= 0, let selfCase = run.frames[work.frame].selfCase,
               let declaration = module.members(named: selfCase, of: enclosingType).first(where: { module.declaration($0).kind == .enumCase }) {
                return .caseRawValue(declaration)
            }
            return .anyRawValue(type: enclosingType)
        }
        if work.frame >= 0, let bound = run.frames[work.frame].parameters[text] {
            // `func text(_ key: Key)` called as `text(.climateTab)`: that case of the enum, whose
            // members are read for it (bruce's copy structs, 27th study).
            if let type = run.frames[work.frame].parameterTypes[text], let chosen = enumCase(written: bound.range, in: bound.file, of: type) {
                return chosen
            }
            return .bound(file: bound.file, range: bound.range, frame: bound.frame)
        }
        // Locals and parameters, from the innermost scope out to the type or the file.
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 64 {
            let kind = tree.scopes[scope].kind
            if case .type = kind { break }
            // `if let help { row.help(help) }`: the shorthand binding is the name it repeats, looked up before it.
            if let declared = module.locals[work.file][Int32(scope)]?[text]?.last(where: {
                module.declaration($0).isVisible(at: token) && !module.declaration($0).isShorthandBinding
                    && !isInAnotherClause(Int(module.declaration($0).nameToken), than: token, ofSwitchAt: Int(tree.scopes[scope].open), inFile: work.file)
            }) {
                // `case .frequency(let frequency, _):` then `frequency.displayName`: the case's declared type.
                let declaration = module.declaration(declared)
                if declaration.value == nil, declaration.type == nil, call == nil,
                   let type = associatedValueType(boundTo: token, inFile: work.file) {
                    return .typed(type)
                }
                // `if let section = item as? SidebarSection` then `section.title`: the type cast to.
                if declaration.type == nil, call == nil, let value = declaration.value,
                   let type = castType(value, in: file, context: enclosingType) {
                    return .typed(type)
                }
                // `if let sound = Sound.all.first`, where `Sound.all` is an array literal the module
                // writes (a stored value, or a getter's one result) and nothing reorders it: that
                // element alone, not every one (ethmensa's default sound, 61st study).
                if declaration.type == nil, call == nil, let value = declaration.value,
                   let element = pickedLiteralElement(value, in: work.file, context: enclosingType) {
                    return .elements(element, frame: work.frame)
                }
                // `if let only = creations.first` then `only.title`, over `model.mode.creations`, a
                // `[SidebarCreation]` (FinvestLens's sidebar, 46th study): an element of the sequence's type.
                if declaration.type == nil, call == nil, let value = declaration.value, let sequence = pickedSequence(value, in: file),
                   let type = elementType(ofSequence: sequence, in: work.file, context: enclosingType, depth: 0) {
                    return elementPlace(ofType: type)
                }
                // `if let mode = session.selectedMode` then `mode.localizedTitle`: the property's type.
                if declaration.type == nil, call == nil, let value = declaration.value,
                   let type = storedChainType(value, in: file, context: enclosingType) {
                    return .typed(type)
                }
                return .declaration(declared, call: call, selfCase: nil, selfType: nil)
            }
            switch kind {
            case .function(let parameters):
                if let parameter = parameters.first(where: { $0.name == text }) {
                    return .parameter(type: typeName(parameter.type, in: file, context: enclosingType))
                }
            case .closure(let parameters):
                if parameters.contains(text) {
                    // `.onChange(of: model.status) { _, status in … }`: a value of what it observes.
                    if parameters.count <= 2, let observed = observedValue(closureScope: scope, in: work.file) {
                        return .bound(file: work.file, range: observed, frame: work.frame)
                    }
                    // `ForEach(Array(EducationLevel.allCases.enumerated()), id: \.element.id) { index, level in`
                    // (MathPro's onboarding): the second parameter is the element.
                    if parameters.count == 2, parameters[1] == text,
                       let type = enumeratedElementType(closureScope: scope, in: work.file, context: enclosingType) {
                        return elementPlace(ofType: type)
                    }
                    guard parameters.count == 1 else { return .parameter(type: nil) }
                    return forEachElement(closureScope: scope, work, context: enclosingType)
                }
            case .block:
                let type = loopElementType(blockScope: scope, variable: text, in: work.file, context: enclosingType)
                if let type, isEnum(type) { return .parameter(type: type) }
                if let elements = loopLiteralElements(blockScope: scope, variable: text, in: work.file, context: enclosingType) {
                    return .elements(elements, frame: work.frame)
                }
                if let type { return .element(type) }
            default:
                break
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        if text.hasPrefix("$"), text.dropFirst().allSatisfy(\.isNumber) {
            let closure = tree.scopes[tree.scope(of: token)].functionScope
            guard text == "$0", closure > 0 else { return .parameter(type: nil) }
            return forEachElement(closureScope: Int(closure), work, context: enclosingType)
        }
        // `var dateSwitcherText: String { dateSwitcherText(for: selectedDayOffset) }`: a called name is
        // the method, a read one the property (Weather Atlas's date switcher).
        if let enclosingType, let member = member(named: text, of: enclosingType, call: call, where: { _ in true }) {
            let frame = work.frame >= 0 ? run.frames[work.frame] : nil
            return .declaration(member, call: call, selfCase: frame?.selfCase, selfType: frame?.selfType ?? enclosingType)
        }
        if let type = module.types(named: text, from: enclosingType).first {
            // `BruceCopy(mode: mode).text(…)`: a value the initialiser makes, whose members are the type's.
            return call == nil ? .type(type) : .constructed(type)
        }
        if let global = module.globals[text]?.first(where: { $0.file == Int32(work.file) }) ?? module.globals[text]?.first {
            return .declaration(global, call: call, selfCase: nil, selfType: nil)
        }
        if call != nil { return .unresolved(.unknownFunction) }
        if let first = text.unicodeScalars.first, first.properties.isUppercase { return .external(text) }
        // `case let .frequency(frequency, _):`, whose bare names declare no local.
        if let type = associatedValueType(boundTo: token, inFile: work.file) { return .typed(type) }
        return .unresolved(.variableNotResolved)
    }

    /// The module type a value is cast to at its end (`item as? SidebarSection`, `x as! Row`).
    private func castType(_ range: Range<Int>, in file: SwiftLexedFile, context: String?) -> String? {
        var index = range.upperBound - 1
        var steps = 0
        while index > range.lowerBound, steps < 8, file.tokens[index].kind == .identifier || file.tokens[index].kind == .period {
            index -= 1
            steps += 1
        }
        guard index < range.upperBound - 1 else { return nil }
        let typeRange = (index + 1)..<range.upperBound
        // `as? T`, `as! T` (the mark is an operator token) or `as T`.
        var keyword = index
        if file.tokens[keyword].kind == .operator, file.token(keyword, is: "?") || file.token(keyword, is: "!") { keyword -= 1 }
        guard keyword > range.lowerBound, file.token(keyword, is: "as") else { return nil }
        return typeName(typeRange, in: file, context: context)
    }

    /// The element a `ForEach`'s content closure gets: of an enum type of the module, or each
    /// element of a literal list, or a value of a struct of the module (see ``Place/element(_:)``);
    /// else a parameter of unknown type.
    private func forEachElement(closureScope scope: Int, _ work: Work, context: String?) -> Place {
        let type = forEachElementType(closureScope: scope, in: work.file, context: context)
        if let type, isEnum(type) { return .parameter(type: type) }
        if let elements = forEachLiteralElements(closureScope: scope, in: work.file, context: context) { return .elements(elements, frame: work.frame) }
        return type.map(Place.element) ?? .parameter(type: nil)
    }

    /// The module type a type annotation names (`Kind`, `Syntax.Outline.Kind?`), if any.
    func typeName(_ range: Range<Int>?, in file: SwiftLexedFile, context: String?) -> String? {
        guard let range, !range.isEmpty else { return nil }
        var written = ""
        for index in range {
            let kind = file.tokens[index].kind
            if kind == .identifier {
                written += file.text(ofToken: index)
            } else if kind == .period {
                written += "."
            } else if kind == .operator, file.token(index, is: "?") || file.token(index, is: "!") {
                continue
            } else {
                return nil
            }
        }
        return module.types(named: written, from: context).first
    }

    /// Where a member of a place leads.
    private func member(_ name: Int, call: Int?, of place: Place, file: SwiftLexedFile, selfCase: String?) -> Place {
        let text = file.text(ofToken: name)
        switch place {
        case .type(let type):
            if let declaration = member(named: text, of: type, call: call, where: { _ in true }) {
                let declared = module.declaration(declaration)
                if declared.kind == .enumCase { return .enumCase(type: type, name: text, declaration: declaration) }
                return .declaration(declaration, call: call, selfCase: nil, selfType: type)
            }
            if let nested = module.types(named: type + "." + text, from: nil).first { return .type(nested) }
            return .unresolved(call == nil ? .variableNotResolved : .unknownFunction)
        case .external(let type):
            if let declaration = member(named: text, of: type, call: call, where: \.isStatic) {
                return .declaration(declaration, call: call, selfCase: nil, selfType: type)
            }
            if type == "LocalizedStringResource" || type == "LocalizedStringKey",
               let accessor = generatedAccessorCall(name: name, call: call, in: file) {
                return .accessor(table: accessor.table, members: accessor.members)
            }
            if type == "LocalizedStringResource" { return .symbol(table: nil, name: name) }
            return .unresolved(call == nil ? .variableNotResolved : .unknownFunction)
        case .enumCase(let type, let caseName, _):
            if let declaration = member(named: text, of: type, call: call, where: { !$0.isStatic }) {
                return .declaration(declaration, call: call, selfCase: caseName, selfType: type)
            }
            return .unresolved(.propertyOfValue)
        case .declaration(let reference, _, _, _):
            // `res.text` of a tuple a computed property or a function gives.
            if call == nil, let tuples = tupleProvider(reference), let parts = tupleParts(text, of: tuples) {
                return .elements(parts, frame: -1)
            }
            // A member of a declaration's value: followed when its type is written.
            let declared = module.declaration(reference)
            let context = declared.owner
            // `let copy = HomeEnergyCopy(mode: mode)`: the type the initialiser makes;
            // `@Environment(WeatherService.self) var weatherService`: the type the environment gives.
            let declaredFile = module.files[Int(reference.file)]
            guard let type = typeName(declared.type, in: declaredFile, context: context)
                ?? environmentType(of: declared, in: declaredFile, context: context)
                ?? declared.value.flatMap({ constructedType($0, in: declaredFile, context: context) ?? storedChainType($0, in: declaredFile, context: context) })
            else {
                return onlyComputedMember(text, call: call) ?? .unresolved(.propertyOfValue)
            }
            return member(name, call: call, of: .typed(type), file: file, selfCase: nil)
        case .typed(let type), .constructed(let type), .parameter(type: let type?):
            if text == "rawValue", !module.enumCases(of: type).isEmpty { return .anyRawValue(type: type) }
            if let declaration = member(named: text, of: type, call: call, where: { !$0.isStatic }) {
                return .declaration(declaration, call: call, selfCase: nil, selfType: type)
            }
            return .unresolved(.propertyOfValue)
        case .parameter(type: nil), .bound:
            return onlyComputedMember(text, call: call) ?? .unresolved(.propertyOfValue)
        case .element(let type):
            guard let declaration = member(named: text, of: type, call: call, where: { !$0.isStatic }) else { return .unresolved(.propertyOfValue) }
            let declared = module.declaration(declaration)
            if declared.kind == .computed || declared.kind == .function { return .declaration(declaration, call: call, selfCase: nil, selfType: type) }
            // A stored property is data, but its written type says what its members give:
            // CodingBuddy's `row.finding.kind.displayName`, an enum's cases' names behind two structs.
            guard call == nil, let stored = typeName(declared.type, in: module.files[Int(declaration.file)], context: declared.owner) else {
                return .unresolved(.propertyOfValue)
            }
            return elementPlace(ofType: stored)
        case .elements(let elements, let frame):
            // `tab.title`, `tab.0`: each tuple's part.
            if call == nil, let parts = tupleParts(text, of: elements) { return .elements(parts, frame: frame) }
            // `style.label` over `static var allCases: [UIUserInterfaceStyle] { [.dark, .light] }`
            // (Feather's appearance picker): a computed member of the type the list's annotation names.
            if let type = typeName(elements.annotation, in: module.files[elements.file], context: elements.declaration?.owner),
               let declaration = member(named: text, of: type, call: call, where: { !$0.isStatic && ($0.kind == .computed || $0.kind == .function) }) {
                return .declaration(declaration, call: call, selfCase: nil, selfType: type)
            }
            return .unresolved(.propertyOfValue)
        case .anyRawValue, .caseRawValue:
            return .unresolved(.propertyOfValue)
        case .literal:
            return .unresolved(call == nil ? .otherExpression : .unknownFunction)
        case .symbol, .accessor:
            return .unresolved(.variableNotResolved)
        case .unresolved(let reason):
            guard reason == .variableNotResolved else { return .unresolved(reason) }
            return onlyComputedMember(text, call: call) ?? .unresolved(.propertyOfValue)
        }
    }

    /// The member of a type named `name` that `accepts`, called as written: a method where the name
    /// is called (`kind.inputButtonTitle(for: person)`), else a property or case, when the type has
    /// both by one name (Likehate's `EntryKind`, the 39th study); either when it has one kind only
    /// (a stored closure is called too, a method may be passed by its name).
    private func member(named name: String, of type: String, call: Int?, where accepts: (SwiftDeclaration) -> Bool) -> DeclarationReference? {
        let found = module.members(named: name, of: type)
        // Most names are one member's: no list is made for them.
        if found.count == 1 { return accepts(module.declaration(found[0])) ? found[0] : nil }
        let accepted = found.filter { accepts(module.declaration($0)) }
        return accepted.first { (module.declaration($0).kind == .function) == (call != nil) } ?? accepted.first
    }

    /// Names that types of the SDK declare too (`description` of every `CustomStringConvertible`,
    /// `title` of a view controller, a window, a menu item): a value of unknown type may be one of
    /// those, so its member is not taken for the module's.
    static let membersTheSDKShares: Set<String> = [
        "description", "debugDescription", "localizedDescription", "errorDescription", "failureReason", "recoverySuggestion",
        "rawValue", "hashValue", "id", "identifier", "count", "isEmpty", "first", "last", "text", "string", "uppercased",
        "lowercased", "title", "subtitle", "name", "label", "value", "message", "placeholder", "localizedName",
        "localizedTitle", "displayName", "accessibilityLabel", "accessibilityValue", "accessibilityHint",
    ]

    /// A computed property or method read through a value the reader cannot type (an `if let`
    /// binding, a `ForEach` element, a closure's parameter: AudioBooth's
    /// `remaining.accessibilityTimeRemaining`): when the module declares one member of that name and
    /// nothing else by it, and it is an instance member with a body, that body is what the value gives.
    /// A stored property so read (Kindred's `store.flashMode`, a member of a reducer's state behind
    /// a store of an outside library) gives a value of the type it is declared with, when that is a
    /// type of the module: its members are read on (`store.flashMode.accessibilityLabel`, the enum's
    /// computed label, 52nd study).
    private func onlyComputedMember(_ name: String, call: Int?) -> Place? {
        guard !Self.membersTheSDKShares.contains(name) else { return nil }
        guard let reference = module.onlyMember(named: name) else { return call == nil ? onlyStoredMemberOfModuleType(name) : nil }
        let declared = module.declaration(reference)
        guard !declared.isStatic, let owner = declared.owner else { return nil }
        if call == nil, declared.kind == .constant || declared.kind == .variable {
            return typeName(declared.type, in: module.files[Int(reference.file)], context: owner).map(Place.typed)
        }
        guard declared.kind == .computed && call == nil || declared.kind == .function && call != nil else { return nil }
        return .declaration(reference, call: call, selfCase: nil, selfType: owner)
    }

    /// The type of the one stored instance property of that name whose declared type is the
    /// module's, when every other member of the name is a stored property of an outside type
    /// (Kindred's `flashMode: FlashMode` beside a camera manager's `AVCaptureDevice.FlashMode`).
    private func onlyStoredMemberOfModuleType(_ name: String) -> Place? {
        guard module.globals[name] == nil else { return nil }
        // Most names asked are no member of the module's: they are known without the walk, unless
        // other modules' files were added (their members are in `members`, not in the counted names).
        if module.ownFiles == module.files.count, module.ownFilesLackMember(named: name) { return nil }
        var found: String?
        for byName in module.members.values {
            for reference in byName[name] ?? [] {
                let declared = module.declaration(reference)
                guard !declared.isStatic, declared.kind == .constant || declared.kind == .variable else { return nil }
                guard let type = typeName(declared.type, in: module.files[Int(reference.file)], context: declared.owner) else { continue }
                if found != nil { return nil }
                found = type
            }
        }
        return found.map(Place.typed)
    }

    /// What a place gives as a value.
    private func value(of place: Place, range: Range<Int>, _ work: Work, _ run: inout Run) -> Resolution {
        switch place {
        case .declaration(let reference, let call, let selfCase, let selfType):
            return values(of: reference, call: call, selfCase: selfCase, selfType: selfType, usedAt: range, work, &run)
        case .bound(let file, let bound, let frame):
            var next = work
            next.file = file
            next.range = bound
            next.frame = frame
            return .follow([next])
        case .symbol, .accessor:
            // A symbol compiles where a key or resource is taken; read elsewhere it is some other member.
            guard work.type == .key || work.type == .resource || work.type == .text else { return .dynamic(.variableNotResolved) }
            let file = module.files[work.file]
            if case .symbol(let table, let name) = place {
                // `.init(…)` is the type's initialiser, never a key's symbol.
                guard !file.token(name, is: "init") else { return .dynamic(.unknownFunction) }
                return .values([(generatedSymbolLookup(name, table: table.map { file.text(ofToken: $0) }, in: file), nil)])
            }
            guard case .accessor(let table, let members) = place else { return .dynamic(.variableNotResolved) }
            return .values(members.map { (generatedAccessorLookup(table: table, member: $0, in: file), nil) })
        case .caseRawValue(let declaration):
            return .values([rawValue(of: declaration, usedAt: range, in: work)])
        case .anyRawValue(let type):
            // Any case's: each raw value is a value the text may take.
            let cases = module.enumCases(of: type)
            guard cases.count <= Self.maximumValues else { return .dynamic(.tooComplex) }
            return .values(cases.map { rawValue(of: $0, usedAt: range, in: work) })
        case .elements(let elements, let frame): return elementWorks(elements, frame: frame, usedAt: range, work)
        case .parameter, .element: return .dynamic(.parameter)
        case .typed: return .dynamic(.propertyOfValue)
        case .constructed: return .dynamic(.unknownFunction)
        case .enumCase, .type, .external, .literal: return .dynamic(.otherExpression)
        case .unresolved(let reason): return .dynamic(reason)
        }
    }

    /// The raw value of an enum case: its literal, or its name for a `String` enum that writes none;
    /// with the case as its origin.
    private func rawValue(of reference: DeclarationReference, usedAt range: Range<Int>, in work: Work) -> (argument: SpokenArgument, origin: ValueOrigin?) {
        let declaration = module.declaration(reference)
        let origin = work.origin ?? origin(of: declaration, in: Int(reference.file), usedAt: range, by: work)
        guard let written = module.rawValueLiteral(of: reference) else {
            return (.dynamic(expression: module.files[work.file].expressionText(range), reason: .otherExpression), nil)
        }
        let text = work.caseTransform.map { $0.apply(written) } ?? written
        switch declaration.rawText {
        case .localizedStringKey: return (literal(text, type: .key), origin)
        case .localizedStringResource: return (literal(text, type: .resource), origin)
        case .string, .none: return (Self.judgeText(text), origin)
        }
    }

    /// The declaration a name or a chain of at most `limit` members names (`title`, `L.Quiz.score`,
    /// `Self.trendLabel(trend)`), read without the frames of a followed function: its parameters
    /// name nothing here.
    private func declaration(namedBy range: Range<Int>, _ work: Work, members limit: Int) -> DeclarationReference? {
        let file = module.files[work.file]
        guard let chain = chain(range, in: file), case .name(let token) = chain.head, chain.members.count <= limit else { return nil }
        var unbound = work
        unbound.frame = -1
        var place = name(token, call: chain.headCall, unbound, Run())
        for member in chain.members {
            place = self.member(member.name, call: member.call, of: place, file: file, selfCase: nil)
        }
        guard case .declaration(let reference, _, _, _) = place else { return nil }
        return reference
    }

    /// The type a reference's declaration writes (or, for a constant without one, its value's),
    /// without following its value: for typing the literals next to it.
    func declaredType(of range: Range<Int>, in work: Work, depth: Int) -> TextType? {
        guard depth < 3, let reference = declaration(namedBy: range, work, members: 2) else { return nil }
        let declaration = module.declaration(reference)
        let declaredFile = module.files[Int(reference.file)]
        if let type = TextType.of(annotation: declaration.type, in: declaredFile) { return type }
        guard let value = declaration.value else { return nil }
        var inner = work
        inner.file = Int(reference.file)
        inner.range = value
        inner.frame = -1
        let valueRange = declaredFile.unwrapped(value)
        if declaredFile.isLiteral(valueRange) { return .string }
        return intrinsicType(valueRange, in: inner, depth: depth + 2).flatMap { $0 == .flexible ? .string : $0 }
    }

    /// What a constant, property or function of the module holds, as text written inside a literal's
    /// interpolation.
    enum HeldText {
        /// A lookup: `L.Quiz.score` of `static var score: String { String(localized: "Quiz.score") }`,
        /// `Self.trendLabel(trend)` whose cases each return one: catalog text, not a value.
        case lookup
        /// Words written in a `String` property or function that looks nothing up: `var title: String
        /// { switch self { case .trash: "Move to Trash" … } }`, spoken as written in every language.
        case writtenWords
        /// Neither: a value.
        case none
    }

    /// What the declaration an expression names holds (``HeldText``), found once per declaration.
    func heldText(namedBy range: Range<Int>, _ work: Work) -> HeldText {
        guard let reference = declaration(namedBy: range, work, members: 3) else { return .none }
        if let known = heldTexts[reference] { return known }
        let declaration = module.declaration(reference)
        let declaredIn = Int(reference.file)
        let declaredFile = module.files[declaredIn]
        var body: Range<Int>?
        if declaration.body >= 0, Int(declaredFile.tokens[Int(declaration.body)].link) > Int(declaration.body) {
            body = Int(declaration.body)..<Int(declaredFile.tokens[Int(declaration.body)].link)
        }
        let held: HeldText
        let ranges = [declaration.value, body].compactMap { $0 }
        if ranges.contains(where: { callsLookup($0, inFile: declaredIn) }) {
            held = .lookup
        } else if let body, declaration.kind != .enumCase, TextType.of(annotation: declaration.type, in: declaredFile) == .string,
                  body.contains(where: { declaredFile.tokens[$0].kind == .string && declaredFile.decodedLiteral(at: $0).hasWords }) {
            held = .writtenWords
        } else {
            held = .none
        }
        heldTexts[reference] = held
        return held
    }

    /// Whether tokens call a lookup: `String(localized:)`, `NSLocalizedString`,
    /// `LocalizedStringResource`, or one of the module's lookup helpers, called as one
    /// (``HelperCall/match(endingAt:in:shape:helpers:enclosingType:)``: `formatter.string(from:)` is
    /// not the app's `S.string(_:)`).
    func callsLookup(_ range: Range<Int>, inFile fileIndex: Int) -> Bool {
        let file = module.files[fileIndex]
        return range.contains { index in
            if file.startsLookupCall(at: index) { return true }
            guard !module.helpers.isEmpty, file.tokens[index].kind == .identifier, module.helpers[file.text(ofToken: index)] != nil else { return false }
            return HelperCall.match(endingAt: index, in: file, shape: shape(ofFile: fileIndex), helpers: module.helpers,
                                    enclosingType: module.scopes[fileIndex].enclosingType(of: index)) != nil
        }
    }
}
