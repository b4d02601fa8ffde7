/// Which code may find a key in a `.strings` table rather than a catalog: the code of the targets
/// whose bundles copy the table's files. FileMailer's Finder extension keeps `Localizable.strings`;
/// the app's code reads its own catalog only, so a key missing from that catalog is missing, not
/// perhaps in the extension's `.strings`.
///
/// Where no project says which target copies a table's file (a Swift package, a folder no target
/// names), the table may be read by any code of the run, as before targets were known.
package struct StringsTableOwners: Sendable {
    /// Per table, the names of the targets that copy its files; `nil` when some file's owner is
    /// not known.
    private var owners: [String: Set<String>?] = [:]

    /// No `.strings` table at all.
    package static let none = StringsTableOwners()

    private init() {}

    /// The owners of the tables `files` holds (table name to file paths, as found relative to
    /// `workingDirectory`).
    package init(files: [String: Set<String>], projects: ProjectTargets, workingDirectory: String) {
        for (table, paths) in files {
            var names = Set<String>()
            var known = !projects.isEmpty
            for path in paths where known {
                let targets = projects.bundling(PathPattern.absolute(path, relativeTo: workingDirectory))
                if targets.isEmpty { known = false }
                names.formUnion(targets.map(projects.name(of:)))
            }
            owners[table] = known ? names : nil
        }
    }

    /// Whether code may find a key of `table` in a `.strings` file: the table exists, and either its
    /// owners are not known or one of them is among `modules` (the targets that compile the code,
    /// and the modules of the catalogs its lookup searches).
    package func mayHold(_ table: String, forModules modules: Set<String>) -> Bool {
        guard let entry = owners[table] else { return false }
        guard let names = entry else { return true }
        return !names.isDisjoint(with: modules)
    }
}
