/// Declarations named as made-up data: a type or a function whose name says it holds sample, mock or
/// test data (listall's `createSampleData()` with `List(name: "Grocery Shopping")`, its
/// `UITestDataService`, 49th study). A text written there and shown through a model's property
/// (`Text(list.name)`) is the app's data, like anything a user types, not a string of the app to
/// translate.
enum MadeUpData {
    /// Words of such names, compared in lower case: whole enough not to name a screen of the app
    /// (`SampleRateView`, `DemoModeToggle` keep their text; a sports app's `FixtureList` too).
    static let nameWords = ["mock", "stub", "dummy", "fakedata", "uitest", "testdata", "sampledata", "demodata", "seeddata"]

    /// Whether a type or function around `token` is named as made-up data.
    static func encloses(_ token: Int, in file: SwiftLexedFile, scopes tree: SwiftScopeTree) -> Bool {
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 16 {
            let current = tree.scopes[scope]
            switch current.kind {
            case .type(let name, _):
                if isNamedAsMadeUp(name) { return true }
            case .function:
                if let name = functionName(before: Int(current.open), in: file), isNamedAsMadeUp(name) { return true }
            case .file, .closure, .block:
                break
            }
            scope = Int(current.parent)
            steps += 1
        }
        return false
    }

    /// Whether a name says it is made-up data (``nameWords``).
    static func isNamedAsMadeUp(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return nameWords.contains { lowered.contains($0) }
    }

    /// The name after the nearest `func` or `var` before a body's `{` on its header (`func
    /// createSampleData() -> [List] {`, `var mockTitle: String {`); `nil`
    /// for an initialiser or another body.
    private static func functionName(before open: Int, in file: SwiftLexedFile) -> String? {
        var index = open - 1
        var steps = 0
        while index > 0, steps < 64 {
            if file.tokens[index].kind == .rightParen || file.tokens[index].kind == .rightBracket {
                index = Int(file.tokens[index].link) - 1
            } else if file.tokens[index].keyword == .func || file.tokens[index].keyword == .var {
                return index + 1 < open && file.tokens[index + 1].kind == .identifier ? file.text(ofToken: index + 1) : nil
            } else if file.tokens[index].kind == .leftBrace || file.tokens[index].kind == .rightBrace {
                return nil
            } else {
                index -= 1
            }
            steps += 1
        }
        return nil
    }
}
