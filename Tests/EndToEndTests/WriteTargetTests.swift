import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Where `--output`, `--report` and `--write-baseline` write (issue 16, faults 1, 4, 5 and 15):
/// devices, FIFOs and standard streams are written in place, never replaced; a symbolic link's file
/// is replaced, never the link; no output may be an input; read-only files are refused; signals
/// and `ulimit -f` leave no temporary file.
struct WriteTargetTests {
    /// A project with one catalog and two defects, run without git.
    static func project() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(BaselineTests.original))
        return folder
    }

    static func check(_ arguments: [String], in folder: TemporaryFolder) throws -> ToolRun {
        try ToolRunner.run(["check"] + arguments, in: folder.url, environment: withoutGit)
    }

    /// The names in a folder that look like temporary files of an atomic write.
    static func temporaryFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.contains(".tmp-") }
    }

    static func fileType(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    // MARK: - Devices, FIFOs, standard streams, links (faults 1 and 15)

    /// Whether a private mount namespace with its own `/dev` can be made: root and `unshare`.
    static let canMakeAPrivateDev: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? Shell.run("unshare -m sh -c 'mount -t tmpfs tmpfs /mnt'").status) == 0
    }()

    @Test(.requires(Requirement("root and unshare(1)", howToEnable: "run as root on Linux: a private /dev needs a mount namespace", isMet: { canMakeAPrivateDev })))
    func devicesAndStandardStreamsAreWrittenInPlace() throws {
        let folder = try Self.project()
        // A /dev of its own, with only a null device: the real one is never at risk, and names
        // such as /dev/stdout do not exist there, so the tool must not create them.
        let script = """
            mount -t tmpfs tmpfs /dev && mknod -m 666 /dev/null c 1 3 || exit 99
            \(Shell.tool) check -o /dev/null --report sarif:/dev/stdout --report json:/dev/fd/1 --write-baseline /dev/stderr --force . >out.txt 2>err.txt
            echo "status=$?"
            \(Shell.tool) check --write-baseline /dev/null . >/dev/null 2>refused.txt
            echo "refused=$?"
            stat -c '%F' /dev/null
            ls -A /dev
            """
        let run = try Shell.run("unshare -m sh -c \(Shell.quote(script))", in: folder.url)
        #expect(run.status == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        // The baseline written accepts every finding, so the run passes.
        #expect(lines.first == "status=0", "\(run.output)")
        #expect(lines.dropFirst().first == "refused=2", "\(run.output)")
        #expect(lines.dropFirst(2).first == "character special file", "/dev/null must stay a device: \(run.output)")
        #expect(Array(lines.dropFirst(3)) == ["null"], "nothing new in /dev (no stdout, stderr or temporary file): \(run.output)")
        let output = try String(contentsOf: folder.url.appendingPathComponent("out.txt"), encoding: .utf8)
        #expect(output.contains("\"$schema\""), "the SARIF report went to standard output")
        #expect(output.contains("\"findings\""), "the JSON report went to descriptor 1")
        let errors = try String(contentsOf: folder.url.appendingPathComponent("err.txt"), encoding: .utf8)
        #expect(errors.contains("\"version\" : 1") || errors.contains("\"version\": 1"), "the baseline went to standard error: \(errors)")
        let refused = try String(contentsOf: folder.url.appendingPathComponent("refused.txt"), encoding: .utf8)
        #expect(refused.contains("not a regular file") && refused.contains("--force"), "\(refused)")
    }

    @Test func aFIFOIsWrittenInPlace() throws {
        let folder = try Self.project()
        let fifo = folder.url.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // The reader opens first without blocking, so the tool's open for writing does not block;
        // the report (a few hundred bytes) fits the pipe's buffer until it is read. No `timeout`
        // reader: the test runner's blocked signals are inherited and would keep it from firing.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let run = try Self.check(["-o", "report.fifo"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(reader, &buffer, buffer.count)
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        #expect(Self.isFIFO(fifo), "the FIFO must stay a FIFO")
        #expect(String(decoding: received, as: UTF8.self).contains("[missing-translation]"), "the reader got the report")
        #expect(Self.temporaryFiles(in: folder.url).isEmpty)
    }

    static func isFIFO(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO
    }

    @Test func aSymbolicLinkIsKeptAndItsFileReplaced() throws {
        let folder = try Self.project()
        let reports = folder.url.appendingPathComponent("reports")
        try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
        try "old".write(to: reports.appendingPathComponent("real.txt"), atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("link.txt").path, withDestinationPath: "reports/real.txt")
        let run = try Self.check(["-o", "link.txt"], in: folder)
        #expect(run.status == 1, "\(run.error)")
        #expect(Self.fileType(folder.url.appendingPathComponent("link.txt").path) == .typeSymbolicLink, "the link is not replaced")
        let written = try String(contentsOf: reports.appendingPathComponent("real.txt"), encoding: .utf8)
        #expect(written.contains("[missing-translation]"))
        #expect(Self.temporaryFiles(in: folder.url).isEmpty && Self.temporaryFiles(in: reports).isEmpty)

        // A link to nothing is refused and left as it is.
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("dangling.txt").path, withDestinationPath: "nowhere/x.txt")
        let dangling = try Self.check(["-o", "dangling.txt"], in: folder)
        #expect(dangling.status == 2)
        #expect(dangling.error.contains("cannot write dangling.txt: a symbolic link to a file that does not exist"), "\(dangling.error)")
        #expect(Self.fileType(folder.url.appendingPathComponent("dangling.txt").path) == .typeSymbolicLink)
    }

    @Test func aDashIsStandardOutputAndAnEmptyPathIsAUsageError() throws {
        let folder = try Self.project()
        let dash = try Self.check(["-o", "-", "--report", "json:-"], in: folder)
        #expect(dash.status == 1)
        #expect(dash.output.contains("[missing-translation]") && dash.output.contains("\"findings\""), "\(dash.output)")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("-").path), "no file named '-'")

        let empty = try Self.check(["-o", ""], in: folder)
        #expect(empty.status == 2)
        #expect(empty.error.contains("option '--output' needs a file, not an empty path"), "\(empty.error)")
        let catalogs = try ToolRunner.run(["catalogs", "-o", ""], in: folder.url, environment: withoutGit)
        #expect(catalogs.status == 2 && catalogs.error.contains("empty path"), "\(catalogs.error)")
        let catalogsDash = try ToolRunner.run(["catalogs", "-o", "-"], in: folder.url, environment: withoutGit)
        #expect(catalogsDash.status == 0 && catalogsDash.output.contains("1 catalog"), "\(catalogsDash.output)")
    }

    // MARK: - Outputs over inputs, read-only files (fault 4)

    @Test func anOutputThatIsAnInputIsRefused() throws {
        let folder = try Self.project()
        let catalog = folder.url.appendingPathComponent("Sources/Player/Localizable.xcstrings")
        let original = try Data(contentsOf: catalog)
        try folder.write(".xcstrings-a11y.json", "{}")
        try folder.write("old-baseline.json", "{\"tool\": \"xcstrings-a11y\", \"version\": 1, \"findings\": []}")
        #expect(link(catalog.path, folder.url.appendingPathComponent("hard-link.json").path) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.url.appendingPathComponent("config-link.sarif").path, withDestinationPath: ".xcstrings-a11y.json")

        let cases: [(arguments: [String], message: String)] = [
            (["-o", "Sources/Player/Localizable.xcstrings"], "--output names the catalog"),
            (["-o", "./Sources/Player/../Player/Localizable.xcstrings"], "--output names the catalog"),
            (["--report", "json:hard-link.json"], "--report names the catalog"),
            (["--report", "sarif:config-link.sarif"], "--report names the configuration"),
            (["--config", ".xcstrings-a11y.json", "-o", ".xcstrings-a11y.json"], "--output names the configuration"),
            (["--baseline", "old-baseline.json", "--report", "json:old-baseline.json"], "--report names the baseline"),
            (["--baseline", "old-baseline.json", "--write-baseline", "old-baseline.json"], "--write-baseline names the baseline"),
            (["--write-baseline", "Sources/Player/Localizable.xcstrings"], "--write-baseline names the catalog"),
            (["-o", "same.txt", "--report", "json:same.txt"], "--report names the same file as --output"),
        ]
        for (arguments, message) in cases {
            let run = try Self.check(arguments, in: folder)
            #expect(run.status == 2, "\(arguments)")
            #expect(run.error.contains(message) && run.error.contains("nothing was written"), "\(arguments): \(run.error)")
        }
        #expect(try Data(contentsOf: catalog) == original, "the catalog is untouched")
        #expect(try String(contentsOf: folder.url.appendingPathComponent(".xcstrings-a11y.json"), encoding: .utf8) == "{}")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("same.txt").path))

        let inventory = try ToolRunner.run(["catalogs", "-o", "Sources/Player/Localizable.xcstrings"], in: folder.url, environment: withoutGit)
        #expect(inventory.status == 2 && inventory.error.contains("--output names the catalog"), "\(inventory.error)")
        let coverage = try ToolRunner.run(["coverage", "-o", "hard-link.json"], in: folder.url, environment: withoutGit)
        #expect(coverage.status == 2 && coverage.error.contains("--output names the catalog"), "\(coverage.error)")
        #expect(try Data(contentsOf: catalog) == original)
    }

    @Test func aReadOnlyFileIsRefusedNotReplaced() throws {
        let folder = try Self.project()
        let report = folder.url.appendingPathComponent("report.txt")
        try "kept".write(to: report, atomically: false, encoding: .utf8)
        #expect(chmod(report.path, 0o444) == 0)
        let run = try Self.check(["-o", "report.txt"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("cannot write report.txt: the file is read-only"), "\(run.error)")
        #expect(try String(contentsOf: report, encoding: .utf8) == "kept")
        #expect((try FileManager.default.attributesOfItem(atPath: report.path)[.posixPermissions] as? Int) == 0o444)
        #expect(Self.temporaryFiles(in: folder.url).isEmpty)
    }

    // MARK: - Signals and size limits (fault 5)

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aSignalDuringAWriteLeavesNoTemporaryFile(signal: Int32) throws {
        let folder = try TemporaryFolder()
        // Every run below writes four reports of some megabytes; the signal comes while one of
        // them is being written (a temporary file is there). Larger catalogs if the run was faster.
        var keys = 20_000
        for _ in 0..<4 {
            let entries = (0..<keys).map { ("key\($0).hint", [TestCatalog.Unit(language: "en", value: "Plays track \($0).", state: "translated")]) }
            try folder.write("Sources/Big/Localizable.xcstrings", TestCatalog.json(entries))
            let program = try ToolRunner.start(
                ["check", "-o", "report.txt", "--report", "json:report.json", "--report", "sarif:report.sarif", "--report", "junit:report.xml", "--jobs", "1"],
                in: folder.url, environment: withoutGit)
            var signalled = false
            while program.isRunning {
                if !Self.temporaryFiles(in: folder.url).isEmpty {
                    program.send(signal)
                    signalled = true
                    break
                }
                usleep(500)
            }
            let run = try program.wait()
            if signalled {
                #expect(run.endedBySignal, "the tool ends by the signal, as the default action would")
                #expect(run.status == signal)
                #expect(Self.temporaryFiles(in: folder.url).isEmpty, "left: \(Self.temporaryFiles(in: folder.url))")
                return
            }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? [] where name.hasPrefix("report") {
                try? FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
            }
            keys *= 2
        }
        Issue.record("the runs ended before a temporary file was seen; the signal was never sent")
    }

    @Test func aFileSizeLimitIsAnErrorWithAMessage() throws {
        let folder = try TemporaryFolder()
        let entries = (0..<400).map { ("key\($0).hint", [TestCatalog.Unit(language: "en", value: "Plays track \($0).", state: "translated")]) }
        try folder.write("Sources/Big/Localizable.xcstrings", TestCatalog.json(entries))
        // 16 blocks (8 or 16 KB, depending on the shell): the catalog is read, the report of 400
        // findings does not fit.
        // The test runner ignores SIGXFSZ and its children inherit that; GNU env puts the default
        // action (death) back, as in a CI shell, so the tool must ignore it itself.
        let restoreDefault = (try? Shell.run("env --default-signal=XFSZ true").status) == 0 ? "env --default-signal=XFSZ " : ""
        let run = try Shell.run("ulimit -f 16 && exec \(restoreDefault)\(Shell.tool) check -o report.txt .", in: folder.url)
        #expect(run.status == 2, "exit 2, not death by SIGXFSZ (153): \(run.status) \(run.output)")
        #expect(run.output.contains("xcstrings-a11y: error: cannot write report.txt: File too large"), "\(run.output)")
        #expect(Self.temporaryFiles(in: folder.url).isEmpty, "left: \(Self.temporaryFiles(in: folder.url))")
        #expect(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("report.txt").path))
    }
}

/// Runs `/bin/sh -c SCRIPT` and returns its standard output and error (together) and status.
/// Scripts run the tool as `env PATH=/nonexistent TOOL` (``Shell/tool``), so that it finds no git,
/// as with ``withoutGit``, while the script finds its own commands.
enum Shell {
    /// The built tool, quoted for a script, run without git on its `PATH`.
    static var tool: String { "env PATH=/nonexistent \(quote(ToolRunner.executable.path))" }

    /// Scripts bound their own waiting (`timeout`).
    static func run(_ script: String, in directory: URL? = nil) throws -> ToolRun {
        try ProgramRunner.run("/bin/sh", ["-c", script], in: directory, mergingErrors: true)
    }

    /// `text` as one single-quoted shell word.
    static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
