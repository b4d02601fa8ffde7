import CatalogKitLite

/// `xcstrings-a11y rules`: every rule with its id, default severity, roles and summary.
enum RulesCommand {
    static let name = "rules"
    static let command = Command(name: name, summary: "List every rule: id, default severity, roles, summary.", usage: "xcstrings-a11y rules [--format text|json]",
        discussion: "Lists the catalog checks and the speech rules. Rules marked (off) run only when the configuration turns them on. `xcstrings-a11y explain RULE` prints a rule's rationale and examples.",
        options: [OptionSpec(name: "format", short: "f", valueName: "FORMAT", allowedValues: ["text", "json"], help: "text (default) or json.")],
        run: run)

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        guard arguments.positionals.isEmpty else {
            throw UsageError("'rules' takes no arguments; did you mean 'explain \(arguments.positionals[0])'?")
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
        text += "\nThe tool's own ids, about reading files and the run rather than strings (explain ID):\n"
        text += wrapped(ToolID.all.map(\.id).joined(separator: ", "), indent: "  ") + "\n"
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
            ("precision", rule.precision.map { precision in
                .object([
                    ("right", .integer(precision.right)), ("judged", .integer(precision.judged)), ("study", .string(precision.study)),
                ])
            } ?? .null),
        ])
    }
}

/// `xcstrings-a11y explain RULE`: a rule's rationale, fix and examples.
enum ExplainCommand {
    static let name = "explain"
    static let command = Command(name: name, summary: "Explain a rule: why it matters, how to fix it, examples.", usage: "xcstrings-a11y explain RULE",
        discussion: "Prints the rule's summary, default severity, roles, rationale, fix, and its examples: strings that trigger it and strings that do not, in English and German.",
        options: [], run: run)

    static func run(_ arguments: ParsedArguments, context: RunContext) throws -> Int32 {
        guard arguments.positionals.count == 1, let id = arguments.positionals.first else {
            throw UsageError("'explain' needs exactly one rule id, e.g. 'explain bare-price'")
        }
        let rules = AuditRules.standard.descriptions
        if let toolID = ToolID.all.first(where: { $0.id == id }) {
            Console.out(explanation(of: toolID))
            return ExitStatus.success
        }
        guard let rule = rules.first(where: { $0.id == id }) else {
            let known = rules.map(\.id) + ToolID.all.map(\.id)
            let hint = closestName(to: id, among: known, maximumDistance: 3).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown rule '\(id)'\(hint) ('xcstrings-a11y rules' lists them)")
        }
        Console.out(explanation(of: rule))
        return ExitStatus.success
    }

    /// The severities `check` gives a speech example's findings of the rule, by the checker the
    /// audit runs, so that `explain` says what `check` and `speak` report. None for a catalog check.
    static func severities(of example: RuleExample, rule: RuleDescription) -> [Severity] {
        guard !example.input.hasPrefix("{"),
            let rules = AuditRules.standard.textRules.first(where: { $0.descriptions.contains { $0.id == rule.id } }) else { return [] }
        var text = AuditedText(
            text: example.input, language: example.language, role: example.role, companions: example.companions, comment: example.comment,
            sourceText: example.sourceText)
        text.presentation = example.presentation
        text.isKeyWithoutText = example.isKeyWithoutText
        text.appNames = example.appNames
        return rules.makeChecker([rule.id]).check(text).findings.filter { $0.ruleID == rule.id }.map(\.severity)
    }

    /// The rule's precision in the latest study that judged it, as `explain` prints it.
    static func precisionLine(_ rule: RuleDescription) -> String {
        guard let precision = rule.precision else { return "not measured (no judged finding of it is still reported; Docs/precision.md)" }
        return "\(precision.percentage) % (\(precision.right) of \(precision.judged) judged findings right, \(precision.study) of Docs/precision.md)"
    }

    static func explanation(of toolID: ToolID) -> String {
        var text = "\(toolID.id): \(toolID.summary)\n\n"
        text += "Reported as: \(toolID.reportedAs)\n"
        text += "This is the tool's own id, not a rule: it cannot be turned off, suppressed or baselined.\n\n"
        text += "Why:\n" + wrapped(toolID.rationale, indent: "  ") + "\n\nFix:\n" + wrapped(toolID.fix, indent: "  ") + "\n"
        return text
    }

