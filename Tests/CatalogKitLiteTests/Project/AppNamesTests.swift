import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The names of the app a catalog belongs to, which the speech rules take for names ("Aether",
/// not a German "Äther"): the project's, the copying targets' and their product and display names,
/// as words; a stray catalog no target copies gets every target's of the project around it.
struct AppNamesTests {
    @Test func namesComeFromTheProjectAndTheTargetsThatCopyTheCatalog() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Aether
            targets:
              Aether-iOS:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  base:
                    PRODUCT_NAME: Aether Chat
                    INFOPLIST_KEY_CFBundleDisplayName: Aether Kueche
              AetherTests:
                type: bundle.unit-test
                platform: iOS
                sources: [App, Tests]
                settings:
                  base:
                    PRODUCT_NAME: Pruefstand
              Aether-macOS:
                type: application
                platform: macOS
                sources: [Mac]
                settings:
                  base:
                    PRODUCT_NAME: $(TARGET_NAME)
              Helper:
                type: framework
                platform: iOS
                sources: [Helper]
            """)
        try folder.write("App/Localizable.xcstrings", "{}")
        try folder.write("Stray/InfoPlist.xcstrings", "{}")
        try folder.write("Helper/Other.xcstrings", "{}")
        let project = try XcodeGenProjectReader.read(spec: folder.path + "/project.yml", workingDirectory: "/")
        let targets = ProjectTargets([project])
        let catalog = PathPattern.absolute(folder.path + "/App/Localizable.xcstrings", relativeTo: "/")
        let bundling = targets.bundling(catalog)
        // The test target copies the catalog too, but names no app; "iOS" and "Chat" are words of the names.
        #expect(targets.appNames(ofCatalogAt: catalog, bundling: bundling) == ["Aether", "Chat", "Kueche", "iOS"])
        // A catalog of the framework: the project's name; a framework's names are often words.
        let helper = PathPattern.absolute(folder.path + "/Helper/Other.xcstrings", relativeTo: "/")
        #expect(targets.appNames(ofCatalogAt: helper, bundling: targets.bundling(helper)) == ["Aether"])
        // A catalog no target copies: the names of every app of the project around it.
        let stray = PathPattern.absolute(folder.path + "/Stray/InfoPlist.xcstrings", relativeTo: "/")
        #expect(targets.bundling(stray).isEmpty)
        #expect(targets.appNames(ofCatalogAt: stray, bundling: []) == ["Aether", "Chat", "Kueche", "iOS", "macOS"])
        // Outside every project: none.
        #expect(targets.appNames(ofCatalogAt: "/elsewhere/Localizable.xcstrings", bundling: []) == [])
    }

    /// tungsten-edge's target is `macos-dock-cc-v2`; its `InfoPlist.xcstrings` names the app
    /// "Tungsten Edge 钨极" (57th study): a hard-coded "Tungsten Edge" names the app, which no
    /// catalog translates. Without that catalog the words are prose to translate.
    @Test(arguments: [true, false])
    func theInfoPlistCatalogsDisplayNameIsTheAppsName(withInfoPlistCatalog: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Dock.xcodeproj/project.pbxproj", ProjectAuditTests.oneAppProject(app: "macos-dock-cc-v2", folder: "App"))
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Quit": ["en": "Quit", "de": "Beenden"]]))
        if withInfoPlistCatalog {
            try folder.write("App/InfoPlist.xcstrings", ProjectAuditTests.Fixture.catalog(["CFBundleDisplayName": ["en": "Tungsten Edge 钨极", "de": "Tungsten Edge"]]))
        }
        try folder.write("App/Menu.swift", "let icon = NSImage(systemSymbolName: \"dock\", accessibilityDescription: \"Tungsten Edge\")\n")
        let run = SourceRuleExampleTests.audit(folder)
        let findings = run.sources.flatMap(\.findings).map(\.ruleID)
        #expect(findings == (withInfoPlistCatalog ? [] : ["hardcoded-accessibility-string"]), "\(findings)")
    }
}
