import Foundation

/// The half of a run that reads the Swift code: which strings it gives VoiceOver, in which role, on
/// which element, and what the source rules find in it.
package struct CodeUsage: Sendable {
    /// The Swift files, sorted by path.
    package var sources: [ScannedSource] = []
    /// The run's catalogs as the code looks them up.
    package var tables: CatalogTables
    /// Where each lookup may find its key.
    package var index: CodeUsageIndex
    /// What each file's imports say about its platform, in the order of `sources`.
    var imports: [ImportedFrameworks.Evidence] = []
    /// The lookup helpers found by reading the code, by file and place.
    package var helpers: [LookupHelper] = []
    /// The elements whose code gives both a visible title and an accessibility label, each value
    /// with the catalogs it may be found in (for `label-not-in-name`).
    package var titledElements: [TitledElement] = []

    /// Per catalog (by its index in the run): the key shapes of the titled elements' values, whose
    /// texts the catalog's audit collects.
    package var titledShapes: [Int: Set<String>] {
        var shapes: [Int: Set<String>] = [:]
        for element in titledElements {
            for value in element.values {
                guard case .localized(let lookup) = value.use.argument else { continue }
                for catalog in value.catalogs { shapes[catalog, default: []].insert(KeyShape.of(lookup)) }
            }
        }
        return shapes
    }

    /// The roles the code gives the keys of one catalog (by its index in the run), by key shape.
    package func roles(forCatalog catalog: Int) -> [String: CodeRole] {
        index.roles(forCatalog: catalog, sources: sources)
    }

    /// The platform the code of a catalog's module is built for: the one platform the Xcode targets
    /// that compile it build for (RAYN's `SDKROOT = appletvos`), else as its imports tell
    /// (``ImportedFrameworks``), or `nil` when neither does.
    package func platform(ofModule module: String) -> ApplePlatform? {
        Self.platform(ofModule: module, sources: sources, imports: imports, projects: tables.projects)
    }

    /// ``platform(ofModule:)`` of these files, each file's imports and the run's projects.
    static func platform(ofModule module: String, sources: [ScannedSource], imports: [ImportedFrameworks.Evidence], projects: ProjectTargets) -> ApplePlatform? {
        let files = sources.indices.filter { sources[$0].module == module }
        let built = Set(files.flatMap { sources[$0].buildTargets }.flatMap { projects[$0].platforms.map(\.os) })
        if built.count == 1, let only = built.first, let platform = ApplePlatform(rawValue: only) { return platform }
        guard imports.count == sources.count else { return nil }
        return ImportedFrameworks.platform(of: files.map { imports[$0] })
    }
}

extension AccessibilityAudit {
    /// The Swift files under `paths` (none when the settings do not read sources), read and mapped
    /// to their modules, without reading a catalog: what `catalogs` lists.
    package func readCode(paths: [String], jobs: Int) -> [ScannedSource] {
        guard settings.readsSources else { return [] }
        let files = discovery.discoverFiles((paths.isEmpty ? ["."] : paths).map(settings.located))
        return readCode(files.sources, catalogs: files.catalogs, projects: files.projects, classNamingFiles: files.classNamingFiles, jobs: jobs).sources
    }

