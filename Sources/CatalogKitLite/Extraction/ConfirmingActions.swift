/// Controls whose action asks before it acts: Meeshy's bulk delete, `Button { isBulkDeleteConfirming =
/// true } label: { … }` with `.alert(…, isPresented: $isBulkDeleteConfirming) { … } message: {
/// Text("Cette action est définitive…") }` in the same file (or another file of the module,
/// ``DialogNames``). The dialog says what cannot be undone, so a hint that says it too ("Permanently
/// deletes the checked stories") is not the only place a listener hears it (three wrong
/// `hint-only-essential` findings of the 30th study).
enum ConfirmingActions {
    /// The names the action closure of the control named at `control` (`Button`) sets
    /// (`isConfirming = true`, `candidate = story`, `isConfirming.toggle()`): the control asks to
    /// confirm when an alert or dialog presents by one of them.
    static func namesSet(byControl control: Int, in file: SwiftLexedFile) -> Set<String> {
        guard let action = actionClosure(of: control, in: file) else { return [] }
        let tokens = file.tokens
        var names = Set<String>()
        for index in action where tokens[index].kind == .identifier && index + 1 < tokens.count {
            let next = tokens[index + 1]
            // `isPresented = false`, `candidate = nil`: a dismissal, not a dialog shown.
            let assigns = next.kind == .operator && file.token(index + 1, is: "=") && index + 2 < tokens.count
                && !file.token(index + 2, is: "false") && !file.token(index + 2, is: "nil")
            let toggles = next.kind == .period && index + 2 < tokens.count && file.token(index + 2, is: "toggle")
            if assigns || toggles {
                names.insert(file.text(ofToken: index))
            }
        }
        return names
    }

    /// The tokens of a `Button`'s action closure: `Button { … } label: { … }`, `Button("…") { … }`,
    /// `Button(action: { … })`.
    private static func actionClosure(of control: Int, in file: SwiftLexedFile) -> Range<Int>? {
        let tokens = file.tokens
        guard file.token(control, is: "Button"), control + 1 < tokens.count else { return nil }
        var next = control + 1
        if tokens[next].kind == .leftParen {
            let close = Int(tokens[next].link)
            guard close > next else { return nil }
            if let arguments = file.arguments(ofParen: next),
               let action = arguments.first(where: { $0.label.map { file.token($0, is: "action") } ?? false }) {
                let start = action.expression.lowerBound
                guard tokens[start].kind == .leftBrace, tokens[start].link > start else { return nil }
                return (start + 1)..<Int(tokens[start].link)
            }
            next = close + 1
        }
        guard next < tokens.count, tokens[next].kind == .leftBrace, tokens[next].link > next else { return nil }
        return (next + 1)..<Int(tokens[next].link)
    }
}
