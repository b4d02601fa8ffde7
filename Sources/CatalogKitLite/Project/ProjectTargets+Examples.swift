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
    /// project that is itself inside `Examples/` (a library's example app) has no other app: its
    /// app is judged.
    public var exampleApps: [ID: String] {
        var result: [ID: String] = [:]
        for (projectIndex, project) in projects.enumerated() {
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
            if hasProductApp { result.merge(examples) { first, _ in first } }
        }
        return result
    }
}
