/// Finds the lookup helpers of a module by reading their bodies (see ``HelperSignature``): one pass
/// over each file's tokens gives every lookup call its function, and a function whose lookup takes
/// a parameter (or `self` of a string) as its key is a helper. A function that passes its
/// parameter as the key of a helper is one too, found in a few more rounds.
enum HelperDetector {
    /// The helpers each module declares, then every module's helpers joined with the public ones
    /// of the others (a package the app imports, such as Feather's `NimbleKit`).
    static func link(_ modules: inout [SwiftModule]) {
        var resolvers = Array(repeating: [String: Resolver](), count: modules.count)
        var own = modules.indices.map { direct(in: modules[$0], resolvers: &resolvers[$0]) }
        for (index, macros) in MacroHelperDetector.helpers(in: modules).enumerated() { own[index] += macros }
        for index in modules.indices where !resolvers[index].isEmpty { own[index] += resolverHelpers(in: modules[index], resolvers: resolvers[index]) }
        // Helpers that call helpers: a few rounds reach the chains real apps write.
        for _ in 0..<3 where own.contains(where: { !$0.isEmpty }) {
            let visible = visibleHelpers(own)
            var added = false
            for index in modules.indices {
                let found = transitive(in: modules[index], known: visible[index], already: own[index])
                if !found.isEmpty {
                    own[index] += found
                    added = true
                }
            }
            guard added else { break }
        }
        for index in modules.indices {
            HelperReceivers.attach(to: &own[index], in: modules[index])
            HelperInlineTables.attach(to: &own[index], in: modules[index])
        }
        let visible = visibleHelpers(own)
        for index in modules.indices {
            modules[index].helpers = visible[index]
            modules[index].ownHelpers = own[index]
        }
        // The bundles and label wrappers modules give each other, linked with the helpers.
        SwiftModule.linkModuleBundles(&modules)
        LabelWrappers.link(&modules)
    }

    /// Per module: its own helpers and the public helpers of the others, by name.
    private static func visibleHelpers(_ own: [[HelperSignature]]) -> [[String: [HelperSignature]]] {
        let publicOnes = own.enumerated().flatMap { index, helpers in helpers.filter(\.isPublic).map { (index, $0) } }
        return own.indices.map { module in
            var byName: [String: [HelperSignature]] = [:]
            for helper in own[module] { byName[helper.name, default: []].append(helper) }
            for (owner, helper) in publicOnes where owner != module { byName[helper.name, default: []].append(helper) }
            return byName
        }
    }

    /// The function or computed property whose body holds a token, through closures and blocks.
    static func enclosingBody(of token: Int, file: Int, in module: SwiftModule, bodies: [Int32: Int32]) -> Int? {
        let tree = module.scopes[file]
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 64 {
            if case .function = tree.scopes[scope].kind, let declaration = bodies[tree.scopes[scope].open] { return Int(declaration) }
            if case .type = tree.scopes[scope].kind { return nil }
            scope = Int(tree.scopes[scope].parent)
            steps += 1
        }
        return nil
    }

    /// Per file: the declaration whose body each `{` opens.
    static func bodies(of declarations: [SwiftDeclaration]) -> [Int32: Int32] {
        var result: [Int32: Int32] = [:]
        for (index, declaration) in declarations.enumerated() where declaration.body >= 0 {
            result[declaration.body] = Int32(index)
        }
        return result
    }

    /// The keywords a lookup starts with, a bit each by raw value: `Text(…)`, `String(localized:)`,
    /// `NSLocalizedString(…)`, `LocalizedStringResource(…)`, `LocalizedStringKey(…)`,
    /// `….localizedString(forKey:…)`.
    static let lookupStartKeywords: UInt64 = [
        SwiftKeyword.Text, .String, .NSLocalizedString, .LocalizedStringResource, .LocalizedStringKey, .localizedString,
    ].reduce(0) { $0 | 1 << UInt64($1.rawValue) }

    /// Those, and the `forResource:` a strings table's resource is read with.
    private static let lookupKeywords: UInt64 = lookupStartKeywords | 1 << UInt64(SwiftKeyword.forResource.rawValue)

