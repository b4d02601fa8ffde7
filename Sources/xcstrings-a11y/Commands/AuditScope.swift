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

/// What reports say about the scopes of a run: which configuration and repository were used,
/// overall and per catalog.
struct ScopeReport: Sendable {
    /// One entry per scope, in the order of the PATHs.
    struct Entry: Sendable, Hashable {
        /// The configuration file relative to the current folder, or `nil` for the defaults.
        var configuration: String?
        /// The repository root relative to the current folder, or `nil` outside one.
        var repository: String?
    }

    /// The scopes, without repeats, sorted by configuration, then repository (the defaults first).
    var entries: [Entry] = []
    /// Per catalog path (as found), its entry's index.
    var catalogScopes: [String: Int] = [:]
    /// Whether reports say it per catalog (`--verbose`).
    var isVerbose = false

    /// The one line of the text output: `Configuration: … · repository: …`, or for several scopes
    /// `Configurations: a/.xcstrings-a11y.json · repository: a; b/… · repository: b`.
    var line: String? {
        guard !entries.isEmpty else { return nil }
        let parts = entries.map(Self.described)
        return (entries.count == 1 ? "Configuration: " : "Configurations: ") + parts.joined(separator: "; ")
    }

    /// The entry of a catalog, when the run knows it.
    func entry(ofCatalog path: String) -> Entry? {
        catalogScopes[path].map { entries[$0] }
    }

    /// The order of entries: by configuration, then repository, `nil` first.
    static func sortKey(_ entry: Entry) -> [String] {
        [entry.configuration.map { "1" + $0 } ?? "0", entry.repository.map { "1" + $0 } ?? "0"]
    }

    /// `../proj/.xcstrings-a11y.json · repository: ../proj`.
    static func described(_ entry: Entry) -> String {
        "\(entry.configuration ?? "none (defaults)") · repository: \(entry.repository ?? "none")"
    }
}
