import CatalogKitLite

/// `xcstrings-a11y coverage`: the report of missing translations of accessibility strings, per
/// module and language.
enum CoverageCommand {
    static let name = "coverage"
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Report per module and language how many accessibility strings are translated."
    static let usage = "xcstrings-a11y coverage [options] [PATH ...]"
    static let discussion = """
    Counts, per module and required language, the accessibility strings, how many are translated, \
    missing, waiting for review or still new, and the percentage translated; then lists every \
    missing string with its key, role and source text. A string is translated when every one of its \
    units is non-empty and in state `translated`. `--format markdown` writes a job summary for CI, \
    `--format json` a document for other tools. With --all-strings every string of the catalogs \
    is counted, not only the accessibility strings.

    Exit status: 0 when everything was read, 2 on a usage, configuration, I/O or parse error. The \
    coverage itself never fails the run; use `check` for that.
    """
    static let options = AuditOptions.all + [
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "markdown", "json"], help: "text (default), markdown or json."),
        CommonOptions.output,
        CommonOptions.color,
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        let pipeline = try AuditPipeline(arguments, context: context)
        let outputPath = try CommonOptions.outputPath(arguments)
        let (run, _) = pipeline.run()
        for warning in pipeline.languageWarnings(of: run) { Console.error(warning + "\n") }
        if let outputPath {
            do {
                try OutputOverlap.check(outputs: [OutputOverlap.Output(option: "--output", path: outputPath)], inputs: pipeline.inputs(of: run))
            } catch {
                Console.error("\(ToolInfo.name): error: \(error)\n")
                return ExitStatus.failure
            }
        }
        let report: String
        switch arguments.value("format") {
        case "markdown":
            report = CoverageReporter.markdown(run)
        case "json":
            report = CoverageReporter.json(run).rendered() + "\n"
        default:
            let color = ColorChoice(rawValue: arguments.value("color") ?? "auto") ?? .auto
            report = CoverageReporter.text(run, style: TextStyle(isEnabled: color.isEnabled(environment: context.environment, writingToFile: outputPath != nil)))
        }
        guard ReportOutput.write(report, to: outputPath) else { return ExitStatus.failure }
        if let empty = EmptyRun(catalogs: run.catalogs.count, swiftFiles: run.sources.count, readsSources: pipeline.settings.readsSources, searched: pipeline.paths).failure(allowed: arguments.flag("allow-empty")) {
            Console.error(empty + "\n")
            return ExitStatus.failure
        }
        return run.loaded.hasReadErrors ? ExitStatus.failure : ExitStatus.success
    }
}
