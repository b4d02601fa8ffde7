import CatalogKitLite
import Foundation
import SpeechRules

/// `xcstrings-a11y import`: translations from an XLIFF, CSV or .xcloc file back into their catalogs, each
/// string checked as `check` would before it is written.
enum ImportCommand {
    static let name = "import"
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Write the translations of an XLIFF, CSV or .xcloc file back into their catalogs, checked first."
    static let usage = "xcstrings-a11y import [options] FILE"
    static let discussion = """
    Reads FILE (XLIFF 1.2, CSV or an Xcode .xcloc, as `export` or Xcode write them, edited in any \
    translation tool; the format follows from the name unless --format says) and writes each \
    translated unit into its catalog. The state in the file decides how: translated, final and \
    signed-off as `translated` (with state-qualifier leveraged-mt as `machine_translated`), the \
    needs-review states as `needs_review`; a unit the file calls unfinished (new, \
    needs-translation, stale) is never written as `translated`: a new text goes in as \
    `needs_review`, the catalog's own or the English is left as it was. An unedited unit of an \
    export changes nothing. The run ends with what it did per state. Units without a translation \
    are left alone.

    A catalog is found from the path the file names (XLIFF `original`, CSV `catalog`): relative \
    to --root, by default the current folder, which is where `export` ran. It must stay inside the \
    repository --root lies in (or --root itself outside one): paths that lead out, and symbolic \
    links that do (unless --follow-symlinks), are refused. The file's language goes into the \
    catalog's by --language-map and languageMap, else the catalog's spelling of the same tag \
    (DE, de_DE), else the language the tag means (de-DE into de, zh-CN into zh-Hans) when the \
    catalog has that and not the file's own tag.

    Before anything is written, each string is checked as `check` would: a unit that would add a \
    placeholder, plural or variation error is refused with the reason (file, line, unit), and the \
    rest still imports. Refused too: a unit whose source text changed since the export, a unit whose \
    key the catalog does not have, a unit the file gives twice with different translations, a \
    translation with a control character, and the units of a file for a language the catalog \
    neither has nor needs (--language LANG allows a new one and refuses files for any other). \
    Speech findings on the new texts are reported as warnings and never block. Only the lines of \
    the strings that changed change, also in a catalog not laid out as Xcode writes them (or the \
    run says first that it rewrites it whole). Each catalog is locked while it is read, changed \
    and replaced, so two imports into one catalog both land; one changed on disk by anything else \
    meanwhile is not overwritten. Its owner, permissions and hard links are kept. --dry-run prints \
    the changes as a unified diff and writes nothing.

    Exit status: 0 when every translated unit was imported (or already there), 1 when some were \
    refused, 2 on a usage error, a file that cannot be read or parsed, or a catalog that cannot be \
    read or written.
    """
    static let options = [
        OptionSpec(name: "dry-run", short: "n", help: "Print what would change as a unified diff; write nothing."),
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: TranslationFileFormat.allCases.map(\.rawValue) + ["xcloc"], help: "xliff, csv or xcloc. Default: from FILE (.xliff/.xlf, .csv, or an .xcloc folder)."),
        OptionSpec(name: "root", valueName: "DIR", help: "The folder the catalog paths in FILE are relative to. Default: the current folder."),
        OptionSpec(name: "language", short: "l", valueName: "LANG", help: "The catalog language FILE goes into; also allows a language the catalog does not have yet, and names the language of a file that names none."),
        OptionSpec(name: "language-map", valueName: "FILE=CATALOG", isRepeatable: true, help: "Import the file's language FILE as the catalog's CATALOG, e.g. de-AT=de (comma-separated or repeated; adds to languageMap of the configuration). By default de-DE goes into de, DE into de, zh-CN into zh-Hans, when the catalog has that and not the file's own tag."),
        CommonOptions.followSymlinks,
        OptionSpec(name: "config", short: "c", valueName: "FILE", help: "Read the configuration (required languages, roles) from FILE instead of the nearest .xcstrings-a11y.json."),
        FileSizeLimit.option,
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        guard arguments.positionals.count == 1, let filePath = arguments.positionals.first, !filePath.isEmpty else {
            throw UsageError("'import' needs exactly one FILE, the .xliff, .csv or .xcloc to import")
        }
        let format: TranslationFileFormat?
        if let named = arguments.value("format") {
            format = TranslationFileFormat(rawValue: named)
        } else if XclocBundle.isBundle(absolute(filePath, in: context.currentDirectory)) {
            format = nil
        } else if let implied = TranslationFileFormat(fileName: filePath) {
            format = implied
        } else {
            throw UsageError("cannot tell the format of \(quoted(filePath)); name a .xliff, .xlf, .csv or .xcloc file, or give --format xliff|csv|xcloc")
        }
        if let language = arguments.value("language"), !LanguageTag.isValid(language) {
            throw UsageError("option '--language' needs a language tag such as de or pt-BR, not \(quoted(language))\(LanguageTag.hint(for: language))")
        }
        let mapEntries = try Self.languageMapEntries(arguments.values["language-map"] ?? [])
        let configuration = try context.configuration(
            arguments, boundary: SymlinkBoundary(followsAll: arguments.flag("follow-symlinks"), context: context))
        let audit = AccessibilityAudit(
            settings: AuditSettings(configuration: configuration, workingDirectory: context.currentDirectory), rules: AuditRules.standard)
        let maximumFileSize = try FileSizeLimit.bytes(arguments, configuration: configuration.maxFileSizeMB)
        let languageMap = TranslationLanguageMap(entries: configuration.languageMap + mapEntries)
        let root = arguments.value("root").map { absolute($0, in: context.currentDirectory) } ?? context.currentDirectory
        let boundary = ImportBoundary(root: root, followsSymlinks: arguments.flag("follow-symlinks")) { folder in
            try? Git(directory: folder, environment: context.environment).topLevel()
        }
        var contents: TranslationFileContents
        var shownPath = filePath
        do {
            let absolutePath = absolute(filePath, in: context.currentDirectory)
            if let format {
                let bytes = try FileBytes.read(path: absolutePath, maximumSize: maximumFileSize)
                contents = try TranslationFileReader.read(bytes, file: filePath, format: format)
            } else {
                let bundle = try XclocBundle.read(filePath, absolute: absolutePath, maximumSize: maximumFileSize)
                shownPath = bundle.xliffPath
                contents = try XLIFFReader.read(bundle.bytes, file: shownPath)
                // Xcode names the language in contents.json too; a file that leaves it out of the
                // XLIFF goes by that.
                if let locale = bundle.targetLocale {
                    for index in contents.units.indices where contents.units[index].language.isEmpty { contents.units[index].language = locale }
                }
            }
        } catch let error as FileReadError {
            Console.error("\(ToolInfo.name): error: cannot read \(UntrustedText.oneLine(filePath)): \(UntrustedText.oneLine(error.reason))\n")
            return ExitStatus.failure
        } catch {
            Console.error(UntrustedText.oneLine("\(error)") + "\n")
            return ExitStatus.failure
        }
        var session = ImportSession(
            filePath: shownPath, audit: audit, boundary: boundary, expectedLanguage: arguments.value("language"), languageMap: languageMap,
            dryRun: arguments.flag("dry-run"), maximumFileSize: maximumFileSize)
        for problem in contents.problems { session.report.refuse(problem.position, problem.message) }
        session.importUnits(contents.units)
        return session.finish()
    }

    /// The entries of `--language-map` values: `FILE=CATALOG`, comma-separated or repeated.
    static func languageMapEntries(_ values: [String]) throws(UsageError) -> [(file: String, catalog: String)] {
        var entries: [(file: String, catalog: String)] = []
        for value in values {
            for item in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
                let sides = item.split(separator: "=", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                guard sides.count == 2, LanguageTag.isValid(sides[0]), LanguageTag.isValid(sides[1]) else {
                    throw UsageError("option '--language-map' needs FILE=CATALOG with two language tags, e.g. de-DE=de, not \(quoted(item))")
                }
                entries.append((sides[0], sides[1]))
            }
        }
        return entries
    }

    /// A path relative to `directory`, made absolute.
    static func absolute(_ path: String, in directory: String) -> String {
        path.hasPrefix("/") ? path : URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory, isDirectory: true)).standardizedFileURL.path
    }
}