    /// Helpers whose body makes a lookup itself; `resolvers` gets the types made with a closure
    /// that looks up its parameter (``resolver(at:_:in:fileIndex:module:)``), found in the same pass.
    private static func direct(in module: SwiftModule, resolvers: inout [String: Resolver]) -> [HelperSignature] {
        var result: [HelperSignature] = []
        for (fileIndex, file) in module.files.enumerated() {
            let declarations = module.declarations[fileIndex]
            guard declarations.contains(where: { $0.body >= 0 }) else { continue }
            // Made at the file's first lookup: most files make none.
            var bodies: [Int32: Int32]?
            var found = Set<Int>()
            // Only the names of lookups (and of a strings table's resource) start one: a mask of
            // them passes over `let`, `func` and the other keywords without a call.
            guard file.keywordsSeen & Self.lookupKeywords != 0 else { continue }
            for index in file.tokens.indices where (1 << UInt64(file.tokens[index].keyword.rawValue)) & Self.lookupKeywords != 0 {
                if file.tokens[index].keyword == .forResource {
                    // A strings table the body reads itself, and subscripts by a parameter.
                    guard let table = StringsTableReads.table(namedAt: index, in: file) else { continue }
                    if bodies == nil { bodies = Self.bodies(of: declarations) }
                    guard let owner = enclosingBody(of: index, file: fileIndex, in: module, bodies: bodies!), !found.contains(owner),
                          let helper = StringsTableReads.signature(
                            table: table, declaration: declarations[owner], in: file, reference: DeclarationReference(file: Int32(fileIndex), index: Int32(owner)),
                            path: fileIndex < module.paths.count ? module.paths[fileIndex] : "") else { continue }
                    found.insert(owner)
                    result.append(helper)
                    continue
                }
                guard let lookup = lookupFunction(at: index, in: file) else { continue }
                if bodies == nil { bodies = Self.bodies(of: declarations) }
                guard let owner = enclosingBody(of: index, file: fileIndex, in: module, bodies: bodies!), !found.contains(owner) else { continue }
                let declaration = declarations[owner]
                guard let helper = signature(
                    lookup, at: index, in: file, declaration: declaration, constants: declarations, reference: DeclarationReference(file: Int32(fileIndex), index: Int32(owner)),
                    path: fileIndex < module.paths.count ? module.paths[fileIndex] : "", module: module) else {
                    // A closure in the body that looks up its own parameter, given to a type's initialiser.
                    if let resolver = resolver(at: index, lookup, in: file, fileIndex: fileIndex, module: module), resolvers[resolver.type] == nil {
                        resolvers[resolver.type] = resolver
                    }
                    continue
                }
                found.insert(owner)
                result.append(helper)
            }
        }
        return result
    }

