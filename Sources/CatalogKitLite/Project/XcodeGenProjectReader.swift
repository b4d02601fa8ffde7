import Foundation

/// Reads an XcodeGen spec (`project.yml`) into an ``XcodeProject``, as XcodeGen would generate it:
/// `name`, `options.developmentLanguage` (the declared language; XcodeGen's other regions come from
/// `.lproj` folders, which a spec does not name), `configs` (by type, `Debug` and `Release` by
/// default), `configFiles` and `settings` of the project and of each target (with `settingGroups`
/// and the presets: `DEBUG` in debug configurations, the SDK of the platform), and the `targets`:
/// their `type` (the product type), `platform` (a list makes a target per platform, named with
/// `platformSuffix`/`platformPrefix`, `_${platform}` by default), `supportedDestinations`,
/// `templates` (from `targetTemplates`, with `${target_name}`), `sources` (paths, files or folders,
/// with `excludes`, `includes`, `type: folder` and `buildPhase`), and target `dependencies` (embedded
/// by an application unless `embed: false`; `- package:` links products of a local `packages:` entry). `aggregateTargets` are aggregates; a target with
/// `legacy` runs an external build.
///
/// A spec that is not YAML this reader reads is an error with its line and column; a part that is
/// missing or malformed is a problem of the project, and the rest is read.
public enum XcodeGenProjectReader {
    /// Reads the spec at `spec` (as found; relative paths are taken from `workingDirectory`).
    public static func read(spec: String, workingDirectory: String) throws(ProjectProblem) -> XcodeProject {
        let absolute = PBXObjects.standardized(spec.hasPrefix("/") ? spec : PBXObjects.join(workingDirectory, spec))
        var loader = XcodeGenSpecLoader(spec: spec, absolute: absolute)
        let root = try loader.load(absolute)
        var reading = XcodeGenReading(root: root, files: loader.files, folder: loader.rootFolder)
        let targets = reading.targets()
        let language = root["options"]?["developmentLanguage"]?.scalar ?? "en"
        return XcodeProject(
            path: spec, folder: loader.rootFolder, name: root["name"]?.scalar ?? URL(fileURLWithPath: loader.rootFolder).lastPathComponent,
            source: .xcodegen, targets: targets, knownRegions: [language], developmentRegion: language,
            problems: loader.problems + reading.problems)
    }
}

/// The reading of one merged spec.
private struct XcodeGenReading {
    let root: YAMLValue
    let files: [String]
    let folder: String
    var problems: [ProjectProblem] = []
    /// `.xcconfig` files already read, by path.
    private var xcconfigs: [String: BuildSettings] = [:]

    init(root: YAMLValue, files: [String], folder: String) {
        self.root = root
        self.files = files
        self.folder = folder
    }

    mutating func problem(_ message: String, _ value: YAMLValue) {
        problems.append(ProjectProblem(file: files[min(value.document, files.count - 1)], position: value.position, message: message))
    }

    /// The configurations and their types.
    var configurations: [(name: String, type: String)] {
        guard let configs = root["configs"]?.mapping, !configs.isEmpty else { return [("Debug", "debug"), ("Release", "release")] }
        return configs.map { ($0.key, $0.value.scalar ?? "none") }
    }

    var presets: String { root["options"]?["settingPresets"]?.scalar ?? "all" }

    // MARK: - Targets

    mutating func targets() -> [ProjectTarget] {
        var result: [ProjectTarget] = []
        for entry in root["targets"]?.mapping ?? [] {
            guard entry.value.mapping != nil else {
                problem("expected the target '\(entry.key)' to be a mapping, found \(entry.value.kindInWords)", entry.value)
                continue
            }
            let spec = withTemplates(entry.value, name: entry.key)
            let baseName = spec["name"]?.scalar ?? entry.key
            if let platforms = spec["platform"]?.sequence {
                let prefix = spec["platformPrefix"]?.scalar ?? ""
                let suffix = spec["platformSuffix"]?.scalar ?? "_${platform}"
                for platform in platforms.compactMap(\.scalar) {
                    let expanded = Self.substituting(spec, ["${platform}": platform, "$platform": platform])
                    let name = Self.substitute(prefix + baseName + suffix, ["${platform}": platform, "$platform": platform])
                    result.append(target(name, expanded, platform: platform))
                }
            } else {
                result.append(target(baseName, spec, platform: spec["platform"]?.scalar))
            }
        }
        for entry in root["aggregateTargets"]?.mapping ?? [] {
            result.append(ProjectTarget(
                name: entry.key, kind: .aggregate, productType: "aggregate",
                configurations: configurations(of: entry.value, name: entry.key, platform: nil, destinations: []),
                dependencies: entry.value["targets"]?.sequence?.compactMap(\.scalar) ?? [], position: entry.keyPosition))
        }
        // Embedding needs every target's kind: an application embeds its target dependencies.
        let kinds = Dictionary(result.map { ($0.name, $0.kind) }) { first, _ in first }
        for index in result.indices where result[index].kind == .app {
            result[index].embeddedTargets = result[index].embeddedTargets.filter { kinds[$0] != nil }
        }
        return result
    }

