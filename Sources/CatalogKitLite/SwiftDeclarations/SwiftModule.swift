/// The Swift files that see each other's declarations, lexed, with their scopes, declarations and
/// the lookup helpers they can call: what a use in one of them may refer to.
///
/// Which files form a module is decided by the caller (`AccessibilityAudit.readCode` groups the
/// files it puts in one module); a file alone is a module of one.
struct SwiftModule: Sendable {
    let files: [SwiftLexedFile]
    /// The files' paths as found, for naming where a value was declared (empty for a file alone).
    let paths: [String]
    /// How many of the files are the module's own: those after them are other modules' (see
    /// ``adding(_:)``).
    let ownFiles: Int
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
    var labelWrappers: [String: LabelWrappers.Wrapper]
    /// The app's views that show stored text properties in a `Text`, by type name (see ``TextViews``).
    let textViews: [String: TextViews.View]
    /// Member names that one declaration of the module has and no other member or global shares
    /// (``onlyMember(named:)``), worked out once: every read of a member of an untyped value asks.
    /// Kept as counted (a name a global shares counts twice), so that nothing is hashed again.
    private let soleMembers: [String: (first: DeclarationReference, count: Int)]
    /// Where the files write each name, found when first asked (``PropertyWrites``).
    let propertyWrites = PropertyWrites()
    /// The names each file shows with `Text(verbatim:)`, found when first asked (``VerbatimNames``).
    let verbatimNames = VerbatimNames()
    /// The names the alerts and dialogs of a module of several files present by, found when first
    /// asked (``DialogNames/ModuleCache``); `nil` for a file alone, whose own file says it.
    let dialogNames: DialogNames.ModuleCache?
    /// The lookup helpers the module can call (its own and the public ones of the other modules
    /// of the run), by name.
    var helpers: [String: [HelperSignature]] = [:]
    /// The lookup helpers the module itself declares.
    var ownHelpers: [HelperSignature] = []
    /// The modules whose files ``adding(_:)`` appended: where a name those files give (a bundle
    /// their module makes, ``namesModuleBundle(_:)``) is declared.
    var addedFrom: [SwiftModule] = []
    /// The public `Bundle` properties of the run's other modules that name their own module's
    /// bundle, by name, with the declaring file's path (``otherModuleBundleFile(named:)``).
    var otherModulesBundles: [String: String] = [:]
    /// The public view modifiers of the other modules of the run that hand a parameter to an
    /// accessibility modifier, by name (``ImportedModifiers``).
    var importedModifiers: [String: [ImportedModifiers.Modifier]] = [:]

    /// Reads the scopes and declarations of lexed files.
    init(files: [SwiftLexedFile], paths: [String], jobs: Int = 1) {
        let read = parallelMap(Array(files.indices), jobs: jobs) { index -> (SwiftScopeTree, [SwiftDeclaration]) in
            let scopes = SwiftScopeTree(files[index])
            return (scopes, DeclarationCollector.declarations(in: files[index], scopes: scopes))
        }
        self.init(files: files, paths: paths, scopes: read.map(\.0), declarations: read.map(\.1))
    }

    /// The module with files of other modules after its own, read there already (their scopes and
    /// declarations are kept): a package's public view read with the app's callers, its models'
    /// localized members read where the app shows them. Its helpers, imported modifiers, text views
    /// and sole member names stay those of its own files (another module's memberwise initialisers
    /// are not the module's to call, and its names should not hide the module's own).
    func adding(_ parts: [(module: SwiftModule, files: [Int])]) -> SwiftModule {
        guard parts.contains(where: { !$0.files.isEmpty }) else { return self }
        var extended = SwiftModule(
            files: files + parts.flatMap { part in part.files.map { part.module.files[$0] } },
            paths: paths + parts.flatMap { part in part.files.map { $0 < part.module.paths.count ? part.module.paths[$0] : "" } },
            scopes: scopes + parts.flatMap { part in part.files.map { part.module.scopes[$0] } },
            declarations: declarations + parts.flatMap { part in part.files.map { part.module.declarations[$0] } },
            ownFiles: ownFiles)
        extended.helpers = helpers
        extended.ownHelpers = ownHelpers
        extended.importedModifiers = importedModifiers
        extended.addedFrom = parts.filter { !$0.files.isEmpty }.map(\.module)
        extended.otherModulesBundles = otherModulesBundles
        // The wrappers other modules of the run declare, linked before (``LabelWrappers/link(_:)``).
        extended.labelWrappers.merge(labelWrappers) { own, _ in own }
        return extended
    }

