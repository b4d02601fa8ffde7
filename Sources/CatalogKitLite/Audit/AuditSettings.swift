import Foundation


/// Everything that decides what the audit checks and how findings count, resolved from the command
/// line (strongest), the configuration file, and the defaults.
public struct AuditSettings: Sendable {
    /// The project's configuration (the defaults when there is no file).
    public var configuration: Configuration
    /// `--languages`: the required languages, replacing the configuration's.
    public var languagesOverride: [String]?
    /// Whether every string is checked, not only accessibility strings.
    public var allStrings = false
    /// Whether the Swift files under the paths are read for the strings their code gives
    /// assistive technologies (`--no-sources` turns it off).
    public var readsSources = true
    /// Whether a catalog named as a path brings its module's Swift files (for their roles), as
    /// the translators' work list needs (`export`); see ``CatalogDiscovery``.
    package var readsSourcesOfNamedCatalogModules = false
    /// Files named on the command line (absolute) that are audited inside their project's folder:
    /// where the search meets one of them twice (a hard link), the named path is the one kept.
    package var namedFiles: Set<String> = []
    /// The lowest severity that fails the run: `error`, or `warning` with `--strict`.
    package var failingSeverity: Severity = .error
    /// Whether code in types nothing makes (an internal view or class whose name nothing writes) and
    /// in private members nothing names is set aside as unshipped. Not with `--changed-since`: a
    /// change's new screen is often wired in a later change, which would not touch its strings, so
    /// the gate judges it as written.
    package var setsAsideTypesNothingMakes = true
    /// The folder relative paths are taken from.
    public var workingDirectory: String
    /// The largest catalog file read, in bytes: a larger one is refused before it is read (an
    /// `io-error`). The configuration's `maxFileSizeMB`, else 512 MB.
    public var maximumFileSize: Int
    /// Where symbolic links met while finding catalogs may lead; by default every link is
    /// followed (the command stops links that leave the repository, unless `--follow-symlinks`).
    package var symlinkBoundary: SymlinkBoundary = .followingAll

    /// Settings from a configuration, with relative paths taken from `workingDirectory`; every
    /// string is audited when the configuration says `allStrings`.
    public init(configuration: Configuration, workingDirectory: String) {
        self.configuration = configuration
        self.workingDirectory = workingDirectory
        allStrings = configuration.allStrings
        maximumFileSize = configuration.maxFileSizeMB.map { $0 << 20 } ?? FileBytes.defaultMaximumSize
    }

    /// `path` as the file system is asked for it: as given when it is absolute or the working
    /// directory is the process's current folder (so findings keep the short, relative name), else
    /// joined to the working directory.
    package func located(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let current = PathPattern.absolute(FileManager.default.currentDirectoryPath, relativeTo: "/")
        let working = PathPattern.absolute(workingDirectory, relativeTo: current)
        return working == current ? path : PathPattern.absolute(path, relativeTo: working)
    }

    /// The languages a catalog must have, the source language first, each spelled as the catalog
    /// spells it when it has it in another case (`DE` required, `de` in the catalog: `de`), so that
    /// findings and coverage name the language as the file does; a language the catalog has only in
    /// regional forms is required in the one that stands in for it (`de` as `de-DE`,
    /// ``LanguageTag/regionalStandIn(for:in:)``).
    ///
    /// - Parameters:
    ///   - declared: The languages the catalog's Xcode project declares (`knownRegions`); without a
    ///     configured list, those the catalog has are required too.
    ///   - present: The catalog's ``Catalog/languages``, when the caller has them (worked out
    ///     otherwise, a pass over every entry).
    public func languages(for catalog: Catalog, module: String, declared: [String] = [], present: [String]? = nil) -> [String] {
        let present = present ?? catalog.languages
        let declaredPresent = declared.filter { language in present.contains { LanguageTag.same($0, language) } }
        var result: [String] = []
        for language in languages(sourceLanguage: catalog.sourceLanguage, module: module, declared: declaredPresent) {
            let spelled = LanguageTag.spelling(of: language, in: present) ?? LanguageTag.regionalStandIn(for: language, in: present) ?? language
            if !result.contains(where: { LanguageTag.same($0, spelled) }) { result.append(spelled) }
        }
        return result
    }

    /// The required languages of a catalog with this source language in this module; `declared`
    /// are those of its Xcode project, required when the configuration names none.
    public func languages(sourceLanguage: String, module: String, declared: [String] = []) -> [String] {
        guard let languagesOverride else {
            return configuration.requiredLanguages(sourceLanguage: sourceLanguage, module: module, declared: declared)
        }
        var result = [sourceLanguage]
        for language in languagesOverride where !result.contains(where: { LanguageTag.same($0, language) }) { result.append(language) }
        return result
    }

    /// The severity a rule runs at, or `nil` when it is off. A rule that is off by default runs only
    /// when the configuration gives it a severity.
    public func severity(of rule: RuleDescription) -> Severity? {
        guard rule.isEnabledByDefault else {
            if case .severity(let severity)? = configuration.rules[rule.id] { return severity }
            return nil
        }
        return configuration.severity(ofRule: rule.id, default: rule.defaultSeverity)
    }

    /// The severity the configuration sets for a rule, or `nil` when it sets none (or turns the rule
    /// off). It replaces the severity a text rule chose for each finding; without it, each finding
    /// keeps the rule's own ("More" is info where "Button" is the rule's default).
    public func configuredSeverity(ofRule id: String) -> Severity? {
        if case .severity(let severity)? = configuration.rules[id] { return severity }
        return nil
    }

    /// Whether the configuration has an `ignore` list.
    public var hasIgnores: Bool { !configuration.ignore.isEmpty }

    /// Whether the configuration's `ignore` list suppresses a finding. `absolutePath` is the
    /// finding's file as ``PathPattern/absolute(_:relativeTo:)`` gives it, when the caller has it.
    public func isIgnored(_ finding: Finding, absolutePath: String? = nil) -> Bool {
        guard hasIgnores else { return false }
        return configuration.isIgnored(
            ruleID: finding.ruleID, key: finding.location.key,
            absolutePath: absolutePath ?? PathPattern.absolute(finding.location.file, relativeTo: workingDirectory),
            language: finding.location.language)
    }
}
