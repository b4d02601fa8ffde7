import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// bruce's `BruceUITestHost_iOS`: an iOS app beside the product that is never signed
    /// (`CODE_SIGNING_ALLOWED = NO`) runs only in the simulator, for UI tests; its own code ships
    /// to nobody (two wrong findings on its fixture rooms, 27th study). An unsigned app
    /// alone in its project, or an unsigned Mac app, is judged.
    @Test(arguments: [("iphoneos", true), ("iphoneos", false), ("macosx", true)])
    func anUnsignedDeviceAppBesideTheProductDoesNotShip(sdk: String, withProduct: Bool) throws {
        let folder = try TemporaryFolder()
        try writeTwoAppProject(in: folder, app: ("App", "SDKROOT = \(sdk);"), second: ("TestHost", "UITestHost", "SDKROOT = \(sdk); CODE_SIGNING_ALLOWED = NO;"),
                               withApp: withProduct)
        try folder.write("App/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        try folder.write("UITestHost/HostApp.swift", "Image(\"x\").accessibilityLabel(\"Living Room\")\n")
        let run = audit(folder)
        let host = try #require(run.sources.first { $0.path.hasSuffix("HostApp.swift") })
        if withProduct && sdk == "iphoneos" {
            #expect(host.findings.isEmpty)
            #expect(host.source.skipped.map { $0.reason } == [
                "only TestHost, an app beside the product that is never signed (CODE_SIGNING_ALLOWED = NO) and so runs only in the simulator, compiles the file",
            ])
            #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog home.label"])
        } else {
            #expect(host.findings.map { $0.ruleID } == ["key-not-in-catalog"])
        }
    }

    /// A project that sets `CODE_SIGNING_ALLOWED = NO` for every app (to build unsigned packages),
    /// an iOS app beside a Mac app: no signed product, so the iOS app is judged.
    @Test func unsignedAppsWithoutASignedProductAreJudged() throws {
        let folder = try TemporaryFolder()
        try writeTwoAppProject(in: folder, app: ("App", "SDKROOT = iphoneos; CODE_SIGNING_ALLOWED = NO;"),
                               second: ("MacApp", "MacApp", "SDKROOT = macosx; CODE_SIGNING_ALLOWED = NO;"))
        try folder.write("App/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        try folder.write("MacApp/MacHome.swift", "Image(\"x\").accessibilityLabel(\"mac.label\")\n")
        let run = audit(folder)
        #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog home.label"])
        #expect(sourceFindings(run)["MacHome.swift"] == ["key-not-in-catalog mac.label"])
    }

    /// An Xcode project of two app targets, each a synchronized folder with its own release
    /// settings: `App` in `App/`, and a second app; `withApp: false` leaves `App` out of the project.
    private func writeTwoAppProject(
        in folder: TemporaryFolder, app: (name: String, settings: String), second: (name: String, folder: String, settings: String), withApp: Bool = true
    ) throws {
        let objects = """
            MAIN = {isa = PBXGroup; children = (APPDIR, SECONDDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            SECONDDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = \(second.folder); sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = \(app.name); buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            SECOND = {isa = PBXNativeTarget; name = \(second.name); buildConfigurationList = SECONDLIST; fileSystemSynchronizedGroups = (SECONDDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {\(app.settings) }; name = Release; };
            SECONDLIST = {isa = XCConfigurationList; buildConfigurations = (SECONDRELEASE); };
            SECONDRELEASE = {isa = XCBuildConfiguration; buildSettings = {\(second.settings) }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(
            objects, targets: withApp ? ["APP", "SECOND"] : ["SECOND"], project: "knownRegions = (en, de);"))
    }
}
