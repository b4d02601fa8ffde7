/// An app view that shows text properties (``TextViews``), written in a control's label closure:
/// `Button { showAddRemote = true } label: { SettingsNavigationRow(icon: "plus", title: "Ajouter un
/// remote", subtitle: "Créer une entrée rclone manuellement", tint: .blue) }`. The texts passed for
/// the properties it shows are the control's title, as a `Text` written there would be.
extension CallRecognition {
    /// The uses of a text view's construction at `index` (its name, before `(`), when it stands as a
    /// view of a label closure.
    mutating func recognizeTextView(_ view: TextViews.View, at index: Int) {
        // A view of the builder starts its statement; one passed as an argument is not the label.
        // `UITemplates.IconLabel(…)`: the statement starts at the enclosing types' names.
        var start = index
        while start >= 2, kind(start - 1) == .period, kind(start - 2) == .identifier { start -= 2 }
        let before = shape.previous(start)
        guard file.tokens[start].startsLine || before < 0 || kind(before) == .leftBrace || kind(before) == .semicolon,
              let closure = labelClosure(around: index), closure.kind != .action,
              let arguments = file.arguments(ofParen: index + 1) else { return }
        let typeName = file.text(ofToken: index)
        for (position, argument) in arguments.enumerated() {
            let written = argument.label.map(file.text(ofToken:))
            guard let property = view.property(label: written, position: position), let type = view.shown[property] else { continue }
            let label = written ?? "_"
            let parameter: TextParameter = type == .string ? .string : .localizedStringKey
            if closure.kind == .control {
                add("\(closure.controlName ?? file.text(ofToken: closure.owner)) label: \(typeName)(\(label):)", .label, implicit: true, name: index,
                    argument: argument.expression, parameter, element: titleElement(closure.owner))
            } else {
                add(".accessibilityLabel { \(typeName)(\(label):) }", .label, name: index, argument: argument.expression, parameter,
                    element: chainElement(closure.owner))
            }
        }
    }
}
