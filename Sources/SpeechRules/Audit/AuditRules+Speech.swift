import CatalogKitLite

extension AuditRules {
    /// The rules `xcstrings-a11y check` runs: every catalog check and every speech rule (those the
    /// configuration turns on).
    public static var standard: AuditRules {
        AuditRules(catalogRules: CatalogRule.all, textRules: [SpeechRule.textRules])
    }
}

extension SpeechRule {
    /// The speech rules as the audit takes them: they judge every language that has a lexicon
    /// (`en`, `de` and their regional tags such as `de-CH`, `en-GB`); a string without a role gets
    /// only the rules for any spoken text (those without roles), never a rule about labels or hints.
    public static var textRules: TextRules {
        TextRules(
            descriptions: all.map(\.description),
            judgesLanguage: { Lexicon.forLanguage($0).hasWords },
            makeChecker: { enabled in
                let rules = all.filter { enabled.contains($0.id) }
                let catalogWide = catalogWide.filter { enabled.contains($0.id) }
                return TextChecker(
                    check: { text in check(text, rules: rules, catalogWide: catalogWide) },
                    catalogWideRules: catalogWide.map { rule in
                        CatalogWideTextRule(id: rule.id, countsModuleTables: rule.countsModuleTables) { notes, text in
                            rule.judge(notes) { text($0).map(spokenString) }.map { ($0.index, textFinding($0.finding)) }
                        }
                    },
                    uncheckedNotes: { text in
                        // One tokenization serves every rule, as in `check`.
                        guard !text.text.isEmpty else { return [] }
                        let input = SpeechInput(spokenString(text))
                        return catalogWide.map { $0.note(input) }
                    })
            })
    }

    /// Checks one text: the per-string rules' findings, and each catalog-wide rule's note, from
    /// one tokenization.
    private static func check(_ text: AuditedText, rules: [SpeechRule], catalogWide: [CatalogWideSpeechRule]) -> TextCheckResult {
        // An untranslated copy sounds as its source does, whose findings say so once; the copy is
        // the catalog checks' finding.
        guard !text.text.isEmpty, !text.repeatsSource else { return TextCheckResult(findings: []) }
        let input = SpeechInput(spokenString(text))
        let findings = SpeechEngine.run(rules, on: input).map(textFinding)
        guard !catalogWide.isEmpty else { return TextCheckResult(findings: findings) }
        let notes = catalogWide.map { $0.note(input) }
        return TextCheckResult(findings: findings, notes: notes.contains { $0 != nil } ? notes : [])
    }

    private static func spokenString(_ text: AuditedText) -> SpokenString {
        var string = SpokenString(
            text: text.text, language: text.language, role: text.role, companions: text.companions,
            isSubstitutionBranch: text.isSubstitutionBranch,
            fragment: TextFragment.detect(text: text.text, sourceText: text.sourceText, comment: text.comment))
        string.presentation = text.presentation
        string.sourceText = text.sourceText
        string.isKeyWithoutText = text.isKeyWithoutText
        string.appNames = text.appNames
        return string
    }

    private static func textFinding(_ finding: SpeechFinding) -> TextFinding {
        TextFinding(
            ruleID: finding.ruleID, severity: finding.severity, message: finding.message,
            scalarOffsets: finding.scalarOffsets, suggestion: finding.suggestion)
    }
}
