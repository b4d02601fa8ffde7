/// What the audit found in one Swift file: the file, its accessibility uses, and the source rules'
/// findings.
public struct AuditedSource: Sendable {
    /// The file, its module and its scan.
    public var source: ScannedSource
    /// Findings after suppressions, in report order.
    public var findings: [Finding]
    /// How many findings a suppression comment or the configuration's `ignore` list removed.
    public var suppressedCount: Int
    /// For each use that looks a key up (by its index in the scan's uses), where the key was found.
    package var lookups: [Int: LookupOutcome]

    /// The catalogs that hold the key of a use (by its index in the scan's uses); empty for a use
    /// that looks nothing up or whose key no catalog it reads has.
    public func catalogs(ofUse index: Int) -> [String] {
        if case .found(let paths)? = lookups[index] { return paths }
        return []
    }

    /// The file's path as found.
    public var path: String { source.path }
    /// The file's module.
    public var module: String { source.module }
}
