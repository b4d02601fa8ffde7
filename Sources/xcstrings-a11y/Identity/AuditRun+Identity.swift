import CatalogKitLite

extension AuditRun {
    /// Calls `body` with every finding in report order, its identity and its occurrence number
    /// among findings of the same identity (1, 2, … in report order), which makes fingerprints
    /// unique when one string trips a rule twice.
    func forEachIdentified(paths: RepositoryPaths, _ body: (Finding, FindingIdentity, Int) -> Void) {
        var seen: [FindingIdentity: Int] = [:]
        forEachFinding { finding in
            let identity = FindingIdentity(finding, paths: paths)
            seen[identity, default: 0] += 1
            body(finding, identity, seen[identity, default: 1])
        }
    }
}
