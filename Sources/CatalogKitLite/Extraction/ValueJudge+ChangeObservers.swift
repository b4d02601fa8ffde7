/// The values a view modifier hands its closure: `.onChange(of: weatherService.errorMessage) {
/// message in UIAccessibility.post(.announcement, argument: message) }` (Weather Atlas, 41st
/// study: the announcement was "dynamic 'message'"). The closure's parameters, the new value and
/// (with two) the old one, are values of the observed expression.
extension ValueJudge {
    /// The observed expression of the `.onChange(of: x)` whose action is the closure of `scope`
    /// (its trailing closure, or the `perform:` argument); `nil` for any other closure.
    func observedValue(closureScope scope: Int, in fileIndex: Int) -> Range<Int>? {
        let file = module.files[fileIndex]
        let tree = module.scopes[fileIndex]
        guard scope > 0, scope < tree.scopes.count, case .closure = tree.scopes[scope].kind else { return nil }
        let brace = Int(tree.scopes[scope].open)
        var open: Int?
        if brace > 0, file.tokens[brace - 1].kind == .rightParen, file.tokens[brace - 1].link < brace - 1 {
            open = Int(file.tokens[brace - 1].link)
        } else if brace >= 2, file.tokens[brace - 1].kind == .colon, file.token(brace - 2, is: "perform") {
            // `perform: { … }` inside the call's parentheses: the `(` that encloses it.
            var index = brace - 3
            while index >= 0 {
                let kind = file.tokens[index].kind
                if kind == .leftParen { open = index; break }
                if kind == .leftBrace || kind == .leftBracket { break }
                if kind == .rightParen || kind == .rightBracket || kind == .rightBrace {
                    guard file.tokens[index].link >= 0 else { break }
                    index = Int(file.tokens[index].link)
                }
                index -= 1
            }
        }
        guard let open, open >= 2, file.token(open - 1, is: "onChange"), file.tokens[open - 2].kind == .period,
              let arguments = file.arguments(ofParen: open), let observed = file.argument(labelled: "of", in: arguments) else { return nil }
        return observed.expression
    }
}
