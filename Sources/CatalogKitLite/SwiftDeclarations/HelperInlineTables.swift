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
            let key = helpers[index].parameters[position].name
            let tables = module.dictionaryLiterals(subscriptedBy: key, inBodyOf: declaration, inFile: Int(helpers[index].declaration.file))
            let keys = Set(tables.flatMap { $0.entries.map(\.key) })
            helpers[index].inlineKeys = keys
        }
    }
}
