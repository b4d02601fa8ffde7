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
/// - The result is sorted by module and path and free of repeats, whatever order the file system
///   lists folders in.
package struct CatalogDiscovery {
    /// Folder names never searched, beside hidden folders.
    package static let skippedFolders: Set<String> = ["DerivedData", "node_modules"]

    package var moduleNamer = ModuleNamer()
    /// Paths (relative to the working directory or absolute) to leave out, matched as prefixes.
    package var excludedPaths: [String] = []
    /// Whether a path is left out by other means (the configuration's globs).
    package var isExcludedByPattern: @Sendable (String) -> Bool = { _ in false }

    /// A discovery with these module names and exclusions; by default every catalog found, named
    /// by its path.
    package init(
        moduleNamer: ModuleNamer = ModuleNamer(), excludedPaths: [String] = [],
        isExcludedByPattern: @escaping @Sendable (String) -> Bool = { _ in false }
    ) {
        self.moduleNamer = moduleNamer
        self.excludedPaths = excludedPaths
        self.isExcludedByPattern = isExcludedByPattern
    }

    package func discover(_ arguments: [String]) -> (catalogs: [DiscoveredCatalog], problems: [DiscoveryProblem]) {
        var paths: [String] = []
        var problems: [DiscoveryProblem] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory) else {
                // A dangling link or a missing file: named explicitly, so reading it says why.
                if (try? FileManager.default.destinationOfSymbolicLink(atPath: argument)) != nil {
                    paths.append(argument)
                } else {
                    problems.append(DiscoveryProblem(path: argument, reason: "no such file or directory"))
                }
                continue
            }
            if isDirectory.boolValue {
                var visited = Set<FileIdentity>()
                search(argument, visited: &visited, into: &paths, problems: &problems)
            } else {
                paths.append(argument)
            }
        }
        // The same file reached twice (named twice, or through a link) is read once.
        var seenFiles = Set<FileIdentity>()
        let catalogs = paths
            .filter { path in
                guard !isExcluded(path) else { return false }
                guard let identity = FileIdentity(path: path) else { return true }
                return seenFiles.insert(identity).inserted
            }
            .map { DiscoveredCatalog(path: $0, module: moduleNamer.module(forCatalogAt: $0)) }
            .sorted { ($0.module, $0.path) < ($1.module, $1.path) }
        return (catalogs, problems)
    }

    private func isExcluded(_ path: String) -> Bool {
        let normalized = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        if isExcludedByPattern(path) { return true }
        return excludedPaths.contains { prefix in
            normalized == prefix || normalized.hasPrefix(prefix.hasSuffix("/") ? prefix : prefix + "/")
        }
    }

    private func search(_ folder: String, visited: inout Set<FileIdentity>, into paths: inout [String], problems: inout [DiscoveryProblem]) {
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
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if exists, isDirectory.boolValue {
                if name.hasPrefix(".") || Self.skippedFolders.contains(name) { continue }
                search(path, visited: &visited, into: &paths, problems: &problems)
            } else if name.lowercased().hasSuffix(".xcstrings") {
                paths.append(path)
            }
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
