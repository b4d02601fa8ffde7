/// The parameter whose text a lookup helper returns where the catalog has no text for its key:
/// `let value = NSLocalizedString(key, comment: ""); return value == key ? fallback : value` of
/// smart-siddur's `localizedSettingValue(_:fallback:)` (54th study). A lookup that finds no text
/// gives the key back; such a helper shows its fallback then, so the key is never heard.
enum HelperFallbackText {
    /// The index of the fallback parameter, when the body compares the lookup's result with the key
    /// parameter and returns another parameter where they are equal: `r == key ? fallback : r`,
    /// `r != key ? r : fallback`, `if r == key { return fallback }`, `guard r != key else { return
    /// fallback }`.
    static func parameter(of declaration: SwiftDeclaration, key: HelperSignature.Key, in file: SwiftLexedFile) -> Int? {
        guard case .parameter(let keyIndex) = key, keyIndex < declaration.parameters.count, declaration.body >= 0 else { return nil }
        let keyName = declaration.parameters[keyIndex].name
        let start = Int(declaration.body)
        let end = Int(file.tokens[start].link)
        guard end > start + 3 else { return nil }
        let tokens = file.tokens
        for index in (start + 2)..<(end - 2) where tokens[index].kind == .operator {
            let isEqual = file.token(index, is: "==")
            guard isEqual || file.token(index, is: "!="),
                  file.token(index - 1, equals: keyName) || file.token(index + 1, equals: keyName) else { continue }
            let after = index + 2
            // The ternary: the fallback is its first branch after `==`, its second after `!=`.
            if tokens[after].kind == .operator, file.token(after, is: "?") {
                if isEqual {
                    if let found = parameterIndex(at: after + 1, in: declaration, file: file, keyIndex: keyIndex),
                       after + 2 < end, tokens[after + 2].kind == .colon { return found }
                } else if after + 3 < end, tokens[after + 2].kind == .colon,
                          let found = parameterIndex(at: after + 3, in: declaration, file: file, keyIndex: keyIndex) {
                    return found
                }
                continue
            }
            // `if r == key { return fallback }`, `guard r != key else { return fallback }`.
            var block = after
            if !isEqual, block < end, file.token(block, is: "else") { block += 1 }
            guard block + 2 < end, tokens[block].kind == .leftBrace, file.token(block + 1, is: "return"),
                  let found = parameterIndex(at: block + 2, in: declaration, file: file, keyIndex: keyIndex),
                  tokens[block + 3].kind == .rightBrace else { continue }
            return found
        }
        return nil
    }

    /// The index of the parameter the helper passes as a lookup's own default, in any lookup of its
    /// body (`value:` of `NSLocalizedString` and `Bundle.localizedString(forKey:value:table:)`,
    /// `defaultValue:` of `String(localized:)`): Salary-Translator's `s(_ key: String, _ fallback:
    /// String)`, whose last lookup is `localizedString(forKey: key, value: fallback, table: nil)`
    /// (55th study).
    static func passedDefault(of declaration: SwiftDeclaration, key: HelperSignature.Key, in file: SwiftLexedFile) -> Int? {
        guard case .parameter(let keyIndex) = key, declaration.body >= 0 else { return nil }
        let start = Int(declaration.body)
        let end = Int(file.tokens[start].link)
        guard end > start + 3 else { return nil }
        for index in (start + 1)..<(end - 2) where file.tokens[index].kind == .identifier && file.tokens[index + 1].kind == .colon {
            guard file.token(index, is: "value") || file.token(index, is: "defaultValue"),
                  file.tokens[index + 3].kind == .comma || file.tokens[index + 3].kind == .rightParen,
                  let found = parameterIndex(at: index + 2, in: declaration, file: file, keyIndex: keyIndex),
                  let open = file.enclosingParenthesis(of: index), open >= 1,
                  ["localizedString", "NSLocalizedString", "String", "LocalizedStringResource"].contains(where: { file.token(open - 1, equals: $0) })
            else { continue }
            return found
        }
        return nil
    }

    /// The index of the parameter (other than the key) the token names.
    private static func parameterIndex(at token: Int, in declaration: SwiftDeclaration, file: SwiftLexedFile, keyIndex: Int) -> Int? {
        guard file.tokens[token].kind == .identifier else { return nil }
        return declaration.parameters.indices.first { $0 != keyIndex && file.token(token, equals: declaration.parameters[$0].name) }
    }
}
