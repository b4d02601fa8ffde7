extension AuditRun {
    /// Several runs as one, as when paths with different configurations are audited separately:
    /// the catalogs sorted by module and path (the order of one run), a catalog found by more than
    /// one run kept once (the first run's), and the problems in the order of the runs. The result is
    /// the same whatever order the runs finished in, given the same order of runs.
    public static func merged(_ runs: [AuditRun]) -> AuditRun {
        guard runs.count > 1 else { return runs.first ?? AuditRun(loaded: LoadedCatalogs(catalogs: [], problems: []), catalogs: []) }
        var seen = Set<String>()
        var catalogs: [AuditedCatalog] = []
        for run in runs {
            for catalog in run.catalogs where seen.insert(catalog.loaded.path).inserted { catalogs.append(catalog) }
        }
        catalogs.sort { ($0.module, $0.loaded.path) < ($1.module, $1.loaded.path) }
        var problems: [DiscoveryProblem] = []
        for problem in runs.flatMap(\.loaded.problems) where !problems.contains(problem) { problems.append(problem) }
        // A Swift file two scopes found counts for the first, as a catalog does.
        var seenSources = Set<String>()
        var sources: [AuditedSource] = []
        for run in runs {
            for source in run.sources where seenSources.insert(source.path).inserted { sources.append(source) }
        }
        sources.sort { $0.path < $1.path }
        var unreadable: [UnreadableSource] = []
        for source in runs.flatMap(\.loaded.unreadableSources) where !unreadable.contains(source) { unreadable.append(source) }
        unreadable.sort { $0.path < $1.path }
        var helpers: [LookupHelper] = []
        var seenHelpers = Set<LookupHelper>()
        for helper in runs.flatMap(\.lookupHelpers) where seenHelpers.insert(helper).inserted { helpers.append(helper) }
        helpers.sort { ($0.path, $0.position.offset) < ($1.path, $1.position.offset) }
        var loaded = LoadedCatalogs(catalogs: catalogs.map(\.loaded), problems: problems, unreadableSources: unreadable)
        loaded.addProjects(of: runs.map(\.loaded))
        return AuditRun(
            loaded: loaded, catalogs: catalogs, sources: sources,
            allStrings: runs.contains { $0.allStrings }, ruleDescriptions: runs[0].ruleDescriptions, lookupHelpers: helpers)
    }
}
