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
    project-wide in `.xcstrings-a11y.json` (found by walking up from the current folder).

    Exit status: 0 when no finding reaches the failing severity (error, or warning with --strict), \
    1 when one does, 2 on a usage, configuration, I/O or parse error (the rest is still reported).
    """
    static let options = AuditOptions.all + [
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ReportFormat.allCases.map(\.rawValue), help: "The report format: " + ReportFormat.allCases.map(\.rawValue).joined(separator: ", ") + ". Default: text."),
        CommonOptions.output,
        CommonOptions.color,
        OptionSpec(name: "strict", help: "Fail on warnings too."),
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) -> Int32 {
        let pipeline: AuditPipeline
        do {
            pipeline = try AuditPipeline(arguments, context: context)
        } catch let error as UsageError {
            return CommandLineTool.usageFailure(error, command: name)
        } catch {
            Console.error("\(error)\n")
            return ExitStatus.failure
        }
        var settings = pipeline.auditor.settings
        if arguments.flag("strict") { settings.failingSeverity = .warning }
        let run = pipeline.run()
        let outputPath = arguments.value("output")
        let format = ReportFormat(rawValue: arguments.value("format") ?? "text") ?? .text
        let color = ColorChoice(rawValue: arguments.value("color") ?? "auto") ?? .auto
        let reportContext = ReportFormat.Context(
            style: TextStyle(isEnabled: color.isEnabled(environment: context.environment, writingToFile: outputPath != nil)),
            environment: context.environment, workingDirectory: context.currentDirectory)
        guard ReportOutput.write(format.render(run, context: reportContext), to: outputPath) else { return ExitStatus.failure }
        return run.exitStatus(failingSeverity: settings.failingSeverity)
    }

    static let name = "check"
}

/// Writes a report to a file (atomically) or to standard output.
enum ReportOutput {
    /// Returns `false` after printing an error when the file cannot be written.
    static func write(_ report: String, to path: String?) -> Bool {
        guard let path else {
            Console.out(report)
            return true
        }
        do {
            try AtomicFile.write(report, to: path)
            return true
        } catch {
            Console.error("\(ToolInfo.name): error: \(error)\n")
            return false
        }
    }
}
