extension AccessibilityAudit {
    /// The number of threads to use by default: one per core.
    public static var defaultJobCount: Int { defaultThreadCount }

    /// Finds the catalogs under `paths` the way the configuration says, then reads and audits them.
    /// A relative path is taken from ``AuditSettings/workingDirectory``. Findings name each file as
    /// it was found: below a relative path, relative to the working directory when that is the
    /// process's current folder, else joined to it (absolute).
    ///
    /// - Parameters:
    ///   - paths: Catalogs, or folders to search for them.
    ///   - jobs: Threads to use; the run is the same for any number.
    /// - Returns: Every catalog's findings and coverage, sorted by module and path.
    public func run(paths: [String], jobs: Int = defaultJobCount) -> AuditRun {
        run(paths: paths, jobs: jobs, readingEveryLanguage: false) { _ in () }.run
    }

    /// ``run(paths:jobs:)`` that also calls `alongside` with each catalog right after it is
    /// audited, on the thread that audited it, while its model is still in memory (the model is
    /// released after, so a run over many catalogs keeps one model per thread).
    ///
    /// - Parameters:
    ///   - readingEveryLanguage: Whether the model holds every language of the catalog (for
    ///     `alongside` to compare it whole); by default only the required languages are read.
    /// - Returns: The run, and what `alongside` returned for each of its catalogs, in the same order.
    public func run<Extra: Sendable>(
        paths: [String], jobs: Int = defaultJobCount, readingEveryLanguage: Bool,
        alongside: @Sendable (LoadedCatalog) -> Extra
    ) -> (run: AuditRun, extras: [Extra]) {
        run(paths: paths, jobs: jobs, readingEveryLanguage: readingEveryLanguage) { loaded, _ in alongside(loaded) }
    }

    /// ``run(paths:jobs:readingEveryLanguage:alongside:)`` whose `alongside` also gets the strings
    /// the audit audited in the catalog, with the roles it gave them (the code's included).
    package func run<Extra: Sendable>(
        paths: [String], jobs: Int = defaultJobCount, readingEveryLanguage: Bool,
        alongsideStrings alongside: @Sendable (LoadedCatalog, [AuditedString]) -> Extra
    ) -> (run: AuditRun, extras: [Extra]) {
        let files = discovery.discoverFiles((paths.isEmpty ? ["."] : paths).map(settings.located))
        let found = files.catalogs
        // The code is read first: it gives catalog keys their roles and elements.
        let code = readCode(files.sources, catalogs: found, projects: files.projects, classNamingFiles: files.classNamingFiles, jobs: jobs)
        let innerJobs = CatalogLoader.threadsPerCatalog(catalogs: found.count, jobs: jobs)
        let settings = self.settings
        let titledShapes = code.titledShapes
        // The module's other tables count for the rules that compare a catalog's strings.
        let moduleTables = moduleTableNoter.map { noter in
            ModuleTableTexts(
                catalogs: found, stringsFiles: files.stringsFileModules, jobs: jobs, maximumFileSize: settings.maximumFileSize, noter: noter
            ) { sourceLanguage, found in
                settings.languages(sourceLanguage: sourceLanguage, module: found.module, declared: found.declaredLanguages)
            }
        } ?? .none
        let audited = parallelMap(Array(found.indices), jobs: jobs) { index -> (AuditedCatalog, Extra, Set<String>?, [String: LocalizedTexts]?, Set<String>, Bool, [String]) in
            let found = found[index]
            // The audit reads only the required languages unless asked for every one.
            let selection = readingEveryLanguage ? nil : LanguageSelection {
                settings.languages(sourceLanguage: $0, module: found.module, declared: found.declaredLanguages)
            }
            let loaded = CatalogLoader.read(found, languages: selection, jobs: innerJobs, maximumFileSize: settings.maximumFileSize)
            let codeRoles = code.roles(forCatalog: index)
            let codeUses = code.index.usesByCatalog[index] ?? [:]
            // A catalog no target copies is searched by no lookup: every key of it may be one the
            // code's target was meant to have (``CatalogTables/uncopiedCatalog(table:above:holds:)``).
            let isUncopied = code.tables.isUncopied(index)
            let shapes = loaded.catalog.map {
                Self.keyShapes(in: $0, usedBy: codeRoles, builtAtRunTime: code.index.runTimeKeyShapesByCatalog[index] ?? [], all: isUncopied)
            }
            let languages = loaded.catalog.map { catalog in
                settings.languages(for: catalog, module: found.module, declared: found.declaredLanguages, present: loaded.summary?.languages)
            }
            let titledTexts = loaded.catalog.map { catalog in
                LocalizedTexts.collect(from: catalog, shapes: titledShapes[index] ?? [], languages: languages ?? [])
            }
            let alike = loaded.catalog.map { catalog in
                LocalizedTexts.textsAlikeInEveryLanguage(in: catalog, languages: languages ?? [])
                    .union(LocalizedTexts.wordsKeptInTranslations(in: catalog, languages: languages ?? []))
            } ?? []
            let appNameWords = loaded.catalog.map(LocalizedTexts.appNameWords(in:)) ?? []
            var (audited, strings) = auditKeepingStrings(
                loaded, jobs: innerJobs, codeRoles: codeRoles, codeUses: codeUses,
                unshippedUses: (code.index.unshippedUsesByCatalog[index] ?? []).union(code.index.unshippedKeyLikeLiterals),
                hiddenUses: code.index.hiddenUsesByCatalog[index] ?? [], keysWrittenInCode: code.index.keyLikeLiterals,
                platform: code.platform(ofModule: found.module),
                moduleNotes: moduleTables.notes(besides: index, languages: languages ?? []))
            let extra = alongside(audited.loaded, strings)
            audited.loaded.releaseModel()
            // A catalog whose every required language is its source language (CueFlow's German
            // catalog, declared `de` only): a key's text is what each of them shows.
            let isSourceLanguageOnly = loaded.catalog.map { catalog in
                (languages ?? []).allSatisfy { LanguageTag.same($0, catalog.sourceLanguage) }
            } ?? false
            return (audited, extra, shapes, titledTexts, alike, isSourceLanguageOnly, appNameWords)
        }
        let sourceLanguageOnly = Set(audited.indices.filter { audited[$0].5 }.map { code.tables.tables[$0].path })
        let sources = auditCode(code, foundShapes: audited.map(\.2), titledTexts: audited.map(\.3), textsAlikeInEveryLanguage: Set(audited.flatMap(\.4)),
            catalogsInSourceLanguageOnly: sourceLanguageOnly, appNamesInCatalogs: Set(audited.flatMap(\.6)),
            stringsTables: StringsTableOwners(files: files.stringsTables, projects: files.projects, workingDirectory: settings.workingDirectory),
            jobs: jobs)
        let unreadable = code.sources.compactMap { source in
            source.problem.map { problem in
                UnreadableSource(path: source.path, problem: problem, id: problem.id)
            }
        }
        var loaded = LoadedCatalogs(catalogs: audited.map(\.0.loaded), problems: files.problems, unreadableSources: unreadable)
        loaded.projects = files.projects
        loaded.unreadableProjects = files.unreadableProjects
        let run = AuditRun(
            loaded: loaded, catalogs: audited.map(\.0), sources: sources, allStrings: settings.allStrings, ruleDescriptions: ruleDescriptions,
            lookupHelpers: code.helpers)
        return (run, audited.map(\.1))
    }

