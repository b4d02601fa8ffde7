import Foundation
import CatalogKitLite
import SpeechRules

/// The options every auditing command shares.
enum AuditOptions {
    /// `--verbose` (`check` only: the reports that say which configuration was used).
    static let verbose = OptionSpec(name: "verbose", short: "v", help: "Say for every catalog which configuration and repository it was checked with, which projects were read, and which call sites were left out as code that does not ship.")

    /// `--config FILE`.
    static let config = OptionSpec(name: "config", short: "c", valueName: "FILE", help: "Read the configuration from FILE for every PATH, instead of the .xcstrings-a11y.json nearest to each PATH (looked up from the PATH's folder up to its repository root).")

    static let all = [
        config,
        OptionSpec(name: "languages", valueName: "LIST", help: "The required languages, comma-separated language tags, e.g. en,de or de-CH,zh-Hans (default: the catalog's source language and de, or the configuration's). Matched without regard to case."),
        OptionSpec(name: "all-strings", help: "Check every string, not only accessibility strings; strings without a known role get only the speech rules that hold for any spoken text, never those about labels or hints."),
        OptionSpec(name: "no-sources", help: "Read the catalogs only, not the Swift files beside them (roles then come from the configuration, comments and key names)."),
        OptionSpec(name: "allow-empty", help: "Pass when no string catalog is found under the PATHs; by default that is an error (exit 2), so a job pointed at the wrong folder cannot pass."),
        CommonOptions.followSymlinks,
        FileSizeLimit.option,
        CommonOptions.jobs,
    ]
}

/// From the command line to the library's audit: the PATHs grouped by the configuration and
/// repository each belongs to (``AuditScope``), the settings each group's arguments and
/// configuration give, and the runs merged into one.
struct AuditPipeline: Sendable {
    /// The PATHs as given (`.` when none).
    var paths: [String]
    /// The groups of PATHs, in the order of their first PATH.
    var scopes: [AuditScope]
    var jobs: Int
    /// `--languages`, validated.
    var languages: [String]?
    /// Where the run started.
    var workingDirectory: String
    /// The PATHs that name single files, audited inside their projects and reported alone.
    var namedFiles: NamedFiles

    /// Resolves the settings. Throws ``UsageError`` for a bad argument and ``ConfigurationError``
    /// for a bad configuration file.
    init(_ arguments: ParsedArguments, context: RunContext) throws {
        jobs = try CommonOptions.jobs(arguments)
        workingDirectory = context.currentDirectory
        languages = try Self.languages(arguments)
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        namedFiles = NamedFiles(paths, workingDirectory: context.currentDirectory)
        let rules = AuditRules.standard
        let boundary = SymlinkBoundary(followsAll: arguments.flag("follow-symlinks"), context: context)
        let explicit = try arguments.value("config").map { path in
            let (configuration, _) = try Configuration.resolve(
                explicitPath: path, workingDirectory: context.currentDirectory, knownRuleIDs: rules.ids, boundary: boundary)
            return (configuration, PathPattern.absolute(path, relativeTo: context.currentDirectory))
        }
        var found: [String: (Configuration, String?)] = [:]
        var scopes: [AuditScope] = []
        for path in namedFiles.searchPaths {
            let start = RepositoryRoot.searchStart(path, workingDirectory: context.currentDirectory)
            let repositoryRoot = RepositoryRoot.of(start, workingDirectory: "/")
            let (configuration, configurationPath): (Configuration, String?)
            if let explicit {
                (configuration, configurationPath) = explicit
            } else if let cached = found[start] {
                (configuration, configurationPath) = cached
            } else {
                (configuration, configurationPath) = try Configuration.discover(from: start, knownRuleIDs: rules.ids, boundary: boundary)
                found[start] = (configuration, configurationPath)
            }
            if let index = scopes.firstIndex(where: { $0.configurationPath == configurationPath && $0.repositoryRoot == repositoryRoot }) {
                scopes[index].paths.append(path)
                continue
            }
            var settings = try Self.settings(configuration, arguments: arguments, context: context, boundary: boundary, languages: languages)
            settings.namedFiles = namedFiles.files
            scopes.append(AuditScope(
                paths: [path], audit: AccessibilityAudit(settings: settings, rules: rules),
                configurationPath: configurationPath, repositoryRoot: repositoryRoot, configurationIsNearest: explicit == nil))
        }
        self.scopes = scopes
    }

