import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// FastWeather keeps an English-only VoiceOver practice app in its own project beside the
    /// localized product (`iOS/TestApp/TestApp.xcodeproj`, `knownRegions = (en, Base)`, no catalog):
    /// its keys are in no catalog because it never meant to have one (15 wrong `key-not-in-catalog`
    /// findings in the 45th study). A project that declares a second language, or a target of the
    /// localized project that lacks a catalog (a widget), is still told what is missing; neither
    /// keys nor hard-coded literals are reported in the practice project.
    /// A framework such a project builds is part of the product that links it (splito's
    /// `BaseStyle.xcodeproj`, 60th study's review): it is told.
    @Test(arguments: [("(en, Base)", "application", false), ("(en, de, Base)", "application", true), ("(en, Base)", "framework", true)])
    func aProjectThatLocalizesNothingBesideALocalizedOneIsNotToldOfMissingKeys(regions: String, product: String, reported: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("Product.xcodeproj/project.pbxproj", Self.oneAppProject(app: "Product", folder: "Product", sdk: "iphoneos"))
        try folder.write("Product/Localizable.xcstrings", Fixture.catalog(["home.label": ["en": "Home", "de": "Start"]]))
        try folder.write("Product/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\nImage(\"y\").accessibilityLabel(\"away.label\")\n")
        try folder.write("Practice/Practice.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj("""
            MAIN = {isa = PBXGroup; children = (DIR); sourceTree = "<group>"; };
            DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = "Practice"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "Practice"; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (DIR); productType = "com.apple.product-type.\(product)"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """, targets: ["APP"], project: "knownRegions = \(regions);"))
        try folder.write("Practice/Practice/ContentView.swift", """
            Image("x").accessibilityLabel("Increment counter")
            func update(_ label: UILabel) { label.accessibilityLabel = "Counter reset" }

            """)
        let findings = sourceFindings(audit(folder))
        #expect(findings["Home.swift"] == ["key-not-in-catalog away.label"], "\(findings)")
        #expect(
            (findings["ContentView.swift"] ?? []).sorted() == (reported ? ["hardcoded-accessibility-string ", "key-not-in-catalog Increment counter"] : []),
            "its literals are not reported either: \(findings)")
    }

    /// standapp's project builds a German iPhone app and, beside it, a watch app that copies no
    /// catalog and that nothing embeds: a product of its own, English only by the project's rule
    /// (60th study: 14 of 14 `key-not-in-catalog` and `hardcoded-accessibility-string` findings in it
    /// were judged wrong). Its keys and literals are not reported. A watch app the iPhone app embeds
    /// runs as part of the localized product, one that copies a `.strings` table localizes, and one
    /// under a catalog no target copies forgot it: what they lack is still reported.
    @Test(arguments: ["standalone", "embedded", "strings table", "uncopied catalog"])
    func aStandaloneAppWithoutCatalogBesideALocalizedOneIsNotToldOfMissingText(variant: String) throws {
        let embedded = variant == "embedded"
        let folder = try TemporaryFolder()
        try folder.write("Stand.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj("""
            MAIN = {isa = PBXGroup; children = (PHONEDIR, WATCHDIR); sourceTree = "<group>"; };
            PHONEDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = "Phone"; sourceTree = "<group>"; };
            WATCHDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = "Watch"; sourceTree = "<group>"; };
            WATCHPRODUCT = {isa = PBXFileReference; path = Watch.app; sourceTree = BUILT_PRODUCTS_DIR; };
            PHONE = {isa = PBXNativeTarget; name = "Phone"; buildConfigurationList = LIST; buildPhases = (\(embedded ? "EMBED" : "")); fileSystemSynchronizedGroups = (PHONEDIR); productType = "com.apple.product-type.application"; };
            WATCH = {isa = PBXNativeTarget; name = "Watch"; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (WATCHDIR); productReference = WATCHPRODUCT; productType = "com.apple.product-type.application"; };
            EMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 16; files = (EMBEDFILE); };
            EMBEDFILE = {isa = PBXBuildFile; fileRef = WATCHPRODUCT; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """, targets: ["PHONE", "WATCH"], project: "knownRegions = (en, de, Base);"))
        try folder.write("Phone/Localizable.xcstrings", Fixture.catalog(["home.label": ["en": "Home", "de": "Start"]]))
        try folder.write("Phone/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\nImage(\"y\").accessibilityLabel(\"away.label\")\n")
        if variant == "strings table" { try folder.write("Watch/de.lproj/Localizable.strings", "\"Current streak\" = \"Aktuelle Serie\";\n") }
        if variant == "uncopied catalog" { try folder.write("Localizable.xcstrings", Fixture.catalog(["other.label": ["en": "Other", "de": "Andere"]])) }
        try folder.write("Watch/ContentView.swift", """
            Image("x").accessibilityLabel("Current streak")
            func update(_ label: UILabel) { label.accessibilityLabel = "Stand up now" }

            """)
        let findings = sourceFindings(audit(folder))
        #expect(findings["Home.swift"] == ["key-not-in-catalog away.label"], "\(findings)")
        #expect(
            (findings["ContentView.swift"] ?? []).sorted() == (variant == "standalone" ? []
                // The key may be in the watch's own `.strings` table: nothing is said of it.
                : variant == "strings table" ? ["hardcoded-accessibility-string "]
                : ["hardcoded-accessibility-string ", "key-not-in-catalog Current streak"]),
            "\(findings)")
    }
}
