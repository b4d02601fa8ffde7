/// A control's label written as a view property or method of the same file: `Button(action: go)
/// { startLabel }` with `private var startLabel: some View { Text("Start Walk") }`. The texts in
/// that body are the control's title, as if they stood in its label closure (a miss of the 26th
/// study: ai-pedometer's main button).
extension CallRecognition {
    /// The label closure that shows the view property or method whose body opens at `brace`, when
    /// one does: the first place in the file that writes its name as a view of a label closure.
    mutating func labelClosure(showingViewBody brace: Int) -> LabelClosure? {
        guard let member = viewMember(ofBody: brace) else { return nil }
        let scopes = judge.module.scopes[judge.fileIndex]
        for index in member.written {
            // Only the type's own views show it: `content` of one view is not another's.
            guard scopes.enclosingType(of: index) == member.owner, let start = viewStatementStart(naming: index),
                  let closure = labelClosure(around: start, followingViewBodies: false) else {
                continue
            }
            return closure
        }
        return nil
    }

    /// The view property or method of the file whose body the brace opens, with the type it belongs
    /// to and where the file writes its name (made once for the file, on first use).
    mutating func viewMember(ofBody brace: Int) -> (name: String, owner: String?, written: [Int])? {
        if viewMembers == nil { viewMembers = (Self.viewBodies(of: judge.module.declarations[judge.fileIndex], in: file), nil) }
        guard let member = viewMembers!.bodies[brace] else { return nil }
        if viewMembers!.uses == nil { viewMembers!.uses = file.identifierPositions(of: Set(viewMembers!.bodies.values.map(\.name))) }
        return (member.name, member.owner, viewMembers!.uses![member.name] ?? [])
    }

    /// The computed properties and methods of a file that make a view (`some View`, `AnyView`,
    /// `-> some View`), with the type they belong to, by the `{` of their body. `body` is shown by
    /// SwiftUI, never by name.
    private static func viewBodies(of declarations: [SwiftDeclaration], in file: SwiftLexedFile) -> [Int: (name: String, owner: String?)] {
        var bodies: [Int: (name: String, owner: String?)] = [:]
        for declaration in declarations where declaration.body >= 0 && (declaration.kind == .computed || declaration.kind == .function) {
            guard declaration.name != "body", let type = declaration.type, file.expressionText(type).contains("View") else { continue }
            bodies[Int(declaration.body)] = (declaration.name, declaration.owner)
        }
        return bodies
    }

    /// Whether the token starts its statement in a view builder: first in its line, after `{` or `;`.
    func startsStatement(_ index: Int) -> Bool {
        let before = shape.previous(index)
        return file.tokens[index].startsLine || before < 0 || kind(before) == .leftBrace || kind(before) == .semicolon
    }

    /// Where the statement starts when the name at `index` is written as a view of a builder
    /// (`startLabel`, `self.startLabel`, `rowLabel(for: item)` starting a line or following `{`).
    func viewStatementStart(naming index: Int) -> Int? {
        var start = index
        let previous = shape.previous(index)
        if previous >= 0, kind(previous) == .period {
            let receiver = shape.previous(previous)
            guard receiver >= 0, file.token(receiver, is: "self") else { return nil }
            start = receiver
        }
        // A declaration (`var startLabel`) or an argument (`f(startLabel)`) is no view of a builder.
        guard startsStatement(start) else { return nil }
        let after = index + 1
        if after < file.tokens.count, kind(after) == .operator, file.token(after, is: "=") { return nil }
        return start
    }
}