    static func explanation(of rule: RuleDescription) -> String {
        var text = "\(rule.id): \(rule.summary)\n\n"
        let examples = rule.examples
        let exampleSeverities: [[Severity]] = examples.map { Self.severities(of: $0, rule: rule) }
        let varies = exampleSeverities.joined().contains { $0 != rule.defaultSeverity }
        text += "Default severity: \(rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off (turn it on in .xcstrings-a11y.json)")"
        text += varies ? " (some findings get another, shown with each example; a severity in the configuration replaces them all)\n" : "\n"
        text += "On by default: \(rule.isEnabledByDefault ? "yes" : "no")\n"
        text += "Precision: \(precisionLine(rule))\n"
        text += "Roles: \(rule.roles.isEmpty ? "all" : rule.roles.map(\.rawValue).joined(separator: ", "))\n\n"
        text += "Why:\n" + wrapped(rule.rationale, indent: "  ") + "\n\nFix:\n" + wrapped(rule.fix, indent: "  ") + "\n"
        for (title, triggers) in [("Triggers on", true), ("Does not trigger on", false)] {
            let chosen: [(RuleExample, [Severity])] = examples.indices.filter { examples[$0].triggers == triggers }
                .map { (examples[$0], exampleSeverities[$0]) }
            guard !chosen.isEmpty else { continue }
            text += "\n\(title):\n"
            for (example, found) in chosen {
                let isCatalog = example.input.hasPrefix("{")
                let role: String = example.role.map { " " + $0.rawValue } ?? (isCatalog ? "" : ", no role")
                var line = "  [\(example.language)\(role)] "
                line += isCatalog ? "(catalog)" : UntrustedText.oneLine(quoted(example.input, limit: 200))
                if !example.companions.isEmpty {
                    line += " with " + example.companions.sorted { $0.key < $1.key }.map { "\($0.key.rawValue) \(UntrustedText.oneLine(quoted($0.value)))" }.joined(separator: ", ")
                }
                if let comment = example.comment { line += " (comment \(UntrustedText.oneLine(quoted(comment, limit: 120))))" }
                if !example.note.isEmpty { line += " — \(UntrustedText.oneLine(example.note))" }
                if varies, let severity = found.max() { line += " → \(severity.rawValue)" }
                text += line + "\n"
                if isCatalog {
                    text += example.input.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + UntrustedText.oneLine(String($0)) }.joined(separator: "\n") + "\n"
                }
            }
        }
        return text
    }
}

/// An id the tool's own output uses for something other than a rule's finding: a file that could
/// not be read (the catalog reader's diagnostics) or a note about the run (baseline, changed
/// strings). `explain` knows them, since they appear in brackets like rule ids.
struct ToolID: Sendable {
    var id: String
    var summary: String
    /// The severity or kind it is reported with, and its effect on the exit status.
    var reportedAs: String
    var rationale: String
    var fix: String

    /// Every id: the reader's diagnostic kinds, then the run's notes.
    static let all: [ToolID] = CatalogDiagnostic.Kind.allCases.map(ToolID.init(diagnostic:)) + [swiftSyntax, projectSyntax, projectPart, staleBaselineEntry, changedSince, baseline]

    /// `--baseline`: an entry that no longer matches a finding (`Baseline/BaselineMatch.swift`).
    static let staleBaselineEntry = ToolID(
        id: "stale-baseline-entry",
        summary: "A baseline entry matches no finding any more.",
        reportedAs: "an info note; never changes the exit status",
        rationale: "The finding the entry hid was fixed, or its key, language or variation was renamed or removed. A stale entry would hide the same finding if it came back, so the baseline should shrink as findings are fixed.",
        fix: "Rewrite the baseline with --write-baseline FILE (entries of catalogs not checked are kept), and commit it.")

    /// A Swift file that cannot be lexed (`SwiftLexer/`).
    static let swiftSyntax = ToolID(
        id: "swift-syntax",
        summary: "A Swift file cannot be read as Swift: a string literal or block comment is never closed.",
        reportedAs: "an error: the file's accessibility calls are not read, and the exit status is 2",
        rationale: "The Swift compiler rejects such a file too; it is usually a merge conflict or a file cut short. The position is where the unclosed literal or comment starts. A Swift file that is not UTF-8 is an io-error.",
        fix: "Close the literal or comment at the reported line and column (or restore the file from version control).")

    /// An Xcode project, workspace or XcodeGen spec that cannot be read as what it should be (`Project/`).
    static let projectSyntax = ToolID(
        id: "project-syntax",
        summary: "An Xcode project, workspace or XcodeGen spec is not what it should be; the run goes on without it.",
        reportedAs: "an error: the project's targets are not known, and the exit status is 2",
        rationale: "A project.pbxproj that is not an OpenStep property list, has no 'objects' or no project object, a workspace that is not XML, or a spec that is not YAML this reader reads. Xcode cannot open it either; it is usually a merge conflict or a file cut short. Without it, catalogs and Swift files fall back to the modules their folders suggest, so bundle findings may be wrong.",
        fix: "Repair the file at the reported line and column (resolve the merge, or restore it from version control), then open the project in Xcode.")

