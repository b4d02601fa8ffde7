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

    /// The roles the code gives the keys of one catalog (by its index in the run), by key shape.
    package func roles(forCatalog catalog: Int) -> [String: CodeRole] {
        index.roles(forCatalog: catalog, sources: sources)
    }

    /// The platform the code of a catalog's module is built for, as its imports tell
    /// (``ImportedFrameworks``), or `nil` when they do not.
    package func platform(ofModule module: String) -> ApplePlatform? {
        guard imports.count == sources.count else { return nil }
        return ImportedFrameworks.platform(of: sources.indices.filter { sources[$0].module == module }.map { imports[$0] })
    }
}

extension AccessibilityAudit {
    /// The Swift files under `paths` (none when the settings do not read sources), read and mapped
    /// to their modules, without reading a catalog: what `catalogs` lists.
    package func readCode(paths: [String], jobs: Int) -> [ScannedSource] {
        guard settings.readsSources else { return [] }
        let files = discovery.discoverFiles((paths.isEmpty ? ["."] : paths).map(settings.located))
        return readCode(files.sources, catalogs: files.catalogs, projects: files.projects, jobs: jobs).sources
    }

    /// Reads the Swift files and resolves their lookups against the run's catalogs (by path and
    /// table name; no catalog is read for this). Each file gets the Xcode targets that compile it
    /// and its module; the uses of code that does not ship are set aside (see ``ShippedCode``).
    package func readCode(_ found: [DiscoveredSource], catalogs: [DiscoveredCatalog], projects: ProjectTargets = .none, jobs: Int) -> CodeUsage {
        let layout = SwiftPackageLayout()
        let configuration = settings.configuration
        let workingDirectory = settings.workingDirectory
        let recognizer = AccessibilityCallRecognizer(localizationRoutines: configuration.sources.localizationRoutines)
        let maximumFileSize = settings.maximumFileSize
        let shipped = ShippedCode(projects: projects)
        let scanned = parallelMap(found, jobs: jobs) { file -> (ScannedSource, ImportedFrameworks.Evidence) in
            let absolute = PathPattern.absolute(file.path, relativeTo: workingDirectory)
            let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
            let package = layout.target(ofFileAt: absolute)
            let read = Self.scan(
                ScannedSource(path: file.path, module: "", target: package, folder: folder, scan: SourceScan(), problem: nil),
                with: recognizer, maximumFileSize: maximumFileSize)
            var source = read.0
            source.buildTargets = projects.isEmpty ? [] : projects.compiling(absolute)
            source.targets = source.buildTargets.map { projects.name(of: $0) }
            shipped.separate(&source, absolutePath: absolute, package: package)
            return (source, read.1)
        }
        // A package target decides the bundles of a folder an Xcode target also builds only when
        // its code uses Bundle.module, which exists only where the package is what ships.
        var moduleBundleUsers = Set<PackageTarget>()
        for (source, _) in scanned {
            guard let package = source.target else { continue }
            let uses = source.scan.uses + source.skipped.map(\.use)
            if uses.contains(where: { if case .localized(let lookup) = $0.argument { lookup.bundle == .module } else { false } }) {
                moduleBundleUsers.insert(package)
            }
        }
        let packageDecides = { (package: PackageTarget) in moduleBundleUsers.contains(package) }
        let tables = CatalogTables(
            catalogs: catalogs, layout: layout, workingDirectory: workingDirectory, configuredModules: Set(configuration.modules.map(\.name)),
            projects: projects, packageDecides: packageDecides)
        let sources = scanned.map { scannedSource -> ScannedSource in
            var source = scannedSource.0
            if let package = source.target, !source.buildTargets.isEmpty, !packageDecides(package) { source.target = nil }
            source.module = configuration.module(forCatalogAt: source.path, workingDirectory: workingDirectory)
                ?? source.buildTargets.first.map { projects.name(of: $0) }
                ?? source.target?.name
                ?? tables.nearestModule(fromFolder: source.folder, filePath: source.path)
            return source
        }
        let index = CodeUsageIndex(sources: sources, tables: tables) { source in
            configuration.module(forCatalogAt: source.path, workingDirectory: workingDirectory)
        }
        return CodeUsage(sources: sources, tables: tables, index: index, imports: scanned.map(\.1))
    }

    /// Reads one Swift file and scans it, and what its imports say about its platform; a file that
    /// cannot be read or lexed keeps its problem.
    private static func scan(
        _ file: ScannedSource, with recognizer: AccessibilityCallRecognizer, maximumFileSize: Int
    ) -> (ScannedSource, ImportedFrameworks.Evidence) {
        var scanned = file
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: file.path, maximumSize: maximumFileSize)
        } catch {
            scanned.problem = SourceProblem(position: nil, message: error.reason, id: "io-error")
            return (scanned, ImportedFrameworks.Evidence())
        }
        do {
            scanned.scan = try recognizer.scan(bytes)
        } catch {
            scanned.problem = SourceProblem(position: error.position, message: error.message, id: error.kind == .notUTF8 ? "io-error" : "swift-syntax")
        }
        return (scanned, ImportedFrameworks.evidence(in: bytes))
    }

    /// Runs the source rules on every Swift file, once every catalog has said which of the code's
    /// keys it holds (`foundShapes`, by catalog index; `nil` for a catalog that could not be read).
    package func auditCode(_ code: CodeUsage, foundShapes: [Set<String>?], jobs: Int) -> [AuditedSource] {
        var outcomes: [Int: [Int: LookupOutcome]] = [:]
        for lookup in code.index.lookups {
            let outcome: LookupOutcome
            let holding = lookup.catalogs.filter { foundShapes[$0]?.contains(lookup.shape) == true }
            if !holding.isEmpty {
                outcome = .found(in: holding.map { code.tables.tables[$0].path })
            } else if lookup.catalogs.contains(where: { foundShapes[$0] == nil }) {
                outcome = .unknown
            } else if let own = lookup.unreadCatalogs.first(where: { foundShapes[$0]?.contains(lookup.shape) == true }) {
                outcome = .onlyInTargetCatalog(path: code.tables.tables[own].path, owner: lookup.unreadOwner)
            } else {
                outcome = .missing(table: lookup.table, searched: lookup.catalogs.map { code.tables.tables[$0].path })
            }
            outcomes[lookup.source, default: [:]][lookup.use] = outcome
        }
        let outcomesBySource = outcomes
        let settings = self.settings
        let rules = SourceRule.all.compactMap { rule in settings.severity(of: rule.description).map { (rule, $0) } }
        let knownRuleIDs = self.knownRuleIDs
        return parallelMap(Array(code.sources.indices), jobs: jobs) { sourceIndex in
            let source = code.sources[sourceIndex]
            var findings: [Finding] = []
            var suppressed = 0
            for (useIndex, use) in source.scan.uses.enumerated() {
                let context = SourceRuleContext(
                    path: source.path, module: source.module, isInPackageTarget: source.target != nil,
                    lookup: outcomesBySource[sourceIndex]?[useIndex])
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
