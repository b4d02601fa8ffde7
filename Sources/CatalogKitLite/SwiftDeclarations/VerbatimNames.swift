import Foundation

/// The names each file shows with `Text(verbatim: name)`, by the type they are shown in ("" at the
/// top level), found once per file when first asked: the developer asked for their values as they
/// are, data every language shows alike, so the same name given to a help tag or a label of the
/// same type is that data too (kero's editor menu: `Text(verbatim: title)` and `.help(title)` for
/// "VS Code"). Shared by every judge of the module (one scan per file, not one per pass).
final class VerbatimNames: @unchecked Sendable {
    private let lock = NSLock()
    private var byFile: [Int: [String: Set<String>]] = [:]

    /// The names file `index` of the module shows verbatim, by type.
    func names(inFile index: Int, of module: SwiftModule, chain: (Range<Int>) -> Bool) -> [String: Set<String>] {
        lock.lock()
        if let known = byFile[index] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let file = module.files[index]
        let tokens = file.tokens
        var names: [String: Set<String>] = [:]
        for token in tokens.indices where tokens[token].keyword == .Text {
            guard token + 1 < tokens.count, tokens[token + 1].kind == .leftParen, token == 0 || tokens[token - 1].kind != .period,
                  let arguments = file.arguments(ofParen: token + 1), let verbatim = file.argument("verbatim", in: arguments) else { continue }
            let written = file.unwrapped(verbatim.expression)
            guard chain(written) else { continue }
            names[module.scopes[index].enclosingType(of: token) ?? "", default: []].insert(file.expressionText(written))
        }
        lock.lock()
        byFile[index] = names
        lock.unlock()
        return names
    }
}