    /// Helpers whose body passes a parameter (or `self`) as the key of a known helper.
    private static func transitive(in module: SwiftModule, known: [String: [HelperSignature]], already: [HelperSignature]) -> [HelperSignature] {
        let existing = Set(already.map(\.declaration))
        let namesByLength = Dictionary(grouping: known.keys, by: \.utf8.count)
        var result: [HelperSignature] = []
        for (fileIndex, file) in module.files.enumerated() {
            let declarations = module.declarations[fileIndex]
            guard declarations.contains(where: { $0.body >= 0 }) else { continue }
            let bodies = bodies(of: declarations)
            let shape = ExpressionShape(file: file)
            var found = Set<Int>()
            for index in file.tokens.indices where file.tokens[index].kind == .identifier {
                let length = Int(file.tokens[index].end - file.tokens[index].start)
                guard let names = namesByLength[length], names.contains(where: { file.token(index, equals: $0) }) else { continue }
                guard let owner = enclosingBody(of: index, file: fileIndex, in: module, bodies: bodies), !found.contains(owner),
                      !existing.contains(DeclarationReference(file: Int32(fileIndex), index: Int32(owner))) else { continue }
                let declaration = declarations[owner]
                guard !declaration.parameters.takeTextPerLanguage,
                      let call = HelperCall.match(endingAt: index, in: file, shape: shape, helpers: known, enclosingType: declaration.owner) else { continue }
                guard let key = keySource(call.key, in: file, declaration: declaration) else { continue }
                var helper = HelperSignature(
                    declaration: DeclarationReference(file: Int32(fileIndex), index: Int32(owner)),
                    path: fileIndex < module.paths.count ? module.paths[fileIndex] : "",
                    position: file.position(ofToken: Int(declaration.nameToken)), name: declaration.name,
                    owner: declaration.owner, isStatic: declaration.isStatic, isProperty: declaration.kind == .computed,
                    parameters: declaration.parameters, key: key, table: .standard, bundle: .standard, lookup: call.helper.lookup,
                    isPublic: declaration.isPublic, keyTakesInterpolations: false)
                // The inner helper's table and bundle, passed on or fixed.
                helper.table = passedOn(call.helper.table, call: call, file: file, declaration: declaration, constants: declarations, isTable: true)
                helper.bundle = passedOn(call.helper.bundle, call: call, file: file, declaration: declaration, constants: declarations, isTable: false)
                helper.keyTakesInterpolations = keyTakesInterpolations(key, declaration: declaration, file: file)
                helper.keyMap = call.helper.keyMap
                // MoviesDB's `format(_ key: Key, _ arguments: CVarArg...)` over `string(key)`: the
                // same enum's raw values are the keys.
                helper.keyRawValues = call.helper.keyRawValues
                found.insert(owner)
                result.append(helper)
            }
        }
        return result
    }

    /// What an inner helper's table or bundle becomes in the outer one; `constants` are the file's
    /// declarations, for a constant of the outer helper's type passed on (Lumi's `BookletLocalization`,
    /// `LumiLocalization.string(key, bundle: bundle, table: table)` over `static let table =
    /// "Localizable"`, 49th study).
    private static func passedOn(
        _ source: HelperSignature.Source, call: HelperCall, file: SwiftLexedFile, declaration: SwiftDeclaration, constants: [SwiftDeclaration],
        isTable: Bool
    ) -> HelperSignature.Source {
        switch source {
        case .standard, .written, .unreadable: return source
        case .member:
            // The inner helper's own stored property: the outer one's too when it is a method of the
            // same type called on `self`; else not known here.
            return call.receiver == nil && call.helper.owner == declaration.owner && !declaration.isStatic ? source : .unreadable
        case .parameter(let index, let fallback):
            if let argument = call.arguments[index] {
                return self.source(argument, in: file, declaration: declaration, constants: constants, isTable: isTable)
            }
            switch fallback {
            case .standard: return .standard
            case .written(let text): return .written(text)
            case .unreadable: return .unreadable
            }
        }
    }

    /// The lookup a call at `index` makes, when it is one: `NSLocalizedString(`, `String(localized:`,
    /// `LocalizedStringResource(`, `LocalizedStringKey(`, `.localizedString(forKey:`.
    static func lookupFunction(at index: Int, in file: SwiftLexedFile) -> HelperSignature.Lookup? {
        let keyword = file.tokens[index].keyword
        guard keyword != .none, index + 1 < file.tokens.count, file.tokens[index + 1].kind == .leftParen else { return nil }
        if index > 0, file.tokens[index - 1].kind == .period {
            return keyword == .localizedString ? .bundleLocalizedString : nil
        }
        switch keyword {
        case .NSLocalizedString: return .nsLocalizedString
        // `String(localized:…)` only: `localized:` comes first, and most `String(…)` calls convert.
        case .String:
            guard index + 3 < file.tokens.count, file.tokens[index + 3].kind == .colon, file.token(index + 2, is: "localized") else { return nil }
            return .stringLocalized
        case .LocalizedStringResource: return .localizedStringResource
        case .LocalizedStringKey: return .localizedStringKey
        default: return nil
        }
    }

