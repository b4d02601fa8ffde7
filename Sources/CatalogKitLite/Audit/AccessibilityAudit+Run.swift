extension AccessibilityAudit {
    /// The number of threads to use by default: one per core.
    public static var defaultJobCount: Int { defaultThreadCount }

    /// Finds the catalogs under `paths` the way the configuration says, then reads and audits them.
    /// A relative path is taken from ``AuditSettings/workingDirectory``. Findings name each file as
    /// it was found: below a relative path, relative to the working directory when that is the
    /// process's current folder, else joined to it (absolute).
    ///
    /// - Parameters:
    ///   - paths: Catalogs, or folders to search for them.
    ///   - jobs: Threads to use; the run is the same for any number.
    /// - Returns: Every catalog's findings and coverage, sorted by module and path.
    public func run(paths: [String], jobs: Int = defaultJobCount) -> AuditRun {
        run(paths: paths, jobs: jobs, readingEveryLanguage: false) { _ in () }.run
    }

    /// ``run(paths:jobs:)`` that also calls `alongside` with each catalog right after it is
    /// audited, on the thread that audited it, while its model is still in memory (the model is
    /// released after, so a run over many catalogs keeps one model per thread).
    ///
    /// - Parameters:
    ///   - readingEveryLanguage: Whether the model holds every language of the catalog (for
    ///     `alongside` to compare it whole); by default only the required languages are read.
    /// - Returns: The run, and what `alongside` returned for each of its catalogs, in the same order.
    public func run<Extra: Sendable>(
        paths: [String], jobs: Int = defaultJobCount, readingEveryLanguage: Bool,
        alongside: @Sendable (LoadedCatalog) -> Extra
    ) -> (run: AuditRun, extras: [Extra]) {
        let (found, problems) = discovery.discover((paths.isEmpty ? ["."] : paths).map(settings.located))
        let innerJobs = CatalogLoader.threadsPerCatalog(catalogs: found.count, jobs: jobs)
        let settings = self.settings
        let audited = parallelMap(found, jobs: jobs) { found in
            // The audit reads only the required languages unless asked for every one.
            let selection = readingEveryLanguage ? nil : LanguageSelection { settings.languages(sourceLanguage: $0, module: found.module) }
            let loaded = CatalogLoader.read(found, languages: selection, jobs: innerJobs, maximumFileSize: settings.maximumFileSize)
            var audited = audit(loaded, jobs: innerJobs)
            let extra = alongside(audited.loaded)
            audited.loaded.releaseModel()
            return (audited, extra)
        }
        let loaded = LoadedCatalogs(catalogs: audited.map(\.0.loaded), problems: problems)
        let run = AuditRun(
            loaded: loaded, catalogs: audited.map(\.0), allStrings: settings.allStrings, ruleDescriptions: ruleDescriptions)
        return (run, audited.map(\.1))
    }

    /// The discovery the configuration describes: its `modules` and its `exclude` list.
    package var discovery: CatalogDiscovery {
        let configuration = settings.configuration
        let workingDirectory = settings.workingDirectory
        var namer = ModuleNamer(explicitModules: configuration.explicitModules(workingDirectory: workingDirectory))
        namer.workingDirectory = workingDirectory
        return CatalogDiscovery(
            moduleNamer: namer,
            excludedPaths: [],
            isExcludedByPattern: { configuration.isExcluded($0, workingDirectory: workingDirectory) },
            boundary: settings.symlinkBoundary)
    }
}
