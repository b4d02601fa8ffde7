import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Issue 16, fault 9: a committed symbolic link such as `x.xcstrings -> /proc/self/environ` must not
/// put another file's bytes or its absolute path into a report. A link that leads out of the
/// repository (or, outside one, out of the folder checked) is reported as an `io-error` and not
/// read, unless `--follow-symlinks`; the same holds for `.xcstrings-a11y.json` found walking up.
struct SymlinkBoundaryTests {
    static let secret = "SECRET_TOKEN=ghp_0123456789abcdef"

    /// A folder outside the repository with a secret file and a catalog.
    static func outside() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("environ", secret + "\n")
        try folder.write("Module/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        return folder
    }

    static func link(_ path: String, in folder: TemporaryFolder, to target: String) throws {
        let url = folder.url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    @Test func aLinkedCatalogOutsideTheRepositoryIsReportedNotRead() throws {
        let outside = try Self.outside()
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        try Self.link("Sources/App/x.xcstrings", in: repository.folder, to: outside.url.appendingPathComponent("environ").path)
        try Self.link("Sources/Shared", in: repository.folder, to: outside.url.appendingPathComponent("Module").path)
        // A link that stays inside the repository is followed as before.
        try Self.link("Sources/Mirror", in: repository.folder, to: "App")
        for format in ["text", "github", "json", "sarif"] {
            let run = try ToolRunner.run(["check", "--format", format, "."], in: repository.url)
            #expect(run.status == 2, "\(format): \(run.error)")
            #expect(!run.output.contains("SECRET"), "\(format): the target's bytes are not quoted: \(run.output)")
            #expect(!run.output.contains(outside.url.lastPathComponent), "\(format): the target's path is not shown: \(run.output)")
            #expect(run.output.contains("leads outside the repository"), "\(format): \(run.output)")
        }
        let text = try ToolRunner.run(["check", "."], in: repository.url)
        #expect(text.output.contains("Sources/App/x.xcstrings: error: it is a symbolic link that leads outside"), "\(text.output)")
        #expect(text.output.contains("Sources/Shared: error: it is a symbolic link that leads outside"), "\(text.output)")
        #expect(text.output.contains("hint-gesture-word"), "the catalog inside is still audited: \(text.output)")
        // Named on the command line, the link is refused the same way.
        let named = try ToolRunner.run(["catalogs", "Sources/App/x.xcstrings"], in: repository.url)
        #expect(named.status == 2)
        #expect(!named.output.contains("SECRET"), "\(named.output)")
        // --follow-symlinks reads them: the user asked for it.
        let followed = try ToolRunner.run(["catalogs", "--follow-symlinks", "."], in: repository.url)
        #expect(followed.output.contains("Sources/Shared/Localizable.xcstrings"), "\(followed.output)")
    }

    @Test func outsideARepositoryTheFolderCheckedIsTheBoundary() throws {
        let outside = try Self.outside()
        let folder = try TemporaryFolder()
        try Self.link("Project/Sources/App/x.xcstrings", in: folder, to: outside.url.appendingPathComponent("environ").path)
        let run = try ToolRunner.run(["check", "Project"], in: folder.url, environment: withoutGit)
        #expect(run.status == 2)
        #expect(!run.output.contains("SECRET"), "\(run.output)")
        #expect(run.output.contains("Project/Sources/App/x.xcstrings: error: it is a symbolic link that leads outside"), "\(run.output)")
    }

    @Test func aLinkedConfigurationOutsideTheRepositoryIsNotRead() throws {
        let outside = try Self.outside()
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        try Self.link(".xcstrings-a11y.json", in: repository.folder, to: outside.url.appendingPathComponent("environ").path)
        let run = try ToolRunner.run(["check", "."], in: repository.url.appendingPathComponent("Sources"))
        #expect(run.status == 2)
        #expect(!(run.output + run.error).contains("SECRET"), "\(run.error)")
        #expect(run.error.contains(".xcstrings-a11y.json: error: cannot read the configuration file: it is a symbolic link that leads outside"), "\(run.error)")
        let followed = try ToolRunner.run(["check", "--follow-symlinks", "."], in: repository.url)
        #expect(followed.status == 2)
        #expect(followed.error.contains("[configuration]"), "\(followed.error)")
    }

    /// Fault 15: a path through a link loop said "No such file or directory".
    @Test func aLinkLoopIsCalledALoop() throws {
        let folder = try TemporaryFolder()
        try Self.link("loop", in: folder, to: "loop")
        try Self.link("a.xcstrings", in: folder, to: "b.xcstrings")
        try Self.link("b.xcstrings", in: folder, to: "a.xcstrings")
        let inside = try ToolRunner.run(["catalogs", "loop/Localizable.xcstrings"], in: folder.url, environment: withoutGit)
        #expect(inside.status == 2)
        #expect(inside.output.contains("too many levels of symbolic links (a link loop)"), "\(inside.output)")
        let named = try ToolRunner.run(["catalogs", "."], in: folder.url, environment: withoutGit)
        #expect(named.status == 2)
        #expect(named.output.contains("a.xcstrings: error: cannot read the file: Too many levels of symbolic links"), "\(named.output)")
        #expect(!named.output.contains("No such file"), "\(named.output)")
    }

    /// Fault 13: a catalog below a path longer than PATH_MAX was neither listed nor reported.
    @Test func pathsLongerThanTheSystemAllowsAreReported() throws {
        let folder = try TemporaryFolder()
        // No single call may name the whole path, so two chains, each short enough, are made and
        // one is moved into the other; `rm -rf` removes the result, walking it one folder at a time.
        let name = String(repeating: "d", count: 200)
        let outer = (0..<15).map { _ in name }.joined(separator: "/")
        let inner = (0..<10).map { _ in name }.joined(separator: "/")
        defer { _ = try? shell("rm -rf \"$1\"/deep \"$1\"/inner", folder.url.path) }
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("deep/" + outer), withIntermediateDirectories: true)
        try folder.write("inner/" + inner + "/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{}}"#)
        try FileManager.default.moveItem(
            at: folder.url.appendingPathComponent("inner/" + name),
            to: folder.url.appendingPathComponent("deep/" + outer + "/" + name))
        let run = try ToolRunner.run(["catalogs", "deep"], in: folder.url, environment: withoutGit)
        #expect(run.status == 2, "\(run.output)")
        #expect(run.output.contains("the path is longer than the system allows"), "\(run.output.suffix(300))")
    }

    /// Runs a shell script with one argument; throws when it fails.
    @discardableResult
    func shell(_ script: String, _ argument: String) throws -> Int32 {
        try ProgramRunner.run("/bin/sh", ["-c", script, "sh", argument]).requireSuccess("sh -c \(script)").status
    }
}
