extension ProjectTargets {
    /// The folder names that hold an app made to show, try or test something, not the product:
    /// `Examples/`, `Demo/`, `Experimentals/`, `Playgrounds/`, … .
    static let exampleFolderNames: Set<String> = [
        "example", "examples", "sample", "samples", "demo", "demos", "playground", "playgrounds", "experimental", "experimentals",
        "experiment", "experiments", "prototype", "prototypes", "sandbox",
    ]

    /// The example apps of the projects, with the folder of their code (the first, where several):
    /// an app target whose every Swift file and synchronized folder lies below a folder named like `Examples/` inside its
    /// project's folder (betterBCool's `Experimentals/FeverFrida/Examples/FeverFridaExplorer`, a
    /// diagnostic app beside the product), in a project that has an app outside such folders. A
    /// project that is itself inside `Examples/` (a library's example app) is judged when read alone,
    /// but not beside a project of the run with a product app: TablePro vendors CodeEditSourceEditor,
    /// whose `Example/CodeEditSourceEditorExample.xcodeproj` ships to nobody. So is a project inside
    /// the folder of a local package that another project of the run links, whatever its folder's
    /// name (Trakke's `LocalPackages/mgrs-ios/app/MGRS-Demo.xcodeproj`). Folders are compared below
    /// the folder all the run's projects share.
    public var exampleApps: [ID: String] {
        var result: [ID: String] = [:]
        let shared = Self.sharedFolder(of: projects.map(\.folder))
        var exampleProjects: [(index: Int, folder: String)] = []
        var runHasProductApp = false
        // The folders of the local packages each project links.
        let linked = projects.map { project in Set(project.targets.flatMap { $0.packageProducts.compactMap(\.packageFolder) }) }
        for (projectIndex, project) in projects.enumerated() {
            let below = project.folder.hasPrefix(shared) ? String(project.folder.dropFirst(shared.count)) : ""
            // A project inside the folder of a package another project links is the package's own
            // (Trakke's vendored mgrs-ios, whose `app/MGRS-Demo.xcodeproj` shows the library).
            let insideLinkedPackage = linked.enumerated().contains { other, folders in
                other != projectIndex && folders.contains { project.folder.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
            }
            if projects.count > 1,
               insideLinkedPackage || below.split(separator: "/").contains(where: { Self.exampleFolderNames.contains($0.lowercased()) }) {
                exampleProjects.append((projectIndex, below.hasSuffix("/") ? below : below + "/"))
                continue
            }
            let folder = project.folder.hasSuffix("/") ? project.folder : project.folder + "/"
            var examples: [ID: String] = [:]
            var hasProductApp = false
            for (targetIndex, target) in project.targets.enumerated() where target.kind == .app {
                // A file's own name is not a folder's; a synchronized folder's is.
                let paths = target.membership.swiftFiles.sorted().map { ($0, true) }
                    + target.membership.folders.filter(\.compilesSwift).map { ($0.path, false) }
                let exampleFolders = paths.map { path, isFile -> String? in
                    guard path.hasPrefix(folder) else { return nil }
                    let folders = path.dropFirst(folder.count).split(separator: "/").dropLast(isFile ? 1 : 0)
                    guard folders.contains(where: { Self.exampleFolderNames.contains($0.lowercased()) }) else { return nil }
                    return folders.joined(separator: "/") + "/"
                }
                if !paths.isEmpty, let first = exampleFolders.first ?? nil, !exampleFolders.contains(where: { $0 == nil }) {
                    examples[ID(project: projectIndex, target: targetIndex)] = first
                } else {
                    hasProductApp = true
                }
            }
            if hasProductApp {
                runHasProductApp = true
                result.merge(examples) { first, _ in first }
            }
        }
        if runHasProductApp {
            for (projectIndex, folder) in exampleProjects {
                for (targetIndex, target) in projects[projectIndex].targets.enumerated() where target.kind == .app {
                    result[ID(project: projectIndex, target: targetIndex)] = folder
                }
            }
        }
        return result
    }

    /// The apps that run only in the simulator beside a signed product app of their project
    /// (``ProjectTarget/isUnsignedDeviceApp``): a UI-test host, a preview app. Without a signed app
    /// that is no example app beside it (a project may leave signing to whoever builds it, or set
    /// `CODE_SIGNING_ALLOWED = NO` for all its apps, a Mac app's too), an unsigned app is judged.
    /// `examples` are the projects' ``exampleApps``, worked out once by the caller.
    public func simulatorOnlyApps(besideExamples examples: [ID: String]) -> Set<ID> {
        var result = Set<ID>()
        for (projectIndex, project) in projects.enumerated() {
            let apps = project.targets.indices.filter { project.targets[$0].kind == .app }
            let unsigned = apps.filter { project.targets[$0].isUnsignedDeviceApp }
            let signedProduct = apps.contains { index in
                examples[ID(project: projectIndex, target: index)] == nil
                    && project.targets[index].shippingConfigurations.allSatisfy { $0.flag("CODE_SIGNING_ALLOWED") != false }
            }
            guard !unsigned.isEmpty, signedProduct else { continue }
            for targetIndex in unsigned { result.insert(ID(project: projectIndex, target: targetIndex)) }
        }
        return result
    }

    /// The longest folder (ending in `/`) that holds every one of `folders`.
    static func sharedFolder(of folders: [String]) -> String {
        guard var shared = folders.first.map({ $0.split(separator: "/", omittingEmptySubsequences: false) }) else { return "" }
        for folder in folders.dropFirst() {
            let parts = folder.split(separator: "/", omittingEmptySubsequences: false)
            shared = Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
        }
        let joined = shared.joined(separator: "/")
        return joined.isEmpty || joined.hasSuffix("/") ? joined : joined + "/"
    }
}