    /// The signature when the lookup at `index` takes a parameter or `self` as its key.
    private static func signature(
        _ lookup: HelperSignature.Lookup, at index: Int, in file: SwiftLexedFile, declaration: SwiftDeclaration,
        constants: [SwiftDeclaration], reference: DeclarationReference, path: String, module: SwiftModule
    ) -> HelperSignature? {
        guard let arguments = file.arguments(ofParen: index + 1) else { return nil }
        let keyArgument: CallArgument?
        let tableLabel: StaticString
        switch lookup {
        case .nsLocalizedString: keyArgument = file.firstUnlabeled(arguments); tableLabel = "tableName"
        case .stringLocalized: keyArgument = file.argument("localized", in: arguments); tableLabel = "table"
        case .localizedStringResource, .localizedStringKey: keyArgument = file.firstUnlabeled(arguments); tableLabel = "table"
        case .bundleLocalizedString: keyArgument = file.argument("forKey", in: arguments); tableLabel = "table"
        }
        // A function given the text in several languages looks up only some of them (its English
        // fallback): what it shows in German is its own argument, not the catalog's.
        guard !declaration.parameters.takeTextPerLanguage else { return nil }
        guard let keyArgument else { return nil }
        var keyRawValues: [String: String]?
        var keyMap: [String: String]?
        var key = keySource(keyArgument.expression, in: file, declaration: declaration)
        if key == nil, let (parameter, values) = rawValueKey(keyArgument.expression, in: file, declaration: declaration, module: module) {
            key = .parameter(parameter)
            keyRawValues = values
        }
        if key == nil, let (parameter, map) = HelperKeyMaps.mappedKey(keyArgument.expression, in: file, declaration: declaration, constants: constants, module: module) {
            key = .parameter(parameter)
            keyMap = map
        }
        guard let key else { return nil }
        var table = HelperSignature.Source.standard
        var tableRawValues: [String: String]?
        if let argument = file.argument(tableLabel, in: arguments) {
            if let (parameter, values) = rawValueKey(argument.expression, in: file, declaration: declaration, module: module) {
                table = .parameter(parameter, fallback: rawValueFallback(declaration.parameters[parameter], values: values, in: file))
                tableRawValues = values
            } else {
                table = source(argument.expression, in: file, declaration: declaration, constants: constants, isTable: true)
            }
        }
        var bundle = HelperSignature.Source.standard
        if lookup == .bundleLocalizedString {
            // The receiver: `Bundle.main.localizedString(forKey:…)`, `bundle.localizedString(…)`.
            let root = ExpressionShape(file: file).chainRoot(of: index)
            if root < index - 1 { bundle = source(root..<(index - 1), in: file, declaration: declaration, isTable: false) }
        } else if let argument = file.argument("bundle", in: arguments) {
            bundle = source(argument.expression, in: file, declaration: declaration, constants: constants, isTable: false)
        }
        var helper = HelperSignature(
            declaration: reference, path: path, position: file.position(ofToken: Int(declaration.nameToken)), name: declaration.name, owner: declaration.owner, isStatic: declaration.isStatic,
            isProperty: declaration.kind == .computed, parameters: declaration.parameters, key: key, table: table, bundle: bundle,
            lookup: lookup, isPublic: declaration.isPublic,
            keyTakesInterpolations: keyTakesInterpolations(key, declaration: declaration, file: file), keyRawValues: keyRawValues)
        helper.keyMap = keyMap
        helper.tableRawValues = tableRawValues
        helper.fallbackText = HelperFallbackText.parameter(of: declaration, key: key, in: file)
            ?? HelperFallbackText.passedDefault(of: declaration, key: key, in: file)
        return helper
    }

    /// The table a raw-value parameter's default names (`table: StringCatalog = .main`): the raw
    /// value of that case; none written is the standard table, anything else unreadable.
    private static func rawValueFallback(_ parameter: SwiftParameter, values: [String: String], in file: SwiftLexedFile) -> HelperSignature.Fallback {
        guard let value = parameter.defaultValue.map(file.unwrapped) else { return .standard }
        guard value.count >= 2, file.tokens[value.upperBound - 2].kind == .period,
              let raw = values[file.text(ofToken: value.upperBound - 1)] else { return .unreadable }
        return .written(raw)
    }

