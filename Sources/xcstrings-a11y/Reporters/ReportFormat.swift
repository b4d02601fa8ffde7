import CatalogKitLite

/// The formats `check` can write, by their `--format` names.
enum ReportFormat: String, CaseIterable, Sendable {
    /// One line per finding, `path:line:column: severity: message [rule-id]`, then a summary.
    case text
    /// The report document: catalogs, coverage, findings, summary.
    case json

    /// What a reporter may need besides the run.
    struct Context: Sendable {
        /// Text styling (colour) for terminal output.
        var style: TextStyle
        /// The environment of the run.
        var environment: [String: String]
        /// The folder relative paths are taken from.
        var workingDirectory: String
    }

    /// The report for a run.
    func render(_ run: AuditRun, context: Context) -> String {
        switch self {
        case .text: TextReporter.report(run, style: context.style)
        case .json: JSONReporter.document(run).rendered() + "\n"
        }
    }
}
