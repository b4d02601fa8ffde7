import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a symbolic link met while finding catalogs or the configuration may lead.
///
/// A pull request can commit a link such as `x.xcstrings -> /proc/self/environ`; following it
/// would put another file's bytes (quoted in a `json-syntax` message) and its absolute path into a
/// public report. So a link inside the repository (the git top level of the working directory, or,
/// outside a repository, the folder being checked) is followed only when its target lies inside
/// it too; any other is reported, without reading it, unless `--follow-symlinks` is given.
/// Links outside the repository (a path named outside it, a configuration file above it) are the
/// user's own and are followed.
///
/// The repository's top level is asked of git once, when the first link is met, so a run that
/// meets no link starts no git process for it.
package final class SymlinkBoundary: @unchecked Sendable {
    // @unchecked: `cachedRoot` is only touched under `lock`.
    /// Whether every link is followed (`--follow-symlinks`).
    package let followsAll: Bool
    /// The folder relative paths start from, absolute.
    package let workingDirectory: String
    private let findRepositoryRoot: @Sendable () -> String?
    private let lock = NSLock()
    private var cachedRoot: String??

    /// - Parameters:
    ///   - followsAll: `--follow-symlinks`: every link is followed.
    ///   - workingDirectory: The folder relative paths start from.
    ///   - repositoryRoot: Finds the repository's top level (links resolved), or `nil` outside one.
    package init(followsAll: Bool, workingDirectory: String, repositoryRoot: @escaping @Sendable () -> String?) {
        self.followsAll = followsAll
        self.workingDirectory = workingDirectory
        findRepositoryRoot = repositoryRoot
    }

    /// A boundary that follows every link (for library-style callers and tests).
    package static let followingAll = SymlinkBoundary(followsAll: true, workingDirectory: FileManager.default.currentDirectoryPath) { nil }

    /// The repository's top level, asked once.
    package var repositoryRoot: String? {
        lock.lock()
        defer { lock.unlock() }
        if let cachedRoot { return cachedRoot }
        let root = findRepositoryRoot()
        cachedRoot = .some(root)
        return root
    }

    /// The folder that links at or under `path` (as named: relative to the working directory, or
    /// absolute) must stay inside: the repository when `path` lies in it, else `checkedRoot` when
    /// `path` lies in that; `nil` (any link is followed) otherwise.
    package func root(for path: String, checkedRoot: String?) -> String? {
        guard !followsAll else { return nil }
        let absolute = absolute(path)
        let parent = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        let realParent = Self.realPath(parent)
        func isInside(_ root: String) -> Bool {
            Self.contains(root, absolute) || realParent.map { Self.contains(root, $0) } == true
        }
        if let repository = repositoryRoot, isInside(repository) { return repository }
        if let checkedRoot, isInside(checkedRoot) { return checkedRoot }
        return nil
    }

    /// Why the link at `path` is not followed, or `nil` when it may be: its target (`resolved`, the
    /// real path) lies inside `root`, or there is no root.
    package func refusal(link path: String, resolved: String, root: String?) -> String? {
        guard !followsAll, let root, !Self.contains(root, resolved) else { return nil }
        return "it is a symbolic link that leads outside the repository (or the folder checked); it is not read (--follow-symlinks reads it)"
    }

    /// `path` made absolute against the working directory, `.` and `..` removed, links kept.
    package func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path.hasPrefix("/") ? path : workingDirectory + "/" + path).standardizedFileURL.path
    }

    /// Whether `path` is `root` or lies below it (both absolute).
    package static func contains(_ root: String, _ path: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// The path with every link resolved (`realpath`), or `nil` when it cannot be resolved (a
    /// dangling link, a loop, a path too long); `errno` says why.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
