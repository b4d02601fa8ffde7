import Testing
@testable import CatalogKitLite

/// What each brace opens: a closure inside a function's parameters does not take the keyword from
/// the body after them (a statement's keyword is still forgotten at such a closure, as before).
struct SwiftScopesTests {
    func kinds(_ source: String) throws -> [String] {
        let tree = SwiftScopeTree(try SwiftLexer.lex(Array(source.utf8)))
        return tree.scopes.dropFirst().map { scope in
            switch scope.kind {
            case .file: "file"
            case .type(let name, _): "type \(name)"
            case .function(let parameters): "function(\(parameters.map(\.name).joined(separator: ",")))"
            case .closure: "closure"
            case .block: "block"
            }
        }
    }

    /// Konjugieren's onboarding page: `init(…, onNavigate: @escaping () -> Void = {})` has a
    /// default closure before its body, which was read as a closure, so the view's initialiser
    /// was lost and its button titles given by the makers stayed dynamic.
    @Test func aDefaultClosureInTheParametersLeavesTheBodyAFunction() throws {
        #expect(try kinds("""
            struct Page {
                init(title: String, onNavigate: @escaping () -> Void = {}) { self.title = title }
                func run() { if items.contains(where: { $0.isDone }) { finish() } }
            }
            """) == ["type Page", "closure", "function(title,onNavigate)", "function()", "closure", "closure"])
    }
}
