import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// FastWeather keeps an English-only VoiceOver practice app in its own project beside the
    /// localized product (`iOS/TestApp/TestApp.xcodeproj`, `knownRegions = (en, Base)`, no catalog):
    /// its keys are in no catalog because it never meant to have one (15 wrong `key-not-in-catalog`
    /// findings in the 45th study). A project that declares a second language, or a target of the
    /// localized project that lacks a catalog (a widget), is still told what is missing.
    @Test(arguments: [("(en, Base)", false), ("(en, de, Base)", true)])
    func aProjectThatLocalizesNothingBesideALocalizedOneIsNotToldOfMissingKeys(regions: String, reported: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Product.xcodeproj/project.pbxproj", Self.oneAppProject(app: "Product", folder: "Product", sdk: "iphoneos"))
        try folder.write("Product/Localizable.xcstrings", Fixture.catalog(["home.label": ["en": "Home", "de": "Start"]]))
        try folder.write("Product/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\nImage(\"y\").accessibilityLabel(\"away.label\")\n")
        try folder.write("Practice/Practice.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj("""
            MAIN = {isa = PBXGroup; children = (DIR); sourceTree = "<group>"; };
            DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = "Practice"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "Practice"; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (DIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """, targets: ["APP"], project: "knownRegions = \(regions);"))
        try folder.write("Practice/Practice/ContentView.swift", "Image(\"x\").accessibilityLabel(\"Increment counter\")\n")
        let findings = sourceFindings(audit(folder))
        #expect(findings["Home.swift"] == ["key-not-in-catalog away.label"], "\(findings)")
        #expect(findings["ContentView.swift"] == (reported ? ["key-not-in-catalog Increment counter"] : []), "\(findings)")
    }
}
