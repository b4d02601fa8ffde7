import CatalogKitLite

/// `--format json`: the document of the `catalogs` command, grown with findings and coverage.
///
/// Per catalog: its path, module, key count, languages and read diagnostics (as `catalogs` prints
/// them), plus the accessibility strings by role, the coverage per required language, and the
/// findings. Top level: the findings of every catalog in report order, notes about the run (stale
/// baseline entries, the scope of `--changed-since`), and a summary.
enum JSONReporter {
    /// The document of a run; `context.jobs` threads render its findings.
    static func document(_ run: AuditRun, context: ReportFormat.Context) -> JSONOutput {
        let notes = context.notes, jobs = context.jobs
        let inventory = InventoryReport.json(run.loaded)
        guard case .object(var members) = inventory, case .array(let catalogs)? = members.first(where: { $0.0 == "catalogs" })?.1 else {
            return inventory
        }
        let audited = Dictionary(run.catalogs.map { ($0.loaded.path, $0) }, uniquingKeysWith: { first, _ in first })
        let grown: [JSONOutput] = catalogs.map { catalog in
            guard case .object(var fields) = catalog, case .string(let path)? = fields.first(where: { $0.0 == "path" })?.1,
                  let result = audited[path] else { return catalog }
            fields.append(("accessibilityStrings", rolesJSON(result.strings)))
            fields.append(("coverage", .array(result.coverage.map(coverageJSON))))
            fields.append(("findings", .integer(result.findings.count)))
            fields.append(("suppressed", .integer(result.suppressedCount)))
            if let entry = context.scopes.entry(ofCatalog: path) {
                fields.append(("configuration", entry.configuration.map(JSONOutput.string) ?? .null))
                fields.append(("repository", entry.repository.map(JSONOutput.string) ?? .null))
            }
            return .object(fields)
        }
        members = members.map { $0.0 == "catalogs" ? ("catalogs", .array(grown)) : $0 }
        members.removeAll { $0.0 == "summary" }
        if !run.sources.isEmpty {
            members.append(("sources", SourceUsesReport.json(run.sources)))
            members.append(("lookupHelpers", SourceUsesReport.json(run.lookupHelpers)))
        }
        let totals = run.totals
        let segments = run.findingSegments
        members.append(("findings", .batches(JSONBatches(isEmpty: segments.isEmpty, count: segments.count, jobs: jobs) { index in
            segments[index].map(findingJSON)
        })))
        if !notes.isEmpty {
            members.append(("notes", .array(notes.map { note in
                .object([("id", .string(note.id)), ("message", .string(note.message)), ("file", note.file.map(JSONOutput.string) ?? .null)])
            })))
        }
        members.append(("summary", .object([
            ("catalogs", .integer(run.catalogs.count)),
            ("swiftFiles", .integer(run.sources.count)),
            ("swiftUses", SourceUsesReport.json(run.useCounts)),
            ("unreadable", .integer(totals.unreadable)),
            ("accessibilityStrings", .integer(totals.accessibilityStrings)),
            ("errors", .integer(totals.findingsBySeverity[.error, default: 0])),
            ("warnings", .integer(totals.findingsBySeverity[.warning, default: 0])),
            ("info", .integer(totals.findingsBySeverity[.info, default: 0])),
            ("suppressed", .integer(totals.suppressed)),
            ("baselined", .integer(context.baseline?.hidden ?? 0)),
            ("baseline", context.baseline.map { .string($0.path) } ?? .null),
            ("configurations", .array(context.scopes.entries.map { entry in
                .object([
                    ("configuration", entry.configuration.map(JSONOutput.string) ?? .null),
                    ("repository", entry.repository.map(JSONOutput.string) ?? .null),
                ])
            })),
        ])))
        return .object(members)
    }

    /// The members of a finding, in the report's order.
    static let findingShape = JSONRecordShape([
        "rule", "severity", "message", "file", "line", "column", "module", "key", "language", "variationPath", "role",
        "roleSource", "sourceText", "text", "suggestion", "usedAt",
    ])

    static func findingJSON(_ finding: Finding) -> JSONOutput {
        .record(findingShape, [
            .string(finding.ruleID),
            .string(finding.severity.rawValue),
            .string(finding.message),
            .string(finding.location.file),
            .integer(finding.location.position.line),
            .integer(finding.location.position.column),
            finding.module.map(JSONOutput.string) ?? .null,
            .string(finding.location.key),
            finding.location.language.map(JSONOutput.string) ?? .null,
            .string(finding.location.variationPath.description),
            finding.role.map { .string($0.rawValue) } ?? .null,
            finding.roleSource.map { .string($0.rawValue) } ?? .null,
            finding.sourceText.map(JSONOutput.string) ?? .null,
            finding.text.map(JSONOutput.string) ?? .null,
            finding.suggestion.map(JSONOutput.string) ?? .null,
            finding.usedAt.map { .string($0.description) } ?? .null,
        ])
    }

    static func rolesJSON(_ strings: StringCounts) -> JSONOutput {
        var counts: [(String, JSONOutput)] = AccessibilityRole.allCases.map { role in
            (role.rawValue, .integer(strings.byRole[role, default: 0]))
        }
        counts.append(("total", .integer(strings.total)))
        return .object(counts)
    }

    static func coverageJSON(_ coverage: LanguageCoverage) -> JSONOutput {
        .object([
            ("language", .string(coverage.language)),
            ("accessibilityStrings", .integer(coverage.total)),
            ("translated", .integer(coverage.translated)),
            ("missing", .integer(coverage.missing)),
            ("needsReview", .integer(coverage.needsReview)),
            ("unfinished", .integer(coverage.unfinished)),
            ("percentage", CoverageReporter.percentJSON(coverage)),
            ("missingKeys", .array(coverage.missingKeys.map { missing in
                .object([
                    ("catalog", .string(missing.catalogPath)),
                    ("key", .string(missing.key)),
                    ("role", missing.role.map { .string($0.rawValue) } ?? .null),
                    ("sourceText", .string(missing.sourceText)),
                ])
            })),
        ])
    }
}