    /// Reads the Swift files and resolves their lookups against the run's catalogs (by path and
    /// table name; no catalog is read for this). Each file gets the Xcode targets that compile it
    /// and its module; the uses of code that does not ship are set aside (see ``ShippedCode``).
    ///
    /// `classNamingFiles` are the files that may name a Swift class without Swift code writing it
    /// (``DiscoveredFiles/classNamingFiles``): a class none of them names, nor any code, is not made.
    package func readCode(
        _ found: [DiscoveredSource], catalogs: [DiscoveredCatalog], projects: ProjectTargets = .none, classNamingFiles: [String] = [], jobs: Int
    ) -> CodeUsage {
        let layout = SwiftPackageLayout()
        let configuration = settings.configuration
        let workingDirectory = settings.workingDirectory
        let recognizer = AccessibilityCallRecognizer(localizationRoutines: configuration.sources.localizationRoutines)
        let maximumFileSize = settings.maximumFileSize
        let shipped = ShippedCode(projects: projects, layout: layout)
        ReadingPhase.isReadingSwiftSources = true
        defer { ReadingPhase.isReadingSwiftSources = false }
        // Each file is read and lexed, and the targets that build it named …
        var lexed = parallelMap(found, jobs: jobs) { file -> (ScannedSource, SwiftLexedFile?, ImportedFrameworks.Evidence) in
            let absolute = PathPattern.absolute(file.path, relativeTo: workingDirectory)
            let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
            var (source, lexed, evidence) = Self.lex(
                ScannedSource(path: file.path, module: "", target: layout.target(ofFileAt: absolute), folder: folder, scan: SourceScan(), problem: nil),
                maximumFileSize: maximumFileSize)
            source.buildTargets = projects.isEmpty ? [] : projects.compiling(absolute)
            source.targets = source.buildTargets.map { projects.name(of: $0) }
            return (source, lexed, evidence)
        }
        // A project made on a Mac may name a folder in another case than the disk has, which Xcode
        // finds: the files inside a project's folder that no target names as written are looked
        // for again, case ignored.
        let unnamed = lexed.indices.compactMap { index -> (index: Int, path: String)? in
            guard lexed[index].0.buildTargets.isEmpty else { return nil }
            let absolute = PathPattern.absolute(lexed[index].0.path, relativeTo: workingDirectory)
            return projects.project(containing: absolute) != nil ? (index, absolute) : nil
        }
        if !unnamed.isEmpty {
            let targets = projects.compilingIgnoringCase(unnamed.map(\.path))
            for ((index, _), ids) in zip(unnamed, targets) where !ids.isEmpty {
                lexed[index].0.buildTargets = ids
                lexed[index].0.targets = ids.map { projects.name(of: $0) }
            }
            // A file the project names at a path the checkout does not have, moved (see
            // ``ProjectTargets/compilingMoved(_:isOnDisk:)``).
            // A file a Swift package's target holds is that package's, not a moved one.
            let stillUnnamed = unnamed.filter { lexed[$0.index].0.buildTargets.isEmpty && lexed[$0.index].0.target == nil }
            for ((index, _), ids) in zip(stillUnnamed, projects.compilingMoved(stillUnnamed.map(\.path))) where !ids.isEmpty {
                lexed[index].0.buildTargets = ids
                lexed[index].0.targets = ids.map { projects.name(of: $0) }
            }
        }
        let read = lexed
        // … a package target decides the bundles of a folder an Xcode target also builds only when
        // its code uses Bundle.module, which exists only where the package is what ships …
        var moduleBundleUsers = Set<PackageTarget>()
        var ownModuleBundles = Set<PackageTarget>()
        for (source, lexed, _) in read {
            guard let package = source.target, let lexed else { continue }
            // The Xcode builds are asked for only when a mention stands inside an `#if`: most files
            // name no `Bundle.module` at all.
            let xcodeBuilds = { () -> [BuildEnvironment] in
                guard !source.buildTargets.isEmpty, case .some(let environments, _) = shipped.builds(of: source, absolutePath: source.path, package: nil),
                      !environments.isEmpty else { return [Self.xcodeBuild] }
                return environments.map { environment in
                    var build = environment
                    build.offConditions.insert("SWIFT_PACKAGE")
                    return build
                }
            }
            if Self.mentionsModuleBundle(lexed, xcodeBuilds: xcodeBuilds) { moduleBundleUsers.insert(package) }
            if !source.buildTargets.isEmpty, Self.declaresModuleBundle(lexed, xcodeBuilds: xcodeBuilds) { ownModuleBundles.insert(package) }
        }
        // VocabCraft's `#if !SWIFT_PACKAGE extension Bundle { static var module: Bundle { Bundle.main } }`:
        // where Xcode builds the folder, `.module` is the app's own main bundle, no sign of the package.
        let packageDecides = { (package: PackageTarget) in moduleBundleUsers.contains(package) && !ownModuleBundles.contains(package) }
        let tables = CatalogTables(
            catalogs: catalogs, layout: layout, workingDirectory: workingDirectory, configuredModules: Set(configuration.modules.map(\.name)),
            projects: projects, packageDecides: packageDecides)
        let named = read.map { entry -> ScannedSource in
            var source = entry.0
            if let package = source.target, !source.buildTargets.isEmpty, !packageDecides(package) { source.target = nil }
            source.module = configuration.module(forCatalogAt: source.path, workingDirectory: workingDirectory)
                ?? source.buildTargets.first.map { projects.name(of: $0) }
                ?? source.target?.name
                ?? tables.nearestModule(fromFolder: source.folder, filePath: source.path)
            source.isBuiltByNoTarget = !projects.isEmpty && source.buildTargets.isEmpty && source.target == nil
            return source
        }
        // … the files of a module see each other's declarations and helpers …
        let groups = Self.declarationScopes(of: named)
        // A file several Xcode targets compile is read in its first target's module, and its
        // declarations are seen from the others' too (pushgo's shared `LocalizationManager`, whose
        // `localized(_:)` the macOS app calls): a guest, after the module's own files.
        let guests = Self.guests(of: groups, sources: named)
        var modules = groups.indices.map { moduleIndex in
            let files = (groups[moduleIndex] + guests[moduleIndex]).filter { read[$0].1 != nil }
            return SwiftModule(files: files.compactMap { read[$0].1 }, paths: files.map { named[$0].path }, jobs: jobs)
        }
        HelperDetector.link(&modules)
        ImportedModifiers.link(&modules)
        var place: [(module: Int, file: Int)?] = Array(repeating: nil, count: read.count)
        for (moduleIndex, group) in groups.enumerated() {
            for (position, fileIndex) in group.filter({ read[$0].1 != nil }).enumerated() { place[fileIndex] = (moduleIndex, position) }
        }
        // … and each file's uses are found with its module's declarations, and the public ones of
        // the other modules' files that make localized text (a package's models), those in code
        // that does not ship set aside.
        let linked = modules
        let places = place
        let textExporters = groups.map { group in
            group.filter { read[$0].1 != nil }.enumerated().compactMap { position, fileIndex in
                ImportedDeclarations.declaresPublicText(read[fileIndex].1!) ? position : nil
            }
        }
        let reading = ImportedDeclarations.extend(linked, exporters: textExporters)
        var scanned = parallelMap(Array(read.indices), jobs: jobs) { index -> ScannedSource in
            var source = named[index]
            guard let (module, file) = places[index] else { return source }
            source.scan = recognizer.scan(file: file, of: reading[module])
            // Read with the other modules' public text, a use may hand on a parameter or property
            // declared in one of their files (numbered after the module's own, menumate): its
            // callers are that module's to give, and are not followed from here.
            let ownFiles = linked[module].files.count
            if source.scan.forwardedUses.values.contains(where: { Int($0.file) >= ownFiles }) {
                source.scan.forwardedUses = source.scan.forwardedUses.filter { Int($0.value.file) < ownFiles }
            }
            return source
        }
        // Text a view or a function of the app hands on is given at its call sites, in any file of the module.
        // A guest that hands text on is read again with this module's declarations, so that what it
        // hands on refers to them, with the uses its own module's call sites replace (WealthCompass's
        // shared `AllocationChart`, whose macOS callers give its title too); another guest gives
        // nothing to follow, and its uses are its own module's.
        let asRead = scanned
        // A module's own files that hand a value on publicly: their callers may be in other modules.
        let exporters = groups.indices.map { moduleIndex -> [Int] in
            let members = groups[moduleIndex].filter { read[$0].1 != nil }
            return members.indices.filter { position in
                asRead[members[position]].scan.forwardedUses.values.contains { CallSiteForwarding.isPublic($0, in: linked[moduleIndex]) }
            }
        }
        for (moduleIndex, group) in groups.enumerated() {
            let members = group.filter { read[$0].1 != nil }
            let visitors = guests[moduleIndex].filter { read[$0].1 != nil }
            let module = linked[moduleIndex]
            let guestScans = parallelMap(Array(visitors.indices), jobs: jobs) { position in
                asRead[visitors[position]].scan.forwardedUses.isEmpty ? SourceScan() : recognizer.scan(file: members.count + position, of: module)
            }
            var scans = members.map { scanned[$0].scan } + guestScans
            recognizer.forwardToCallSites(&scans, of: linked[moduleIndex])
            let others = exporters.indices.filter { $0 != moduleIndex && !exporters[$0].isEmpty }.map { (module: linked[$0], files: exporters[$0]) }
            recognizer.forwardFromOtherModules(&scans, of: module, exporters: others)
            // A guest's own uses are its module's to keep.
            for (position, fileIndex) in members.enumerated() { scanned[fileIndex].scan = scans[position] }
        }
        let forwarded = scanned
        let separated = parallelMap(Array(read.indices), jobs: jobs) { index -> (ScannedSource, ShippedCode.FileBuilds?) in
            var source = forwarded[index]
            guard places[index] != nil else { return (source, nil) }
            let builds = shipped.separate(&source, absolutePath: PathPattern.absolute(source.path, relativeTo: workingDirectory), package: read[index].0.target)
            return (source, builds)
        }
        // … and so are those of the types that only such code makes.
        var sources = separated.map(\.0)
        // Debug tooling's bodies, found once: set aside, and the places whose types they alone make.
        let debugTooling = parallelMap(read.map(\.1), jobs: jobs) { file in file.map(UnshippedDebugTools.bodies(in:)) ?? [] }
        UnshippedTypes.separate(
            &sources, files: read.map(\.1), builds: separated.map(\.1), debugTooling: debugTooling,
            setsAsideTypesNothingMakes: settings.setsAsideTypesNothingMakes,
            classNamingFiles: classNamingFiles, paths: read.map { PathPattern.absolute($0.0.path, relativeTo: workingDirectory) },
            appFiles: Set(sources.indices.filter { shipped.isCompiledByAppsAlone(sources[$0]) }), jobs: jobs)
        let constants = parallelMap(read, jobs: jobs) { entry in entry.1.map(UnshippedBlocks.falseConstants) ?? UnshippedBlocks.FalseConstants() }
        let falseStatics = constants.reduce(into: Set<String>()) { $0.formUnion($1.statics) }
        let neverEntered = parallelMap(Array(read.indices), jobs: jobs) { index in
            read[index].1.map { UnshippedBlocks.neverEntered(in: $0, constants: constants[index], falseStatics: falseStatics) } ?? []
        }
        UnshippedMembers.separate(
            &sources, files: read.map(\.1), builds: separated.map(\.1), neverEntered: neverEntered,
            setsAsideMembersNothingNames: settings.setsAsideTypesNothingMakes)
        UnshippedBlocks.separate(&sources, blocks: neverEntered)
        UnshippedFlags.separate(&sources, files: read.map(\.1), builds: separated.map(\.1), jobs: jobs)
        UnshippedTestDoubles.separate(&sources, files: read.map(\.1))
        UnshippedDebugTools.separate(&sources, bodies: debugTooling)
        UnshippedFixtures.separate(&sources, files: read.map(\.1), builds: separated.map(\.1))
        if settings.setsAsideTypesNothingMakes { UncalledExtensionMethods.separate(&sources, files: read.map(\.1), builds: separated.map(\.1)) }
        UnshippedValues.separate(&sources, builds: separated.map(\.1), blocks: neverEntered)
        TextWrittenPerLanguage.separate(&sources, files: read.map(\.1))
        for index in sources.indices {
            guard let file = read[index].1 else { continue }
            let scan = sources[index].scan
            (sources[index].keyLikeLiterals, sources[index].unshippedKeyLikeLiterals) = KeyLikeLiterals.collect(in: file) { offset in
                separated[index].1.map { ShippedCode.reasonNotShipped(offset, in: scan, builds: $0) == nil } ?? true
            }
        }
        ClassBundles.resolve(&sources, files: read.map(\.1))
        // A picker's title in a menu is heard nowhere on iOS and its kin, where the menu shows no header.
        let importsOfFiles = read.map(\.2)
        MenuPickerTitles.separate(&sources) { module, sources in
            CodeUsage.platform(ofModule: module, sources: sources, imports: importsOfFiles, projects: projects)
        }
        // A guest file's helpers are its other modules' too: each is listed once.
        let helpers = Set(modules.flatMap { module in module.ownHelpers.map(LookupHelper.init) })
        let configuredModule = { (source: ScannedSource) in configuration.module(forCatalogAt: source.path, workingDirectory: workingDirectory) }
        let index = CodeUsageIndex(sources: sources, tables: tables, configuredModule: configuredModule)
        let titled = sources.enumerated().flatMap { sourceIndex, source in
            let module = configuredModule(source)
            // tvOS and watchOS have no Voice Control: an element only they build is not judged.
            let elements = TitledElement.elements(in: source.scan, source: sourceIndex).filter { element in
                !element.labels.contains { source.withoutVoiceControl.contains($0.use.callPosition.offset) }
            }
            return elements.map { element in
                element.locating { use in
                    guard case .localized(let lookup) = use.argument else { return [] }
                    return CodeUsageIndex.catalogs(
                        of: lookup, in: source, tables: tables, configuredModule: module, targetOfFile: index.targetOfFile,
                        buildTargetsOfFile: index.buildTargetsOfFile).catalogs
                }
            }
        }
        return CodeUsage(
            sources: sources, tables: tables, index: index, imports: read.map(\.2),
            helpers: helpers.sorted { ($0.path, $0.position.offset) < ($1.path, $1.position.offset) }, titledElements: titled)
    }

