import Foundation

/// The `objects` of a `project.pbxproj`, by id, and the paths of its file references and groups.
///
/// A path is resolved by its `sourceTree`: `<group>` is relative to the enclosing group's path (the
/// main group's is the project folder plus `projectDirPath`), `SOURCE_ROOT` to the project folder,
/// `<absolute>` stands alone. Build products, SDK and developer files (`BUILT_PRODUCTS_DIR`,
/// `SDKROOT`, `DEVELOPER_DIR`) and custom source trees are not part of the sources: they resolve to
/// nothing. Walking up the groups is iterative and stops at a cycle.
struct PBXObjects {
    /// The document, for positions.
    let document: PropertyListDocument
    /// Every object by id.
    let byID: [String: PropertyListDictionary]
    /// The group that lists each object among its `children`.
    private let parents: [String: String]
    /// The project folder (where the `.xcodeproj` lies), absolute and standardized: `SOURCE_ROOT`.
    let sourceRoot: String
    /// Where the main group's paths start: the project folder plus `projectDirPath`.
    let groupRoot: String
    /// The paths worked out so far, by id (`nil` for an object not in the source tree).
    private let paths = KnownPaths()

    /// Paths by id, filled in as they are asked for.
    private final class KnownPaths {
        var known: [String: String?] = [:]
    }

    init(document: PropertyListDocument, objects: PropertyListDictionary, sourceRoot: String, projectDirPath: String) {
        self.document = document
        var byID: [String: PropertyListDictionary] = [:]
        byID.reserveCapacity(objects.entries.count)
        var parents: [String: String] = [:]
        for entry in objects.entries {
            guard let object = entry.value.dictionary else { continue }
            byID[entry.key] = object
            for child in object.strings("children") where parents[child] == nil {
                parents[child] = entry.key
            }
        }
        self.byID = byID
        self.parents = parents
        self.sourceRoot = sourceRoot
        self.groupRoot = projectDirPath.isEmpty ? sourceRoot : Self.join(sourceRoot, projectDirPath)
    }

    subscript(id: String) -> PropertyListDictionary? { byID[id] }

    /// The `isa` of an object.
    func isa(_ id: String) -> String? { byID[id]?.string("isa") }

    /// The objects an array member lists, with their ids (ids that name no object are left out).
    func list(_ key: String, of object: PropertyListDictionary) -> [(id: String, object: PropertyListDictionary)] {
        object.strings(key).compactMap { id in byID[id].map { (id, $0) } }
    }

    /// The position of a value, for messages.
    func position(of value: PropertyListValue?) -> SourcePosition? {
        value.map { document.position(at: $0.offset) }
    }

    /// The absolute, standardized path of a file reference or group, or `nil` when it is not in the
    /// source tree (a build product, an SDK file) or its groups form a cycle. Each group's path is
    /// worked out once: a project names thousands of files in the same groups.
    func path(of id: String) -> String? {
        // Walk up the `<group>`-relative objects to one whose path is known or stands alone.
        var chain: [(id: String, own: String?)] = []
        var current = id
        var base: String?
        while true {
            if let known = paths.known[current] {
                base = known
                break
            }
            guard chain.count < byID.count, let object = byID[current] else {
                base = nil
                break
            }
            let own = object.string("path")
            if let own, own.hasPrefix("/") {
                base = own
            } else {
                switch object.string("sourceTree") ?? "<group>" {
                case "<group>":
                    chain.append((current, own))
                    guard let parent = parents[current] else {
                        base = groupRoot
                        break
                    }
                    current = parent
                    continue
                case "SOURCE_ROOT":
                    base = own.map { $0.isEmpty ? sourceRoot : Self.join(sourceRoot, $0) } ?? sourceRoot
                case "<absolute>":
                    base = own
                default:
                    base = nil
                }
            }
            base = base.map(Self.standardized)
            // The main group's own path is the folder its path starts from, not its path.
            if chain.last?.id != current { paths.known[current] = base }
            break
        }
        // Then down again, remembering each path on the way.
        var path = base
        for (id, own) in chain.reversed() {
            if let folder = path, let own, !own.isEmpty { path = Self.standardized(Self.join(folder, own)) }
            paths.known[id] = path
        }
        return path
    }

    /// `folder/relative`.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The path with `.` and `..` components and repeated or trailing slashes resolved, as
    /// `URL.standardizedFileURL` does, without the file system and without the cost of a URL (a
    /// project names thousands of paths). A relative path is taken from the current folder.
    static func standardized(_ path: String) -> String {
        if isStandardized(path) { return path }
        let absolute = path.hasPrefix("/") ? path : join(FileManager.default.currentDirectoryPath, path)
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// Whether an absolute path has no `//`, no `.` or `..` component and no trailing slash (a
    /// component that starts with a dot is taken to be one, which only sends it the longer way).
    private static func isStandardized(_ path: String) -> Bool {
        var previous: UInt8 = 0
        var count = 0
        for byte in path.utf8 {
            if count == 0 && byte != UInt8(ascii: "/") { return false }
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".")) { return false }
            previous = byte
            count += 1
        }
        return count == 1 || previous != UInt8(ascii: "/")
    }
}
