import Foundation

/// The names each file shows with `Text(verbatim: name)`, by the function (or, outside any, the type)
/// they are shown in, found once per file when first asked: the developer asked for their values as
/// they are, data every language shows alike, so the same name given to a help tag or a label in the
/// same function is that data too (kero's editor menu: `Text(verbatim: title)` and `.help(title)` for
/// "VS Code"). A function's own locals are its own: the same spelling in another function may name
/// another value. Shared by every judge of the module (one scan per file, not one per pass).
final class VerbatimNames: @unchecked Sendable {
    private let lock = NSLock()
    private var byFile: [Int: [Int: Set<String>]] = [:]

    /// The names file `index` of the module shows verbatim, by ``body(of:in:)``; `isPlainName` says
    /// whether an expression is a name or a chain of properties.
    func names(inFile index: Int, of module: SwiftModule, isPlainName: (Range<Int>) -> Bool) -> [Int: Set<String>] {
        lock.lock()
        if let known = byFile[index] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let file = module.files[index]
        let tokens = file.tokens
        var names: [Int: Set<String>] = [:]
        for token in tokens.indices where tokens[token].keyword == .Text {
            guard token + 1 < tokens.count, tokens[token + 1].kind == .leftParen, token == 0 || tokens[token - 1].kind != .period,
                  let arguments = file.arguments(ofParen: token + 1), let verbatim = file.argument("verbatim", in: arguments) else { continue }
            let written = file.unwrapped(verbatim.expression)
            guard isPlainName(written) else { continue }
            names[Self.body(of: token, in: module.scopes[index]), default: []].insert(Self.withoutSelf(file.expressionText(written)))
        }
        lock.lock()
        byFile[index] = names
        lock.unlock()
        return names
    }

    /// The scope a name is judged in: the nearest function (a view's `body`, a method) around the
    /// token, past the closures of its views; else its type's; else the file's (-1).
    static func body(of token: Int, in tree: SwiftScopeTree) -> Int {
        var scope = tree.scope(of: token)
        while scope >= 0 {
            switch tree.scopes[scope].kind {
            case .function, .type: return scope
            default: scope = Int(tree.scopes[scope].parent)
            }
        }
        return -1
    }

    /// `self.title` as `title`: the same property.
    static func withoutSelf(_ text: String) -> String {
        text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }
}
