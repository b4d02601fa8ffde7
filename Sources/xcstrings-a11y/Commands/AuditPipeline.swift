import Foundation
import CatalogKitLite
import SpeechRules

/// The options every auditing command shares.
enum AuditOptions {
    static let all = [
        OptionSpec(name: "config", short: "c", valueName: "FILE", help: "Read the configuration from FILE instead of the nearest .xcstrings-a11y.json above the current folder."),
        OptionSpec(name: "languages", valueName: "LIST", help: "The required languages, comma-separated, e.g. en,de (default: the catalog's source language and de, or the configuration's)."),
        OptionSpec(name: "all-strings", help: "Check every string, not only accessibility strings; strings without a known role get only the speech rules that hold for any spoken text, never those about labels or hints."),
        CommonOptions.followSymlinks,
        FileSizeLimit.option,
        CommonOptions.jobs,
    ]
}

/// From the command line to the library's audit: the settings the arguments and the configuration
/// give, and the paths to audit.
struct AuditPipeline: Sendable {
    var paths: [String]
    var audit: AccessibilityAudit
    var jobs: Int
    /// The configuration file the run read (named by `--config` or found), if any: an input that
    /// no output may overwrite.
    var configurationPath: String?

    /// Resolves the settings. Throws ``UsageError`` for a bad argument and ``ConfigurationError``
    /// for a bad configuration file.
    init(_ arguments: ParsedArguments, context: RunContext) throws {
        jobs = try CommonOptions.jobs(arguments)
        let rules = AuditRules.standard
        let boundary = SymlinkBoundary(followsAll: arguments.flag("follow-symlinks"), context: context)
        let (configuration, configurationPath) = try Configuration.resolve(
            explicitPath: arguments.value("config"), workingDirectory: context.currentDirectory, knownRuleIDs: rules.ids,
            boundary: boundary)
        self.configurationPath = configurationPath
        var settings = AuditSettings(configuration: configuration, workingDirectory: context.currentDirectory)
        settings.maximumFileSize = try FileSizeLimit.bytes(arguments, configuration: configuration.maxFileSizeMB)
        settings.symlinkBoundary = boundary
        settings.allStrings = arguments.flag("all-strings") || configuration.allStrings
        if let list = arguments.value("languages") {
            let languages = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !languages.isEmpty, languages.allSatisfy(Self.isLanguageTag) else {
                throw UsageError("option '--languages' needs language tags separated by commas, e.g. en,de; got '\(list)'")
            }
            settings.languagesOverride = languages
        }
        audit = AccessibilityAudit(settings: settings, rules: rules)
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    }

    /// Reads and audits every catalog.
    func run() -> AuditRun {
        audit.run(paths: paths, jobs: jobs)
    }

    /// Reads and audits every catalog and compares each, while its model is in memory, with the
    /// revision of `--changed-since` (the comparison needs every language, so the model is then
    /// read whole). Returns the run and, per catalog, what changed or git's error.
    func run(changedSince: ChangedSince) -> (AuditRun, [Result<CatalogChanges?, GitError>]) {
        let (run, changes) = audit.run(paths: paths, jobs: jobs, readingEveryLanguage: true) { loaded in
            Result { () throws(GitError) in try changedSince.changes(of: loaded) }
        }
        return (run, changes)
    }

    /// The files a run read, which no output may overwrite: its catalogs and its configuration.
    func inputs(of run: AuditRun) -> [OutputOverlap.Input] {
        run.catalogs.map { OutputOverlap.Input(role: "the catalog", path: $0.loaded.path) }
            + (configurationPath.map { [OutputOverlap.Input(role: "the configuration", path: $0)] } ?? [])
    }

    /// A BCP 47-like tag: letters, digits and hyphens, starting with a letter.
    static func isLanguageTag(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }
}
