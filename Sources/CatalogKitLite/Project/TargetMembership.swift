/// Which files a target builds: the Swift files it compiles and the String Catalogs it copies, named
/// one by one in its build phases or through folders Xcode keeps in sync with the disk.
///
/// Paths are absolute and standardized. Membership is a question asked of a path, so the files of a
/// synchronized folder never need listing.
public struct TargetMembership: Hashable, Sendable {
    /// A folder that Xcode 16 and later keeps in sync with the disk
    /// (`PBXFileSystemSynchronizedRootGroup`; in XcodeGen, a `sources` path): every file below it
    /// belongs to the target, but for the exceptions.
    public struct SynchronizedFolder: Hashable, Sendable {
        /// Which files below the folder belong to the target.
        public enum Rule: Hashable, Sendable {
            /// Every file but those at these relative paths (or below these relative folders): the
            /// target owns the folder and excludes some files.
            case allBut(Set<String>)
            /// Only the files at these relative paths (or below these folders): another target's
            /// folder lends them to this one.
            case only(Set<String>)
            /// The files that match one of `includes` (every file when there is none) and none of
            /// `excludes`: XcodeGen's sources.
            case matching(includes: [SourceGlob], excludes: [SourceGlob])
        }

        /// The folder.
        public var path: String
        /// Which files belong.
        public var rule: Rule
        /// Relative folders copied as they are (`explicitFolders`): nothing below them is compiled.
        public var copiedFolders: Set<String> = []
        /// Relative paths taken out of the target's Sources phase (a Swift file not compiled).
        public var notCompiled: Set<String> = []
        /// Relative paths taken out of the target's Resources phase (a catalog not copied).
        public var notCopied: Set<String> = []
        /// Whether the folder's Swift files are compiled, and its catalogs copied (XcodeGen's
        /// `buildPhase` and `type: folder` can say otherwise for a whole source).
        public var compilesSwift = true
        public var copiesCatalogs = true

        /// Creates a folder's membership.
        public init(
            path: String, rule: Rule, copiedFolders: Set<String> = [], notCompiled: Set<String> = [], notCopied: Set<String> = [],
            compilesSwift: Bool = true, copiesCatalogs: Bool = true
        ) {
            self.path = path
            self.rule = rule
            self.copiedFolders = copiedFolders
            self.notCompiled = notCompiled
            self.notCopied = notCopied
            self.compilesSwift = compilesSwift
            self.copiesCatalogs = copiesCatalogs
        }

        /// The path below the folder, or `nil` when the path is not below it.
        func relative(_ absolute: String) -> String? {
            let prefix = path == "/" ? "/" : path + "/"
            guard absolute.hasPrefix(prefix) else { return nil }
            return String(absolute.dropFirst(prefix.count))
        }

        /// Whether a relative path is one of `paths` or lies below one of them.
        static func isListed(_ relative: String, in paths: Set<String>) -> Bool {
            if paths.contains(relative) { return true }
            var folder = Substring(relative)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                if paths.contains(String(folder)) { return true }
            }
            return false
        }

        /// Whether the file at a relative path belongs to the target at all.
        func contains(_ relative: String) -> Bool {
            switch rule {
            case .allBut(let excluded): !Self.isListed(relative, in: excluded)
            case .only(let included): Self.isListed(relative, in: included)
            case .matching(let includes, let excludes):
                (includes.isEmpty || includes.contains { $0.matches(relative) }) && !excludes.contains { $0.matches(relative) }
            }
        }
    }

    /// Swift files named in the target's Sources phase.
    public var swiftFiles: Set<String> = []
    /// String Catalogs named in the target's Resources phase (also through a variant group).
    public var catalogs: Set<String> = []
    /// Synchronized folders.
    public var folders: [SynchronizedFolder] = []

    /// Creates a membership.
    public init(swiftFiles: Set<String> = [], catalogs: Set<String> = [], folders: [SynchronizedFolder] = []) {
        self.swiftFiles = swiftFiles
        self.catalogs = catalogs
        self.folders = folders
    }

    /// Whether the target compiles the Swift file at `path`.
    public func compiles(_ path: String) -> Bool {
        if swiftFiles.contains(path) { return true }
        guard path.hasSuffix(".swift") else { return false }
        return folders.contains { folder in
            guard folder.compilesSwift, let relative = folder.relative(path), folder.contains(relative) else { return false }
            return !SynchronizedFolder.isListed(relative, in: folder.copiedFolders) && !folder.notCompiled.contains(relative)
        }
    }

    /// Whether the target copies the catalog at `path` into its bundle.
    public func bundles(_ path: String) -> Bool {
        if catalogs.contains(path) { return true }
        guard path.lowercased().hasSuffix(".xcstrings") else { return false }
        return folders.contains { folder in
            guard folder.copiesCatalogs, let relative = folder.relative(path), folder.contains(relative) else { return false }
            return !SynchronizedFolder.isListed(relative, in: folder.copiedFolders) && !folder.notCopied.contains(relative)
        }
    }
}
