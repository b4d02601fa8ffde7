import CatalogKitLite

/// `xcstrings-a11y rules`: every rule with its id, default severity, roles and summary.
enum RulesCommand {
    static let name = "rules"
    static let command = Command(name: name, summary: "List every rule: id, default severity, roles, summary.", usage: "xcstrings-a11y rules [--format text|json]",
        discussion: "Lists the catalog checks and the speech rules. Rules marked (off) run only when the configuration turns them on. `xcstrings-a11y explain RULE` prints a rule's rationale and examples.",
        options: [OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json.")],
        run: run)

    static func run(_ arguments: ParsedArguments, context: RunContext) -> Int32 {
        guard arguments.positionals.isEmpty else {
            return CommandLineTool.usageFailure(UsageError("'rules' takes no arguments; did you mean 'explain \(arguments.positionals[0])'?"), command: name)
        }
        let rules = AuditRules.standard.descriptions
        if arguments.value("format") == "json" {
            Console.out(JSONOutput.array(rules.map(ruleJSON)).rendered() + "\n")
            return ExitStatus.success
        }
        let idWidth = rules.map(\.id.count).max() ?? 0
        var text = ""
        for rule in rules {
            let severity = rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "(off)"
            let roles = rule.roles.isEmpty ? "all roles" : rule.roles.map(\.rawValue).joined(separator: ", ")
            text += "\(rule.id.padding(toLength: idWidth, withPad: " ", startingAt: 0))  \(severity.padding(toLength: 7, withPad: " ", startingAt: 0))  \(roles)\n"
            text += wrapped(rule.summary, indent: String(repeating: " ", count: idWidth + 2)) + "\n"
        }
        Console.out(text)
        return ExitStatus.success
    }

    static func ruleJSON(_ rule: RuleDescription) -> JSONOutput {
        .object([
            ("id", .string(rule.id)),
            ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
            ("enabledByDefault", .bool(rule.isEnabledByDefault)),
            ("roles", .array(rule.roles.map { .string($0.rawValue) })),
            ("summary", .string(rule.summary)),
            ("rationale", .string(rule.rationale)),
            ("fix", .string(rule.fix)),
        ])
    }
}

/// `xcstrings-a11y explain RULE`: a rule's rationale, fix and examples.
enum ExplainCommand {
    static let name = "explain"
    static let command = Command(name: name, summary: "Explain a rule: why it matters, how to fix it, examples.", usage: "xcstrings-a11y explain RULE",
        discussion: "Prints the rule's summary, default severity, roles, rationale, fix, and its examples: strings that trigger it and strings that do not, in English and German.",
        options: [], run: run)

    static func run(_ arguments: ParsedArguments, context: RunContext) -> Int32 {
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            return CommandLineTool.usageFailure(UsageError("'explain' needs exactly one rule id, e.g. 'explain bare-price'"), command: name)
        }
        let rules = AuditRules.standard.descriptions
        guard let rule = rules.first(where: { $0.id == id }) else {
            let hint = closestName(to: id, among: rules.map(\.id), maximumDistance: 3).map { "; did you mean '\($0)'?" } ?? ""
            return CommandLineTool.usageFailure(UsageError("unknown rule '\(id)'\(hint) ('xcstrings-a11y rules' lists them)"), command: name)
        }
        Console.out(explanation(of: rule))
        return ExitStatus.success
    }

    static func explanation(of rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.summary)\n\n"
        text += "Default severity: \(rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off (turn it on in .xcstrings-a11y.json)")\n"
        text += "Roles: \(rule.roles.isEmpty ? "all" : rule.roles.map(\.rawValue).joined(separator: ", "))\n\n"
        text += "Why:\n" + wrapped(rule.rationale, indent: "  ") + "\n\nFix:\n" + wrapped(rule.fix, indent: "  ") + "\n"
        for (title, triggers) in [("Triggers on", true), ("Does not trigger on", false)] {
            let examples = rule.examples.filter { $0.triggers == triggers }
            guard !examples.isEmpty else { continue }
            text += "\n\(title):\n"
            for example in examples {
                var line = "  [\(example.language)\(example.role.map { " \($0.rawValue)" } ?? "")] "
                let isCatalog = example.input.hasPrefix("{")
                line += isCatalog ? "(catalog)" : UntrustedText.oneLine(quoted(example.input, limit: 200))
                if !example.companions.isEmpty {
                    line += " with " + example.companions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \(UntrustedText.oneLine(quoted($0.value)))" }.joined(separator: ", ")
                }
                if !example.note.isEmpty { line += " — \(UntrustedText.oneLine(example.note))" }
                text += line + "\n"
                if isCatalog {
                    text += example.input.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + UntrustedText.oneLine(String($0)) }.joined(separator: "\n") + "\n"
                }
            }
        }
        return text
    }
}
