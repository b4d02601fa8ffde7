import CatalogKitLite

/// The default output: one line per finding, `path:line:column: severity: message [rule-id]`, sorted
/// by file and position, then notes about the run (stale baseline entries) as info lines, then a
/// one-line summary.
enum TextReporter {
    /// One piece of the report: a slice of a catalog's findings, the catalog's read problems before
    /// its first slice.
    private struct Piece: Sendable {
        var catalog: AuditedCatalog
        /// The index of the slice in the catalog's findings, or `nil` for a catalog without findings.
        var segment: Int?
    }

    /// Writes the text report of a run, a line at a time; `context.jobs` threads render the lines
    /// of the findings. After the findings and notes: with `--verbose` a line per catalog that says
    /// which configuration and repository it was checked with, the projects read and the call sites
    /// left out as code that does not ship; then the line that says the configuration for the run,
    /// then the summary.
    static func write(_ run: AuditRun, context: ReportFormat.Context, to output: inout some ReportStream) {
        let style = context.style
        for problem in run.loaded.problems {
            output.write(style.red(diagnosticLine(path: problem.path, line: nil, column: nil, severity: .error, message: problem.reason, id: "io-error")) + "\n")
        }
        let pieces = run.catalogs.flatMap { catalog -> [Piece] in
            let segments = catalog.findings.segments.indices
            return segments.isEmpty ? [Piece(catalog: catalog, segment: nil)] : segments.map { Piece(catalog: catalog, segment: $0) }
        }
        renderInOrder(pieces, jobs: context.jobs, { piece in
            var text = RenderedText()
            if piece.segment ?? 0 == 0 {
                for diagnostic in piece.catalog.loaded.result.diagnostics {
                    let line = diagnosticLine(
                        path: piece.catalog.loaded.path, line: diagnostic.position?.line, column: diagnostic.position?.column,
                        severity: diagnostic.severity, message: diagnostic.message, id: diagnostic.kind.rawValue)
                    text.write(colored(line, diagnostic.severity, style))
                    text.write("\n")
                }
            }
            for finding in piece.segment.map({ piece.catalog.findings.segments[$0] }) ?? [] {
                let line = diagnosticLine(
                    path: finding.location.file, line: finding.location.position.line, column: finding.location.position.column,
                    severity: finding.severity, message: namingKey(finding), id: finding.ruleID)
                text.write(colored(line, finding.severity, style))
                text.write("\n")
            }
            return text
        }, write: { output.write($0) })
        for source in run.sources {
            for finding in source.findings {
                let line = diagnosticLine(
                    path: finding.location.file, line: finding.location.position.line, column: finding.location.position.column,
                    severity: finding.severity, message: finding.reportedMessage, id: finding.ruleID)
                output.write(colored(line, finding.severity, style) + "\n")
            }
        }
        for source in run.loaded.unreadableSources {
            let line = diagnosticLine(
                path: source.path, line: source.problem.position?.line, column: source.problem.position?.column,
                severity: .error, message: source.problem.message, id: source.id)
            output.write(style.red(line) + "\n")
        }
        for problem in run.loaded.unreadableProjects {
            let line = diagnosticLine(
                path: problem.file, line: problem.position?.line, column: problem.position?.column, severity: .error, message: problem.message, id: problem.id)
            output.write(style.red(line) + "\n")
        }
        for note in context.notes {
            output.write(style.cyan(diagnosticLine(path: note.file ?? ToolInfo.name, line: nil, column: nil, severity: .info, message: note.message, id: note.id)) + "\n")
        }
        if context.scopes.isVerbose {
            for catalog in run.catalogs {
                guard let entry = context.scopes.entry(ofCatalog: catalog.loaded.path) else { continue }
                output.write("\(UntrustedText.logLine(catalog.loaded.path)): configuration \(UntrustedText.logLine(ScopeReport.described(entry)))\n")
            }
            for line in swiftLines(run) { output.write(line + "\n") }
            for line in ProjectReport.verboseLines(run, style: style) { output.write(line + "\n") }
        }
        if let line = context.scopes.line { output.write(UntrustedText.logLine(line) + "\n") }
        output.write(summary(run, style: style, baseline: context.baseline) + "\n")
    }

    /// With `--verbose`: what the Swift files give VoiceOver (and why the dynamic values are), and
    /// the lookup helpers found by reading them.
    static func swiftLines(_ run: AuditRun) -> [String] {
        guard !run.sources.isEmpty else { return [] }
        let counts = run.useCounts
        var lines = ["Swift: \(plural(counts.total, "accessibility use")) in \(plural(run.sources.count, "file"))" + (counts.total > 0 ? ": \(counts.description)" : "")]
        if run.lookupHelpers.isEmpty {
            lines.append("Lookup helpers found: none")
        } else {
            lines.append("Lookup helpers found: \(run.lookupHelpers.count)")
            lines += run.lookupHelpers.map { "  " + UntrustedText.logLine($0.description) }
        }
        return lines
    }

    /// A finding's message, naming its key when the message does not (speech findings quote the
    /// text they judge, not the key; catalog checks name the key, `German hint for 'close.hint'`),
    /// so every line says which string to open.
    static func namingKey(_ finding: Finding) -> String {
        let key = CheckMessage.quotedKey(finding.location.key)
        return finding.message.contains(key) ? finding.reportedMessage : "\(key): \(finding.reportedMessage)"
    }

    /// The summary line; with a baseline it says how many findings the baseline hid.
    static func summary(_ run: AuditRun, style: TextStyle, baseline: ReportFormat.BaselineCount? = nil) -> String {
        let totals = run.totals
        let roles = AccessibilityRole.allCases.compactMap { role -> String? in
            let count = totals.stringsByRole[role, default: 0]
            return count == 0 ? nil : plural(count, role.rawValue)
        }
        var text = plural(run.catalogs.count, "catalog")
        if !run.sources.isEmpty { text += ", \(plural(run.sources.count, "Swift file"))" }
        text += ", \(plural(totals.accessibilityStrings, run.allStrings ? "string" : "accessibility string"))"
        if !roles.isEmpty { text += " (\(roles.joined(separator: ", ")))" }
        let counts = [
            totals.findingsBySeverity[.error, default: 0] > 0 ? style.red(plural(totals.findingsBySeverity[.error, default: 0], "error")) : "0 errors",
            totals.findingsBySeverity[.warning, default: 0] > 0 ? style.yellow(plural(totals.findingsBySeverity[.warning, default: 0], "warning")) : "0 warnings",
            "\(totals.findingsBySeverity[.info, default: 0]) info",
        ]
        text += ": " + counts.joined(separator: ", ")
        var hidden: [String] = []
        if totals.suppressed > 0 { hidden.append("\(totals.suppressed) suppressed") }
        if let baseline { hidden.append("\(baseline.hidden) hidden by the baseline") }
        if !hidden.isEmpty { text += " (\(hidden.joined(separator: ", ")))" }
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
