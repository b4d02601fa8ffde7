import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// What `key-not-in-catalog` says a build does about the missing key, which depends on the key and
/// on whether the target has a catalog of the table at all: Xcode's string extraction adds a key to
/// a catalog the target has (a sentence key then still needs German), gives a dotted key itself as
/// English text, and adds nothing where the target has no catalog (Driveline's widget).
struct KeyNotInCatalogMessageTests {
    static func finding(forKey key: String, withCatalog: Bool) throws -> Finding? {
        let folder = try TemporaryFolder()
        if withCatalog {
            try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Close":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}},"version":"1.0"}"#)
        }
        try folder.write("App/Buttons.swift", """
            import UIKit
            func setUp(button: UIButton) {
                button.accessibilityLabel = String(localized: "\(key)")
            }
            """)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        let findings = run.sources.flatMap(\.findings).filter { $0.ruleID == "key-not-in-catalog" }
        #expect(findings.count <= 1)
        return findings.first
    }

    @Test func aSentenceKeyIsAddedByTheBuildButStillNeedsGerman() throws {
        let finding = try #require(try Self.finding(forKey: "Send the message", withCatalog: true))
        #expect(finding.message.hasSuffix("Xcode adds it when it builds with string extraction on, until then no language has a translation of it"))
    }

    @Test func aDottedKeyWouldBeAddedAsItsOwnEnglishText() throws {
        let finding = try #require(try Self.finding(forKey: "compose.send.label", withCatalog: true))
        #expect(finding.message.hasSuffix("string extraction would add it with the key itself as English text, which VoiceOver reads out as written"))
        #expect(!finding.message.contains("Xcode adds it"))
    }

    @Test func aTargetWithoutACatalogIsToldToAddOne() throws {
        let finding = try #require(try Self.finding(forKey: "Send the message", withCatalog: false))
        #expect(finding.message.contains("no catalog named Localizable.xcstrings is found for this file"))
        #expect(finding.message.contains("string extraction has no catalog of that table to add it to"))
        #expect(!finding.message.contains("Xcode adds it"))
        #expect(finding.suggestion?.hasPrefix("Add a String Catalog named Localizable.xcstrings to the target that builds this file") == true)
    }

    /// A key of values and unit symbols only (blaseunddarm's watch complication, `"\(ml) ml ·
    /// \(count)×"`) reads the same in every language: nothing is missing.
    @Test func aKeyOfValuesAndUnitSymbolsIsNotMissing() throws {
        #expect(try Self.finding(forKey: #"\(ml) ml · \(count)×"#, withCatalog: true) == nil)
        #expect(try Self.finding(forKey: #"\(ml) ml drunk"#, withCatalog: true) != nil)
    }

    /// CustomSystemIcons' `customAccessibility(label: String, hint: String)`, which looks up what its
    /// callers pass (59th study): Xcode's string extraction does not take a literal passed for a
    /// `String` parameter as a key, so the message says nothing of what a build adds.
    @Test func aKeyPassedToAStringParameterIsNotAddedByTheBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Close":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}},"version":"1.0"}"#)
        try folder.write("App/Back.swift", """
            import SwiftUI
            extension View {
                func customAccessibility(label: String) -> some View {
                    let label = NSLocalizedString(label, comment: "")
                    return accessibilityLabel(Text(label))
                }
            }
            struct Back: View {
                var body: some View { Image(systemName: "chevron.left").customAccessibility(label: "Go back") }
            }
            """)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        let finding = try #require(run.sources.flatMap(\.findings).first { $0.ruleID == "key-not-in-catalog" })
        #expect(finding.location.key == "Go back")
        #expect(!finding.message.contains("string extraction") && !finding.message.contains("Xcode adds it"), "\(finding.message)")
    }

    /// A `LocalizedStringKey` parameter a view looks up in its own bundle (`Text(help, bundle:
    /// .main)`): Xcode's string extraction takes the literals its callers pass, so the message says so.
    @Test func aKeyPassedToALocalizedStringKeyParameterIsAddedByTheBuild() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Close":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}},"version":"1.0"}"#)
        try folder.write("App/Chrome.swift", """
            import SwiftUI
            struct Chrome: View {
                func actionButton(help: LocalizedStringKey) -> some View {
                    Image(systemName: "gear").accessibilityLabel(Text(help, bundle: .main))
                }
                var body: some View { actionButton(help: "Open the settings") }
            }
            """)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        let finding = try #require(run.sources.flatMap(\.findings).first { $0.ruleID == "key-not-in-catalog" })
        #expect(finding.location.key == "Open the settings")
        #expect(finding.message.hasSuffix("Xcode adds it when it builds with string extraction on, until then no language has a translation of it"), "\(finding.message)")
    }
}
