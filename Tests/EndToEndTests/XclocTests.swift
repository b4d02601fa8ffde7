import Foundation
import Testing
import TestSupport

/// Xcode's localization catalogs (`.xcloc`): export writes one as Xcode does, import reads ours
/// and Xcode's.
struct XclocTests {
    @Test func exportWritesXcodesLayout() throws {
        let project = try TranslationRefusalTests.Project()
        let run = try project.run(["export", "-l", "de", "App", "-o", "de.xcloc"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Exported 6 units of 1 catalog for de."), "\(run.error)")
        let bundle = project.folder.url.appendingPathComponent("de.xcloc")
        let names = Corpus.files(under: bundle).map { String($0.path.dropFirst(bundle.path.count + 1)) }
        #expect(names == ["Localized Contents/de.xliff", "Source Contents/App/Localizable.xcstrings", "contents.json"], "\(names)")
        var isFolder: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: bundle.appendingPathComponent("Notes").path, isDirectory: &isFolder) && isFolder.boolValue)
        let contents = try String(contentsOf: bundle.appendingPathComponent("contents.json"), encoding: .utf8)
        #expect(contents.hasPrefix("{\n  \"developmentRegion\" : \"en\",\n  \"targetLocale\" : \"de\",\n  \"toolInfo\" : {\n"), "\(contents)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contents.utf8)) as? [String: Any])
        #expect((object["toolInfo"] as? [String: String])?["toolID"] == "xcstrings-a11y")
        #expect(object["version"] as? String == "1.0")
        // The XLIFF is the one -o de.xliff writes, our notes and all; the source is the catalog.
        _ = try project.export("xliff")
        #expect(try Data(contentsOf: bundle.appendingPathComponent("Localized Contents/de.xliff")) == Data(contentsOf: project.folder.url.appendingPathComponent("work.xliff")))
        #expect(try String(contentsOf: bundle.appendingPathComponent("Localized Contents/de.xliff"), encoding: .utf8).contains("Role: label (from the key's comment)"))
        #expect(try Data(contentsOf: bundle.appendingPathComponent("Source Contents/App/Localizable.xcstrings")) == Data(TranslationRefusalTests.catalog.utf8))
    }

    @Test func aBundleIsReplacedAndNothingElse() throws {
        let project = try TranslationRefusalTests.Project()
        #expect(try project.run(["export", "-l", "de", "App", "-o", "de.xcloc"]).status == 0)
        try project.folder.write("de.xcloc/Notes/old.txt", "stale note")
        let again = try project.run(["export", "-l", "de", "App", "-o", "de.xcloc"])
        #expect(again.status == 0, "\(again.error)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.url.appendingPathComponent("de.xcloc/Notes/old.txt").path))
        // Nothing is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: project.folder.url.path).sorted()
        #expect(names == ["App", "de.xcloc", "original.json"], "\(names)")
        // A file, or a folder that is no bundle, is not replaced.
        try project.folder.write("file.xcloc", "mine")
        try project.folder.write("folder.xcloc/keep.txt", "mine")
        for target in ["file.xcloc", "folder.xcloc"] {
            let run = try project.run(["export", "-l", "de", "App", "-o", target])
            #expect(run.status == 2, "\(target): \(run.error)")
        }
        #expect(try String(contentsOf: project.folder.url.appendingPathComponent("file.xcloc"), encoding: .utf8) == "mine")
        #expect(try String(contentsOf: project.folder.url.appendingPathComponent("folder.xcloc/keep.txt"), encoding: .utf8) == "mine")
        let toStandardOutput = try project.run(["export", "-l", "de", "App", "-f", "xcloc", "-o", "-"])
        #expect(toStandardOutput.status == 2)
    }

