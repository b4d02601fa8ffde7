import CatalogKitLite

/// The PATHs of a run that share a configuration and a repository, and the audit they get.
///
/// Each PATH is checked with the configuration nearest to it (from its folder up to its repository
/// root), not the one of the current folder, so `check ../proj` from another folder, a monorepo's
/// pre-commit hook and `check app-a app-b` each get the project's own settings; `--config`
/// overrides them for every PATH.
struct AuditScope: Sendable {
    /// The PATHs, as given, in the order given.
    var paths: [String]
    /// The audit with this scope's configuration.
    var audit: AccessibilityAudit
    /// The configuration file, absolute; `nil` when none was found (the defaults).
    var configurationPath: String?
    /// The repository that holds the PATHs (the folder with `.git`), absolute; `nil` outside one.
    var repositoryRoot: String?
    /// Whether the configuration was found next to the PATHs (not named by `--config`, which may
    /// live anywhere): only then is its folder the project's.
    var configurationIsNearest = true

    /// The folder the scope's paths are rooted in for CI reports and baseline identities: the
    /// repository, else the folder of the configuration found for the PATHs, else `nil` (the run's
    /// own root).
    var projectRoot: String? {
        repositoryRoot ?? (configurationIsNearest ? configurationPath.map(RepositoryRoot.parent(of:)) : nil)
    }

    /// The folder git runs in for `--changed-since`: the repository when one was found, else the
    /// first PATH's folder (where git then says there is no repository, or finds one by its own
    /// means, such as `GIT_DIR`).
    func gitDirectory(workingDirectory: String) -> String {
        repositoryRoot ?? RepositoryRoot.searchStart(paths[0], workingDirectory: workingDirectory)
    }
}
