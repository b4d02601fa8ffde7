import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// The tool run from a folder outside the project it checks, as CI, pre-commit hooks and monorepos
/// run it: each PATH gets the configuration nearest to it, the baseline matches from any folder,
/// `--changed-since` asks the project's own repository, and the output says which configuration
/// and repository were used.
struct ProjectScopeTests {
    /// A workspace with a folder to run from (`tool`, not a repository) and projects beside it,
    /// each in its own git repository.
    final class Workspace: @unchecked Sendable {
        let folder: TemporaryFolder
        var tool: URL { folder.url.appendingPathComponent("tool") }

        init() throws {
            folder = try TemporaryFolder()
            try FileManager.default.createDirectory(at: tool, withIntermediateDirectories: true)
        }

        /// A project `name` with a configuration requiring `languages`, one catalog, and a catalog
        /// below `Sources/Excluded` that its configuration excludes (by a path relative to itself).
        func project(_ name: String, languages: [String], entries: [(key: String, units: [TestCatalog.Unit])]) throws {
            let quoted = languages.map { "\"\($0)\"" }.joined(separator: ", ")
            try folder.write("\(name)/.xcstrings-a11y.json", #"{"languages": [\#(quoted)], "exclude": ["Sources/Excluded"]}"#)
            try folder.write("\(name)/Sources/Player/Localizable.xcstrings", TestCatalog.json(entries))
            try folder.write("\(name)/Sources/Excluded/Localizable.xcstrings", TestCatalog.json([("broken.hint", [("en", "Opens it.", "translated")])]))
            try TemporaryRepository.create(at: folder.url.appendingPathComponent(name))
        }

        /// Runs git in a project; throws when it fails.
        func git(_ arguments: [String], in project: String) throws {
            try TemporaryRepository.git(arguments, in: folder.url.appendingPathComponent(project))
        }

        /// Runs the tool in `tool`.
        func check(_ arguments: [String]) throws -> ToolRun {
            try ToolRunner.run(["check"] + arguments, in: tool)
        }
    }

    /// Play is translated into German only; the hint has English only.
    static let entries: [(key: String, units: [TestCatalog.Unit])] = [
        ("play.label", [("en", "Play", "translated"), ("de", "Abspielen", "translated")]),
        ("close.hint", [("en", "Closes the player.", "translated")]),
    ]

