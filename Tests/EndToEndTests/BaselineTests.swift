import Foundation
import Testing
import TestSupport

/// `--write-baseline` and `--baseline`, end to end: write, re-run clean, add a defect (only it is
/// reported), fix an old one (its entry is noted as stale), and the file's format.
struct BaselineTests {
    /// Two defects: a missing German hint and an empty German label.
    static let original: [(key: String, units: [TestCatalog.Unit])] = [
        ("close.hint", [("en", "Closes the player.", "translated")]),
        ("empty.label", [("en", "Nothing here", "translated"), ("de", "", "translated")]),
        ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
    ]

    static func write(_ entries: [(key: String, units: [TestCatalog.Unit])], in folder: TemporaryFolder) throws {
        try folder.write("Sources/Player/Localizable.xcstrings", TestCatalog.json(entries))
    }

    static func findings(_ run: ToolRun) throws -> [[String: Any]] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        return document?["findings"] as? [[String: Any]] ?? []
    }

    @Test func roundTrip() throws {
        let folder = try TemporaryFolder()
        try Self.write(Self.original, in: folder)
        let check = { (arguments: [String]) in try ToolRunner.run(["check"] + arguments, in: folder.url, environment: withoutGit) }

        // Without a baseline both defects fail the run.
        #expect(try check([]).status == 1)

        // Writing the baseline records both and applies it at once.
        let written = try check(["--write-baseline", "baseline.json"])
        #expect(written.status == 0, "\(written.output)\(written.error)")
        #expect(written.error.contains("wrote the baseline baseline.json: 2 findings"))
        let text = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        try GoldenFile.check(text, against: "baseline.json")

        // With it, the run is clean.
        let clean = try check(["--baseline", "baseline.json"])
        #expect(clean.status == 0, "\(clean.output)")
        // The summary counts what the baseline hid.
        #expect(clean.output.hasSuffix("0 errors, 0 warnings, 0 info (2 hidden by the baseline).\n"), "\(clean.output)")

        // A new defect is reported, and only it.
        var changed = Self.original
        changed.append(("pause.hint", [("en", "Pauses the trailer.", "translated")]))
        try Self.write(changed, in: folder)
        let added = try check(["--baseline", "baseline.json", "--format", "json"])
        #expect(added.status == 1)
        #expect(try Self.findings(added).map { $0["key"] as? String } == ["pause.hint"])

        // Fixing an old defect leaves its entry stale: noted at info level, the run still passes.
        try Self.write([
            Self.original[0],
            ("empty.label", [("en", "Nothing here", "translated"), ("de", "Nichts da", "translated")]),
            Self.original[2],
        ], in: folder)
        let fixed = try check(["--baseline", "baseline.json"])
        #expect(fixed.status == 0, "\(fixed.output)")
        #expect(fixed.output.contains("baseline.json: info: baseline entry empty-translation on 'empty.label' [de] in Sources/Player/Localizable.xcstrings: no longer found; rewrite the baseline with --write-baseline to drop it [stale-baseline-entry]"), "\(fixed.output)")
        let markdown = try check(["--baseline", "baseline.json", "--format", "markdown"])
        #expect(markdown.output.contains("## Notes"))
        let github = try check(["--baseline", "baseline.json", "--format", "github"])
        #expect(github.output.contains("::notice file=baseline.json,title=xcstrings-a11y (stale-baseline-entry)::baseline entry empty-translation"))
    }

    @Test func entriesMatchByIdentityNotByLine() throws {
        let folder = try TemporaryFolder()
        try Self.write(Self.original, in: folder)
        _ = try ToolRunner.run(["check", "--write-baseline", "baseline.json"], in: folder.url, environment: withoutGit)
        // New keys above the old ones move every line; nothing new is reported.
        let moved = [("a.first.label", [("en", "First", "translated"), ("de", "Erste", "translated")])] + Self.original
        try Self.write(moved, in: folder)
        let run = try ToolRunner.run(["check", "--baseline", "baseline.json"], in: folder.url, environment: withoutGit)
        #expect(run.status == 0, "\(run.output)")
        #expect(!run.output.contains("stale-baseline-entry"))
    }

    @Test func countsAreKept() throws {
        let folder = try TemporaryFolder()
        try folder.write("baseline.json", """
            {"tool": "xcstrings-a11y", "version": 1, "findings": [
              {"rule": "missing-translation", "file": "Sources/Player/Localizable.xcstrings", "key": "close.hint",
               "language": "de", "variationPath": "", "count": 2}
            ]}
            """)
        try Self.write(Self.original, in: folder)
        let run = try ToolRunner.run(["check", "--baseline", "baseline.json", "--format", "json"], in: folder.url, environment: withoutGit)
        #expect(try Self.findings(run).map { $0["key"] as? String } == ["empty.label"])
        #expect(run.output.contains("1 of 2 no longer found"))
    }

    @Test func aBadBaselineIsAnErrorWithItsPosition() throws {
        let folder = try TemporaryFolder()
        try Self.write(Self.original, in: folder)
        try folder.write("baseline.json", "{\"tool\": \"xcstrings-a11y\", \"version\": 1, \"findings\": [{\"rule\": 3}]}")
        let run = try ToolRunner.run(["check", "--baseline", "baseline.json"], in: folder.url, environment: withoutGit)
        #expect(run.status == 2)
        #expect(run.error.contains("baseline.json:1:"), "\(run.error)")
        let missing = try ToolRunner.run(["check", "--baseline", "nowhere.json"], in: folder.url, environment: withoutGit)
        #expect(missing.status == 2)
        #expect(missing.error.contains("nowhere.json: error: cannot read the baseline"), "\(missing.error)")
    }

    @Test func writingForSomeCatalogsKeepsTheOthers() throws {
        let folder = try TemporaryFolder()
        try Self.write(Self.original, in: folder)
        try folder.write("Sources/Other/Localizable.xcstrings", TestCatalog.json([("stop.hint", [("en", "Stops.", "translated")])]))
        _ = try ToolRunner.run(["check", "--write-baseline", "baseline.json"], in: folder.url, environment: withoutGit)
        _ = try ToolRunner.run(["check", "--write-baseline", "baseline.json", "Sources/Player"], in: folder.url, environment: withoutGit)
        let text = try String(contentsOf: folder.url.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(text.contains("Sources/Other/Localizable.xcstrings"))
        // A run over one catalog does not call the other's entries stale.
        let run = try ToolRunner.run(["check", "--baseline", "baseline.json", "Sources/Player"], in: folder.url, environment: withoutGit)
        #expect(run.status == 0)
        #expect(!run.output.contains("stale-baseline-entry"), "\(run.output)")
    }
}
