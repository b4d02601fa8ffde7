import CatalogKitLite

/// A catalog as the command sees it: where it is, its module, and what reading it gave.
struct LoadedCatalog: Sendable {
    var path: String
    var module: String
    var result: CatalogReadResult

    var catalog: Catalog? { result.catalog }
}

/// Everything a run read: the catalogs (sorted by module and path) and the paths that could not be
/// searched.
struct LoadedCatalogs: Sendable {
    var catalogs: [LoadedCatalog]
    var problems: [DiscoveryProblem]

    /// Whether anything could not be read: a path, a file, JSON or a catalog's shape.
    var hasReadErrors: Bool {
        !problems.isEmpty || catalogs.contains { !$0.result.isComplete }
    }
}

/// Finds the catalogs under the given paths and reads them, several at a time.
enum CatalogLoader {
    static func load(_ paths: [String], discovery: CatalogDiscovery, jobs: Int) -> LoadedCatalogs {
        let (found, problems) = discovery.discover(paths)
        let catalogs = parallelMap(found, jobs: jobs) { read($0) }
        return LoadedCatalogs(catalogs: catalogs, problems: problems)
    }

    /// Reads one catalog that discovery found.
    static func read(_ found: DiscoveredCatalog) -> LoadedCatalog {
        LoadedCatalog(path: found.path, module: found.module, result: CatalogReader.read(path: found.path))
    }
}

/// `path:line:column: severity: message [id]`, the line Xcode, editors and CI log parsers read.
func diagnosticLine(path: String, line: Int?, column: Int?, severity: Severity, message: String, id: String) -> String {
    var place = terminalSafe(path)
    if let line {
        place += ":\(line)"
        if let column { place += ":\(column)" }
    }
    return "\(place): \(severity.rawValue): \(terminalSafe(message)) [\(id)]"
}
