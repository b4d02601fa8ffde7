import Foundation
import CatalogKitLite

/// `--format sarif`: SARIF 2.1.0 as GitHub code scanning accepts it.
///
/// The driver lists every rule the tool knows (sorted by id) with a short and a full description,
/// help text that says how to fix, and the default level; results carry the rule, level, message,
/// the region (columns in Unicode code points, declared with `columnKind`), the catalog path of the
/// value as a logical location, and fingerprints computed from the finding's identity — rule,
/// catalog path, key, language and variation path — never from the line, so an alert survives an
/// edit above it. Read problems are tool execution notifications, and make the run unsuccessful.
enum SARIFReporter {
    /// The schema GitHub's documentation names.
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"
    /// GitHub rejects longer descriptions.
    static let descriptionLimit = 1024
    /// The fingerprint name for the identity hash; versioned so a change of recipe is a new name.
    static let identityFingerprint = "xcstringsA11y/identity/v1"

    /// The SARIF log of a run: one run object with the rule table, notifications and results.
    static func document(_ run: AuditRun, context: ReportFormat.Context) -> JSONOutput {
        let rules = run.ruleDescriptions
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let paths = context.paths
        let results = JSONStream(isEmpty: run.findingCount == 0) { emit in
            let regions = SourceRegions()
            run.forEachIdentified(paths: paths) { finding, identity, occurrence in
                emit(result(finding, identity: identity, occurrence: occurrence, ruleIndex: ruleIndex[finding.ruleID], regions: regions, paths: paths))
            }
        }
        var notifications = run.readProblems.map { notification($0, paths: context.paths) }
        var notes = context.notes
        if let baseline = context.baseline {
            // The hidden findings are not results; the log says how many there were.
            notes.append(RunNote(id: "baseline-count", message: baseline.sentence + "; they are not among the results", file: baseline.path))
        }
        notifications += notes.map { note in
            JSONOutput.object([
                ("level", .string("note")),
                ("message", .object([("text", .string(nonEmpty(UntrustedText.oneLine(note.message))))])),
                ("descriptor", .object([("id", .string(note.id))])),
            ])
        }
        let driver = JSONOutput.object([
            ("name", .string(ToolInfo.name)),
            ("semanticVersion", .string(ToolInfo.version)),
            ("version", .string(ToolInfo.version)),
            ("rules", .array(rules.map(rule))),
        ])
        var runMembers: [(String, JSONOutput)] = [
            ("tool", .object([("driver", driver)])),
            ("invocations", .array([.object([
                ("executionSuccessful", .bool(!run.loaded.hasReadErrors)),
                ("toolExecutionNotifications", .array(notifications)),
            ])])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .stream(results)),
        ]
        if let baseline = context.baseline {
            // Code scanning decides new and fixed alerts by itself (`baselineState` is not read), so
            // the count goes in the run's property bag, for people and tools that read the file.
            runMembers.append(("properties", .object([
                ("xcstringsA11yBaselined", .integer(baseline.hidden)),
                ("xcstringsA11yBaseline", .string(UntrustedText.oneLine(baseline.path))),
            ])))
        }
        return .object([("$schema", .string(schema)), ("version", .string("2.1.0")), ("runs", .array([.object(runMembers)]))])
    }

    /// A rule's `reportingDescriptor`.
    static func rule(_ description: RuleDescription) -> JSONOutput {
        let help = "\(description.rationale)\n\nHow to fix: \(description.fix)"
        let helpMarkdown = "\(description.rationale)\n\n**How to fix:** \(description.fix)"
        var tags = ["accessibility", "localization"]
        tags += description.roles.map { "role:\($0.rawValue)" }
        return .object([
            ("id", .string(description.id)),
            ("shortDescription", .object([("text", .string(limited(description.summary)))])),
            ("fullDescription", .object([("text", .string(limited(description.rationale)))])),
            ("help", .object([("text", .string(nonEmpty(help))), ("markdown", .string(nonEmpty(helpMarkdown)))])),
            ("defaultConfiguration", .object([
                ("level", .string(level(description.defaultSeverity))),
                ("enabled", .bool(description.isEnabledByDefault)),
            ])),
            ("properties", .object([("tags", .array(tags.map(JSONOutput.string)))])),
        ])
    }

