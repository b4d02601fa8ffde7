import CatalogKitLite

/// `xcstrings-a11y catalogs`: finds the catalogs, reads them, and prints per module and catalog the
/// number of keys and the languages present, with every problem met while reading.
enum CatalogsCommand {
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let name = "catalogs"
    static let summary = "List the catalogs and Swift files found, per module: keys, languages, accessibility call sites."
    static let usage = "xcstrings-a11y catalogs [options] [PATH ...]"
    static let discussion = """
    Finds String Catalogs under each PATH (default: the current folder) as `check` does (the \
    configuration nearest to each PATH, or --config: its `exclude` and `modules`), groups them by \
    module and reads them. Prints, per module and catalog, the number of keys and the languages present, and \
    every problem met while reading, as `path:line:column: severity: message [id]`. Then, per \
    module, the Swift files read and their accessibility call sites: where the code gives VoiceOver \
    text, in which role, and whether it is a catalog key, hard-coded text or a value computed at run \
    time (--no-sources leaves them out).

    A file named as a PATH is read whatever its extension. Folders are searched for *.xcstrings files; \
    hidden folders, DerivedData and node_modules are skipped. A symbolic link that leads outside the \
    repository (or the folder checked) is reported and not read, unless --follow-symlinks. A file \
    larger than --max-file-size (512 MB) is refused before it is read. The module of a catalog is the folder \
    below `Sources/` in its path, else its nearest parent folder that is not a resource folder \
    (Resources, Localization, *.lproj, ...).

    Exit status: 0 when every catalog was read, 2 when any could not be (io-error, json-syntax, \
    catalog-schema); the other catalogs are read all the same.
    """
    static let options = [
        AuditOptions.config,
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json."),
        CommonOptions.output,
        CommonOptions.color,
        OptionSpec(name: "no-sources", help: "List the catalogs only, not the Swift files and their accessibility call sites."),
        CommonOptions.followSymlinks,
        FileSizeLimit.option,
        CommonOptions.jobs,
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        // The same configurations as `check`: each PATH's `exclude` and `modules` apply.
        let pipeline = try AuditPipeline(arguments, context: context)
        let outputPath = try CommonOptions.outputPath(arguments)
        let (loaded, sources) = pipeline.inventoryWithSources()
        if let outputPath {
            do {
                try OutputOverlap.check(
                    outputs: [OutputOverlap.Output(option: "--output", path: outputPath)],
                    inputs: loaded.catalogs.map { OutputOverlap.Input(role: "the catalog", path: $0.path) }
                        + sources.map { OutputOverlap.Input(role: "the Swift file", path: $0.path) })
            } catch {
                Console.error("\(ToolInfo.name): error: \(error)\n")
                return ExitStatus.failure
            }
        }
        let report: String
        if arguments.value("format") == "json" {
            report = SourceInventory.addingSources(sources, to: InventoryReport.json(loaded)).rendered() + "\n"
        } else {
            let color = ColorChoice(rawValue: arguments.value("color") ?? "auto") ?? .auto
            let style = TextStyle(isEnabled: color.isEnabled(environment: context.environment, writingToFile: outputPath != nil))
            report = SourceInventory.text(sources, style: style) + InventoryReport.text(loaded, style: style)
        }
        if let outputPath {
            do {
                try AtomicFile.write(report, to: outputPath)
            } catch {
                Console.error("xcstrings-a11y: error: \(error)\n")
                return ExitStatus.failure
            }
        } else {
            Console.out(report)
        }
        return loaded.hasReadErrors || sources.contains { $0.problem != nil } ? ExitStatus.failure : ExitStatus.success
    }
}
