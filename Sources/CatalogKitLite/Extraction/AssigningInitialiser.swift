extension SwiftModule {
    /// For a stored property of a view declared once in the module (a struct conforming to `View`,
    /// or a struct or class whose supertypes name a view, control, cell or controller) whose
    /// initialisers of its own (a few) all set the property from a parameter of one label and place
    /// (`init(_ title: LocalizedStringKey, …) { self.title = title }`, and beside it `init(_ title:
    /// String, …) { self.title = LocalizedStringKey(title) }`): that parameter, so that the text
    /// its makers pass for it is the property's. `nil` when there is no such one parameter. Another
    /// type counts only for a property that holds catalog text (`LocalizedStringKey`,
    /// `LocalizedStringResource`: Unwatched's `FaqInfo`): a model of data with `String` properties
    /// (Yattee's SwiftData `Bookmark`, made from the network and from preview samples) is not
    /// followed to its makers.
    func assigningInitialiser(of type: String, property name: String, holdsCatalogText: Bool) -> ForwardedText? {
        let last = type.lastNameComponent
        var declarations = 0
        var found: [(file: Int, body: Int)] = []
        for (fileIndex, tree) in scopes.enumerated() {
            let file = files[fileIndex]
            for (scopeIndex, scope) in tree.scopes.enumerated() {
                guard case .type(let scopeName, _) = scope.kind, scopeName == type, scope.open >= 0 else { continue }
                if declaresType(named: last, before: Int(scope.open), in: file) {
                    declarations += 1
                    guard holdsCatalogText || namesAView(between: Int(scope.open) - 1, in: file) else { return nil }
                }
                for token in Int(scope.open)..<Int(scope.close) where file.tokens[token].keyword == .`init` && tree.scope(of: token) == scopeIndex {
                    // `self.init(…)` in a convenience initialiser is a call, not another initialiser.
                    if token > 0, file.tokens[token - 1].kind == .period { continue }
                    guard let body = tree.initialiserBody(after: token, inType: scopeIndex) else { return nil }
                    found.append((fileIndex, body))
                }
            }
        }
        guard declarations == 1, let first = found.first, found.count <= 4 else { return nil }
        // Each initialiser must set it from the parameter of the same label at the same place
        // (walnut's `GlassActionButton` takes its title as a `LocalizedStringKey` or as a `String`):
        // a maker's argument there is the property's, whichever of them it calls.
        var chosen: (label: String?, index: Int)?
        for initialiser in found {
            let file = files[initialiser.file]
            let tree = scopes[initialiser.file]
            guard case .function(let parameters) = tree.scopes[initialiser.body].kind,
                  // `self.title = title` directly in the body (not in a closure or a branch of it).
                  let assignment = tree.selfAssignments(inBody: initialiser.body, of: file).first(where: { file.token($0.property, equals: name) }),
                  let parameter = parameters.firstIndex(where: { file.token(assignment.value, equals: $0.name) }) else { return nil }
            if let chosen, chosen.label != parameters[parameter].label || chosen.index != parameter { return nil }
            chosen = (parameters[parameter].label, parameter)
        }
        guard let chosen else { return nil }
        return .initialiserParameter(file: Int32(first.file), scope: Int32(first.body), index: chosen.index, type: type)
    }

    /// Whether the supertypes before a declaration's `{` (back from `last` to its keyword) name a
    /// SwiftUI view protocol or a UIKit or AppKit view: `View`, `UIView`, `NSButton`, `UITableViewCell`,
    /// `UIViewController`, a name ending in one of those words.
    private func namesAView(between last: Int, in file: SwiftLexedFile) -> Bool {
        var index = last
        var steps = 0
        while index >= 0, steps < 64 {
            let token = file.tokens[index]
            if token.keyword == .struct || token.keyword == .class || token.keyword == .actor { return false }
            if token.kind == .identifier {
                if SwiftModule.namesViewProtocol(index, in: file) { return true }
                let name = file.text(ofToken: index)
                if ["View", "Button", "Control", "Cell", "Controller", "Label", "Field"].contains(where: { name.hasSuffix($0) }),
                   index > 0, file.tokens[index - 1].kind == .colon || file.tokens[index - 1].kind == .comma {
                    return true
                }
            }
            index -= 1
            steps += 1
        }
        return false
    }

    /// Whether the module declares the type once, as a class or an actor: its instances are
    /// shared, and no memberwise initialiser sets their properties.
    func declaresReferenceType(_ type: String) -> Bool {
        let last = type.lastNameComponent
        var keywords: [SwiftKeyword] = []
        for (fileIndex, tree) in scopes.enumerated() {
            for scope in tree.scopes {
                guard case .type(let scopeName, _) = scope.kind, scopeName == type, scope.open >= 0,
                      let keyword = declaringKeyword(named: last, before: Int(scope.open), in: files[fileIndex]) else { continue }
                keywords.append(keyword)
            }
        }
        return keywords.count == 1 && keywords[0] != .struct
    }

    /// Whether the words before a type body's `{` declare the type (`struct Name<…>: A where … {`,
    /// `final class Name: NSObject {`), not extend it.
    private func declaresType(named last: String, before open: Int, in file: SwiftLexedFile) -> Bool {
        declaringKeyword(named: last, before: open, in: file) != nil
    }

    /// The keyword that declares the type before a type body's `{` (`struct`, `class`, `actor`), or
    /// `nil` when the body is an extension's, an enum's or a protocol's.
    private func declaringKeyword(named last: String, before open: Int, in file: SwiftLexedFile) -> SwiftKeyword? {
        var index = open - 1
        var steps = 0
        while index >= 0, steps < 64 {
            switch file.tokens[index].keyword {
            case .struct, .class, .actor:
                return index + 1 < file.tokens.count && file.token(index + 1, equals: last) ? file.tokens[index].keyword : nil
            case .extension, .enum, .protocol: return nil
            default: break
            }
            if file.tokens[index].kind == .rightBrace || file.tokens[index].kind == .leftBrace { return nil }
            index -= 1
            steps += 1
        }
        return nil
    }
}
