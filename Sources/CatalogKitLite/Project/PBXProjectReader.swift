import Foundation

/// Reads an `.xcodeproj` folder's `project.pbxproj` into an ``XcodeProject``: the project object's
/// `knownRegions`, `developmentRegion` and targets; for each target its kind (from its product
/// type), the Swift files its Sources phase compiles, the catalogs its Resources phase copies (also
/// through variant groups), its synchronized folders with their exceptions, its configurations with
/// the project's and its `.xcconfig` files layered under them, its dependencies, the targets its
/// copy-files phases embed, and the local package products it links.
///
/// A file that is not a property list is an error with its line and column. A project whose parts
/// are missing or malformed (an object id that names nothing, a configuration without a name, an
/// unreadable `.xcconfig`) is read all the same; each such part is a problem of the project.
public enum PBXProjectReader {
    /// The largest `project.pbxproj` read (the largest in the corpus has 1 MB).
    public static let maximumFileSize = 64 << 20

    /// Reads the project in the `.xcodeproj` folder at `path` (as found; relative paths are taken
    /// from `workingDirectory`).
    public static func read(xcodeproj path: String, workingDirectory: String) throws(ProjectProblem) -> XcodeProject {
        let file = PBXObjects.join(path, "project.pbxproj")
        let absolute = PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(workingDirectory, path))
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: PBXObjects.join(absolute, "project.pbxproj"), maximumSize: maximumFileSize)
        } catch {
            throw ProjectProblem(file: file, position: nil, message: "cannot read the project: \(error.reason)", id: "io-error")
        }
        return try read(bytes, file: file, xcodeproj: path, absolute: absolute)
    }

    /// Reads `project.pbxproj` bytes; `absolute` is the `.xcodeproj` folder's absolute path, whose
    /// parent is the project folder.
    public static func read(_ bytes: [UInt8], file: String, xcodeproj path: String, absolute: String) throws(ProjectProblem) -> XcodeProject {
        let document: PropertyListDocument
        do {
            document = try PropertyListReader.parse(bytes)
        } catch {
            throw ProjectProblem(file: file, position: error.position, message: error.message, id: "project-syntax")
        }
        let position = { (value: PropertyListValue?) in value.map { document.position(at: $0.offset) } }
        guard let root = document.root.dictionary else {
            throw ProjectProblem(file: file, position: position(document.root), message: "expected the project to be a dictionary, found \(document.root.kindInWords)", id: "project-syntax")
        }
        guard let objects = root["objects"]?.dictionary else {
            throw ProjectProblem(file: file, position: position(root["objects"] ?? document.root), message: "the project has no 'objects' dictionary", id: "project-syntax")
        }
        guard let rootID = root.string("rootObject"), let project = objects[rootID]?.dictionary, project.string("isa") == "PBXProject" else {
            throw ProjectProblem(file: file, position: position(root["rootObject"] ?? document.root), message: "'rootObject' does not name the PBXProject object", id: "project-syntax")
        }
        let url = URL(fileURLWithPath: absolute)
        let table = PBXObjects(
            document: document, objects: objects, sourceRoot: url.deletingLastPathComponent().path,
            projectDirPath: project.string("projectDirPath") ?? "")
        let projectName = url.deletingPathExtension().lastPathComponent
        var reader = PBXTargetReading(objects: table, file: file, projectName: projectName, project: project)
        let projectConfigurations = reader.configurations(of: project, layeredOn: [:], builtIn: [:])
        let targets = table.list("targets", of: project).compactMap { reader.target($0.id, $0.object, projectConfigurations: projectConfigurations) }
        return XcodeProject(
            path: path, folder: table.sourceRoot, name: projectName, source: .xcodeproj,
            targets: targets, knownRegions: project.strings("knownRegions"),
            developmentRegion: project.string("developmentRegion"), problems: reader.problems)
    }
}
