import CatalogKitLite
import Foundation
import SpeechRules

/// `xcstrings-a11y export`: the work list of one language for translators, as XLIFF 1.2 or CSV.
enum ExportCommand {
    static let name = "export"
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Write the strings a language lacks or must fix, as XLIFF, CSV or an Xcode .xcloc for translators."
    static let usage = "xcstrings-a11y export --language LANG [options] [PATH ...] -o FILE"
    static let discussion = """
    Audits the catalogs under each PATH (default: the current folder) as `check` does and writes, \
    for the language LANG, every accessibility string (every string with --all-strings) that is \
    missing, empty, new, waiting for review, or has a finding in LANG. Each plural form, device \
    variant and substitution branch is a unit of its own, named as Xcode names it \
    (`key|==|plural.one`). With each unit: the module and catalog, the source text, the current \
    translation and its state, the comment, the role and where it came from, what each \
    placeholder stands for, the findings in LANG, and how the source text will sound.

    XLIFF 1.2 is laid out as Xcode's .xcloc export (one <file> per catalog, the context in \
    <note>s); CSV is RFC 4180, UTF-8, with a header row (a cell a spreadsheet would take for a \
    formula starts with '); an .xcloc is Xcode's localization catalog folder (contents.json, \
    Localized Contents/LANG.xliff, Source Contents, Notes). The format follows from the name \
    (.xliff or .xlf, .csv, .xcloc) unless --format says. The file is written atomically. Translate \
    it in any tool that reads XLIFF, CSV or .xcloc, then bring it back with `xcstrings-a11y import`.

    Exit status: 0 when the file was written, 2 on a usage, configuration, I/O or parse error \
    (catalogs that could be read are still exported). A PATH that does not exist or cannot be \
    searched, and PATHs under which no catalog is found (unless --allow-empty), write no file.
    """
    static let options = [
        OptionSpec(name: "language", short: "l", valueName: "LANG", help: "The language to translate into, e.g. de. Required."),
        OptionSpec(name: "output", short: "o", valueName: "FILE", help: "The file to write, required: a regular file is replaced atomically, a device or FIFO written in place, a symbolic link's file replaced (never the link); a catalog of the run or a read-only file is refused. '-' is standard output. An .xcloc folder is made beside and renamed into place (an .xcloc there is replaced)."),
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ExportFormat.allCases.map(\.rawValue), help: "xliff, csv or xcloc. Default: from the extension of --output (.xliff/.xlf, .csv or .xcloc); required when writing to standard output."),
        OptionSpec(name: "only", valueName: "LIST", help: "Export only units that are " + TranslationNeed.allCases.map(\.rawValue).joined(separator: ", ") + " (comma-separated). Default: all of them."),
        OptionSpec(name: "bom", help: "CSV: start the file with a UTF-8 byte order mark, which Excel needs to read UTF-8."),
    ] + AuditOptions.all.filter { $0.name != "languages" }

    /// What the command line asks for.
    /// What `--format` can name: the two file formats, and Xcode's bundle of XLIFF.
    enum ExportFormat: String, CaseIterable {
        case xliff, csv, xcloc
    }

    struct Request {
        var language: String
        var format: ExportFormat
        var outputPath: String?
        var needs: Set<TranslationNeed>
    }

    static func request(_ arguments: ParsedArguments) throws(UsageError) -> Request {
        guard let language = arguments.value("language") else {
            throw UsageError("'export' needs --language, e.g. --language de")
        }
        guard LanguageTag.isValid(language) else {
            throw UsageError("option '--language' needs a language tag such as de or pt-BR, not '\(language)'\(LanguageTag.hint(for: language))")
        }
        guard arguments.value("output") != nil else {
            throw UsageError("'export' needs --output FILE (a .xliff or .csv file, or '-' with --format)")
        }
        let outputPath = try CommonOptions.outputPath(arguments)
        let format: ExportFormat
        if let named = arguments.value("format").flatMap(ExportFormat.init(rawValue:)) {
            format = named
        } else if let outputPath, XclocBundle.isBundle(outputPath) {
            format = .xcloc
        } else if let outputPath, let implied = TranslationFileFormat(fileName: outputPath) {
            format = implied == .xliff ? .xliff : .csv
        } else {
            throw UsageError("cannot tell the format from \(quoted(arguments.value("output") ?? "")); name a .xliff, .xlf, .csv or .xcloc file, or give --format xliff|csv|xcloc")
        }
        if format == .xcloc, outputPath == nil {
            throw UsageError("an .xcloc is a folder and cannot go to standard output; name one with --output, e.g. -o de.xcloc")
        }
        var needs = Set(TranslationNeed.allCases)
        if let list = arguments.value("only") {
            needs = []
            for word in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !word.isEmpty {
                guard let need = TranslationNeed(rawValue: word) else {
                    let known = TranslationNeed.allCases.map(\.rawValue)
                    let hint = closestName(to: word, among: known).map { "did you mean '\($0)'?" } ?? "use " + known.joined(separator: ", ")
                    throw UsageError("option '--only' does not know '\(word)'; \(hint)")
                }
                needs.insert(need)
            }
            guard !needs.isEmpty else { throw UsageError("option '--only' needs at least one of " + TranslationNeed.allCases.map(\.rawValue).joined(separator: ", ")) }
        }
        return Request(language: language, format: format, outputPath: outputPath, needs: needs)
    }

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        let request = try Self.request(arguments)
        let pipeline = try AuditPipeline(arguments, context: context)
        // Each PATH's work list comes from its own configuration, as `check` audits it.
        let workLists = pipeline.scopes.map { scope in
            scope.audit.workList(
                paths: scope.paths, language: request.language, needs: request.needs, jobs: pipeline.jobs,
                spokenPreview: SpeechEngine.spokenPreview)
        }
        let workList = AccessibilityAudit.WorkList.merged(workLists)
        // A catalog named as a PATH was audited inside its project (its roles come from the code);
        // only the named catalogs are exported.
        let named = pipeline.namedFiles
        let files = workList.files.filter { named.reports($0.catalogPath, workingDirectory: context.currentDirectory) }
        let run = named.narrow(workList.run, workingDirectory: context.currentDirectory)
        for path in workList.sourceLanguageCatalogs where named.reports(path, workingDirectory: context.currentDirectory) {
            Console.error("\(ToolInfo.name): warning: \(UntrustedText.oneLine(path)) is written in \(request.language), its source language: nothing to translate\n")
        }
        if let outputPath = request.outputPath, request.format != .xcloc {
            do {
                try OutputOverlap.check(outputs: [OutputOverlap.Output(option: "--output", path: outputPath)], inputs: pipeline.inputs(of: run))
            } catch {
                Console.error("\(ToolInfo.name): error: \(error)\n")
                return ExitStatus.failure
            }
        }
        let (document, skipped) = switch request.format {
        case .xliff, .xcloc: XLIFFWriter(toolName: ToolInfo.name, toolVersion: ToolInfo.version).document(files)
        case .csv: CSVWriter(byteOrderMark: arguments.flag("bom")).document(files)
        }
        for unit in skipped { Console.error("\(ToolInfo.name): warning: \(UntrustedText.logLine(unit.description))\n") }
        let readErrors = reportReadErrors(run)
        // A PATH that was not there, or nothing to export at all, is a mistake in the command: a
        // translator must not receive a file that silently lacks a module.
        if !run.loaded.problems.isEmpty {
            Console.error("\(ToolInfo.name): error: nothing was written: a PATH could not be searched\n")
            return ExitStatus.failure
        }
        if let empty = EmptyRun(catalogs: run.catalogs.count, swiftFiles: 0, readsSources: false, searched: pipeline.paths).failure(allowed: arguments.flag("allow-empty")) {
            Console.error(empty + "\n")
            return ExitStatus.failure
        }
        if request.format == .xcloc, let outputPath = request.outputPath {
            let sourceLanguages = Set(files.map(\.sourceLanguage))
            do {
                try XclocBundle.write(
                    outputPath, xliff: document, language: request.language,
                    developmentRegion: sourceLanguages.count == 1 ? sourceLanguages.first : nil, project: Self.projectName(in: context.currentDirectory),
                    catalogFiles: files.map { ($0.catalogPath, ImportCommand.absolute($0.catalogPath, in: context.currentDirectory)) })
            } catch {
                Console.error("\(ToolInfo.name): error: \(UntrustedText.logLine(error.description))\n")
                return ExitStatus.failure
            }
        } else {
            guard ReportOutput.write(document, to: request.outputPath) else { return ExitStatus.failure }
        }
        // What the file holds: the units left out are not counted, nor a catalog all of whose
        // units were.
        let count = files.reduce(0) { $0 + $1.units.count } - skipped.count
        let skippedByCatalog = Dictionary(grouping: skipped, by: \.catalogPath).mapValues(\.count)
        let catalogCount = files.filter { $0.units.count > skippedByCatalog[$0.catalogPath, default: 0] }.count
        if request.outputPath != nil {
            let left = skipped.isEmpty ? "" : " (\(skipped.count) left out)"
            Console.error("Exported \(count) unit\(count == 1 ? "" : "s") of \(catalogCount) catalog\(catalogCount == 1 ? "" : "s") for \(request.language)\(left).\n")
        }
        return readErrors ? ExitStatus.failure : ExitStatus.success
    }

    /// The one Xcode project in `folder` (`App.xcodeproj`), for an .xcloc's `project`; `nil` when
    /// there is none or more than one.
    static func projectName(in folder: String) -> String? {
        let projects = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".xcodeproj") }
        return projects.count == 1 ? projects[0] : nil
    }

    /// Prints what could not be read; returns whether anything could not.
    static func reportReadErrors(_ run: AuditRun) -> Bool {
        for problem in run.loaded.problems {
            Console.error("\(ToolInfo.name): error: \(UntrustedText.oneLine(problem.path)): \(UntrustedText.oneLine(problem.reason))\n")
        }
        for loaded in run.loaded.catalogs where !loaded.isComplete {
            for diagnostic in loaded.result.diagnostics where diagnostic.severity == .error {
                let place = diagnostic.position.map { ":\($0.line):\($0.column)" } ?? ""
                Console.error("\(UntrustedText.oneLine(loaded.path))\(place): error: \(UntrustedText.oneLine(diagnostic.message))\n")
            }
        }
        return run.loaded.hasReadErrors
    }
}
