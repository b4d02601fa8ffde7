/// Keys a lookup helper answers from a table written in code before it asks a catalog:
///
///     private static let inlineTranslations: [String: [String: String]] = [
///         "duplicate.action.add_anyway": ["fr": "Ajouter quand même", "de": "Trotzdem hinzufügen", …],
///     ]
///     static func text(_ key: String) -> String {
///         if let translations = inlineTranslations[key], let value = translations[languageCode] { return value }
///         return String(localized: String.LocalizationValue(key), locale: locale)
///     }
///
/// (Flashcards' `L10n.text`, the 41st study: 7 of its 10 `key-not-in-catalog` findings were keys
/// of such a table, which every language hears translated.)
enum HelperInlineTables {
    /// Fills ``HelperSignature/inlineKeys`` of the helpers whose body subscripts a dictionary
    /// literal of their own type (or a global one) by their key parameter.
    static func attach(to helpers: inout [HelperSignature], in module: SwiftModule) {
        for index in helpers.indices {
            // A macro's helper has no declaration of the module (its reference's index is negative).
            guard case .parameter(let position) = helpers[index].key, position < helpers[index].parameters.count,
                  helpers[index].declaration.index >= 0 else { continue }
            let declaration = module.declaration(helpers[index].declaration)
            let fileIndex = Int(helpers[index].declaration.file)
            let file = module.files[fileIndex]
            let body = Int(declaration.body)
            guard body >= 0, file.tokens[body].link > body else { continue }
            let key = helpers[index].parameters[position].name
            var keys = Set<String>()
            for token in (body + 1)..<Int(file.tokens[body].link) where file.tokens[token].kind == .leftBracket {
                // `table[key]`: a name, `[`, the key parameter alone, `]`.
                guard token >= 1, token + 2 < file.tokens.count, file.tokens[token - 1].kind == .identifier,
                      file.tokens[token + 1].kind == .identifier, file.token(token + 1, equals: key), file.tokens[token + 2].kind == .rightBracket,
                      let table = dictionary(named: file.text(ofToken: token - 1), owner: declaration.owner, in: module) else { continue }
                keys.formUnion(table)
            }
            helpers[index].inlineKeys = keys
        }
    }

    /// The literal keys of the dictionary literal a property of `owner` (or a global) of that
    /// name holds, when it holds one.
    private static func dictionary(named name: String, owner: String?, in module: SwiftModule) -> Set<String>? {
        let references = owner.map { module.members(named: name, of: $0) } ?? module.globals[name] ?? []
        guard references.count == 1 else { return nil }
        let declaration = module.declaration(references[0])
        let file = module.files[Int(references[0].file)]
        guard declaration.kind == .constant, let value = declaration.value else { return nil }
        let literal = file.unwrapped(value)
        guard literal.count >= 2, file.tokens[literal.lowerBound].kind == .leftBracket, Int(file.tokens[literal.lowerBound].link) == literal.upperBound - 1 else { return nil }
        var keys = Set<String>()
        for item in file.arguments(in: (literal.lowerBound + 1)..<(literal.upperBound - 1)) {
            // `"key": value`: a literal, then the colon at the item's top level.
            let range = file.unwrapped(item.expression)
            guard range.count >= 3, file.tokens[range.lowerBound].kind == .string, file.tokens[file.next(after: range.lowerBound)].kind == .colon,
                  let text = file.plainLiteralText(range.lowerBound..<file.next(after: range.lowerBound)) else { continue }
            keys.insert(text)
        }
        return keys.isEmpty ? nil : keys
    }
}
