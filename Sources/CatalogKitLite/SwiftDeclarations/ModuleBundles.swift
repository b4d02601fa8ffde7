extension SwiftModule {
    /// Whether an expression's text (`BundleToken.bundle`, `resourceBundle`) names a static property
    /// or a constant of the module whose value names `Bundle.module`: Alfie's `static let bundle:
    /// Bundle = { #if SWIFT_PACKAGE return Bundle.module #else return Bundle(for: BundleToken.self)
    /// #endif }()` (49th study), the bundle of the module that declares it.
    func namesModuleBundle(_ text: String) -> Bool {
        // Read in another module (a package's `L10n` constants the app shows): that module's.
        declaresModuleBundle(text) || addedFrom.contains { $0.declaresModuleBundle(text) }
    }

    /// The file of another module of the run whose public `Bundle` property the text names, when
    /// that property is its own module's bundle: `Text("Done", bundle: .localization)` of btlb's
    /// Bookmarks package reads the catalogs of the Localization package, whose `public extension
    /// Bundle { static var localization: Bundle { .module } }` it is (55th study).
    func otherModuleBundleFile(named text: String) -> String? {
        guard !otherModulesBundles.isEmpty, !declaresModuleBundle(text, inOwnFilesOnly: true) else { return nil }
        let name = text.hasPrefix(".") ? String(text.dropFirst()) : text.hasPrefix("Bundle.") ? String(text.dropFirst(7)) : nil
        return name.flatMap { otherModulesBundles[$0] }
    }

    /// The public static properties of `Bundle` the module declares whose value is its own
    /// bundle, by name, with the declaring file's path.
    var publicModuleBundles: [String: String] {
        var result: [String: String] = [:]
        for (name, references) in members["Bundle"] ?? [:] {
            guard let reference = references.first(where: { declaration($0).isPublic && declaration($0).isStatic && namesOwnBundle($0) }),
                  Int(reference.file) < paths.count else { continue }
            result[name] = paths[Int(reference.file)]
        }
        return result
    }

    /// Gives each module the bundles the other modules' public `Bundle` properties name
    /// (``otherModuleBundleFile(named:)``); a name two modules declare is left out.
    static func linkModuleBundles(_ modules: inout [SwiftModule]) {
        let declared = modules.map(\.publicModuleBundles)
        guard declared.contains(where: { !$0.isEmpty }) else { return }
        for index in modules.indices { modules[index].otherModulesBundles = declaredOnceElsewhere(declared, besides: index) }
    }

    /// ``namesModuleBundle(_:)`` among the module's own declarations; `.name`, where a `Bundle` is
    /// expected, is `Bundle.name`.
    /// With `inOwnFilesOnly`, among the module's own files, not those ``adding(_:)`` appended.
    private func declaresModuleBundle(_ text: String, inOwnFilesOnly: Bool = false) -> Bool {
        let text = text.hasPrefix(".") ? "Bundle" + text : text
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }) else { return false }
        var references = parts.count == 2 ? members(named: parts[1], of: parts[0]) : globals[parts[0]] ?? []
        if inOwnFilesOnly { references = references.filter { Int($0.file) < ownFiles } }
        return references.prefix(4).contains(where: namesOwnBundle)
    }

    /// Whether a declaration's value (or a computed property's body) names `Bundle.module`, or
    /// `.module` in a `Bundle` extension.
    private func namesOwnBundle(_ reference: DeclarationReference) -> Bool {
        let declaration = declaration(reference)
        let file = files[Int(reference.file)]
        var value = declaration.value
        if value == nil, declaration.body >= 0 { value = Int(declaration.body)..<(Int(file.tokens[Int(declaration.body)].link) + 1) }
        // A few lines at most: a bundle is made, not computed at length.
        guard let value, value.count <= 200 else { return false }
        let isBundleMember = declaration.owner == "Bundle"
        return value.contains { index in
            guard index + 2 < value.upperBound, file.tokens[index + 1].kind == .period, file.token(index + 2, is: "module") else { return false }
            // `.module` written alone, as the property's type lets it be.
            return file.token(index, is: "Bundle") || isBundleMember && (file.tokens[index].kind == .leftBrace || file.token(index, is: "return") || file.token(index, is: "="))
        }
    }
}
