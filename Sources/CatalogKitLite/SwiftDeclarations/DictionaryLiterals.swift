extension SwiftModule {
    /// The entries with literal keys of the dictionary literal a constant of `owner` (or a global,
    /// without one) of that name holds: each key's text and its value's tokens, in the file
    /// returned. `nil` when the name is not one such constant.
    func dictionaryLiteral(named name: String, owner: String?) -> (file: Int, entries: [(key: String, value: Range<Int>)])? {
        let references = owner.map { members(named: name, of: $0) } ?? globals[name] ?? []
        guard references.count == 1 else { return nil }
        let declaration = self.declaration(references[0])
        let fileIndex = Int(references[0].file)
        let file = files[fileIndex]
        guard declaration.kind == .constant, let value = declaration.value else { return nil }
        let literal = file.unwrapped(value)
        guard literal.count >= 2, file.tokens[literal.lowerBound].kind == .leftBracket,
              Int(file.tokens[literal.lowerBound].link) == literal.upperBound - 1 else { return nil }
        var entries: [(key: String, value: Range<Int>)] = []
        for item in file.arguments(in: (literal.lowerBound + 1)..<(literal.upperBound - 1)) {
            // `"key": value`: a literal, then the colon at the item's top level.
            let range = file.unwrapped(item.expression)
            guard range.count >= 3 else { continue }
            let colon = file.next(after: range.lowerBound)
            guard file.tokens[range.lowerBound].kind == .string, colon + 1 < range.upperBound, file.tokens[colon].kind == .colon,
                  let text = file.plainLiteralText(range.lowerBound..<colon) else { continue }
            entries.append((text, (colon + 1)..<range.upperBound))
        }
        return entries.isEmpty ? nil : (fileIndex, entries)
    }
}

extension SwiftModule {
    /// The dictionary literals (``dictionaryLiteral(named:owner:)``) a function's body subscripts by
    /// one of its names alone (`table[key]`), in the order the body reads them.
    func dictionaryLiterals(
        subscriptedBy name: String, inBodyOf declaration: SwiftDeclaration, inFile fileIndex: Int
    ) -> [(file: Int, entries: [(key: String, value: Range<Int>)])] {
        let file = files[fileIndex]
        let body = Int(declaration.body)
        guard body >= 0, file.tokens[body].link > body else { return [] }
        var found: [(file: Int, entries: [(key: String, value: Range<Int>)])] = []
        for token in (body + 1)..<Int(file.tokens[body].link) where file.tokens[token].kind == .leftBracket {
            // `table[key]`: a name, `[`, the name alone, `]`.
            guard token >= 1, token + 2 < file.tokens.count, file.tokens[token - 1].kind == .identifier,
                  file.tokens[token + 1].kind == .identifier, file.token(token + 1, equals: name), file.tokens[token + 2].kind == .rightBracket,
                  let table = dictionaryLiteral(named: file.text(ofToken: token - 1), owner: declaration.owner) else { continue }
            found.append(table)
        }
        return found
    }
}
