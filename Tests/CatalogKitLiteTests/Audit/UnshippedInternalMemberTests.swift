import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// MetroTime's settings (62nd study): `var debugButton: some ToolbarContent`, neither private nor
/// public, is shown only under `#if DEBUG`, yet its "Debug" label was told to miss German. A member
/// its file names only where no release build reaches, and no other file names, ships nowhere.
struct UnshippedInternalMemberTests {
    static func repository(otherFile: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Debug":{},"Help":{}},"version":"1.0"}"#)
        try folder.write("App/SettingsView.swift", """
            import SwiftUI
            struct SettingsView: View {
                var body: some View {
                    List { helpButton }
                        .toolbar {
                            #if DEBUG
                            debugButton
                            #endif
                        }
                }
                @ToolbarContentBuilder var debugButton: some ToolbarContent {
                    ToolbarItem { Button("Debug") { } }
                }
                var helpButton: some View { Button("Help") { } }
            }
            """)
        try folder.write("App/Other.swift", otherFile)
        return folder
    }

    func missingGerman(_ run: AuditRun) -> [String] {
        run.catalogs.flatMap(\.findings).filter { $0.ruleID == "missing-translation" && $0.location.language == "de" }.map(\.location.key).sorted()
    }

    @Test func aMemberNamedOnlyUnderDebugShipsNowhere() throws {
        let run = SourceRuleExampleTests.audit(try Self.repository(otherFile: "struct Other {}\n"))
        #expect(missingGerman(run) == ["Help"])
        let settings = try #require(run.sources.first { $0.path.hasSuffix("SettingsView.swift") })
        #expect(settings.source.skipped.map(\.reason) == [
            "debugButton is used only where no release build reaches (first at \(settings.path):7: #if DEBUG (line 6) is false in every release build)",
        ], "\(settings.source.skipped.map(\.reason))")
    }

    /// Another file may show the member where a release build reaches it: its uses stay.
    @Test func aMemberAnotherFileNamesStays() throws {
        let run = SourceRuleExampleTests.audit(try Self.repository(otherFile: """
            import SwiftUI
            struct Other: View {
                let settings: SettingsView
                var body: some View { NavigationStack { Text("x") }.toolbar { settings.debugButton } }
            }
            """))
        #expect(missingGerman(run) == ["Debug", "Help"])
    }
}
