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
    /// The JUnit document of a run.
    static func report(_ run: AuditRun, context: ReportFormat.Context) -> String {
        let paths = context.paths
        let problemsByPath = Dictionary(grouping: run.readProblems, by: \.path)
        var suites: [Suite] = []
        for catalog in run.catalogs {
            let path = paths.relative(catalog.loaded.path)
            var suite = Suite(name: path)
            let className = classNameFor(path)
            for problem in problemsByPath[catalog.loaded.path] ?? [] {
                // A warning while reading (a duplicate key) is a failure; only what stops reading is an error.
                let body = problemBody(problem, path: path)
                suite.add(name: "\(problem.id) \(path)", className: className, file: path, line: problem.line,
                          outcome: problem.severity == .error
                              ? .error(type: problem.id, message: problem.message, body: body)
                              : .failure(type: problem.id, message: problem.message, body: body))
            }
            for finding in catalog.findings {
                let location = finding.location
                var name = "\(finding.ruleID) \(location.key)"
                if let language = location.language { name += "@\(language)" }
                if !location.variationPath.isEmpty { name += " \(location.variationPath.description)" }
                suite.add(name: name, className: className, file: path, line: location.position.line,
                          outcome: .failure(type: finding.severity.rawValue, message: finding.message, body: findingBody(finding, path: path)))
            }
            if suite.cases.isEmpty {
                suite.add(name: "no findings", className: className, file: path, line: nil, outcome: .passed)
            }
            suites.append(suite)
        }
        let catalogPaths = Set(run.catalogs.map(\.loaded.path))
        for problem in run.readProblems where !catalogPaths.contains(problem.path) {
            let path = paths.relative(problem.path)
            var suite = Suite(name: path)
            suite.add(name: "\(problem.id) \(path)", className: classNameFor(path), file: path, line: nil,
                      outcome: .error(type: problem.id, message: problem.message, body: problemBody(problem, path: path)))
            suites.append(suite)
        }
        let tests = suites.map(\.cases.count).reduce(0, +)
        let failures = suites.map(\.failures).reduce(0, +)
        let errors = suites.map(\.errors).reduce(0, +)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(ToolInfo.name)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        for suite in suites { xml += suite.xml }
        if !context.notes.isEmpty {
            // Notes are about the run, not a test; the test-report readers show system-out as a log.
            xml += "  <system-out>\(XMLText.content(context.notes.map { UntrustedText.oneLine($0.message) }.joined(separator: "\n")))</system-out>\n"
        }
        return xml + "</testsuites>\n"
    }

    /// The class name GitLab shows as the suite: the catalog path without its extension.
    static func classNameFor(_ path: String) -> String {
        path.hasSuffix(".xcstrings") ? String(path.dropLast(".xcstrings".count)) : path
    }

    private static func findingBody(_ finding: Finding, path: String) -> String {
        let location = finding.location
        var lines = ["\(path):\(location.position.line):\(location.position.column): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"]
        if let module = finding.module { lines.append("Module: \(module)") }
        lines.append("Key: \(location.key)")
        if let language = location.language { lines.append("Language: \(language)") }
        if !location.variationPath.isEmpty { lines.append("Variation: \(location.variationPath.description)") }
        if let role = finding.role { lines.append("Role: \(role.rawValue)") }
        // Quoted, so an empty translation shows as "" and white space at the ends stays visible.
        if let source = finding.sourceText { lines.append("English: \(quoted(source, limit: 2000))") }
        if let text = finding.text { lines.append("Translation: \(quoted(text, limit: 2000))") }
        if let suggestion = finding.suggestion { lines.append("Suggestion: \(suggestion)") }
        return lines.map(UntrustedText.oneLine).joined(separator: "\n")
    }

    private static func problemBody(_ problem: ReadProblem, path: String) -> String {
        let place = [path, problem.line.map(String.init), problem.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
        return UntrustedText.oneLine("\(place): \(problem.severity.rawValue): \(problem.message) [\(problem.id)]")
    }
}

/// One `<testsuite>` being built: its cases, with names kept unique.
private struct Suite {
    /// How a test case ended.
    enum Outcome {
        case passed
        case failure(type: String, message: String, body: String)
        case error(type: String, message: String, body: String)
    }

    /// The suite's name: the catalog's path.
    var name: String
    /// The `<testcase>` elements, as XML.
    var cases: [String] = []
    var failures = 0
    var errors = 0
    private var usedNames: Set<String> = []

    init(name: String) {
        self.name = name
    }

    /// Adds a case; its name gets a counter when the suite has the name already.
    mutating func add(name: String, className: String, file: String, line: Int?, outcome: Outcome) {
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
            if tag == "failure" { failures += 1 } else { errors += 1 }
            element += ">\n      <\(tag) type=\"\(XMLText.attribute(type))\" message=\"\(XMLText.attribute(UntrustedText.oneLine(message)))\">"
            element += XMLText.content(body) + "</\(tag)>\n    </testcase>\n"
        }
        cases.append(element)
    }

    /// The `<testsuite>` element.
    var xml: String {
        "  <testsuite name=\"\(XMLText.attribute(UntrustedText.oneLine(name)))\" tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\">\n"
            + cases.joined() + "  </testsuite>\n"
    }
}
