/// The values a file gives a property that only that file sets: GOV.UK's view models hold
/// `private(set) var title = String.common.localized("…")` and set it again in a method, so what a
/// label reads is the first value or one of those assignments.
extension ValueJudge {
    /// Every `name = value`, `self.name = value` and `self?.name = value` statement of the declaring
    /// file (but `= nil`) inside the property's own type (its body, or an extension of it in that file); `nil` when
    /// the file writes it in a way whose value cannot be read here: through a binding a control
    /// writes (`$name`), in place (`&name`, `name += …`), or when the value is kept outside the type
    /// (`@AppStorage`, `@SceneStorage`, whose stored value wins over the one written).
    func assignments(of declaration: SwiftDeclaration, inFile fileIndex: Int) -> [Range<Int>]? {
        let reference = DeclarationReference(file: Int32(fileIndex), index: declaration.nameToken)
        if let known = assignmentsCache[reference] { return known }
        let found = findAssignments(of: declaration, inFile: fileIndex)
        assignmentsCache[reference] = .some(found)
        return found
    }

    private func findAssignments(of declaration: SwiftDeclaration, inFile fileIndex: Int) -> [Range<Int>]? {
        let file = module.files[fileIndex]
        let tokens = file.tokens
        guard !isKeptOutside(declaration, in: file) else { return nil }
        let tree = module.scopes[fileIndex]
        let shape = shape(ofFile: fileIndex)
        var values: [Range<Int>] = []
        // The module's writes of the name (``PropertyWrites``), in this file's token order: every
        // other token of the file is no assignment of it. `= nil` gives no text (FinvestLens's
        // `self?.toast = nil` when a toast times out, beside `toast = StatusToast(…)`).
        for write in module.propertyWrites.writes(of: declaration.name, in: module.files) where Int(write.file) == fileIndex && !write.clears {
            let index = Int(write.token)
            guard index != Int(declaration.nameToken), index + 1 < tokens.count else { continue }
            // `$name`: a binding a control writes through.
            if file.bytes[Int(tokens[index].start)] == UInt8(ascii: "$") {
                if !write.isOtherValuesMember { return nil }
                continue
            }
            // `self.name`, `self?.name`, or the bare name; another value's member is not this one.
            var start = index
            if index >= 2, tokens[index - 1].kind == .period {
                var receiver = index - 2
                if tokens[receiver].kind == .operator, file.token(receiver, is: "?"), receiver >= 1 { receiver -= 1 }
                guard tokens[receiver].keyword == .self else { continue }
                start = receiver
            } else if index >= 1, tokens[index - 1].kind == .period {
                continue
            } else {
                // A local or a parameter of that name is not the property.
                guard case .outside = enclosingName(index, in: fileIndex) else { continue }
            }
            guard tree.enclosingType(of: index) == declaration.owner else { continue }
            if start >= 1, tokens[start - 1].kind == .operator, file.token(start - 1, is: "&") { return nil }
            guard tokens[index + 1].kind == .operator else { continue }
            guard file.token(index + 1, is: "=") else {
                // `name += "…"`, `name.append(…)` through an operator: changed in place.
                if file.changesInPlace(operator: index + 1) { return nil }
                continue
            }
            guard Self.startsStatement(start, in: file) else { continue }
            let end = shape.expressionEnd(from: index + 2)
            if end > index + 2 { values.append((index + 2)..<end) }
            guard values.count < Self.maximumValues else { return nil }
        }
        return values
    }

    /// Whether a stored instance property is set only where ``assignments(of:inFile:)`` looks:
    /// written `private(set)`, or a property of a class (a view model) that no code of the module
    /// writes elsewhere. (A struct's makers set its `var`s through the memberwise initialiser:
    /// DockDoor's `KeyCaptureButton(emptyLabel: "Not set")`.) A write of a member of that name of
    /// another value (`model.title = …`, `$model.title`) counts whatever the value is (but `nil`,
    /// which gives no text), and so does a bare one in another file, unless a local, a parameter or
    /// a property of the type around it has that name (another type's `title`, a function's `var
    /// title`).
    func isSetInItsFileOnly(_ reference: DeclarationReference) -> Bool {
        let declaration = module.declaration(reference)
        if declaration.isSetInItsFileOnly { return true }
        guard let owner = declaration.owner, !declaration.isStatic, isReferenceType(owner) else { return false }
        for write in module.propertyWrites.writes(of: declaration.name, in: module.files) where !write.clears {
            if write.isOtherValuesMember { return false }
            let fileIndex = Int(write.file)
            guard fileIndex != Int(reference.file) else { continue }
            let token = Int(write.token)
            guard case .outside = enclosingName(token, in: fileIndex) else { continue }
            let type = module.scopes[fileIndex].enclosingType(of: token)
            if type == owner { return false }
            if let type, !module.members(named: declaration.name, of: type).isEmpty { continue }
            // A subclass setting what it inherits, or a type outside writing a global: not told apart.
            return false
        }
        return true
    }

    /// Whether the module declares the type as a class or an actor, found once per judge.
    private func isReferenceType(_ type: String) -> Bool {
        if let known = referenceTypes[type] { return known }
        let found = module.declaresReferenceType(type)
        referenceTypes[type] = found
        return found
    }


    /// Whether the token at `start` starts a statement: a line's first, after `{` or `;`, after a
    /// clause's colon (`case .lastfm: content.text = …`) or after a closure's `in`.
    static func startsStatement(_ start: Int, in file: SwiftLexedFile) -> Bool {
        let tokens = file.tokens
        let previous = start >= 1 ? tokens[start - 1].kind : .semicolon
        return tokens[start].startsLine || previous == .leftBrace || previous == .semicolon || previous == .colon
            || start >= 1 && tokens[start - 1].keyword == .in
    }

    /// Whether a property wrapper keeps the value outside the type: `@AppStorage`, `@SceneStorage`.
    private func isKeptOutside(_ declaration: SwiftDeclaration, in file: SwiftLexedFile) -> Bool {
        var index = Int(declaration.nameToken) - 1
        while index >= 1, Int(declaration.nameToken) - index <= 24 {
            let token = file.tokens[index]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { break }
            if file.tokens[index - 1].kind == .at, file.token(index, is: "AppStorage") || file.token(index, is: "SceneStorage") { return true }
            // An attribute on the line before: `@AppStorage("sort")` then `private var sort = …`.
            let previous = file.tokens[index - 1]
            if token.startsLine, previous.kind != .at, previous.kind != .rightParen,
               !(previous.kind == .identifier && index >= 2 && file.tokens[index - 2].kind == .at) { break }
            index -= 1
        }
        return false
    }
}
