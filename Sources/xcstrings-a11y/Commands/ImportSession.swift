import CatalogKitLite
import SpeechRules

/// One run of `import`: the units of the file, catalog by catalog, and what became of them.
struct ImportSession {
    var filePath: String
    var audit: AccessibilityAudit
    var boundary: ImportBoundary
    /// `--language`: the catalog language the file must go into, which may be a new one.
    var expectedLanguage: String?
    var languageMap: TranslationLanguageMap
    var dryRun: Bool
    var maximumFileSize: Int
    var report = ImportReport()

    init(
        filePath: String, audit: AccessibilityAudit, boundary: ImportBoundary, expectedLanguage: String?, languageMap: TranslationLanguageMap,
        dryRun: Bool, maximumFileSize: Int
    ) {
        self.filePath = filePath
        self.audit = audit
        self.boundary = boundary
        self.expectedLanguage = expectedLanguage
        self.languageMap = languageMap
        self.dryRun = dryRun
        self.maximumFileSize = maximumFileSize
        report.filePath = filePath
    }

    /// Imports every unit, catalog by catalog in the order the file names them. The units of one
    /// catalog file go in together, whatever spellings of its path the file uses.
    mutating func importUnits(_ units: [ImportedUnit]) {
        var resolved: [String: ImportBoundary.Resolution] = [:]
        var byFile: [String: (absolute: String, units: [ImportedUnit])] = [:]
        var order: [String] = []
        for unit in units {
            let resolution = resolved[unit.catalogPath] ?? boundary.resolve(unit.catalogPath)
            resolved[unit.catalogPath] = resolution
            switch resolution {
            case .refused(let reason):
                report.refuse(unit, reason)
            case .inside(let realPath, let absolute):
                if byFile[realPath] == nil {
                    order.append(realPath)
                    byFile[realPath] = (absolute, [])
                }
                byFile[realPath]!.units.append(unit)
            }
        }
        for realPath in order { importCatalog(at: realPath, absolute: byFile[realPath]!.absolute, units: byFile[realPath]!.units) }
    }

    /// Imports the units of one catalog: locked, read, changed, checked and written as one step,
    /// so that a second import into the same catalog waits and then builds on this one's result.
    private mutating func importCatalog(at realPath: String, absolute: String, units: [ImportedUnit]) {
        let lock: CatalogLock?
        do {
            lock = dryRun ? nil : try CatalogLock(realPath)
        } catch {
            report.failFile("\(units[0].catalogPath): \(error.reason)")
            return
        }
        withExtendedLifetime(lock) { importLockedCatalog(at: realPath, absolute: absolute, units: units) }
    }

    private mutating func importLockedCatalog(at realPath: String, absolute: String, units: [ImportedUnit]) {
        let shown = units[0].catalogPath
        let original: [UInt8]
        do {
            original = try FileBytes.read(path: realPath, maximumSize: maximumFileSize)
        } catch {
            report.failFile("cannot read the catalog \(shown) (catalog paths are relative to --root, by default the current folder): \(error.reason)")
            return
        }
        let read = CatalogReader.decode(original, path: shown)
        guard let originalCatalog = read.catalog, read.isComplete else {
            let first = read.diagnostics.first { $0.severity == .error }.map { ": \($0)" } ?? ""
            report.failFile("the catalog \(shown) cannot be read, so nothing is imported into it\(first)")
            return
        }
        let module = audit.discovery.discover([absolute]).catalogs.first?.module ?? ""
        var catalog = originalCatalog
        var accepted: [TranslationImport.AcceptedUnit] = []
        for (language, languageUnits) in languageGroups(units, catalog: catalog, module: module) {
            let outcome = TranslationImport.apply(languageUnits, to: catalog, language: language, module: module)
            for (unit, reason) in outcome.refused { report.refuse(unit, reason) }
            for (unit, copies) in outcome.repeated {
                report.warn(unit, "the file gives this unit \(copies + 1) times, the same each time; it is imported once")
            }
            report.untranslated += outcome.untranslated.count
            report.unchanged += outcome.unchanged.count
            for unit in outcome.unfinished { report.tally(unit, .leftAsItWas) }
            for unit in outcome.accepted {
                let unfinished = TranslationStateMap.meaning(of: unit.unit.state) == .unfinished
                report.tally(unit.unit, .written(unit.state.rawValue, unfinished: unfinished))
            }
            reportSpeechFindings(outcome.accepted.map(\.unit), catalog: outcome.catalog, module: module, language: language)
            accepted += outcome.accepted
            catalog = outcome.catalog
        }
        guard !accepted.isEmpty else { return }
        let written: [UInt8]
        do {
            let edit = try CatalogEdit.bytes(original: original, originalCatalog: originalCatalog, changed: catalog)
            if let reason = edit.reformatReason {
                report.note("\(shown) is not laid out as Xcode writes catalogs (\(reason)), and the change cannot be made in its own layout: \(dryRun ? "it would be" : "it is") rewritten whole in Xcode's layout")
            }
            written = edit.bytes
        } catch {
            report.failFile("\(shown): \(error)")
            return
        }
        if dryRun {
            report.diff += UnifiedDiff.diff(old: String(decoding: original, as: UTF8.self), new: String(decoding: written, as: UTF8.self), path: shown)
        } else {
            do {
                if case .inPlace(let reason) = try AtomicFile.replace(realPath, with: written, ifStill: original) {
                    report.note("\(shown) was rewritten in place, not replaced: \(reason)")
                }
            } catch {
                report.failFile("\(error)")
                return
            }
        }
        report.imported += accepted.count
        report.catalogs += 1
    }