    /// The files whose declarations each file may use: the files of its module, as the audit
    /// names modules today (configured, the package target, or the nearest catalogs' folder).
    /// Returns groups of indices into `sources`; every file is in one group.
    ///
    /// This is the one place that decides it: a reader of Xcode projects hands the files of the
    /// target that compiles each file here instead.
    static func declarationScopes(of sources: [ScannedSource]) -> [[Int]] {
        var groups: [String: [Int]] = [:]
        for (index, source) in sources.enumerated() { groups[declarationScope(of: source), default: []].append(index) }
        return groups.keys.sorted().map { groups[$0]! }
    }

    /// The name of the group whose declarations a file sees: its module's, or for a file that no
    /// target builds, a group of such files of that module apart (their copies of the module's
    /// types must not stand for the ones that ship).
    private static func declarationScope(of source: ScannedSource) -> String {
        source.isBuiltByNoTarget ? source.module + "\u{0}built by no target" : source.module
    }

    /// Per group of ``declarationScopes(of:)``: the files of other groups that the group's Xcode
    /// target also compiles (a file of several targets is in its first target's group).
    static func guests(of groups: [[Int]], sources: [ScannedSource]) -> [[Int]] {
        var groupOfModule: [String: Int] = [:]
        for (index, group) in groups.enumerated() {
            if let first = group.first, !sources[first].isBuiltByNoTarget { groupOfModule[sources[first].module] = index }
        }
        var result = Array(repeating: [Int](), count: groups.count)
        for (fileIndex, source) in sources.enumerated() where source.targets.count > 1 {
            for target in Set(source.targets) where target != source.module {
                if let group = groupOfModule[target] { result[group].append(fileIndex) }
            }
        }
        return result
    }

