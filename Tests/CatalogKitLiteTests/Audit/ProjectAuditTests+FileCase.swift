import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// winston's project names the group `Components` for the folder `components` on disk: Xcode on
    /// a Mac finds the files, the file system ignoring case, and so does the audit (it had left all
    /// 447 files out as compiled by no target). A file no target names, in any case, stays out.
    @Test func aProjectNamingAFolderInAnotherCaseCompilesItsFiles() throws {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (GROUP); sourceTree = "<group>"; };
            GROUP = {isa = PBXGroup; children = (FILE); path = Components; sourceTree = "<group>"; };
            FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Badge.swift; sourceTree = "<group>"; };
            BUILD = {isa = PBXBuildFile; fileRef = FILE; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD); };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; buildPhases = (SOURCES); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(objects, targets: ["APP"]))
        try folder.write("components/Badge.swift", "Image(\"x\").accessibilityLabel(\"badge.label\")\n")
        try folder.write("components/Stale.swift", "Image(\"x\").accessibilityLabel(\"stale.label\")\n")
        let run = audit(folder)
        #expect(sourceFindings(run)["Badge.swift"] == ["key-not-in-catalog badge.label"])
        let badge = try #require(run.sources.first { $0.path.hasSuffix("Badge.swift") })
        #expect(badge.source.targets == ["App"])
        #expect(sourceFindings(run)["Stale.swift"] == [], "no target names it")
    }
}
