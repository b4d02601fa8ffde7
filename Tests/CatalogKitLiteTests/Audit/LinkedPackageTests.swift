import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// A local Swift package ships inside the apps that link its products, built for their platforms:
/// Chapterflow's `AppFeature` package, linked only by an iOS app, had two `label-not-in-name`
/// findings repeated from the `#else` of `#if os(iOS)`, a branch no build of the app takes.
struct LinkedPackageTests {
    /// An iOS app (and, when `macApp`, a macOS app) linking the `Feature` product of the local
    /// package `Packages/Feature`; a second local package, `Loose`, that no target links.
    /// With `productOnly`, the project names the product without its package; `otherLocalPackage`
    /// adds a second local package to the project, so that the product is found by its name.
    private func project(macApp: Bool, productOnly: Bool = false, otherLocalPackage: Bool = false) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let package = productOnly ? "" : "package = LOCAL; "
        let macTarget = macApp
            ? "MAC = {isa = PBXNativeTarget; name = MacApp; buildConfigurationList = MACLIST; packageProductDependencies = (MACLINK); productType = \"com.apple.product-type.application\"; };\n"
                + "MACLINK = {isa = XCSwiftPackageProductDependency; \(package)productName = Feature; };\n"
                + "MACLIST = {isa = XCConfigurationList; buildConfigurations = (MACRELEASE); };\n"
                + "MACRELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; }; name = Release; };\n"
            : ""
        let objects = """
            MAIN = {isa = PBXGroup; children = (APPDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); packageProductDependencies = (LINK, REMOTELINK, PLUGIN); productType = "com.apple.product-type.application"; };
            LINK = {isa = XCSwiftPackageProductDependency; \(package)productName = Feature; };
            REMOTELINK = {isa = XCSwiftPackageProductDependency; package = REMOTE; productName = Loose; };
            PLUGIN = {isa = XCSwiftPackageProductDependency; package = LOCAL; productName = "plugin:Lint"; };
            LOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Feature; };
            REMOTE = {isa = XCRemoteSwiftPackageReference; repositoryURL = "https://example.com/loose.git"; };
            \(otherLocalPackage ? "OTHERLOCAL = {isa = XCLocalSwiftPackageReference; relativePath = Packages/Loose; };" : "")
            LIST = {isa = XCConfigurationList; buildConfigurations = (DEBUG, RELEASE); };
            DEBUG = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG APPONLY"; }; name = Debug; };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; SWIFT_ACTIVE_COMPILATION_CONDITIONS = APPONLY; }; name = Release; };
            \(macTarget)
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(
            objects, targets: ["APP"] + (macApp ? ["MAC"] : []), project: "knownRegions = (en, de);"))
        try folder.write("App/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["home.label": ["en": "Home", "de": "Start"]]))
        let platformCode = """
            #if os(iOS)
            Image("x").accessibilityLabel("phone.label")
            #else
            Image("x").accessibilityLabel("mac.label")
            #endif
            #if APPONLY
            Image("x").accessibilityLabel("apponly.label")
            #endif
            """
        for name in ["Feature", "Loose"] {
            try folder.write("Packages/\(name)/Package.swift", "// swift-tools-version: 6.0\n")
            try folder.write("Packages/\(name)/Sources/\(name)/\(name)View.swift", platformCode)
        }
        return folder
    }

    private func skipped(_ run: AuditRun, _ file: String) -> [String] {
        run.sources.first { $0.path.hasSuffix(file) }?.source.skipped.map { "\($0.use.callPosition.line) \($0.reason)" } ?? ["no \(file)"]
    }

    @Test func theProjectNamesTheLocalProductsATargetLinks() throws {
        let folder = try project(macApp: false)
        let project = try PBXProjectReader.read(xcodeproj: folder.path + "/App.xcodeproj", workingDirectory: "/")
        // The remote package's code is not in the tree; a plugin is no linked code.
        #expect(project.targets[0].packageProducts == [PackageProductLink(productName: "Feature", packageFolder: folder.path + "/Packages/Feature")])
        let link = project.targets[0].packageProducts[0]
        #expect(link.links(targetFolder: folder.path + "/Packages/Feature/Sources/Feature", targetName: "Feature"))
        #expect(!link.links(targetFolder: folder.path + "/Packages/FeatureKit/Sources/FeatureKit", targetName: "FeatureKit"))
        // Before Xcode 15 a local package was a folder in the project, its product named alone.
        let named = PackageProductLink(productName: "Feature")
        #expect(named.links(targetFolder: "/any/Sources/Feature", targetName: "Feature") && !named.links(targetFolder: "/any/Sources/Other", targetName: "Other"))
    }

    /// XcodeGen names a local package under `packages:` and links it with `- package:`, its
    /// `product`, its `products`, or the product named like the package.
    @Test func anXcodeGenSpecNamesTheLocalProductsATargetLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Reader
            packages:
              Feature:
                path: Packages/Feature
              Remote:
                url: https://example.com/remote.git
                from: 1.0.0
            targets:
              Reader:
                type: application
                platform: iOS
                sources: [App]
                dependencies:
                  - package: Feature
                  - package: Feature
                    product: FeatureUI
                  - package: Feature
                    products: [FeatureKit]
                  - package: Remote
            """)
        let project = try XcodeGenProjectReader.read(spec: folder.path + "/project.yml", workingDirectory: "/")
        let packageFolder = folder.path + "/Packages/Feature"
        #expect(project.targets.first?.packageProducts == ["Feature", "FeatureUI", "FeatureKit"].map { PackageProductLink(productName: $0, packageFolder: packageFolder) })
    }

    @Test(arguments: [false, true])
    func aLinkedPackageIsBuiltForItsAppsPlatformsOnly(productOnly: Bool) throws {
        let run = SourceRuleExampleTests.audit(try project(macApp: false, productOnly: productOnly))
        // Only the platform carries over: the app's own conditions (APPONLY) do not reach a package,
        // so that clause stays judged.
        #expect(skipped(run, "FeatureView.swift") == ["4 #else of #if os(iOS) (line 3) is false in every release build of Feature in App"])
        // A package no target links may be built anywhere: both branches are judged.
        #expect(skipped(run, "LooseView.swift") == [])
    }

    @Test func aPackageLinkedByAppsOfTwoPlatformsTakesBothBranches() throws {
        let run = SourceRuleExampleTests.audit(try project(macApp: true))
        #expect(skipped(run, "FeatureView.swift") == [])
    }

    /// Mein Moers' `CityOS` package: its code runs in the app that links it, so a main-bundle lookup
    /// there reads the app's catalog, not a catalog that happens to lie nearer up the folders; a
    /// package no target links still reads the nearest. A leftover `Localizable.strings` in the
    /// project's folder that no target copies is read by no code and hides no missing key.
    @Test func aLinkedPackagesMainBundleIsTheLinkingApps() throws {
        let folder = try project(macApp: false)
        try folder.write("Packages/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog([
            "phone.label": ["en": "Phone", "de": "Telefon"], "apponly.label": ["en": "App", "de": "App"], "mac.label": ["en": "Mac", "de": "Mac"],
        ]))
        try folder.write("Leftovers/en.lproj/Localizable.strings", "\"phone.label\" = \"Phone\";\n")
        let run = SourceRuleExampleTests.audit(folder)
        let findings = { (file: String) in
            run.sources.first { $0.path.hasSuffix(file) }?.findings.map { "\($0.ruleID) \($0.location.key)" } ?? ["no \(file)"]
        }
        #expect(findings("FeatureView.swift") == ["key-not-in-catalog phone.label", "key-not-in-catalog apponly.label"])
        #expect(findings("LooseView.swift") == [])
    }

    /// kero links STTextView, whose umbrella target depends on its UIKit target only
    /// `.when(platforms: [.iOS, .macCatalyst])`: a macOS app never compiles that target, whose
    /// announcements gave three false `key-not-in-catalog` errors (56th study). Here an iOS app links
    /// `Feature`, which brings in `FeatureMac` only for macOS; `Unlinked` is in no product it links.
    @Test(arguments: [false, true])
    func aPackageTargetTheLinkedProductBringsInOnlyForOtherPlatformsIsNotBuilt(productOnly: Bool) throws {
        let folder = try project(macApp: false, productOnly: productOnly, otherLocalPackage: productOnly)
        try folder.write("Packages/Feature/Package.swift", """
            // swift-tools-version: 6.0
            import PackageDescription
            let package = Package(
                name: "Feature",
                products: [.library(name: "Feature", targets: ["Feature"])],
                targets: [
                    .target(name: "Feature", dependencies: [
                        .target(name: "FeatureMac", condition: .when(platforms: [.macOS])),
                        .target(name: "FeatureShared", condition: .when(platforms: [.iOS, .macOS])),
                    ]),
                    .target(name: "FeatureMac"),
                    .target(name: "FeatureShared"),
                    .target(name: "Unlinked"),
                ]
            )
            """)
        for name in ["FeatureMac", "FeatureShared", "Unlinked"] {
            try folder.write("Packages/Feature/Sources/\(name)/\(name)View.swift", "Image(\"x\").accessibilityLabel(\"\(name).label\")\n")
        }
        let run = SourceRuleExampleTests.audit(folder)
        #expect(skipped(run, "FeatureMacView.swift") == ["1 App (iOS) links products of its package that bring in FeatureMac only for other platforms (Package.swift)"])
        // A target no product brings in may be linked by an app or product the run does not see.
        #expect(skipped(run, "UnlinkedView.swift") == [])
        #expect(skipped(run, "FeatureSharedView.swift") == [])
        #expect(skipped(run, "FeatureView.swift") == ["4 #else of #if os(iOS) (line 3) is false in every release build of Feature in App"])
    }
}
