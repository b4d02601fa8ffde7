/// Lookup helpers that read a compiled strings table themselves instead of asking `Bundle` for a
/// localized string: an app that switches its language inside the app (folio's `L10n`, the 40th
/// study) loads `Bundle.main.url(forResource: "Localizable", withExtension: "strings", subdirectory:
/// nil, localization: code)` into a dictionary and returns `table[key]`. The catalog builds that
/// table, so the function looks its parameter up in the catalog's table as `localizedString(forKey:)`
/// would; its callers (`L10n.t("menu.open")`) make lookups, not hard-coded text.
enum StringsTableReads {
    /// The table named at `index`, the `forResource:` label of a call that asks for a `.strings`
    /// resource (`withExtension: "strings"` or `ofType: "strings"`) with a written name.
    static func table(namedAt index: Int, in file: SwiftLexedFile) -> String? {
        guard index + 2 < file.tokens.count, file.tokens[index + 1].kind == .colon,
              let name = file.plainLiteralText((index + 2)..<(index + 3)), !name.isEmpty,
              let open = file.enclosingParenthesis(of: index), let arguments = file.arguments(ofParen: open) else { return nil }
        let kind = file.argument("withExtension", in: arguments) ?? file.argument("ofType", in: arguments)
        guard let kind, file.plainLiteralText(file.unwrapped(kind.expression)) == "strings" else { return nil }
        return name
    }

    /// The helper a declaration is when its body subscripts a value by one of its `String`
    /// parameters (`table[key]`): that parameter is the key, looked up in `table` of the main bundle.
    static func signature(
        table: String, declaration: SwiftDeclaration, in file: SwiftLexedFile, reference: DeclarationReference, path: String
    ) -> HelperSignature? {
        guard declaration.kind == .function, declaration.body >= 0, !declaration.parameters.takeTextPerLanguage else { return nil }
        let end = Int(file.tokens[Int(declaration.body)].link)
        guard end > Int(declaration.body) else { return nil }
        var key: Int?
        for index in Int(declaration.body)..<(end - 2) where file.tokens[index].kind == .leftBracket && file.tokens[index + 2].kind == .rightBracket {
            guard let parameter = declaration.parameters.firstIndex(where: { file.token(index + 1, equals: $0.name) }),
                  let type = declaration.parameters[parameter].type, file.expressionText(type) == "String" else { continue }
            key = parameter
            break
        }
        guard let key else { return nil }
        return HelperSignature(
            declaration: reference, path: path, position: file.position(ofToken: Int(declaration.nameToken)), name: declaration.name,
            owner: declaration.owner, isStatic: declaration.isStatic, isProperty: false, parameters: declaration.parameters,
            key: .parameter(key), table: .written(table), bundle: .standard, lookup: .bundleLocalizedString, isPublic: declaration.isPublic,
            keyTakesInterpolations: false)
    }
}
