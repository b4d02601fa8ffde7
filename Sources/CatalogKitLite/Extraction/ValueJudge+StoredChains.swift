/// The type of a value read through stored properties: `session.selectedMode` of Connections'
/// `if let mode = session.selectedMode`, where `session` is the view's `SessionManager` and
/// `selectedMode` a `Mode?` (the 40th study found `mode.localizedTitle` dynamic there, and the same
/// member resolved where the mode came from `ForEach(Mode.allCases)`).
extension ValueJudge {
    /// The module type an expression of names joined by periods (optional chaining included) has,
    /// each name a property of the one before with a written type, the first one of `context`'s
    /// (`self.` may start it); `nil` when a name is not such a property or the type is not the module's.
    func storedChainType(_ range: Range<Int>, in file: SwiftLexedFile, context: String?) -> String? {
        let range = file.unwrapped(range)
        // Names and periods only, checked before any name is looked up: most values are calls.
        guard !range.isEmpty, range.count <= 9, range.allSatisfy({ index in
            let kind = file.tokens[index].kind
            return kind == .identifier || kind == .period || kind == .operator && (file.token(index, is: "?") || file.token(index, is: "!"))
        }) else { return nil }
        var index = range.lowerBound
        if index + 1 < range.upperBound, file.token(index, is: "self"), file.tokens[index + 1].kind == .period { index += 2 }
        var type = context
        // `AppModel.shared`: a type's static property (Kiln's `@ObservedObject private var model =
        // AppModel.shared`), whose members are then the static ones.
        var isStatic = false
        if index + 1 < range.upperBound, file.startsWithUppercase(index), file.tokens[index + 1].kind == .period,
           let named = module.types(named: file.text(ofToken: index), from: context).first {
            type = named
            isStatic = true
            index += 2
        }
        var steps = 0
        while index < range.upperBound, steps < 4 {
            guard file.tokens[index].kind == .identifier, let owner = type else { return nil }
            let found = module.members(named: file.text(ofToken: index), of: owner)
            guard found.count == 1 else { return nil }
            let declaration = module.declaration(found[0])
            guard declaration.isStatic == isStatic, declaration.kind == .variable || declaration.kind == .constant || declaration.kind == .computed else { return nil }
            isStatic = false
            let declaredFile = module.files[Int(found[0].file)]
            type = typeName(declaration.type, in: declaredFile, context: declaration.owner)
                ?? environmentType(of: declaration, in: declaredFile, context: declaration.owner)
                ?? declaration.value.flatMap { constructedType($0, in: declaredFile, context: declaration.owner) }
            index += 1
            // `session?.selectedMode`, `session!.selectedMode`: the wrapped value's members.
            if index < range.upperBound, file.tokens[index].kind == .operator, file.token(index, is: "?") || file.token(index, is: "!") { index += 1 }
            if index == range.upperBound { break }
            guard file.tokens[index].kind == .period else { return nil }
            index += 1
            steps += 1
        }
        guard index == range.upperBound, let type, holdsValues(type) else { return nil }
        return type
    }

    /// Whether the module declares values of the type, not only extends it: an enum case or a
    /// stored instance property (mathio's `private extension String` makes no `String` the app's).
    private func holdsValues(_ type: String) -> Bool {
        if !module.enumCases(of: type).isEmpty { return true }
        return (module.members[type] ?? [:]).values.contains { references in
            references.contains { reference in
                let declaration = module.declaration(reference)
                return !declaration.isStatic && (declaration.kind == .constant || declaration.kind == .variable)
            }
        }
    }

    /// The type of a property SwiftUI's environment gives by type, written without an annotation:
    /// `@Environment(SessionManager.self) private var session`.
    func environmentType(of declaration: SwiftDeclaration, in file: SwiftLexedFile, context: String?) -> String? {
        guard declaration.type == nil, declaration.value == nil else { return nil }
        var index = Int(declaration.nameToken) - 1
        var steps = 0
        while index >= 0, steps < 12 {
            if file.tokens[index].kind == .rightParen, file.tokens[index].link >= 2 {
                let open = Int(file.tokens[index].link)
                // `@Environment(Type.self)`: the attribute's name, then the type and `.self`.
                guard file.token(open - 1, is: "Environment"), index - open == 4, file.token(index - 1, is: "self"),
                      file.tokens[index - 2].kind == .period else { return nil }
                return typeName((open + 1)..<(index - 2), in: file, context: context)
            }
            if file.tokens[index].kind == .leftBrace || file.tokens[index].kind == .rightBrace || file.tokens[index].kind == .semicolon { return nil }
            index -= 1
            steps += 1
        }
        return nil
    }
}