    @Test func ourBundleImports() throws {
        let project = try TranslationRefusalTests.Project()
        #expect(try project.run(["export", "-l", "de", "App", "-o", "de.xcloc"]).status == 0)
        let xliff = project.folder.url.appendingPathComponent("de.xcloc/Localized Contents/de.xliff")
        try TranslationRefusalTests.filled(try String(contentsOf: xliff, encoding: .utf8)).write(to: xliff, atomically: true, encoding: .utf8)
        let run = try project.run(["import", "de.xcloc"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 6 units into 1 catalog; 0 refused"), "\(run.error)")
        #expect(try project.catalogText.contains("\"value\" : \"Spielt den Trailer ab.\""))
    }

    /// A bundle as Xcode's "Export Localizations" writes it: its contents.json, an XLIFF in
    /// Xcode's spelling (numbered substitutions, needs-review-l10n) among other localized files,
    /// the sources and an empty Notes.
    @Test func xcodesBundleImports() throws {
        let project = try TranslationRefusalTests.Project()
        try project.folder.write("Export/de.xcloc/contents.json", """
        {
          "developmentRegion" : "en",
          "project" : "App.xcodeproj",
          "targetLocale" : "de",
          "toolInfo" : {
            "toolBuildNumber" : "17A324",
            "toolID" : "com.apple.dt.xcode",
            "toolName" : "Xcode",
            "toolVersion" : "26.0"
          },
          "version" : "1.0"
        }
        """)
        try project.folder.write("Export/de.xcloc/Localized Contents/de.xliff", Translation.xcodeXLIFF(original: "App/Localizable.xcstrings", units: [
            ("%lld photos|==|plural.one", "%lld photo", "%lld Foto", "translated", "[a11y: label] Number of photos"),
            ("%lld photos|==|plural.other", "%lld photos", "%lld Fotos", "translated", "[a11y: label] Number of photos"),
            ("files.summary", "%@ has %2$#@count@", "%@ hat %2$#@count@", "translated", "[a11y: value]"),
            ("files.summary|==|substitutions.count.plural.one", "%2$lld file", "%2$lld Datei", "translated", "[a11y: value]"),
            ("files.summary|==|substitutions.count.plural.other", "%2$lld files", "%2$lld Dateien", "translated", "[a11y: value]"),
            ("trailer.play.hint", "Plays the trailer.", "Spielt den Trailer ab.", "needs-review-l10n", nil),
        ]))
        try project.folder.write("Export/de.xcloc/Localized Contents/App/Assets.xcassets/Contents.json", "{}")
        try project.folder.write("Export/de.xcloc/Source Contents/App/Localizable.xcstrings", TranslationRefusalTests.catalog)
        try FileManager.default.createDirectory(at: project.folder.url.appendingPathComponent("Export/de.xcloc/Notes"), withIntermediateDirectories: true)
        let run = try project.run(["import", "Export/de.xcloc"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 6 units into 1 catalog; 0 refused"), "\(run.error)")
        let text = try project.catalogText
        #expect(text.contains("\"value\" : \"%@ hat %#@count@\""))
        #expect(text.contains("\"value\" : \"%arg Dateien\""))
        #expect(text.range(of: #""state" : "needs_review",\s*"value" : "Spielt den Trailer ab\.""#, options: .regularExpression) != nil)
        // Messages name the XLIFF inside the bundle.
        let refused = try project.run(["import", "Export/de.xcloc", "--language", "fr"])
        #expect(refused.error.contains("Export/de.xcloc/Localized Contents/de.xliff:"), "\(refused.error)")
    }
}

/// Issue 28: exporting one catalog path lost the roles the module's Swift code gives (30 units
/// instead of 31 in the outside test). A catalog named alone now brings its module's code.
struct ExportScopeTests {
    @Test(arguments: ["Trailer", "Favorites", "Discover", "Search", "MovieDetail"])
    func aCatalogAloneExportsAsItsModuleFolderDoes(_ module: String) throws {
        let folder = try TemporaryFolder()
        let alone = try ToolRunner.run(["export", "-l", "de", "Catalogs/Sources/\(module)/Resources/Localizable.xcstrings", "-o", folder.url.appendingPathComponent("alone.xliff").path])
        let whole = try ToolRunner.run(["export", "-l", "de", "Catalogs/Sources/\(module)", "-o", folder.url.appendingPathComponent("module.xliff").path])
        #expect(alone.status == 0 && whole.status == 0, "\(alone.error)\(whole.error)")
        let aloneText = try String(contentsOf: folder.url.appendingPathComponent("alone.xliff"), encoding: .utf8)
        #expect(aloneText == (try String(contentsOf: folder.url.appendingPathComponent("module.xliff"), encoding: .utf8)))
        #expect(aloneText.contains("(from the Swift code)"), "\(module): no role came from the code")
    }
}
