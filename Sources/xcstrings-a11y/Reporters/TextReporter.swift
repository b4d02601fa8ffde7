import CatalogKitLite

/// The default output: one line per finding, `path:line:column: severity: message [rule-id]`, sorted
/// by file and position, then notes about the run (stale baseline entries) as info lines, then a
/// one-line summary.
enum TextReporter {
    /// The text report of a run.
    static func report(_ run: AuditRun, style: TextStyle, notes: [RunNote] = []) -> String {
        var output = ""
        write(run, style: style, notes: notes, to: &output)
        return output
    }

    /// Writes the text report of a run, a line at a time.
    static func write(_ run: AuditRun, style: TextStyle, notes: [RunNote] = [], to output: inout some ReportStream) {
        func line(_ text: String) {
            output.write(text)
            output.write("\n")
        }
        for problem in run.loaded.problems {
            line(style.red(diagnosticLine(path: problem.path, line: nil, column: nil, severity: .error, message: problem.reason, id: "io-error")))
        }
        for catalog in run.catalogs {
            for diagnostic in catalog.loaded.result.diagnostics {
                let text = diagnosticLine(
                    path: catalog.loaded.path, line: diagnostic.position?.line, column: diagnostic.position?.column,
                    severity: diagnostic.severity, message: UntrustedText.oneLine(diagnostic.message), id: diagnostic.kind.rawValue)
                line(colored(text, diagnostic.severity, style))
            }
            for finding in catalog.findings {
                let text = diagnosticLine(
                    path: finding.location.file, line: finding.location.position.line, column: finding.location.position.column,
                    severity: finding.severity, message: UntrustedText.oneLine(finding.message), id: finding.ruleID)
                line(colored(text, finding.severity, style))
            }
        }
        for note in notes {
            line(style.cyan(diagnosticLine(path: note.file ?? ToolInfo.name, line: nil, column: nil, severity: .info, message: note.message, id: note.id)))
        }
        line(summary(run, style: style))
    }

    static func summary(_ run: AuditRun, style: TextStyle) -> String {
        let totals = run.totals
        let roles = AccessibilityRole.allCases.compactMap { role -> String? in
            let count = totals.stringsByRole[role, default: 0]
            return count == 0 ? nil : plural(count, role.rawValue)
        }
        var text = "\(plural(run.catalogs.count, "catalog")), \(plural(totals.accessibilityStrings, run.allStrings ? "string" : "accessibility string"))"
        if !roles.isEmpty { text += " (\(roles.joined(separator: ", ")))" }
        let counts = [
            totals.findingsBySeverity[.error, default: 0] > 0 ? style.red(plural(totals.findingsBySeverity[.error, default: 0], "error")) : "0 errors",
            totals.findingsBySeverity[.warning, default: 0] > 0 ? style.yellow(plural(totals.findingsBySeverity[.warning, default: 0], "warning")) : "0 warnings",
            "\(totals.findingsBySeverity[.info, default: 0]) info",
        ]
        text += ": " + counts.joined(separator: ", ")
        if totals.suppressed > 0 { text += " (\(totals.suppressed) suppressed)" }
        if totals.unreadable > 0 { text += "; " + style.red("\(totals.unreadable) could not be read") }
        return text + "."
    }

    private static func colored(_ line: String, _ severity: Severity, _ style: TextStyle) -> String {
        switch severity {
        case .error: style.red(line)
        case .warning: style.yellow(line)
        case .info: style.cyan(line)
        }
    }
}
