import CatalogKitLite

/// What `catalogs` (and `check --verbose`, and the JSON of both) say about the Xcode projects a run
/// read: their targets with kinds and catalogs, the languages they declare that their catalogs
/// lack, the parts of them that could not be read, and the accessibility call sites left out as
/// code that does not ship.
enum ProjectReport {
    /// The listing of `catalogs`: per project a heading with its declared languages, a line per
    /// target, and the project's problems.
    static func text(_ loaded: LoadedCatalogs, style: TextStyle) -> String {
        var lines: [String] = []
        for facts in loaded.projectFacts {
            lines.append(style.bold(UntrustedText.logLine(facts.project.path)) + style.dim(" (\(heading(facts)))"))
            for (index, target) in facts.project.targets.enumerated() {
                var parts = [plural(facts.catalogsByTarget[index].count, "catalog")]
                if !target.embeddedTargets.isEmpty { parts.append("embeds " + target.embeddedTargets.map(UntrustedText.logLine).joined(separator: ", ")) }
                lines.append("  \(UntrustedText.logLine(target.name)) (\(target.kind.inWords)): \(parts.joined(separator: ", "))")
            }
            lines += problemLines(facts.project.problems, severity: .warning, style: style)
        }
        lines += problemLines(loaded.unreadableProjects, severity: .error, style: style)
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n\n"
    }

    /// `2 targets; declares en, de, fr; its catalogs lack fr`.
    static func heading(_ facts: ProjectFacts) -> String {
        var parts = [plural(facts.project.targets.count, "target")]
        if !facts.project.declaredLanguages.isEmpty {
            parts.append("declares " + facts.project.declaredLanguages.map(UntrustedText.logLine).joined(separator: ", "))
        }
        if !facts.languagesMissingFromCatalogs.isEmpty {
            parts.append("its catalogs lack " + facts.languagesMissingFromCatalogs.map(UntrustedText.logLine).joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    /// `check --verbose`: a line per project, its problems, then every call site left out of the
    /// audit as code that does not ship, with why, and how many.
    static func verboseLines(_ run: AuditRun, style: TextStyle) -> [String] {
        var lines: [String] = []
        for facts in run.loaded.projectFacts {
            let targets = facts.project.targets.map { "\(UntrustedText.logLine($0.name)) (\($0.kind.inWords))" }.joined(separator: ", ")
            lines.append("\(UntrustedText.logLine(facts.project.path)): \(heading(facts)): \(targets)")
            lines += problemLines(facts.project.problems, severity: .warning, style: style)
        }
        let skipped = run.sources.flatMap { source in source.source.skipped.map { (source.path, $0) } }
        for (path, skip) in skipped {
            let line = diagnosticLine(
                path: path, line: skip.use.callPosition.line, column: skip.use.callPosition.column, severity: .info,
                message: "not audited: the \(skip.use.role) given to \(skip.use.form) is in code that does not ship: \(skip.reason)", id: "skipped")
            lines.append(style.cyan(line))
        }
        if !skipped.isEmpty {
            let files = Set(skipped.map(\.0)).count
            lines.append("\(plural(skipped.count, "accessibility call site")) in \(plural(files, "Swift file")) not audited: code that does not ship.")
        }
        return lines
    }

    private static func problemLines(_ problems: [ProjectProblem], severity: Severity, style: TextStyle) -> [String] {
        problems.map { problem in
            let line = diagnosticLine(
                path: problem.file, line: problem.position?.line, column: problem.position?.column, severity: severity,
                message: problem.message, id: problem.id)
            return severity == .error ? style.red(line) : style.yellow(line)
        }
    }

    /// The `projects` member of the JSON documents.
    static func json(_ loaded: LoadedCatalogs) -> JSONOutput {
        .array(loaded.projectFacts.map { facts in
            let project = facts.project
            return .object([
                ("path", .string(project.path)),
                ("name", .string(project.name)),
                ("source", .string(project.source.rawValue)),
                ("developmentRegion", project.developmentRegion.map(JSONOutput.string) ?? .null),
                ("knownRegions", .array(project.knownRegions.map(JSONOutput.string))),
                ("languagesMissingFromCatalogs", .array(facts.languagesMissingFromCatalogs.map(JSONOutput.string))),
                ("targets", .array(project.targets.enumerated().map { index, target in
                    .object([
                        ("name", .string(target.name)),
                        ("kind", .string(target.kind.rawValue)),
                        ("productType", .string(target.productType)),
                        ("platforms", .array(target.platforms.map { .string($0.description) })),
                        ("catalogs", .array(facts.catalogsByTarget[index].map(JSONOutput.string))),
                        ("embeds", .array(target.embeddedTargets.map(JSONOutput.string))),
                        ("dependencies", .array(target.dependencies.map(JSONOutput.string))),
                    ])
                })),
                ("problems", .array(project.problems.map(problemJSON))),
            ])
        })
    }

    /// A project problem in JSON.
    static func problemJSON(_ problem: ProjectProblem) -> JSONOutput {
        .object([
            ("id", .string(problem.id)),
            ("file", .string(problem.file)),
            ("line", problem.position.map { .integer($0.line) } ?? .null),
            ("column", problem.position.map { .integer($0.column) } ?? .null),
            ("message", .string(problem.message)),
        ])
    }

    /// The call sites left out of a file's audit, in JSON.
    static func skippedJSON(_ skipped: [SkippedUse]) -> JSONOutput {
        .array(skipped.map { skip in
            .object([
                ("line", .integer(skip.use.callPosition.line)),
                ("column", .integer(skip.use.callPosition.column)),
                ("form", .string(skip.use.form)),
                ("role", .string(skip.use.role.rawValue)),
                ("reason", .string(skip.reason)),
            ])
        })
    }
}
