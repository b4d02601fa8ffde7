import Foundation
import CatalogKitLite

/// The options every auditing command shares.
enum AuditOptions {
    static let all = [
        OptionSpec(name: "config", short: "c", valueName: "FILE", help: "Read the configuration from FILE instead of the nearest .xcstrings-a11y.json above the current folder."),
        OptionSpec(name: "languages", valueName: "LIST", help: "The required languages, comma-separated, e.g. en,de (default: the catalog's source language and de, or the configuration's)."),
        OptionSpec(name: "all-strings", help: "Check every string, not only accessibility strings; strings without a role are read as labels."),
        CommonOptions.followSymlinks,
        FileSizeLimit.option,
        CommonOptions.jobs,
    ]
}

/// From the command line and configuration to an audited run: discovery, reading and auditing,
/// each catalog on its own thread, the results in a fixed order.
struct AuditPipeline: Sendable {
    var paths: [String]
    var discovery: CatalogDiscovery
    var auditor: Auditor
    var jobs: Int
    /// The largest catalog file read, in bytes (see ``FileSizeLimit``).
    var maximumFileSize: Int
    /// With `--changed-since`, the revision each catalog is compared with as soon as it is
    /// audited. The comparison needs every language, so the model is then read whole; either way it
    /// is released once the catalog is audited (and compared).
    var changedSince: ChangedSince?

    /// Resolves the settings. Throws ``UsageError`` for a bad argument and ``ConfigurationError``
    /// for a bad configuration file.
    init(_ arguments: ParsedArguments, context: RunContext) throws {
        jobs = try CommonOptions.jobs(arguments)
        let knownRuleIDs = Auditor.knownRuleIDs
        let boundary = SymlinkBoundary(followsAll: arguments.flag("follow-symlinks"), context: context)
        let (configuration, _) = try Configuration.resolve(
            explicitPath: arguments.value("config"), workingDirectory: context.currentDirectory, knownRuleIDs: knownRuleIDs,
            boundary: boundary)
        maximumFileSize = try FileSizeLimit.bytes(arguments, configuration: configuration.maxFileSizeMB)
        var settings = AuditSettings(configuration: configuration, workingDirectory: context.currentDirectory)
        settings.allStrings = arguments.flag("all-strings") || configuration.allStrings
        if let list = arguments.value("languages") {
            let languages = list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard !languages.isEmpty, languages.allSatisfy(Self.isLanguageTag) else {
                throw UsageError("option '--languages' needs language tags separated by commas, e.g. en,de; got '\(list)'")
            }
            settings.languagesOverride = languages
        }
        auditor = Auditor(settings: settings, classifier: RoleClassifier(configuration: configuration))
        let workingDirectory = context.currentDirectory
        discovery = CatalogDiscovery(
            moduleNamer: ModuleNamer(explicitModules: configuration.explicitModules(workingDirectory: workingDirectory)),
            excludedPaths: [],
            isExcludedByPattern: { configuration.isExcluded($0, workingDirectory: workingDirectory) },
            boundary: boundary)
        paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
    }

    /// Reads and audits every catalog, in one parallel pass: each thread reads a catalog and audits
    /// it at once, so reading and checking overlap and every core stays busy. A run of one catalog
    /// spreads that catalog's strings over the threads instead.
    func run() -> AuditRun {
        let (found, problems) = discovery.discover(paths)
        let auditor = self.auditor
        let innerJobs = CatalogLoader.threadsPerCatalog(catalogs: found.count, jobs: jobs)
        let changedSince = self.changedSince
        let settings = auditor.settings
        let maximumFileSize = self.maximumFileSize
        let audited = parallelMap(found, jobs: jobs) { found in
            // The audit reads only the required languages; the model holds only those, unless the
            // comparison with an earlier version needs it whole.
            let selection = changedSince != nil ? nil : LanguageSelection { settings.languages(sourceLanguage: $0, module: found.module) }
            var audited = auditor.audit(CatalogLoader.read(found, languages: selection, jobs: innerJobs, maximumFileSize: maximumFileSize), jobs: innerJobs)
            if let changedSince {
                let loaded = audited.loaded
                audited.changes = Result { () throws(GitError) in try changedSince.changes(of: loaded) }
            }
            audited.loaded.releaseModel()
            return audited
        }
        let loaded = LoadedCatalogs(catalogs: audited.map(\.loaded), problems: problems)
        return AuditRun(loaded: loaded, catalogs: audited, allStrings: auditor.settings.allStrings)
    }

    /// A BCP 47-like tag: letters, digits and hyphens, starting with a letter.
    static func isLanguageTag(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-") }
    }
}
