import CatalogKitLite
import SpeechRules

/// `xcstrings-a11y speak`: checks one string the way the audit would and shows how it will sound.
enum SpeakCommand {
    static let name = "speak"
    static let command = Command(name: name, summary: summary, usage: usage, discussion: discussion, options: options, run: run)
    static let summary = "Check one string the way the audit would, and hear it as a synthesiser will."
    static let usage = "xcstrings-a11y speak [--language en|de] [--role ROLE] [--label TEXT] [--value TEXT] [--hint TEXT] TEXT"
    static let discussion = """
    Runs the speech rules on TEXT as a string of the given role and language, with the other strings \
    of the same element (its label, value or hint) as companions, exactly as `check` does for a \
    catalog. Prints the spoken preview (numbers, money, dates as a voice would likely read them) and \
    every finding with the character columns it covers. For translators, before they commit a string.

    Exit status: 0 when no finding reaches the failing severity (error, or warning with --strict), \
    1 when one does, 2 on a usage error.
    """
    static let options = [
        OptionSpec(name: "language", short: "l", valueName: "LANG", help: "The language of TEXT: en (default), de, or any tag (no lexicon)."),
        OptionSpec(name: "role", short: "r", valueName: "ROLE", allowedValues: AccessibilityRole.allCases.map(\.rawValue), help: "label (default), hint, value or announcement."),
        OptionSpec(name: "label", valueName: "TEXT", help: "The label of the same element."),
        OptionSpec(name: "value", valueName: "TEXT", help: "The value of the same element."),
        OptionSpec(name: "hint", valueName: "TEXT", help: "The hint of the same element."),
        OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json."),
        OptionSpec(name: "strict", help: "Fail on warnings too."),
    ]

    static func run(_ arguments: ParsedArguments, context: RunContext) -> Int32 {
        guard arguments.positionals.count == 1, let text = arguments.positionals.first else {
            return CommandLineTool.usageFailure(UsageError("'speak' needs exactly one TEXT (quote it), e.g. speak --role hint \"Double tap to play\""), command: name)
        }
        let language = arguments.value("language") ?? "en"
        let role = arguments.value("role").flatMap(AccessibilityRole.init(rawValue:)) ?? .label
        var companions: [AccessibilityRole: String] = [:]
        for companion in [AccessibilityRole.label, .value, .hint] where companion != role {
            if let text = arguments.value(companion.rawValue) { companions[companion] = text }
        }
        let spoken = SpokenString(text: text, language: language, role: role, companions: companions)
        let rules = SpeechRule.all.filter { $0.description.isEnabledByDefault }
        let findings = SpeechEngine.check(spoken, rules: rules)
        let preview = SpeechEngine.spokenPreview(text, language: language)
        if arguments.value("format") == "json" {
            Console.out(JSONOutput.object([
                ("text", .string(text)),
                ("language", .string(language)),
                ("role", .string(role.rawValue)),
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
            var output = "\(role.rawValue) (\(language)): \(UntrustedText.oneLine(quoted(text, limit: 500)))\nspoken: \(UntrustedText.oneLine(quoted(preview, limit: 500)))\n"
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
}
