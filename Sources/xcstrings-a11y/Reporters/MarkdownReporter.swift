import CatalogKitLite

/// `--format markdown`: the report a person reads in a pull-request comment or a job summary.
///
/// The counts, the coverage table per module (the same table as `coverage --format markdown`), then
/// the findings grouped by module and rule, each with its key, language, the English source beside
/// the translation, what is wrong and where. Everything from a catalog goes through
/// ``Markdown`` (which escapes by scalar, controls included), so it stays inside its table cell.
enum MarkdownReporter {
    /// The Markdown report of a run.
    static func report(_ run: AuditRun, context: ReportFormat.Context) -> String {
        var text = "# \(ToolInfo.name) report\n\n"
        text += TextReporter.summary(run, style: TextStyle(isEnabled: false), baseline: context.baseline) + "\n\n"
        let problems = run.readProblems
        if !problems.isEmpty {
            text += "## Could not be read\n\n| Where | Problem |\n|---|---|\n"
            for problem in problems {
                let place = [context.paths.relative(problem.path), problem.line.map(String.init), problem.column.map(String.init)]
                    .compactMap { $0 }.joined(separator: ":")
                text += "| \(Markdown.code(place)) | \(Markdown.cell(problem.message)) (\(problem.id)) |\n"
            }
            text += "\n"
        }
        text += CoverageReporter.markdown(run) + "\n"
        text += findings(run, paths: context.paths)
        if !context.notes.isEmpty {
            text += "\n## Notes\n\n"
            for note in context.notes {
                text += "- \(Markdown.cell(note.message)) (\(note.id))\n"
            }
        }
        return text
    }

    /// The findings section: a heading per module, a table per rule.
    static func findings(_ run: AuditRun, paths: RepositoryPaths) -> String {
        guard !run.findings.isEmpty else { return "## Findings\n\nNo findings.\n" }
        let summaries = Dictionary(run.ruleDescriptions.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        var text = "## Findings\n"
        var modules: [String] = []
        var byModule: [String: [Finding]] = [:]
        var inCode = Set<Finding>()
        for catalog in run.catalogs where !catalog.findings.isEmpty {
            if byModule[catalog.module] == nil { modules.append(catalog.module) }
            byModule[catalog.module, default: []] += catalog.findings
        }
        for source in run.sources where !source.findings.isEmpty {
            if byModule[source.module] == nil { modules.append(source.module) }
            byModule[source.module, default: []] += source.findings
            inCode.formUnion(source.findings)
        }
        for module in modules {
            let findings = byModule[module] ?? []
            text += "\n### \(Markdown.cell(module)) (\(count(findings)))\n"
            for rule in Set(findings.map(\.ruleID)).sorted() {
                let ofRule = findings.filter { $0.ruleID == rule }
                text += "\n#### \(Markdown.code(rule)) (\(count(ofRule)))\n\n"
                if let summary = summaries[rule] { text += Markdown.cell(summary) + "\n\n" }
                let inCatalogs = ofRule.filter { !inCode.contains($0) }
                let ofCode = ofRule.filter { inCode.contains($0) }
                if !inCatalogs.isEmpty {
                    text += "| Severity | Key | Language | English | Translation | Problem | Where |\n|---|---|---|---|---|---|---|\n"
                    for finding in inCatalogs {
                        let location = finding.location
                        var language = location.language ?? ""
                        if !location.variationPath.isEmpty { language += " (\(location.variationPath.description))" }
                        text += "| \(finding.severity.rawValue) | \(Markdown.code(location.key)) | \(Markdown.cell(language)) | \(catalogText(finding.sourceText)) "
                            + "| \(catalogText(finding.text)) | \(Markdown.cell(problem(finding))) | \(Markdown.code(place(finding, paths))) |\n"
                    }
                }
                if !ofCode.isEmpty {
                    // A Swift file's finding has no language or translation: the key it looks up, if
                    // any, and the text as the code writes it.
                    if !inCatalogs.isEmpty { text += "\n" }
                    text += "| Severity | Key | Text in the code | Problem | Where |\n|---|---|---|---|---|\n"
                    for finding in ofCode {
                        let key = finding.location.key.isEmpty ? "" : Markdown.code(finding.location.key)
                        text += "| \(finding.severity.rawValue) | \(key) | \(catalogText(finding.text)) "
                            + "| \(Markdown.cell(problem(finding))) | \(Markdown.code(place(finding, paths))) |\n"
                    }
                }
            }
        }
        return text
    }

    /// What is wrong, with the suggestion when there is one.
    private static func problem(_ finding: Finding) -> String {
        finding.suggestion.map { finding.reportedMessage + " Suggestion: " + $0 } ?? finding.reportedMessage
    }

    /// `path:line:column`, the path relative to the repository.
    private static func place(_ finding: Finding, _ paths: RepositoryPaths) -> String {
        "\(paths.relative(finding.location.file)):\(finding.location.position.line):\(finding.location.position.column)"
    }

    /// "2 errors, 1 warning": the non-zero counts of some findings.
    static func count(_ findings: [Finding]) -> String {
        let parts: [(Severity, String)] = [(.error, "error"), (.warning, "warning"), (.info, "info")]
        return parts.compactMap { severity, word in
            let number = findings.filter { $0.severity == severity }.count
            guard number > 0 else { return nil }
            return severity == .info ? "\(number) info" : plural(number, word)
        }.joined(separator: ", ")
    }

    /// A text of the catalog for a cell; an empty one is shown as such, not as a blank cell.
    private static func catalogText(_ value: String?) -> String {
        guard let value else { return "" }
        return value.isEmpty ? "_(empty)_" : Markdown.cell(value)
    }

}