    /// The settings of one scope: its configuration, overridden by the command line.
    private static func settings(
        _ configuration: Configuration, arguments: ParsedArguments, context: RunContext, boundary: SymlinkBoundary, languages: [String]?
    ) throws(UsageError) -> AuditSettings {
        var settings = AuditSettings(configuration: configuration, workingDirectory: context.currentDirectory)
        settings.maximumFileSize = try FileSizeLimit.bytes(arguments, configuration: configuration.maxFileSizeMB)
        settings.symlinkBoundary = boundary
        settings.allStrings = arguments.flag("all-strings") || configuration.allStrings
        settings.readsSources = !arguments.flag("no-sources")
        settings.languagesOverride = languages
        if arguments.flag("strict") { settings.failingSeverity = .warning }
        settings.setsAsideTypesNothingMakes = arguments.value("changed-since") == nil
        return settings
    }

    /// `--languages`, split and validated with the configuration's validator (``LanguageTag``):
    /// `german` is a usage error that suggests `de`. Repeats (in any case) are dropped.
    static func languages(_ arguments: ParsedArguments) throws(UsageError) -> [String]? {
        guard let list = arguments.value("languages") else { return nil }
        let tags = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !tags.isEmpty else {
            throw UsageError("option '--languages' needs language tags separated by commas, e.g. en,de; got '\(list)'")
        }
        var result: [String] = []
        for tag in tags {
            guard LanguageTag.isValid(tag) else {
                throw UsageError("option '--languages': '\(tag)' is not a language tag such as \(LanguageTag.examples)\(LanguageTag.hint(for: tag))")
            }
            if !result.contains(where: { LanguageTag.same($0, tag) }) { result.append(tag) }
        }
        return result
    }

    /// The settings of the first scope (the failing severity and what every scope shares).
    var settings: AuditSettings { scopes[0].audit.settings }

    /// Reads and audits every catalog, each scope with its own configuration, merged into one run;
    /// with the index in ``scopes`` of the scope each catalog (by path) was audited in.
    func run() -> (run: AuditRun, catalogScopes: [String: Int]) {
        let (run, catalogScopes, _) = runScopes(readingEveryLanguage: false) { _, _ in () }
        return (run, catalogScopes)
    }

    /// Runs every scope, calling `alongside` with each catalog (and its scope's index) while its
    /// model is in memory, and merges the runs; a catalog two scopes found counts for the first.
    private func runScopes<Extra: Sendable>(
        readingEveryLanguage: Bool, alongside: @escaping @Sendable (Int, LoadedCatalog) -> Extra
    ) -> (run: AuditRun, catalogScopes: [String: Int], extras: [String: Extra]) {
        var runs: [AuditRun] = []
        var catalogScopes: [String: Int] = [:]
        var extras: [String: Extra] = [:]
        for (index, scope) in scopes.enumerated() {
            let (run, found) = scope.audit.run(paths: scope.paths, jobs: jobs, readingEveryLanguage: readingEveryLanguage) { loaded in
                alongside(index, loaded)
            }
            for (catalog, extra) in zip(run.catalogs, found) where catalogScopes[catalog.loaded.path] == nil {
                catalogScopes[catalog.loaded.path] = index
                extras[catalog.loaded.path] = extra
            }
            runs.append(run)
        }
        return (namedFiles.narrow(AuditRun.merged(runs), workingDirectory: workingDirectory), catalogScopes, extras)
    }

    /// The revision of `--changed-since` in the repository of each scope, in the order of
    /// ``scopes``: git runs in each repository once. Throws before anything is read when git
    /// cannot answer for one of them.
    func changedSince(_ revision: String, context: RunContext) throws(GitError) -> [ChangedSince] {
        var byDirectory: [String: ChangedSince] = [:]
        var result: [ChangedSince] = []
        for scope in scopes {
            let directory = scope.gitDirectory(workingDirectory: workingDirectory)
            if let known = byDirectory[directory] {
                result.append(known)
                continue
            }
            let changedSince = try ChangedSince(revision: revision, directory: directory, context: context)
            byDirectory[directory] = changedSince
            result.append(changedSince)
        }
        return result
    }

    /// Reads and audits every catalog and compares each, while its model is in memory, with the
    /// revision of `--changed-since` in its scope's repository (`changedSince` holds one per scope;
    /// the comparison needs every language, so the model is then read whole). Returns the run, the
    /// scope of each catalog, and per catalog path what changed or git's error.
    func run(changedSince: [ChangedSince]) -> (run: AuditRun, catalogScopes: [String: Int], changes: [String: Result<CatalogChanges?, GitError>]) {
        let (run, catalogScopes, changes) = runScopes(readingEveryLanguage: true) { index, loaded in
            Result { () throws(GitError) in try changedSince[index].changes(of: loaded) }
        }
        return (run, catalogScopes, changes)
    }

    /// Finds and reads the catalogs for an inventory (`catalogs`), each scope's way (its
    /// configuration's `exclude` and `modules`), merged: sorted by module and path, a catalog two
    /// scopes found listed once.
    func inventory() -> LoadedCatalogs {
        inventoryWithSources().catalogs
    }

