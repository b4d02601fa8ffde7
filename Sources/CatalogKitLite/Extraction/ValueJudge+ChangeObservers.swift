/// The values a view modifier hands its closure: `.onChange(of: weatherService.errorMessage) {
/// message in UIAccessibility.post(.announcement, argument: message) }` (Weather Atlas, 41st
/// study: the announcement was "dynamic 'message'"). The closure's parameters, the new value and
/// (with two) the old one, are values of the observed expression.
extension ValueJudge {
    /// The observed expression of the `.onChange(of: x)` whose action is the closure of `scope`
    /// (its trailing closure, or the `perform:` argument); `nil` for any other closure.
    func observedValue(closureScope scope: Int, in fileIndex: Int) -> Range<Int>? {
        let file = module.files[fileIndex]
        let open = callParenthesis(ofClosureScope: scope, labelled: "perform", in: fileIndex)
        guard let open, open >= 2, file.token(open - 1, is: "onChange"), file.tokens[open - 2].kind == .period,
              let arguments = file.arguments(ofParen: open), let observed = file.argument(labelled: "of", in: arguments) else { return nil }
        return observed.expression
    }
}
