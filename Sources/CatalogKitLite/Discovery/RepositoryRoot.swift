import Foundation

/// The repository a path belongs to, found the way git finds it but without starting git: the
/// nearest folder, from the path's own folder up to the filesystem root, that holds `.git` (a
/// folder, or a file as in a linked worktree or a submodule).
///
/// The configuration is looked up no higher than this folder, and `--changed-since` runs git in it,
/// so a project checked from outside its folder gets its own configuration and history.
package enum RepositoryRoot {
    /// The repository root of `path` (absolute, or relative to `workingDirectory`), standardized;
    /// `nil` when no folder above holds `.git`. For a folder the search starts in the folder itself,
    /// for anything else (a file, a path that does not exist) in its parent.
    package static func of(_ path: String, workingDirectory: String) -> String? {
        var folder = searchStart(path, workingDirectory: workingDirectory)
        while true {
            if FileManager.default.fileExists(atPath: folder == "/" ? "/.git" : folder + "/.git") { return folder }
            guard folder != "/" else { return nil }
            folder = parent(of: folder)
        }
    }

    /// The folder a search upwards from `path` starts in: the path itself when it is a folder, else
    /// its parent. Absolute and standardized.
    package static func searchStart(_ path: String, workingDirectory: String) -> String {
        let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue { return absolute }
        return parent(of: absolute)
    }

    /// The folder above `folder` (absolute); `/` for `/`.
    package static func parent(of folder: String) -> String {
        URL(fileURLWithPath: folder).deletingLastPathComponent().standardizedFileURL.path
    }
}
