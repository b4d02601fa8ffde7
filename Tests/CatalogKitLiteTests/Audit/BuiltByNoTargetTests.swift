import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// blaseunddarm's repository (the 42nd study): the iOS app is `ios/project.yml`; `android/` holds
/// older copies of its Swift code that no target builds. Those copies ship nowhere, so they give no
/// findings, and their declarations (a `Models.swift` whose labels are hard-coded) must not stand for
/// the ones the app compiles (whose labels are looked up).
struct BuiltByNoTargetTests {
    static func repository() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("ios/project.yml", """
            name: Log
            targets:
              Log:
                type: application
                platform: iOS
                sources: [App, Shared]
            """)
        try folder.write("ios/App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Type 1":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Typ 1"}}}}},"version":"1.0"}"#)
        let view = """
            import SwiftUI
            struct HistoryView: View {
                let type: StoolType
                var body: some View { Button { } label: { Text(type.label) } }
            }
            """
        try folder.write("ios/App/HistoryView.swift", view)
        try folder.write("ios/Shared/Models.swift", """
            enum StoolType { case one
                var label: String { String(localized: "Type 1") }
            }
            """)
        try folder.write("android/app/HistoryView.swift", view)
        try folder.write("android/Shared/Models.swift", """
            enum StoolType { case one
                var label: String { "Type 1" }
            }
            """)
        return folder
    }

    @Test func codeNoTargetBuildsShipsNowhereAndLendsNoDeclarations() throws {
        let run = SourceRuleExampleTests.audit(try Self.repository())
        let findings = run.sources.flatMap(\.findings)
        #expect(findings.isEmpty, "\(findings.map { "\($0.location.file): \($0.message)" })")
        let shipped = try #require(run.sources.first { $0.path.hasSuffix("ios/App/HistoryView.swift") })
        #expect(shipped.source.scan.uses.compactMap { use -> String? in
            if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
        } == ["Type 1"], "the app's own Models.swift: \(shipped.source.scan.uses.map(\.argument))")
        let copy = try #require(run.sources.first { $0.path.hasSuffix("android/app/HistoryView.swift") })
        #expect(copy.source.skipped.map(\.reason) == ["no target of project.yml compiles the file, and no Swift package holds it"])
    }
}
