/// Declarations named as made-up data: a test double (`MockStore`, see ``UnshippedTestDoubles``), or
/// a type or function whose name says it holds sample or test data (listall's `createSampleData()`
/// with `List(name: "Grocery Shopping")`, its `UITestDataService`, 49th study). A text written there
/// and shown through a model's property (`Text(list.name)`) is the app's data, like anything a user
/// types, not a string of the app to translate.
enum MadeUpData {
    /// The words that name a test double, as a type's name starts or ends with them.
    static let testDoubleWords = ["Mock", "Fake", "Stub", "Dummy"]

    /// Camel-case words that name sample or test data anywhere in a name (`createSampleData`,
    /// `UITestDataService`, yallasa's `enum PreviewData`), followed by the name's end or a new word:
    /// `SampleDatabase` is none.
    static let dataWords = ["SampleData", "DemoData", "SeedData", "TestData", "PreviewData", "UITest"]

    /// The word that makes a type's name a test double's: "Mock" in `MockTransactionRepository` or
    /// `RepositoryMock`, not in `Mockup` or `Stubborn` (a word of its own goes on in lower case).
    static func testDoubleWord(in name: String) -> String? {
        testDoubleWords.first { word in
            if name.hasPrefix(word), name.count > word.count, name.dropFirst(word.count).first?.isUppercase == true { return true }
            return name.hasSuffix(word) && name.count > word.count
        }
    }

    /// Whether a type or function around `token` is named as made-up data.
    static func encloses(_ token: Int, in file: SwiftLexedFile, scopes tree: SwiftScopeTree) -> Bool {
        var scope = tree.scope(of: token)
        var steps = 0
        while scope > 0, steps < 16 {
            let current = tree.scopes[scope]
            switch current.kind {
            case .type(let name, _):
                // `Outer.MockStore`: the type's own name.
                if isNamedAsMadeUp(String(name.split(separator: ".").last ?? Substring(name))) { return true }
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

    /// Whether a name says it is made-up data: a test double's (``testDoubleWord(in:)``, a
    /// function's or property's name read with its first letter in upper case: `mockTitle`), or
    /// one with a word of ``dataWords``.
    static func isNamedAsMadeUp(_ name: String) -> Bool {
        let capitalised = name.prefix(1).uppercased() + name.dropFirst()
        if testDoubleWord(in: capitalised) != nil { return true }
        return dataWords.contains { word in
            var rest = Substring(capitalised)
            while let found = rest.range(of: word) {
                if found.upperBound == rest.endIndex || !rest[found.upperBound].isLowercase { return true }
                rest = rest[found.upperBound...]
            }
            return false
        }
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