    /// One finding as a `result`.
    static func result(
        _ finding: Finding, identity: FindingIdentity, occurrence: Int, ruleIndex: Int?, regions: SourceRegions, paths: RepositoryPaths
    ) -> JSONOutput {
        let region = regions.region(of: finding)
        var message = UntrustedText.oneLine(finding.reportedMessage)
        if let suggestion = finding.suggestion { message += " Suggestion: " + UntrustedText.oneLine(suggestion) }
        var fields: [(String, JSONOutput)] = [("ruleId", .string(finding.ruleID))]
        if let ruleIndex { fields.append(("ruleIndex", .integer(ruleIndex))) }
        let fingerprint = identity.fingerprint
        fields += [
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(nonEmpty(message)))])),
            ("locations", .array([.object([
                ("physicalLocation", .object([
                    ("artifactLocation", .object([("uri", .string(paths.uri(finding.location.file)))])),
                    ("region", .object([
                        ("startLine", .integer(region.startLine)),
                        ("startColumn", .integer(region.startColumn)),
                        ("endLine", .integer(region.endLine)),
                        ("endColumn", .integer(region.endColumn)),
                    ])),
                ])),
                ("logicalLocations", .array([.object([
                    ("fullyQualifiedName", .string(UntrustedText.oneLine(finding.location.catalogPath))),
                    ("kind", .string("member")),
                ])])),
            ])])),
            // GitHub matches alerts on `primaryLocationLineHash` alone. Filling it with the identity
            // hash (in GitHub's `hash:occurrence` shape) makes alerts follow the string, not the line.
            ("partialFingerprints", .object([
                ("primaryLocationLineHash", .string("\(fingerprint.prefix(32)):\(occurrence)")),
                (identityFingerprint, .string("\(fingerprint):\(occurrence)")),
            ])),
            ("properties", .object([
                ("key", .string(finding.location.key)),
                ("language", finding.location.language.map(JSONOutput.string) ?? .null),
                ("variationPath", .string(finding.location.variationPath.description)),
                ("module", finding.module.map(JSONOutput.string) ?? .null),
                ("role", finding.role.map { .string($0.rawValue) } ?? .null),
                ("roleSource", finding.roleSource.map { .string($0.rawValue) } ?? .null),
            ])),
        ]
        return .object(fields)
    }

    /// A read problem as a tool execution notification.
    static func notification(_ problem: ReadProblem, paths: RepositoryPaths) -> JSONOutput {
        var location: [(String, JSONOutput)] = [("artifactLocation", .object([("uri", .string(paths.uri(problem.path)))]))]
        if let line = problem.line {
            var region: [(String, JSONOutput)] = [("startLine", .integer(line))]
            if let column = problem.column { region.append(("startColumn", .integer(column))) }
            location.append(("region", .object(region)))
        }
        return .object([
            ("level", .string(level(problem.severity))),
            ("message", .object([("text", .string(nonEmpty(UntrustedText.oneLine(problem.message))))])),
            ("descriptor", .object([("id", .string(problem.id))])),
            ("locations", .array([.object([("physicalLocation", .object(location))])])),
        ])
    }

    /// SARIF's level for a severity.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    /// At most 1024 characters, never empty: GitHub rejects both.
    private static func limited(_ text: String) -> String {
        let text = nonEmpty(text)
        guard text.count > descriptionLimit else { return text }
        return String(text.prefix(descriptionLimit - 1)) + "…"
    }

    private static func nonEmpty(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "(no text)" : text
    }
}
