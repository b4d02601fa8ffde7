import CatalogKitLite

/// `--format gitlab`: GitLab Code Quality JSON, an array of issues with `description`,
/// `check_name`, `fingerprint`, `severity` and `location` (`path`, `lines.begin`).
///
/// GitLab does not show `check_name`, so the description starts with the rule id, as Ruff does.
/// The fingerprint is the finding's identity hash (rule, catalog path, key, language, variation
/// path) plus its occurrence number, never the line, so an issue keeps its fingerprint when the
/// catalog changes above it and GitLab can tell new issues from old ones. Severities: error is
/// `major`, warning `minor`, info `info`; a catalog that cannot be read is `critical`.
enum GitLabReporter {
    /// The Code Quality issues of a run: read problems first, then findings in report order.
    static func document(_ run: AuditRun, context: ReportFormat.Context) -> JSONOutput {
        let problems: [JSONOutput] = run.readProblems.map { problem in
            let path = context.paths.relative(problem.path)
            let identity = FindingIdentity(rule: problem.id, file: path, key: "", language: "", variationPath: "\(problem.line ?? 0):\(problem.column ?? 0)")
            return issue(
                check: problem.id, description: problem.message, fingerprint: identity.fingerprint,
                severity: problem.severity == .error ? "critical" : severity(problem.severity), path: path, line: problem.line ?? 1)
        }
        let paths = context.paths
        return .stream(JSONStream(isEmpty: problems.isEmpty && run.findingCount == 0) { emit in
            problems.forEach(emit)
            run.forEachIdentified(paths: paths) { finding, identity, occurrence in
                var description = finding.reportedMessage
                if let suggestion = finding.suggestion { description += " Suggestion: " + suggestion }
                emit(issue(
                    check: finding.ruleID, description: description,
                    fingerprint: SHA256.hexDigest(of: Array("\(identity.fingerprint):\(occurrence)".utf8)),
                    severity: severity(finding.severity), path: identity.file, line: finding.location.position.line))
            }
        })
    }

    /// GitLab's severity for a finding's.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .info: "info"
        }
    }

    private static func issue(check: String, description: String, fingerprint: String, severity: String, path: String, line: Int) -> JSONOutput {
        .object([
            ("type", .string("issue")),
            ("check_name", .string(check)),
            ("description", .string("\(check): \(UntrustedText.oneLine(description))")),
            ("categories", .array([.string("Bug Risk")])),
            ("fingerprint", .string(fingerprint)),
            ("severity", .string(severity)),
            ("location", .object([("path", .string(path)), ("lines", .object([("begin", .integer(line))]))])),
        ])
    }
}
