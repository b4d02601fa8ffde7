import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif


/// A catalog as the command sees it: where it is, its module, and what reading it gave.
///
/// The model (``catalog``) is released once the catalog is audited (see ``releaseModel()``), so
/// that a run over many catalogs, or one large one, does not keep every model until the report is
/// written; ``summary`` stays for the reports.
public struct LoadedCatalog: Sendable {
    public var path: String
    public var module: String
    public var result: CatalogReadResult
    /// The catalog's header and size, or `nil` when it could not be read.
    public let summary: CatalogSummary?
    /// The languages the Xcode project that builds the catalog declares (`knownRegions` as
    /// language tags); empty outside a project.
    public var declaredLanguages: [String]
    /// The names of the app whose Xcode project copies the catalog, one word each
    /// (``ProjectTargets/appNames(of:)``); empty outside a project.
    public var appNames: [String]

    public init(path: String, module: String, result: CatalogReadResult, declaredLanguages: [String] = [], appNames: [String] = []) {
        self.path = path
        self.module = module
        self.result = result
        self.declaredLanguages = declaredLanguages
        self.appNames = appNames
        summary = result.catalog.map(CatalogSummary.init)
    }

    /// The model, until ``releaseModel()``.
    public var catalog: Catalog? { result.catalog }

    /// Whether the file was read completely: a catalog and no error-level diagnostic (the same
    /// after the model is released).
    public var isComplete: Bool {
        summary != nil && !result.diagnostics.contains { $0.severity == .error }
    }

    /// Drops the model, keeping the summary and the diagnostics. The model's memory is given back
    /// on a thread of its own: freeing a large catalog's millions of values is work that the next
    /// catalog, or the report, need not wait for.
    public mutating func releaseModel() {
        guard let model = result.catalog else { return }
        result.catalog = nil
        DispatchQueue.global(qos: .utility).async { withExtendedLifetime(model) {} }
    }
}

/// What reports say about a catalog besides its findings: its header, languages and size.
public struct CatalogSummary: Sendable {
    public var sourceLanguage: String
    public var version: String?
    public var keyCount: Int
    public var languages: [String]

    public init(_ catalog: Catalog) {
        sourceLanguage = catalog.sourceLanguage
        version = catalog.version
        keyCount = catalog.entries.count
        languages = catalog.languages
    }
}

/// Everything a run read: the catalogs (sorted by module and path) and the paths that could not be
/// searched.
public struct LoadedCatalogs: Sendable {
    public var catalogs: [LoadedCatalog]
    public var problems: [DiscoveryProblem]
    /// The Swift files that could not be read, sorted by path.
    public var unreadableSources: [UnreadableSource] = []
    /// The Xcode projects the run read: their targets, and the languages they declare.
    public var projects: ProjectTargets = .none
    /// The Xcode projects that could not be read at all (the run went on without them).
    public var unreadableProjects: [ProjectProblem] = []

    /// What was read, as given.
    package init(catalogs: [LoadedCatalog], problems: [DiscoveryProblem], unreadableSources: [UnreadableSource] = []) {
        self.catalogs = catalogs
        self.problems = problems
        self.unreadableSources = unreadableSources
    }

    /// These catalogs and problems, and the projects and project problems of `runs`, each once.
    package mutating func addProjects(of others: [LoadedCatalogs]) {
        var seen = Set<String>()
        projects = ProjectTargets(others.flatMap(\.projects.projects).filter { seen.insert($0.folder + "/" + $0.name).inserted })
        unreadableProjects = []
        for problem in others.flatMap(\.unreadableProjects) where !unreadableProjects.contains(problem) { unreadableProjects.append(problem) }
    }

    /// Whether anything could not be read: a path, a file, JSON, a catalog's shape, a Swift file.
    public var hasReadErrors: Bool {
        !problems.isEmpty || catalogs.contains { !$0.isComplete } || !unreadableSources.isEmpty || !unreadableProjects.isEmpty
    }
}

/// Finds the catalogs under the given paths and reads them, several at a time.
package enum CatalogLoader {
    /// Finds and reads the catalogs for an inventory: each model is released as soon as its
    /// summary is taken, so listing a thousand catalogs holds one model per thread, not all.
    package static func load(
        _ paths: [String], discovery: CatalogDiscovery, jobs: Int, maximumFileSize: Int = FileBytes.defaultMaximumSize
    ) -> LoadedCatalogs {
        let files = discovery.discoverFiles(paths)
        let innerJobs = threadsPerCatalog(catalogs: files.catalogs.count, jobs: jobs)
        let catalogs = parallelMap(files.catalogs, jobs: jobs) { found in
            var loaded = read(found, jobs: innerJobs, maximumFileSize: maximumFileSize)
            loaded.releaseModel()
            return loaded
        }
        var loaded = LoadedCatalogs(catalogs: catalogs, problems: files.problems)
        loaded.projects = files.projects
        loaded.unreadableProjects = files.unreadableProjects
        return loaded
    }

    /// The threads each catalog is read (and audited) on: several catalogs take one thread each,
    /// a single catalog takes every thread.
    package static func threadsPerCatalog(catalogs: Int, jobs: Int) -> Int {
        catalogs == 1 ? jobs : 1
    }

    /// Reads one catalog that discovery found; with `languages`, only those localizations go into
    /// the model; a large one is decoded on `jobs` threads; a file larger than `maximumFileSize`
    /// bytes is not read (an `io-error`).
    package static func read(
        _ found: DiscoveredCatalog, languages: LanguageSelection? = nil, jobs: Int = 1, maximumFileSize: Int = FileBytes.defaultMaximumSize
    ) -> LoadedCatalog {
        // A catalog that cannot fit in the memory the process may use is refused, not read into an
        // allocation failure.
        var status = stat()
        if stat(found.path, &status) == 0, let reason = MemoryBudget.refusal(size: Int(status.st_size)) {
            return LoadedCatalog(path: found.path, module: found.module, result: CatalogReadResult(path: found.path, catalog: nil, diagnostics: [
                CatalogDiagnostic(.ioError, .error, "cannot read the file: \(reason)", at: nil),
            ]), declaredLanguages: found.declaredLanguages, appNames: found.appNames)
        }
        return LoadedCatalog(
            path: found.path, module: found.module,
            result: CatalogReader.read(path: found.path, languages: languages, jobs: jobs, maximumFileSize: maximumFileSize),
            declaredLanguages: found.declaredLanguages, appNames: found.appNames)
    }
}
