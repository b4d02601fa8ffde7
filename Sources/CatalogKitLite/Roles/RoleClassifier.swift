

/// Decides which keys are accessibility strings, of what role, and which element each belongs to.
///
/// Three sources, strongest first; the first that has something to say decides:
///
/// 1. **Configuration** — `roles` of `.xcstrings-a11y.json`, with the lists of the module's
///    `moduleOverrides` in place of the project's (see ``RolePatterns``). A `none` pattern says the
///    key is not an accessibility string.
/// 2. **Code** — an accessibility API of the Swift code that uses the key (see ``CodeRole``); the
///    element is then the one the code puts it on.
/// 3. **Comment** — `[a11y: ROLE]` or `[a11y: none]` in the key's catalog comment, else a phrase
///    such as "accessibility label" (see ``CommentMarker``).
/// 4. **Convention** — the key's name (see ``KeyConvention``), but only for a key the code does not
///    look up outside accessibility APIs: where the code shows a key as visible text, its name
///    (`settings.footer_hint`) says nothing of a role VoiceOver gives it.
///
/// Whatever the source, the element key comes from the key's name (``KeyConvention/elementKey(for:)``),
/// so `x.label` set by configuration and `x.hint` found by convention still pair.
package struct RoleClassifier: Sendable {
    /// The project's role patterns.
    private let patterns: RolePatterns
    /// The patterns of modules that override some, already merged with the project's.
    private let modulePatterns: [String: RolePatterns]

    /// Creates a classifier from role patterns: the project's, and per module the lists that module
    /// overrides (lists it does not set keep the project's).
    package init(patterns: RolePatterns = RolePatterns(), moduleOverrides: [String: RolePatterns] = [:]) {
        self.patterns = patterns
        self.modulePatterns = moduleOverrides.mapValues { patterns.overridden(by: $0) }
    }

    /// Creates a classifier from the role patterns of a configuration.
    package init(configuration: Configuration) {
        self.init(patterns: configuration.roles, moduleOverrides: configuration.moduleOverrides.compactMapValues(\.roles))
    }

    /// The role of one key, or `nil` when it is not an accessibility string.
    ///
    /// - Parameters:
    ///   - key: The key as it stands in the catalog.
    ///   - comment: The key's catalog comment, if any.
    ///   - module: The module of the catalog, which selects the module's role patterns.
    ///   - code: What the Swift code says of the key, when it uses it in an accessibility API.
    ///   - isUsedInCode: Whether the code looks the key up anywhere (visible text too).
    package func classify(key: String, comment: String?, module: String, code: CodeRole? = nil, isUsedInCode: Bool = false) -> RoleAssignment? {
        if let configured = (modulePatterns[module] ?? patterns).match(key) {
            return configured.map { RoleAssignment(role: $0, source: .configuration, elementKey: code?.elementKey ?? KeyConvention.elementKey(for: key)) }
        }
        if let code {
            return RoleAssignment(role: code.role, source: .code, elementKey: code.elementKey)
        }
        switch CommentMarker.read(comment) {
        case .role(let role)?:
            return RoleAssignment(role: role, source: .comment, elementKey: KeyConvention.elementKey(for: key))
        case .notAccessibility?:
            return nil
        case .unknown?, nil:
            break
        }
        // Code that shows the key, and gives it to no accessibility API, beats its name.
        if isUsedInCode { return nil }
        // The key is read once for both its role and its element.
        let name = KeyName(key)
        return KeyConvention.role(of: name).map {
            RoleAssignment(role: $0, source: .convention, elementKey: KeyConvention.elementKey(for: key, name: name))
        }
    }

    /// The classified keys of a catalog, in catalog order.
    package func classify(_ catalog: Catalog, module: String) -> [ClassifiedKey] {
        catalog.entries.compactMap { entry in
            classify(key: entry.key, comment: entry.comment?.text, module: module).map { ClassifiedKey(key: entry.key, assignment: $0) }
        }
    }

    /// The accessibility strings of a catalog and the elements they form.
    package func roles(of catalog: Catalog, module: String) -> CatalogRoles {
        CatalogRoles(classify(catalog, module: module))
    }
}
