import CatalogKitLite

/// `--changed-since REV`: keeps only the findings on strings added or changed since a git revision,
/// which is what a pre-merge check wants to see.
///
/// Each catalog of the run is compared with its version at REV as soon as it is audited. git runs a
/// fixed number of times for the whole run, however many catalogs there are: `rev-parse` for the
/// top level and the commit, `ls-tree -r` for the files of the commit, `diff -M --name-status` for
/// the renames since it, and one `cat-file --batch` process for the earlier versions' bytes.
///
/// A catalog that did not exist at REV, was a folder, a link or a submodule there, or could not be
/// read there, is new in full, and the run goes on. A catalog renamed since REV (`git mv`, also with
/// changes) is compared with its version under the old name. ``CatalogChanges`` decides which
/// findings are about a change, missing translations of added keys included (they are findings on
/// the added key). In a Swift file, only the findings on lines added or changed since REV count
/// (``ChangedLines``, from the two versions' line diff, as git's hunks).
struct ChangedSince: Sendable {
    /// The revision as the user wrote it.
    var revision: String
    /// The commit it names; `nil` for `HEAD` in a repository with no commit yet (its first
    /// commit is being made), where everything is new.
    var commit: String?
    private var paths: RepositoryPaths
    /// The regular files of the commit: path relative to the top level to blob id.
    private var earlierFiles: [String: String]
    /// Renamed since the commit: new path to old path, relative to the top level.
    private var renames: [String: String]
    private var blobs: GitBlobReader

    /// The repository's top level, links resolved.
    var topLevel: String { paths.root }

    /// Finds git, the repository that holds `directory` (the folder of a PATH, or its repository
    /// root) and the commit the revision names there. Throws when git is missing, the folder is not
    /// in a repository, or the revision does not exist — before anything is read, so the run stops
    /// at once.
    init(revision: String, directory: String, context: RunContext) throws(GitError) {
        let git = try Git(directory: directory, environment: context.environment)
        let topLevel = try git.topLevel()
        self.revision = revision
        paths = RepositoryPaths(root: topLevel, workingDirectory: context.currentDirectory)
        blobs = GitBlobReader(git: git)
        let commit: String
        do {
            commit = try git.resolveCommit(revision)
        } catch GitError.unknownRevision(let name) where name == "HEAD" {
            guard try git.headIsUnborn() else { throw GitError.unknownRevision(name) }
            // A pre-commit hook on the first commit: nothing was there before it.
            self.commit = nil
            earlierFiles = [:]
            renames = [:]
            return
        }
        self.commit = commit
        earlierFiles = try git.files(at: commit)
        renames = try git.renames(since: commit)
    }

    /// What changed in a catalog since the revision, from its whole model (the audit calls this while
    /// the model is still in memory, so that it can be released right after). A catalog that did not
    /// exist at the revision as a file (under its name or the name it was renamed from), or could
    /// not be read there, is new in full.
    func changes(of loaded: LoadedCatalog) throws(GitError) -> CatalogChanges? {
        guard let current = loaded.catalog else { return nil }
        let path = paths.relative(loaded.path)
        guard !path.hasPrefix("/"), let blob = earlierFiles[renames[path] ?? path], let bytes = try blobs.blob(blob),
              let earlier = CatalogReader.decode(bytes, path: loaded.path).catalog else {
            return .new
        }
        return CatalogChanges(current: current, earlier: earlier)
    }

    /// The lines of a Swift file added or changed since the revision, as git's hunks give them: a
    /// finding there is about the change; one on an unchanged line of a changed file is not. A file
    /// that is new since the revision (or could not be read there) is changed in full.
    func changedLines(swiftFile path: String) throws(GitError) -> ChangedLines {
        let relative = paths.relative(path)
        guard !relative.hasPrefix("/"), let blob = earlierFiles[renames[relative] ?? relative], let earlier = try blobs.blob(blob) else {
            return .all
        }
        guard let current = try? FileBytes.read(path: path) else { return .all }
        return ChangedLines(earlier: earlier, current: current)
    }

    /// Whether a file (a configuration) is new or has other bytes than at the revision.
    func isChanged(file path: String) throws(GitError) -> Bool {
        let relative = paths.relative(path)
        guard !relative.hasPrefix("/"), let blob = earlierFiles[renames[relative] ?? relative], let earlier = try blobs.blob(blob) else {
            return true
        }
        return (try? FileBytes.read(path: path)) != earlier
    }

    /// The run with only the findings on changed strings, and a note that says so. Throws the first
    /// error git gave while the catalogs were compared. `changes` holds what ``changes(of:)`` gave
    /// for each catalog of the run, by its path; `revisions` are the repositories compared (one per
    /// repository the run's paths lie in), named in the note when there are several.
    ///
    /// A configuration of the run (`configurations`, absolute paths) that is new or changed since
    /// the revision may change any finding (a rule turned on, a language required), so then every
    /// finding is reported, and the note says why.
    static func filter(
        _ run: AuditRun, changes: [String: Result<CatalogChanges?, GitError>], revisions: [ChangedSince], configurations: [String] = [],
        workingDirectory: String
    ) throws(GitError) -> (run: AuditRun, note: RunNote) {
        let revision = revisions.first?.revision ?? ""
        for configuration in configurations {
            guard let repository = revisions.first(where: { PathPattern.isPrefix($0.topLevel, of: configuration) }),
                  try repository.isChanged(file: configuration) else { continue }
            let name = DisplayPath.relative(configuration, to: workingDirectory)
            return (run, RunNote(id: "changed-since", message: "the configuration \(name) changed since \(revision): every finding is reported", file: nil))
        }
        var filtered = run
        var hidden = 0
        for index in filtered.catalogs.indices {
            let changes = try changes[filtered.catalogs[index].loaded.path]?.get() ?? .new
            let before = filtered.catalogs[index].findings.count
            filtered.catalogs[index].findings.removeAll { !changes.includes($0) }
            hidden += before - filtered.catalogs[index].findings.count
        }
        for index in filtered.sources.indices where !filtered.sources[index].findings.isEmpty {
            let path = PathPattern.absolute(filtered.sources[index].path, relativeTo: workingDirectory)
            guard let revision = revisions.first(where: { PathPattern.isPrefix($0.topLevel, of: path) }) else { continue }
            let changed = try revision.changedLines(swiftFile: filtered.sources[index].path)
            let before = filtered.sources[index].findings.count
            filtered.sources[index].findings.removeAll { !changed.contains(line: $0.location.position.line) }
            hidden += before - filtered.sources[index].findings.count
        }
        var seen = Set<String>()
        let compared = revisions.filter { seen.insert($0.topLevel).inserted }
        let commits = compared.count == 1
            ? compared[0].shortCommit
            : compared.map { "\($0.shortCommit) in \(DisplayPath.relative($0.topLevel, to: workingDirectory))" }.joined(separator: ", ")
        var message = "only findings on strings added or changed since \(revision) (\(commits)) are reported"
        if hidden > 0 { message += "; \(plural(hidden, "finding")) on unchanged strings \(hidden == 1 ? "is" : "are") not shown" }
        return (filtered, RunNote(id: "changed-since", message: message, file: nil))
    }

    /// The commit's first 12 digits, or what stands for a commit not yet made.
    var shortCommit: String { commit.map { String($0.prefix(12)) } ?? "no commit yet" }
}