    /// A part of a project that is missing or malformed; the rest of the project is used.
    static let projectPart = ToolID(
        id: "project",
        summary: "A part of a project is missing or malformed; the rest of the project is used.",
        reportedAs: "a warning, shown by 'catalogs' and 'check --verbose'; never changes the exit status",
        rationale: "An .xcconfig that is not in the repository, a target without a name, an included XcodeGen spec that does not exist: the settings or files that part would give are unknown, so a build condition or a target's catalogs may be missed.",
        fix: "Add the missing file or mend the malformed part at the reported position; a file generated at build time can be ignored.")

    /// `--changed-since`: how many findings on unchanged strings are not shown (`Git/ChangedSince.swift`).
    static let changedSince = ToolID(
        id: "changed-since",
        summary: "Findings on strings not changed since the revision are not shown.",
        reportedAs: "an info note; never changes the exit status",
        rationale: "With --changed-since REV only findings on strings added or changed since REV are reported, so a pull request is judged on what it changed; the note says how many other findings exist.",
        fix: "Nothing to fix in this run. Run without --changed-since to see every finding, or record them with --write-baseline.")

    /// `--baseline`: how many findings the baseline hid (the SARIF notification's id;
    /// `Reporters/ReportFormat.swift`, `BaselineCount`).
    static let baseline = ToolID(
        id: "baseline-count",
        summary: "Findings accepted in the baseline are not shown; the reports count them.",
        reportedAs: "a count in every report's summary (a SARIF notification); never changes the exit status",
        rationale: "A baseline lets an old project fail only on new problems, but the accepted findings are still there: every report says how many it hid, so a clean report never looks cleaner than the catalogs are.",
        fix: "Fix the accepted findings over time, then rewrite the baseline with --write-baseline FILE so it shrinks.")

    init(id: String, summary: String, reportedAs: String, rationale: String, fix: String) {
        self.id = id
        self.summary = summary
        self.reportedAs = reportedAs
        self.rationale = rationale
        self.fix = fix
    }

    /// The explanation of a catalog reader's diagnostic; a new kind must be explained here.
    init(diagnostic kind: CatalogDiagnostic.Kind) {
        let unreadable = "an error: the catalog is not checked, and the exit status is 2"
        switch kind {
        case .ioError:
            self.init(
                id: kind.rawValue, summary: "A file or folder could not be read.", reportedAs: unreadable,
                rationale: "A PATH that does not exist, a file that is a folder, or a file without read permission. The other catalogs are still checked, but a gate must not pass on what it never read.",
                fix: "Check the PATH (relative to the folder the tool runs in) and the file's permissions.")
        case .jsonSyntax:
            self.init(
                id: kind.rawValue, summary: "A catalog is not valid JSON; nothing of it is checked.", reportedAs: unreadable,
                rationale: "Xcode cannot read such a catalog either; it is usually a merge conflict marker, a missing comma or a truncated file. The position points at the first character that breaks the JSON.",
                fix: "Repair the JSON at the reported line and column (resolve the merge, or restore the file from version control), then open the catalog in Xcode.")
        case .catalogSchema:
            self.init(
                id: kind.rawValue, summary: "Part of a catalog does not have the shape Xcode writes; that part is skipped.",
                reportedAs: "an error (exit status 2), or a warning for a doubtful part; the rest of the catalog is checked",
                rationale: "The JSON is valid, but a member has the wrong type or a required member is missing (e.g. a stringUnit without a value), so the tool cannot tell what VoiceOver would speak there.",
                fix: "Correct the member at the reported position to the shape Xcode writes, or let Xcode rewrite the catalog.")
        case .duplicateKey:
            self.init(
                id: kind.rawValue, summary: "A JSON object names the same member twice; the later one is used.", reportedAs: "a warning",
                rationale: "JSON readers disagree on which of two equal members wins, so Xcode, this tool and a translation service may each see a different string. It is usually a merge that kept both sides.",
                fix: "Remove the member that should not be there.")
        case .unknownVersion:
            self.init(
                id: kind.rawValue, summary: "The catalog's format version is not one this tool knows.", reportedAs: "a warning; the catalog is read as version 1",
                rationale: "A newer Xcode may write a catalog format with members this tool does not understand, so its findings may be incomplete.",
                fix: "Use a version of xcstrings-a11y that knows the format, or report the new version.")
        }
    }
}