    /// `key.rawValue`, where `key` is a parameter whose type is an enum of the module with raw
    /// values: the parameter, and each case's raw value by name (a case without one is its name).
    private static func rawValueKey(
        _ range: Range<Int>, in file: SwiftLexedFile, declaration: SwiftDeclaration, module: SwiftModule
    ) -> (Int, [String: String])? {
        let range = keyExpression(range, in: file)
        guard range.count == 3, file.tokens[range.lowerBound + 1].kind == .period, file.token(range.lowerBound + 2, is: "rawValue"),
              let index = declaration.parameters.firstIndex(where: { file.token(range.lowerBound, equals: $0.name) }),
              let annotation = declaration.parameters[index].type, !annotation.isEmpty else { return nil }
        let written = file.expressionText(annotation)
        guard let type = module.types(named: written, from: declaration.owner).first else { return nil }
        var values: [String: String] = [:]
        for reference in module.enumCases(of: type) {
            guard let text = module.rawValueLiteral(of: reference)?.plainText else { return nil }
            values[module.declaration(reference).name] = text
        }
        return values.isEmpty ? nil : (index, values)
    }

    /// Whether the key is a parameter of a type that turns interpolations into a format.
    private static func keyTakesInterpolations(_ key: HelperSignature.Key, declaration: SwiftDeclaration, file: SwiftLexedFile) -> Bool {
        guard case .parameter(let index) = key else { return false }
        let type = TextType.of(annotation: declaration.parameters[index].type, in: file)
        return type == .key || type == .resource
    }

    /// Whether an expression is the declaration's parameter or `self` of a string (through
    /// `String.LocalizationValue(…)`, `LocalizedStringKey(…)`, `.init(…)` or `String(…)`).
    private static func keySource(_ range: Range<Int>, in file: SwiftLexedFile, declaration: SwiftDeclaration) -> HelperSignature.Key? {
        let range = keyExpression(range, in: file)
        guard range.count == 1, file.tokens[range.lowerBound].kind == .identifier else { return nil }
        if file.tokens[range.lowerBound].keyword == .self {
            guard let owner = declaration.owner, stringOwnerNames.contains(owner), !declaration.isStatic else { return nil }
            return .receiver
        }
        guard let index = declaration.parameters.firstIndex(where: { file.token(range.lowerBound, equals: $0.name) }) else { return nil }
        return .parameter(index)
    }

    /// The key a lookup is given, inside one wrapper call that converts it: `String(localized:
    /// String.LocalizationValue(key))`, MoviesDB's `String(localized: .init(key.rawValue), …)`.
    private static func keyExpression(_ range: Range<Int>, in file: SwiftLexedFile) -> Range<Int> {
        let range = file.unwrapped(range)
        guard let inner = file.wrappedArgument(
            range, callees: ["String.LocalizationValue", "LocalizationValue", ".init", "LocalizedStringKey", "String", "LocalizedStringResource"]) else { return range }
        return file.unwrapped(inner)
    }

    /// A table or bundle: a parameter of the declaration, a constant of its type (GitOK's
    /// `static let table = "GitCloneLocalizable"`, passed as `table: table`), or what is written.
    private static func source(
        _ range: Range<Int>, in file: SwiftLexedFile, declaration: SwiftDeclaration, constants: [SwiftDeclaration] = [], isTable: Bool
    ) -> HelperSignature.Source {
        let range = file.unwrapped(range)
        if range.count == 1, file.tokens[range.lowerBound].kind == .identifier,
           let index = declaration.parameters.firstIndex(where: { file.token(range.lowerBound, equals: $0.name) }) {
            return parameterSource(index, of: declaration.parameters, in: file, isTable: isTable)
        }
        // `table ?? "Localizable"`, `bundle ?? Bundle.module` over an optional parameter (btlb's
        // `localized(table: String? = nil, bundle: Bundle? = .localization)`, 55th study): the
        // argument, else the parameter's default, else what follows `??`.
        if case .coalescing(let operands)? = file.branches(of: range), operands.count == 2, operands[0].count == 1,
           let index = declaration.parameters.firstIndex(where: { file.token(operands[0].lowerBound, equals: $0.name) }) {
            let orElse = source(operands[1], in: file, declaration: declaration, constants: constants, isTable: isTable)
            let defaultValue = declaration.parameters[index].defaultValue.map(file.unwrapped)
            guard let defaultValue, !(defaultValue.count == 1 && file.tokens[defaultValue.lowerBound].keyword == .nil) else {
                switch orElse {
                case .standard: return .parameter(index, fallback: .standard)
                case .written(let text): return .parameter(index, fallback: .written(text))
                default: return .parameter(index, fallback: .unreadable)
                }
            }
            return parameterSource(index, of: declaration.parameters, in: file, isTable: isTable)
        }
        if let value = constantValue(range, in: file, owner: declaration.owner, constants: constants) {
            return written(value, in: file, isTable: isTable)
        }
        if let name = storedProperty(range, in: file, declaration: declaration, constants: constants) { return .member(name) }
        return written(range, in: file, isTable: isTable)
    }

