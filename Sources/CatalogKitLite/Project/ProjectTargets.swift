/// The targets of every project a run found, and which of them build a file: the Swift files each
/// compiles, the catalogs each copies, and whose main bundle a target's code runs with.
public struct ProjectTargets: Sendable {
    /// A target: its project's index and its index in that project.
    public struct ID: Hashable, Comparable, Sendable {
        /// The project's index in ``ProjectTargets/projects``.
        public var project: Int
        /// The target's index in its project's targets.
        public var target: Int

        /// By project, then by target.
        public static func < (lhs: ID, rhs: ID) -> Bool {
            (lhs.project, lhs.target) < (rhs.project, rhs.target)
        }
    }

    /// The projects, sorted by path.
    public let projects: [XcodeProject]
    /// Every target, in order.
    public let allTargets: [ID]
    /// Per target, the targets of its project that depend on it or embed it.
    private let dependents: [ID: [ID]]
    /// The targets that name each Swift file one by one, and the synchronized folders whose Swift
    /// files are compiled, with their targets: a file is looked up once, not once per target.
    private let namedSwiftFiles: [String: [ID]]
    private let swiftFolders: [(target: ID, folder: TargetMembership.SynchronizedFolder)]

    /// No project.
    public static let none = ProjectTargets([])

    /// The targets of these projects (sorted by path here).
    public init(_ projects: [XcodeProject]) {
        let sorted = projects.sorted { $0.path < $1.path }
        self.projects = sorted
        var dependents: [ID: [ID]] = [:]
        for (projectIndex, project) in sorted.enumerated() {
            var byName: [String: Int] = [:]
            for (index, target) in project.targets.enumerated() where byName[target.name] == nil { byName[target.name] = index }
            for (index, target) in project.targets.enumerated() {
                for name in Set(target.dependencies + target.embeddedTargets) {
                    guard let used = byName[name], used != index else { continue }
                    dependents[ID(project: projectIndex, target: used), default: []].append(ID(project: projectIndex, target: index))
                }
            }
        }
        self.dependents = dependents
        allTargets = sorted.indices.flatMap { project in sorted[project].targets.indices.map { ID(project: project, target: $0) } }
        var named: [String: [ID]] = [:]
        // Paths are long: growing the table would hash each of them again.
        named.reserveCapacity(allTargets.reduce(0) { $0 + sorted[$1.project].targets[$1.target].membership.swiftFiles.count })
        for id in allTargets {
            for file in sorted[id.project].targets[id.target].membership.swiftFiles { named[file, default: []].append(id) }
        }
        namedSwiftFiles = named
        swiftFolders = allTargets.flatMap { id in
            sorted[id.project].targets[id.target].membership.folders.filter(\.compilesSwift).map { (id, $0) }
        }
    }

    /// Whether no project was found.
    public var isEmpty: Bool { projects.isEmpty }


    /// A target.
    public subscript(id: ID) -> ProjectTarget { projects[id.project].targets[id.target] }

    /// The targets that compile the Swift file at `path` (absolute, standardized), the one that
    /// ships it to users first (see ``ordered(_:)``).
    public func compiling(_ path: String) -> [ID] {
        var found = namedSwiftFiles[path] ?? []
        if path.hasSuffix(".swift") {
            for (id, folder) in swiftFolders where !found.contains(id) && folder.compiles(path) { found.append(id) }
        }
        return found.count > 1 ? ordered(found) : found
    }

    /// The targets that compile each Swift file of `paths` (absolute, standardized) that a project
    /// names in another case than the disk has: winston's group `Components` for the folder
    /// `components`. Xcode finds them, as a Mac's file system ignores case; asked only for files no
    /// target names as they are written, so that the common run hashes no path twice.
    public func compilingIgnoringCase(_ paths: [String]) -> [[ID]] {
        var folded: [String: [ID]] = [:]
        folded.reserveCapacity(namedSwiftFiles.count)
        for (file, ids) in namedSwiftFiles { folded[file.lowercased(), default: []] += ids }
        // oktan's synchronized folder `oktan` for the disk's `Oktan` (49th study): compared folded
        // first, as most files asked about lie in packages below no folder in any case.
        let foldedFolders = swiftFolders.map { $0.folder.path.lowercased() + "/" }
        return paths.map { path in
            let lowered = path.lowercased()
            var found = Array(Set(folded[lowered] ?? []))
            for ((id, folder), foldedFolder) in zip(swiftFolders, foldedFolders) where !found.contains(id) {
                guard lowered.utf8.starts(with: foldedFolder.utf8), let respelt = folder.respelt(path), folder.compiles(respelt) else { continue }
                found.append(id)
            }
            return found.count > 1 ? ordered(found) : found
        }
    }

