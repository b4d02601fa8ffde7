import Foundation

/// Files a project names at a path that is not on disk, found at another path in the project's
/// folder: AuthenticKey's project (58th study) names `AuthenticKey/Views/TokenListItem.swift` while
/// the repository holds `Views/TokenListItem.swift`, its source folder flattened on the way to
/// GitHub. Xcode would show such references in red and fail to build; the checkout's own files are
/// what the project meant, so each is taken as the file of the same name the project misses, where
/// that name is missed once and found once (two missing `Utils.swift`, or two on disk that no target
/// names, decide nothing).
extension ProjectTargets {
    /// For each Swift file of `paths` (absolute, standardized) that no target names, in any case:
    /// the targets that name a file of its name in its project's folder at a path not on disk, when
    /// exactly one such path has that name and no other file of `paths` has it; `isOnDisk` says
    /// whether a named path exists.
    public func compilingMoved(_ paths: [String], isOnDisk: (String) -> Bool = ProjectTargets.isOnDisk) -> [[ID]] {
        var missing: [String: [String: [ID]]] = [:]
        for id in allTargets {
            for file in self[id].membership.swiftFiles { missing[Self.fileName(file), default: [:]][file, default: []].append(id) }
        }
        var found: [String: Int] = [:]
        for path in paths { found[Self.fileName(path), default: 0] += 1 }
        return paths.map { path in found[Self.fileName(path)] == 1 ? movedTargets(of: path, among: missing, isOnDisk: isOnDisk) : [] }
    }

    /// The targets that name a catalog (or strings table) of the name of the one at `path` at a path
    /// not on disk, in the same way.
    public func bundlingMoved(_ path: String, isOnDisk: (String) -> Bool = ProjectTargets.isOnDisk) -> [ID] {
        let name = Self.fileName(path)
        var named: [String: [ID]] = [:]
        for id in allTargets {
            for file in self[id].membership.catalogs.union(self[id].membership.stringsFiles) where Self.fileName(file) == name {
                named[file, default: []].append(id)
            }
        }
        return movedTargets(of: path, among: [name: named], isOnDisk: isOnDisk)
    }

    /// Whether a file exists at the path.
    public static func isOnDisk(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    private func movedTargets(of path: String, among named: [String: [String: [ID]]], isOnDisk: (String) -> Bool) -> [ID] {
        guard let project = project(containing: path), let candidates = named[Self.fileName(path)] else { return [] }
        let projectFolder = projects[project].folder
        let gone = candidates.filter { file, ids in
            file != path && ids.contains { $0.project == project } && file.hasPrefix(projectFolder == "/" ? "/" : projectFolder + "/") && !isOnDisk(file)
        }
        guard gone.count == 1, let ids = gone.first?.value else { return [] }
        let own = Array(Set(ids.filter { $0.project == project }))
        return own.count > 1 ? ordered(own) : own
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
