import CatalogKitLite

/// `--changed-since REV`: keeps only the findings on strings added or changed since a git revision,
/// which is what a pre-merge check wants to see.
///
/// Each catalog of the run is compared with `git cat-file blob REV:path` (the same bytes as
/// `git show REV:path`) as soon as it is audited; a catalog that did not exist at REV, or could not
/// be read there, is new in full. ``CatalogChanges`` decides which findings are about a change, missing translations of
/// added keys included (they are findings on the added key).
struct ChangedSince: Sendable {
    /// The revision as the user wrote it.
    var revision: String
    /// The commit it names.
    var commit: String
    private var git: Git
    private var paths: RepositoryPaths

    /// Finds git, the repository and the commit. Throws when git is missing, the folder is not in a
    /// repository, or the revision does not exist — before anything is read, so the run stops at once.
    init(revision: String, context: RunContext) throws(GitError) {
        git = try Git(directory: context.currentDirectory, environment: context.environment)
        guard let topLevel = git.topLevel() else { throw GitError.notARepository(context.currentDirectory) }
        self.revision = revision
        commit = try git.resolveCommit(revision)
        paths = RepositoryPaths(root: topLevel, workingDirectory: context.currentDirectory)
    }

    /// What changed in a catalog since the revision, from its whole model (the audit calls this while
    /// the model is still in memory, so that it can be released right after). A catalog that did not
    /// exist at the revision, or could not be read there, is new in full.
    func changes(of loaded: LoadedCatalog) throws(GitError) -> CatalogChanges? {
        guard let current = loaded.catalog else { return nil }
        let path = paths.relative(loaded.path)
        guard !path.hasPrefix("/"), let bytes = try git.contents(of: path, at: commit),
              let earlier = CatalogReader.decode(bytes, path: loaded.path).catalog else {
            return .new
        }
        return CatalogChanges(current: current, earlier: earlier)
    }

    /// The run with only the findings on changed strings, and a note that says so. Throws the first
    /// error git gave while the catalogs were compared.
    /// `changes` holds what ``changes(of:)`` gave for each catalog of the run, in its order.
    func filter(_ run: AuditRun, changes: [Result<CatalogChanges?, GitError>]) throws(GitError) -> (run: AuditRun, note: RunNote) {
        var filtered = run
        var hidden = 0
        for index in filtered.catalogs.indices {
            let changes = try (index < changes.count ? changes[index].get() : nil) ?? .new
            let before = filtered.catalogs[index].findings.count
            filtered.catalogs[index].findings.removeAll { !changes.includes($0) }
            hidden += before - filtered.catalogs[index].findings.count
        }
        var message = "only findings on strings added or changed since \(revision) (\(commit.prefix(12))) are reported"
        if hidden > 0 { message += "; \(plural(hidden, "finding")) on unchanged strings \(hidden == 1 ? "is" : "are") not shown" }
        return (filtered, RunNote(id: "changed-since", message: message, file: nil))
    }
}
