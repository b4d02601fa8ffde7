import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension CodeEvidenceTests {
    /// Crest's catalog keeps "Close %arg" beside "Close %@" (49th study): `Text("Close \(name)")`
    /// looks up "Close %@", never the `%arg` copy, which no one hears; so neither the speech rules
    /// nor the format checks speak of the copy, and a lookup only a `%arg` key would match is missing.
    @Test func aTopLevelArgKeyIsNotWhatCodeLooksUp() throws {
        let catalog = Self.catalog([
            Entry(key: "Close %@", english: "Close %@", german: "%@ schließen"),
            Entry(key: "Close %arg", english: "Close %arg", german: "%arg schließen"),
            Entry(key: "Open %arg", english: "Open %arg", german: "%arg öffnen"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Tabs": """
            import SwiftUI
            struct Tab: View {
                let name: String
                var body: some View {
                    Button {} label: { Image("x") }.accessibilityLabel("Close \\(name)")
                    Button {} label: { Image("y") }.accessibilityLabel("Open \\(name)")
                }
            }
            """])
        let findings = run.findings + run.sources.flatMap(\.findings)
        #expect(!findings.contains { $0.location.key == "Close %arg" }, "\(findings.map { "\($0.ruleID) \($0.location.key)" })")
        #expect(findings.contains { $0.ruleID == "key-not-in-catalog" && $0.location.key == "Open \\(name)" },
                "\(findings.map { "\($0.ruleID) \($0.location.key)" })")
    }
}
