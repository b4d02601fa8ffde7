extension UnshippedTypes {
    /// The static properties a view declares with a written type other than its own
    /// (`static let metals: [MetalOption] = […]`, `static var title: LocalizedStringKey { … }`): code
    /// that writes `Name.metals` reads a table and makes no `Name`. MyWealth's
    /// `PreciousMetalSelectionView`, whose metals every asset screen reads while no screen shows the
    /// picker, had its body's hard-coded metal names reported (61st study). A property without a
    /// written type (`static let shared = Name()`), or whose type names the view or `Self`
    /// (`static var preview: Name`, `[Name]`), may hold one, and still makes it.
    static func staticTables(of declaration: Declaration, in file: SwiftLexedFile) -> Set<String> {
        var tables = Set<String>()
        let tokens = file.tokens
        var index = file.firstToken(startingAtOrAfter: declaration.body.lowerBound)
        var depth = 0
        while index < tokens.count, Int(tokens[index].start) < declaration.body.upperBound {
            switch tokens[index].kind {
            case .leftBrace:
                depth += 1
            case .rightBrace:
                depth -= 1
            case .identifier where depth == 1 && (file.token(index, is: "static") || file.token(index, is: "class")):
                if let (name, typeRange) = staticProperty(at: index, in: file), !typeRange.isEmpty,
                   !typeRange.contains(where: { file.token($0, equals: declaration.name) || file.token($0, is: "Self") }) {
                    tables.insert(name)
                }
            default:
                break
            }
            index += 1
        }
        return tables
    }

    /// The static tables of the run's views, by name, over their declarations and extensions
    /// (``staticTables(of:in:)``). Only views: their body is all they show, while a class's or an
    /// enum's static members may be its whole use (a namespace of localized constants).
    static func staticTablesOfViews(_ byName: [String: [Declaration]], files: [SwiftLexedFile?]) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (name, found) in byName where found.contains(where: { $0.isInternalView || $0.isAppPackageView || $0.isAppTargetView || $0.isPublicView }) {
            let tables = found.reduce(into: Set<String>()) { tables, declaration in
                if let file = files[declaration.file] { tables.formUnion(staticTables(of: declaration, in: file)) }
            }
            if !tables.isEmpty { result[name] = tables }
        }
        return result
    }

    /// `static let name: Type` at `index` (the `static`): the property's name and the tokens of its
    /// written type, up to its value's `=`, its getter's `{` or the line's end; `nil` for anything
    /// else (a `static func`, a property without a written type).
    private static func staticProperty(at index: Int, in file: SwiftLexedFile) -> (name: String, type: Range<Int>)? {
        let tokens = file.tokens
        guard index + 3 < tokens.count, file.token(index + 1, is: "let") || file.token(index + 1, is: "var"),
              tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .colon else { return nil }
        var end = index + 4
        while end < tokens.count, !tokens[end].startsLine, tokens[end].kind != .leftBrace,
              !(tokens[end].kind == .operator && file.token(end, is: "=")) { end += 1 }
        return (file.text(ofToken: index + 2), (index + 4)..<end)
    }
}
