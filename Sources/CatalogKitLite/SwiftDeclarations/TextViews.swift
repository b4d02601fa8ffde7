/// App views that show stored text properties in a `Text`: RcloneGUI's `SettingsNavigationRow`,
/// `struct SettingsNavigationRow: View { let title: LocalizedStringKey … var body: some View {
/// HStack { …; VStack { Text(title); Text(subtitle) } } } }`. Written in a control's label closure
/// (`Button { … } label: { SettingsNavigationRow(title: "Trash", subtitle: …) }`), the texts its
/// makers pass are the control's title (the thirty-second study missed 27 such buttons in one app).
enum TextViews {
    /// One app view that shows text properties.
    struct View: Sendable, Equatable {
        /// The stored properties its body shows as `Text(name)`, by name, with their declared type:
        /// a `LocalizedStringKey` or `LocalizedStringResource` is looked up, a `String` shown as written.
        var shown: [String: TextType]
        /// For a view with one initialiser of its own, the property each of its arguments sets as
        /// it is (`self.title = title`), by the argument's label, or `_0`, `_1`… by its position when
        /// unlabelled; `nil` for the memberwise initialiser, whose labels are the properties' names.
        var argumentProperties: [String: String]? = nil

        /// The property a maker's argument sets: by its label, or by its position when unlabelled.
        func property(label: String?, position: Int) -> String? {
            guard let argumentProperties else { return label }
            return argumentProperties[label ?? "_\(position)"]
        }
    }

    /// The module's text views, by the last component of their type's name. Only views made by their memberwise
    /// initialiser count: its arguments are named as the properties are.
    static func find(files: [SwiftLexedFile], declarations: [[SwiftDeclaration]], scopes: [SwiftScopeTree]) -> [String: View] {
        var found: [String: View] = [:]
        // Makers write the last component of the name: two types that share it are neither followed.
        var ownerOfName: [String: String] = [:]
        var ambiguous = Set<String>()
        for (fileIndex, file) in files.enumerated() {
            var properties: [String: [String: TextType]] = [:]
            var views = Set<String>()
            var initialisers: [String: [Int]] = [:]
            // By index, reading the fields it needs: a copy of each declaration retains all of them.
            let declared = declarations[fileIndex]
            for index in declared.indices {
                guard declared[index].localScope < 0, !declared[index].isStatic, let owner = declared[index].owner else { continue }
                let kind = declared[index].kind
                if kind == .computed, declared[index].name == "body" { views.insert(owner) }
                guard kind == .constant || kind == .variable, declared[index].value == nil,
                      let type = TextType.of(annotation: declared[index].type, in: file), type == .key || type == .string || type == .resource else { continue }
                properties[owner, default: [:]][declared[index].name] = type
            }
            properties = properties.filter { views.contains($0.key) }
            guard !properties.isEmpty else { continue }
            let tree = scopes[fileIndex]
            let tokens = file.tokens
            // One pass, by keyword: the initialisers the types declare, and each `Text(name)`.
            var shown: [(owner: String, name: String, type: TextType)] = []
            for index in tokens.indices where tokens[index].keyword == .`init` || tokens[index].keyword == .Text {
                guard let owner = tree.enclosingType(of: index), let ownProperties = properties[owner] else { continue }
                if tokens[index].keyword == .`init` {
                    // An initialiser of the type itself, not of a type nested in it.
                    if case .type = tree.scopes[tree.scope(of: index)].kind { initialisers[owner, default: []].append(index) }
                } else if let (name, looksUp) = shownName(afterText: index, in: file), let type = ownProperties[file.text(ofToken: name)],
                          !looksUp || type == .resource {
                    shown.append((owner, file.text(ofToken: name), type))
                }
            }
            var arguments: [String: [String: String]] = [:]
            for (owner, inits) in initialisers where shown.contains(where: { $0.owner == owner }) {
                // One initialiser of its own that stores what it is given as it is (Dimmerly's
                // `FooterLabel("Settings", icon:)` with `init(_ title: LocalizedStringKey, …) { self.title = title }`).
                guard inits.count == 1, let stored = storedParameters(ofInitialiser: inits[0], properties: properties[owner] ?? [:], in: file, tree: tree),
                      !stored.isEmpty else { continue }
                arguments[owner] = stored
            }
            for (owner, name, type) in shown where initialisers[owner] == nil || arguments[owner] != nil {
                let last = owner.lastNameComponent
                if let known = ownerOfName[last], known != owner { ambiguous.insert(last) }
                ownerOfName[last] = owner
                found[last, default: View(shown: [:], argumentProperties: arguments[owner])].shown[name] = type
            }
        }
        return found.filter { !ambiguous.contains($0.key) }
    }

    /// The properties an initialiser (its `init` token) sets to a parameter as it is
    /// (`self.title = title`, directly in its body), by the parameter's label, or `_` and its position when unlabelled and
    /// no parameter before it has a default (a maker's unlabelled argument is then at that place).
    private static func storedParameters(ofInitialiser token: Int, properties: [String: TextType], in file: SwiftLexedFile, tree: SwiftScopeTree) -> [String: String]? {
        guard let body = tree.initialiserBody(after: token, inType: tree.scope(of: token)),
              case .function(let parameters) = tree.scopes[body].kind else { return nil }
        var stored: [String: String] = [:]
        for assignment in tree.selfAssignments(inBody: body, of: file) {
            let property = file.text(ofToken: assignment.property)
            let value = file.text(ofToken: assignment.value)
            guard properties[property] != nil, let position = parameters.firstIndex(where: { $0.name == value }) else { continue }
            if let label = parameters[position].label {
                stored[label] = property
            } else if !parameters[..<position].contains(where: { $0.defaultValue != nil }) {
                stored["_\(position)"] = property
            }
        }
        return stored
    }

    /// The name in `Text(name)` or `Text(self.name)` at `index`, when the parentheses hold it alone,
    /// or in `Text(String(localized: name))`, which looks a `String.LocalizationValue` up as `Text`
    /// would look up a resource (CSE's `IconLabel`, in the labels of 28 controls).
    private static func shownName(afterText index: Int, in file: SwiftLexedFile) -> (name: Int, looksUp: Bool)? {
        let tokens = file.tokens
        guard index + 3 < tokens.count, tokens[index + 1].kind == .leftParen, index == 0 || tokens[index - 1].kind != .period else { return nil }
        if tokens[index + 2].kind == .identifier, tokens[index + 3].kind == .rightParen { return (index + 2, false) }
        if index + 8 < tokens.count, tokens[index + 2].keyword == .String, tokens[index + 3].kind == .leftParen,
           file.token(index + 4, is: "localized"), tokens[index + 5].kind == .colon, tokens[index + 6].kind == .identifier,
           tokens[index + 7].kind == .rightParen, tokens[index + 8].kind == .rightParen {
            return (index + 6, true)
        }
        if index + 5 < tokens.count, tokens[index + 2].keyword == .self, tokens[index + 3].kind == .period,
           tokens[index + 4].kind == .identifier, tokens[index + 5].kind == .rightParen {
            return (index + 4, false)
        }
        return nil
    }
}
