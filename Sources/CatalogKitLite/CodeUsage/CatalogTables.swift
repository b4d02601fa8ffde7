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
///   catalogs of the table, whatever their folder;
/// - in a file an Xcode target compiles: the main bundle is that of the target that runs the code
///   (the target itself, or for a framework the apps and extensions that embed it), so the
///   catalogs those targets copy; a framework's own catalogs are in its own bundle. A package
///   target's folder that an Xcode target also builds is judged by the Xcode target, unless its
///   code uses `Bundle.module` (then the package is what ships).
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
        /// The Xcode targets that copy the catalog into their bundles.
        package var bundlingTargets: [ProjectTargets.ID]
    }

    /// Every catalog, in the order of the run's catalogs (the index is the catalog's index).
    package let tables: [Table]
    /// The modules the configuration names explicitly, by the catalogs' indices.
    private let configuredModules: Set<String>
    /// The run's Xcode projects.
    package let projects: ProjectTargets

    /// Indexes the catalogs of a run. A catalog in a package target's folder that an Xcode target
    /// copies belongs to the package only when `packageDecides` says so for its target.
    package init(
        catalogs: [DiscoveredCatalog], layout: SwiftPackageLayout, workingDirectory: String, configuredModules: Set<String>,
        projects: ProjectTargets = .none, packageDecides: (PackageTarget) -> Bool = { _ in true }
    ) {
        tables = catalogs.map { catalog in
            let absolute = PathPattern.absolute(catalog.path, relativeTo: workingDirectory)
            let url = URL(fileURLWithPath: absolute)
            let bundling = projects.isEmpty ? [] : projects.bundling(absolute)
            var target = layout.target(ofFileAt: absolute)
            if let package = target, !bundling.isEmpty, !packageDecides(package) { target = nil }
            return Table(
                path: catalog.path, name: url.deletingPathExtension().lastPathComponent,
                folder: url.deletingLastPathComponent().path, module: catalog.module,
                target: target, bundlingTargets: bundling)
        }
        self.configuredModules = configuredModules
        self.projects = projects
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

    /// A catalog of the table in the folders above `folder` (absolute) that holds what `holds` asks
    /// for but that no target of the run's projects copies and no package owns: the catalog the
    /// code's target was meant to have. `nil` without projects.
    package func uncopiedCatalog(table: String, above folder: String, holds: (Int) -> Bool) -> Int? {
        tables.indices.first { index in
            tables[index].name == table && isUncopied(index) && PathPattern.isPrefix(tables[index].folder, of: folder) && holds(index)
        }
    }

    /// Whether the run has projects and no target of them copies the catalog, nor does a package own it.
    package func isUncopied(_ index: Int) -> Bool {
        !projects.isEmpty && tables[index].bundlingTargets.isEmpty && tables[index].target == nil
    }

    /// The catalogs of the table that a package target owns.
    package func targetCatalogs(table: String, target: PackageTarget) -> [Int] {
        tables.indices.filter { tables[$0].name == table && tables[$0].target == target }
    }

    /// Whether the targets build products that localize nothing while the run has catalogs. Either
    /// their projects do: none of their targets copies a catalog, each declares one language
    /// (`knownRegions = (en, Base)`), and the targets are apps; such a project beside a localized one
    /// is a sample or a practice app of the repository (FastWeather's `TestApp`, an English-only VoiceOver tutorial,
    /// the 45th study). Or each target is an app shipped on its own that copies no catalog, beside a
    /// target of its project that copies one: standapp's watch app, English only by the project's own rule beside
    /// its German iPhone app (60th study: 14 of 14 findings in it were judged wrong). No catalog of
    /// their own is missing a key, as they never meant to have one. Code that a target which does
    /// copy a catalog compiles too (an app's variants sharing files) is not such code, nor is an app
    /// that links a target of its project copying one, nor code under a catalog no target copies
    /// (`folder`, absolute: a catalog the app forgot to copy, which the finding names). Whether the
    /// targets copy `.strings` tables is the caller's to ask (``StringsTableOwners``).
    package func localizeNothing(_ targets: [ProjectTargets.ID], folder: String) -> Bool {
        guard !targets.isEmpty, !tables.isEmpty else { return false }
        if tables.indices.contains(where: { isUncopied($0) && PathPattern.isPrefix(tables[$0].folder, of: folder) }) { return false }
        let copies = { (target: ProjectTargets.ID) in self.tables.contains { $0.bundlingTargets.contains(target) } }
        let localizedProjects = Set(tables.flatMap { $0.bundlingTargets.map(\.project) })
        if targets.allSatisfy({ target in
            projects.isStandaloneApp(target) && !copies(target) && localizedProjects.contains(target.project)
                && !projects.dependencies(of: target).contains(where: copies)
        }) {
            return true
        }
        // A framework such a project builds is part of the product that links it (splito's
        // `BaseStyle.xcodeproj`, whose "Retry" the app shows): only its apps are samples.
        let projectIndices = Set(targets.map(\.project))
        guard targets.allSatisfy({ projects[$0].kind == .app }),
              projectIndices.allSatisfy({ projects.projects[$0].declaredLanguages.count <= 1 }) else { return false }
        return !tables.contains { table in table.bundlingTargets.contains { projectIndices.contains($0.project) } }
    }

    /// For code that the Xcode targets `compiling` build: the catalogs of the table in the main
    /// bundle it runs with (those the hosts of ``ProjectTargets/mainBundleHosts(of:)`` copy), and
    /// the targets' own catalogs that are not in that bundle (a framework's). `hosts` is empty when
    /// no target of the projects is known to run the code (a framework nothing embeds).
    package func xcodeCatalogs(table: String, compiling targets: [ProjectTargets.ID]) -> (main: [Int], own: [Int], hosts: [ProjectTargets.ID]) {
        let hosts = projects.mainBundleHosts(of: targets)
        let hostSet = Set(hosts)
        let targetSet = Set(targets)
        let named = tables.indices.filter { tables[$0].name == table }
        let main = named.filter { tables[$0].bundlingTargets.contains(where: hostSet.contains) }
        let own = named.filter { !main.contains($0) && tables[$0].bundlingTargets.contains(where: targetSet.contains) }
        return (main, own, hosts)
    }
}
