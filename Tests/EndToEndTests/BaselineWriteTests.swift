import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// `--write-baseline` never loses entries (issue 16, faults 2, 3 and 10): a baseline it cannot
/// read is not rewritten unless `--force` says so, concurrent writers take turns on a lock, and
/// counts saturate instead of trapping.
struct BaselineWriteTests {
    static func check(_ arguments: [String], in folder: TemporaryFolder) throws -> ToolRun {
        try ToolRunner.run(["check"] + arguments, in: folder.url, environment: withoutGit)
    }

    @Test(arguments: [
        ("merge conflict", "<<<<<<< HEAD\n{\"tool\": \"xcstrings-a11y\", \"version\": 1, \"findings\": []}\n=======\n"),
        ("another version", "{\"tool\": \"xcstrings-a11y\", \"version\": 2, \"findings\": []}\n"),
        ("not a baseline", "[1, 2, 3]\n"),
        ("empty", ""),
    ])
    func aBaselineThatCannotBeUsedIsNeverRewritten(name: String, text: String) throws {
        let folder = try TemporaryFolder()
        try BaselineTests.write(BaselineTests.original, in: folder)
        let baseline = try folder.write("baseline.json", text)
        let run = try Self.check(["--write-baseline", "baseline.json"], in: folder)
        #expect(run.status == 2, "\(name): \(run.error)")
        #expect(run.error.contains("baseline.json") && run.error.contains("error:"), "\(name): \(run.error)")
        #expect(run.error.contains("the baseline baseline.json was not rewritten") && run.error.contains("--force"), "\(name): \(run.error)")
        #expect(try String(contentsOf: baseline, encoding: .utf8) == text, "\(name): the file is untouched")

        // --force starts over on purpose.
        let forced = try Self.check(["--write-baseline", "baseline.json", "--force"], in: folder)
        #expect(forced.status == 0, "\(name): \(forced.error)")
        let written = try String(contentsOf: baseline, encoding: .utf8)
        #expect(written.contains("\"version\": 1") && written.contains("empty.label"), "\(name): \(written)")
    }

    @Test func forceGoesOnlyWithWriteBaseline() throws {
        let folder = try TemporaryFolder()
        try BaselineTests.write(BaselineTests.original, in: folder)
        let run = try Self.check(["--force"], in: folder)
        #expect(run.status == 2)
        #expect(run.error.contains("'--force' starts a new baseline and goes only with '--write-baseline FILE'"), "\(run.error)")
        let dash = try Self.check(["--write-baseline", "-"], in: folder)
        #expect(dash.status == 2 && dash.error.contains("cannot be standard output"), "\(dash.error)")
    }

    @Test func concurrentWritersKeepEveryEntry() throws {
        let folder = try TemporaryFolder()
        let modules = ["Alpha", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot"]
        for module in modules {
            try folder.write("Sources/\(module)/Localizable.xcstrings", TestCatalog.json([("\(module.lowercased()).hint", [("en", "Opens \(module).", "translated")])]))
        }
        // Each round: one run per catalog, all at once, all writing one baseline.
        for round in 0..<3 {
            try? FileManager.default.removeItem(at: folder.url.appendingPathComponent("baseline.json"))
            let programs = try modules.map { module in
                try ToolRunner.start(["check", "--write-baseline", "baseline.json", "--jobs", "1", "Sources/\(module)"], in: folder.url, environment: withoutGit)
            }
            let runs = try programs.map { try $0.wait() }
            #expect(runs.allSatisfy { $0.status == 0 })
            let text = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
            let missing = modules.filter { !text.contains("Sources/\($0)/Localizable.xcstrings") }
            #expect(missing.isEmpty, "round \(round): entries lost for \(missing)")
        }
        // The lock is the folder's: nothing is left behind in the repository.
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix("baseline.json") }
        #expect(left == ["baseline.json"], "\(left)")
    }

    /// flock(1) is part of util-linux (and `date +%N` of GNU date); without them the lock is still
    /// exercised by the test above.
    static let hasFlockCommand = FileManager.default.isExecutableFile(atPath: "/usr/bin/flock")

    @Test(.requires(Requirement("flock(1)", howToEnable: "install util-linux", isMet: { hasFlockCommand })))
    func aWriterWaitsForTheLock() throws {
        let folder = try TemporaryFolder()
        try BaselineTests.write(BaselineTests.original, in: folder)
        // Another holder keeps the lock for three seconds; the tool must wait for it.
        let script = """
            flock . sh -c 'touch held; sleep 3' &
            while [ ! -e held ]; do sleep 0.05; done
            start=$(date +%s%N)
            \(Shell.tool) check --write-baseline baseline.json >/dev/null 2>&1
            echo "status=$? waited=$(( ($(date +%s%N) - start) / 1000000 ))"
            wait
            """
        let run = try Shell.run(script, in: folder.url)
        let waited = run.output.split(separator: "=").last.flatMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) } ?? 0
        #expect(run.output.hasPrefix("status=0"), "\(run.output)")
        #expect(waited >= 1_500, "the run did not wait for the lock: \(run.output)")
    }

    @Test func hugeCountsSaturate() throws {
        let folder = try TemporaryFolder()
        try BaselineTests.write(BaselineTests.original, in: folder)
        let entry = """
            {"rule": "missing-translation", "file": "Sources/Player/Localizable.xcstrings", "key": "close.hint", "language": "de", "variationPath": "", "count": 9223372036854775807}
            """
        try folder.write("baseline.json", "{\"tool\": \"xcstrings-a11y\", \"version\": 1, \"findings\": [\(entry), \(entry)]}")
        let run = try Self.check(["--baseline", "baseline.json", "--format", "json"], in: folder)
        #expect(run.status == 1, "no trap (SIGILL, 132): \(run.status) \(run.error)")
        #expect(try BaselineTests.findings(run).map { $0["key"] as? String } == ["empty.label"])

        // Merging the file keeps working, and writes a count that fits.
        try folder.write("Sources/Other/Localizable.xcstrings", TestCatalog.json([("stop.hint", [("en", "Stops.", "translated")])]))
        try folder.write("baseline.json", "{\"tool\": \"xcstrings-a11y\", \"version\": 1, \"findings\": [\(entry.replacingOccurrences(of: "Player", with: "Gone")), \(entry.replacingOccurrences(of: "Player", with: "Gone"))]}")
        let merged = try Self.check(["--write-baseline", "baseline.json", "Sources/Other"], in: folder)
        #expect(merged.status == 0, "\(merged.error)")
        let text = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(text.contains("\"count\": 9223372036854775807"), "\(text)")
    }
}
