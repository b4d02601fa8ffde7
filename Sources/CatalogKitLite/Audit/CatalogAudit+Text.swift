extension CatalogAudit {
    /// One string unit for the text rules, with where it stands.
    package struct TextTarget: Sendable {
        /// The index of the audited string in the catalog's audited strings.
        var stringIndex: Int
        var entry: CatalogEntry
        var role: AccessibilityRole?
        var language: String
        var path: VariationPath
        var value: CatalogString
        var text: AuditedText
    }

    /// The units of a string in a language, each with the other members of its element (its label,
    /// value and hint) as companions. None for a key marked stale (the app no longer shows it; the
    /// `stale-key` check reports it) or `shouldTranslate: false` (not text a user reads as written),
    /// and none for an Interface Builder key without a value (`vmV-6d-7jI.title`: the id is not text).
    /// `context`, the catalog checks' context for this entry, shares the units they read.
    package func textTargets(
        for string: AuditedString, at stringIndex: Int, entry: CatalogEntry, language: String, sharing context: CatalogCheckContext? = nil
    ) -> [TextTarget] {
        guard Self.isSpoken(entry) else { return [] }
        let role = string.role
        var companions: [AccessibilityRole: String] = [:]
        for memberIndex in self.companions[stringIndex] ?? [] {
            let member = strings[memberIndex]
            // The entry as the catalog has it: its stale mark (which `entry(in:)` corrects) is no part of its text.
            if let memberRole = member.role, let text = Self.plainText(of: catalog.entries[member.entryIndex], language: language, catalog: catalog) {
                // Parts of one implicit label are heard together ("Version, 1.0.0").
                companions[memberRole] = companions[memberRole].map { "\($0), \(text)" } ?? text
            }
        }
        guard entry.localization(language) != nil else {
            // A key without a source-language value is its own source text, except an Interface
            // Builder object id, whose text is in the storyboard, and a key whose every use gives
            // the text shown instead (a `defaultValue:`, a helper's fallback).
            guard language == catalog.sourceLanguage, !KeyConvention.isInterfaceBuilderKey(entry.key), !string.fallsBackToCodeText else { return [] }
            let value = CatalogString(entry.key, at: entry.keyPosition)
            var text = AuditedText(text: value.text, language: language, role: role, companions: companions, comment: entry.comment?.text)
            text.presentation = string.presentation
            text.isKeyWithoutText = true
            text.appNames = appNames
            return [TextTarget(
                stringIndex: stringIndex, entry: entry, role: string.role, language: language, path: VariationPath(),
                value: value, text: text)]
        }
        let isSource = language == catalog.sourceLanguage
        let sourceText = isSource ? nil : entry.sourceText(sourceLanguage: catalog.sourceLanguage)
        // The units from the catalog checks' shared analysis of the entry, when there is one.
        let units = { (language: String) in
            context?.stringUnits(of: entry, language: language) ?? entry.localization(language)?.content.stringUnits() ?? []
        }
        let sourceTexts: [String] = isSource ? []
            : entry.localization(catalog.sourceLanguage) == nil ? [entry.key] : units(catalog.sourceLanguage).map(\.unit.value.text)
        return units(language).map { located in
            var text = AuditedText(
                text: located.unit.value.text, language: language, role: role, companions: companions,
                isSubstitutionBranch: located.path.components.first == "substitutions", comment: entry.comment?.text,
                sourceText: sourceText)
            text.presentation = string.presentation
            text.repeatsSource = sourceTexts.contains(located.unit.value.text)
            text.appNames = appNames
            return TextTarget(
                stringIndex: stringIndex, entry: entry, role: string.role, language: language, path: located.path,
                value: located.unit.value, text: text)
        }
    }

    /// Whether the text rules judge an entry: not when it is stale or not to be translated.
    package static func isSpoken(_ entry: CatalogEntry) -> Bool {
        entry.shouldTranslate && entry.extractionState != .stale
    }

    /// The plain text of an entry in a language: its own unit, else its first variant's.
    package static func plainText(of entry: CatalogEntry, language: String, catalog: Catalog) -> String? {
        guard let localization = entry.localization(language) else {
            return language == catalog.sourceLanguage ? entry.key : nil
        }
        return localization.content.stringUnit?.value.text ?? localization.content.stringUnits().first?.unit.value.text
    }

    /// Turns a string's text findings into findings at their place in the file, which the
    /// escapes the reader recorded for the string make exact.
    func makeFindings(_ found: [TextFinding], target: TextTarget) -> [Finding] {
        guard !found.isEmpty else { return [] }
        let escapes = catalog.escapes(ofStringAt: target.value.position)
        var places = StringPlaces(target.value, escapes: escapes)
        return found.sorted { $0.scalarOffsets.lowerBound < $1.scalarOffsets.lowerBound }.map { finding in
            let position = places.position(ofScalarOffset: finding.scalarOffsets.lowerBound)
            let location = catalog.location(of: position, key: target.entry.key, language: target.language, variationPath: target.path)
            // Every finding of a string the code uses says where, catalog-wide ones included.
            var made = Finding(
                ruleID: finding.ruleID, severity: textSeverities[finding.ruleID] ?? finding.severity, message: finding.message,
                location: location, module: module, role: target.role, roleSource: strings[target.stringIndex].roleSource,
                suggestion: finding.suggestion,
                sourceText: target.entry.sourceText(sourceLanguage: catalog.sourceLanguage), text: target.value.text)
            made.usedAt = strings[target.stringIndex].usedAt
            return made
        }
    }
}
