import CatalogKitLite

/// `--format junit`: JUnit XML as GitLab and Jenkins read it.
///
/// A test suite per catalog; a failing test case per finding, named `rule key@language variation`
/// (made unique with a counter, since GitLab keeps only the first of two cases with one name), with
/// `file` and `line` attributes and the full finding in the failure's text; one passing case when a
/// catalog has no finding, so clean catalogs show up as passed. A catalog that could not be read has
/// an `error` case per problem. Every finding is a failure whatever its severity (the failure's
/// `type` says which); the report never decides the job's status, the exit status does.
enum JUnitReporter {
    /// Writes the JUnit document of a run, streamed: the counts of every suite are known before its
    /// cases are written, so no suite, and no case beyond the one being written, is held in memory
    /// (a run of a million findings needed 3 GB when the document was built whole).
    static func write(_ run: AuditRun, context: ReportFormat.Context, to output: inout some ReportStream) {
        let paths = context.paths
        let problemsByPath = Dictionary(grouping: run.readProblems, by: \.path)
        let catalogPaths = Set(run.catalogs.map(\.loaded.path))
        let strayProblems = run.readProblems.filter { !catalogPaths.contains($0.path) }
        var counts = SuiteCounts()
        for catalog in run.catalogs {
            counts.add(SuiteCounts(problems: problemsByPath[catalog.loaded.path] ?? [], findings: catalog.findings.count))
        }
        let sourcesWithFindings = run.sources.filter { !$0.findings.isEmpty }
        for source in sourcesWithFindings { counts.add(SuiteCounts(problems: [], findings: source.findings.count)) }
        counts.add(SuiteCounts(errors: strayProblems.count))
        output.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        output.write("<testsuites name=\"\(ToolInfo.name)\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\">\n")
        for catalog in run.catalogs {
            let path = paths.relative(catalog.loaded.path)
            let problems = problemsByPath[catalog.loaded.path] ?? []
            var suite = SuiteWriter(name: path, counts: SuiteCounts(problems: problems, findings: catalog.findings.count), to: &output)
            if let baseline = context.baseline {
                // The findings the baseline accepted are not test cases, but the suite says how many there were.
                output.write("    <properties>\n      <property name=\"baselined\" value=\"\(baseline.byCatalog[catalog.loaded.path, default: 0])\"/>\n")
                output.write("      <property name=\"baseline\" value=\"\(XMLText.attribute(UntrustedText.oneLine(baseline.path)))\"/>\n    </properties>\n")
            }
            let className = classNameFor(path)
            for problem in problems {
                // A warning while reading (a duplicate key) is a failure; only what stops reading is an error.
                let body = problemBody(problem, path: path)
                suite.add(name: "\(problem.id) \(path)", className: className, file: path, line: problem.line,
                          outcome: problem.severity == .error
                              ? .error(type: problem.id, message: problem.message, body: body)
                              : .failure(type: problem.id, message: problem.message, body: body), to: &output)
            }
            for finding in catalog.findings {
                let location = finding.location
                var name = "\(finding.ruleID) \(location.key)"
                if let language = location.language { name += "@\(language)" }
                if !location.variationPath.isEmpty { name += " \(location.variationPath.description)" }
                suite.add(name: name, className: className, file: path, line: location.position.line,
                          outcome: .failure(type: finding.severity.rawValue, message: finding.reportedMessage, body: findingBody(finding, path: path)),
                          to: &output)
            }
            if problems.isEmpty, catalog.findings.isEmpty {
                suite.add(name: "no findings", className: className, file: path, line: nil, outcome: .passed, to: &output)
            }
            suite.end(&output)
        }
        // A Swift file's suite lists its findings; a file without findings has no suite (a project
        // has many more Swift files than catalogs).
        for source in sourcesWithFindings {
            let path = paths.relative(source.path)
            var suite = SuiteWriter(name: path, counts: SuiteCounts(problems: [], findings: source.findings.count), to: &output)
            for finding in source.findings {
                suite.add(name: caseName(finding), className: path, file: path, line: finding.location.position.line,
                          outcome: .failure(type: finding.severity.rawValue, message: finding.reportedMessage, body: findingBody(finding, path: path, inCode: true)),
                          to: &output)
            }
            suite.end(&output)
        }
        for problem in strayProblems {
            let path = paths.relative(problem.path)
            var suite = SuiteWriter(name: path, counts: SuiteCounts(errors: 1), to: &output)
            suite.add(name: "\(problem.id) \(path)", className: classNameFor(path), file: path, line: nil,
                      outcome: .error(type: problem.id, message: problem.message, body: problemBody(problem, path: path)), to: &output)
            suite.end(&output)
        }
        if !context.notes.isEmpty {
            // Notes are about the run, not a test; the test-report readers show system-out as a log.
            output.write("  <system-out>\(XMLText.content(context.notes.map { UntrustedText.oneLine($0.message) }.joined(separator: "\n")))</system-out>\n")
        }
        output.write("</testsuites>\n")
    }

