/// Where each catalog lookup of the code may find its key, and what each catalog learns from the
/// code: made from the scanned Swift files and the run's catalogs before any catalog is read.
package struct CodeUsageIndex: Sendable {
    /// One use of a localized key and the catalogs it may be found in.
    package struct Lookup: Sendable {
        /// The Swift file (index into the sources) and the use (index into its uses).
        package var source: Int
        package var use: Int
        /// The key's shape (see ``KeyShape``).
        package var shape: String
        /// The table name.
        package var table: String
        /// The catalogs where finding the key means German can be found at run time.
        package var catalogs: [Int]
        /// The package or framework target's own catalogs, which a main-bundle lookup never reads:
        /// finding the key only there is `key-in-wrong-bundle`.
        package var unreadCatalogs: [Int]
        /// What owns the unread catalogs, in words: "package target", "framework target".
        package var unreadOwner: String = "package target"
    }

    /// Every lookup of an accessibility use, in the order of files and uses.
    package let lookups: [Lookup]
    /// The format keys of accessibility uses whose key is built at run time (``AccessibilityUse/runTimeKey``):
    /// where a catalog holds one, the code never finds it. They give the catalog no role and no use.
    package let runTimeKeyLookups: [Lookup]
    /// Per catalog index: the shapes of ``runTimeKeyLookups`` that may be in it.
    package let runTimeKeyShapesByCatalog: [Int: Set<String>]
    /// Per catalog index: the lookups that may find their key in it, by key shape.
    package let lookupsByCatalog: [Int: [String: [Int]]]
    /// Per catalog index: every key shape the code looks up in it (in accessibility APIs or not),
    /// with the first place it does; a key built at run time gives its start (``KeyShape/prefixShape(of:)``)
    /// and the key Xcode extracts from it (``KeyShape/extractionArtefactShape(of:)``).
    package let usesByCatalog: [Int: [String: CodeReference]]
    /// Per catalog index: the key shapes that code which does not ship looks up (`#if DEBUG`, a
    /// view only previews make): a key only those look up is in use, but no user hears it.
    package let unshippedUsesByCatalog: [Int: Set<String>]
    /// Per catalog index: the key shapes looked up where VoiceOver never reaches (``CodeLookup/isHidden``):
    /// a key only those look up is in use, but no VoiceOver user hears it.
    package let hiddenUsesByCatalog: [Int: Set<String>]
    /// The literals of every file that read as catalog keys (``KeyLikeLiterals``): a key the code
    /// writes is in use, though no lookup the reader follows names it.
    package let keyLikeLiterals: Set<String>
    /// Those written only where no release build reaches (under `#if DEBUG`, in a test-only file):
    /// like a key only such code looks up, used by code that does not ship, in any catalog.
    package let unshippedKeyLikeLiterals: Set<String>
    /// The package target of each file that one builds, by path: where a helper's `.module` lies.
    package let targetOfFile: [String: PackageTarget]
    /// The Xcode targets that compile each file, by path: whose bundle `Bundle(for: Name.self)` is.
    package let buildTargetsOfFile: [String: [ProjectTargets.ID]]

    /// Resolves the lookups of the scanned files against the catalogs.
    package init(sources: [ScannedSource], tables: CatalogTables, configuredModule: (ScannedSource) -> String?) {
        var lookups: [Lookup] = []
        var runTimeKeyLookups: [Lookup] = []
        var runTimeKeyShapes: [Int: Set<String>] = [:]
        var byCatalog: [Int: [String: [Int]]] = [:]
        var uses: [Int: [String: CodeReference]] = [:]
        var unshipped: [Int: Set<String>] = [:]
        var hidden: [Int: Set<String>] = [:]
        func note(_ shape: String, at place: CodeReference, in catalogs: [Int]) {
            for catalog in catalogs {
                if let known = uses[catalog]?[shape], known < place { continue }
                uses[catalog, default: [:]][shape] = place
            }
        }
        var targetOfFile: [String: PackageTarget] = [:]
        for source in sources { if let target = source.target { targetOfFile[source.path] = target } }
        var buildTargetsOfFile: [String: [ProjectTargets.ID]] = [:]
        for source in sources where !source.buildTargets.isEmpty { buildTargetsOfFile[source.path] = source.buildTargets }
        for (sourceIndex, source) in sources.enumerated() {
            let module = configuredModule(source)
            for (useIndex, use) in source.scan.uses.enumerated() {
                if let lookup = use.runTimeKey {
                    let (catalogs, _, _) = Self.catalogs(of: lookup, in: source, tables: tables, configuredModule: module, targetOfFile: targetOfFile, buildTargetsOfFile: buildTargetsOfFile)
                    let shape = KeyShape.of(lookup)
                    runTimeKeyLookups.append(Lookup(
                        source: sourceIndex, use: useIndex, shape: shape, table: lookup.table ?? "Localizable", catalogs: catalogs, unreadCatalogs: []))
                    for catalog in catalogs { runTimeKeyShapes[catalog, default: []].insert(shape) }
                    if let artefact = KeyShape.extractionArtefactShape(of: lookup) {
                        note(artefact, at: CodeReference(file: source.path, position: use.argumentPosition), in: catalogs)
                    }
                }
                guard case .localized(let lookup) = use.argument else { continue }
                let (catalogs, unread, owner) = Self.catalogs(of: lookup, in: source, tables: tables, configuredModule: module, targetOfFile: targetOfFile, buildTargetsOfFile: buildTargetsOfFile)
                let shape = KeyShape.of(lookup)
                let index = lookups.count
                lookups.append(Lookup(
                    source: sourceIndex, use: useIndex, shape: shape, table: lookup.table ?? "Localizable", catalogs: catalogs,
                    unreadCatalogs: unread, unreadOwner: owner))
                for catalog in Set(catalogs + unread) { byCatalog[catalog, default: [:]][shape, default: []].append(index) }
                let place = CodeReference(file: source.path, position: use.argumentPosition)
                note(shape, at: place, in: catalogs + unread)
                if let prefix = KeyShape.prefixShape(of: lookup) { note(prefix, at: place, in: catalogs + unread) }
                if let artefact = KeyShape.extractionArtefactShape(of: lookup) { note(artefact, at: place, in: catalogs + unread) }
            }
            for other in source.scan.otherLookups {
                let (catalogs, unread, _) = Self.catalogs(of: other.lookup, in: source, tables: tables, configuredModule: module, targetOfFile: targetOfFile, buildTargetsOfFile: buildTargetsOfFile)
                if let artefact = KeyShape.extractionArtefactShape(of: other.lookup) {
                    note(artefact, at: CodeReference(file: source.path, position: other.position), in: catalogs + unread)
                }
                if other.isHidden {
                    for catalog in catalogs + unread { hidden[catalog, default: []].insert(KeyShape.of(other.lookup)) }
                    continue
                }
                let place = CodeReference(file: source.path, position: other.position)
                note(KeyShape.prefixShape(of: other.lookup) ?? KeyShape.of(other.lookup), at: place, in: catalogs + unread)
            }
            let unshippedLookups = source.skipped.compactMap { skipped -> LocalizedLookup? in
                if case .localized(let lookup) = skipped.use.argument { lookup } else { nil }
            } + source.skippedLookups.map(\.lookup)
            for lookup in unshippedLookups {
                let (catalogs, unread, _) = Self.catalogs(of: lookup, in: source, tables: tables, configuredModule: module, targetOfFile: targetOfFile, buildTargetsOfFile: buildTargetsOfFile)
                for catalog in catalogs + unread { unshipped[catalog, default: []].insert(KeyShape.of(lookup)) }
            }
        }
        self.lookups = lookups
        self.runTimeKeyLookups = runTimeKeyLookups
        runTimeKeyShapesByCatalog = runTimeKeyShapes
        lookupsByCatalog = byCatalog
        usesByCatalog = uses
        unshippedUsesByCatalog = unshipped
        hiddenUsesByCatalog = hidden
        self.targetOfFile = targetOfFile
        self.buildTargetsOfFile = buildTargetsOfFile
        keyLikeLiterals = Set(sources.flatMap(\.keyLikeLiterals))
        unshippedKeyLikeLiterals = Set(sources.flatMap(\.unshippedKeyLikeLiterals))
    }

    /// The catalogs a lookup may find its key in, and the package target's own ones that a
    /// main-bundle lookup never reads.
    package static func catalogs(
        of lookup: LocalizedLookup, in source: ScannedSource, tables: CatalogTables, configuredModule module: String?,
        targetOfFile: [String: PackageTarget], buildTargetsOfFile: [String: [ProjectTargets.ID]]
    ) -> (catalogs: [Int], unread: [Int], owner: String) {
        let table = lookup.table ?? "Localizable"
        // `Bundle(for: SharedData.self)`: the bundle of the target that compiles the class (addy's
        // shared framework), whichever target runs the lookup.
        if case .other = lookup.bundle, let file = lookup.bundleFile, let targets = buildTargetsOfFile[file], !targets.isEmpty {
            let (_, own, _) = tables.xcodeCatalogs(table: table, compiling: targets)
            return (own, [], "\(tables.projects[targets[0]].kind.inWords) target")
        }
        // `PhotosCore.L10n.string("key")` from the app: the helper's `.module` is its own package's.
        if lookup.bundle == .module, let file = lookup.bundleFile, file != source.path, let target = targetOfFile[file] {
            return (tables.targetCatalogs(table: table, target: target), [], "package target")
        }
        var mainBundle = { tables.mainBundleCatalogs(table: table, fromFolder: source.folder, configuredModule: module) }
        // A package's code runs in the apps and extensions that link it: its main bundle is theirs
        // (Mein Moers' `CityOS` package, whose `Label("Remind me", …)` the app's catalog lacks).
        if let target = source.target, module == nil, !tables.projects.isEmpty {
            let linking = tables.projects.linking(packageTargetFolder: target.folder, name: target.name)
            let (main, _, hosts) = linking.isEmpty ? ([], [], []) : tables.xcodeCatalogs(table: table, compiling: linking)
            if !hosts.isEmpty { mainBundle = { main } }
        }
        switch (lookup.bundle, source.target) {
        case (.module, let target?):
            return (tables.targetCatalogs(table: table, target: target), [], "package target")
        case (.main, let target?):
            return (mainBundle(), tables.targetCatalogs(table: table, target: target), "package target")
        case (.other, let target?):
            return (tables.targetCatalogs(table: table, target: target) + mainBundle(), [], "package target")
        case (_, nil) where !source.buildTargets.isEmpty && module == nil:
            // Code an Xcode target builds reads the bundle of the target that runs it.
            let (main, own, hosts) = tables.xcodeCatalogs(table: table, compiling: source.buildTargets)
            let inMain = hosts.isEmpty ? mainBundle() : main
            switch lookup.bundle {
            case .main:
                return (inMain, own, "\(tables.projects[source.buildTargets[0]].kind.inWords) target")
            case .module, .other:
                return (own + inMain, [], "package target")
            }
        case (_, nil):
            return (mainBundle(), [], "package target")
        }
    }

    /// What one catalog learns from the code: for each key shape the code uses in it, the role of
    /// its first explicit use (else its first implicit one), by place in the code.
    package func roles(forCatalog catalog: Int, sources: [ScannedSource]) -> [String: CodeRole] {
        guard let byShape = lookupsByCatalog[catalog] else { return [:] }
        var result: [String: CodeRole] = [:]
        var labelParts: [Int: SourceScan.NamingLabelParts] = [:]
        for (shape, indices) in byShape {
            let roles = indices.map { index -> CodeRole in
                let lookup = lookups[index]
                let source = sources[lookup.source]
                let use = source.scan.uses[lookup.use]
                // Each file's naming label parts are gathered once, for all of its lookups.
                let parts = labelParts[lookup.source] ?? source.scan.namingLabelParts()
                labelParts[lookup.source] = parts
                return CodeRole(
                    role: use.role, isImplicit: use.isImplicit, elementKey: "\(source.path)#\(use.element)",
                    usedAt: CodeReference(file: source.path, position: use.argumentPosition), form: use.form,
                    showsValuesElsewhere: use.role == .hint && source.scan.showsValuesElsewhere(ofUse: lookup.use),
                    asksToConfirm: use.role == .hint && source.scan.elementsAskingToConfirm.contains(use.element),
                    offersActions: use.role == .hint && source.scan.elementsOfferingActions.contains(use.element),
                    isStandaloneLabel: use.form == CodeRole.labelForm && source.scan.standaloneLabelElements.contains(use.element),
                    isPartOfLabel: source.scan.isPartOfLabel(use: lookup.use, among: parts))
            }
            result[shape] = roles.min { ($0.isImplicit ? 1 : 0, $0.usedAt) < ($1.isImplicit ? 1 : 0, $1.usedAt) }
            // A price that is a part of one label and the whole of another is judged as the whole.
            result[shape]?.isPartOfLabel = roles.allSatisfy(\.isPartOfLabel)
            result[shape]?.fallsBackToCodeText = indices.allSatisfy { index in
                let lookup = lookups[index]
                guard case .localized(let found) = sources[lookup.source].scan.uses[lookup.use].argument else { return false }
                return found.defaultValue != nil
            }
        }
        return result
    }
}
