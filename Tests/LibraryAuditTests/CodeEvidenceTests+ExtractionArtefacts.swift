import CatalogKitLite
import Foundation
import Testing
import TestSupport

extension CodeEvidenceTests {
    /// AuthenticKey's `NSLocalizedString("\(counter)", …)` (58th study): Xcode extracts the entry
    /// "(counter)", which no lookup finds at run time (the key is the counter's digits), so its
    /// empty translations are heard by no one and it is no stale key while the code still makes it.
    /// A key of that look that code does look up ("(beta)"), or that no code makes ("(draft)"), is
    /// checked as any other.
    @Test func aKeyXcodeExtractedFromAnInterpolatedLookupIsLeftOut() throws {
        let catalog = Self.catalog([
            Entry(key: "(counter)", english: "(counter)", german: ""),
            Entry(key: "(tokenText)", english: "(tokenText)", german: "", state: "stale"),
            Entry(key: "(beta)", english: "(beta)", german: ""),
            Entry(key: "(draft)", english: "(draft)", german: ""),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Token": #"""
            import SwiftUI
            struct TokenRow: View {
                let counter: Int
                let tokenText: String
                var body: some View {
                    VStack {
                        Text(String(format: NSLocalizedString("\(counter)", comment: "Time until the code expires"), counter))
                        Button(NSLocalizedString("\(tokenText)", comment: "Copied")) { }
                        Text("(beta)")
                    }
                }
            }
            """#], allStrings: true)
        let keys = run.findings.map { "\($0.ruleID) \($0.location.key)" }.sorted()
        #expect(!keys.contains { $0.hasSuffix(" (counter)") || $0.hasSuffix(" (tokenText)") }, "\(keys)")
        #expect(keys.contains("empty-translation (beta)") && keys.contains("empty-translation (draft)"), "\(keys)")
    }
}
