import CatalogKitLite

/// `--changed-since REV`: keeps only the findings on strings added or changed since a git revision,
/// which is what a pre-merge check wants to see.
///
/// Each catalog of the run is compared with `git cat-file blob REV:path` (the same bytes as
/// `git show REV:path`); a catalog that did not exist at REV, or could not be read there, is new in
/// full. ``CatalogChanges`` decides which findings are about a change, missing translations of
/// added keys included (they are findings on the added key).
struct ChangedSince: Sendable {
    /// The revision as the user wrote it.
    var revision: String
    /// The commit it names.
    var commit: String
    /// The changes per catalog, by the path the run read it from.
    var changes: [String: CatalogChanges]

    /// Asks git for the earlier version of every catalog of the run. Throws when git is missing,
    /// the folder is not in a repository, or the revision does not exist.
    init(revision: String, run: AuditRun, context: RunContext) throws(GitError) {
        let git = try Git(directory: context.currentDirectory, environment: context.environment)
        guard let topLevel = git.topLevel() else { throw GitError.notARepository(context.currentDirectory) }
        self.revision = revision
        commit = try git.resolveCommit(revision)
        let paths = RepositoryPaths(root: topLevel, workingDirectory: context.currentDirectory)
        var changes: [String: CatalogChanges] = [:]
        for audited in run.catalogs {
            guard let current = audited.loaded.catalog else { continue }
            let path = paths.relative(audited.loaded.path)
            guard !path.hasPrefix("/"), let bytes = try git.contents(of: path, at: commit),
                  let earlier = CatalogReader.decode(bytes, path: audited.loaded.path).catalog else {
                changes[audited.loaded.path] = .new
                continue
            }
            changes[audited.loaded.path] = CatalogChanges(current: current, earlier: earlier)
        }
        self.changes = changes
    }

    /// The run with only the findings on changed strings, and a note that says so.
    func filter(_ run: AuditRun) -> (run: AuditRun, note: RunNote) {
        var filtered = run
        var hidden = 0
        for index in filtered.catalogs.indices {
            let changes = self.changes[filtered.catalogs[index].loaded.path] ?? .new
            let before = filtered.catalogs[index].findings.count
            filtered.catalogs[index].findings.removeAll { !changes.includes($0) }
            hidden += before - filtered.catalogs[index].findings.count
        }
        var message = "only findings on strings added or changed since \(revision) (\(commit.prefix(12))) are reported"
        if hidden > 0 { message += "; \(plural(hidden, "finding")) on unchanged strings \(hidden == 1 ? "is" : "are") not shown" }
        return (filtered, RunNote(id: "changed-since", message: message, file: nil))
    }
}
