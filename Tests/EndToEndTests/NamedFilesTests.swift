import Foundation
import Testing
import TestSupport

/// A PATH that names one file (as a pre-commit hook passes them) is audited inside its project:
/// a catalog keeps the roles its Swift code gives it, a Swift file is checked against its module's
/// catalogs, and only the named files are reported.
struct NamedFilesTests {
    static let trailer = "Catalogs/Sources/Trailer/Resources/Localizable.xcstrings"

    static func catalogs(_ run: ToolRun) throws -> [String: Int] {
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
        var result: [String: Int] = [:]
        for catalog in document?["catalogs"] as? [[String: Any]] ?? [] {
            let strings = catalog["accessibilityStrings"] as? [String: Any]
            result[catalog["path"] as? String ?? ""] = strings?["total"] as? Int
        }
        return result
    }

    @Test func aNamedCatalogKeepsTheRolesOfItsCode() throws {
        let whole = try ToolRunner.run(["check", "--format", "json", "Catalogs"], environment: withoutGit)
        let named = try ToolRunner.run(["check", "--format", "json", Self.trailer], environment: withoutGit)
        let wholeCount = try #require(try Self.catalogs(whole)[Self.trailer])
        #expect(try Self.catalogs(named) == [Self.trailer: wholeCount], "the named catalog alone, with the strings the whole run gives it")
        #expect(named.output.contains(#""usedAt": "Catalogs/Sources/Trailer/TrailerPlayerView.swift:"#), "code roles say where they come from")
        // Only the named catalog's findings, none of another module's.
        #expect(!named.output.contains("Sources/Favorites/"), "\(named.output.prefix(2000))")
    }

    @Test func aNamedSwiftFileIsCheckedAgainstItsModulesCatalog() throws {
        let file = "Catalogs/Sources/Trailer/TrailerControlsViewController.swift"
        let run = try ToolRunner.run(["check", file], environment: withoutGit)
        // The key the code looks up is checked against the Trailer catalog: the planted missing key.
        #expect(run.output.contains("\(file):41:71: error: The label key \"trailer.audioDescription.label\""), "\(run.output)")
        #expect(run.output.contains("0 catalogs, 1 Swift file"), "\(run.output)")
        #expect(run.status == 1)
    }

    /// A named catalog with a hard link elsewhere in its project is one file met twice: the run
    /// keeps the path that was named and reports it (it reported nothing, and failed as empty).
    @Test func aNamedCatalogWithAHardLinkIsReportedUnderItsName() throws {
        let folder = try TemporaryFolder()
        let catalog = #"{"sourceLanguage":"en","strings":{"close.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Close"}}}}},"version":"1.0"}"#
        try folder.write("App/Package.swift", "// swift-tools-version: 6.0\n")
        let named = try folder.write("App/Localizable.xcstrings", catalog)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App/alone"), withIntermediateDirectories: true)
        try FileManager.default.linkItem(at: named, to: folder.url.appendingPathComponent("App/alone/Localizable.xcstrings"))
        let run = try ToolRunner.run(["check", "--format", "json", "App/Localizable.xcstrings"], in: folder.url, environment: withoutGit)
        #expect(run.status == 1, "\(run.error)")
        #expect(try Self.catalogs(run).keys.sorted() == ["App/Localizable.xcstrings"], "\(run.output.prefix(1500))")
        #expect(run.output.contains("German"), "the named catalog's missing German is reported")
    }

    @Test func aNamedConfigurationReportsItsWholeProject() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("App/.xcstrings-a11y.json", #"{"languages": ["en", "de"]}"#)
        try folder.write("App/Sources/A/Close.swift", "import UIKit\nfunc f(_ b: UIButton) { b.accessibilityLabel = \"Close\" }\n")
        try folder.write("App/Sources/B/Share.swift", "import UIKit\nfunc g(_ b: UIButton) { b.accessibilityLabel = \"Share\" }\n")
        let run = try ToolRunner.run(["check", "App/.xcstrings-a11y.json"], in: folder.url, environment: withoutGit)
        #expect(run.status == 1)
        #expect(run.output.contains("App/Sources/A/Close.swift:2:"), "\(run.output)")
        #expect(run.output.contains("App/Sources/B/Share.swift:2:"), "\(run.output)")
    }
}

/// `export` of one catalog path exports that catalog alone, with the roles its module's code gives.
struct NamedCatalogExportTests {
    @Test func exportingOneCatalogKeepsItsCodeRolesAndOnlyIt() throws {
        let folder = try TemporaryFolder()
        let catalog = "Catalogs/Sources/Trailer/Resources/Localizable.xcstrings"
        try FileManager.default.copyItem(at: Package.root.appendingPathComponent("Catalogs"), to: folder.url.appendingPathComponent("Catalogs"))
        let one = try ToolRunner.run(["export", "-l", "de", "--format", "csv", "-o", "-", catalog], in: folder.url, environment: withoutGit)
        let module = try ToolRunner.run(["export", "-l", "de", "--format", "csv", "-o", "-", "Catalogs/Sources/Trailer"], in: folder.url, environment: withoutGit)
        #expect(one.status == 0, "\(one.error)")
        #expect(!one.output.isEmpty)
        #expect(one.output == module.output, "one catalog exports as its module's folder does")
        #expect(!one.output.contains("Sources/Favorites"))
        #expect(one.output.contains("Swift code"), "roles from the code: \(one.output.prefix(1500))")
    }
}