    /// Whether the file names its package's own bundle (`Bundle.module`, or `bundle: .module`) in
    /// code an Xcode build compiles too: a mention inside `#if SWIFT_PACKAGE`, or inside a clause
    /// every release build of the file's Xcode targets decides false (Madini Archive's `#if
    /// SPM_BUILD`, a name only its `Package.swift` defines), is the package build's alone, written
    /// by an app that ships from its Xcode project and is also a package.
    static func mentionsModuleBundle(_ file: SwiftLexedFile, xcodeBuilds makeBuilds: () -> [BuildEnvironment] = { [xcodeBuild] }) -> Bool {
        let tokens = file.tokens
        var clauses: [ConditionalClause]?
        var builds: [BuildEnvironment]?
        for index in tokens.indices.dropFirst(2) where tokens[index].kind == .identifier && tokens[index].end - tokens[index].start == 6 {
            guard tokens[index - 1].kind == .period, file.token(index, is: "module") else { continue }
            let before = index - 2
            guard file.token(before, is: "Bundle") || (tokens[before].kind == .colon && before > 0 && file.token(before - 1, is: "bundle")) else {
                continue
            }
            if clauses == nil { clauses = ConditionalClause.clauses(in: file) }
            let offset = Int(tokens[index].start)
            let holding = clauses?.filter { $0.range.contains(offset) } ?? []
            guard !holding.isEmpty else { return true }
            let xcode = builds ?? makeBuilds()
            builds = xcode
            let packageOnly = holding.contains { clause in xcode.allSatisfy { $0.evaluate(clause.requirement) == false } }
            if !packageOnly { return true }
        }
        return false
    }

