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
    ///
    /// A file in a project's folder that no target copies and no package target owns ships in no
    /// bundle, and is read by no code (Mein Moers' leftover `en.lproj/Localizable.strings`, which
    /// had silenced every missing key of the app and of the package it links).
    package init(files: [String: Set<String>], projects: ProjectTargets, workingDirectory: String, layout: SwiftPackageLayout = SwiftPackageLayout()) {
        for (table, paths) in files {
            var names = Set<String>()
            var known = !projects.isEmpty
            for path in paths.sorted() where known {
                let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
                let targets = projects.bundling(absolute)
                if targets.isEmpty {
                    if projects.project(containing: absolute) != nil, layout.target(ofFileAt: absolute) == nil { continue }
                    known = false
                }
                names.formUnion(targets.map(projects.name(of:)))
            }
            owners[table] = known ? names : nil
        }
    }

    /// Whether one of `modules` may copy a `.strings` table, or some table's owners are not known.
    package func mayBeCopied(byAnyOf modules: Set<String>) -> Bool {
        owners.keys.contains { mayHold($0, forModules: modules) }
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
