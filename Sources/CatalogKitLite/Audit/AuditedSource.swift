/// What the audit found in one Swift file: the file, its accessibility uses, and the source rules'
/// findings.
public struct AuditedSource: Sendable {
    /// The file, its module and its scan.
    public var source: ScannedSource
    /// Findings after suppressions, in report order.
    public var findings: [Finding]
    /// How many findings a suppression comment or the configuration's `ignore` list removed.
    public var suppressedCount: Int

    /// The file's path as found.
    public var path: String { source.path }
    /// The file's module.
    public var module: String { source.module }
}

/// A Swift file that could not be read.
public struct UnreadableSource: Hashable, Sendable {
    /// The path as found.
    public var path: String
    /// Why.
    public var problem: SourceProblem
    /// `io-error` for a file that cannot be read or is not UTF-8, `swift-syntax` for a literal or
    /// comment never closed.
    public var id: String
}
