import Foundation
import Testing
import TestSupport

/// `--changed-since REV` in a real temporary git repository: only strings added or changed since the
/// revision are reported, and git or revision problems are clear errors with exit status 2.
struct ChangedSinceTests {
    /// One old defect (an English hint that names the gesture), and clean strings.
    static let committed: [(key: String, units: [TestCatalog.Unit])] = [
        ("cast.hint", [("en", "Double tap to see the cast.", "translated"), ("de", "Zeigt die Besetzung.", "translated")]),
        ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
        ("share.hint", [("en", "Shares the movie.", "translated"), ("de", "Teilt den Film.", "translated")]),
    ]

    static func findings(_ run: ToolRun) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let findings = document?["findings"] as? [[String: Any]] ?? []
        return findings.map { "\($0["rule"] as? String ?? "") \($0["key"] as? String ?? "")" }.sorted()
    }

    @Test func onlyChangedAndAddedStringsAreReported() throws {
        let repository = try TemporaryRepository()
        let path = "App/Sources/Player/Resources/Localizable.xcstrings"
        try repository.folder.write(path, TestCatalog.json(Self.committed))
        try repository.commitAll("Catalog")
        // Change one string (the German label becomes empty) and add one key (no German).
        var changed = Self.committed
        changed[1] = ("play.label", [("en", "Play", "translated"), ("de", "", "translated")])
        changed.append(("stop.hint", [("en", "Stops the trailer.", "translated")]))
        try repository.folder.write(path, TestCatalog.json(changed))

        let all = try ToolRunner.run(["check", "--format", "json", "App"], in: repository.url)
        #expect(try Self.findings(all) == ["empty-translation play.label", "hint-gesture-word cast.hint", "missing-translation stop.hint"])

        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "App"], in: repository.url)
        #expect(run.status == 1, "\(run.error)")
        #expect(try Self.findings(run) == ["empty-translation play.label", "missing-translation stop.hint"])
        #expect(run.output.contains("only findings on strings added or changed since HEAD"))

        // From a subfolder, with the revision by name, and in the text format.
        try repository.git("tag", "base")
        let text = try ToolRunner.run(["check", "--changed-since", "base", "Sources"], in: repository.url.appendingPathComponent("App"))
        #expect(text.output.contains("info: only findings on strings added or changed since base ("), "\(text.output)")
        #expect(text.output.contains("1 finding on unchanged strings is not shown"), "\(text.output)")
        #expect(!text.output.contains("cast.hint"))
    }

    @Test func aNewCatalogIsNewInFull() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("README.md", "demo\n")
        try repository.commitAll("Start")
        try repository.folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.committed))
        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(try Self.findings(run) == ["hint-gesture-word cast.hint"])
    }

    @Test func aChangedSourceTextPutsItsTranslationsUpForReview() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.committed))
        try repository.commitAll("Catalog")
        var changed = Self.committed
        changed[2] = ("share.hint", [("en", "Shares %@.", "translated"), ("de", "Teilt den Film.", "translated")])
        try repository.folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(changed))
        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(try Self.findings(run) == ["placeholder-missing share.hint"])
    }

    @Test func anUnknownRevisionIsAnError() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.committed))
        try repository.commitAll("Catalog")
        let run = try ToolRunner.run(["check", "--changed-since", "no-such-branch", "."], in: repository.url)
        #expect(run.status == 2)
        #expect(run.error.contains("the revision 'no-such-branch' does not exist in this repository"), "\(run.error)")
        #expect(run.output.isEmpty)
        let option = try ToolRunner.run(["check", "--changed-since", "--output=x", "."], in: repository.url)
        #expect(option.status == 2, "a revision that looks like an option is not passed to git as one")
    }

    @Test func withoutGitOrARepositoryItIsAnError() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.committed))
        let noGit = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: folder.url, environment: withoutGit)
        #expect(noGit.status == 2)
        #expect(noGit.error.contains("--changed-since needs git, and no 'git' was found on the PATH"), "\(noGit.error)")
        let noRepository = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: folder.url)
        #expect(noRepository.status == 2)
        #expect(noRepository.error.contains("is not inside one"), "\(noRepository.error)")
    }

    @Test func itCannotGoWithWriteBaseline() throws {
        let run = try ToolRunner.run(["check", "--changed-since", "HEAD", "--write-baseline", "b.json", "Catalogs"])
        #expect(run.status == 2)
        #expect(run.error.contains("cannot go with '--changed-since'"))
    }
}
