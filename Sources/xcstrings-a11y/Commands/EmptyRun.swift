/// The one place that decides whether a run had nothing to check, so that a CI job pointed at the
/// wrong folder fails (exit 2) instead of passing on nothing forever; `--allow-empty` accepts it.
///
/// What counts as something to check is listed here and only here: the string catalogs a run found
/// (read or not), and the Swift files it read. A project with Swift files and no catalog is not
/// empty: its accessibility strings are hard-coded or missing, which is worth reporting.
struct EmptyRun: Sendable {
    /// The string catalogs found under the PATHs, including those that could not be read.
    var catalogs: Int
    /// The Swift files found under the PATHs (none with `--no-sources`).
    var swiftFiles: Int
    /// Whether Swift files were looked for.
    var readsSources: Bool
    /// The PATHs searched, as given.
    var searched: [String]

    /// What a run found under its PATHs.
    init(catalogs: Int, swiftFiles: Int, readsSources: Bool, searched: [String]) {
        self.catalogs = catalogs
        self.swiftFiles = swiftFiles
        self.readsSources = readsSources
        self.searched = searched
    }

    /// Whether there was nothing to check.
    var isEmpty: Bool { catalogs == 0 && swiftFiles == 0 }

    /// The error line for standard error when nothing was found, naming the paths searched; `nil`
    /// when there was something to check.
    var message: String? {
        guard isEmpty else { return nil }
        let paths = searched.map { "'\($0)'" }.joined(separator: ", ")
        let what = readsSources ? "no string catalogs and no Swift files" : "no string catalogs"
        return "\(ToolInfo.name): error: nothing to check: \(what) found under \(paths); check the paths, or add --allow-empty if a run without catalogs should pass"
    }

    /// The message to print, and whether the run fails for it: an empty run fails unless
    /// `--allow-empty`, which turns the error into nothing at all.
    func failure(allowed: Bool) -> String? {
        allowed ? nil : message
    }
}
