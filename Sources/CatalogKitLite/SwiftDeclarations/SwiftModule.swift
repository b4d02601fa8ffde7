/// The Swift files that see each other's declarations, lexed, with their scopes, declarations and
/// the lookup helpers they can call: what a use in one of them may refer to.
///
/// Which files form a module is decided by the caller (`AccessibilityAudit.readCode` groups the
/// files it puts in one module); a file alone is a module of one.
struct SwiftModule: Sendable {
    let files: [SwiftLexedFile]
    /// The files' paths as found, for naming where a value was declared (empty for a file alone).
    let paths: [String]
    let scopes: [SwiftScopeTree]
    let declarations: [[SwiftDeclaration]]
    /// Members by the qualified name of their type (or extension), then by name.
    let members: [String: [String: [DeclarationReference]]]
    /// Declarations at a file's top level, by name.
    let globals: [String: [DeclarationReference]]
    /// Per file: local declarations by scope, then by name, in source order.
    let locals: [[Int32: [String: [DeclarationReference]]]]
    /// The qualified names of the module's types and extensions, by their last component.
    let typesByLastName: [String: [String]]
    /// The app's views that show a closure they are given as a control's label, by type name (see
    /// ``LabelWrappers``).
    let labelWrappers: [String: LabelWrappers.Wrapper]
    /// Member names that one declaration of the module has and no other member or global shares
    /// (``onlyMember(named:)``), worked out once: every read of a member of an untyped value asks.
    private let soleMembers: [String: DeclarationReference]
    /// The lookup helpers the module can call (its own and the public ones of the other modules
    /// of the run), by name.
    var helpers: [String: [HelperSignature]] = [:]
    /// The lookup helpers the module itself declares.
    var ownHelpers: [HelperSignature] = []
    /// The public view modifiers of the other modules of the run that hand a parameter to an
    /// accessibility modifier, by name (``ImportedModifiers``).
    var importedModifiers: [String: [ImportedModifiers.Modifier]] = [:]

    /// Reads the scopes and declarations of lexed files.
    init(files: [SwiftLexedFile], paths: [String], jobs: Int = 1) {
        let read = parallelMap(Array(files.indices), jobs: jobs) { index -> (SwiftScopeTree, [SwiftDeclaration]) in
            let scopes = SwiftScopeTree(files[index])
            return (scopes, DeclarationCollector.declarations(in: files[index], scopes: scopes))
        }
        self.files = files
        self.paths = paths
        scopes = read.map(\.0)
        declarations = read.map(\.1)
        var members: [String: [String: [DeclarationReference]]] = [:]
        var globals: [String: [DeclarationReference]] = [:]
        var locals: [[Int32: [String: [DeclarationReference]]]] = []
        var types = Set<String>()
        // Per member name, its one declaration, or `nil` once a second is met.
        var memberNames: [String: DeclarationReference?] = [:]
        for (fileIndex, declarations) in declarations.enumerated() {
            var fileLocals: [Int32: [String: [DeclarationReference]]] = [:]
            for (index, declaration) in declarations.enumerated() {
                let reference = DeclarationReference(file: Int32(fileIndex), index: Int32(index))
                if let owner = declaration.owner {
                    members[owner, default: [:]][declaration.name, default: []].append(reference)
                    memberNames[declaration.name] = memberNames[declaration.name] == nil ? .some(reference) : .some(nil)
                } else if declaration.localScope >= 0 {
                    fileLocals[declaration.localScope, default: [:]][declaration.name, default: []].append(reference)
                } else {
                    globals[declaration.name, default: []].append(reference)
                }
            }
            locals.append(fileLocals)
            for scope in scopes[fileIndex].scopes {
                if case .type(let name, _) = scope.kind { types.insert(name) }
            }
        }
        self.members = members
        self.globals = globals
        soleMembers = memberNames.compactMapValues { reference in reference }.filter { globals[$0.key] == nil }
        self.locals = locals
        var byLast: [String: [String]] = [:]
        for name in types.sorted() {
            byLast[String(name.split(separator: ".").last ?? Substring(name)), default: []].append(name)
        }
        typesByLastName = byLast
        labelWrappers = LabelWrappers.find(files: files, declarations: declarations, scopes: scopes)
    }

    /// A declaration.
    func declaration(_ reference: DeclarationReference) -> SwiftDeclaration {
        declarations[Int(reference.file)][Int(reference.index)]
    }

    /// The types a name written in code may mean (`Kind`, `Syntax.Outline.Kind`): those whose
    /// qualified name ends with it, those nested in `context` (the type the code is in) first.
    func types(named written: String, from context: String?) -> [String] {
        let last = String(written.split(separator: ".").last ?? Substring(written))
        let candidates = (typesByLastName[last] ?? []).filter { $0 == written || $0.hasSuffix("." + written) }
        guard candidates.count > 1, let context else { return candidates }
        // Inside `Syntax.Outline`, `Kind` is `Syntax.Outline.Kind`.
        var prefix = context
        while true {
            if let nested = candidates.first(where: { $0 == prefix + "." + written }) { return [nested] }
            guard let dot = prefix.lastIndex(of: ".") else { break }
            prefix = String(prefix[..<dot])
        }
        if let top = candidates.first(where: { $0 == written }) { return [top] }
        return candidates
    }

    /// The cases of an enum of the module, in the order they are declared.
    func enumCases(of type: String) -> [DeclarationReference] {
        let last = String(type.split(separator: ".").last ?? Substring(type))
        var result: [DeclarationReference] = []
        for owner in typesByLastName[last] ?? [type] where owner == type || type.hasSuffix("." + owner) || owner.hasSuffix("." + type) {
            for references in (members[owner] ?? [:]).values {
                result += references.filter { declaration($0).kind == .enumCase }
            }
        }
        return result.sorted { ($0.file, declaration($0).nameToken) < ($1.file, declaration($1).nameToken) }
    }

    /// The one stored property or member of the module with this name, when no other member or
    /// global shares it: what `value.name` means whatever `value` is.
    func onlyMember(named name: String) -> DeclarationReference? {
        soleMembers[name]
    }

    /// The members named `name` of a type and of its extensions, whatever qualification each
    /// declaration wrote (`extension Outline.Kind` adds to `Syntax.Outline.Kind`).
    func members(named name: String, of type: String) -> [DeclarationReference] {
        let last = String(type.split(separator: ".").last ?? Substring(type))
        var result: [DeclarationReference] = []
        for owner in typesByLastName[last] ?? [type] where owner == type || type.hasSuffix("." + owner) || owner.hasSuffix("." + type) {
            result += members[owner]?[name] ?? []
        }
        return result
    }
}
