import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Which projects a discovery finds: those under the paths, those a workspace names, and those in
/// the folders above a path up to its repository root.
struct ProjectDiscoveryTests {
    static let project = PBXProjectReaderTests.pbxproj("""
        MAIN = {isa = PBXGroup; children = (DIR); sourceTree = "<group>"; };
        DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        T = {isa = PBXNativeTarget; name = MovieApp; fileSystemSynchronizedGroups = (DIR); productType = "com.apple.product-type.application"; };
        """, targets: ["T"])

    @Test func findsTheProjectsAboveAPathInItsRepository() throws {
        let repository = try TemporaryFolder()
        try repository.write(".git/HEAD", "ref: refs/heads/main\n")
        try repository.write("App.xcodeproj/project.pbxproj", Self.project)
        try repository.write("App/Screens/Localizable.xcstrings", "{}")
        try repository.write("App/Screens/Home.swift", "")
        let discovery = CatalogDiscovery(readsSource: { _ in true })
        let found = discovery.discoverFiles([repository.path + "/App/Screens"])
        #expect(found.projects.projects.map(\.name) == ["App"])
        #expect(found.catalogs.map(\.module) == ["MovieApp"], "the target names the catalog's module")
        // A file named on the command line: its own folder is looked at too.
        #expect(discovery.discoverFiles([repository.path + "/App/Screens/Home.swift"]).projects.projects.count == 1)
    }

    /// PizzaHelperUnited keeps twelve exported localization catalogs (`.xcloc`) for translators: their
    /// copies of the catalogs are never built into the app and are not searched (a study saw every
    /// finding twelve times more); one named on the command line is still read. The files that may
    /// name a class are listed with the Swift files.
    @Test func exportedLocalizationCatalogsAreNotSearched() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", "{}")
        try folder.write("App/Home.swift", "")
        try folder.write("App/Base.lproj/Main.storyboard", "<document/>")
        let copy = "_i18n_xliff/de.xcloc/Localized Contents/de.xliff"
        try folder.write(copy, "<xliff/>")
        try folder.write("_i18n_xliff/de.xcloc/Source Contents/App/Localizable.xcstrings", "{}")
        let discovery = CatalogDiscovery(readsSource: { _ in true })
        let found = discovery.discoverFiles([folder.path])
        #expect(found.catalogs.map(\.path) == [folder.path + "/App/Localizable.xcstrings"])
        #expect(found.classNamingFiles == [folder.path + "/App/Base.lproj/Main.storyboard"])
        let named = folder.path + "/_i18n_xliff/de.xcloc/Source Contents/App/Localizable.xcstrings"
        #expect(discovery.discoverFiles([named]).catalogs.map(\.path) == [named])
    }

    @Test func looksNoHigherThanThePathOutsideARepository() throws {
        let folder = try TemporaryFolder()
        try folder.write("App.xcodeproj/project.pbxproj", Self.project)
        try folder.write("App/Screens/Localizable.xcstrings", "{}")
        let found = CatalogDiscovery().discoverFiles([folder.path + "/App/Screens"])
        #expect(found.projects.isEmpty)
        #expect(found.catalogs.map(\.module) == ["Screens"])
        #expect(CatalogDiscovery().discoverFiles([folder.path]).projects.projects.count == 1, "under the path it is found")
    }

    @Test func readsTheProjectsAWorkspaceNamesAndReportsBrokenOnes() throws {
        let folder = try TemporaryFolder()
        try folder.write("Checked/App.xcworkspace/contents.xcworkspacedata", """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0"><FileRef location = "group:../Elsewhere/Other.xcodeproj"></FileRef></Workspace>
            """)
        try folder.write("Elsewhere/Other.xcodeproj/project.pbxproj", Self.project)
        try folder.write("Checked/Broken.xcodeproj/project.pbxproj", "{ objects = { ")
        let found = CatalogDiscovery().discoverFiles([folder.path + "/Checked"])
        #expect(found.projects.projects.map(\.name) == ["Other"])
        #expect(found.unreadableProjects.map(\.id) == ["project-syntax"])
        #expect(found.unreadableProjects.first?.file.hasSuffix("Broken.xcodeproj/project.pbxproj") == true)
    }
}
