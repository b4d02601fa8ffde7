import CatalogKitLite

/// Something that kept a catalog from being read completely: a path that could not be searched, a
/// file that could not be read, JSON that is not valid, a catalog of the wrong shape (or a Swift
/// file or Xcode project that could not be read). These are
/// tool failures, not findings; every format reports them beside the findings, and they make the
/// run exit with 2.
struct ReadProblem: Hashable, Sendable {
    /// The path as the run saw it.
    var path: String
    /// Where, when the problem has a place in the file.
    var line: Int?
    var column: Int?
    var severity: Severity
    var message: String
    /// The diagnostic's id, e.g. `json-syntax`.
    var id: String
}

extension AuditRun {
    /// Every read problem of the run: paths first, then each catalog's diagnostics in file order.
    var readProblems: [ReadProblem] {
        var problems = loaded.problems.map {
            ReadProblem(path: $0.path, line: nil, column: nil, severity: .error, message: $0.reason, id: "io-error")
        }
        for catalog in loaded.catalogs {
            for diagnostic in catalog.result.diagnostics {
                problems.append(ReadProblem(
                    path: catalog.path, line: diagnostic.position?.line, column: diagnostic.position?.column,
                    severity: diagnostic.severity, message: diagnostic.message, id: diagnostic.kind.rawValue))
            }
        }
        for source in loaded.unreadableSources {
            problems.append(ReadProblem(
                path: source.path, line: source.problem.position?.line, column: source.problem.position?.column,
                severity: .error, message: source.problem.message, id: source.id))
        }
        for project in loaded.unreadableProjects {
            problems.append(ReadProblem(
                path: project.file, line: project.position?.line, column: project.position?.column, severity: .error, message: project.message, id: project.id))
        }
        return problems
    }
}