    /// The class name GitLab shows as the suite: the catalog path without its extension.
    static func classNameFor(_ path: String) -> String {
        path.hasSuffix(".xcstrings") ? String(path.dropLast(".xcstrings".count)) : path
    }

    /// A test case's name: the rule and the key, or for a finding without a key (a text written in
    /// Swift code) the rule and the place.
    static func caseName(_ finding: Finding) -> String {
        let location = finding.location
        return location.key.isEmpty
            ? "\(finding.ruleID) at \(location.position.line):\(location.position.column)"
            : "\(finding.ruleID) \(location.key)"
    }

    /// The failure's text. `inCode`: the finding is about a Swift file, whose text is what the code
    /// writes, not a translation.
    private static func findingBody(_ finding: Finding, path: String, inCode: Bool = false) -> String {
        let location = finding.location
        var lines = ["\(path):\(location.position.line):\(location.position.column): \(finding.severity.rawValue): \(finding.reportedMessage) [\(finding.ruleID)]"]
        if let module = finding.module { lines.append("Module: \(module)") }
        if !location.key.isEmpty { lines.append("Key: \(location.key)") }
        if let language = location.language { lines.append("Language: \(language)") }
        if !location.variationPath.isEmpty { lines.append("Variation: \(location.variationPath.description)") }
        if let role = finding.role { lines.append("Role: \(role.rawValue)") }
        // Quoted, so an empty translation shows as "" and white space at the ends stays visible.
        if let source = finding.sourceText { lines.append("English: \(quoted(source, limit: 2000))") }
        if let text = finding.text { lines.append("\(inCode ? "Text in the code" : "Translation"): \(quoted(text, limit: 2000))") }
        if let suggestion = finding.suggestion { lines.append("Suggestion: \(suggestion)") }
        return lines.map(UntrustedText.oneLine).joined(separator: "\n")
    }

    private static func problemBody(_ problem: ReadProblem, path: String) -> String {
        let place = [path, problem.line.map(String.init), problem.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return UntrustedText.oneLine("\(place): \(problem.severity.rawValue): \(problem.message) [\(problem.id)]")
    }
}

/// The numbers of test cases of a suite (or of the whole document), known before any is written.
private struct SuiteCounts {
    var tests = 0
    var failures = 0
    var errors = 0

    init() {}

    /// A catalog's suite: a case per problem (an error when it stopped reading, else a failure) and
    /// a failure per finding, or one passing case when there is neither.
    init(problems: [ReadProblem], findings: Int) {
        errors = problems.count { $0.severity == .error }
        failures = problems.count - errors + findings
        tests = max(1, problems.count + findings)
    }

    /// A suite of `errors` error cases.
    init(errors: Int) {
        self.errors = errors
        tests = errors
    }

    mutating func add(_ other: SuiteCounts) {
        tests += other.tests
        failures += other.failures
        errors += other.errors
    }
}

/// One `<testsuite>` being written: its cases, with names kept unique.
private struct SuiteWriter {
    /// How a test case ended.
    enum Outcome {
        case passed
        case failure(type: String, message: String, body: String)
        case error(type: String, message: String, body: String)
    }

    private var usedNames: Set<String> = []

    /// Writes the suite's opening tag, with the counts of the cases that will follow.
    init(name: String, counts: SuiteCounts, to output: inout some ReportStream) {
        output.write("  <testsuite name=\"\(XMLText.attribute(UntrustedText.oneLine(name)))\" tests=\"\(counts.tests)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors)\" skipped=\"0\">\n")
    }

    /// Writes a case; its name gets a counter when the suite has the name already.
    mutating func add(name: String, className: String, file: String, line: Int?, outcome: Outcome, to output: inout some ReportStream) {
        var unique = UntrustedText.oneLine(name)
        var counter = 2
        while usedNames.contains(unique) {
            unique = UntrustedText.oneLine(name) + " (\(counter))"
            counter += 1
        }
        usedNames.insert(unique)
        var element = "    <testcase classname=\"\(XMLText.attribute(UntrustedText.oneLine(className)))\" name=\"\(XMLText.attribute(unique))\""
        element += " file=\"\(XMLText.attribute(UntrustedText.oneLine(file)))\""
        if let line { element += " line=\"\(line)\"" }
        switch outcome {
        case .passed:
            element += "/>\n"
        case .failure(let type, let message, let body), .error(let type, let message, let body):
            let tag = if case .failure = outcome { "failure" } else { "error" }
            element += ">\n      <\(tag) type=\"\(XMLText.attribute(type))\" message=\"\(XMLText.attribute(UntrustedText.oneLine(message)))\">"
            element += XMLText.content(body) + "</\(tag)>\n    </testcase>\n"
        }
        output.write(element)
    }

    /// Writes the suite's closing tag.
    func end(_ output: inout some ReportStream) {
        output.write("  </testsuite>\n")
    }
}
