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
