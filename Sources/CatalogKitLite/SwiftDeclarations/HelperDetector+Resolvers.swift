/// Helpers that reach their lookup through a closure the app stores in a value: Nine's
/// `Phrasebook`, made at launch as `Phrasebook { key, args in String(localized:
/// String.LocalizationValue(key), bundle: .main) … }`, whose `string(_ key:args:)` calls the stored
/// `resolve(key, args)`; every label of the app goes `Strings.string("key")` → `Phrasebook.current
/// .string(key, args:)` (the thirty-sixth study found all 21 sampled sites dynamic).
extension HelperDetector {
    /// A type the module makes with a closure that looks up one of its parameters.
    struct Resolver {
        /// The type's last name.
        var type: String
        /// The position of the closure's parameter that is the key.
        var keyPosition: Int
        var lookup: HelperSignature.Lookup
        var table: HelperSignature.Source
        var bundle: HelperSignature.Source
    }

    /// The methods of resolver types (``resolver(at:_:in:fileIndex:module:)``) that call a stored property of their
    /// type with a parameter at the key's position: helpers with that parameter as the key.
    static func resolverHelpers(in module: SwiftModule, resolvers found: [String: Resolver]) -> [HelperSignature] {
        guard !found.isEmpty else { return [] }
        var result: [HelperSignature] = []
        for (fileIndex, file) in module.files.enumerated() {
            let declarations = module.declarations[fileIndex]
            for (index, declaration) in declarations.enumerated() where declaration.kind == .function && declaration.body >= 0 {
                guard let owner = declaration.owner, let resolver = found[owner.lastNameComponent],
                      !declaration.isStatic, !declaration.parameters.isEmpty else { continue }
                let stored = Set(declarations.filter { property in
                    (property.kind == .constant || property.kind == .variable) && property.owner == owner && !property.isStatic
                        && property.localScope < 0 && property.value == nil
                }.map(\.name))
                guard !stored.isEmpty, let key = storedClosureKey(in: declaration, stored: stored, position: resolver.keyPosition, file: file) else { continue }
                result.append(HelperSignature(
                    declaration: DeclarationReference(file: Int32(fileIndex), index: Int32(index)),
                    path: fileIndex < module.paths.count ? module.paths[fileIndex] : "", position: file.position(ofToken: Int(declaration.nameToken)),
                    name: declaration.name, owner: declaration.owner, isStatic: false, isProperty: false, parameters: declaration.parameters,
                    key: .parameter(key), table: resolver.table, bundle: resolver.bundle, lookup: resolver.lookup,
                    isPublic: declaration.isPublic, keyTakesInterpolations: false))
            }
        }
        return result
    }

    /// The parameter of `declaration` its body passes, at `position` without a label, to a call of
    /// one of the type's `stored` properties (`resolve(key, args)`, `self.resolve(key, args)`).
    private static func storedClosureKey(in declaration: SwiftDeclaration, stored: Set<String>, position: Int, file: SwiftLexedFile) -> Int? {
        let tokens = file.tokens
        let open = Int(declaration.body)
        guard open < tokens.count, tokens[open].link > open else { return nil }
        for index in (open + 1)..<Int(tokens[open].link) where tokens[index].kind == .identifier && index + 1 < tokens.count {
            guard tokens[index + 1].kind == .leftParen, !tokens[index + 1].followsSpace, stored.contains(file.text(ofToken: index)) else { continue }
            // The property itself, not another value's member.
            if index >= 2, tokens[index - 1].kind == .period, tokens[index - 2].keyword != .self { continue }
            guard let arguments = file.arguments(ofParen: index + 1), position < arguments.count, arguments[position].label == nil else { continue }
            let argument = file.unwrapped(arguments[position].expression)
            guard argument.count == 1,
                  let parameter = declaration.parameters.firstIndex(where: { file.token(argument.lowerBound, equals: $0.name) }) else { continue }
            return parameter
        }
        return nil
    }