    /// Whether the file declares a `module` of its own on `Bundle` that an Xcode build compiles
    /// (`#if !SWIFT_PACKAGE extension Bundle { static var module: Bundle { Bundle.main } }`): there,
    /// `Bundle.module` and `bundle: .module` name the app's bundle, not a package's.
    static func declaresModuleBundle(_ file: SwiftLexedFile, xcodeBuilds makeBuilds: () -> [BuildEnvironment] = { [xcodeBuild] }) -> Bool {
        guard file.contains(.extension) else { return false }
        let tokens = file.tokens
        for body in file.typeBodies(["extension"]) where file.token(body.name, is: "Bundle") {
            let close = Int(tokens[body.open].link)
            var index = body.open + 1
            while index + 2 < close {
                defer { index += 1 }
                guard file.token(index, is: "static"), file.token(index + 1, is: "var") || file.token(index + 1, is: "let"),
                      file.token(index + 2, is: "module") else { continue }
                let offset = Int(tokens[index].start)
                let holding = ConditionalClause.clauses(in: file).filter { $0.range.contains(offset) }
                let builds = makeBuilds()
                if holding.allSatisfy({ clause in builds.contains { $0.evaluate(clause.requirement) != false } }) { return true }
            }
        }
        return false
    }

    /// What any Xcode build is known to leave out: `SWIFT_PACKAGE`, which only SwiftPM sets.
    static let xcodeBuild = BuildEnvironment(offConditions: ["SWIFT_PACKAGE"])

