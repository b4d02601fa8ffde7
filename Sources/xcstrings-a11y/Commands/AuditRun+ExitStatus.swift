import CatalogKitLite

extension AuditRun {
    /// The exit status: the library's ``AuditOutcome``, whose raw values are the tool's exit codes
    /// (2 when something could not be read, 1 when a finding of a catalog or a Swift file reaches
    /// the failing severity, else 0).
    func exitStatus(failingSeverity: Severity) -> Int32 {
        outcome(failingAt: failingSeverity).rawValue
    }
}