    /// The targets that copy the catalog at `path` (absolute, standardized) into their bundle, in
    /// the order of ``ordered(_:)``; where none names it as written, those that name it (or a
    /// folder above it) in another case, as Xcode on a Mac finds it, or that name it moved
    /// (``bundlingMoved(_:isOnDisk:)``).
    public func bundling(_ path: String) -> [ID] {
        let exact = allTargets.filter { self[$0].membership.bundles(path) }
        if !exact.isEmpty || project(containing: path) == nil { return ordered(exact) }
        let respelt = allTargets.filter { self[$0].membership.bundlesIgnoringCase(path) }
        return respelt.isEmpty ? bundlingMoved(path) : ordered(respelt)
    }

    /// Targets in the order in which they name a file's module: an app first, then extensions,
    /// services, frameworks, tests; within a kind in the order of the projects and their targets.
    public func ordered(_ ids: [ID]) -> [ID] {
        ids.sorted { (self[$0].kind.precedence, $0) < (self[$1].kind.precedence, $1) }
    }

    /// The targets that link a local package's target (folder absolute and standardized, and name)
    /// through one of its products, tests left out: the apps and extensions its code runs in.
    public func linking(packageTargetFolder folder: String, name: String) -> [ID] {
        allTargets.filter { id in
            !self[id].kind.isTests && self[id].packageProducts.contains { $0.links(targetFolder: folder, targetName: name) }
        }
    }

    /// The project whose folder holds `path` (absolute, standardized), the deepest when folders nest.
    public func project(containing path: String) -> Int? {
        projects.indices
            .filter { path.hasPrefix(projects[$0].folder == "/" ? "/" : projects[$0].folder + "/") }
            .max { projects[$0].folder.count < projects[$1].folder.count }
    }

    /// The targets whose main bundle the code of `ids` runs with: each one that has a main bundle of
    /// its own (an app, an extension, a service, a tool, and for a tool the apps that embed it); for a
    /// framework or library, the targets that depend on it or embed it, followed up to ones with
    /// their own main bundle. Sorted.
    public func mainBundleHosts(of ids: [ID]) -> [ID] {
        var hosts = Set<ID>()
        var visited = Set<ID>()
        var pending = ids
        while let id = pending.popLast() {
            guard visited.insert(id).inserted else { continue }
            if self[id].kind.hasOwnMainBundle {
                hosts.insert(id)
                // A command-line tool that an app copies into itself (caker's `caked` in `caked.app`)
                // runs from the app's folder, whose bundle is then its main bundle.
                if self[id].kind == .tool {
                    pending += (dependents[id] ?? []).filter { self[$0].embeddedTargets.contains(self[id].name) }
                }
            } else {
                pending += dependents[id] ?? []
            }
        }
        return hosts.sorted()
    }

    /// Whether the target is an app that no other target but tests depends on or embeds: a product
    /// shipped on its own (a standalone watch app beside an iPhone app), not a part of another's.
    public func isStandaloneApp(_ id: ID) -> Bool {
        self[id].kind == .app && (dependents[id] ?? []).allSatisfy { self[$0].kind.isTests }
    }

    /// The targets of its project that a target depends on or embeds, directly.
    public func dependencies(of id: ID) -> [ID] {
        let project = projects[id.project]
        let names = Set(self[id].dependencies + self[id].embeddedTargets)
        return project.targets.indices.filter { names.contains(project.targets[$0].name) }.map { ID(project: id.project, target: $0) }
    }

    /// `App.xcodeproj: App`, for messages that name a target of one of several projects.
    public func name(of id: ID) -> String { self[id].name }
}
