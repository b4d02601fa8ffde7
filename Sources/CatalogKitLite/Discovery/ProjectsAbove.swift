import Foundation

/// The Xcode projects, workspaces and XcodeGen specs in the folders above the paths being checked, up to each
/// path's repository root: `check App/Sources/Feature` is judged by the `App.xcodeproj` that
/// builds it. Outside a repository nothing above a path is looked at.
enum ProjectsAbove {
    /// The `.xcodeproj` and `.xcworkspace` folders and `project.yml` files found, as absolute paths;
    /// each folder is listed once.
    static func search(_ arguments: [String], workingDirectory: String) -> ProjectFiles {
        var files = ProjectFiles()
        var listed = Set<String>()
        for argument in arguments {
            guard let root = RepositoryRoot.of(argument, workingDirectory: workingDirectory) else { continue }
            let start = RepositoryRoot.searchStart(argument, workingDirectory: workingDirectory)
            let absolute = PathPattern.absolute(argument, relativeTo: workingDirectory)
            // A folder named on the command line is searched already; a file's folder is not.
            if start == absolute && start == root { continue }
            var folder = start == absolute ? RepositoryRoot.parent(of: start) : start
            while PathPattern.isPrefix(root, of: folder), listed.insert(folder).inserted {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names.sorted() {
                    let path = folder == "/" ? "/" + name : folder + "/" + name
                    if name.hasSuffix(".xcodeproj") { files.xcodeprojs.append(path) }
                    if name.hasSuffix(".xcworkspace") { files.workspaces.append(path) }
                    if name == "project.yml" { files.xcodegenSpecs.append(path) }
                }
                guard folder != root, folder != "/" else { break }
                folder = RepositoryRoot.parent(of: folder)
            }
        }
        return files
    }
}
