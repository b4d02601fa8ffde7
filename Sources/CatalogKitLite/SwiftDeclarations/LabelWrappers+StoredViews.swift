/// App views that store the view a closure makes and show it as a control's label: btlb's
/// `RoundedButton`, `init(style: …, _ action: @escaping () -> Void, @ViewBuilder _ label: @escaping
/// () -> Content) { self.label = label() }`, whose body is `Button(action: action) { HStack { …
/// label … } }` (55th study: `RoundedButton({ go() }) { Text("Generate Recommendations", bundle:
/// .module) }` was not read). The initialiser's closure parameters decide what a call's closures set.
extension LabelWrappers {
    /// The wrappers of one file whose initialiser stores a label view, by type name.
    static func storedViewWrappers(in file: SwiftLexedFile, declarations: [SwiftDeclaration], tree: SwiftScopeTree) -> [String: Wrapper] {
        var found: [String: Wrapper] = [:]
        for initialiser in DeclarationCollector.initialisers(in: file, scopes: tree) where initialiser.body >= 0 {
            guard let owner = initialiser.owner else { continue }
            let closures = initialiser.parameters.filter { parameter in
                parameter.type.map { type in type.contains { file.tokens[$0].kind == .operator && file.token($0, is: "->") } } ?? false
            }
            guard !closures.isEmpty else { continue }
            var labels = Set<String>()
            for parameter in closures {
                guard let property = storedView(madeBy: parameter, in: initialiser, file: file, declarations: declarations),
                      shownAsLabel(property, of: owner, in: file, tree: tree) else { continue }
                labels.insert(closureKey(parameter))
            }
            guard !labels.isEmpty else { continue }
            found[owner] = Wrapper(closures: closures.map(closureKey), labels: labels)
        }
        return found
    }

    /// The key of a closure parameter in ``Wrapper/closures``: its label, or `_name` for one
    /// callers pass without a label.
    private static func closureKey(_ parameter: SwiftParameter) -> String {
        parameter.label ?? "_" + parameter.name
    }

    /// The stored property the initialiser sets to what the closure parameter makes: `self.label =
    /// label()` or `label = label()` in its body, for a property of its type declared without a value.
    private static func storedView(madeBy parameter: SwiftParameter, in initialiser: SwiftDeclaration, file: SwiftLexedFile, declarations: [SwiftDeclaration]) -> String? {
        let start = Int(initialiser.body)
        let end = Int(file.tokens[start].link)
        guard end > start else { return nil }
        var index = start + 1
        while index + 3 < end {
            defer { index += 1 }
            guard file.tokens[index].kind == .operator, file.token(index, is: "="), file.token(index + 1, equals: parameter.name),
                  file.tokens[index + 2].kind == .leftParen, file.tokens[index + 3].kind == .rightParen,
                  file.tokens[index - 1].kind == .identifier else { continue }
            let name = file.text(ofToken: index - 1)
            let isStored = declarations.contains { property in
                (property.kind == .constant || property.kind == .variable) && property.owner == initialiser.owner
                    && property.localScope < 0 && !property.isStatic && property.value == nil && property.name == name
            }
            if isStored { return name }
        }
        return nil
    }

    /// Whether the type's code shows the stored view property as a control's label: the name
    /// written alone (with modifiers after it) inside a control's label closure, through layout
    /// containers and blocks.
    private static func shownAsLabel(_ property: String, of owner: String, in file: SwiftLexedFile, tree: SwiftScopeTree) -> Bool {
        file.tokens.indices.contains { index in
            file.tokens[index].kind == .identifier && file.token(index, equals: property)
                && !(index + 1 < file.tokens.count && (file.tokens[index + 1].kind == .leftParen || file.token(index + 1, is: "=")))
                && !(index > 0 && file.tokens[index - 1].kind == .period && !(index > 1 && file.tokens[index - 2].keyword == .self))
                && tree.enclosingType(of: index) == owner && isInsideLabelClosure(index, in: file, tree: tree)
        }
    }
}
