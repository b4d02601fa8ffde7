import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// AuthenticKey's project (58th study) names its files below a group `AuthenticKey` that the
    /// repository flattened away: `AuthenticKey/Views/TokenListItem.swift` is on disk as
    /// `Views/TokenListItem.swift`. Each file the project misses is the checkout's file of that name,
    /// compiled by the target that names it, and so is the catalog it copies (the audit had left the
    /// whole app out as code no target compiles). A name the project misses twice decides nothing,
    /// and a file whose named path is on disk is no moved one.
    @Test func filesTheProjectNamesAtPathsNotOnDiskAreTheCheckoutsFilesOfThoseNames() throws {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (GROUP); sourceTree = "<group>"; };
            GROUP = {isa = PBXGroup; children = (VIEWS, CATALOG, PRESENT, ONE, TWO, CELL); path = App; sourceTree = "<group>"; };
            VIEWS = {isa = PBXGroup; children = (FILE); path = Views; sourceTree = "<group>"; };
            FILE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Row.swift; sourceTree = "<group>"; };
            PRESENT = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Present.swift; sourceTree = "<group>"; };
            ONE = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = A/Utils.swift; sourceTree = "<group>"; };
            TWO = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = B/Utils.swift; sourceTree = "<group>"; };
            CELL = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Cell.swift; sourceTree = "<group>"; };
            CATALOG = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
            BUILD = {isa = PBXBuildFile; fileRef = FILE; };
            BUILDPRESENT = {isa = PBXBuildFile; fileRef = PRESENT; };
            BUILDONE = {isa = PBXBuildFile; fileRef = ONE; };
            BUILDTWO = {isa = PBXBuildFile; fileRef = TWO; };
            BUILDCELL = {isa = PBXBuildFile; fileRef = CELL; };
            BUILDCATALOG = {isa = PBXBuildFile; fileRef = CATALOG; };
            SOURCES = {isa = PBXSourcesBuildPhase; files = (BUILD, BUILDPRESENT, BUILDONE, BUILDTWO, BUILDCELL); };
            RESOURCES = {isa = PBXResourcesBuildPhase; files = (BUILDCATALOG); };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; buildPhases = (SOURCES, RESOURCES); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(objects, targets: ["APP"], project: "knownRegions = (en, de);"))
        try folder.write("Views/Row.swift", "Image(\"x\").accessibilityLabel(\"row.label\")\nImage(\"y\").accessibilityLabel(\"missing.label\")\n")
        try folder.write("Localizable.xcstrings", Fixture.catalog(["row.label": ["en": "Row", "de": "Zeile"]]))
        try folder.write("App/Present.swift", "Image(\"x\").accessibilityLabel(\"present.label\")\n")
        try folder.write("Elsewhere/Present.swift", "Image(\"x\").accessibilityLabel(\"copy.label\")\n")
        try folder.write("Utils.swift", "Image(\"x\").accessibilityLabel(\"utils.label\")\n")
        // Missed once by the project, found twice on disk: which one it is, nothing says.
        try folder.write("Sources/Cell.swift", "Image(\"x\").accessibilityLabel(\"cell.label\")\n")
        try folder.write("Examples/Cell.swift", "Image(\"x\").accessibilityLabel(\"example.label\")\n")
        let run = audit(folder)
        let row = try #require(run.sources.first { $0.path.hasSuffix("Row.swift") })
        #expect(row.source.targets == ["App"])
        #expect(sourceFindings(run)["Row.swift"] == ["key-not-in-catalog missing.label"], "row.label is in the catalog the target copies")
        #expect(sourceFindings(run)["Utils.swift"] == [], "two missing Utils.swift: which one it is, nothing says")
        #expect(run.sources.filter { $0.path.hasSuffix("Cell.swift") }.allSatisfy { $0.source.targets.isEmpty }, "one missing Cell.swift, two on disk")
        let copy = try #require(run.sources.first { $0.path.hasSuffix("Elsewhere/Present.swift") })
        #expect(copy.source.targets.isEmpty, "the project's Present.swift is on disk where it names it")
    }
}
