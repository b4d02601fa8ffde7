import Foundation

/// Reads an XcodeGen spec with the specs it includes, as XcodeGen merges them: each `include:` (a
/// path, or `{path, relativePaths, enable}`) in order, then the including spec on top; mappings
/// merge key by key, sequences append, anything else is replaced, and a key written `key:REPLACE`
/// replaces instead of merging.
///
/// The paths a spec names (sources, `.xcconfig` files, local packages) are made absolute from the
/// folder of the spec that names them (or of the root spec, for an include with `relativePaths:
/// false`), so that merged specs agree. Each value keeps the index of its file in ``files``
/// (``YAMLValue/document``), so a problem names the right file.
struct XcodeGenSpecLoader {
    /// The deepest chain of includes followed.
    static let maximumIncludeDepth = 16

    /// The files read, as reports name them (the root spec first).
    private(set) var files: [String] = []
    /// Parts that could not be read (a missing include); the rest is used.
    var problems: [ProjectProblem] = []
    /// Reports name a file from the spec's folder as found.
    let displayRoot: String
    /// The folder the spec's paths are taken from: its own, or the folder above it that holds them
    /// when the project is made with `--project-root` (Capsule's `App/project.yml`, generated with
    /// `xcodegen --spec App/project.yml --project-root .`, names `App/Sources`).
    private(set) var rootFolder: String

    init(spec: String, absolute: String) {
        displayRoot = URL(fileURLWithPath: spec).deletingLastPathComponent().relativePath
        rootFolder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
    }

    /// The merged spec. Throws when the root spec (or one it includes) cannot be read or parsed.
    mutating func load(_ absolute: String) throws(ProjectProblem) -> YAMLValue {
        let merged = try load(absolute, pathBase: rootFolder, chain: [])
        let sources = Self.sourcePaths(in: merged)
        guard !sources.isEmpty, !sources.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { return merged }
        // No source the spec names is beside it: the folders above it may hold them.
        let ownFolder = rootFolder
        var candidate = URL(fileURLWithPath: ownFolder)
        for _ in 0..<2 {
            candidate.deleteLastPathComponent()
            let above = candidate.path
            guard above != "/", !above.isEmpty else { break }
            let rebased = sources.map { above + $0.dropFirst(ownFolder.count) }
            guard rebased.contains(where: { FileManager.default.fileExists(atPath: $0) }) else { continue }
            rootFolder = above
            files = []
            problems = []
            return try load(absolute, pathBase: above, chain: [])
        }
        return merged
    }

    /// The absolute paths the targets' `sources` name.
    private static func sourcePaths(in spec: YAMLValue) -> [String] {
        var paths: [String] = []
        for target in spec["targets"]?.mapping ?? [] {
            for source in target.value["sources"].map({ $0.sequence ?? [$0] }) ?? [] {
                if let path = source.scalar ?? source["path"]?.scalar, path.hasPrefix("/") { paths.append(path) }
            }
        }
        return paths
    }

    private func displayed(_ absolute: String) -> String {
        guard absolute.hasPrefix(rootFolder + "/") else { return absolute }
        let relative = String(absolute.dropFirst(rootFolder.count + 1))
        return displayRoot == "." || displayRoot.isEmpty ? relative : displayRoot + "/" + relative
    }

    private mutating func load(_ absolute: String, pathBase: String, chain: [String]) throws(ProjectProblem) -> YAMLValue {
        let document = files.count
        files.append(displayed(absolute))
        let bytes: [UInt8]
        do {
            bytes = try FileBytes.read(path: absolute, maximumSize: 16 << 20)
        } catch {
            throw ProjectProblem(file: files[document], position: nil, message: "cannot read the spec: \(error.reason)", id: "io-error")
        }
        var root: YAMLValue
        do {
            let read = try YAMLReader.parseKeepingLaterOfDuplicateKeys(bytes)
            root = read.value
            // Plozz's spec writes two settings twice (46th study): refusing the spec would take the
            // whole app out of the run, as if nothing of it shipped.
            for duplicate in read.duplicateKeys {
                problems.append(ProjectProblem(
                    file: files[document], position: duplicate.position,
                    message: "\(duplicate.message); the later value is used (a YAML reader that checks keys refuses the spec)"))
            }
        } catch {
            throw ProjectProblem(file: files[document], position: error.position, message: error.message, id: "project-syntax")
        }
        Self.label(&root, document: document)
        guard var entries = root.mapping else {
            throw ProjectProblem(file: files[document], position: root.position, message: "expected the spec to be a mapping, found \(root.kindInWords)", id: "project-syntax")
        }
        entries = entries.map { Self.rebasing($0, from: pathBase) }
        let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent().path
        var merged = YAMLValue(.mapping([]), at: root.position)
        merged.document = document
        for include in Self.includes(of: root) {
            if include.isDisabled { continue }
            let path = PBXObjects.standardized(include.path.hasPrefix("/") ? include.path : PBXObjects.join(folder, include.path))
            guard !chain.contains(path), path != absolute else {
                problems.append(ProjectProblem(file: files[document], position: include.position, message: "the spec includes itself through \(include.path)"))
                continue
            }
            guard chain.count < Self.maximumIncludeDepth else {
                problems.append(ProjectProblem(file: files[document], position: include.position, message: "includes nest deeper than \(Self.maximumIncludeDepth) specs"))
                continue
            }
            guard FileManager.default.fileExists(atPath: path) else {
                problems.append(ProjectProblem(file: files[document], position: include.position, message: "the included spec \(include.path) does not exist"))
                continue
            }
            let base = include.relativePaths ? URL(fileURLWithPath: path).deletingLastPathComponent().path : rootFolder
            merged = Self.merge(merged, try load(path, pathBase: base, chain: chain + [absolute]))
        }
        var own = YAMLValue(.mapping(entries.filter { $0.key != "include" }), at: root.position)
        own.document = document
        return Self.merge(merged, own)
    }

