/// A part of the tuple a computed property or a function gives: ProfMonster's favourite button
/// reads `res.text` of `let res = resources`, where `private var resources: (text:
/// LocalizedStringKey, image: String)` returns `(text, image)` after an `if` sets each (the 44th
/// study found it dynamic, as the 41st found CodingBuddy's `freshness.label` of a function's tuple).
extension ValueJudge {
    /// The tuples a declaration gives, as a literal list whose parts ``tupleParts(_:of:)`` reads:
    /// the declaration itself when it is a computed property or function whose written type is a
    /// tuple, or the one of the enclosing type a local's value names (`let res = resources`).
    func tupleProvider(_ reference: DeclarationReference) -> LiteralElements? {
        var declaration = module.declaration(reference)
        var fileIndex = Int(reference.file)
        if declaration.kind == .constant || declaration.kind == .variable {
            let file = module.files[fileIndex]
            guard let value = declaration.value.map(file.unwrapped), !value.isEmpty else { return nil }
            // `resources`, `self.resources`, `freshness(for: item)`.
            var name = value.lowerBound
            if value.count >= 3, file.tokens[name].keyword == .self, file.tokens[name + 1].kind == .period { name += 2 }
            guard file.tokens[name].kind == .identifier,
                  name + 1 == value.upperBound || file.tokens[name + 1].kind == .leftParen && Int(file.tokens[name + 1].link) == value.upperBound - 1,
                  let owner = module.scopes[fileIndex].enclosingType(of: Int(declaration.nameToken)) else { return nil }
            let found = module.members(named: file.text(ofToken: name), of: owner).filter {
                let kind = module.declaration($0).kind
                return kind == .computed || kind == .function
            }
            guard found.count == 1 else { return nil }
            declaration = module.declaration(found[0])
            fileIndex = Int(found[0].file)
        }
        let file = module.files[fileIndex]
        guard declaration.kind == .computed || declaration.kind == .function, declaration.body >= 0,
              var type = declaration.type.map(file.unwrapped), type.count >= 2 else { return nil }
        // `-> (label: String, error: String?)?`: an optional tuple, `nil` when there is none.
        if file.tokens[type.upperBound - 1].kind == .operator, file.token(type.upperBound - 1, is: "?") { type = type.lowerBound..<(type.upperBound - 1) }
        guard Self.tupleItems(of: type, in: file) != nil else { return nil }
        // Each result a tuple literal, or `nil`, through `if` and `switch` expressions and ternaries.
        var pending = returnValues(ofBody: Int(declaration.body), inFile: fileIndex, selfCase: nil)
        var tuples: [Range<Int>] = []
        var steps = 0
        while let result = pending.popLast().map(file.unwrapped) {
            steps += 1
            guard steps <= Self.maximumSteps, !result.isEmpty else { return nil }
            if Self.tupleItems(of: result, in: file) != nil {
                tuples.append(result)
                continue
            }
            if result.count == 1, file.tokens[result.lowerBound].keyword == .nil { continue }
            switch file.branches(of: result) {
            case .choice(let clauses, _)?: pending += clauses.map(\.result)
            case .ternary(let whenTrue, let whenFalse)?: pending += [whenTrue, whenFalse]
            default: return nil
            }
        }
        guard !tuples.isEmpty else { return nil }
        return LiteralElements(file: fileIndex, ranges: tuples.sorted { $0.lowerBound < $1.lowerBound }, annotation: type, declaration: declaration)
    }
}