    /// The value of the type's constant an expression names (`table`, `Self.table`,
    /// `Owner.table`), when the file declares it with a value.
    private static func constantValue(_ range: Range<Int>, in file: SwiftLexedFile, owner: String?, constants: [SwiftDeclaration]) -> Range<Int>? {
        guard let owner, !range.isEmpty, file.tokens[range.upperBound - 1].kind == .identifier else { return nil }
        switch range.count {
        case 1: break
        case 3 where file.tokens[range.lowerBound + 1].kind == .period
            && (file.token(range.lowerBound, is: "Self") || file.token(range.lowerBound, equals: owner)): break
        default: return nil
        }
        let name = range.upperBound - 1
        return constants.first { $0.kind == .constant && $0.owner == owner && $0.localScope < 0 && file.token(name, equals: $0.name) }?.value
    }

    /// The stored instance property of the helper's type an expression names (`tableName`,
    /// `self.tableName`), declared without a value in the file: set by the initialiser.
    private static func storedProperty(_ range: Range<Int>, in file: SwiftLexedFile, declaration: SwiftDeclaration, constants: [SwiftDeclaration]) -> String? {
        guard let owner = declaration.owner, !declaration.isStatic, !range.isEmpty, file.tokens[range.upperBound - 1].kind == .identifier else { return nil }
        switch range.count {
        case 1: break
        case 3 where file.tokens[range.lowerBound + 1].kind == .period && file.token(range.lowerBound, is: "self"): break
        default: return nil
        }
        let name = range.upperBound - 1
        // `let tableName = "Shared"` in the helper's body is what a bare `tableName` names.
        if range.count == 1, constants.contains(where: { $0.localScope >= 0 && $0.nameToken < name && $0.nameToken > declaration.body && file.token(name, equals: $0.name) }) {
            return nil
        }
        let stored = constants.first { property in
            (property.kind == .constant || property.kind == .variable) && property.owner == owner && property.localScope < 0 && !property.isStatic
                && property.value == nil && file.token(name, equals: property.name)
        }
        return stored?.name
    }

    /// A table or bundle the parameter at `index` passes, with its default value as the fallback.
    static func parameterSource(_ index: Int, of parameters: [SwiftParameter], in file: SwiftLexedFile, isTable: Bool) -> HelperSignature.Source {
        let fallback: HelperSignature.Fallback
        switch parameters[index].defaultValue.map({ written($0, in: file, isTable: isTable) }) ?? .standard {
        case .written(let text): fallback = .written(text)
        case .unreadable: fallback = .unreadable
        default: fallback = .standard
        }
        return .parameter(index, fallback: fallback)
    }

    /// A table literal's text, or a bundle expression's; `nil` is the standard one.
    static func written(_ range: Range<Int>, in file: SwiftLexedFile, isTable: Bool) -> HelperSignature.Source {
        let range = file.unwrapped(range)
        if range.count == 1, file.tokens[range.lowerBound].keyword == .nil { return .standard }
        guard isTable else { return .written(file.expressionText(range)) }
        return file.plainLiteralText(range).map(HelperSignature.Source.written) ?? .unreadable
    }
}
