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
    /// value and hint) as companions.
    package func textTargets(for string: AuditedString, at stringIndex: Int, entry: CatalogEntry, language: String) -> [TextTarget] {
        let role = string.role
        var companions: [AccessibilityRole: String] = [:]
        for memberIndex in self.companions[stringIndex] ?? [] {
            let member = strings[memberIndex]
            if let memberRole = member.role, let text = Self.plainText(of: member.entry(in: catalog), language: language, catalog: catalog) {
                companions[memberRole] = text
            }
        }
        guard let localization = entry.localization(language) else {
            // A key without a source-language value is its own source text.
            guard language == catalog.sourceLanguage else { return [] }
            let value = CatalogString(entry.key, at: entry.keyPosition)
            let text = AuditedText(text: value.text, language: language, role: role, companions: companions)
            return [TextTarget(
                stringIndex: stringIndex, entry: entry, role: string.role, language: language, path: VariationPath(),
                value: value, text: text)]
        }
        return localization.content.stringUnits().map { located in
            let text = AuditedText(
                text: located.unit.value.text, language: language, role: role, companions: companions,
                isSubstitutionBranch: located.path.components.first == "substitutions")
            return TextTarget(
                stringIndex: stringIndex, entry: entry, role: string.role, language: language, path: located.path,
                value: located.unit.value, text: text)
        }
    }

    /// The plain text of an entry in a language: its own unit, else its first variant's.
    package static func plainText(of entry: CatalogEntry, language: String, catalog: Catalog) -> String? {
        guard let localization = entry.localization(language) else {
            return language == catalog.sourceLanguage ? entry.key : nil
        }
        return localization.content.stringUnit?.value.text ?? localization.content.stringUnits().first?.unit.value.text
    }

    /// Turns a string's text findings into findings at their place in the file. The findings are
    /// walked in text order with one running count of the escaped width, so a long value with many
    /// findings costs one pass over the value, not one per finding.
    package func makeFindings(_ found: [TextFinding], target: TextTarget) -> [Finding] {
        guard !found.isEmpty else { return [] }
        var scalars = target.value.text.unicodeScalars.makeIterator()
        var walked = 0
        var width = (scalars: 0, bytes: 0)
        return found.sorted { $0.scalarOffsets.lowerBound < $1.scalarOffsets.lowerBound }.map { finding in
            while walked < finding.scalarOffsets.lowerBound, let scalar = scalars.next() {
                let step = Self.escapedWidth(of: scalar)
                width.scalars += step.scalars
                width.bytes += step.bytes
                walked += 1
            }
            var position = target.value.position
            position.column += 1 + width.scalars
            position.offset += 1 + width.bytes
            let location = catalog.location(of: position, key: target.entry.key, language: target.language, variationPath: target.path)
            return Finding(
                ruleID: finding.ruleID, severity: textSeverities[finding.ruleID] ?? finding.severity, message: finding.message,
                location: location, module: module, role: target.role, suggestion: finding.suggestion,
                sourceText: target.entry.sourceText(sourceLanguage: catalog.sourceLanguage), text: target.value.text)
        }
    }

    /// How many columns and bytes a scalar takes in the file, inside the quotes, with the escapes
    /// Xcode writes (`\"`, `\\`, `\n`, `\t`, `\r`, `\b`, `\f`, `\u00XX` for other control
    /// characters). A file written with other escapes (say `\/` or `\u00E9`) gets columns a little off
    /// inside such a string; the line is always right.
    package static func escapedWidth(of scalar: Unicode.Scalar) -> (scalars: Int, bytes: Int) {
        switch scalar {
        case "\"", "\\", "\n", "\t", "\r", "\u{8}", "\u{C}": (2, 2)
        default: scalar.value < 0x20 ? (6, 6) : (1, UTF8.width(scalar))
        }
    }
}