    /// ``inventory()``, and the Swift files under the PATHs with their accessibility uses (a file two
    /// scopes found listed once), sorted by module and path.
    func inventoryWithSources() -> (catalogs: LoadedCatalogs, sources: [ScannedSource]) {
        var sources: [ScannedSource] = []
        var seenSources = Set<String>()
        for scope in scopes {
            for source in scope.audit.readCode(paths: scope.paths, jobs: jobs)
            where namedFiles.reports(source.path, workingDirectory: workingDirectory) && seenSources.insert(source.path).inserted {
                sources.append(source)
            }
        }
        sources.sort { ($0.module, $0.path) < ($1.module, $1.path) }
        return (catalogsOfInventory(), sources)
    }

    private func catalogsOfInventory() -> LoadedCatalogs {
        var catalogs: [LoadedCatalog] = []
        var problems: [DiscoveryProblem] = []
        var seen = Set<String>()
        var scopesLoaded: [LoadedCatalogs] = []
        for scope in scopes {
            let settings = scope.audit.settings
            let loaded = CatalogLoader.load(
                scope.paths.map(settings.located), discovery: scope.audit.discovery, jobs: jobs, maximumFileSize: settings.maximumFileSize)
            for catalog in loaded.catalogs
            where namedFiles.reports(catalog.path, workingDirectory: workingDirectory) && seen.insert(catalog.path).inserted {
                catalogs.append(catalog)
            }
            for problem in loaded.problems where namedFiles.reports(problem.path, workingDirectory: workingDirectory) && !problems.contains(problem) {
                problems.append(problem)
            }
            scopesLoaded.append(loaded)
        }
        catalogs.sort { ($0.module, $0.path) < ($1.module, $1.path) }
        var result = LoadedCatalogs(catalogs: catalogs, problems: problems)
        result.addProjects(of: scopesLoaded)
        return result
    }

    /// The files a run read, which no output may overwrite: its catalogs and its configurations.
    func inputs(of run: AuditRun) -> [OutputOverlap.Input] {
        run.catalogs.map { OutputOverlap.Input(role: "the catalog", path: $0.loaded.path) }
            + run.sources.map { OutputOverlap.Input(role: "the Swift file", path: $0.path) }
            + Set(scopes.compactMap(\.configurationPath)).sorted().map { OutputOverlap.Input(role: "the configuration", path: $0) }
    }

    /// The roots CI paths and baseline identities are taken from, one per project checked.
    var projectRoots: [String] { scopes.compactMap(\.projectRoot) }

    /// What reports say about the configurations and repositories of a run, given the scope of
    /// each catalog as ``run()`` returns it.
    func scopeReport(catalogScopes: [String: Int], verbose: Bool) -> ScopeReport {
        var report = ScopeReport(isVerbose: verbose)
        var entryOfScope: [Int] = []
        for scope in scopes {
            let entry = ScopeReport.Entry(
                configuration: scope.configurationPath.map { DisplayPath.relative($0, to: workingDirectory) },
                repository: scope.repositoryRoot.map { DisplayPath.relative($0, to: workingDirectory) })
            if let index = report.entries.firstIndex(of: entry) {
                entryOfScope.append(index)
            } else {
                entryOfScope.append(report.entries.count)
                report.entries.append(entry)
            }
        }
        // Sorted, so the line reads the same whatever order the PATHs were given in.
        let order = report.entries.indices.sorted {
            ScopeReport.sortKey(report.entries[$0]).lexicographicallyPrecedes(ScopeReport.sortKey(report.entries[$1]))
        }
        var newIndex: [Int: Int] = [:]
        for (position, index) in order.enumerated() { newIndex[index] = position }
        report.entries = order.map { report.entries[$0] }
        report.catalogScopes = catalogScopes.mapValues { newIndex[entryOfScope[$0]] ?? 0 }
        return report
    }

    /// Warnings for `--languages` tags that no catalog of the run has but one has a near one
    /// (`dee` when the catalogs have `de`): a typo would otherwise report every string as missing.
    func languageWarnings(of run: AuditRun) -> [String] {
        guard let languages else { return [] }
        var present: [String] = []
        for catalog in run.catalogs {
            for language in catalog.loaded.summary?.languages ?? [] where !present.contains(language) { present.append(language) }
        }
        present.sort()
        return languages.compactMap { tag in
            guard LanguageTag.spelling(of: tag, in: present) == nil, !present.isEmpty,
                  let suggestion = LanguageTag.suggestion(for: tag, among: present) else { return nil }
            return "\(ToolInfo.name): warning: option '--languages': no catalog has the language '\(tag)'; did you mean '\(suggestion)'?"
        }
    }
}