    /// The target's spec with its templates merged under it, `${target_name}` replaced.
    private mutating func withTemplates(_ spec: YAMLValue, name: String) -> YAMLValue {
        guard let names = spec["templates"]?.sequence?.compactMap(\.scalar), !names.isEmpty else { return spec }
        var merged = YAMLValue(.mapping([]), at: spec.position)
        for templateName in names {
            guard let template = root["targetTemplates"]?[templateName] else {
                problem("the target template '\(templateName)' is not defined in targetTemplates", spec["templates"] ?? spec)
                continue
            }
            merged = XcodeGenSpecLoader.merge(merged, template)
        }
        return Self.substituting(XcodeGenSpecLoader.merge(merged, spec), ["${target_name}": name])
    }

    private mutating func target(_ name: String, _ spec: YAMLValue, platform: String?) -> ProjectTarget {
        let kind: TargetKind
        let productType: String
        if spec["legacy"] != nil {
            (kind, productType) = (.external, "legacy")
        } else if let type = spec["type"]?.scalar {
            // `tv-app-extension`, or the product type written whole (Plozz's
            // `com.apple.product-type.tv-app-extension`), which XcodeGen takes too.
            productType = type.hasPrefix("com.apple.product-type.") ? type : "com.apple.product-type." + type
            kind = TargetKind(productType: productType)
            if kind == .other { problem("'\(type)' is not a target type XcodeGen knows", spec["type"]!) }
        } else {
            (kind, productType) = (.other, "")
            problem("the target '\(name)' has no type", spec)
        }
        let destinations = spec["supportedDestinations"]?.sequence?.compactMap(\.scalar) ?? []
        var dependencies: [String] = []
        var embedded: [String] = []
        var packageProducts: [PackageProductLink] = []
        for dependency in spec["dependencies"]?.sequence ?? [] {
            if let package = dependency["package"]?.scalar {
                packageProducts += links(package: package, dependency)
                continue
            }
            guard let other = dependency["target"]?.scalar else { continue }
            // `Project/Target` names a target of another project.
            let targetName = other.split(separator: "/").last.map(String.init) ?? other
            dependencies.append(targetName)
            let embed = dependency["embed"]?.scalar.map { ["true", "yes", "True", "YES"].contains($0) } ?? (kind == .app)
            if embed { embedded.append(targetName) }
        }
        return ProjectTarget(
            name: name, kind: kind, productType: productType, membership: membership(spec["sources"]),
            configurations: configurations(of: spec, name: name, platform: platform, destinations: destinations),
            dependencies: dependencies, embeddedTargets: embedded, packageProducts: packageProducts, position: spec.position)
    }

    /// The products a `- package:` dependency links from a local package of `packages` (its
    /// `product`, its `products`, or the product named like the package); none from a remote one.
    private func links(package: String, _ dependency: YAMLValue) -> [PackageProductLink] {
        guard let folder = root["packages"]?[package]?["path"]?.scalar else { return [] }
        var products = dependency["products"]?.sequence?.compactMap(\.scalar) ?? []
        if let product = dependency["product"]?.scalar { products.append(product) }
        if products.isEmpty { products = [package] }
        return products.map { PackageProductLink(productName: $0, packageFolder: PBXObjects.standardized(folder)) }
    }

    // MARK: - Sources