    static func document(_ run: ToolRun) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any], "\(run.output)\(run.error)")
    }

    /// `rule key@language file` of every finding, sorted.
    static func findings(_ run: ToolRun) throws -> [String] {
        let findings = try document(run)["findings"] as? [[String: Any]] ?? []
        return findings.map {
            "\($0["rule"] as? String ?? "") \($0["key"] as? String ?? "")@\($0["language"] as? String ?? "") \($0["file"] as? String ?? "")"
        }.sorted()
    }

    @Test func theNearestConfigurationIsUsedFromOutsideTheProject() throws {
        let workspace = try Workspace()
        try workspace.project("proj", languages: ["en", "fr"], entries: Self.entries)
        let run = try workspace.check(["--format", "json", "../proj"])
        #expect(run.status == 1, "\(run.error)")
        // French comes from the project's configuration (the defaults would ask for German), and its
        // `exclude`, relative to the configuration's folder, leaves Sources/Excluded out.
        #expect(try Self.findings(run) == [
            "missing-translation close.hint@fr ../proj/Sources/Player/Localizable.xcstrings",
            "missing-translation play.label@fr ../proj/Sources/Player/Localizable.xcstrings",
        ])
        let summary = try #require(try Self.document(run)["summary"] as? [String: Any])
        let configurations = summary["configurations"] as? [[String: String]]
        #expect(configurations == [["configuration": "../proj/.xcstrings-a11y.json", "repository": "../proj"]])
        let catalogs = try Self.document(run)["catalogs"] as? [[String: Any]] ?? []
        #expect(catalogs.map { $0["configuration"] as? String } == ["../proj/.xcstrings-a11y.json"])

        let text = try workspace.check(["../proj"])
        #expect(text.output.contains("\nConfiguration: ../proj/.xcstrings-a11y.json · repository: ../proj\n1 catalog,"), "\(text.output)")
        // A catalog named directly gets the configuration of its folder too.
        let file = try workspace.check(["--format", "json", "../proj/Sources/Player/Localizable.xcstrings"])
        #expect(try Self.findings(file).allSatisfy { $0.contains("@fr ") })
    }

    @Test func configurationIsNotLookedUpAboveTheRepository() throws {
        let workspace = try Workspace()
        // A configuration above the project's repository belongs to another project.
        try workspace.folder.write(".xcstrings-a11y.json", #"{"languages": ["en", "ja"]}"#)
        try workspace.folder.write("proj/Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.entries))
        try workspace.git(["init", "-q"], in: "proj")
        let run = try workspace.check(["--format", "json", "../proj"])
        #expect(try Self.findings(run) == ["missing-translation close.hint@de ../proj/Sources/Player/Localizable.xcstrings"])
        let text = try workspace.check(["../proj"])
        #expect(text.output.contains("\nConfiguration: none (defaults) · repository: ../proj\n"), "\(text.output)")
    }

    @Test func aBaselineWrittenInTheProjectMatchesFromOutside() throws {
        let workspace = try Workspace()
        try workspace.project("proj", languages: ["en", "fr"], entries: Self.entries)
        let project = workspace.folder.url.appendingPathComponent("proj")
        let written = try ToolRunner.run(["check", "--write-baseline", ".xcstrings-a11y-baseline.json"], in: project)
        #expect(written.status == 0, "\(written.error)")

        let run = try workspace.check(["--baseline", "../proj/.xcstrings-a11y-baseline.json", "../proj"])
        #expect(run.status == 0, "\(run.output)\(run.error)")
        #expect(run.output.hasSuffix("0 errors, 0 warnings, 0 info (2 hidden by the baseline).\n"), "\(run.output)")
        #expect(!run.output.contains("stale-baseline-entry"))
    }

    @Test func changedSinceAsksTheProjectsRepository() throws {
        let workspace = try Workspace()
        try workspace.project("proj", languages: ["en", "de"], entries: Self.entries)
        try workspace.git(["add", "-A"], in: "proj")
        try workspace.git(["commit", "-q", "-m", "Catalog"], in: "proj")
        try workspace.folder.write("proj/Sources/Player/Localizable.xcstrings", TestCatalog.json(Self.entries + [
            ("stop.hint", [("en", "Stops the trailer.", "translated")]),
        ]))
        // `tool` is in no repository: the revision is looked up in the project's.
        let run = try workspace.check(["--format", "json", "--changed-since", "HEAD", "../proj"])
        #expect(run.status == 1, "\(run.error)")
        #expect(try Self.findings(run) == ["missing-translation stop.hint@de ../proj/Sources/Player/Localizable.xcstrings"])
        let text = try workspace.check(["--changed-since", "HEAD", "../proj"])
        #expect(text.output.contains("1 finding on unchanged strings is not shown"), "\(text.output)")
    }

    @Test func twoProjectsInOneCallEachUseTheirOwnConfiguration() throws {
        let workspace = try Workspace()
        try workspace.project("app-a", languages: ["en", "fr"], entries: Self.entries)
        try workspace.project("app-b", languages: ["en", "de"], entries: Self.entries)
        let run = try workspace.check(["--format", "json", "../app-b", "../app-a"])
        #expect(try Self.findings(run) == [
            "missing-translation close.hint@de ../app-b/Sources/Player/Localizable.xcstrings",
            "missing-translation close.hint@fr ../app-a/Sources/Player/Localizable.xcstrings",
            "missing-translation play.label@fr ../app-a/Sources/Player/Localizable.xcstrings",
        ])
        let summary = try #require(try Self.document(run)["summary"] as? [String: Any])
        #expect(summary["configurations"] as? [[String: String]] == [
            ["configuration": "../app-a/.xcstrings-a11y.json", "repository": "../app-a"],
            ["configuration": "../app-b/.xcstrings-a11y.json", "repository": "../app-b"],
        ])
        let text = try workspace.check(["../app-b", "../app-a"])
        #expect(text.output.contains(
            "\nConfigurations: ../app-a/.xcstrings-a11y.json · repository: ../app-a; ../app-b/.xcstrings-a11y.json · repository: ../app-b\n"), "\(text.output)")
        // The order of the PATHs does not change the report.
        let swapped = try workspace.check(["--format", "json", "../app-a", "../app-b"])
        #expect(swapped.output == run.output)
        #expect(try workspace.check(["../app-a", "../app-b"]).output == text.output)

        let verbose = try workspace.check(["--verbose", "../app-a", "../app-b"])
        #expect(verbose.output.contains("../app-a/Sources/Player/Localizable.xcstrings: configuration ../app-a/.xcstrings-a11y.json · repository: ../app-a\n"), "\(verbose.output)")
        #expect(verbose.output.contains("../app-b/Sources/Player/Localizable.xcstrings: configuration ../app-b/.xcstrings-a11y.json · repository: ../app-b\n"))

        // --config overrides the nearest configuration for every PATH.
        try workspace.folder.write("tool/only-de.json", #"{"languages": ["en", "de"]}"#)
        let overridden = try workspace.check(["--format", "json", "--config", "only-de.json", "../app-a", "../app-b"])
        #expect(try Self.findings(overridden).allSatisfy { $0.contains("@de ") })
    }

    @Test func catalogsAndCoverageHonourTheConfiguration() throws {
        let workspace = try Workspace()
        try workspace.project("proj", languages: ["en", "fr"], entries: Self.entries)
        // `modules` and `exclude` are relative to the configuration's folder, not the current one.
        try workspace.folder.write("proj/.xcstrings-a11y.json", #"{"languages": ["en", "fr"], "exclude": ["Sources/Excluded"], "modules": {"Playback": ["Sources/Player"]}}"#)
        let catalogs = try ToolRunner.run(["catalogs", "../proj"], in: workspace.tool)
        #expect(catalogs.status == 0, "\(catalogs.error)")
        #expect(catalogs.output.contains("Playback (1 catalog"), "\(catalogs.output)")
        #expect(catalogs.output.contains("../proj/Sources/Player/Localizable.xcstrings"))
        #expect(!catalogs.output.contains("Excluded"), "\(catalogs.output)")
        let unconfigured = try ToolRunner.run(["catalogs", "--config", "/dev/null", "../proj"], in: workspace.tool)
        #expect(unconfigured.status == 2, "an empty file is not a configuration: \(unconfigured.error)")
        try workspace.folder.write("tool/empty.json", "{}")
        let defaults = try ToolRunner.run(["catalogs", "--config", "empty.json", "../proj"], in: workspace.tool)
        #expect(defaults.output.contains("Excluded"), "--config replaces the nearest configuration: \(defaults.output)")
        #expect(defaults.output.contains("Player (1 catalog"), "\(defaults.output)")
        let coverage = try ToolRunner.run(["coverage", "--format", "json", "../proj"], in: workspace.tool)
        #expect(coverage.status == 0, "\(coverage.error)")
        #expect(coverage.output.contains("\"fr\""), "the configuration's languages: \(coverage.output)")
        #expect(coverage.output.contains("Playback"))
        #expect(!coverage.output.contains("Excluded"))
    }
}
