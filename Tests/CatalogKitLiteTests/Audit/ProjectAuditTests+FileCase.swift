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

extension ProjectAuditTests {
    /// oktan's project (49th study) keeps its app in the synchronized folder `oktan` while the disk
    /// has `Oktan`: Xcode on a Mac compiles the files and copies the catalog, and so does the audit
    /// (it had read the whole app as code no target compiles, and its catalog as no target's). The
    /// folder's exceptions still hold, and a folder of another name stays out.
    @Test func aSynchronizedFolderNamedInAnotherCaseCompilesItsFilesAndCopiesItsCatalog() throws {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (APPDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EXCEPTIONS); path = oktan; sourceTree = "<group>"; };
            EXCEPTIONS = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Preview/Sample.swift); target = APP; };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(objects, targets: ["APP"], project: "knownRegions = (en, de);"))
        try folder.write("Oktan/Views/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\nImage(\"y\").accessibilityLabel(\"missing.label\")\n")
        try folder.write("Oktan/Preview/Sample.swift", "Image(\"x\").accessibilityLabel(\"sample.label\")\n")
        try folder.write("Oktanic/Other.swift", "Image(\"x\").accessibilityLabel(\"other.label\")\n")
        try folder.write("Oktan/Resources/Localizable.xcstrings", Fixture.catalog(["home.label": ["en": "Home", "de": "Start"]]))
        let run = audit(folder)
        let home = try #require(run.sources.first { $0.path.hasSuffix("Home.swift") })
        #expect(home.source.targets == ["App"])
        #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog missing.label"], "home.label is in the app's catalog")
        #expect(sourceFindings(run)["Sample.swift"] == [], "the folder's exception leaves it out")
        #expect(sourceFindings(run)["Other.swift"] == [], "no target names Oktanic")
    }
}
