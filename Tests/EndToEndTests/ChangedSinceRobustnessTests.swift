import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Issue 16, faults 12, 14 and 15 (revisions): `--changed-since` when a path was a folder at the
/// revision, after a rename, over many catalogs, with git refusing the repository or a folder named
/// `git` on the PATH, and with git's own revision syntax.
struct ChangedSinceRobustnessTests {
    static let catalogPath = "Sources/Player/Localizable.xcstrings"

    /// A path that was a folder at REV and is a catalog now is new in full; the run goes on.
    @Test func aPathThatWasAFolderIsNew() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write(Self.catalogPath + "/notes.txt", "a folder once\n")
        try repository.folder.write("Sources/Other/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        try repository.commitAll("Folder")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent(Self.catalogPath))
        try repository.folder.write(Self.catalogPath, TestCatalog.json(ChangedSinceTests.committed))
        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(try ChangedSinceTests.findings(run) == ["hint-gesture-word cast.hint"], "the new catalog's finding (a warning), not the old one's")
    }

    /// After `git mv` (with a change), only the change is reported, not every old finding.
    @Test func renamesAreFollowed() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write(Self.catalogPath, TestCatalog.json(ChangedSinceTests.committed))
        try repository.commitAll("Catalog")
        try repository.git("mv", "Sources/Player", "Sources/Movies")
        var changed = ChangedSinceTests.committed
        changed.append(("stop.hint", [("en", "Stops the trailer.", "translated")]))
        try repository.folder.write("Sources/Movies/Localizable.xcstrings", TestCatalog.json(changed))
        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(run.status == 1, "\(run.error)")
        #expect(try ChangedSinceTests.findings(run) == ["missing-translation stop.hint"])
    }

    /// One git process (or a fixed few) for the whole run, not two per catalog.
    @Test func gitRunsAFixedNumberOfTimes() throws {
        guard let realGit = Self.whichGit() else {
            Issue.record("git is not installed; skipped")
            return
        }
        let repository = try TemporaryRepository()
        for index in 0..<40 {
            try repository.folder.write("Sources/M\(index)/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        }
        try repository.commitAll("Catalogs")
        let tools = try TemporaryFolder()
        let log = tools.url.appendingPathComponent("calls.log").path
        let wrapper = try tools.write("bin/git", "#!/bin/sh\necho \"$1\" >> '\(log)'\nexec '\(realGit)' \"$@\"\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let run = try ToolRunner.run(
            ["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url,
            environment: ["PATH": tools.url.appendingPathComponent("bin").path + ":/usr/bin:/bin"])
        #expect(run.status == 0, "\(run.error)")
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(calls.count <= 6, "git ran \(calls.count) times for 40 catalogs: \(calls)")
    }

    /// git's own revision syntax, e.g. `:/message`, is accepted; a revision is never an option.
    @Test func gitsRevisionSyntaxIsAccepted() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write(Self.catalogPath, TestCatalog.json(ChangedSinceTests.committed))
        try repository.commitAll("Catalog of the player")
        let run = try ToolRunner.run(["check", "--format", "json", "--changed-since", ":/Catalog of", "."], in: repository.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("since :/Catalog of ("), "\(run.output)")
        let option = try ToolRunner.run(["check", "--changed-since", "--output=x", "."], in: repository.url)
        #expect(option.status == 2)
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("x").path))
    }

    /// A folder named `git` early on the PATH is not git.
    @Test func aFolderNamedGitIsNotGit() throws {
        guard let realGit = Self.whichGit() else {
            Issue.record("git is not installed; skipped")
            return
        }
        let repository = try TemporaryRepository()
        try repository.folder.write(Self.catalogPath, TestCatalog.json(ChangedSinceTests.committed))
        try repository.commitAll("Catalog")
        let tools = try TemporaryFolder()
        try FileManager.default.createDirectory(at: tools.url.appendingPathComponent("bin/git"), withIntermediateDirectories: true)
        let path = tools.url.appendingPathComponent("bin").path + ":" + URL(fileURLWithPath: realGit).deletingLastPathComponent().path
        let run = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url, environment: ["PATH": path])
        #expect(run.status == 0, "\(run.error)")
    }

    /// git refusing a repository of another owner ("dubious ownership") is shown in git's words,
    /// with and without `--changed-since`. Needs root (to give the repository to another user).
    @Test(.requires(Requirement("root", howToEnable: "run as root: the test gives the repository to another user", isMet: { getuid() == 0 })))
    func gitRefusingTheRepositoryIsShown() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write(Self.catalogPath, TestCatalog.json(ChangedSinceTests.committed))
        try repository.commitAll("Catalog")
        _ = try ProgramRunner.run("/bin/chown", ["-R", "65534:65534", repository.url.path])
        defer { _ = try? ProgramRunner.run("/bin/chown", ["-R", "0:0", repository.url.path]) }
        // A home without a global safe.directory, so git refuses.
        let home = try TemporaryFolder()
        let environment = ["HOME": home.url.path, "XDG_CONFIG_HOME": home.url.path, "GIT_CONFIG_NOSYSTEM": "1"]
        let changed = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url, environment: environment)
        #expect(changed.status == 2)
        #expect(changed.error.contains("dubious ownership"), "\(changed.error)")
        #expect(!changed.error.contains("is not inside one"), "\(changed.error)")
        let sarif = try ToolRunner.run(
            ["check", "--format", "sarif", "Player"], in: repository.url.appendingPathComponent("Sources"), environment: environment)
        #expect(sarif.error.contains("dubious ownership"), "\(sarif.error)")
    }

    static func whichGit() -> String? {
        for folder in ["/usr/bin", "/usr/local/bin", "/opt/homebrew/bin", "/bin"] where FileManager.default.isExecutableFile(atPath: folder + "/git") {
            return folder + "/git"
        }
        return nil
    }
}
