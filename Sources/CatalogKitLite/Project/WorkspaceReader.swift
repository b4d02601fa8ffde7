import Foundation

/// Reads an `.xcworkspace` folder's `contents.xcworkspacedata`: the Xcode projects it names.
///
/// A `FileRef` or `Group` location is `group:` (relative to the enclosing group's folder; the
/// workspace's own folder at the top), `container:` (relative to the folder that holds the
/// `.xcworkspace`), `absolute:`, or `self:` (the project a `project.xcworkspace` belongs to, which
/// names nothing new). References that are not `.xcodeproj` folders (files, Swift packages) are
/// left out. Groups nest on an explicit stack.
public enum WorkspaceReader {
    /// The projects a workspace names, as absolute, standardized paths of `.xcodeproj` folders, in
    /// document order.
    ///
    /// - Parameter path: The `.xcworkspace` folder (relative paths are taken from `workingDirectory`).
    /// - Throws: ``ProjectProblem`` when the file cannot be read or is not well-formed XML, or its
    ///   root is not `<Workspace>`.
    public static func projects(inWorkspace path: String, workingDirectory: String) throws(ProjectProblem) -> [String] {
        let file = PBXObjects.join(path, "contents.xcworkspacedata")
        let absolute = PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(workingDirectory, path))
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: PBXObjects.join(absolute, "contents.xcworkspacedata"), maximumSize: 16 << 20)
        } catch {
            throw ProjectProblem(file: file, position: nil, message: "cannot read the workspace: \(error.reason)", id: "io-error")
        }
        return try projects(in: bytes, file: file, container: URL(fileURLWithPath: absolute).deletingLastPathComponent().path)
    }

    /// The projects named in `contents.xcworkspacedata` bytes; `container` is the folder that holds
    /// the `.xcworkspace`.
    public static func projects(in bytes: [UInt8], file: String, container: String) throws(ProjectProblem) -> [String] {
        let root: XMLElementNode
        do {
            root = try XMLReader.parse(bytes, file: file)
        } catch {
            throw ProjectProblem(file: file, position: error.position, message: error.message, id: "project-syntax")
        }
        guard root.localName == "Workspace" else {
            throw ProjectProblem(file: file, position: root.position, message: "the root element is <\(root.name)>, not <Workspace>", id: "project-syntax")
        }
        var result: [String] = []
        // Elements to visit with their group's folder, the last first (so document order is kept).
        var pending: [(element: XMLElementNode, folder: String)] = root.elements.reversed().map { ($0, container) }
        while let (element, folder) = pending.popLast() {
            let location = element.attribute("location").flatMap { resolve($0, group: folder, container: container) }
            switch element.localName {
            case "Group":
                let inner = location ?? folder
                pending += element.elements.reversed().map { ($0, inner) }
            case "FileRef":
                if let location, location.hasSuffix(".xcodeproj") { result.append(location) }
            default:
                continue
            }
        }
        return result
    }

    /// A location's absolute path, or `nil` for `self:`, an empty location, or an unknown kind.
    private static func resolve(_ location: String, group: String, container: String) -> String? {
        guard let colon = location.firstIndex(of: ":") else { return nil }
        let kind = location[..<colon]
        let path = String(location[location.index(after: colon)...])
        switch kind {
        case "group": return path.isEmpty ? group : PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(group, path))
        case "container": return path.isEmpty ? container : PBXObjects.standardized(PBXObjects.join(container, path))
        case "absolute": return path.isEmpty ? nil : PBXObjects.standardized(path)
        default: return nil
        }
    }
}
