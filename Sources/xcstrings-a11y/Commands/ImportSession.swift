import CatalogKitLite
import SpeechRules

/// One run of `import`: the units of the file, catalog by catalog, and what became of them.
struct ImportSession {
    var filePath: String
    var root: String
    var audit: AccessibilityAudit
    var expectedLanguage: String?
    var dryRun: Bool
    var maximumFileSize: Int
    var report = ImportReport()

    init(filePath: String, root: String, audit: AccessibilityAudit, expectedLanguage: String?, dryRun: Bool, maximumFileSize: Int) {
        self.filePath = filePath
        self.root = root
        self.audit = audit
        self.expectedLanguage = expectedLanguage
        self.dryRun = dryRun
        self.maximumFileSize = maximumFileSize
        report.filePath = filePath
    }

    /// Imports every unit, catalog by catalog, in the order the file names them.
    mutating func importUnits(_ units: [ImportedUnit]) {
        var groups: [String: [ImportedUnit]] = [:]
        var order: [String] = []
        for unit in units {
            let group = unit.catalogPath + "\u{0}" + unit.language
            if groups[group] == nil { order.append(group) }
            groups[group, default: []].append(unit)
        }
        for group in order { importCatalog(groups[group]!) }
    }

    /// Imports the units of one catalog and one language.
    private mutating func importCatalog(_ units: [ImportedUnit]) {
        let catalogPath = units[0].catalogPath
        let language = units[0].language
        func refuseAll(_ reason: String) {
            for unit in units { report.refuse(unit, reason) }
        }
        if let expectedLanguage, language != expectedLanguage {
            return refuseAll("the file translates into \(quoted(language)), not \(quoted(expectedLanguage)) as --language says")
        }
        guard catalogPath.hasSuffix(".xcstrings") else {
            return refuseAll("\(quoted(catalogPath)) is not a String Catalog (.xcstrings)")
        }
        let path = ImportCommand.absolute(catalogPath, in: root)
        let original: [UInt8]
        do {
            original = try FileBytes.read(path: path, maximumSize: maximumFileSize)
        } catch {
            report.failFile("cannot read the catalog \(catalogPath) (looked for \(path); catalog paths are relative to --root, by default the current folder): \(error.reason)")
            return
        }
        let read = CatalogReader.decode(original, path: catalogPath)
        guard var catalog = read.catalog, read.isComplete else {
            let first = read.diagnostics.first { $0.severity == .error }.map { ": \($0)" } ?? ""
            report.failFile("the catalog \(catalogPath) cannot be read, so nothing is imported into it\(first)")
            return
        }
        guard language != catalog.sourceLanguage else {
            return refuseAll("the file translates into \(quoted(language)), the catalog's source language")
        }
        let module = audit.discovery.discover([path]).catalogs.first?.module ?? ""
        let required = audit.settings.languages(for: catalog, module: module)
        guard catalog.languages.contains(language) || required.contains(language) || expectedLanguage == language else {
            return refuseAll("the catalog has no \(quoted(language)) and the project requires only \(required.joined(separator: ", ")); give --language \(language) to add it")
        }
        let outcome = TranslationImport.apply(units, to: catalog, language: language, module: module)
        for (unit, reason) in outcome.refused { report.refuse(unit, reason) }
        report.untranslated += outcome.untranslated.count
        report.unchanged += outcome.unchanged.count
        guard !outcome.accepted.isEmpty else { return }
        catalog = outcome.catalog
        reportSpeechFindings(outcome.accepted, catalog: catalog, module: module, language: language)
        let written: [UInt8]
        do {
            written = try CatalogWriter().bytes(for: catalog)
        } catch {
            report.failFile("\(catalogPath): \(error)")
            return
        }
        if dryRun {
            report.diff += UnifiedDiff.diff(old: String(decoding: original, as: UTF8.self), new: String(decoding: written, as: UTF8.self), path: catalogPath)
        } else {
            do {
                try AtomicFile.replace(path, with: written, ifStill: original)
            } catch {
                report.failFile("\(error)")
                return
            }
        }
        report.imported += outcome.accepted.count
        report.catalogs += 1
    }

    /// Warns of the speech findings on the accepted texts, the way `check` would judge them (for
    /// strings without a role, as labels); they never block.
    private mutating func reportSpeechFindings(_ units: [ImportedUnit], catalog: Catalog, module: String, language: String) {
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

/// What an import did, and its messages (printed as they come, on standard error).
struct ImportReport {
    var filePath = ""
    var imported = 0
    var catalogs = 0
    var refused = 0
    var untranslated = 0
    var unchanged = 0
    var fileFailed = false
    var diff = ""

    mutating func refuse(_ unit: ImportedUnit, _ reason: String) {
        refuse(unit.position, "unit \(quoted(unit.id, limit: 200)) of \(unit.catalogPath) refused: \(reason)")
    }

    mutating func refuse(_ position: SourcePosition?, _ message: String) {
        refused += 1
        Console.error("\(UntrustedText.oneLine(filePath))\(position.map { ":\($0.line):\($0.column)" } ?? ""): error: \(UntrustedText.oneLine(message))\n")
    }

    mutating func warn(_ unit: ImportedUnit, _ message: String) {
        Console.error("\(UntrustedText.oneLine(filePath)):\(unit.position.line):\(unit.position.column): warning: unit \(UntrustedText.oneLine(quoted(unit.id, limit: 200))): \(UntrustedText.oneLine(message))\n")
    }

    mutating func failFile(_ message: String) {
        fileFailed = true
        Console.error("\(ToolInfo.name): error: \(UntrustedText.oneLine(message))\n")
    }

    func summary(dryRun: Bool) -> String {
        let verb = dryRun ? "Would import" : "Imported"
        return "\(verb) \(imported) unit\(imported == 1 ? "" : "s") into \(catalogs) catalog\(catalogs == 1 ? "" : "s"); "
            + "\(refused) refused, \(unchanged) already there, \(untranslated) left untranslated.\n"
    }
}
