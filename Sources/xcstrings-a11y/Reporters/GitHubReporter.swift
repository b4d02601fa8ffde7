import CatalogKitLite

/// `--format github`: GitHub Actions workflow commands, so findings appear as annotations on the
/// pull request's files.
///
/// GitHub shows at most 10 annotations of each kind per step and drops the rest silently, so the
/// findings go most severe first: the first ten errors, warnings and notices become annotations and
/// every other one is logged as a plain line, which starts with its severity word so it can never be
/// read as a command. The full list belongs in the job summary (``GitHubStepSummary``).
///
/// Every line is escaped by ``GitHubText``: as GitHub's toolkit does (`%` in the message; also CR,
/// LF, `:` and `,` in properties), control characters as visible escapes, and `::` and `##[` broken
/// in annotations and plain lines alike: no key, value or folder name can end the line, start a
/// command of its own, or reach the runner's legacy `##[command]` parser.
enum GitHubReporter {
    /// GitHub's limit of annotations per kind and step.
    static let annotationsPerKind = 10

    /// The workflow commands for a run: read problems, findings most severe first, notes, summary.
    static func report(_ run: AuditRun, context: ReportFormat.Context) -> String {
        var lines: [String] = []
        var annotated: [Severity: Int] = [:]
        for problem in run.readProblems {
            // Read problems come first whatever their number: they make the run fail with status 2.
            var properties = [("file", context.paths.relative(problem.path))]
            if let line = problem.line { properties.append(("line", "\(line)")) }
            if let column = problem.column { properties.append(("col", "\(column)")) }
            properties.append(("title", "\(ToolInfo.name) (\(problem.id))"))
            lines.append(command(problem.severity, properties: properties, message: problem.message))
            annotated[problem.severity, default: 0] += 1
        }
        let regions = SourceRegions()
        let ordered = run.findings.enumerated().sorted { ($1.element.severity, $0.offset) < ($0.element.severity, $1.offset) }.map(\.element)
        var overflow: [String] = []
        for finding in ordered {
            let path = context.paths.relative(finding.location.file)
            guard annotated[finding.severity, default: 0] < annotationsPerKind else {
                overflow.append(plainLine(finding, path: path))
                continue
            }
            annotated[finding.severity, default: 0] += 1
            let region = regions.region(of: finding)
            var message = finding.reportedMessage
            if let suggestion = finding.suggestion { message += " Suggestion: " + suggestion }
            lines.append(command(finding.severity, properties: [
                ("file", path), ("line", "\(region.startLine)"), ("endLine", "\(region.endLine)"),
                ("col", "\(region.startColumn)"), ("endColumn", "\(region.endColumn)"),
                ("title", "\(ToolInfo.name) (\(finding.ruleID))"),
            ], message: message))
        }
        if !overflow.isEmpty {
            lines.append("\(overflow.count) more findings (GitHub shows \(annotationsPerKind) annotations of each kind per step; the job summary lists all):")
            lines += overflow
        }
        lines += context.notes.map { note in
            var properties: [(String, String)] = []
            if let file = note.file { properties.append(("file", context.paths.relative(file))) }
            properties.append(("title", "\(ToolInfo.name) (\(note.id))"))
            return command(.info, properties: properties, message: note.message)
        }
        lines.append(TextReporter.summary(run, style: TextStyle(isEnabled: false), baseline: context.baseline))
        return lines.joined(separator: "\n") + "\n"
    }

    /// One workflow command: `::error file=…,line=…::message`.
    static func command(_ severity: Severity, properties: [(String, String)], message: String) -> String {
        let name = switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "notice"
        }
        let list = properties.map { "\($0.0)=\(GitHubText.property($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(GitHubText.data(message))"
    }

    /// A finding that is not annotated, as a log line that starts with its severity.
    static func plainLine(_ finding: Finding, path: String) -> String {
        let position = finding.location.position
        let text = "\(path):\(position.line):\(position.column): \(finding.reportedMessage) [\(finding.ruleID)]"
        return "\(finding.severity.rawValue): " + GitHubText.data(text)
    }
}

/// Text in a line of `--format github`: the workflow-command family's rules for ``UntrustedText``.
///
/// GitHub's runner reads every line of a step's log: `::name properties::data` at the start of a
/// line (after white space) is a command, and its legacy parser takes `##[name]` anywhere in a line.
/// So in every line this format prints, an annotation or not, `::` and `##[` are broken visibly
/// (``UntrustedText/logLine(_:)``) and `%` is `%25`, as `@actions/core` escapes it.
enum GitHubText {
    /// A command's message or a plain log line (`escapeData` in `@actions/core`): `%` as `%25`;
    /// line breaks and other controls as visible escapes, so the line stays one line; no command.
    static func data(_ text: String) -> String {
        UntrustedText.escaped(text, commandBreak: UntrustedText.visibleCommandBreak, special: { $0 == "%" ? "%25" : nil })
    }

    /// A property value (`escapeProperty` in `@actions/core`): `%`, CR, LF, `:` and `,` as `%25`,
    /// `%0D`, `%0A`, `%3A` and `%2C`, which GitHub decodes, so a path with a line break names its
    /// file exactly; other controls as visible escapes.
    static func property(_ text: String) -> String {
        UntrustedText.escaped(text, commandBreak: UntrustedText.visibleCommandBreak, special: { scalar -> String? in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            case ":": "%3A"
            case ",": "%2C"
            default: nil
            }
        })
    }
}