    /// Reads and lexes one Swift file, and says what its imports tell of its platform and whether
    /// it is test code (``ScannedSource/testImport``); a file that cannot be read or lexed keeps its problem.
    private static func lex(
        _ file: ScannedSource, maximumFileSize: Int
    ) -> (ScannedSource, SwiftLexedFile?, ImportedFrameworks.Evidence) {
        var scanned = file
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: file.path, maximumSize: maximumFileSize)
        } catch {
            scanned.problem = SourceProblem(position: nil, message: error.reason, id: "io-error")
            return (scanned, nil, ImportedFrameworks.Evidence())
        }
        do {
            let lexed = try SwiftLexer.lex(bytes)
            scanned.testImport = ImportedFrameworks.testImport(in: lexed)
            return (scanned, lexed, ImportedFrameworks.evidence(in: bytes))
        } catch {
            scanned.problem = SourceProblem(position: error.position, message: error.message, id: error.kind == .notUTF8 ? "io-error" : "swift-syntax")
            return (scanned, nil, ImportedFrameworks.evidence(in: bytes))
        }
    }

    /// Runs the source rules on every Swift file, once every catalog has said which of the code's
    /// keys it holds (`foundShapes`, by catalog index; `nil` for a catalog that could not be read).
    ///
    /// `titledTexts` has, per catalog, the texts of the titled elements' keys (`nil` for a catalog
    /// that could not be read), which `label-not-in-name` compares.
    ///
    /// `stringsTables` says which code may read the tables `.strings` files hold: a key missing from
    /// the catalogs may be there (an app that has not moved every table to a catalog), so nothing is
    /// said of it; code of a target that copies no such file reads its catalogs only.
    package func auditCode(
        _ code: CodeUsage, foundShapes: [Set<String>?], titledTexts: [[String: LocalizedTexts]?] = [], textsAlikeInEveryLanguage: Set<String> = [],
        catalogsInSourceLanguageOnly: Set<String> = [], appNamesInCatalogs: Set<String> = [], stringsTables: StringsTableOwners = .none, jobs: Int
    ) -> [AuditedSource] {
        var outcomes: [Int: [Int: LookupOutcome]] = [:]
        // Per file: whether its products localize nothing (``CatalogTables/localizeNothing(_:folder:)``)
        // and copy no `.strings` table either; asked by its missing keys and its hard-coded texts.
        let localizesNothing = code.sources.map { source in
            code.tables.localizeNothing(source.buildTargets, folder: source.folder) && !stringsTables.mayBeCopied(byAnyOf: Set(source.targets))
        }
        // The targets that run a lookup: those that compile its file, and those whose catalogs it searches.
        func modules(of lookup: CodeUsageIndex.Lookup) -> Set<String> {
            let source = code.sources[lookup.source]
            return Set(source.targets + [source.module] + lookup.catalogs.map { code.tables.tables[$0].module })
        }
        for lookup in code.index.runTimeKeyLookups {
            // Only a catalog that holds the format says something: the code's text never finds it.
            let holding = lookup.catalogs.filter { foundShapes[$0]?.contains(lookup.shape) == true }
            if !holding.isEmpty { outcomes[lookup.source, default: [:]][lookup.use] = .found(in: holding.map { code.tables.tables[$0].path }) }
        }
        for lookup in code.index.lookups {
            let outcome: LookupOutcome
            let holding = lookup.catalogs.filter { foundShapes[$0]?.contains(lookup.shape) == true }
            if !holding.isEmpty {
                outcome = .found(in: holding.map { code.tables.tables[$0].path })
            } else if lookup.catalogs.contains(where: { foundShapes[$0] == nil }) || stringsTables.mayHold(lookup.table, forModules: modules(of: lookup)) {
                outcome = .unknown
            } else if let own = lookup.unreadCatalogs.first(where: { foundShapes[$0]?.contains(lookup.shape) == true }) {
                outcome = .onlyInTargetCatalog(path: code.tables.tables[own].path, owner: lookup.unreadOwner)
            } else if lookup.catalogs.isEmpty, localizesNothing[lookup.source] {
                // A project of the repository that localizes nothing (a sample, a practice app):
                // nothing is said of a key it never meant to have in a catalog.
                outcome = .unknown
            } else {
                let source = code.sources[lookup.source]
                let uncopied = code.tables.uncopiedCatalog(table: lookup.table, above: source.folder) { foundShapes[$0]?.contains(lookup.shape) == true }
                let own = lookup.unreadCatalogs.first.map { LookupOutcome.TargetCatalog(path: code.tables.tables[$0].path, owner: lookup.unreadOwner) }
                outcome = .missing(
                    table: lookup.table, searched: lookup.catalogs.map { code.tables.tables[$0].path }, uncopied: uncopied.map { code.tables.tables[$0].path },
                    ownCatalog: own)
            }
            outcomes[lookup.source, default: [:]][lookup.use] = outcome
        }
        let outcomesBySource = outcomes
        let settings = self.settings
        let rules = SourceRule.all.compactMap { rule in settings.severity(of: rule.description).map { (rule, $0) } }
        let knownRuleIDs = self.knownRuleIDs
        let labelInNameSeverity = settings.severity(of: LabelNotInNameRule.description)
        var titledBySource: [Int: [TitledElement]] = [:]
        if labelInNameSeverity != nil {
            for element in code.titledElements { titledBySource[element.source, default: []].append(element) }
        }
        let titled = titledBySource
        let appNames = Set(code.tables.projects.appNames(of: code.tables.projects.allTargets).map { $0.lowercased() }).union(appNamesInCatalogs)
        return parallelMap(Array(code.sources.indices), jobs: jobs) { sourceIndex in
            let source = code.sources[sourceIndex]
            var findings: [Finding] = []
            var suppressed = 0
            for element in titled[sourceIndex] ?? [] {
                for var finding in LabelNotInNameRule.findings(for: element, path: source.path, module: source.module, texts: titledTexts) {
                    finding.severity = labelInNameSeverity ?? finding.severity
                    let use = element.labels[0].use
                    if Self.isSuppressed(finding, use: use, in: source.scan, knownRuleIDs: knownRuleIDs) || settings.isIgnored(finding) {
                        suppressed += 1
                    } else {
                        findings.append(finding)
                    }
                }
            }
            let amongLanguageNames = LanguageNameLists.englishAmongLanguageNames(source.scan.uses)
            for (useIndex, use) in source.scan.uses.enumerated() {
                var context = SourceRuleContext(
                    path: source.path, module: source.module, isInPackageTarget: source.target != nil,
                    lookup: outcomesBySource[sourceIndex]?[useIndex], textsAlikeInEveryLanguage: textsAlikeInEveryLanguage)
                context.isAmongLanguageNames = amongLanguageNames.contains(useIndex)
                context.catalogsInSourceLanguageOnly = catalogsInSourceLanguageOnly
                context.localizesNothing = localizesNothing[sourceIndex]
                context.appNames = appNames
                for (rule, severity) in rules {
                    for var finding in rule.check(use, context) {
                        finding.severity = severity
                        if Self.isSuppressed(finding, use: use, in: source.scan, knownRuleIDs: knownRuleIDs) || settings.isIgnored(finding) {
                            suppressed += 1
                        } else {
                            findings.append(finding)
                        }
                    }
                }
            }
            findings = CallSiteFindings.merged(findings)
            findings.sort(by: Finding.reportOrder)
            return AuditedSource(
                source: source, findings: findings, suppressedCount: suppressed, lookups: outcomesBySource[sourceIndex] ?? [:])
        }
    }

    /// Whether a `// xcstrings-a11y:disable-next-line RULE` comment above the call or the finding
    /// suppresses it.
    private static func isSuppressed(_ finding: Finding, use: AccessibilityUse, in scan: SourceScan, knownRuleIDs: Set<String>) -> Bool {
        let lines = Set([use.callPosition.line, use.argumentPosition.line, finding.location.position.line])
        return lines.contains { line in
            guard let rules = scan.suppressedRules[line] else { return false }
            return rules.contains(finding.ruleID) || rules.contains("all")
        }
    }
}
