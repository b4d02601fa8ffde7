/// A parameter given back only when it is not a value the function names itself:
///
///     func displayName(forFolder name: String) -> String {
///         if name == StoreKeys.defaultFolder { return String(localized: "Default") }
///         return name
///     }
///
/// (youtubenopub's folders; Weather Atlas's `if displayName == "New List"`): the caller's
/// `"Default"` never reaches `return name`, so it is not judged there as text spoken as written.
extension ValueJudge {
    /// The texts the parameter named at `token` cannot hold where it is read: the values of `X` in
    /// each `if name == X { … return … }` (or `X == name`, or `guard name != X else { … }`) written
    /// before it at the top level of the function's body. Empty when there is none.
    func sentinelTexts(excludedAt token: Int, _ work: Work) -> [String] {
        let file = module.files[work.file]
        let tree = module.scopes[work.file]
        let function = Int(tree.scopes[tree.scope(of: token)].functionScope)
        guard function > 0 else { return [] }
        let body = Int(tree.scopes[function].open)
        var texts: [String] = []
        var index = body + 1
        while index < token {
            let keyword = file.tokens[index].keyword
            guard keyword == .if || keyword == .guard, tree.scope(of: index) == function,
                  let compared = comparedValue(afterConditionAt: index, name: token, equal: keyword == .if, in: file) else {
                index += 1
                continue
            }
            // The block must end before the use and leave the function (`return`, `throw`).
            guard compared.block.upperBound <= token, compared.block.contains(where: { file.tokens[$0].keyword == .return || file.token($0, is: "throw") }) else {
                index = compared.block.upperBound
                continue
            }
            texts += literalTexts(of: compared.value, work)
            index = compared.block.upperBound
        }
        return texts
    }

    /// `name == X {` (or `X == name {`) after `if`, `name != X else {` after `guard`: the range of
    /// `X` and of the block; `nil` for any other condition.
    private func comparedValue(afterConditionAt keyword: Int, name token: Int, equal: Bool, in file: SwiftLexedFile) -> (value: Range<Int>, block: Range<Int>)? {
        let name = file.text(ofToken: token)
        var brace = keyword + 1
        while brace < file.tokens.count, brace - keyword < 16, file.tokens[brace].kind != .leftBrace {
            if file.tokens[brace].kind == .comma || file.tokens[brace].kind == .rightBrace { return nil }
            brace += 1
        }
        guard brace < file.tokens.count, file.tokens[brace].kind == .leftBrace, file.tokens[brace].link > brace else { return nil }
        var condition = (keyword + 1)..<brace
        if !equal {
            guard condition.count >= 4, file.token(brace - 1, is: "else") else { return nil }
            condition = condition.lowerBound..<(brace - 1)
        }
        guard let comparison = condition.first(where: { file.tokens[$0].kind == .operator && (equal ? file.token($0, is: "==") : file.token($0, is: "!=")) }),
              comparison > condition.lowerBound, comparison + 1 < condition.upperBound else { return nil }
        let left = condition.lowerBound..<comparison
        let right = (comparison + 1)..<condition.upperBound
        let block = brace..<(Int(file.tokens[brace].link) + 1)
        if left.count == 1, file.token(left.lowerBound, equals: name) { return (right, block) }
        if right.count == 1, file.token(right.lowerBound, equals: name) { return (left, block) }
        return nil
    }

    /// The plain texts a compared value holds: a literal's, or a constant's followed to its literals.
    private func literalTexts(of range: Range<Int>, _ work: Work) -> [String] {
        var run = Run()
        var start = work
        start.range = range
        start.type = .string
        start.excludedTexts = nil
        // Read on its own: this run has none of the outer run's parameter bindings.
        start.frame = -1
        run.pending.append(start)
        while let piece = run.pending.popLast(), run.steps < Self.maximumSteps {
            run.steps += 1
            judge(piece, &run)
        }
        return run.values.compactMap { value in
            switch value.argument {
            case .hardCoded(let literal), .untranslatable(let literal): literal.plainText
            default: nil
            }
        }
    }
}
