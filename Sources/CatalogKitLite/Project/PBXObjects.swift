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
    /// source tree (a build product, an SDK file) or its groups form a cycle.
    func path(of id: String) -> String? {
        var components: [String] = []
        var current = id
        var visited = Set<String>()
        var base: String
        while true {
            guard visited.insert(current).inserted, let object = byID[current] else { return nil }
            let own = object.string("path")
            if let own, own.hasPrefix("/") {
                base = own
                break
            }
            switch object.string("sourceTree") ?? "<group>" {
            case "<group>":
                if let own, !own.isEmpty { components.append(own) }
                guard let parent = parents[current] else {
                    base = groupRoot
                    break
                }
                current = parent
                continue
            case "SOURCE_ROOT":
                if let own, !own.isEmpty { components.append(own) }
                base = sourceRoot
            case "<absolute>":
                guard let own else { return nil }
                base = own
            default:
                return nil
            }
            break
        }
        var path = base
        for component in components.reversed() { path = Self.join(path, component) }
        return Self.standardized(path)
    }

    /// `folder/relative`.
    static func join(_ folder: String, _ relative: String) -> String {
        folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The path with `.` and `..` resolved (no file system access).
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
