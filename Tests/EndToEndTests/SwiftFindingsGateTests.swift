import Foundation
import Testing
import TestSupport

/// A finding in a Swift file fails the run as one in a catalog does: in every format, with
/// `--report`, `--baseline`, `--changed-since` and `--strict`, and every report counts it.
struct SwiftFindingsGateTests {
    /// A folder whose only defect is a hard-coded VoiceOver label in a Swift file.
    static func hardCodedLabel() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/CloseButton.swift", """
            import UIKit

            func configure(_ button: UIButton) {
                button.accessibilityLabel = "Close"
            }

            """)
        return folder
    }

    /// The texts of a JSON report's findings, sorted.
    static func findingTexts(_ run: ToolRun) throws -> [String] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        let findings = document?["findings"] as? [[String: Any]] ?? []
        return findings.compactMap { $0["text"] as? String }.sorted()
    }

    /// How each format shows one error of a Swift file in its totals.
    static let countsOneError: [(format: String, evidence: String)] = [
        ("text", "1 Swift file, 0 accessibility strings: 1 error, 0 warnings, 0 info."),
        ("json", #""errors" : 1"#),
        ("sarif", #""level" : "error""#),
        ("github", "::error file=Sources/App/CloseButton.swift,line=4"),
        ("junit", #"tests="1" failures="1""#),
        ("gitlab", #""severity" : "major""#),
        ("markdown", "1 Swift file, 0 accessibility strings: 1 error, 0 warnings, 0 info."),
    ]

    @Test(arguments: countsOneError)
    func aSwiftOnlyErrorFailsTheRunInEveryFormat(format: String, evidence: String) throws {
        let folder = try Self.hardCodedLabel()
        let run = try ToolRunner.run(["check", "--format", format, "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 1, "\(format): \(run.output)\(run.error)")
        let compact = run.output.replacingOccurrences(of: "\": ", with: "\" : ")
        #expect(compact.contains(evidence), "\(format): \(run.output)")
        #expect(run.output.contains("hardcoded-accessibility-string"), "\(format)")
        // Below `.` a file is named as from the current folder, in every format alike.
        #expect(!run.output.contains("./Sources"), "\(format): \(run.output)")
    }

    @Test func aReportOfAnotherFormatDoesNotChangeTheStatus() throws {
        let folder = try Self.hardCodedLabel()
        let run = try ToolRunner.run(["check", "--report", "sarif:out.sarif", "--report", "junit:out.xml", "."], in: folder.url, environment: withoutGit)
        #expect(run.status == 1, "\(run.error)")
        let sarif = try String(contentsOf: folder.url.appendingPathComponent("out.sarif"), encoding: .utf8)
        #expect(sarif.contains("hardcoded-accessibility-string"))
        let junit = try String(contentsOf: folder.url.appendingPathComponent("out.xml"), encoding: .utf8)
        #expect(junit.contains(#"failures="1""#), "\(junit)")
    }

    /// A baseline accepts today's Swift finding (exit 0, counted as baselined); a new hard-coded label
    /// added later fails again.
    @Test func aBaselineHidesOldSwiftFindingsAndANewOneFails() throws {
        let folder = try Self.hardCodedLabel()
        let write = try ToolRunner.run(["check", "--write-baseline", "baseline.json", "."], in: folder.url, environment: withoutGit)
        #expect(write.status == 0, "\(write.output)\(write.error)")
        let accepted = try ToolRunner.run(["check", "--baseline", "baseline.json", "."], in: folder.url, environment: withoutGit)
        #expect(accepted.status == 0, "\(accepted.output)\(accepted.error)")
        try folder.write("Sources/App/ShareButton.swift", """
            import UIKit

            func configureShare(_ button: UIButton) {
                button.accessibilityLabel = "Share"
            }

            """)
        let added = try ToolRunner.run(["check", "--baseline", "baseline.json", "."], in: folder.url, environment: withoutGit)
        #expect(added.status == 1, "\(added.output)\(added.error)")
        #expect(added.output.contains("\"Share\""))
        #expect(!added.output.contains("\"Close\""))
    }

    /// A warning of a Swift file passes a default run and fails a strict one.
    @Test func strictFailsOnASwiftWarning() throws {
        let folder = try TemporaryFolder()
        try folder.write("Sources/App/Movie.swift", #"""
            import SwiftUI

            struct MovieRow: View {
                var title: String
                var genre: String?
                var body: some View {
                    Text(title).accessibilityLabel("\(title), \(genre ?? "unknown genre")")
                }
            }

            """#)
        let plain = try ToolRunner.run(["check", "."], in: folder.url, environment: withoutGit)
        #expect(plain.status == 0, "\(plain.output)\(plain.error)")
        #expect(plain.output.contains("literal-in-interpolation"), "\(plain.output)")
        let strict = try ToolRunner.run(["check", "--strict", "."], in: folder.url, environment: withoutGit)
        #expect(strict.status == 1, "\(strict.output)\(strict.error)")
    }

    /// `--changed-since` reports the Swift findings on the lines that changed, and fails on them;
    /// an old finding on an unchanged line of a changed file is not new.
    @Test func changedSinceReportsTheChangedLinesOfASwiftFile() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Buttons.swift", """
            import UIKit

            func configure(_ close: UIButton) {
                close.accessibilityLabel = "Close"
            }