    /// The type a lookup at `index` resolves keys for: the lookup takes as its key a parameter of
    /// a closure around it (`Phrasebook { key, args in … String(localized: String.LocalizationValue(key))
    /// … }`, `Phrasebook(resolve: { key, _ in … })`), and that closure is given to a module type's
    /// initialiser.
    static func resolver(at index: Int, _ lookup: HelperSignature.Lookup, in file: SwiftLexedFile, fileIndex: Int, module: SwiftModule) -> Resolver? {
        // Most lookups take a literal key (`String(localized: "Done")`): no closure's parameter, and
        // no arguments to read.
        let tokens = file.tokens
        let first = index + 2
        let key = lookup == .stringLocalized && first + 2 < tokens.count && file.token(first, is: "localized") ? first + 2 : first
        if key < tokens.count, tokens[key].kind == .string { return nil }
        guard let arguments = file.arguments(ofParen: index + 1) else { return nil }
        let keyArgument = lookup == .stringLocalized ? file.argument("localized", in: arguments) : file.firstUnlabeled(arguments)
        guard let keyArgument, let name = keyName(keyArgument.expression, in: file) else { return nil }
        // The closure around the lookup that has the key among its parameters.
        let tree = module.scopes[fileIndex]
        var scope = tree.scope(of: index)
        var steps = 0
        while scope > 0, steps < 16 {
            switch tree.scopes[scope].kind {
            case .closure(let parameters):
                if let position = parameters.firstIndex(of: name) {
                    guard let type = constructedType(givenClosureAt: Int(tree.scopes[scope].open), in: file), module.typesByLastName[type] != nil else {
                        return nil
                    }
                    let tableLabel: StaticString = lookup == .nsLocalizedString ? "tableName" : "table"
                    let table = file.argument(tableLabel, in: arguments).map { written($0.expression, in: file, isTable: true) } ?? .standard
                    let bundle = file.argument("bundle", in: arguments).map { written($0.expression, in: file, isTable: false) } ?? .standard
                    return Resolver(type: type, keyPosition: position, lookup: lookup, table: table, bundle: bundle)
                }
            case .function, .type:
                return nil
            default:
                break
            }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return nil
    }

    /// The parameter name a lookup's key is, through one wrapper (`String.LocalizationValue(key)`).
    private static func keyName(_ range: Range<Int>, in file: SwiftLexedFile) -> String? {
        var range = file.unwrapped(range)
        if let inner = file.wrappedArgument(range, callees: ["String.LocalizationValue", "LocalizationValue", ".init"]) { range = file.unwrapped(inner) }
        guard range.count == 1, file.tokens[range.lowerBound].kind == .identifier else { return nil }
        return file.text(ofToken: range.lowerBound)
    }

    /// The last name of the type whose initialiser a closure opening at `open` is given to: a
    /// trailing closure (`Phrasebook { … }`, `Phrasebook(x) { … }`) or a labelled argument
    /// (`Phrasebook(resolve: { … })`), written with its type's name (`Phrasebook`, `Kit.Phrasebook`).
    private static func constructedType(givenClosureAt open: Int, in file: SwiftLexedFile) -> String? {
        let tokens = file.tokens
        guard open >= 1 else { return nil }
        var callee = open - 1
        switch tokens[callee].kind {
        case .rightParen:
            guard tokens[callee].link >= 1 else { return nil }
            callee = Int(tokens[callee].link) - 1
        case .colon:
            // `Type(resolve: {`: the label, then the parenthesis it is inside.
            var position = callee - 2
            while position >= 0, tokens[position].kind != .leftParen || Int(tokens[position].link) < open {
                if tokens[position].kind == .rightParen || tokens[position].kind == .rightBracket || tokens[position].kind == .rightBrace {
                    guard tokens[position].link >= 0 else { return nil }
                    position = Int(tokens[position].link)
                }
                position -= 1
                if open - position > 256 { return nil }
            }
            guard position >= 1 else { return nil }
            callee = position - 1
        case .identifier:
            break
        default:
            return nil
        }
        guard callee >= 0, tokens[callee].kind == .identifier, file.startsWithUppercase(callee) else { return nil }
        return file.text(ofToken: callee)
    }
}
