import CatalogKitLite

/// The formats `check` can write, by their `--format` names.
enum ReportFormat: String, CaseIterable, Sendable {
    /// One line per finding, `path:line:column: severity: message [rule-id]`, then a summary.
    case text
    /// The report document: catalogs, coverage, findings, summary.
    case json
    /// SARIF 2.1.0 for GitHub code scanning and other SARIF viewers.
    case sarif
    /// GitHub Actions workflow commands (annotations), most severe first.
    case github
    /// JUnit XML for GitLab, Jenkins and other test-report readers.
    case junit
    /// GitLab Code Quality JSON.
    case gitlab
    /// Markdown for a pull-request comment or a job summary.
    case markdown

    /// What a reporter may need besides the run.
    struct Context: Sendable {
        /// Text styling (colour) for terminal output.
        var style: TextStyle
        /// The environment of the run.
        var environment: [String: String]
        /// The folder relative paths are taken from.
        var workingDirectory: String
        /// Paths relative to the repository root, for the CI formats.
        var paths: RepositoryPaths
        /// Remarks about the run (stale baseline entries, the scope of `--changed-since`).
        var notes: [RunNote] = []
        /// The threads that may render the report (`--jobs`); the bytes are the same for any number.
        var jobs = 1
        /// How many findings the baseline hid, and its file; `nil` when the run had no baseline.
        var baseline: BaselineCount?
        /// Which configurations and repositories the run used (text and JSON say so).
        var scopes = ScopeReport()
    }

    /// What a baseline hid in a run: every format counts it, so a clean report never hides that
    /// accepted findings are still there.
    struct BaselineCount: Sendable {
        /// The findings the baseline hid.
        var hidden: Int
        /// The baseline file, as given.
        var path: String
        /// The findings hidden per catalog (by path as found); catalogs without any are absent.
        var byCatalog: [String: Int] = [:]

        /// `2 findings hidden by the baseline baseline.json`.
        var sentence: String { "\(plural(hidden, "finding")) hidden by the baseline \(path)" }
    }

    /// Whether the format's paths are relative to the repository root (the CI formats) rather than
    /// to the working directory.
    var usesRepositoryPaths: Bool {
        switch self {
        case .text, .json: false
        case .sarif, .github, .junit, .gitlab, .markdown: true
        }
    }

    /// Writes the report for a run. The text, JSON, SARIF and JUnit formats are written a finding at
    /// a time, so their size does not add to the run's memory.
    func write(_ run: AuditRun, context: Context, to output: inout some ReportStream) {
        switch self {
        case .text: TextReporter.write(run, context: context, to: &output)
        case .json: writeJSON(JSONReporter.document(run, context: context), to: &output)
        case .sarif: writeJSON(SARIFReporter.document(run, context: context), to: &output)
        case .github: output.write(GitHubReporter.report(run, context: context))
        case .junit: JUnitReporter.write(run, context: context, to: &output)
        case .gitlab: writeJSON(GitLabReporter.document(run, context: context), to: &output)
        case .markdown: output.write(MarkdownReporter.report(run, context: context))
        }
    }

    private func writeJSON(_ document: JSONOutput, to output: inout some ReportStream) {
        document.write(to: &output)
        output.write("\n")
    }
}
