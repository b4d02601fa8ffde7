import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// An app that keeps some of its text in `.strings` files (Unstoppable Wallet's
/// `en.lproj/Localizable.strings` beside a catalog the build extracted): a key the catalogs lack may
/// be there, so `key-not-in-catalog` says nothing of a lookup of that table. Another table's missing
/// key is still reported.
struct StringsTablesTests {
    static func missingKeys(withStringsFile: Bool) throws -> [String] {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Close":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Close"}},"de":{"stringUnit":{"state":"translated","value":"Schließen"}}}}},"version":"1.0"}"#)
        try folder.write("App/Resources/Settings.xcstrings", #"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#)
        if withStringsFile {
            try folder.write("App/Resources/en.lproj/Localizable.strings", "\"Send\" = \"Send\";\n")
            try folder.write("App/Resources/de.lproj/Localizable.strings", "\"Send\" = \"Senden\";\n")
            try folder.write("App/Resources/de.lproj/InfoPlist.strings", "\"CFBundleName\" = \"App\";\n")
        }
        try folder.write("App/Buttons.swift", """
            import UIKit
            func setUp(send: UIButton, close: UIButton, reset: UIButton) {
                send.accessibilityLabel = NSLocalizedString("Send", comment: "")
                close.accessibilityLabel = NSLocalizedString("Close", comment: "")
                reset.accessibilityLabel = NSLocalizedString("Reset", tableName: "Settings", comment: "")
            }
            """)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        return run.sources.flatMap(\.findings).filter { $0.ruleID == "key-not-in-catalog" }.map(\.location.key).sorted()
    }

    @Test func aTableWithStringsFilesIsNotSaidToLackAKey() throws {
        #expect(try Self.missingKeys(withStringsFile: false) == ["Reset", "Send"])
        #expect(try Self.missingKeys(withStringsFile: true) == ["Reset"])
    }

    /// The German hints a catalog flags for their form of address, with or without its module's
    /// `.strings` table beside it; another module's table never counts.
    static func addressFindings(withModuleTable: Bool) throws -> [String] {
        let folder = try TemporaryFolder()
        func entry(_ key: String, _ german: String) -> String {
            #""\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(key)"}},"de":{"stringUnit":{"state":"translated","value":"\#(german)"}}}}"#
        }
        let entries = [
            entry("open.button.hint", "Öffnet Ihre Datei."), entry("close.button.hint", "Schließt Ihr Fenster."),
            entry("save.button.hint", "Speichert deinen Entwurf."),
        ]
        try folder.write("App/Resources/MainMenu.xcstrings", #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
        let table = "\"continue\" = \"Möchtest du fortfahren?\";\n\"inbox\" = \"Hier findest du deine Post.\";\n\"sure\" = \"Bist du sicher?\";\n"
        try folder.write("Other/Resources/de.lproj/Localizable.strings", table)
        if withModuleTable { try folder.write("App/Resources/de.lproj/Localizable.strings", table) }
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path], jobs: 1)
        return run.catalogs.flatMap(\.findings).filter { $0.ruleID == "de-address-consistency" }.map(\.location.key).sorted()
    }

    /// A Mac app's menu catalog with two "Sie" hints and one "du" hint, beside the app's
    /// `Localizable.strings` that says "du" throughout (60th study): the app says "du", and the two
    /// "Sie" hints are the ones to change.
    @Test func theModulesStringsTablesCountForTheFormOfAddress() throws {
        #expect(try Self.addressFindings(withModuleTable: false) == ["save.button.hint"])
        #expect(try Self.addressFindings(withModuleTable: true) == ["close.button.hint", "open.button.hint"])
    }
}
