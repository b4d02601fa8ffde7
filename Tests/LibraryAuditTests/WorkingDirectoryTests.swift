import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// The library takes relative paths from ``AuditSettings/workingDirectory``, not from the process's
/// current folder, and merges runs of several configurations deterministically.
struct WorkingDirectoryTests {
    static let catalog = #"{"sourceLanguage":"en","strings":{"close.hint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Closes it."}}}}},"version":"1.0"}"#

    @Test func relativePathsStartAtTheSettingsWorkingDirectory() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", Self.catalog)
        // The test process runs elsewhere (the package root): "App" does not exist there.
        try #require(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/App"))
        let audit = AccessibilityAudit(
            settings: AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path), rules: .standard)
        let run = audit.run(paths: ["App"])
        #expect(run.loaded.problems.isEmpty, "\(run.loaded.problems)")
        #expect(run.catalogs.count == 1)
        #expect(run.catalogs.first?.loaded.path.hasSuffix("/App/Localizable.xcstrings") == true)
        #expect(run.findings.map(\.ruleID) == ["missing-translation"])
    }

    @Test func mergedRunsAreSortedAndFreeOfRepeats() throws {
        let folder = try TemporaryFolder()
        try folder.write("B/Sources/Beta/Localizable.xcstrings", Self.catalog)
        try folder.write("A/Sources/Alpha/Localizable.xcstrings", Self.catalog)
        let audit = AccessibilityAudit(
            settings: AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path), rules: .standard)
        let b = audit.run(paths: [folder.url.appendingPathComponent("B").path])
        let a = audit.run(paths: [folder.url.appendingPathComponent("A").path])
        let merged = AuditRun.merged([b, a, b])
        #expect(merged.catalogs.map(\.module) == ["Alpha", "Beta"])
        #expect(merged.loaded.catalogs.map(\.module) == ["Alpha", "Beta"])
        #expect(merged.findingCount == 2)
        #expect(AuditRun.merged([a, b]).catalogs.map(\.loaded.path) == merged.catalogs.map(\.loaded.path))
    }
}
