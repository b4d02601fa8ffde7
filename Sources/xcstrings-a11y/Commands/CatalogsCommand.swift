import CatalogKitLite

/// `xcstrings-a11y catalogs`: finds the catalogs, reads them, and prints per module and catalog the
/// number of keys and the languages present, with every problem met while reading.
enum CatalogsCommand {
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let name = "catalogs"
    static let summary = "List the catalogs found, per module, with their keys and languages."
    static let usage = "xcstrings-a11y catalogs [options] [PATH ...]"
    static let discussion = """
    Finds String Catalogs under each PATH (default: the current folder), groups them by module and \
    reads them. Prints, per module and catalog, the number of keys and the languages present, and \
    every problem met while reading, as `path:line:column: severity: message [id]`.

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
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json."),
        CommonOptions.output,
        CommonOptions.color,
        CommonOptions.followSymlinks,
        FileSizeLimit.option,
        CommonOptions.jobs,
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) -> Int32 {
        let jobs: Int
        let maximumFileSize: Int
        do {
            jobs = try CommonOptions.jobs(arguments)
            maximumFileSize = try FileSizeLimit.bytes(arguments)
        } catch {
            return CommandLineTool.usageFailure(error, command: name)
        }
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let loaded = CatalogLoader.load(
            paths, discovery: CatalogDiscovery(boundary: SymlinkBoundary(followsAll: arguments.flag("follow-symlinks"), context: context)), jobs: jobs,
            maximumFileSize: maximumFileSize)
        let outputPath = arguments.value("output")
        let report: String
        if arguments.value("format") == "json" {
            report = InventoryReport.json(loaded).rendered() + "\n"
        } else {
            let color = ColorChoice(rawValue: arguments.value("color") ?? "auto") ?? .auto
            let style = TextStyle(isEnabled: color.isEnabled(environment: context.environment, writingToFile: outputPath != nil))
            report = InventoryReport.text(loaded, style: style)
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
        return loaded.hasReadErrors ? ExitStatus.failure : ExitStatus.success
    }
}

/// The inventory of catalogs, as text and as JSON.
enum InventoryReport {
    static func text(_ loaded: LoadedCatalogs, style: TextStyle) -> String {
        var lines: [String] = []
        for problem in loaded.problems {
            lines.append(diagnosticLine(path: problem.path, line: nil, column: nil, severity: .error, message: problem.reason, id: "io-error"))
        }
        var currentModule: String?
        for entry in loaded.catalogs {
            if entry.module != currentModule {
                currentModule = entry.module
                let catalogs = loaded.catalogs.filter { $0.module == entry.module }
                let keys = catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) }
                lines.append(style.bold(terminalSafe(entry.module)) + style.dim(" (\(plural(catalogs.count, "catalog")), \(plural(keys, "key")))"))
            }
            if let catalog = entry.summary {
                lines.append("  \(terminalSafe(entry.path)): \(plural(catalog.keyCount, "key")); languages: \(catalog.languages.map(terminalSafe).joined(separator: ", "))")
            } else {
                lines.append("  \(terminalSafe(entry.path)): " + style.red("not read"))
            }
            for diagnostic in entry.result.diagnostics {
                let line = diagnosticLine(
                    path: entry.path, line: diagnostic.position?.line, column: diagnostic.position?.column,
                    severity: diagnostic.severity, message: diagnostic.message, id: diagnostic.kind.rawValue)
                lines.append(diagnostic.severity == .error ? style.red(line) : style.yellow(line))
            }
        }
        let modules = Set(loaded.catalogs.map(\.module)).count
        let keys = loaded.catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) }
        let unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count
        var summary = "\(plural(loaded.catalogs.count, "catalog")) in \(plural(modules, "module")), \(plural(keys, "key"))"
        summary += unreadable == 0 ? "; all read." : "; " + style.red("\(unreadable) could not be read") + "."
        if loaded.catalogs.isEmpty, loaded.problems.isEmpty { summary = "No String Catalogs (*.xcstrings) found." }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    static func json(_ loaded: LoadedCatalogs) -> JSONOutput {
        let catalogs: [JSONOutput] = loaded.catalogs.map { entry in
            var members: [(String, JSONOutput)] = [
                ("path", .string(entry.path)),
                ("module", .string(entry.module)),
                ("read", .bool(entry.isComplete)),
            ]
            if let catalog = entry.summary {
                members += [
                    ("sourceLanguage", .string(catalog.sourceLanguage)),
                    ("version", catalog.version.map(JSONOutput.string) ?? .null),
                    ("keys", .integer(catalog.keyCount)),
                    ("languages", .array(catalog.languages.map(JSONOutput.string))),
                ]
            }
            members.append(("diagnostics", .array(entry.result.diagnostics.map(diagnosticJSON))))
            return .object(members)
        }
        let moduleNames = loaded.catalogs.map(\.module).reduce(into: [String]()) { if $0.last != $1 { $0.append($1) } }
        let modules: [JSONOutput] = moduleNames.map { name in
            let members = loaded.catalogs.filter { $0.module == name }
            return .object([
                ("name", .string(name)),
                ("catalogs", .integer(members.count)),
                ("keys", .integer(members.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) })),
            ])
        }
        let problems: [JSONOutput] = loaded.problems.map {
            .object([("path", .string($0.path)), ("id", .string("io-error")), ("severity", .string("error")), ("message", .string($0.reason))])
        }
        let unreadable = loaded.catalogs.filter { !$0.isComplete }.count + loaded.problems.count
        return .object([
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("catalogs", .array(catalogs)),
            ("modules", .array(modules)),
            ("pathErrors", .array(problems)),
            ("summary", .object([
                ("catalogs", .integer(loaded.catalogs.count)),
                ("modules", .integer(moduleNames.count)),
                ("keys", .integer(loaded.catalogs.reduce(0) { $0 + ($1.summary?.keyCount ?? 0) })),
                ("unreadable", .integer(unreadable)),
            ])),
        ])
    }

    static func diagnosticJSON(_ diagnostic: CatalogDiagnostic) -> JSONOutput {
        .object([
            ("id", .string(diagnostic.kind.rawValue)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.message)),
            ("line", diagnostic.position.map { .integer($0.line) } ?? .null),
            ("column", diagnostic.position.map { .integer($0.column) } ?? .null),
        ])
    }
}

/// "1 key", "3 keys".
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}
