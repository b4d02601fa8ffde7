import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// `contents.xcworkspacedata`: the projects a workspace names, through groups and every kind of
/// location, and the errors of a broken file.
struct WorkspaceReaderTests {
    @Test func namesItsProjectsThroughGroupsAndLocations() throws {
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <Workspace version = "1.0">
               <FileRef location = "group:App/App.xcodeproj"></FileRef>
               <FileRef location = "group:README.md"></FileRef>
               <Group location = "container:Modules" name = "Modules">
                  <FileRef location = "group:Kit/Kit.xcodeproj"></FileRef>
                  <Group location = "group:Nested">
                     <FileRef location = "group:../Deep.xcodeproj"></FileRef>
                  </Group>
                  <FileRef location = "group:Package"></FileRef>
               </Group>
               <FileRef location = "absolute:/opt/Tools/Tools.xcodeproj"></FileRef>
               <FileRef location = "self:"></FileRef>
               <FileRef location = "developer:Some.xcodeproj"></FileRef>
            </Workspace>
            """
        let projects = try WorkspaceReader.projects(in: Array(xml.utf8), file: "W.xcworkspace/contents.xcworkspacedata", container: "/repo")
        #expect(projects == ["/repo/App/App.xcodeproj", "/repo/Modules/Kit/Kit.xcodeproj", "/repo/Modules/Deep.xcodeproj", "/opt/Tools/Tools.xcodeproj"])
    }

    @Test func brokenWorkspacesAreErrorsWithPositions() throws {
        do {
            _ = try WorkspaceReader.projects(in: Array("<Workspace>\n  <FileRef location=\"group:A.xcodeproj\">\n</Workspace>".utf8), file: "contents.xcworkspacedata", container: "/repo")
            Issue.record("read a broken workspace")
        } catch {
            #expect(error.position?.line == 3, "\(error)")
            #expect(error.file == "contents.xcworkspacedata")
        }
        do {
            _ = try WorkspaceReader.projects(in: Array("<Other/>".utf8), file: "contents.xcworkspacedata", container: "/repo")
            Issue.record("read a document that is not a workspace")
        } catch {
            #expect(error.message == "the root element is <Other>, not <Workspace>")
            #expect(error.position?.line == 1 && error.position?.column == 1)
        }
    }

    @Test(.enabled(if: Corpus.isAvailable, "the shared corpus is absent")) func readsTheCorpusWorkspaces() throws {
        let real = try #require(Corpus.real)
        let feather = real.appendingPathComponent("khcrysalis__Feather")
        let projects = try WorkspaceReader.projects(inWorkspace: feather.appendingPathComponent("Feather.xcworkspace").path, workingDirectory: "/")
        #expect(projects == [feather.appendingPathComponent("Feather.xcodeproj").standardizedFileURL.path], "the packages and files it names are no projects")
        for url in Corpus.files(under: real) where url.lastPathComponent == "contents.xcworkspacedata" {
            let workspace = url.deletingLastPathComponent().path
            let named = try WorkspaceReader.projects(inWorkspace: workspace, workingDirectory: "/")
            if workspace.hasSuffix("project.xcworkspace") || workspace.hasSuffix("package.xcworkspace") {
                #expect(named.isEmpty, "\(workspace) names only itself")
            }
        }
    }
}
