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
    static func addressFindings(withModuleTable: Bool, brokenTable: Bool = false, catalogInstead: Bool = false, jobs: Int = 1) throws -> [String] {
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
        if withModuleTable {
            if catalogInstead {
                let others = [entry("continue", "Möchtest du fortfahren?"), entry("inbox", "Hier findest du deine Post."), entry("sure", "Bist du sicher?")]
                try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + others.joined(separator: ",") + #"},"version":"1.0"}"#)
            } else {
                try folder.write("App/Resources/de.lproj/Localizable.strings", brokenTable ? "\"continue\" = ;\n" + table : table)
            }
        }
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path], jobs: jobs)
        return run.catalogs.flatMap(\.findings).filter { $0.ruleID == "de-address-consistency" }.map { "\($0.location.key): \($0.message)" }.sorted()
    }

    /// A Mac app's menu catalog with two "Sie" hints and one "du" hint, beside the app's
    /// `Localizable.strings` that says "du" throughout (60th study): the app says "du", and the two
    /// "Sie" hints are the ones to change.
    @Test func theModulesStringsTablesCountForTheFormOfAddress() throws {
        let keys = { (findings: [String]) in findings.map { String($0.prefix { $0 != ":" }) } }
        #expect(try keys(Self.addressFindings(withModuleTable: false)) == ["save.button.hint"])
        let counted = try Self.addressFindings(withModuleTable: true)
        #expect(keys(counted) == ["close.button.hint", "open.button.hint"])
        #expect(counted.allSatisfy { $0.contains("while 4 other German strings of this module say \"du\"") }, "\(counted)")
        // Another catalog of the module counts as its `.strings` table does.
        #expect(try keys(Self.addressFindings(withModuleTable: true, catalogInstead: true)) == ["close.button.hint", "open.button.hint"])
        // The same findings whatever the number of threads.
        #expect(try Self.addressFindings(withModuleTable: true, jobs: 2) == counted)
    }

    /// A `.strings` file that cannot be read counts for nothing and stops nothing: the catalog's
    /// own forms of address decide.
    @Test func aBrokenStringsTableCountsForNothing() throws {
        #expect(try Self.addressFindings(withModuleTable: true, brokenTable: true).map { String($0.prefix { $0 != ":" }) } == ["save.button.hint"])
    }

    /// `de-command-form` judges a catalog's commands by its own convention: the imperatives of
    /// another table of the module do not count (`de-address-consistency` alone counts them).
    @Test func aCatalogsCommandConventionIsItsOwn() throws {
        let folder = try TemporaryFolder()
        func entry(_ key: String, _ german: String) -> String {
            #""\#(key)":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"\#(key)"}},"de":{"stringUnit":{"state":"translated","value":"\#(german)"}}}}"#
        }
        let entries = [
            entry("Delete All", "Alle löschen"), entry("Open in Finder", "Im Finder öffnen"), entry("Export Details", "Details exportieren"),
            entry("Copy Path", "Kopiere Pfad"),
        ]
        try folder.write("App/Resources/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
        try folder.write("App/Resources/de.lproj/Menus.strings", "\"a\" = \"Zeige alle Dateien\";\n\"b\" = \"Wähle eine Datei\";\n\"c\" = \"Öffne den Ordner\";\n\"d\" = \"Lösche den Verlauf\";\n")
        try folder.write("App/View.swift", """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    Button("Delete All") {}
                    Button("Open in Finder") {}
                    Button("Export Details") {}
                    Button("Copy Path") {}
                }
            }
            """)
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path], jobs: 1)
        #expect(run.catalogs.flatMap(\.findings).filter { $0.ruleID == "de-command-form" }.map(\.location.key) == ["Copy Path"])
    }
}
