import CatalogKitLite

/// `xcstrings-a11y check`: the audit. Finds the catalogs, classifies keys into accessibility roles,
/// runs the catalog checks and the speech rules, and reports the findings.
enum CheckCommand {
    static let command = Command(name: "check", summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Audit the accessibility strings: translations, placeholders, speech."
    static let usage = "xcstrings-a11y [check] [options] [PATH ...]"
    static let discussion = """
    Finds String Catalogs under each PATH (default: the current folder), picks the accessibility \
    strings (labels, hints, values, announcements: by configuration, by a marker such as \
    `[a11y: hint]` in the key's comment, or by key names such as `trailer.close.hint`), and checks \
    that every one has a finished, non-empty text in each required language with the same \
    placeholders as the source, and that a speech synthesiser will read it well.

    Each finding is one line, `path:line:column: severity: message [rule-id]`, then a summary. \
    `xcstrings-a11y rules` lists the rules and `xcstrings-a11y explain RULE` explains one. A finding \
    is suppressed for one key by writing `xcstrings-a11y: ignore RULE` in the key's comment, and \
    project-wide in `.xcstrings-a11y.json`: each PATH gets the one nearest to it (from its folder \
    up to its repository root), and the output says which configuration and repository were used \
    (--verbose: per catalog).

    CI: `--format sarif|github|junit|gitlab|markdown` write the formats of code scanning, GitHub \
    annotations, test reports, GitLab Code Quality and pull-request comments, with paths relative \
    to the repository root; `--report FORMAT:FILE` (repeatable) writes more reports from the same \
    run. `--write-baseline FILE` records today's findings and `--baseline FILE` hides them later; \
    `--changed-since REV` reports only strings added or changed since a git revision.

    Exit status: 0 when no finding reaches the failing severity (error, or warning with --strict), \
    1 when one does, 2 on a usage, configuration, I/O or parse error (the rest is still reported), \
    and when no catalog was found under the PATHs (unless --allow-empty).
    """
    static let options = AuditOptions.all + [
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ReportFormat.allCases.map(\.rawValue), help: "The report format: " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", ") + ". Default: text."),
        CommonOptions.output,
        CommonOptions.color,
        OptionSpec(name: "strict", help: "Fail on warnings too."),
        AuditOptions.verbose,
        OptionSpec(name: "report", valueName: "FORMAT:FILE", isRepeatable: true, help: "Also write a report in FORMAT to FILE, from the same run, e.g. sarif:results.sarif; FILE - is standard output. Repeatable."),
        OptionSpec(name: "baseline", valueName: "FILE", help: "Hide the findings recorded in the baseline FILE (relative to the current folder); every report counts them, and entries that no longer match are noted."),
        OptionSpec(name: "write-baseline", valueName: "FILE", help: "Record this run's findings in the baseline FILE (entries of catalogs not checked are kept), then report as with --baseline FILE. An existing FILE that cannot be read or parsed is an error, never rewritten. Concurrent runs take turns (a lock on the folder that holds FILE)."),
        OptionSpec(name: "force", help: "With --write-baseline: start over, writing only this run's findings, even when the existing baseline cannot be read, does not parse or has another version."),
        OptionSpec(name: "changed-since", valueName: "REV", help: "Report only findings on strings added or changed since the git revision REV, e.g. origin/main, in the repository that holds each PATH."),
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        let pipeline = try AuditPipeline(arguments, context: context)
        let filters = try FindingFilters(arguments)
        var requests = [ReportRequest(format: ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text, path: try CommonOptions.outputPath(arguments))]
        for text in arguments.values["report"] ?? [] { requests.append(try ReportRequest(parsing: text)) }
        let settings = pipeline.settings
        // git is asked for the repository root only when a format or the baseline needs it.
        let needsRoot = filters.needsRepositoryPaths || requests.contains { $0.format.usesRepositoryPaths }
        var paths = needsRoot
            ? RepositoryPaths(workingDirectory: context.currentDirectory, environment: context.environment)
            : RepositoryPaths(root: context.currentDirectory, workingDirectory: context.currentDirectory)
        // A project checked from outside its folder keeps the paths (and baseline identities) it has from inside.
        paths.projectRoots = pipeline.projectRoots
        let run: AuditRun
        let outcome: FindingFilters.Outcome
        let catalogScopes: [String: Int]
        do throws(FilterError) {
            let audited: AuditRun
            var changes: [String: Result<CatalogChanges?, GitError>] = [:]
            let changedSince = try filters.changedSince(pipeline: pipeline, context: context)
            if !changedSince.isEmpty {
                (audited, catalogScopes, changes) = pipeline.run(changedSince: changedSince)
            } else {
                (audited, catalogScopes) = pipeline.run()
            }
            // Nothing is written (the baseline neither) when an output would overwrite an input.
            let outputs = requests.enumerated().compactMap { index, request in
                request.path.map { OutputOverlap.Output(option: index == 0 ? "--output" : "--report", path: $0) }
            } + (filters.writeBaselinePath.map { [OutputOverlap.Output(option: "--write-baseline", path: $0)] } ?? [])
            let baselineInput = filters.baselinePath.map { [OutputOverlap.Input(role: "the baseline", path: $0)] } ?? []
            do throws(FileWriteError) {
                try OutputOverlap.check(outputs: outputs, inputs: pipeline.inputs(of: audited) + baselineInput)
            } catch {
                throw FilterError(message: "\(ToolInfo.name): error: \(error)")
            }
            (run, outcome) = try filters.apply(
                to: audited, changedSince: changedSince, changes: changes, paths: paths,
                configurations: Set(pipeline.scopes.compactMap(\.configurationPath)).sorted(), context: context)
        } catch {
            Console.error(error.message + "\n")
            return ExitStatus.failure
        }
        for warning in pipeline.languageWarnings(of: run) { Console.error(warning + "\n") }
        let scopes = pipeline.scopeReport(catalogScopes: catalogScopes, verbose: arguments.flag("verbose"))
        let notes = outcome.notes
        let color = ColorChoice(rawValue: arguments.value("color") ?? "auto") ?? .auto
        var succeeded = true
        for request in requests {
            let reportContext = ReportFormat.Context(
                style: TextStyle(isEnabled: color.isEnabled(environment: context.environment, writingToFile: request.path != nil)),
                environment: context.environment, workingDirectory: context.currentDirectory, paths: paths, notes: notes,
                jobs: pipeline.jobs, baseline: outcome.baseline, scopes: scopes)
            succeeded = ReportOutput.write(to: request.path) { request.format.write(run, context: reportContext, to: &$0) } && succeeded
        }
        if requests.contains(where: { $0.format == .github }) {
            let summaryContext = ReportFormat.Context(
                style: TextStyle(isEnabled: false), environment: context.environment,
                workingDirectory: context.currentDirectory, paths: paths, notes: notes, baseline: outcome.baseline)
            if let problem = GitHubStepSummary.append(MarkdownReporter.report(run, context: summaryContext), environment: context.environment) {
                Console.error(problem + "\n")
            }
        }
        var status = succeeded ? run.exitStatus(failingSeverity: settings.failingSeverity) : ExitStatus.failure
        if let empty = EmptyRun(catalogs: run.catalogs.count, swiftFiles: run.sources.count, readsSources: pipeline.settings.readsSources, searched: pipeline.paths).failure(allowed: arguments.flag("allow-empty")) {
            Console.error(empty + "\n")
            status = ExitStatus.failure
        }
        // The tool exits right after this; the system takes the run's memory back at once.
        ProcessLifetime.keep(run)
        return status
    }

    static let name = "check"
}

/// Writes a report to a file (atomically) or to standard output.
enum ReportOutput {
    /// Returns `false` after printing an error when the file cannot be written.
    static func write(_ report: String, to path: String?) -> Bool {
        write(to: path) { $0.write(report) }
    }

    /// Writes what `produce` writes, streamed. Returns `false` after printing an error when the
    /// file cannot be written.
    static func write(to path: String?, _ produce: (inout DescriptorOutput) -> Void) -> Bool {
        guard let path else {
            Console.out(produce)
            return true
        }
        do {
            try AtomicFile.write(to: path, produce)
            return true
        } catch {
            Console.error("\(ToolInfo.name): error: \(error)\n")
            return false
        }
    }
}
