import Foundation

/// The catalogs of a run as code looks them up: by table name (the file name without
/// `.xcstrings`), by place, and by the package target that owns them.
///
/// Where a lookup can find its key (see `Docs/swift-sources.md`):
/// - `bundle: .module` in a package target: the target's own catalogs of that table;
/// - the main bundle (no bundle, `.main`): the app's catalogs of that table — from the file's folder
///   up, the first folder under which catalogs of that table lie, leaving out catalogs that belong to
///   a package target (they are not in the main bundle); in a package target that is also where its
///   SwiftUI literals and `String(localized:)` without `bundle:` are looked up at run time;
/// - a module named in the configuration's `modules` for both the file and catalogs: that module's
///   catalogs of the table, whatever their folder.
package struct CatalogTables: Sendable {
    /// One catalog.
    package struct Table: Sendable {
        /// The catalog's path as found.
        package var path: String
        /// The table name: `Localizable` for `Localizable.xcstrings`.
        package var name: String
        /// The folder, absolute and standardized.
        package var folder: String
        /// The module.
        package var module: String
        /// The package target that owns the catalog, if any.
        package var target: PackageTarget?
    }

    /// Every catalog, in the order of the run's catalogs (the index is the catalog's index).
    package let tables: [Table]
    /// The modules the configuration names explicitly, by the catalogs' indices.
    private let configuredModules: Set<String>

    /// Indexes the catalogs of a run.
    package init(catalogs: [DiscoveredCatalog], layout: SwiftPackageLayout, workingDirectory: String, configuredModules: Set<String>) {
        tables = catalogs.map { catalog in
            let absolute = PathPattern.absolute(catalog.path, relativeTo: workingDirectory)
            let url = URL(fileURLWithPath: absolute)
            return Table(
                path: catalog.path, name: url.deletingPathExtension().lastPathComponent,
                folder: url.deletingLastPathComponent().path, module: catalog.module,
                target: layout.target(ofFileAt: absolute))
        }
        self.configuredModules = configuredModules
    }

    /// The catalogs a lookup in the main bundle reads, from a file in `folder` (absolute): those of
    /// the configured module when the file's module is configured, else the nearest catalogs of the
    /// table up the folders that no package target owns.
    package func mainBundleCatalogs(table: String, fromFolder folder: String, configuredModule: String?) -> [Int] {
        if let configuredModule, configuredModules.contains(configuredModule) {
            let inModule = tables.indices.filter { tables[$0].name == table && tables[$0].module == configuredModule }
            if !inModule.isEmpty { return inModule }
        }
        let candidates = tables.indices.filter { tables[$0].name == table && tables[$0].target == nil }
        guard !candidates.isEmpty else { return [] }
        var current = folder
        while true {
            let under = candidates.filter { PathPattern.isPrefix(current, of: tables[$0].folder) }
            if !under.isEmpty { return under }
            guard current != "/", !current.isEmpty else { return [] }
            current = URL(fileURLWithPath: current).deletingLastPathComponent().path
        }
    }

    /// The catalogs of the table that a package target owns.
    package func targetCatalogs(table: String, target: PackageTarget) -> [Int] {
        tables.indices.filter { tables[$0].name == table && tables[$0].target == target }
    }
}