            """)
        try repository.commitAll("Buttons")
        // A change elsewhere in the file: the old hard-coded label is not about it.
        try repository.folder.write("Sources/App/Buttons.swift", """
            import UIKit

            // Configures the close button of the player.
            func configure(_ close: UIButton) {
                close.accessibilityLabel = "Close"
            }

            """)
        let unchanged = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(unchanged.status == 0, "\(unchanged.output)\(unchanged.error)")
        #expect(try ChangedSinceTests.findings(unchanged) == [])
        #expect(unchanged.output.contains("1 finding on unchanged strings is not shown"), "\(unchanged.output)")
        // A new hard-coded label on a new line is reported and fails the run.
        try repository.folder.write("Sources/App/Buttons.swift", """
            import UIKit

            // Configures the close button of the player.
            func configure(_ close: UIButton, _ share: UIButton) {
                close.accessibilityLabel = "Close"
                share.accessibilityLabel = "Share"
            }

            """)
        let added = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(added.status == 1, "\(added.output)\(added.error)")
        #expect(try ChangedSinceTests.findings(added) == ["hardcoded-accessibility-string "])
        #expect(try Self.findingTexts(added) == ["Share"], "the old label is on an unchanged line")
        // A file new since the revision is new in full.
        try repository.folder.write("Sources/App/More.swift", """
            import UIKit

            func more(_ button: UIButton) { button.accessibilityLabel = "More" }

            """)
        let new = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(new.status == 1)
        #expect(try Self.findingTexts(new) == ["More", "Share"])
    }

    /// A change that adds a screen nothing makes yet (it is wired in a later change, which does not
    /// touch its strings): a full audit of the app sets it aside as code that never runs, while the
    /// gate judges the change as written, so its hard-coded label fails it now.
    @Test func aNewScreenNothingMakesYetFailsTheGate() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/TheApp.swift", "import SwiftUI\n\n@main struct TheApp: App { var body: some Scene { WindowGroup { Text(\"Home\") } } }\n")
        try repository.commitAll("App")
        try repository.folder.write("Sources/App/ShareViewController.swift", """
            import UIKit

            final class ShareViewController: UIViewController {
                override func viewDidLoad() { view.accessibilityLabel = "Share" }
            }

            """)
        let full = try ToolRunner.run(["check", "--format", "json", "."], in: repository.url)
        #expect(full.status == 0, "a full audit: nothing makes the screen\n\(full.output)\(full.error)")
        let gate = try ToolRunner.run(["check", "--format", "json", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(gate.status == 1, "\(gate.output)\(gate.error)")
        #expect(try Self.findingTexts(gate) == ["Share"])
    }

    /// `--changed-since` compares with the index, never the work tree: a repository's own programs
    /// (a file-system monitor, a clean filter) are not run by a check.
    @Test func changedSinceRunsNoProgramOfTheRepository() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Buttons.swift", "import UIKit\n")
        try repository.folder.write(".gitattributes", "*.swift filter=evil\n")
        try repository.commitAll("Start")
        let marker = repository.url.appendingPathComponent("ran")
        let script = try repository.folder.write("evil.sh", "#!/bin/sh\ntouch '\(marker.path)'\ncat\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        try repository.git("config", "core.fsmonitor", script.path)
        try repository.git("config", "filter.evil.clean", script.path)
        try repository.folder.write("Sources/App/Buttons.swift", "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n")
        try? FileManager.default.removeItem(at: marker)
        let run = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(!FileManager.default.fileExists(atPath: marker.path), "git ran the repository's program")
    }

    /// A revision that names a tree is said to name a tree, not to be missing.
    @Test func aTreeIsNotACommit() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Buttons.swift", "import UIKit\n")
        try repository.commitAll("Start")
        let run = try ToolRunner.run(["check", "--changed-since", "HEAD^{tree}", "."], in: repository.url)
        #expect(run.status == 2)
        #expect(run.error.contains("names a tree, not a commit"), "\(run.error)")
    }
}

/// `--changed-since HEAD` where a pre-commit hook runs it: before the first commit, and when the
/// configuration changes.
struct ChangedSinceHeadTests {
    @Test func beforeTheFirstCommitEverythingIsNew() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Close.swift", "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n")
        try repository.git("add", "-A")
        let run = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(run.status == 1, "\(run.output)\(run.error)")
        #expect(run.output.contains("Sources/App/Close.swift:2:"), "\(run.output)")
        #expect(run.output.contains("since HEAD (no commit yet)"), "\(run.output)")
        // Another revision that does not exist is still an error.
        let typo = try ToolRunner.run(["check", "--changed-since", "HEAD~1", "."], in: repository.url)
        #expect(typo.status == 2)
    }

    @Test func aChangedConfigurationReportsEveryFinding() throws {
        let repository = try TemporaryRepository()
        try repository.folder.write("Sources/App/Close.swift", "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n")
        try repository.folder.write(".xcstrings-a11y.json", #"{"languages": ["en", "de"]}"#)
        try repository.commitAll("Start")
        let unchanged = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(unchanged.status == 0, "\(unchanged.output)")
        try repository.folder.write(".xcstrings-a11y.json", #"{"languages": ["en", "de", "fr"]}"#)
        let changed = try ToolRunner.run(["check", "--changed-since", "HEAD", "."], in: repository.url)
        #expect(changed.status == 1, "\(changed.output)")
        #expect(changed.output.contains("the configuration .xcstrings-a11y.json changed since HEAD: every finding is reported"), "\(changed.output)")
    }
}