    /// The files a target's `sources` name: Swift files and catalogs named one by one, and folders
    /// with their `includes` and `excludes`.
    private mutating func membership(_ sources: YAMLValue?) -> TargetMembership {
        var membership = TargetMembership()
        guard let sources else { return membership }
        for source in sources.sequence ?? [sources] {
            guard let path = source.scalar ?? source["path"]?.scalar else {
                problem("expected a source to be a path or a mapping with 'path', found \(source.kindInWords)", source)
                continue
            }
            let phase = source["buildPhase"]?.scalar
            let isFolderReference = source["type"]?.scalar == "folder"
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            let isFile = exists ? !isDirectory.boolValue : (path.hasSuffix(".swift") || path.lowercased().hasSuffix(".xcstrings"))
            if isFile {
                if path.hasSuffix(".swift"), phase == nil || phase == "sources" { membership.swiftFiles.insert(path) }
                if path.lowercased().hasSuffix(".xcstrings"), phase == nil || phase == "resources" { membership.catalogs.insert(path) }
                continue
            }
            let includes = (source["includes"]?.sequence ?? []).compactMap(\.scalar).map(SourceGlob.init)
            let excludes = (source["excludes"]?.sequence ?? []).compactMap(\.scalar).map(SourceGlob.init)
            membership.folders.append(TargetMembership.SynchronizedFolder(
                path: path, rule: .matching(includes: includes, excludes: excludes),
                compilesSwift: !isFolderReference && (phase == nil || phase == "sources"),
                copiesCatalogs: !isFolderReference && (phase == nil || phase == "resources")))
        }
        return membership
    }

    // MARK: - Configurations

    /// The target's configurations, each layered as XcodeGen writes them: the project's `.xcconfig`,
    /// presets and settings, then the target's.
    private mutating func configurations(of spec: YAMLValue, name: String, platform: String?, destinations: [String]) -> [TargetConfiguration] {
        var groups: [String: YAMLValue] = [:]
        for entry in root["settingGroups"]?.mapping ?? [] { groups[entry.key] = entry.value }
        var collected: [ProjectProblem] = []
        let files = self.files
        let settingsReader = XcodeGenSettings(groups: groups) { message, value in
            collected.append(ProjectProblem(file: files[min(value.document, files.count - 1)], position: value.position, message: message))
        }
        let builtIn = ["TARGET_NAME": name, "PRODUCT_NAME": name, "PROJECT_NAME": root["name"]?.scalar ?? name, "SRCROOT": folder, "PROJECT_DIR": folder]
        var result: [TargetConfiguration] = []
        for (configuration, type) in configurations {
            var settings = BuildSettings()
            readXCConfig(root["configFiles"]?[configuration], into: &settings)
            if presets == "all" || presets == "project" { XcodeGenSettings.projectPresets(configurationType: type, into: &settings) }
            settingsReader.apply(root["settings"], configuration: configuration, into: &settings)
            readXCConfig(spec["configFiles"]?[configuration], into: &settings)
            if presets == "all" || presets == "targets" { XcodeGenSettings.targetPresets(platform: platform, destinations: destinations, into: &settings) }
            settingsReader.apply(spec["settings"], configuration: configuration, into: &settings)
            result.append(TargetConfiguration(name: configuration, settings: settings, builtIn: builtIn))
        }
        problems += collected.filter { !problems.contains($0) }
        return result
    }

    private mutating func readXCConfig(_ value: YAMLValue?, into settings: inout BuildSettings) {
        guard let value, let path = value.scalar else { return }
        if let known = xcconfigs[path] {
            settings.assignments += known.assignments
            settings.isComplete = settings.isComplete && known.isComplete
            return
        }
        var read = BuildSettings()
        let file = files[min(value.document, files.count - 1)]
        let folder = self.folder
        let foundFolder = URL(fileURLWithPath: files[0]).deletingLastPathComponent().relativePath
        XCConfigReader.read(path, namedAt: (file, value.position), displayed: { absolute in
            guard absolute.hasPrefix(folder + "/") else { return absolute }
            let relative = String(absolute.dropFirst(folder.count + 1))
            return foundFolder == "." || foundFolder.isEmpty ? relative : foundFolder + "/" + relative
        }, into: &read, problems: &problems)
        xcconfigs[path] = read
        settings.assignments += read.assignments
        settings.isComplete = settings.isComplete && read.isComplete
    }

    // MARK: - Substitution

    static func substitute(_ text: String, _ replacements: [String: String]) -> String {
        replacements.reduce(text) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
    }

    /// A value with the replacements made in every scalar and key.
    static func substituting(_ value: YAMLValue, _ replacements: [String: String]) -> YAMLValue {
        var copy = value
        switch value.content {
        case .scalar(let text): copy.content = .scalar(substitute(text, replacements))
        case .sequence(let items): copy.content = .sequence(items.map { substituting($0, replacements) })
        case .mapping(let entries):
            copy.content = .mapping(entries.map {
                YAMLEntry(key: substitute($0.key, replacements), keyPosition: $0.keyPosition, value: substituting($0.value, replacements))
            })
        case .null: break
        }
        return copy
    }
}
