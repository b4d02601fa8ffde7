import Foundation

/// Reads the targets of one `project.pbxproj`: kinds, build phases, synchronized folders,
/// configurations, dependencies and embedded products. Problems are collected, never thrown.
struct PBXTargetReading {
    let objects: PBXObjects
    let file: String
    let projectName: String
    private(set) var problems: [ProjectProblem] = []
    /// The target that builds each product file reference, by the reference's id.
    private var productTargets: [String: String] = [:]
    /// Every synchronized folder, by id, with the targets that list it.
    private var folderOwners: [String: Set<String>] = [:]
    /// `.xcconfig` files already read, by path.
    private var xcconfigs: [String: BuildSettings] = [:]
    /// The folders of the project's local packages (`XCLocalSwiftPackageReference`), absolute and
    /// standardized: found once, with the synchronized folders, not per product.
    private let localPackageFolders: [String]

    init(objects: PBXObjects, file: String, projectName: String, project: PropertyListDictionary) {
        self.objects = objects
        self.file = file
        self.projectName = projectName
        // A synchronized folder no target lists may still lend files to targets through its exceptions.
        var localPackages = Set<String>()
        for (id, object) in objects.byID {
            switch object.string("isa") {
            case "PBXFileSystemSynchronizedRootGroup": folderOwners[id] = []
            case "XCLocalSwiftPackageReference": if let path = object.string("relativePath") { localPackages.insert(path) }
            default: break
            }
        }
        localPackageFolders = localPackages.sorted().map { path in
            PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(objects.sourceRoot, path))
        }
        for (id, target) in objects.list("targets", of: project) {
            if let product = target.string("productReference") { productTargets[product] = target.string("name") ?? id }
            for folder in target.strings("fileSystemSynchronizedGroups") { folderOwners[folder, default: []].insert(id) }
        }
    }

    private mutating func problem(_ message: String, at value: PropertyListValue?) {
        problems.append(ProjectProblem(file: file, position: objects.position(of: value), message: message))
    }

    // MARK: - Targets

    /// One target, or `nil` (with a problem) when it has no name.
    mutating func target(_ id: String, _ object: PropertyListDictionary, projectConfigurations: [TargetConfiguration]) -> ProjectTarget? {
        guard let name = object.string("name"), !name.isEmpty else {
            problem("the target \(id) has no name; it is left out", at: object["isa"])
            return nil
        }
        let kind: TargetKind
        let productType: String
        switch object.string("isa") {
        case "PBXAggregateTarget":
            (kind, productType) = (.aggregate, "aggregate")
        case "PBXLegacyTarget":
            (kind, productType) = (.external, "external")
        default:
            productType = object.string("productType") ?? ""
            kind = TargetKind(productType: productType)
        }
        let builtIn = [
            "TARGET_NAME": name, "PRODUCT_NAME": name, "PROJECT_NAME": projectName, "SRCROOT": objects.sourceRoot,
            "SOURCE_ROOT": objects.sourceRoot, "PROJECT_DIR": objects.groupRoot,
        ]
        var membership = TargetMembership()
        var embedded: [String] = []
        for (_, phase) in objects.list("buildPhases", of: object) {
            let isa = phase.string("isa")
            if isa == "PBXShellScriptBuildPhase" { membership.catalogs.formUnion(scriptCatalogs(phase, builtIn: builtIn)) }
            for (_, buildFile) in objects.list("files", of: phase) {
                guard let reference = buildFile.string("fileRef") else { continue }
                switch isa {
                case "PBXSourcesBuildPhase":
                    for path in files(of: reference) where path.hasSuffix(".swift") { membership.swiftFiles.insert(path) }
                case "PBXResourcesBuildPhase":
                    for path in files(of: reference) {
                        let lowered = path.lowercased()
                        if lowered.hasSuffix(".xcstrings") { membership.catalogs.insert(path) }
                        if lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict") { membership.stringsFiles.insert(path) }
                    }
                case "PBXCopyFilesBuildPhase":
                    if let product = productTargets[reference] { embedded.append(product) }
                default:
                    break
                }
            }
        }
        membership.folders = synchronizedFolders(of: id, object)
        return ProjectTarget(
            name: name, kind: kind, productType: productType, membership: membership,
            configurations: configurations(of: object, layeredOn: Dictionary(projectConfigurations.map { ($0.name, $0.settings) }) { first, _ in first }, builtIn: builtIn),
            dependencies: dependencies(of: object), embeddedTargets: embedded, packageProducts: packageProducts(of: object), position: objects.position(of: object["isa"]))
    }

    /// The catalogs a run-script phase names, in its input files or its script: caker's
    /// `xcrun xcstringstool compile --output-directory … "${SOURCE_ROOT}/../Resources/Localizable.xcstrings"`
    /// compiles a catalog into the target's bundle as a Resources phase would. Paths start at the
    /// project's folder (`SRCROOT`, `SOURCE_ROOT`, `PROJECT_DIR`); one built from another setting is
    /// not known and left out.
    private func scriptCatalogs(_ phase: PropertyListDictionary, builtIn: [String: String]) -> Set<String> {
        var written = phase.strings("inputPaths")
        if let script = phase.string("shellScript") {
            written += script.split(whereSeparator: { $0.isWhitespace || $0 == "\"" || $0 == "'" }).map(String.init)
        }
        var catalogs = Set<String>()
        for path in written where path.lowercased().hasSuffix(".xcstrings") {
            var expanded = path
            for root in ["SRCROOT", "SOURCE_ROOT", "PROJECT_DIR"] {
                for form in ["$(\(root))", "${\(root)}", "$\(root)"] { expanded = expanded.replacingOccurrences(of: form, with: builtIn[root]!) }
            }
            guard !expanded.contains("$") else { continue }
            catalogs.insert(PBXObjects.standardized(expanded.hasPrefix("/") ? expanded : PBXObjects.join(objects.sourceRoot, expanded)))
        }
        return catalogs
    }

    /// The paths a build file's reference stands for: a file reference's own, or the children of a
    /// variant group (a storyboard's `mul.lproj/Main.xcstrings`) or version group.
    private func files(of reference: String) -> [String] {
        switch objects.isa(reference) {
        case "PBXVariantGroup", "XCVersionGroup":
            return (objects[reference]?.strings("children") ?? []).compactMap { objects.path(of: $0) }
        default:
            return objects.path(of: reference).map { [$0] } ?? []
        }
    }

    /// The targets of this project a target depends on, by name.
    private func dependencies(of target: PropertyListDictionary) -> [String] {
        objects.list("dependencies", of: target).compactMap { _, dependency in
            if let id = dependency.string("target"), let name = objects[id]?.string("name") { return name }
            guard let proxyID = dependency.string("targetProxy"), let proxy = objects[proxyID] else { return dependency.string("name") }
            if let remote = proxy.string("remoteGlobalIDString"), let name = objects[remote]?.string("name") { return name }
            return proxy.string("remoteInfo")
        }
    }

    /// The package products a target links. A local package's folder is written relative to the
    /// project's folder (`XCLocalSwiftPackageReference`); a remote package's code is not in the tree,
    /// and a plugin is not linked code.
    private func packageProducts(of target: PropertyListDictionary) -> [PackageProductLink] {
        objects.list("packageProductDependencies", of: target).compactMap { _, dependency in
            guard let name = dependency.string("productName"), !name.hasPrefix("plugin:") else { return nil }
            guard let packageID = dependency.string("package"), let package = objects[packageID] else {
                // A product without its package (a local package added as a folder) is found among
                // the project's local packages (Trakke's mgrs-ios, kero's STTextView).
                return PackageProductLink(productName: name, packageFolder: localPackageFolder(declaring: name))
            }
            guard package.string("isa") == "XCLocalSwiftPackageReference", let path = package.string("relativePath") else { return nil }
            return PackageProductLink(productName: name, packageFolder: PBXObjects.standardized(path.hasPrefix("/") ? path : PBXObjects.join(objects.sourceRoot, path)))
        }
    }

    /// The local package that makes a product the project names without its package: the only
    /// one, else the only one whose folder has the product's name, else the only one whose
    /// `Package.swift` writes the name as a literal; `nil` when that leaves none or several.
    private func localPackageFolder(declaring product: String) -> String? {
        guard localPackageFolders.count > 1 else { return localPackageFolders.first }
        let named = localPackageFolders.filter { URL(fileURLWithPath: $0).lastPathComponent == product }
        if named.count == 1 { return named[0] }
        let declaring = localPackageFolders.filter { folder in
            guard let bytes = try? FileBytes.read(path: folder + "/Package.swift", maximumSize: 4 << 20) else { return false }
            return String(decoding: bytes, as: UTF8.self).contains("\"\(product)\"")
        }
        return declaring.count == 1 ? declaring[0] : nil
    }

    // MARK: - Synchronized folders

    /// The synchronized folders whose files the target builds: those it lists (every file but its
    /// exceptions) and those of other targets whose exceptions name it (only the files named).
    private mutating func synchronizedFolders(of id: String, _ target: PropertyListDictionary) -> [TargetMembership.SynchronizedFolder] {
        let phases = Set(target.strings("buildPhases"))
        var result: [TargetMembership.SynchronizedFolder] = []
        for (folderID, owners) in folderOwners.sorted(by: { $0.key < $1.key }) {
            guard let folder = objects[folderID] else { continue }
            guard let path = objects.path(of: folderID) else {
                if owners.contains(id) { problem("the synchronized folder \(folderID) has no path in the source tree", at: folder["path"]) }
                continue
            }
            var excluded = Set<String>()
            var inSources = Set<String>()
            var inResources = Set<String>()
            var inOther = Set<String>()
            var namesThisTarget = false
            for (_, exception) in objects.list("exceptions", of: folder) {
                let listed = Set(exception.strings("membershipExceptions"))
                switch exception.string("isa") {
                case "PBXFileSystemSynchronizedBuildFileExceptionSet":
                    guard exception.string("target") == id else { continue }
                    excluded.formUnion(listed)
                    namesThisTarget = true
                case "PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet":
                    // The files this phase of the target holds besides its default ones (a plist
                    // copied and signed, a catalog moved to Compile Sources): members of that phase.
                    guard let phase = exception.string("buildPhase"), phases.contains(phase) else { continue }
                    switch objects.isa(phase) {
                    case "PBXSourcesBuildPhase": inSources.formUnion(listed)
                    case "PBXResourcesBuildPhase": inResources.formUnion(listed)
                    default: inOther.formUnion(listed)
                    }
                    namesThisTarget = true
                default:
                    continue
                }
            }
            let copied = Set(folder.strings("explicitFolders"))
            if owners.contains(id) {
                result.append(.init(
                    path: path, rule: .allBut(excluded), copiedFolders: copied, inSourcesPhase: inSources, inResourcesPhase: inResources, inOtherPhases: inOther))
            } else if namesThisTarget {
                result.append(.init(
                    path: path, rule: .only(excluded), copiedFolders: copied, inSourcesPhase: inSources, inResourcesPhase: inResources, inOtherPhases: inOther))
            }
        }
        return result
    }

    // MARK: - Configurations

    /// The configurations of an object's configuration list, each layered on the configuration of
    /// the same name in `base` (the project's, for a target).
    mutating func configurations(of owner: PropertyListDictionary, layeredOn base: [String: BuildSettings], builtIn: [String: String]) -> [TargetConfiguration] {
        guard let listID = owner.string("buildConfigurationList"), let list = objects[listID] else { return [] }
        var result: [TargetConfiguration] = []
        for (id, configuration) in objects.list("buildConfigurations", of: list) {
            guard let name = configuration.string("name") else {
                problem("the build configuration \(id) has no name; it is left out", at: configuration["isa"])
                continue
            }
            var settings = base[name] ?? BuildSettings()
            if let xcconfig = xcconfigPath(of: configuration) {
                let included = read(xcconfig, namedAt: configuration["baseConfigurationReference"] ?? configuration["baseConfigurationReferenceRelativePath"])
                settings.assignments += included.assignments
                settings.isComplete = settings.isComplete && included.isComplete
            } else if configuration["baseConfigurationReference"] != nil || configuration["baseConfigurationReferenceAnchor"] != nil {
                settings.isComplete = false
                problem("the .xcconfig of the configuration '\(name)' is not in the source tree", at: configuration["baseConfigurationReference"] ?? configuration["baseConfigurationReferenceAnchor"])
            }
            for entry in configuration["buildSettings"]?.dictionary?.entries ?? [] {
                switch entry.value.content {
                case .string(let text): settings.assign(entry.key, text)
                case .array(let items): settings.assign(entry.key, items.compactMap(\.string).joined(separator: " "))
                default: problem("the build setting '\(entry.key)' is \(entry.value.kindInWords), not a string or array", at: entry.value)
                }
            }
            result.append(TargetConfiguration(name: name, settings: settings, builtIn: builtIn))
        }
        return result
    }

    /// The `.xcconfig` a configuration is based on: a file reference, or (Xcode 16) a path relative
    /// to a synchronized folder.
    private func xcconfigPath(of configuration: PropertyListDictionary) -> String? {
        if let reference = configuration.string("baseConfigurationReference") { return objects.path(of: reference) }
        guard let anchor = configuration.string("baseConfigurationReferenceAnchor"),
              let relative = configuration.string("baseConfigurationReferenceRelativePath"),
              let folder = objects.path(of: anchor) else { return nil }
        return PBXObjects.standardized(PBXObjects.join(folder, relative))
    }

    /// An `.xcconfig`'s settings, read once per project.
    private mutating func read(_ path: String, namedAt reference: PropertyListValue?) -> BuildSettings {
        if let known = xcconfigs[path] { return known }
        var settings = BuildSettings()
        // Reports name files as found: the project's folder as found, then the path below it.
        let foundFolder = URL(fileURLWithPath: file).deletingLastPathComponent().deletingLastPathComponent().relativePath
        let root = objects.sourceRoot
        let displayed = { (absolute: String) -> String in
            guard absolute.hasPrefix(root + "/") else { return absolute }
            let relative = String(absolute.dropFirst(root.count + 1))
            return foundFolder == "." || foundFolder.isEmpty ? relative : foundFolder + "/" + relative
        }
        XCConfigReader.read(path, namedAt: (file, objects.position(of: reference)), displayed: displayed, into: &settings, problems: &problems)
        xcconfigs[path] = settings
        return settings
    }
}
