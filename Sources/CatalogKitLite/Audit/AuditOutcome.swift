/// How a run ends for a gate: the one decision the command's exit status and an app's own test
/// share, so that they can never disagree.
public enum AuditOutcome: Int32, Sendable, CaseIterable {
    /// Everything was read and no finding reaches the failing severity.
    case passed = 0
    /// A finding reaches the failing severity: in a catalog or in a Swift file, they count alike.
    case failed = 1
    /// Something could not be read (a path, a catalog, a Swift file); the rest was still audited.
    case unreadable = 2
}

extension AuditRun {
    /// Whether any finding, of a catalog or of a Swift file, is at or above `severity`.
    public func hasFindings(atOrAbove severity: Severity) -> Bool {
        catalogs.contains { $0.findings.contains { $0.severity >= severity } }
            || sources.contains { $0.findings.contains { $0.severity >= severity } }
    }

    /// The run's outcome when findings at or above `failingSeverity` fail it (`.error` by default,
    /// `.warning` for a strict gate). What could not be read decides first: a run that missed a
    /// file cannot pass, and says so apart from its findings.
    public func outcome(failingAt failingSeverity: Severity = .error) -> AuditOutcome {
        if loaded.hasReadErrors { return .unreadable }
        return hasFindings(atOrAbove: failingSeverity) ? .failed : .passed
    }
}
