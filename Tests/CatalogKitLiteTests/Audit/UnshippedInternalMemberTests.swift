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

/// What the runtime or another module may call stays, however its file names it.
struct UnshippedInternalMemberKeptTests {
    static func audit(_ view: String) throws -> AuditRun {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Extra":{}},"version":"1.0"}"#)
        try folder.write("App/View.swift", view)
        return SourceRuleExampleTests.audit(folder)
    }

    func missingGerman(_ run: AuditRun) -> [String] {
        run.catalogs.flatMap(\.findings).filter { $0.ruleID == "missing-translation" && $0.location.language == "de" }.map(\.location.key)
    }

    /// A view whose body shows `extraButton` under `#if DEBUG`, and after it where `shipped` says.
    static func settings(member: String, shippedToo: Bool = false) -> String {
        """
        import SwiftUI
        struct Settings: View {
            var body: some View {
                #if DEBUG
                extraButton
                #endif
                \(shippedToo ? "extraButton" : "")
            }
            \(member)
        }
        """
    }

    @Test(arguments: [
        "public var extraButton: some View { Button(\"Extra\") { } }",
        "package var extraButton: some View { Button(\"Extra\") { } }",
        "@objc func extraButton() { button.setTitle(String(localized: \"Extra\"), for: .normal) }",
        "@IBAction func extraButton(_ sender: Any) { UIAccessibility.post(notification: .announcement, argument: String(localized: \"Extra\")) }",
        "override var extraButton: some View { Button(\"Extra\") { } }",
    ])
    func aMemberOthersMayCallStays(_ member: String) throws {
        let run = try Self.audit(Self.settings(member: member))
        #expect(missingGerman(run) == ["Extra"], "\(member)")
    }

    @Test func aMemberOfAPublicExtensionStays() throws {
        let run = try Self.audit("""
            import SwiftUI
            public extension View {
                var extraOverlay: some View { Button("Extra") { } }
                func withExtra() -> some View {
                    #if DEBUG
                    return extraOverlay
                    #else
                    return self
                    #endif
                }
            }
            """)
        #expect(missingGerman(run) == ["Extra"])
    }

    @Test func aMemberAlsoNamedWhereReleaseBuildsReachStays() throws {
        let run = try Self.audit(Self.settings(member: "var extraButton: some View { Button(\"Extra\") { } }", shippedToo: true))
        #expect(missingGerman(run) == ["Extra"])
        let alone = try Self.audit(Self.settings(member: "var extraButton: some View { Button(\"Extra\") { } }"))
        #expect(missingGerman(alone).isEmpty, "named only under #if DEBUG")
    }
}
