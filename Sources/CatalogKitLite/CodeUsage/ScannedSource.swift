/// One Swift file after it was read: its module, its package target, and what its code gives
/// assistive technologies, or why it could not be read.
public struct ScannedSource: Sendable {
    /// The path as found.
    public var path: String
    /// The module the file belongs to (see `Docs/swift-sources.md`).
    public var module: String
    /// The package target whose bundles the file's lookups read, if any (see ``CatalogTables``).
    package var target: PackageTarget?
    /// The Xcode targets that compile the file, the one that ships it first (indices into the
    /// projects of the run that read the file).
    package var buildTargets: [ProjectTargets.ID] = []
    /// Their names.
    public var targets: [String] = []
    /// Whether the run reads Xcode projects and none of their targets compiles the file, nor does
    /// a Swift package hold it (blaseunddarm's copies of its iOS code under `android/`): it ships
    /// nowhere, and its declarations are its own, not those of the module whose catalog is nearest.
    package var isBuiltByNoTarget = false
    /// The folder, absolute and standardized.
    package var folder: String
    /// The test framework the file imports (``ImportedFrameworks/testImport(in:)``): where no
    /// project target compiles it, it is test code.
    package var testImport: String?
    /// The accessibility uses and suppression comments; empty when the file could not be read.
    public var scan: SourceScan
    /// Why the file could not be read (not UTF-8, unterminated literal, no permission), with the
    /// position where known.
    public var problem: SourceProblem?
    /// The uses of code that no shipped build compiles, taken out of ``scan``, with why.
    public var skipped: [SkippedUse] = []
    /// The other lookups of such code, taken out of ``scan``: a key only they look up is heard
    /// by no user, though the code keeps it in use.
    package var skippedLookups: [CodeLookup] = []
    /// The literals of the file that read as catalog keys (``KeyLikeLiterals``), where a release
    /// build compiles them.
    package var keyLikeLiterals: [String] = []
    /// Those written only where no release build compiles them.
    package var unshippedKeyLikeLiterals: [String] = []
    /// The call offsets of uses that every release build compiles only for tvOS or watchOS, which
    /// have no Voice Control: what users say to them is not matched against their labels.
    package var withoutVoiceControl: Set<Int> = []
}

/// An accessibility use in code that does not ship: under an `#if` no release build of its targets
/// takes, in a file only test targets compile, or in a file no target of its project compiles.
public struct SkippedUse: Hashable, Sendable {
    /// The use.
    public var use: AccessibilityUse
    /// Why its text never reaches a user: "#if DEBUG (line 12) is false in every release build
    /// of App".
    public var reason: String
}
