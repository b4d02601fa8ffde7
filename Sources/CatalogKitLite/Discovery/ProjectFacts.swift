import Foundation

/// What a run can say about one Xcode project it read: the catalogs each target copies, and the
/// languages the project declares (`knownRegions`) that none of those catalogs has, a fact the
/// reports show ("the project declares de, fr; its catalogs lack fr") instead of a missing
/// translation for every string.
public struct ProjectFacts: Sendable {
    /// The project.
    public var project: XcodeProject
    /// Per target, in the project's order, the catalogs of the run it copies (paths as found).
    public var catalogsByTarget: [[String]]
    /// The declared languages that no catalog the project's targets copy has, in the project's order.
    public var languagesMissingFromCatalogs: [String]
}

extension LoadedCatalogs {
    /// The facts of every project of the run, in the order of ``ProjectTargets/projects``.
    public var projectFacts: [ProjectFacts] {
        let current = FileManager.default.currentDirectoryPath
        let absolutePaths = catalogs.map { PathPattern.absolute($0.path, relativeTo: current) }
        return projects.projects.map { project in
            let catalogsByTarget = project.targets.map { target in
                catalogs.indices.filter { target.membership.bundles(absolutePaths[$0]) }.map { catalogs[$0].path }
            }
            let copied = Set(catalogsByTarget.joined())
            let languages = catalogs.filter { copied.contains($0.path) }.flatMap { $0.summary?.languages ?? [] }
            let missing = copied.isEmpty ? [] : project.declaredLanguages.filter { declared in
                !languages.contains { LanguageTag.same($0, declared) }
            }
            return ProjectFacts(project: project, catalogsByTarget: catalogsByTarget, languagesMissingFromCatalogs: missing)
        }
    }
}
