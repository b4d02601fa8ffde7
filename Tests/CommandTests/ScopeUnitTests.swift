import Foundation
import Testing
@testable import xcstrings_a11y

/// The parts that say which project a path belongs to: display paths, project roots, the
/// configuration line, and the one decision on empty runs.
struct ScopeUnitTests {
    @Test func displayPathsAreRelativeToTheCurrentFolder() {
        #expect(DisplayPath.relative("/nowhere/work/proj/.xcstrings-a11y.json", to: "/nowhere/work/tool") == "../proj/.xcstrings-a11y.json")
        #expect(DisplayPath.relative("/nowhere/work/tool", to: "/nowhere/work/tool") == ".")
        #expect(DisplayPath.relative("/nowhere/work/tool/App", to: "/nowhere/work/tool") == "App")
        #expect(DisplayPath.relative("/nowhere/work", to: "/nowhere/work/tool/a/b") == "../../..")
        // Nothing in common but the root: absolute.
        #expect(DisplayPath.relative("/elsewhere/proj", to: "/nowhere/work") == "/elsewhere/proj")
        #expect(DisplayPath.relative("/nowhere/x", to: "/") == "nowhere/x")
    }

    @Test func pathsBelowAProjectRootAreRelativeToIt() {
        var paths = RepositoryPaths(root: "/nowhere/tool", workingDirectory: "/nowhere/tool")
        paths.projectRoots = ["/nowhere/proj", "/nowhere/proj/nested"]
        #expect(paths.relative("../proj/Sources/A/Localizable.xcstrings") == "Sources/A/Localizable.xcstrings")
        // The nearest (longest) root wins.
        #expect(paths.relative("../proj/nested/B.xcstrings") == "B.xcstrings")
        // A root that is only a prefix of a folder's name is not that folder's root.
        #expect(paths.relative("../project/C.xcstrings") == "/nowhere/project/C.xcstrings")
        // Paths below no project root keep the run's root.
        #expect(paths.relative("App/D.xcstrings") == "App/D.xcstrings")
    }

    @Test func theConfigurationLineNamesEveryScope() {
        var report = ScopeReport()
        #expect(report.line == nil)
        report.entries = [ScopeReport.Entry(configuration: "../proj/.xcstrings-a11y.json", repository: "../proj")]
        #expect(report.line == "Configuration: ../proj/.xcstrings-a11y.json · repository: ../proj")
        report.entries.append(ScopeReport.Entry(configuration: nil, repository: nil))
        #expect(report.line == "Configurations: ../proj/.xcstrings-a11y.json · repository: ../proj; none (defaults) · repository: none")
        report.catalogScopes = ["x.xcstrings": 1]
        #expect(report.entry(ofCatalog: "x.xcstrings") == ScopeReport.Entry(configuration: nil, repository: nil))
        #expect(report.entry(ofCatalog: "y.xcstrings") == nil)
    }

    @Test func emptinessIsDecidedInOnePlace() {
        let empty = EmptyRun(catalogs: 0, swiftFiles: 0, readsSources: false, searched: ["App", "../lib"])
        #expect(empty.isEmpty)
        #expect(empty.message?.contains("no string catalogs found under 'App', '../lib'") == true)
        #expect(empty.failure(allowed: false) == empty.message)
        #expect(empty.failure(allowed: true) == nil)
        let found = EmptyRun(catalogs: 1, swiftFiles: 0, readsSources: true, searched: ["."])
        #expect(!found.isEmpty && found.message == nil && found.failure(allowed: false) == nil)
        // Swift files alone are something to check: their accessibility strings are hard-coded or missing.
        let code = EmptyRun(catalogs: 0, swiftFiles: 3, readsSources: true, searched: ["."])
        #expect(!code.isEmpty)
        let nothing = EmptyRun(catalogs: 0, swiftFiles: 0, readsSources: true, searched: ["."])
        #expect(nothing.message?.contains("no string catalogs and no Swift files found under '.'") == true)
    }

    @Test func languagesAreValidatedAsTheConfigurationValidatesThem() throws {
        func parse(_ list: String) throws -> [String]? {
            let arguments = try ArgumentParser.parse(["--languages", list], options: AuditOptions.all)
            return try AuditPipeline.languages(arguments)
        }
        #expect(try parse("en, DE,de,zh-hans") == ["en", "DE", "zh-hans"])
        #expect(throws: UsageError.self) { try parse("en,german") }
        #expect(throws: UsageError.self) { try parse(",") }
    }
}