    /// One `include:` item.
    private struct Include {
        var path: String
        var relativePaths = true
        var isDisabled = false
        var position: SourcePosition
    }

    private static func includes(of root: YAMLValue) -> [Include] {
        guard let value = root["include"] else { return [] }
        let items = value.sequence ?? [value]
        return items.compactMap { item in
            if let path = item.scalar { return Include(path: path, position: item.position) }
            guard let path = item["path"]?.scalar else { return nil }
            let relative = item["relativePaths"]?.scalar.map { $0.lowercased() != "false" && $0.lowercased() != "no" } ?? true
            let enabled = item["enable"]?.scalar.map { $0.lowercased() != "false" && $0.lowercased() != "no" && !$0.isEmpty } ?? true
            return Include(path: path, relativePaths: relative, isDisabled: !enabled, position: item.position)
        }
    }

    // MARK: - Merging

    /// `overlay` merged onto `base` as XcodeGen merges specs.
    static func merge(_ base: YAMLValue, _ overlay: YAMLValue) -> YAMLValue {
        switch (base.content, overlay.content) {
        case (.mapping(var entries), .mapping(let added)):
            for entry in added {
                let replaces = entry.key.hasSuffix(":REPLACE")
                let key = replaces ? String(entry.key.dropLast(8)) : entry.key
                if let index = entries.firstIndex(where: { $0.key == key }) {
                    entries[index].value = replaces ? entry.value : merge(entries[index].value, entry.value)
                } else {
                    entries.append(YAMLEntry(key: key, keyPosition: entry.keyPosition, value: entry.value))
                }
            }
            var result = YAMLValue(.mapping(entries), at: base.position)
            result.document = base.document
            return result
        case (.sequence(let items), .sequence(let added)):
            var result = YAMLValue(.sequence(items + added), at: base.position)
            result.document = base.document
            return result
        default:
            return overlay
        }
    }

    /// Gives every value of a tree its document (the depth is the reader's, at most
    /// ``YAMLReader/maximumDepth``, as is that of ``merge(_:_:)``).
    static func label(_ root: inout YAMLValue, document: Int) {
        root = relabeled(root, document: document)
    }

    private static func relabeled(_ value: YAMLValue, document: Int) -> YAMLValue {
        var copy = value
        copy.document = document
        switch value.content {
        case .sequence(let items): copy.content = .sequence(items.map { relabeled($0, document: document) })
        case .mapping(let entries):
            copy.content = .mapping(entries.map { YAMLEntry(key: $0.key, keyPosition: $0.keyPosition, value: relabeled($0.value, document: document)) })
        default: break
        }
        return copy
    }

    // MARK: - Paths

    /// A top-level entry with the paths it names made absolute from `base`.
    private static func rebasing(_ entry: YAMLEntry, from base: String) -> YAMLEntry {
        var entry = entry
        switch entry.key {
        case "configFiles":
            entry.value = mapValues(entry.value) { absolute($0, base) }
        case "targets", "targetTemplates":
            entry.value = mapValues(entry.value) { target in
                guard case .mapping(var fields) = target.content else { return target }
                for index in fields.indices {
                    switch fields[index].key {
                    case "sources", "sources:REPLACE": fields[index].value = sources(fields[index].value, base)
                    case "configFiles", "configFiles:REPLACE": fields[index].value = mapValues(fields[index].value) { absolute($0, base) }
                    default: break
                    }
                }
                var copy = target
                copy.content = .mapping(fields)
                return copy
            }
        case "packages":
            entry.value = mapValues(entry.value) { package in
                guard case .mapping(var fields) = package.content, let index = fields.firstIndex(where: { $0.key == "path" }) else { return package }
                fields[index].value = absolute(fields[index].value, base)
                var copy = package
                copy.content = .mapping(fields)
                return copy
            }
        default:
            break
        }
        return entry
    }

    private static func mapValues(_ value: YAMLValue, _ transform: (YAMLValue) -> YAMLValue) -> YAMLValue {
        guard case .mapping(let entries) = value.content else { return value }
        var copy = value
        copy.content = .mapping(entries.map { YAMLEntry(key: $0.key, keyPosition: $0.keyPosition, value: transform($0.value)) })
        return copy
    }

    /// A target's `sources`: a path, or a list of paths and `{path: …}` mappings.
    private static func sources(_ value: YAMLValue, _ base: String) -> YAMLValue {
        func source(_ item: YAMLValue) -> YAMLValue {
            if item.scalar != nil { return absolute(item, base) }
            guard case .mapping(var fields) = item.content, let index = fields.firstIndex(where: { $0.key == "path" }) else { return item }
            fields[index].value = absolute(fields[index].value, base)
            var copy = item
            copy.content = .mapping(fields)
            return copy
        }
        guard case .sequence(let items) = value.content else { return source(value) }
        var copy = value
        copy.content = .sequence(items.map(source))
        return copy
    }

    /// A relative path scalar joined to `base`; absolute paths and paths that start with a variable
    /// (`$(SRCROOT)`, `${VAR}`) stay as written.
    private static func absolute(_ value: YAMLValue, _ base: String) -> YAMLValue {
        guard let path = value.scalar, !path.hasPrefix("/"), !path.hasPrefix("$") else { return value }
        var copy = value
        copy.content = .scalar(PBXObjects.standardized(PBXObjects.join(base, path)))
        return copy
    }
}
