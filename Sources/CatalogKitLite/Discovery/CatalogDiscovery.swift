import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A catalog file to audit, and the module it belongs to.
package struct DiscoveredCatalog: Hashable, Sendable {
    /// The path as found: the argument itself, or the argument joined with the path below it.
    package var path: String
    /// The module the catalog belongs to (see ``ModuleNamer``).
    package var module: String
    /// The languages the Xcode project that copies the catalog declares, as language tags.
    package var declaredLanguages: [String] = []
    /// The names of the app whose project copies the catalog (``ProjectTargets/appNames(of:)``).
    package var appNames: [String] = []
}

/// A Swift file to read for the accessibility strings its code uses.
package struct DiscoveredSource: Hashable, Sendable {
    /// The path as found.
    package var path: String
}

/// What a discovery found: catalogs, Swift files, and the paths it could not search.
package struct DiscoveredFiles: Sendable {
    /// The catalogs, sorted by module and path.
    package var catalogs: [DiscoveredCatalog] = []
    /// The Swift files, sorted by path (empty unless the discovery looks for them).
    package var sources: [DiscoveredSource] = []
    /// The paths that could not be searched.
    package var problems: [DiscoveryProblem] = []
    /// The Xcode projects under the paths (and in the folders above them, up to the repository
    /// root), read.
    package var projects: ProjectTargets = .none
    /// Projects that could not be read at all.
    package var unreadableProjects: [ProjectProblem] = []
    /// The tables that `.strings` or `.stringsdict` files in `.lproj` folders under the paths hold
    /// (`Localizable` for `de.lproj/Localizable.strings`), each with the files' paths: a lookup of
    /// such a table in a bundle that copies them may find its key there, which the audit does not read.
    package var stringsTables: [String: Set<String>] = [:]
    /// The module of each `.strings` file of ``stringsTables``, named as a catalog at its path would
    /// be (``ModuleNamer``): the texts a module ships beside its catalogs.
    package var stringsFileModules: [String: String] = [:]
    /// The files under the paths that may name a Swift class without Swift code writing its name
    /// (when Swift files are read): Interface Builder documents (`customClass="…"`), property lists
    /// (`UISceneDelegateClassName`, `NSExtensionPrincipalClass`) and Objective-C sources.
    package var classNamingFiles: [String] = []
}

/// A path given on the command line that could not be searched.
public struct DiscoveryProblem: Hashable, Sendable {
    /// The path.
    public var path: String
    /// Why it could not be searched.
    public var reason: String
}

