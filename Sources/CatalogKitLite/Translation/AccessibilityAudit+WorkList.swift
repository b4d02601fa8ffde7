extension AccessibilityAudit {
    /// What ``workList(paths:language:needs:jobs:spokenPreview:)`` gives.
    public struct WorkList: Sendable {
        /// The units of each catalog that has any, in the run's order (module, then path).
        public var files: [TranslationExportFile]
        /// The catalogs whose source language is the language asked for: nothing to translate.
        public var sourceLanguageCatalogs: [String]
        /// The audit run the work list came from (what could not be read, the findings).
        public var run: AuditRun

        /// The work lists of several runs (one per configuration) as one: the files in the order
        /// of the merged run (module, then path), a catalog two runs found listed once.
        public static func merged(_ lists: [WorkList]) -> WorkList {
            guard lists.count > 1 else { return lists.first ?? WorkList(files: [], sourceLanguageCatalogs: [], run: AuditRun.merged([])) }
            var seen = Set<String>()
            var files: [TranslationExportFile] = []
            for list in lists {
                for file in list.files where seen.insert(file.catalogPath).inserted { files.append(file) }
            }
            files.sort { ($0.module, $0.catalogPath) < ($1.module, $1.catalogPath) }
            var sourceLanguageCatalogs: [String] = []
            for path in lists.flatMap(\.sourceLanguageCatalogs) where !sourceLanguageCatalogs.contains(path) { sourceLanguageCatalogs.append(path) }
            return WorkList(files: files, sourceLanguageCatalogs: sourceLanguageCatalogs, run: AuditRun.merged(lists.map(\.run)))
        }
    }

    /// The translators' work list of `language` for the catalogs under `paths`: audited as
    /// ``run(paths:jobs:)`` audits them (required languages: the source and `language`), each
    /// catalog's units taken while its model is in memory, and the findings in `language` attached
    /// after. The same for any number of `jobs`.
    ///
    /// - Parameters:
    ///   - needs: Which units to keep; all that need anything by default.
    ///   - spokenPreview: How a source text (in the given source language) sounds, when the caller
    ///     can say (SpeechRules' `SpeechEngine.spokenPreview`).
    public func workList(
        paths: [String], language: String, needs: Set<TranslationNeed> = Set(TranslationNeed.allCases), jobs: Int = defaultJobCount,
        spokenPreview: (_ text: String, _ sourceLanguage: String) -> String? = { _, _ in nil }
    ) -> WorkList {
        var settings = self.settings
        settings.languagesOverride = [language]
        // A catalog named alone still gets the roles its module's code gives its keys.
        settings.readsSourcesOfNamedCatalogModules = true
        let audit = AccessibilityAudit(settings: settings, rules: rules)
        // The strings the audit audited, with the roles it gave them (the Swift code's among them).
        let (run, candidates) = audit.run(paths: paths, jobs: jobs, readingEveryLanguage: false) { loaded, strings -> [TranslationUnit]? in
            guard let catalog = loaded.catalog, loaded.isComplete, catalog.sourceLanguage != language else { return nil }
            return TranslationWorkList.candidates(of: catalog, module: loaded.module, strings: strings, language: language)
        }
        var result = WorkList(files: [], sourceLanguageCatalogs: [], run: run)
        for (audited, candidates) in zip(run.catalogs, candidates) {
            guard let summary = audited.loaded.summary, audited.loaded.isComplete else { continue }
            guard summary.sourceLanguage != language else {
                result.sourceLanguageCatalogs.append(audited.loaded.path)
                continue
            }
            guard let candidates else { continue }
            let units = TranslationWorkList.select(
                candidates, findings: Array(audited.findings), language: language, needs: needs,
                spokenPreview: { spokenPreview($0, summary.sourceLanguage) })
            guard !units.isEmpty else { continue }
            result.files.append(TranslationExportFile(
                catalogPath: audited.loaded.path, module: audited.module, sourceLanguage: summary.sourceLanguage,
                targetLanguage: language, units: units))
        }
        return result
    }
}
