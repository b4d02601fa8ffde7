import Foundation

extension CatalogTables {
    /// The module of a Swift file that is in no package target and whose module the configuration
    /// does not name: the module of the nearest catalogs up its folders that no package target owns
    /// (the first by module and path where a folder holds several), else the file's folder named as
    /// a catalog's would be.
    package func nearestModule(fromFolder folder: String, filePath: String) -> String {
        let appCatalogs = tables.indices.filter { tables[$0].target == nil }
        var current = folder
        while !appCatalogs.isEmpty {
            if let first = appCatalogs.first(where: { PathPattern.isPrefix(current, of: tables[$0].folder) }) {
                return tables[first].module
            }
            guard current != "/", !current.isEmpty else { break }
            current = URL(fileURLWithPath: current).deletingLastPathComponent().path
        }
        return ModuleNamer().module(forCatalogAt: filePath)
    }
}
