import Foundation
import CatalogKitLite

/// PATHs that name single files (a catalog, a Swift file, a configuration or project file, as a
/// pre-commit hook passes them) are audited inside their project, and only their own findings are
/// reported.
///
/// A catalog's roles come from the Swift code that uses its keys, and a Swift file's keys are
/// checked against its module's catalogs: a file audited alone loses both (a hint taken for a label,
/// a key reported missing). So each named file is replaced by its project's folder for the audit,
/// and the run is then narrowed to the named files. A configuration or project file changes how
/// its whole project is audited, so naming one reports its whole project.
struct NamedFiles: Sendable {
    /// The PATHs to audit: folders as given, named files replaced by their projects' folders (each
    /// once, in the order first met).
    var searchPaths: [String]
    /// The named catalogs and Swift files, absolute and standardized; empty when no PATH named a
    /// file, and then the run is reported whole.
    var files: Set<String> = []
    /// Folders reported whole, absolute: the PATHs that are folders, and the projects of named
    /// configuration and project files.
    var folders: [String] = []

    /// The names of files that decide how their whole project is audited.
    static let projectFileNames: Set<String> = [Configuration.fileName, "project.pbxproj", "project.yml", "Package.swift"]

    /// Groups `paths` (relative to `workingDirectory`) into folders to search and files to report.
    init(_ paths: [String], workingDirectory: String) {
        var searchPaths: [String] = []
        var seenRoots = Set<String>()
        for path in paths {
            let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isFolder)
            let name = (absolute as NSString).lastPathComponent
            let isAuditedFile = name.hasSuffix(".xcstrings") || name.hasSuffix(".swift")
            guard exists, !isFolder.boolValue, isAuditedFile || Self.projectFileNames.contains(name) else {
                // Folders, and what cannot be audited in a project (a missing path says so itself).
                searchPaths.append(path)
                if exists, isFolder.boolValue { folders.append(absolute) }
                continue
            }
            let root = Self.projectRoot(of: absolute)
            if isAuditedFile && name != "Package.swift" {
                files.insert(absolute)
            } else {
                folders.append(root)
            }
            guard seenRoots.insert(root).inserted else { continue }
            searchPaths.append(path.hasPrefix("/") ? root : DisplayPath.relative(root, to: workingDirectory))
        }
        self.searchPaths = searchPaths
        if files.isEmpty { folders = [] }
    }

    /// The folder of the project that holds `file`: the nearest folder above it with a Swift
    /// package manifest, an Xcode project or workspace, an XcodeGen spec or a configuration, but no
    /// higher than the repository; else the repository; else the file's own folder.
    static func projectRoot(of file: String) -> String {
        let repository = RepositoryRoot.of(file, workingDirectory: "/")
        var folder = RepositoryRoot.parent(of: file)
        // A file inside a project bundle (`App.xcodeproj/project.pbxproj`) belongs to the folder
        // that holds the bundle.
        while folder.hasSuffix(".xcodeproj") || folder.hasSuffix(".xcworkspace") { folder = RepositoryRoot.parent(of: folder) }
        var candidate = folder
        while true {
            if isProjectFolder(candidate) { return candidate }
            if candidate == repository || candidate == "/" { break }
            candidate = RepositoryRoot.parent(of: candidate)
        }
        return repository ?? folder
    }

    private static func isProjectFolder(_ folder: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return false }
        return names.contains { name in
            name == "Package.swift" || name == "project.yml" || name == Configuration.fileName
                || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
        }
    }

    /// Whether a file the audit found (as found, relative to `workingDirectory` or absolute) is
    /// reported.
    func reports(_ path: String, workingDirectory: String) -> Bool {
        guard !files.isEmpty else { return true }
        let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
        return files.contains(absolute) || folders.contains { PathPattern.isPrefix($0, of: absolute) }
    }

    /// The run narrowed to the named files and the folders reported whole: their catalogs, Swift
    /// files and problems; the same run when no PATH named a file.
    func narrow(_ run: AuditRun, workingDirectory: String) -> AuditRun {
        guard !files.isEmpty else { return run }
        var narrowed = run
        narrowed.catalogs.removeAll { !reports($0.loaded.path, workingDirectory: workingDirectory) }
        narrowed.loaded.catalogs.removeAll { !reports($0.path, workingDirectory: workingDirectory) }
        narrowed.loaded.problems.removeAll { !reports($0.path, workingDirectory: workingDirectory) }
        narrowed.loaded.unreadableSources.removeAll { !reports($0.path, workingDirectory: workingDirectory) }
        narrowed.sources.removeAll { !reports($0.path, workingDirectory: workingDirectory) }
        return narrowed
    }
}
