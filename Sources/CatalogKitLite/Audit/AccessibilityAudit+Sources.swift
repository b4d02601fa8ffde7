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

    /// The roles the code gives the keys of one catalog (by its index in the run), by key shape.
    package func roles(forCatalog catalog: Int) -> [String: CodeRole] {
        index.roles(forCatalog: catalog, sources: sources)
    }
}

extension AccessibilityAudit {
    /// The Swift files under `paths` (none when the settings do not read sources), read and mapped
    /// to their modules, without reading a catalog: what `catalogs` lists.
    package func readCode(paths: [String], jobs: Int) -> [ScannedSource] {
        guard settings.readsSources else { return [] }
        let files = discovery.discoverFiles((paths.isEmpty ? ["."] : paths).map(settings.located))
        return readCode(files.sources, catalogs: files.catalogs, jobs: jobs).sources
    }

    /// Reads the Swift files and resolves their lookups against the run's catalogs (by path and
    /// table name; no catalog is read for this).
    package func readCode(_ found: [DiscoveredSource], catalogs: [DiscoveredCatalog], jobs: Int) -> CodeUsage {
        let layout = SwiftPackageLayout()
        let configuration = settings.configuration
        let workingDirectory = settings.workingDirectory
        let configuredModules = Set(configuration.modules.map(\.name))
        let tables = CatalogTables(catalogs: catalogs, layout: layout, workingDirectory: workingDirectory, configuredModules: configuredModules)
        let recognizer = AccessibilityCallRecognizer(localizationRoutines: configuration.sources.localizationRoutines)
        let maximumFileSize = settings.maximumFileSize
        ReadingPhase.isReadingSwiftSources = true
        defer { ReadingPhase.isReadingSwiftSources = false }
        let sources = parallelMap(found, jobs: jobs) { file -> ScannedSource in
            let absolute = PathPattern.absolute(file.path, relativeTo: workingDirectory)
            let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
            let target = layout.target(ofFileAt: absolute)
            let module = configuration.module(forCatalogAt: file.path, workingDirectory: workingDirectory)
                ?? target?.name ?? tables.nearestModule(fromFolder: folder, filePath: file.path)
            return Self.scan(
                ScannedSource(path: file.path, module: module, target: target, folder: folder, scan: SourceScan(), problem: nil),
                with: recognizer, maximumFileSize: maximumFileSize)
        }
        let index = CodeUsageIndex(sources: sources, tables: tables) { source in
            configuration.module(forCatalogAt: source.path, workingDirectory: workingDirectory)
        }
        return CodeUsage(sources: sources, tables: tables, index: index)
    }

    /// Reads one Swift file and scans it; a file that cannot be read or lexed keeps its problem.
    private static func scan(_ file: ScannedSource, with recognizer: AccessibilityCallRecognizer, maximumFileSize: Int) -> ScannedSource {
        var scanned = file
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: file.path, maximumSize: maximumFileSize)
        } catch {
            scanned.problem = SourceProblem(position: nil, message: error.reason, id: "io-error")
            return scanned
        }
        do {
            scanned.scan = try recognizer.scan(bytes)
        } catch {
            scanned.problem = SourceProblem(position: error.position, message: error.message, id: error.kind == .notUTF8 ? "io-error" : "swift-syntax")
        }
        return scanned
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
                outcome = .onlyInTargetCatalog(path: code.tables.tables[own].path)
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