    /// The sets of text rules with a rule the configuration turns on, each with the ids of those
    /// rules, in the order of ``AuditRules/textRules``: the text checkers every catalog's audit makes.
    package var enabledTextRules: [(rules: TextRules, enabled: [(id: String, severity: Severity)])] {
        let settings = self.settings
        return rules.textRules.compactMap { rules -> (rules: TextRules, enabled: [(id: String, severity: Severity)])? in
            let enabled: [(id: String, severity: Severity)] = rules.descriptions.compactMap { rule in
                settings.severity(of: rule).map { (id: rule.id, severity: $0) }
            }
            return enabled.isEmpty ? nil : (rules: rules, enabled: enabled)
        }
    }

    /// What the rules that count a module's other tables (``CatalogWideTextRule/countsModuleTables``)
    /// note about a text, per checker of ``enabledTextRules``; `nil` when no such rule runs.
    private var moduleTableNoter: (@Sendable (AuditedText) -> [ModuleTableNote])? {
        let checkers = enabledTextRules.map { set in (set.rules.makeChecker(Set(set.enabled.map(\.id))), set.rules.judgesLanguage) }
        let counting = checkers.map { $0.0.catalogWideRules.map(\.countsModuleTables) }
        guard counting.contains(where: { $0.contains(true) }) else { return nil }
        return { text in
            var notes: [ModuleTableNote] = []
            for (index, (checker, judges)) in checkers.enumerated() where counting[index].contains(true) && judges(text.language) {
                guard let made = checker.uncheckedNotes?(text) else { continue }
                for (rule, note) in made.enumerated() where rule < counting[index].count && counting[index][rule] {
                    if let note { notes.append(ModuleTableNote(checker: index, rule: rule, language: text.language, note: note)) }
                }
            }
            return notes
        }
    }

    /// The key shapes the code looks up that a catalog has.
    private static func keyShapes(in catalog: Catalog, usedBy codeRoles: [String: CodeRole], builtAtRunTime: Set<String>, all: Bool = false) -> Set<String> {
        guard all || !codeRoles.isEmpty || !builtAtRunTime.isEmpty else { return [] }
        var found = Set<String>()
        for entry in catalog.entries {
            for shape in KeyShape.lookupShapes(ofCatalogKey: entry.key, isManual: entry.extractionState == .manual)
            where all || codeRoles[shape] != nil || builtAtRunTime.contains(shape) {
                found.insert(shape)
            }
        }
        return found
    }

    /// The discovery the configuration describes: its `modules` and its `exclude` list.
    package var discovery: CatalogDiscovery {
        let configuration = settings.configuration
        let workingDirectory = settings.workingDirectory
        var namer = ModuleNamer(explicitModules: configuration.explicitModules(workingDirectory: workingDirectory))
        namer.workingDirectory = workingDirectory
        var readsSource: (@Sendable (String) -> Bool)?
        if settings.readsSources {
            readsSource = { path in configuration.sources.reads(absolutePath: PathPattern.absolute(path, relativeTo: workingDirectory)) }
        }
        var discovery = CatalogDiscovery(
            moduleNamer: namer,
            excludedPaths: [],
            isExcludedByPattern: { configuration.isExcluded($0, workingDirectory: workingDirectory) },
            boundary: settings.symlinkBoundary,
            readsSource: readsSource)
        discovery.readsSourcesOfNamedCatalogModules = settings.readsSourcesOfNamedCatalogModules
        discovery.namedFiles = settings.namedFiles
        return discovery
    }
}