    /// The units by the catalog language they go into (the file's language mapped; see
    /// ``TranslationLanguageMap``), in the order of first appearance; units for no language the
    /// catalog can take are refused here, and units without a translation counted as such.
    private mutating func languageGroups(_ units: [ImportedUnit], catalog: Catalog, module: String) -> [(String, [ImportedUnit])] {
        let required = audit.settings.languages(for: catalog, module: module)
        let candidates = catalog.languages + required + (expectedLanguage.map { [$0] } ?? [])
        var groups: [String: [ImportedUnit]] = [:]
        var order: [String] = []
        var decided: [String: Result<String, LanguageRefusal>] = [:]
        for unit in units {
            // A unit without a translation writes nothing, whatever its language.
            guard let target = unit.target, !target.allSatisfy(\.isWhitespace) else {
                report.untranslated += 1
                continue
            }
            let decision = decided[unit.language] ?? catalogLanguage(for: unit.language, catalog: catalog, candidates: candidates, required: required)
            decided[unit.language] = decision
            switch decision {
            case .failure(let refusal):
                report.refuse(unit, refusal.reason)
            case .success(let language):
                if groups[language] == nil { order.append(language) }
                groups[language, default: []].append(unit)
            }
        }
        return order.map { ($0, groups[$0]!) }
    }

    private struct LanguageRefusal: Error {
        var reason: String
    }

    /// The catalog language the file's `fileLanguage` goes into, or why it goes into none.
    private mutating func catalogLanguage(
        for fileLanguage: String, catalog: Catalog, candidates: [String], required: [String]
    ) -> Result<String, LanguageRefusal> {
        guard !fileLanguage.isEmpty else {
            guard let expectedLanguage else {
                return .failure(LanguageRefusal(reason: "the file does not say which language it translates into (no target-language, no language column); give --language"))
            }
            return .success(expectedLanguage)
        }
        let language: String
        switch languageMap.resolve(fileLanguage, candidates: candidates) {
        case .same(let same):
            language = same
        case .mapped(let mapped, let reason):
            language = mapped
            report.note("the file's language \(quoted(fileLanguage)) goes into the catalog's \(quoted(mapped)): \(reason)")
        case .none:
            let hint = "give --language \(fileLanguage) to add it as a language of its own, or --language-map \(fileLanguage)=LANG to import it as one the catalog has"
            return .failure(LanguageRefusal(reason: "the catalog has no \(quoted(fileLanguage)) and the project requires only \(required.joined(separator: ", ")); \(hint)"))
        }
        if let expectedLanguage, language != expectedLanguage {
            return .failure(LanguageRefusal(reason: "the file translates into \(quoted(fileLanguage)), not \(quoted(expectedLanguage)) as --language says"))
        }
        guard language != catalog.sourceLanguage else {
            return .failure(LanguageRefusal(reason: "the file translates into \(quoted(fileLanguage)), the catalog's source language"))
        }
        return .success(language)
    }

    /// Warns of the speech findings on the accepted texts, the way `check` would judge them (for
    /// strings without a role, as labels); they never block.
    private mutating func reportSpeechFindings(_ units: [ImportedUnit], catalog: Catalog, module: String, language: String) {
        guard !units.isEmpty else { return }
        var roles: [String: AccessibilityRole] = [:]
        for string in audit.auditedStrings(of: catalog, module: module) {
            if let role = string.role { roles[string.entry(in: catalog).key] = role }
        }
        let rules = SpeechRule.all.filter { $0.description.isEnabledByDefault }
        for unit in units {
            guard let target = unit.target else { continue }
            let spoken = SpokenString(
                text: target, language: language, role: roles[unit.key] ?? .label, companions: [:],
                isSubstitutionBranch: unit.path.components.first == "substitutions")
            for finding in SpeechEngine.check(spoken, rules: rules) {
                report.warn(unit, "\(finding.ruleID): \(finding.message)")
            }
        }
    }

    /// Prints the diff (with --dry-run) and the summary; returns the exit status.
    func finish() -> Int32 {
        if dryRun { Console.out(report.diff) }
        Console.error(report.summary(dryRun: dryRun))
        if report.fileFailed { return ExitStatus.failure }
        return report.refused > 0 ? ExitStatus.findings : ExitStatus.success
    }
}
