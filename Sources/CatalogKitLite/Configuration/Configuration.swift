

/// The project's settings from `.xcstrings-a11y.json`, or the defaults when there is no file.
///
/// Every member has a default, so an empty object `{}` is a valid configuration. Paths are resolved
/// against ``directory``. See `Docs/configuration.md` for the file format with a full example; the
/// keys are:
///
/// - `languages` — the languages every audited string must have (``languages``);
/// - `allStrings` — audit every string, not only accessibility strings (``allStrings``);
/// - `roles` — key patterns per role (``roles``, see ``RolePatterns``);
/// - `modules` — module names for catalog paths (``modules``);
/// - `exclude` — catalogs to leave out (``exclude``);
/// - `rules` — severity per rule id, or `off` (``rules``);
/// - `ignore` — project-wide suppressions (``ignore``, see ``IgnoreEntry``);
/// - `moduleOverrides` — `roles` and `languages` per module (``moduleOverrides``);
/// - `maxFileSizeMB` — the largest catalog file read, in MB (``maxFileSizeMB``);
/// - `sources` — which Swift files are read, and the project's lookup routines (``sources``);
/// - `languageMap` — the languages of translation files, to the catalog's (``languageMap``).
public struct Configuration: Sendable {
    /// The folder that holds the configuration file (or, without a file, the folder discovery
    /// started from); relative paths in the file are resolved against it. Absolute and standardized.
    public var directory: String
    /// `languages`: the required languages, e.g. `["en", "de"]`. `nil` (the default) means the
    /// catalog's source language plus German (see ``requiredLanguages(sourceLanguage:module:)``).
    public var languages: [String]?
    /// `allStrings`: check every string of the catalogs, not only accessibility strings. Default `false`.
    public var allStrings = false
    /// `roles`: key patterns per role, the strongest source of roles.
    public var roles = RolePatterns()
    /// `modules`: a module name and the path prefixes of its catalogs, in file order.
    public var modules: [ModuleDefinition] = []
    /// `exclude`: catalogs to leave out, as path prefixes or globs.
    public var exclude: [PathPattern] = []
    /// `rules`: the configured severity per rule id; rules not listed keep their default.
    public var rules: [String: RuleSetting] = [:]
    /// `ignore`: suppressions for the whole project, in file order.
    public var ignore: [IgnoreEntry] = []
    /// `moduleOverrides`: settings that replace the project's for one module, by module name.
    public var moduleOverrides: [String: ModuleOverride] = [:]
    /// `maxFileSizeMB`: a catalog file larger than this many megabytes (2^20 bytes) is refused
    /// before it is read, as a file far beyond any real catalog. `nil`: the default, 512.
    public var maxFileSizeMB: Int?
    /// `sources`: which Swift files are read, and the project's own localization routines.
    public var sources = SourceSettings()
    /// `languageMap`: a translation file's language to the catalog language `import` puts it in
    /// (`{"de-DE": "de"}`), in file order; see ``TranslationLanguageMap`` for the defaults.
    public var languageMap: [(file: String, catalog: String)] = []

    /// The largest `maxFileSizeMB` (and `--max-file-size`) accepted: 1 TB.
    package static let largestMaxFileSizeMB = 1_048_576

    /// The defaults, with relative paths resolved against `directory`.
    public init(directory: String) {
        self.directory = PathPattern.absolute(directory, relativeTo: "/")
    }

    /// The languages a module's strings must have: the module's `languages`, else the project's,
    /// else the catalog's source language, German, and the languages its Xcode project declares
    /// (`declared`, the `knownRegions` the catalog has). The source language comes first; no repeats.
    public func requiredLanguages(sourceLanguage: String, module: String? = nil, declared: [String] = []) -> [String] {
        let configured = module.flatMap { moduleOverrides[$0]?.languages } ?? languages
        var result: [String] = []
        for language in configured ?? [sourceLanguage] + LanguageTag.defaultTranslationLanguages + declared
        where !result.contains(where: { LanguageTag.same($0, language) }) {
            result.append(language)
        }
        return result
    }

    /// The role patterns that apply to a module: the project's, with the lists the module overrides replaced.
    public func rolePatterns(module: String?) -> RolePatterns {
        guard let module, let override = moduleOverrides[module]?.roles else { return roles }
        return roles.overridden(by: override)
    }

    /// The severity of a rule: as configured, else its default; `nil` when the rule is turned off.
    public func severity(ofRule ruleID: String, default defaultSeverity: Severity) -> Severity? {
        switch rules[ruleID] {
        case .off: nil
        case .severity(let severity): severity
        case nil: defaultSeverity
        }
    }

