import Foundation

/// An Xcode project as the audit needs it: its targets (what each builds, from which files, with
/// which settings), and the languages it declares.
///
/// Read from `project.pbxproj` (``PBXProjectReader``) or from an XcodeGen `project.yml`
/// (``XcodeGenProjectReader``).
public struct XcodeProject: Sendable {
    /// Where the project was read from.
    public enum Source: String, Hashable, Sendable {
        /// An `.xcodeproj` folder's `project.pbxproj`.
        case xcodeproj
        /// An XcodeGen `project.yml`.
        case xcodegen
    }

    /// The `.xcodeproj` folder or the `project.yml` file, as found.
    public var path: String
    /// The project's folder, absolute and standardized: where its relative paths start (`SRCROOT`).
    public var folder: String
    /// The project's name (`App` for `App.xcodeproj`).
    public var name: String
    /// What it was read from.
    public var source: Source
    /// The targets, in the project's order.
    public var targets: [ProjectTarget]
    /// `knownRegions`: the languages the project is localized in, as written (`en`, `de`,
    /// `zh-Hans`, `Base`, `es_419`).
    public var knownRegions: [String]
    /// `developmentRegion`: the language the project is developed in.
    public var developmentRegion: String?
    /// What could not be read; the rest of the project is used.
    public var problems: [ProjectProblem]

    /// Creates a project.
    public init(
        path: String, folder: String, name: String, source: Source, targets: [ProjectTarget] = [], knownRegions: [String] = [],
        developmentRegion: String? = nil, problems: [ProjectProblem] = []
    ) {
        self.path = path
        self.folder = folder
        self.name = name
        self.source = source
        self.targets = targets
        self.knownRegions = knownRegions
        self.developmentRegion = developmentRegion
        self.problems = problems
    }

    /// The languages the project declares, as language tags: `knownRegions` without `Base`, with
    /// `_` written `-` (`es_419` → `es-419`), in the project's order, each once.
    public var declaredLanguages: [String] {
        var seen = Set<String>()
        return knownRegions.compactMap { region in
            guard region.lowercased() != "base" else { return nil }
            let tag = region.replacingOccurrences(of: "_", with: "-")
            return seen.insert(tag.lowercased()).inserted ? tag : nil
        }
    }

    /// The target with this name.
    public func target(named name: String) -> ProjectTarget? {
        targets.first { $0.name == name }
    }
}
