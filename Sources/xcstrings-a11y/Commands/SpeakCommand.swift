import CatalogKitLite
import SpeechRules

/// `xcstrings-a11y speak`: checks one string the way the audit would and shows how it will sound.
enum SpeakCommand {
    static let name = "speak"
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Check one string the way the audit would, and hear it as a synthesiser will."
    static let usage = "xcstrings-a11y speak [--language LANG] [--role ROLE] [--label TEXT] [--value TEXT] [--hint TEXT] [--comment TEXT] [--config FILE] [--format text|json] [--strict] TEXT"
    static let discussion = """
    Runs the speech rules on TEXT as a string of the given role and language, with the other strings \
    of the same element (its label, value or hint) as companions, exactly as `check` does for a \
    catalog: the same rules (the configuration's: `.xcstrings-a11y.json` found from the current \
    folder, or --config FILE; a rule switched off does not run, an opt-in rule switched on does), \
    the same severities, the same reading of a comment that says the string is part of a sentence. \
    Prints the spoken preview (numbers, money, dates as a voice would likely read them) and every \
    finding with the character columns it covers. For translators, before they commit a string.

    A TEXT that starts with "-" and a digit, a space or a symbol ("-5 °C") is read as TEXT; one that \
    starts with "-" and a letter looks like an option, so put "--" before it: speak -- "-Play".

    Exit status: 0 when no finding reaches the failing severity (error, or warning with --strict), \
    1 when one does, 2 on a usage error.
    """
    static let options = [
        OptionSpec(name: "language", short: "l", valueName: "LANG", help: "The language of TEXT: en (default), de, or any tag (no lexicon)."),
        OptionSpec(name: "role", short: "r", valueName: "ROLE", allowedValues: AccessibilityRole.allCases.map(\.rawValue) + [noRole], help: "label (default), hint, value, announcement, or none: a string without a known role, which gets only the rules for any spoken text."),
        OptionSpec(name: "label", valueName: "TEXT", help: "The label of the same element."),
        OptionSpec(name: "value", valueName: "TEXT", help: "The value of the same element."),
        OptionSpec(name: "hint", valueName: "TEXT", help: "The hint of the same element."),
        OptionSpec(name: "comment", valueName: "TEXT", help: "The key's comment, as in the catalog: one that says the string is inserted into a sentence keeps the rules about a whole label's shape off it."),
        OptionSpec(name: "config", short: "c", valueName: "FILE", help: "Read the configuration from FILE instead of the nearest .xcstrings-a11y.json above the current folder."),
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json."),
        OptionSpec(name: "strict", help: "Fail on warnings too."),
    ]

    /// The `--role` value for a string without a known role.
    static let noRole = "none"

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            throw UsageError("'speak' needs exactly one TEXT (quote it), e.g. speak --role hint \"Double tap to play\"")
        }
        let language = arguments.value("language") ?? "en"
        // The tag is checked as `check --languages` checks it: `german` is a usage error that says `de`.
        guard LanguageTag.isValid(language) else {
            throw UsageError("option '--language': '\(language)' is not a language tag such as \(LanguageTag.examples)\(LanguageTag.hint(for: language))")
        }
        let configuration = try context.configuration(arguments, boundary: SymlinkBoundary(followsAll: false, context: context))
        let settings = AuditSettings(configuration: configuration, workingDirectory: context.currentDirectory)
        let roleName = arguments.value("role") ?? AccessibilityRole.label.rawValue
        let role = AccessibilityRole(rawValue: roleName)
        var companions: [AccessibilityRole: String] = [:]
        for companion in [AccessibilityRole.label, .value, .hint] where companion != role {
            if let text = arguments.value(companion.rawValue) { companions[companion] = text }
        }
        let audited = AuditedText(text: text, language: language, role: role, companions: companions, comment: arguments.value("comment"))
        let findings = check(audited, settings: settings)
        let preview = SpeechEngine.spokenPreview(SpokenString(text: text, language: language, role: role))
        if arguments.value("format") == "json" {
            Console.out(JSONOutput.object([
                ("text", .string(text)),
                ("language", .string(language)),
                ("role", .string(roleName)),
                ("spoken", .string(preview)),
                ("findings", .array(findings.map { finding in
                    .object([
                        ("rule", .string(finding.ruleID)),
                        ("severity", .string(finding.severity.rawValue)),
                        ("message", .string(finding.message)),
                        ("range", .object([("start", .integer(finding.scalarOffsets.lowerBound + 1)), ("end", .integer(finding.scalarOffsets.upperBound))])),
                        ("suggestion", finding.suggestion.map(JSONOutput.string) ?? .null),
                    ])
                })),
            ]).rendered() + "\n")
        } else {
            var output = "\(roleName == noRole ? "text" : roleName) (\(language)): \(UntrustedText.oneLine(quoted(text, limit: 500)))\nspoken: \(UntrustedText.oneLine(quoted(preview, limit: 500)))\n"
            if findings.isEmpty { output += "No findings.\n" }
            for finding in findings {
                let range = "\(finding.scalarOffsets.lowerBound + 1)-\(max(finding.scalarOffsets.lowerBound + 1, finding.scalarOffsets.upperBound))"
                output += "\(range): \(finding.severity.rawValue): \(UntrustedText.oneLine(finding.message)) [\(finding.ruleID)]\n"
                if let suggestion = finding.suggestion { output += "  fix: \(UntrustedText.oneLine(suggestion))\n" }
            }
            Console.out(output)
        }
        let failing: Severity = arguments.flag("strict") ? .warning : .error
        return findings.contains { $0.severity >= failing } ? ExitStatus.findings : ExitStatus.success
    }

    /// The findings `check` would give the text: the speech rules the settings turn on, through the
    /// checker the audit uses, with the configuration's severity for a rule replacing the rule's
    /// own only where the configuration sets one.
    static func check(_ text: AuditedText, settings: AuditSettings) -> [TextFinding] {
        var findings: [TextFinding] = []
        for rules in AuditRules.standard.textRules {
            let enabled = Set(rules.descriptions.filter { settings.severity(of: $0) != nil }.map(\.id))
            guard !enabled.isEmpty else { continue }
            for var finding in rules.makeChecker(enabled).check(text).findings {
                finding.severity = settings.configuredSeverity(ofRule: finding.ruleID) ?? finding.severity
                findings.append(finding)
            }
        }
        return findings
    }
}
