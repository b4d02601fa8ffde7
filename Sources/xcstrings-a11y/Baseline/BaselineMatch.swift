import CatalogKitLite

/// What applying a baseline to a run did: the run without the accepted findings, and a note for
/// every entry that no longer matches, so the baseline shrinks as old problems are fixed.
struct BaselineMatch: Sendable {
    /// The run without the findings the baseline accepts.
    var run: AuditRun
    /// How many findings the baseline hid.
    var hidden: Int
    /// How many it hid per catalog (by path as found); catalogs without any are absent.
    var hiddenByCatalog: [String: Int] = [:]
    /// One note per stale entry: fewer findings of its identity than it counts.
    var staleNotes: [RunNote]

    /// Applies `baseline` (read from `baselinePath`) to `run`. In each identity the first findings
    /// in report order are the accepted ones; any beyond the entry's count are new and reported.
    ///
    /// Only entries for catalogs this run audited can be stale: a run over some of the catalogs (a
    /// pre-commit hook passes the changed files) says nothing about the others.
    init(baseline: Baseline, baselinePath: String, run: AuditRun, paths: RepositoryPaths) {
        var remaining = baseline.counts
        var filtered = run
        var hidden = 0
        var hiddenByCatalog: [String: Int] = [:]
        /// Whether the baseline accepts a finding, which then uses up one of its identity's count.
        func isAccepted(_ finding: Finding) -> Bool {
            let identity = FindingIdentity(finding, paths: paths)
            guard let count = remaining[identity], count > 0 else { return false }
            remaining[identity] = count - 1
            hidden += 1
            return true
        }
        for index in filtered.catalogs.indices {
            let before = hidden
            defer { if hidden > before { hiddenByCatalog[filtered.catalogs[index].loaded.path] = hidden - before } }
            filtered.catalogs[index].findings.removeAll(where: isAccepted)
        }
        for index in filtered.sources.indices {
            filtered.sources[index].findings.removeAll(where: isAccepted)
        }
        let unreadableSources = Set(run.loaded.unreadableSources.map(\.path))
        let audited = Set(run.catalogs.filter { $0.loaded.summary != nil }.map { paths.relative($0.loaded.path) })
            .union(run.sources.filter { !unreadableSources.contains($0.path) }.map { paths.relative($0.path) })
        staleNotes = remaining.filter { $0.value > 0 && audited.contains($0.key.file) }.keys.sorted().map { identity in
            let total = baseline.counts[identity] ?? 0
            let gone = remaining[identity] ?? 0
            var place = "'\(identity.key)'"
            if !identity.language.isEmpty { place += " [\(identity.language)]" }
            if !identity.variationPath.isEmpty { place += " \(identity.variationPath)" }
            let amount = gone == total ? "no longer found" : "\(gone) of \(total) no longer found"
            return RunNote(
                id: "stale-baseline-entry",
                message: "baseline entry \(identity.rule) on \(place) in \(identity.file): \(amount); rewrite the baseline with --write-baseline to drop it",
                file: baselinePath)
        }
        self.run = filtered
        self.hidden = hidden
        self.hiddenByCatalog = hiddenByCatalog
    }
}
