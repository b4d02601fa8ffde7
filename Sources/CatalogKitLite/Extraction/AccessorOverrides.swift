/// A view's own accessibility text given by overriding the accessor: AppKit's
/// `override func accessibilityLabel() -> String? { String(localized: "File contents") }`
/// (PeachCommander's editor window), UIKit's `override var accessibilityLabel: String? { … }`. What the
/// getter returns is what VoiceOver speaks for the view.
extension CallRecognition {
    /// The uses of an accessor override whose name token is `index`, one per value the getter
    /// returns; none when the token is no such override.
    mutating func recognizeAccessorOverride(at index: Int, role: AccessibilityRole) {
        guard let body = accessorOverrideBody(index) else { return }
        let name = file.text(ofToken: index)
        let form = file.token(shape.previous(index), is: "func") ? "\(name)() override" : "var \(name) override"
        let element = element(.chain(index))
        // What the getter returns, as a computed property's value is followed.
        for expression in judge.returnValues(ofBody: body, inFile: judge.fileIndex, selfCase: nil) {
            add(form, role, name: index, argument: expression, .string, element: element)
        }
    }

    /// The getter's `{` when the name at `index` is declared `override func name() -> … {` or
    /// `override var name: … {` (its `get {` when it has one).
    private func accessorOverrideBody(_ index: Int) -> Int? {
        let keyword = shape.previous(index)
        guard keyword >= 0, file.token(keyword, is: "func") || file.token(keyword, is: "var") else { return nil }
        guard file.hasModifier("override", before: keyword) else { return nil }
        var next = index + 1
        if file.token(keyword, is: "func") {
            // `()`: the getter takes nothing (`setAccessibilityLabel(_:)` is another method).
            guard kind(next) == .leftParen, Int(file.tokens[next].link) == next + 1 else { return nil }
            next += 2
        }
        while next < file.tokens.count, next - index < 16, kind(next) != .leftBrace {
            if kind(next) == .rightBrace || kind(next) == .semicolon || (kind(next) == .operator && file.token(next, is: "=")) { return nil }
            next += 1
        }
        guard kind(next) == .leftBrace, Int(file.tokens[next].link) > next else { return nil }
        // `{ get { … } set { … } }`
        if file.token(next + 1, is: "get"), kind(next + 2) == .leftBrace, Int(file.tokens[next + 2].link) > next + 2 { return next + 2 }
        return next
    }

}
