import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// The gate's decision, as an app's own test target takes it from the library: a finding of a Swift
/// file fails the run as one of a catalog does, and the outcome's raw value is the command's exit
/// status.
struct AuditOutcomeTests {
    static func run(_ files: [String: String]) throws -> AuditRun {
        let folder = try TemporaryFolder()
        for (path, text) in files { try folder.write(path, text) }
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        return AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path])
    }

    static let cleanCatalog = #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"#
        + #""de":{"stringUnit":{"state":"translated","value":"Abspielen"}},"en":{"stringUnit":{"state":"translated","value":"Play"}}}}},"version":"1.0"}"#

    @Test func aHardCodedLabelInSwiftFailsTheRun() throws {
        let run = try Self.run([
            "App/Localizable.xcstrings": Self.cleanCatalog,
            "App/Close.swift": "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n",
        ])
        #expect(run.catalogs.allSatisfy { $0.findings.isEmpty }, "the catalog is clean")
        #expect(run.sources.flatMap(\.findings).map(\.ruleID) == ["hardcoded-accessibility-string"])
        #expect(run.hasFindings(atOrAbove: .error))
        #expect(run.outcome() == .failed)
        #expect(run.outcome().rawValue == 1)
    }

    @Test func aSwiftWarningFailsOnlyAStrictGate() throws {
        let run = try Self.run([
            "App/Row.swift": #"import SwiftUI"# + "\n" + #"let v = Text(t).accessibilityLabel("\(t), \(g ?? "unknown genre")")"# + "\n",
        ])
        #expect(run.sources.flatMap(\.findings).map(\.ruleID) == ["literal-in-interpolation"])
        #expect(run.outcome() == .passed)
        #expect(run.outcome(failingAt: .warning) == .failed)
    }

    @Test func aCleanRunPassesAndAnUnreadableFileDecidesFirst() throws {
        let clean = try Self.run(["App/Localizable.xcstrings": Self.cleanCatalog])
        #expect(clean.outcome() == .passed)
        #expect(clean.outcome().rawValue == 0)
        let broken = try Self.run([
            "App/Localizable.xcstrings": "{ \"sourceLanguage\" : ",
            "App/Close.swift": "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n",
        ])
        #expect(broken.outcome() == .unreadable)
        #expect(broken.outcome().rawValue == 2)
    }
}
