import Foundation
import Testing
import TestSupport

/// `catalogs` lists, per module, the Swift files and their accessibility call sites: the same uses
/// `check` reports in its JSON map.
struct CatalogsSourcesTests {
    static func json(_ arguments: [String]) throws -> [String: Any] {
        let run = try ToolRunner.run(arguments)
        #expect(run.status == 0 || run.status == 1, "\(run.error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    }

    @Test func swiftFilesAndTheirUsesMatchCheck() throws {
        let inventory = try Self.json(["catalogs", "--format", "json", "Catalogs"])
        let files = try #require(inventory["swiftFiles"] as? [[String: Any]])
        let check = try Self.json(["check", "--format", "json", "Catalogs"])
        let checked = try #require(check["sources"] as? [[String: Any]])
        let listed = Dictionary(uniqueKeysWithValues: files.map { ($0["path"] as? String ?? "", $0["uses"] as? Int ?? -1) })
        let audited = Dictionary(uniqueKeysWithValues: checked.map { ($0["path"] as? String ?? "", ($0["uses"] as? [Any])?.count ?? -1) })
        #expect(listed == audited)
        #expect(listed.values.reduce(0, +) > 50, "the demo app's call sites")
        #expect(!listed.keys.contains { $0.hasSuffix("Package.swift") }, "a package manifest shows no text")
        // A package target's files lie in its folder; the Xcode project's are named by the target
        // that compiles them.
        for file in files {
            let path = file["path"] as? String ?? "", module = file["module"] as? String ?? ""
            let targets = file["targets"] as? [String] ?? []
            if path.hasPrefix("Catalogs/Sources/") {
                #expect(path.hasPrefix("Catalogs/Sources/\(module)/") && targets.isEmpty, "\(file)")
            } else {
                #expect(targets.first == module, "\(file)")
            }
        }
        let tests = try #require(files.first { ($0["path"] as? String) == "Catalogs/AppTests/TonightBannerTests.swift" })
        #expect(tests["uses"] as? Int == 0 && (tests["skipped"] as? [Any])?.count == 1, "a test target's code does not ship")
    }

    /// Text a view's makers give is listed where they write it, with the form that speaks it.
    @Test func aUseTheCallersGiveSaysWhereItIsSpoken() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Row.swift", """
            struct Row: View {
                let title: String
                var body: some View { Image(systemName: "x").accessibilityLabel(title) }
            }
            """)
        try folder.write("App/Screen.swift", """
            struct Screen: View {
                var body: some View { Row(title: "Inbox") }
            }
            """)
        let check = try Self.json(["check", "--format", "json", folder.url.appendingPathComponent("App").path])
        let sources = try #require(check["sources"] as? [[String: Any]])
        let uses = sources.flatMap { source in ((source["uses"] as? [[String: Any]]) ?? []).map { (source["path"] as? String ?? "", $0) } }
        #expect(uses.count == 1)
        #expect(uses.first?.0.hasSuffix("App/Screen.swift") == true)
        #expect((uses.first?.1["spokenAt"] as? String)?.hasSuffix("App/Row.swift:3:50") == true, "\(uses)")
    }

    @Test func theTextListsEachModulesFilesBeforeTheCatalogs() throws {
        let run = try ToolRunner.run(["catalogs", "Catalogs"])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        let poster = try #require(lines.first { $0.contains("PosterViewController.swift") })
        #expect(poster.contains("1 hard-coded"), "\(poster)")
        let firstCatalog = try #require(lines.firstIndex { $0.hasSuffix(".xcstrings: 16 keys; languages: en, de") })
        #expect(lines.firstIndex(of: poster).map { $0 < firstCatalog } == true)
        let noSources = try ToolRunner.run(["catalogs", "--no-sources", "Catalogs"])
        #expect(!noSources.output.contains(".swift"))
    }
}
