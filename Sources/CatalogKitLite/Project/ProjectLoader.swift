import Foundation

/// The project files a discovery found: `.xcodeproj` folders, `.xcworkspace` folders and XcodeGen
/// `project.yml` specs, as found.
public struct ProjectFiles: Hashable, Sendable {
    /// `.xcodeproj` folders.
    public var xcodeprojs: [String] = []
    /// `.xcworkspace` folders (not the `project.xcworkspace` inside a project).
    public var workspaces: [String] = []
    /// XcodeGen specs (`project.yml`).
    public var xcodegenSpecs: [String] = []

    /// No files.
    public init() {}

    /// Whether nothing was found.
    public var isEmpty: Bool { xcodeprojs.isEmpty && workspaces.isEmpty && xcodegenSpecs.isEmpty }
}

/// Reads the projects a run found, once each: every `.xcodeproj`, those each workspace names, and
/// the XcodeGen specs whose folder holds no `.xcodeproj` (a generated project, when present, is read
/// instead: it is what Xcode builds, exactly).
public enum ProjectLoader {
    /// What was read, and what could not be: `unreadable` are projects that could not be used at
    /// all (a syntax error), whose problems are errors; the problems of the projects that were
    /// read are in each ``XcodeProject/problems``.
    public static func load(_ files: ProjectFiles, workingDirectory: String) -> (projects: ProjectTargets, unreadable: [ProjectProblem]) {
        var projects: [XcodeProject] = []
        var unreadable: [ProjectProblem] = []
        var seen = Set<String>()
        var xcodeprojs = files.xcodeprojs.map { ($0, absolute($0, workingDirectory)) }
        for workspace in files.workspaces.sorted() {
            do {
                for named in try WorkspaceReader.projects(inWorkspace: workspace, workingDirectory: workingDirectory) {
                    guard FileManager.default.fileExists(atPath: PBXObjects.join(named, "project.pbxproj")) else { continue }
                    xcodeprojs.append((relative(named, workingDirectory), named))
                }
            } catch {
                unreadable.append(error)
            }
        }
        for (path, absolutePath) in xcodeprojs.sorted(by: { $0.1 < $1.1 }) {
            // A folder without its project file is what a generator leaves in the repository (noop
            // commits `Strand.xcodeproj/project.xcworkspace` of the project XcodeGen makes): not a
            // project, so the spec beside it is read.
            guard !seen.contains(absolutePath), FileManager.default.fileExists(atPath: PBXObjects.join(absolutePath, "project.pbxproj")) else { continue }
            seen.insert(absolutePath)
            do {
                projects.append(try PBXProjectReader.read(xcodeproj: path, workingDirectory: workingDirectory))
            } catch {
                unreadable.append(error)
            }
        }
        let generatedFolders = Set(seen.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path })
        var seenSpecs = Set<String>()
        for spec in files.xcodegenSpecs.sorted() {
            let absoluteSpec = absolute(spec, workingDirectory)
            guard seenSpecs.insert(absoluteSpec).inserted,
                  !generatedFolders.contains(URL(fileURLWithPath: absoluteSpec).deletingLastPathComponent().path) else { continue }
            do {
                projects.append(try XcodeGenProjectReader.read(spec: spec, workingDirectory: workingDirectory))
            } catch {
                unreadable.append(error)
            }
        }
        return (ProjectTargets(projects), unreadable)
    }

    private static func absolute(_ path: String, _ workingDirectory: String) -> String {
        PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(workingDirectory, path))
    }

    /// A path below the working directory written relative to it, as discovery writes paths.
    private static func relative(_ path: String, _ workingDirectory: String) -> String {
        let base = absolute(workingDirectory, "/")
        let prefix = base == "/" ? "/" : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