    /// Whether an `ignore` entry suppresses a finding. `path` is the catalog's absolute, standardized path.
    public func isIgnored(ruleID: String, key: String, absolutePath path: String, language: String?) -> Bool {
        ignore.contains { $0.matches(ruleID: ruleID, key: key, absolutePath: path, language: language) }
    }

    /// Whether a catalog is excluded. `path` is as found; relative paths are taken from `workingDirectory`.
    public func isExcluded(_ path: String, workingDirectory: String) -> Bool {
        let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
        return exclude.contains { $0.matches(absolutePath: absolute) }
    }

    /// The module a catalog belongs to by `modules`, or `nil` when no prefix matches (the first
    /// matching entry wins, in file order).
    public func module(forCatalogAt path: String, workingDirectory: String) -> String? {
        let absolute = PathPattern.absolute(path, relativeTo: workingDirectory)
        return modules.first { definition in
            definition.prefixes.contains { PathPattern.isPrefix($0.resolved, of: absolute) }
        }?.name
    }

    /// `modules` in the form ``ModuleNamer/explicitModules`` takes: each prefix both absolute and
    /// relative to the working directory (when it is below it), because `ModuleNamer` compares the
    /// path as it was found.
    public func explicitModules(workingDirectory: String) -> [(prefix: String, module: String)] {
        modules.flatMap { definition in
            definition.prefixes.flatMap { prefix in
                Self.spellings(of: prefix.resolved, workingDirectory: workingDirectory).map { (prefix: $0, module: definition.name) }
            }
        }
    }

    /// The prefixes of `exclude` in the form ``CatalogDiscovery/excludedPaths`` takes (absolute and
    /// relative to the working directory). Globs cannot be expressed so: use ``isExcluded(_:workingDirectory:)``.
    public func excludedPathPrefixes(workingDirectory: String) -> [String] {
        exclude.filter { !$0.isGlob }.flatMap { Self.spellings(of: $0.resolved, workingDirectory: workingDirectory) }
    }

    /// An absolute path, and the same path relative to `workingDirectory` when it lies below it.
    private static func spellings(of absolute: String, workingDirectory: String) -> [String] {
        let base = PathPattern.absolute(workingDirectory, relativeTo: "/")
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? [absolute, String(absolute.dropFirst(prefix.count))] : [absolute]
    }
}

/// A rule's setting in `rules`: a severity, or `off`.
public enum RuleSetting: Hashable, Sendable {
    /// Report the rule's findings at this severity.
    case severity(Severity)
    /// Do not run the rule.
    case off
}

/// One entry of `modules`: a module name and the path prefixes of its catalogs.
public struct ModuleDefinition: Hashable, Sendable {
    /// The module's name, as reports show it.
    public var name: String
    /// Folder or file prefixes (never globs).
    public var prefixes: [PathPattern]
}

/// One entry of `moduleOverrides`: what a module sets differently from the project.
public struct ModuleOverride: Hashable, Sendable {
    /// Role patterns; each list set here replaces the project's list for that role.
    public var roles: RolePatterns?
    /// Required languages, replacing the project's.
    public var languages: [String]?
}

/// One entry of `ignore`: a suppression for the whole project.
///
/// It suppresses a finding of `rule` (or of every rule, with `"*"`) when the finding matches every
/// list the entry has: its key one of `keys` (``KeyPattern`` globs), its catalog below one of
/// `paths` (``PathPattern``), its language one of `languages`. A list that is absent does not limit.
public struct IgnoreEntry: Hashable, Sendable {
    /// The rule id, or `*` for every rule.
    public var rule: String
    /// Key patterns; `nil` for any key.
    public var keys: [KeyPattern]?
    /// Catalog paths; `nil` for any catalog.
    public var paths: [PathPattern]?
    /// Language tags, compared case-insensitively; `nil` for any language (and for findings without one).
    public var languages: [String]?

    /// Whether the entry suppresses a finding with these properties.
    public func matches(ruleID: String, key: String, absolutePath path: String, language: String?) -> Bool {
        guard rule == "*" || rule == ruleID else { return false }
        if let keys, !keys.contains(where: { $0.matches(key) }) { return false }
        if let paths, !paths.contains(where: { $0.matches(absolutePath: path) }) { return false }
        if let languages {
            guard let language, languages.contains(where: { $0.lowercased() == language.lowercased() }) else { return false }
        }
        return true
    }
}
