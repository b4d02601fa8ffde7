extension SwiftModule {
    /// Whether an expression's text (`BundleToken.bundle`, `resourceBundle`) names a static property
    /// or a constant of the module whose value names `Bundle.module`: Alfie's `static let bundle:
    /// Bundle = { #if SWIFT_PACKAGE return Bundle.module #else return Bundle(for: BundleToken.self)
    /// #endif }()` (49th study), the bundle of the module that declares it.
    func namesModuleBundle(_ text: String) -> Bool {
        // Read in another module (a package's `L10n` constants the app shows): that module's.
        declaresModuleBundle(text) || addedFrom.contains { $0.declaresModuleBundle(text) }
    }

    /// ``namesModuleBundle(_:)`` among the module's own declarations.
    private func declaresModuleBundle(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return false }
        let references = parts.count == 2 ? members(named: parts[1], of: parts[0]) : globals[parts[0]] ?? []
        return references.prefix(4).contains { reference in
            let declaration = declaration(reference)
            let file = files[Int(reference.file)]
            var value = declaration.value
            if value == nil, declaration.body >= 0 { value = Int(declaration.body)..<(Int(file.tokens[Int(declaration.body)].link) + 1) }
            // A few lines at most: a bundle is made, not computed at length.
            guard let value, value.count <= 200 else { return false }
            return value.contains { index in
                index + 2 < value.upperBound && file.token(index, is: "Bundle") && file.tokens[index + 1].kind == .period && file.token(index + 2, is: "module")
            }
        }
    }
}
