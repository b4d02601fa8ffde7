/// A control's label written as a view property or method of the same file: `Button(action: go)
/// { startLabel }` with `private var startLabel: some View { Text("Start Walk") }`. The texts in
/// that body are the control's title, as if they stood in its label closure (a miss of the 26th
/// study: ai-pedometer's main button).
extension CallRecognition {
    /// The label closure that shows the view property or method whose body opens at `brace`, when
    /// one does: the first place in the file that writes its name as a view of a label closure.
    mutating func labelClosure(showingViewBody brace: Int) -> LabelClosure? {
        guard let name = viewMemberName(body: brace) else { return nil }
        let tokens = file.tokens
        for index in tokens.indices where tokens[index].kind == .identifier && index != brace && file.token(index, equals: name) {
            guard let start = viewStatementStart(naming: index), let closure = labelClosure(around: start, followingViewBodies: false) else {
                continue
            }
            return closure
        }
        return nil
    }

    /// The name of the computed property or method whose body opens at `brace`, when it makes a
    /// view (`some View`, `AnyView`, `-> some View`); `body` is shown by SwiftUI, never by name.
    private func viewMemberName(body brace: Int) -> String? {
        for declaration in judge.module.declarations[judge.fileIndex]
        where Int(declaration.body) == brace && (declaration.kind == .computed || declaration.kind == .function) {
            guard declaration.name != "body", let type = declaration.type, file.expressionText(type).contains("View") else { return nil }
            return declaration.name
        }
        return nil
    }

    /// Where the statement starts when the name at `index` is written as a view of a builder
    /// (`startLabel`, `self.startLabel`, `rowLabel(for: item)` starting a line or following `{`).
    private func viewStatementStart(naming index: Int) -> Int? {
        var start = index
        let previous = shape.previous(index)
        if previous >= 0, kind(previous) == .period {
            let receiver = shape.previous(previous)
            guard receiver >= 0, file.token(receiver, is: "self") else { return nil }
            start = receiver
        }
        let before = shape.previous(start)
        // A declaration (`var startLabel`) or an argument (`f(startLabel)`) is no view of a builder.
        guard file.tokens[start].startsLine || before < 0 || kind(before) == .leftBrace || kind(before) == .semicolon else { return nil }
        let after = index + 1
        if after < file.tokens.count, kind(after) == .operator, file.token(after, is: "=") { return nil }
        return start
    }
}
