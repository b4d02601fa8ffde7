import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Issue 16, fault 11: a file far beyond any catalog is refused before it is read (512 MB by
/// default, `--max-file-size MB` or `maxFileSizeMB`), and running out of memory ends the run with
/// exit status 2 and a message, never a signal.
struct FileSizeLimitTests {
    /// A 2 GB sparse file was read whole to report "NUL bytes".
    @Test func aHugeSparseFileIsRefusedBeforeItIsRead() throws {
        let folder = try TemporaryFolder()
        let url = try folder.write("Sources/App/Huge.xcstrings", "")
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 2 << 30)
        try handle.close()
        let started = Date()
        let run = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 2)
        #expect(run.output.contains("Huge.xcstrings: error: cannot read the file: it is 2048 MB, more than the limit of 512 MB for one file"), "\(run.output)")
        #expect(Date().timeIntervalSince(started) < 20, "refused without reading 2 GB")
    }

    @Test func theLimitIsAnOptionAndASetting() throws {
        let folder = try TemporaryFolder()
        let padding = String(repeating: " ", count: 2 << 20)
        try folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed) + padding)
        let option = try ToolRunner.run(["check", "--max-file-size", "1", "."], in: folder.url, environment: withoutGit)
        #expect(option.status == 2)
        #expect(option.output.contains("it is 3 MB, more than the limit of 1 MB for one file"), "\(option.output)")
        let catalogs = try ToolRunner.run(["catalogs", "--max-file-size", "1", "."], in: folder.url, environment: withoutGit)
        #expect(catalogs.status == 2)
        let bad = try ToolRunner.run(["check", "--max-file-size", "0", "."], in: folder.url, environment: withoutGit)
        #expect(bad.status == 2)
        #expect(bad.error.contains("option '--max-file-size' needs a whole number of megabytes"), "\(bad.error)")
        try folder.write(".xcstrings-a11y.json", #"{ "maxFileSizeMB": 1 }"#)
        let setting = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(setting.status == 2)
        #expect(setting.output.contains("more than the limit of 1 MB"), "\(setting.output)")
        let raised = try ToolRunner.run(["check", "--max-file-size", "4", "."], in: folder.url, environment: withoutGit)
        #expect(raised.status == 0, "the option beats the setting: \(raised.output)")
        #expect(raised.output.contains("hint-gesture-word"), "\(raised.output)")
    }

    /// Under a memory limit (`ulimit -v`) a catalog whose model does not fit ended with SIGABRT
    /// ("failed to allocate"): now it is refused before it is read, with a message, exit status 2.
    /// Linux only (macOS does not enforce `ulimit -v`).
    @Test(.requires(Requirement("Linux (ulimit -v)", howToEnable: "ulimit -v is enforced on Linux only", isMet: { FileManager.default.fileExists(atPath: "/proc/self/statm") })))
    func aCatalogTooLargeForTheMemoryLimitIsExitTwoWithAMessage() throws {
        let folder = try TemporaryFolder()
        // About 35 MB: it needs some 140 MB, more than the limit below leaves.
        var entries: [(key: String, units: [TestCatalog.Unit])] = []
        let text = String(repeating: "Abspielen des Films ", count: 20)
        for index in 0..<60_000 {
            entries.append(("k\(index).label", [("en", "Play the movie \(index)", "translated"), ("de", text, "translated")]))
        }
        try folder.write("Sources/App/Localizable.xcstrings", TestCatalog.json(entries))
        try folder.write("Sources/Small/Localizable.xcstrings", TestCatalog.json(ChangedSinceTests.committed))
        let run = try ToolRunner.run(["check", "--jobs", "2", "."], in: folder.url, environment: withoutGit, timeout: 300, addressSpaceLimitKB: 200_000)
        let printed = run.output, message = run.error
        #expect(!run.endedBySignal, "ended by signal \(run.status): \(message.suffix(300))")
        #expect(run.status == 2, "\(printed.suffix(500)) \(message.suffix(300))")
        #expect(printed.contains("Sources/App/Localizable.xcstrings: error: cannot read the file: reading it needs about"), "\(printed.suffix(500))")
        #expect(printed.contains("(ulimit -v)"), "\(printed.suffix(500))")
        #expect(printed.contains("hint-gesture-word"), "the other catalog is still audited: \(printed.suffix(500))")
    }
}