    /// Indexes files whose scopes and declarations are read; the first `ownFiles` are the module's
    /// own (all when `nil`).
    private init(files: [SwiftLexedFile], paths: [String], scopes: [SwiftScopeTree], declarations: [[SwiftDeclaration]], ownFiles: Int? = nil) {
        self.files = files
        self.paths = paths
        self.scopes = scopes
        self.declarations = declarations
        let own = ownFiles ?? files.count
        self.ownFiles = own
        dialogNames = own > 1 ? DialogNames.ModuleCache() : nil
        var members: [String: [String: [DeclarationReference]]] = [:]
        var globals: [String: [DeclarationReference]] = [:]
        var locals: [[Int32: [String: [DeclarationReference]]]] = []
        // Gathered, then sorted and made unique once: hashing every type's long qualified name cost more.
        var types: [String] = []
        // Per member name, its first declaration and how many there are (one lookup per declaration).
        var memberNames: [String: (first: DeclarationReference, count: Int)] = [:]
        memberNames.reserveCapacity(declarations.reduce(0) { $0 + $1.count })
        // The members of one type follow each other in a file: they are gathered by name under the
        // last owner seen, and the owner's (long, qualified) name is hashed once per run of them.
        // A run's names are added to those its key has already, after them (declaration order kept).
        func store<Key: Hashable>(_ run: inout [String: [DeclarationReference]], under key: Key, in table: inout [Key: [String: [DeclarationReference]]]) {
            if table[key] == nil {
                table[key] = run
            } else {
                table[key]!.merge(run) { $0 + $1 }
            }
            run = [:]
        }
        var runOwner: String?
        var run: [String: [DeclarationReference]] = [:]
        func endRun() {
            guard let owner = runOwner else { return }
            store(&run, under: owner, in: &members)
            runOwner = nil
        }
        var localRunScope: Int32 = -1
        var localRun: [String: [DeclarationReference]] = [:]
        func endLocalRun(_ fileLocals: inout [Int32: [String: [DeclarationReference]]]) {
            guard localRunScope >= 0 else { return }
            store(&localRun, under: localRunScope, in: &fileLocals)
            localRunScope = -1
        }
        for (fileIndex, declarations) in declarations.enumerated() {
            var fileLocals: [Int32: [String: [DeclarationReference]]] = [:]
            // By index, reading the fields it needs: a copy of each declaration retains all of them.
            for index in declarations.indices {
                let reference = DeclarationReference(file: Int32(fileIndex), index: Int32(index))
                let name = declarations[index].name
                if let owner = declarations[index].owner {
                    if owner != runOwner {
                        endRun()
                        runOwner = owner
                        // Sized once for the run: a growing table would be copied at each doubling.
                        var end = index + 1
                        while end < declarations.count, end - index < 256, declarations[end].owner == owner { end += 1 }
                        run.reserveCapacity(end - index)
                    }
                    run[name, default: []].append(reference)
                    if fileIndex < own { memberNames[name, default: (reference, 0)].count += 1 }
                } else if declarations[index].localScope >= 0 {
                    // Locals gather by their scope as members do by their type.
                    let scope = declarations[index].localScope
                    if scope != localRunScope {
                        endLocalRun(&fileLocals)
                        localRunScope = scope
                        var end = index + 1
                        while end < declarations.count, end - index < 256, declarations[end].localScope == scope { end += 1 }
                        localRun.reserveCapacity(end - index)
                    }
                    localRun[name, default: []].append(reference)
                } else {
                    globals[name, default: []].append(reference)
                }
            }
            endRun()
            endLocalRun(&fileLocals)
            locals.append(fileLocals)
            for scope in scopes[fileIndex].scopes {
                if case .type(let name, _) = scope.kind { types.append(name) }
            }
        }
        self.members = members
        self.globals = globals
        for name in globals.keys { memberNames[name]?.count += 1 }
        soleMembers = memberNames
        self.locals = locals
        var byLast: [String: [String]] = [:]
        types.sort()
        for (index, name) in types.enumerated() where index == 0 || types[index - 1] != name {
            byLast[name.lastNameComponent, default: []].append(name)
        }
        typesByLastName = byLast
        // Another module's file read here is recognised with its own label wrappers (Onym's
        // `SettingsPrimaryButton`, whose initialiser stores `{ Text(text) }` as its label); its text
        // views need their memberwise initialiser, which no other module can call.
        labelWrappers = LabelWrappers.find(files: files, declarations: declarations, scopes: scopes)
        let ownRange = 0..<own
        textViews = TextViews.find(files: Array(files[ownRange]), declarations: Array(declarations[ownRange]), scopes: Array(scopes[ownRange]))
    }

