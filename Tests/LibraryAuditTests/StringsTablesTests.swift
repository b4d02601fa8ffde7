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
}
