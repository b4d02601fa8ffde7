import Foundation
import Testing
import TestSupport

/// Every CI format on the sample catalogs of `Catalogs/`, compared with the golden files in
/// `Tests/Golden/` (see ``GoldenFile`` for how to regenerate them on purpose).
///
/// git is hidden from the tool, so paths are relative to the package folder wherever the package is
/// checked out; ``RepositoryPathTests`` checks the git top level separately.
struct GoldenFileTests {
    static let formats = ["sarif", "github", "junit", "gitlab", "markdown"]

    @Test(arguments: formats)
    func formatMatchesItsGoldenFile(_ format: String) throws {
        let run = try ToolRunner.run(["check", "--format", format, "Catalogs"], environment: withoutGit)
        #expect(run.status == 1, "errors among the findings fail the run: \(run.error)")
        #expect(run.error.isEmpty, "\(run.error)")
        try GoldenFile.check(run.output, against: "check.\(format)")
    }

    @Test func pathsAreRelativeToTheRoot() throws {
        for format in Self.formats {
            let run = try ToolRunner.run(["check", "--format", format, "Catalogs"], environment: withoutGit)
            #expect(!run.output.contains(Package.root.path), "\(format) has an absolute path")
            #expect(run.output.contains("Catalogs/Sources/Trailer/Resources/Localizable.xcstrings"), "\(format)")
        }
    }

    @Test func theSameRunGivesTheSameBytes() throws {
        for format in Self.formats {
            let first = try ToolRunner.run(["check", "--format", format, "--jobs", "1", "Catalogs"], environment: withoutGit)
            let second = try ToolRunner.run(["check", "--format", format, "--jobs", "4", "Catalogs"], environment: withoutGit)
            #expect(first.output == second.output, "\(format)")
        }
    }
}
