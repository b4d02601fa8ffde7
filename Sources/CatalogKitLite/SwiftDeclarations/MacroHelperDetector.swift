/// Finds the app's own freestanding macros that expand to a catalog lookup: Proton Pass's
///
///     @freestanding(expression)
///     public macro localized(_ key: StaticString, bundle: Bundle? = nil) -> String
///         = #externalMacro(module: "MacroImplementation", type: "LocalizedMacro")
///
/// whose implementation `LocalizedMacro` returns `"String(localized: \(key), bundle: \(bundle))"`.
/// A call `#localized("Retry", bundle: .module)` is then a lookup of "Retry" in the bundle it
/// names, like a helper function's call.
///
/// A macro counts only when the run holds its implementation type and that type writes a lookup
/// (`String(localized:`, `NSLocalizedString(`, `LocalizedStringResource(`) into the code it makes;
/// a macro whose expansion the run cannot read is left alone.
enum MacroHelperDetector {
    /// A `macro` declaration: where it is, its parameters, and the type its `#externalMacro` names.
    private struct Declaration {
        var module: Int
        var file: Int
        var nameToken: Int
        var name: String
        var parameters: [SwiftParameter]
        var implementation: String
        var isPublic: Bool
    }

    /// The lookups an implementation may write into the code it makes.
    private static let lookupsWritten = ["String(localized:", "NSLocalizedString(", "LocalizedStringResource("]

    /// Per module, the macro helpers it declares, named with their `#` (`#localized`).
    static func helpers(in modules: [SwiftModule]) -> [[HelperSignature]] {
        var result = modules.map { _ in [HelperSignature]() }
        let declarations = modules.indices.flatMap { macroDeclarations(in: modules[$0], module: $0) }
        guard !declarations.isEmpty else { return result }
        let expanding = implementationsWritingLookups(Set(declarations.map(\.implementation)), in: modules)
        for declaration in declarations where expanding.contains(declaration.implementation) {
            if let helper = signature(declaration, file: modules[declaration.module].files[declaration.file], module: modules[declaration.module]) {
                result[declaration.module].append(helper)
            }
        }
        return result
    }

    /// `macro name<…>(parameters) -> T = #externalMacro(module: "…", type: "…")` in the module's files.
    private static func macroDeclarations(in module: SwiftModule, module moduleIndex: Int) -> [Declaration] {
        var found: [Declaration] = []
        for (fileIndex, file) in module.files.enumerated() where file.contains(.macro) {
            let tokens = file.tokens
            // The lexer marks the word: most files have none, and the lexer says which.
            for index in tokens.indices where tokens[index].keyword == .macro && index + 2 < tokens.count {
                guard tokens[index + 1].kind == .identifier, index == 0 || tokens[index - 1].kind != .period else { continue }
                var open = index + 2
                while open < tokens.count, tokens[open].kind != .leftParen, open - index < 32 { open += 1 }
                guard open < tokens.count, tokens[open].kind == .leftParen, tokens[open].link > open,
                      let items = file.arguments(ofParen: open) else { continue }
                // `= #externalMacro(module: "…", type: "…")` after the result type.
                var next = Int(tokens[open].link) + 1
                while next < tokens.count, next - open < 64, tokens[next].kind != .poundKeyword, tokens[next].keyword != .macro { next += 1 }
                guard next + 1 < tokens.count, file.token(next, is: "#externalMacro"), tokens[next + 1].kind == .leftParen,
                      let arguments = file.arguments(ofParen: next + 1), let type = file.argument("type", in: arguments),
                      let implementation = file.plainLiteralText(type.expression) else { continue }
                let isPublic = file.hasModifier("public", before: index) || file.hasModifier("open", before: index)
                found.append(Declaration(
                    module: moduleIndex, file: fileIndex, nameToken: index + 1, name: file.text(ofToken: index + 1),
                    parameters: items.compactMap { ScopeHeaderReader.parameter(file, $0) }, implementation: implementation, isPublic: isPublic))
            }
        }
        return found
    }

    /// Those of `names` that some module declares as a type whose body writes a lookup.
    private static func implementationsWritingLookups(_ names: Set<String>, in modules: [SwiftModule]) -> Set<String> {
        var result = Set<String>()
        for module in modules {
            for file in module.files {
                for type in file.typeBodies(["struct", "enum", "class"]) where names.contains(file.text(ofToken: type.name)) {
                    let body = String(decoding: file.bytes[type.body], as: UTF8.self)
                    if lookupsWritten.contains(where: body.contains) { result.insert(file.text(ofToken: type.name)) }
                }
            }
        }
        return result
    }

    /// The helper a macro is: its first text parameter is the key; `table:`/`tableName:` and
    /// `bundle:` parameters, when it has them, give the table and the bundle.
    private static func signature(_ declaration: Declaration, file: SwiftLexedFile, module: SwiftModule) -> HelperSignature? {
        let textTypes: Set<String> = ["StaticString", "String", "String.LocalizationValue", "LocalizationValue", "LocalizedStringResource"]
        guard let keyIndex = declaration.parameters.firstIndex(where: { $0.type.map { textTypes.contains(file.expressionText($0)) } ?? false }) else { return nil }
        let parameter = { (names: [String]) in declaration.parameters.firstIndex { names.contains($0.name) } }
        let source = { (index: Int?, isTable: Bool) -> HelperSignature.Source in
            index.map { HelperDetector.parameterSource($0, of: declaration.parameters, in: file, isTable: isTable) } ?? .standard
        }
        return HelperSignature(
            declaration: DeclarationReference(file: Int32(declaration.file), index: Int32(-1 - declaration.nameToken)),
            path: declaration.file < module.paths.count ? module.paths[declaration.file] : "",
            position: file.position(ofToken: declaration.nameToken), name: "#" + declaration.name, owner: nil, isStatic: false,
            isProperty: false, parameters: declaration.parameters, key: .parameter(keyIndex),
            table: source(parameter(["table", "tableName"]), true), bundle: source(parameter(["bundle"]), false),
            lookup: .stringLocalized, isPublic: declaration.isPublic, keyTakesInterpolations: false)
    }
}