/// Finds the catalogs to audit under the paths given on the command line.
///
/// - A file named on the command line is read whatever its extension.
/// - A directory is searched for files whose name ends in `.xcstrings`. Hidden folders (`.git`,
///   `.build`, ...) and the build folders `DerivedData` and `node_modules` are not searched.
///   Symbolic links to folders are followed once: a folder already seen (a link loop) is skipped.
///   Anything named `*.xcstrings` that is not a folder is returned (a dangling link, a FIFO), so the
///   reader reports why it cannot be read instead of it vanishing silently.
/// - A symbolic link (a catalog, a folder, or a path named on the command line) that leads out of
///   the repository is not followed and is reported instead, unless the ``boundary`` follows all
///   (see ``SymlinkBoundary``).
/// - A path that cannot be looked at (longer than the system allows, no permission) is reported,
///   never skipped in silence.
/// - The result is sorted by module and path and free of repeats, whatever order the file system
///   lists folders in.
package struct CatalogDiscovery {
    /// Folder names never searched, beside hidden folders and exported localization catalogs (`.xcloc`).
    package static let skippedFolders: Set<String> = ["DerivedData", "node_modules"]

    package var moduleNamer = ModuleNamer()
    /// Paths (relative to the working directory or absolute) to leave out, matched as prefixes.
    package var excludedPaths: [String] = []
    /// Whether a path is left out by other means (the configuration's globs).
    package var isExcludedByPattern: @Sendable (String) -> Bool = { _ in false }
    /// Whether Swift files (`*.swift`) are collected too, and which of them (the configuration's
    /// `sources`): `nil` collects none.
    package var readsSource: (@Sendable (String) -> Bool)?
    /// Whether a catalog named on the command line brings the Swift files of its module
    /// (``ModuleNamer/moduleFolder(forCatalogAt:)``) when Swift files are collected: the code gives
    /// its keys their roles, as when the module's folder is named.
    package var readsSourcesOfNamedCatalogModules = false
    /// Files named on the command line (absolute), searched for inside a folder: of a file met
    /// under two paths (a hard link), the named one is kept, so that the run reports it.
    package var namedFiles: Set<String> = []
    /// Where symbolic links may lead. By default links stay inside the folder being checked.
    package var boundary = SymlinkBoundary(followsAll: false, workingDirectory: FileManager.default.currentDirectoryPath) { nil }

    /// A discovery with these module names and exclusions; by default every catalog found, named
    /// by its path.
    package init(
        moduleNamer: ModuleNamer = ModuleNamer(), excludedPaths: [String] = [],
        isExcludedByPattern: @escaping @Sendable (String) -> Bool = { _ in false },
        boundary: SymlinkBoundary = SymlinkBoundary(followsAll: false, workingDirectory: FileManager.default.currentDirectoryPath) { nil },
        readsSource: (@Sendable (String) -> Bool)? = nil
    ) {
        self.readsSource = readsSource
        self.moduleNamer = moduleNamer
        self.excludedPaths = excludedPaths
        self.isExcludedByPattern = isExcludedByPattern
        self.boundary = boundary
    }

    package func discover(_ arguments: [String]) -> (catalogs: [DiscoveredCatalog], problems: [DiscoveryProblem]) {
        let found = discoverFiles(arguments)
        return (found.catalogs, found.problems)
    }

    /// Finds the catalogs and, when ``readsSource`` is set, the Swift files under the paths.
    /// A Swift file named on the command line is read as source; a folder is searched for both.
    package func discoverFiles(_ arguments: [String]) -> DiscoveredFiles {
        var paths: [String] = []
        var sources: [String] = []
        var problems: [DiscoveryProblem] = []
        var projectFiles = ProjectFiles()
        var stringsTables: [String: Set<String>] = [:]
        var classNamingFiles: [String] = []
        for argument in arguments {
            var status = stat()
            guard lstat(argument, &status) == 0 else {
                problems.append(DiscoveryProblem(path: argument, reason: Self.reason(errno)))
                continue
            }
            var target = stat()
            guard stat(argument, &target) == 0 else {
                // A dangling link or a link loop: named explicitly, so reading it says why.
                paths.append(argument)
                continue
            }
            if !boundary.followsAll {
                // Any link on the way (the path itself or one of its folders) must stay inside.
                let absolute = boundary.absolute(argument)
                if let real = SymlinkBoundary.realPath(absolute), real != absolute,
                   let reason = boundary.refusal(link: argument, resolved: real, root: boundary.root(for: argument, checkedRoot: nil)) {
                    problems.append(DiscoveryProblem(path: argument, reason: reason))
                    continue
                }
            }
            if target.st_mode & S_IFMT == S_IFDIR {
                var visited = Set<FileIdentity>()
                var walk = Walk(argument: argument)
                search(argument, walk: &walk, visited: &visited, into: &paths, sources: &sources, projects: &projectFiles, problems: &problems)
                stringsTables.merge(walk.stringsTables) { $0.union($1) }
                classNamingFiles += walk.classNamingFiles
            } else if readsSource != nil, Self.isSwiftFileName(argument) {
                sources.append(argument)
            } else {
                paths.append(argument)
                if readsSourcesOfNamedCatalogModules, readsSource != nil, let folder = moduleNamer.moduleFolder(forCatalogAt: argument) {
                    // Its module's Swift files only: the module's other catalogs were not named. The
                    // projects there are read as a search of the folder would read them.
                    var visited = Set<FileIdentity>()
                    var walk = Walk(argument: folder)
                    var otherCatalogs: [String] = []
                    search(
                        folder, walk: &walk, visited: &visited, into: &otherCatalogs, sources: &sources, projects: &projectFiles,
                        problems: &problems)
                    stringsTables.merge(walk.stringsTables) { $0.union($1) }
                    classNamingFiles += walk.classNamingFiles
                }
            }
        }
        // Relative paths are the process's: the walk opened them so.
        let current = FileManager.default.currentDirectoryPath
        let above = ProjectsAbove.search(arguments, workingDirectory: current)
        projectFiles.xcodeprojs += above.xcodeprojs
        projectFiles.workspaces += above.workspaces
        projectFiles.xcodegenSpecs += above.xcodegenSpecs
        let (projects, unreadableProjects) = ProjectLoader.load(projectFiles, workingDirectory: current)
        var namer = moduleNamer
        namer.projects = projects
        // The same file reached twice (named twice, or through a link) is read once, under the
        // path named on the command line if it was.
        var seenFiles = Set<FileIdentity>()
        let catalogs = namedFirst(paths, workingDirectory: current)
            .filter { path in
                guard !isExcluded(path) else { return false }
                guard let identity = FileIdentity(path: path) else { return true }
                return seenFiles.insert(identity).inserted
            }
            .map { path in
                let absolute = projects.isEmpty ? path : PathPattern.absolute(path, relativeTo: current)
                let bundling = projects.isEmpty ? [] : projects.bundling(absolute)
                return DiscoveredCatalog(
                    path: path, module: namer.module(forCatalogAt: path),
                    declaredLanguages: bundling.first.map { projects.projects[$0.project].declaredLanguages } ?? [],
                    appNames: projects.isEmpty ? [] : projects.appNames(ofCatalogAt: absolute, bundling: bundling))
            }
            .sorted { ($0.module, $0.path) < ($1.module, $1.path) }
        var seenSources = Set<FileIdentity>()
        let sourceFiles = namedFirst(sources, workingDirectory: current)
            .filter { path in
                guard !isExcluded(path), readsSource?(path) != false else { return false }
                guard let identity = FileIdentity(path: path) else { return true }
                return seenSources.insert(identity).inserted
            }
            .sorted()
            .map(DiscoveredSource.init)
        var stringsFileModules: [String: String] = [:]
        for path in stringsTables.values.joined() where path.hasSuffix(".strings") && !isExcluded(path) {
            // A file in a project's folder that no target copies ships in no bundle (Mein Moers'
            // leftover table, as ``StringsTableOwners`` reads it): it is no module's text.
            if !projects.isEmpty {
                let absolute = PathPattern.absolute(path, relativeTo: current)
                if projects.bundling(absolute).isEmpty, projects.project(containing: absolute) != nil { continue }
            }
            stringsFileModules[path] = namer.module(forCatalogAt: path)
        }
        var files = DiscoveredFiles(
            catalogs: catalogs, sources: sourceFiles, problems: problems, projects: projects, unreadableProjects: unreadableProjects,
            stringsTables: stringsTables, classNamingFiles: Array(Set(classNamingFiles)).sorted())
        files.stringsFileModules = stringsFileModules
        return files
    }

    /// The paths with those of ``namedFiles`` first, each group in its order.
    private func namedFirst(_ paths: [String], workingDirectory: String) -> [String] {
        guard !namedFiles.isEmpty else { return paths }
        let isNamed = { (path: String) in namedFiles.contains(PathPattern.absolute(path, relativeTo: workingDirectory)) }
        return paths.filter(isNamed) + paths.filter { !isNamed($0) }
    }

    /// Folders whose Swift files are other people's code (dependencies checked out by CocoaPods or
    /// Carthage): searched for catalogs, never for Swift files.
    package static let dependencyFolders: Set<String> = ["Pods", "Carthage", "Checkouts", "SourcePackages"]

    /// Whether a file name is a Swift source file's. A package manifest (`Package.swift`,
    /// `Package@swift-5.9.swift`) describes targets and shows no text to anybody: it is not read.
    static func isSwiftFileName(_ path: String) -> Bool {
        guard path.hasSuffix(".swift") else { return false }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name != "Package.swift" && !name.hasPrefix("Package@swift-")
    }

    private func isExcluded(_ path: String) -> Bool {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if isExcludedByPattern(path) { return true }
        return excludedPaths.contains { prefix in
            normalized == prefix || normalized.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        }
    }

    /// One folder named on the command line being searched: the root its links must stay in,
    /// found when the first link is met.
    private struct Walk {
        var argument: String
        var root: String??
        /// The tables of the `.strings` files met (``DiscoveredFiles/stringsTables``).
        var stringsTables: [String: Set<String>] = [:]
        /// The files met that may name a Swift class (``DiscoveredFiles/classNamingFiles``).
        var classNamingFiles: [String] = []

        mutating func linkRoot(_ boundary: SymlinkBoundary) -> String? {
            if let root { return root }
            // The repository, or outside one the folder named itself.
            let found = boundary.root(for: argument, checkedRoot: nil) ?? SymlinkBoundary.realPath(boundary.absolute(argument))
            root = .some(found)
            return found
        }
    }

    private func search(
        _ folder: String, walk: inout Walk, visited: inout Set<FileIdentity>, into paths: inout [String], sources: inout [String],
        projects: inout ProjectFiles, problems: inout [DiscoveryProblem], inDependency: Bool = false
    ) {
        // Follow the folder (it may be a link) and remember it, so a link loop ends here.
        guard let identity = FileIdentity(path: folder), visited.insert(identity).inserted else { return }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        } catch {
            problems.append(DiscoveryProblem(path: folder, reason: "cannot list the folder: \(error.localizedDescription)"))
            return
        }
        for name in names {
            // Below `.` a file is named as from the current folder (`Sources/x`, not `./Sources/x`), as
            // editors, CI logs and the repository-relative formats name it.
            let path = folder == "." ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let isCatalogName = name.lowercased().hasSuffix(".xcstrings")
            let isSourceName = readsSource != nil && !inDependency && Self.isSwiftFileName(name)
            // An `.xcloc` is an exported localization catalog: copies of the catalogs for translators,
            // never built into the app (PizzaHelperUnited keeps twelve in `_i18n_xliff/`).
            let isSkippedFolderName = name.hasPrefix(".") || Self.skippedFolders.contains(name) || name.hasSuffix(".xcloc")
            var status = stat()
            guard lstat(path, &status) == 0 else {
                // Too long a path, or gone since the folder was listed: said, never skipped silently.
                if isCatalogName { paths.append(path) } else { problems.append(DiscoveryProblem(path: path, reason: Self.reason(errno))) }
                continue
            }
            var type = status.st_mode & S_IFMT
            if type == S_IFLNK {
                var target = stat()
                guard stat(path, &target) == 0 else {
                    // A dangling link or a loop named like a catalog: the reader says which.
                    if isCatalogName { paths.append(path) }
                    continue
                }
                type = target.st_mode & S_IFMT
                guard type == S_IFDIR ? !isSkippedFolderName : (isCatalogName || isSourceName) else { continue }
                if !boundary.followsAll, let real = SymlinkBoundary.realPath(path),
                   let reason = boundary.refusal(link: path, resolved: real, root: walk.linkRoot(boundary)) {
                    problems.append(DiscoveryProblem(path: path, reason: reason))
                    continue
                }
            }
            if type == S_IFDIR {
                if isSkippedFolderName { continue }
                // A project's folder holds its settings, not sources: it is read, not searched.
                if name.hasSuffix(".xcodeproj") {
                    if !inDependency { projects.xcodeprojs.append(path) }
                    continue
                }
                if name.hasSuffix(".xcworkspace") {
                    if !inDependency { projects.workspaces.append(path) }
                    continue
                }
                search(
                    path, walk: &walk, visited: &visited, into: &paths, sources: &sources, projects: &projects, problems: &problems,
                    inDependency: inDependency || Self.dependencyFolders.contains(name))
            } else if isCatalogName {
                paths.append(path)
            } else if isSourceName, type == S_IFREG {
                sources.append(path)
            } else if name == "project.yml", type == S_IFREG, !inDependency {
                projects.xcodegenSpecs.append(path)
            } else if !inDependency, folder.hasSuffix(".lproj"), let table = Self.stringsTable(name) {
                walk.stringsTables[table, default: []].insert(path)
            } else if readsSource != nil, !inDependency, type == S_IFREG, Self.mayNameClasses(name) {
                walk.classNamingFiles.append(path)
            }
        }
    }

    /// Whether a file may name a Swift class that Swift code never names: an Interface Builder
    /// document, a property list, an Objective-C source or header.
    static func mayNameClasses(_ name: String) -> Bool {
        [".storyboard", ".xib", ".plist", ".m", ".mm", ".h"].contains { name.hasSuffix($0) }
    }

    /// The table a file of a `.lproj` folder holds, when it is a `.strings` or `.stringsdict` file:
    /// `Localizable` for `Localizable.strings`. `InfoPlist` is no table code looks up.
    static func stringsTable(_ name: String) -> String? {
        for suffix in [".strings", ".stringsdict"] where name.hasSuffix(suffix) {
            let table = String(name.dropLast(suffix.count))
            return table.isEmpty || table == "InfoPlist" ? nil : table
        }
        return nil
    }

    /// Why a path could not be looked at, for the report.
    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: "no such file or directory"
        case ENAMETOOLONG: "the path is longer than the system allows (\(String(cString: strerror(code)))); it is not searched"
        case ELOOP: "too many levels of symbolic links (a link loop)"
        default: String(cString: strerror(code))
        }
    }
}

/// The device and inode of a file, links followed, to recognise a folder or file reached twice.
private struct FileIdentity: Hashable {
    package var device: UInt64
    package var inode: UInt64

    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }
}
