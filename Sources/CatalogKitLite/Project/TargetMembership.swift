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
        /// Relative paths a build-phase membership exception puts in the target's Sources phase,
        /// whatever the folder's other exceptions say: a file moved there from its default phase
        /// (Itori's `Localizable.xcstrings`, excluded from the app's folder and added back to its
        /// Compile Sources, where Xcode compiles a catalog as it does in Resources).
        public var inSourcesPhase: Set<String> = []
        /// Relative paths put in the target's Resources phase the same way (a Swift file there is
        /// copied, not compiled).
        public var inResourcesPhase: Set<String> = []
        /// Relative paths put in another phase of the target (Copy Files, Embed Frameworks, Headers):
        /// copied as they are, neither compiled nor a catalog of the target's bundle.
        public var inOtherPhases: Set<String> = []
        /// Whether the folder's Swift files are compiled, and its catalogs copied (XcodeGen's
        /// `buildPhase` and `type: folder` can say otherwise for a whole source).
        public var compilesSwift = true
        public var copiesCatalogs = true

        /// Creates a folder's membership.
        public init(
            path: String, rule: Rule, copiedFolders: Set<String> = [], inSourcesPhase: Set<String> = [], inResourcesPhase: Set<String> = [],
            inOtherPhases: Set<String> = [], compilesSwift: Bool = true, copiesCatalogs: Bool = true
        ) {
            self.path = path
            self.rule = rule
            self.copiedFolders = copiedFolders
            self.inSourcesPhase = inSourcesPhase
            self.inResourcesPhase = inResourcesPhase
            self.inOtherPhases = inOtherPhases
            self.compilesSwift = compilesSwift
            self.copiesCatalogs = copiesCatalogs
        }

        /// The path below the folder, or `nil` when the path is not below it.
        func relative(_ absolute: String) -> String? {
            guard Self.hasBytePrefix(absolute, path) else { return nil }
            var rest = absolute.utf8.dropFirst(path.utf8.count)
            if path != "/" {
                guard rest.first == UInt8(ascii: "/") else { return nil }
                rest = rest.dropFirst()
            }
            return String(Substring(rest))
        }

        /// `path` with its leading components spelt as the folder's, when they are the folder's
        /// with case ignored (a project made on a Mac names `oktan` for the disk's `Oktan`, which
        /// Xcode finds); `nil` when the path is not below the folder in any case.
        func respelt(_ path: String) -> String? {
            let folderParts = self.path.split(separator: "/")
            let parts = path.split(separator: "/", omittingEmptySubsequences: true)
            guard parts.count > folderParts.count,
                  zip(folderParts, parts).allSatisfy({ $0.lowercased() == $1.lowercased() }) else { return nil }
            return PBXObjects.join(self.path, parts.dropFirst(folderParts.count).joined(separator: "/"))
        }

        /// Whether `text` starts with the bytes of `prefix` (paths are compared byte for byte, as
        /// the file system does; every file of a run is asked about every folder).
        static func hasBytePrefix(_ text: String, _ prefix: String) -> Bool {
            let compared = text.utf8.withContiguousStorageIfAvailable { textBytes in
                prefix.utf8.withContiguousStorageIfAvailable { prefixBytes -> Bool in
                    guard textBytes.count >= prefixBytes.count else { return false }
                    for index in prefixBytes.indices where textBytes[index] != prefixBytes[index] { return false }
                    return true
                }
            }
            return (compared ?? nil) ?? text.utf8.starts(with: prefix.utf8)
        }

        /// Whether the target compiles the Swift file at `path` through this folder.
        func compiles(_ path: String) -> Bool {
            guard compilesSwift, let relative = relative(path), contains(relative) || inSourcesPhase.contains(relative) else { return false }
            return !Self.isListed(relative, in: copiedFolders) && !inResourcesPhase.contains(relative) && !inOtherPhases.contains(relative)
        }

        /// Whether a relative path is one of `paths` or lies below one of them.
        static func isListed(_ relative: String, in paths: Set<String>) -> Bool {
            guard !paths.isEmpty else { return false }
            if paths.contains(relative) { return true }
            var folder = Substring(relative)
            while let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/")) {
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
    /// `.strings` and `.stringsdict` tables named in the target's Resources phase (through their
    /// variant group: `de.lproj/Localizable.strings`).
    public var stringsFiles: Set<String> = []
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
        return folders.contains { $0.compiles(path) }
    }

    /// Whether the target copies the catalog (or the `.strings` table) at `path` into its bundle.
    public func bundles(_ path: String) -> Bool {
        if catalogs.contains(path) || stringsFiles.contains(path) { return true }
        return bundlesThroughFolders(path)
    }

    /// Whether the target copies the catalog at `path` into its bundle where its project names the
    /// catalog or a folder above it in another case than the disk has (see ``SynchronizedFolder/respelt(_:)``).
    public func bundlesIgnoringCase(_ path: String) -> Bool {
        if bundles(path) { return true }
        let lowered = path.lowercased()
        if catalogs.contains(where: { $0.lowercased() == lowered }) || stringsFiles.contains(where: { $0.lowercased() == lowered }) { return true }
        return folders.contains { folder in folder.respelt(path).map { bundlesThroughFolders($0, only: folder) } ?? false }
    }

    /// Whether a synchronized folder (all of them, or `only` one) copies the catalog at `path`.
    private func bundlesThroughFolders(_ path: String, only: SynchronizedFolder? = nil) -> Bool {
        let lowered = path.lowercased()
        guard lowered.hasSuffix(".xcstrings") || lowered.hasSuffix(".strings") || lowered.hasSuffix(".stringsdict") else { return false }
        return (only.map { [$0] } ?? folders).contains { folder in
            guard folder.copiesCatalogs, let relative = folder.relative(path),
                  folder.contains(relative) || folder.inSourcesPhase.contains(relative) || folder.inResourcesPhase.contains(relative) else { return false }
            return !SynchronizedFolder.isListed(relative, in: folder.copiedFolders) && !folder.inOtherPhases.contains(relative)
        }
    }
}
