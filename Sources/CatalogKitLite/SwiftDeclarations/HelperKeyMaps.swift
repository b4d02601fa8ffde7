/// Keys a lookup helper maps through a table of the app before it asks a catalog:
///
///     func localized(_ key: String, locale: Locale) -> String {
///         let resolvedKey = LocalizationMetadata.stableKey(for: key)
///         return bundle.localizedString(forKey: resolvedKey, value: nil, table: nil)
///     }
///     enum LocalizationMetadata {
///         static let sourceKeyMap: [String: String] = ["Pindrop Orb": "pindrop_orb", …]
///         static func stableKey(for key: String) -> String {
///             if let mapped = sourceKeyMap[key] { return mapped }
///             …
///         }
///     }
///
/// (Pindrop, the 44th study: a script writes the catalog under stable keys and the map from the
/// English text to them; every `localized("…", locale:)` of the app was "dynamic", 18 of 23
/// sampled sites.) A call's key is the map's value for its text; a text the map does not hold is
/// mapped by code this reader does not run.
enum HelperKeyMaps {
    /// The helper's parameter that `range` (the lookup's key) maps through a function of the
    /// module, and the map that function's dictionary literals give, the first one read winning:
    /// the key is the function's result for the parameter, directly or through a constant of the
    /// helper's body (`let resolvedKey = Metadata.stableKey(for: key)`).
    static func mappedKey(
        _ range: Range<Int>, in file: SwiftLexedFile, declaration: SwiftDeclaration, constants: [SwiftDeclaration], module: SwiftModule
    ) -> (parameter: Int, map: [String: String])? {
        var expression = file.unwrapped(range)
        // Most keys are literals or parameters: neither maps anything.
        guard !expression.isEmpty, file.tokens[expression.lowerBound].kind == .identifier else { return nil }
        if expression.count == 1 {
            guard declaration.parameters.allSatisfy({ !file.token(expression.lowerBound, equals: $0.name) }),
                  let local = constants.last(where: { constant in
                      constant.kind == .constant && constant.localScope >= 0 && constant.nameToken > declaration.body
                          && Int(constant.nameToken) < expression.lowerBound && file.token(expression.lowerBound, equals: constant.name)
                  }), let value = local.value else { return nil }
            expression = file.unwrapped(value)
        }
        guard let call = file.namedCall(expression), Int(file.tokens[call.open].link) == expression.upperBound - 1,
              let arguments = file.arguments(ofParen: call.open), arguments.count == 1 else { return nil }
        let argument = file.unwrapped(arguments[0].expression)
        guard argument.count == 1,
              let parameter = declaration.parameters.firstIndex(where: { file.token(argument.lowerBound, equals: $0.name) }),
              let (function, functionFile) = mappingFunction(named: call.callee, from: declaration.owner, in: module),
              let mapped = function.parameters.first?.name else { return nil }
        var map: [String: String] = [:]
        for table in module.dictionaryLiterals(subscriptedBy: mapped, inBodyOf: function, inFile: functionFile) {
            for entry in table.entries where map[entry.key] == nil {
                guard let text = module.files[table.file].plainLiteralText(entry.value) else { return nil }
                map[entry.key] = text
            }
        }
        return map.isEmpty ? nil : (parameter, map)
    }

    /// The one function of one parameter a callee names: `Type.name` (a static function of a type
    /// of the module) or `name` (a global, or a function of the helper's own type).
    private static func mappingFunction(named callee: String, from owner: String?, in module: SwiftModule) -> (SwiftDeclaration, Int)? {
        let parts = callee.split(separator: ".")
        guard let last = parts.last else { return nil }
        let name = String(last)
        var references: [DeclarationReference] = []
        if parts.count == 1 {
            references = (module.globals[name] ?? []) + (owner.map { module.members(named: name, of: $0) } ?? [])
        } else if let type = module.types(named: parts.dropLast().joined(separator: "."), from: owner).first {
            references = module.members(named: name, of: type)
        }
        let functions = references.filter { module.declaration($0).kind == .function && module.declaration($0).parameters.count == 1 }
        guard functions.count == 1 else { return nil }
        return (module.declaration(functions[0]), Int(functions[0].file))
    }
}