    /// A declaration.
    func declaration(_ reference: DeclarationReference) -> SwiftDeclaration {
        declarations[Int(reference.file)][Int(reference.index)]
    }

    /// Whether the module declares a type of the name at its top level (an app's own `Tab`), which
    /// shadows the SDK's of that name; one nested in another type (a view controller's `enum
    /// Section`) shadows it only inside that type.
    func declaresTopLevelType(named name: String) -> Bool {
        typesByLastName[name]?.contains(name) == true
    }

    /// The types a name written in code may mean (`Kind`, `Syntax.Outline.Kind`): those whose
    /// qualified name ends with it, those nested in `context` (the type the code is in) first.
    func types(named written: String, from context: String?) -> [String] {
        let last = written.lastNameComponent
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
        let last = type.lastNameComponent
        var result: [DeclarationReference] = []
        for owner in typesByLastName[last] ?? [type] where owner == type || type.hasSuffix("." + owner) || owner.hasSuffix("." + type) {
            for references in (members[owner] ?? [:]).values {
                result += references.filter { declaration($0).kind == .enumCase }
            }
        }
        return result.sorted { ($0.file, declaration($0).nameToken) < ($1.file, declaration($1).nameToken) }
    }

    /// The enum cases of the module named `name`, of any enum.
    func caseDeclarations(named name: String) -> [DeclarationReference] {
        members.values.flatMap { ($0[name] ?? []).filter { declaration($0).kind == .enumCase } }
    }

    /// The raw value of an enum case as written: its literal, or its name for a `String` enum that
    /// writes none; `nil` for a case of any other enum.
    func rawValueLiteral(of reference: DeclarationReference) -> SwiftStringLiteral? {
        let enumCase = declaration(reference)
        let file = files[Int(reference.file)]
        if let value = enumCase.value {
            let value = file.unwrapped(value)
            return file.isLiteral(value) ? file.decodedLiteral(at: value.lowerBound) : nil
        }
        guard enumCase.rawText == .string else { return nil }
        return SwiftStringLiteral(segments: [.text(enumCase.name)], position: file.position(ofToken: Int(enumCase.nameToken)))
    }

    /// The one stored property or member of the module with this name, when no other member or
    /// global shares it: what `value.name` means whatever `value` is.
    func onlyMember(named name: String) -> DeclarationReference? {
        guard let counted = soleMembers[name], counted.count == 1 else { return nil }
        return counted.first
    }

    /// Whether no type of the module's own files declares a member of this name (counted with
    /// ``onlyMember(named:)``'s names, so that asking hashes the name once).
    func ownFilesLackMember(named name: String) -> Bool {
        soleMembers[name] == nil
    }

    /// The members named `name` of a type and of its extensions, whatever qualification each
    /// declaration wrote (`extension Outline.Kind` adds to `Syntax.Outline.Kind`).
    func members(named name: String, of type: String) -> [DeclarationReference] {
        // The type itself first: `L.BrowseableFamily.separable` (a static property of the strings
        // enum `L`) is not the case `separable` of the model enum `BrowseableFamily` (Konjugieren).
        if let exact = members[type]?[name], !exact.isEmpty { return exact }
        let last = type.lastNameComponent
        var result: [DeclarationReference] = []
        for owner in typesByLastName[last] ?? [type] where owner == type || type.hasSuffix("." + owner) || owner.hasSuffix("." + type) {
            result += members[owner]?[name] ?? []
        }
        return result
    }
}
