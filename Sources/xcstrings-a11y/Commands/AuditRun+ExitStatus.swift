import CatalogKitLite

extension AuditRun {
    /// The exit status: 2 when something could not be read, 1 when a finding reaches the failing
    /// severity, else 0.
    func exitStatus(failingSeverity: Severity) -> Int32 {
        if loaded.hasReadErrors { return ExitStatus.failure }
        let fails = catalogs.contains { $0.findings.contains { $0.severity >= failingSeverity } }
        return fails ? ExitStatus.findings : ExitStatus.success
    }
}
