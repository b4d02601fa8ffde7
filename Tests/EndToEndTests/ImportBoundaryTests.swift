import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Issue 29 on `import`: the catalogs a translation file names stay inside the repository (or
/// --root), links out are refused unread, two imports at once both land, the catalog keeps its
/// owner, mode and hard links, and one catalog named two ways is imported once.
struct ImportBoundaryTests {
    /// A project in `work/` (the folder import runs in, no repository around it), a translated
    /// XLIFF of its catalog, and a catalog and a secret outside it.
    struct Setup {
        let folder: TemporaryFolder
        var work: URL { folder.url.appendingPathComponent("work") }
        var outside: URL { folder.url.appendingPathComponent("outside/Localizable.xcstrings") }
        var secret: URL { folder.url.appendingPathComponent("secret.txt") }
        let xliff: String

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("work/App/Localizable.xcstrings", TranslationRefusalTests.catalog)
            try folder.write("outside/Localizable.xcstrings", TranslationRefusalTests.catalog)
            try folder.write("secret.txt", "SECRET-TOKEN-4711 {\"sourceLanguage\"")
            let export = try ToolRunner.run(["export", "-l", "de", "App", "-o", "work.xliff"], in: folder.url.appendingPathComponent("work"))
            #expect(export.status == 0, "\(export.error)")
            xliff = try TranslationRefusalTests.filled(try String(contentsOf: folder.url.appendingPathComponent("work/work.xliff"), encoding: .utf8))
        }

        /// The translated XLIFF with every catalog path replaced by `path`, imported.
        func importing(catalogPath path: String, _ options: [String] = []) throws -> ToolRun {
            let text = xliff.replacingOccurrences(of: "original=\"App/Localizable.xcstrings\"", with: "original=\"\(path)\"")
                .replacingOccurrences(of: "App/Localizable.xcstrings#", with: path + "#")
            try folder.write("work/filled.xliff", text)
            return try ToolRunner.run(["import", "filled.xliff"] + options, in: work)
        }

        var outsideIsUnchanged: Bool { get throws { try String(contentsOf: outside, encoding: .utf8) == TranslationRefusalTests.catalog } }
    }

    /// `../` and absolute paths in the file rewrote any catalog the user could write, exit 0.
    @Test func pathsThatLeadOutAreRefused() throws {
        let setup = try Setup()
        for path in ["../outside/Localizable.xcstrings", setup.outside.path, "App/../../outside/Localizable.xcstrings"] {
            let run = try setup.importing(catalogPath: path)
            #expect(run.status == 1, "\(path): \(run.error)")
            #expect(run.error.contains("refused: it leads outside the repository (or --root)"), "\(path): \(run.error)")
            #expect(run.error.contains("Imported 0 units"), "\(run.error)")
            #expect(try setup.outsideIsUnchanged, "\(path)")
        }
        // Inside, `..` is only a spelling.
        let inside = try setup.importing(catalogPath: "App/../App/Localizable.xcstrings")
        #expect(inside.status == 0, "\(inside.error)")
    }

    /// A link in the repository to a file outside: never read or written, and no byte of it in a
    /// message (before, the JSON error quoted the secret's first bytes).
    @Test func linksThatLeadOutAreRefusedUnread() throws {
        let setup = try Setup()
        try FileManager.default.createSymbolicLink(atPath: setup.work.appendingPathComponent("App/Secret.xcstrings").path, withDestinationPath: setup.secret.path)
        try FileManager.default.createSymbolicLink(atPath: setup.work.appendingPathComponent("App/Other.xcstrings").path, withDestinationPath: setup.outside.path)
        try FileManager.default.createSymbolicLink(atPath: setup.work.appendingPathComponent("Linked").path, withDestinationPath: setup.outside.deletingLastPathComponent().path)
        for path in ["App/Secret.xcstrings", "App/Other.xcstrings", "Linked/Localizable.xcstrings"] {
            let run = try setup.importing(catalogPath: path)
            #expect(run.status == 1, "\(path): \(run.error)")
            #expect(run.error.contains("symbolic link that leads outside"), "\(path): \(run.error)")
            #expect(!run.error.contains("SECRET"), "\(run.error)")
            #expect(!run.error.contains(setup.secret.path), "\(run.error)")
        }
        #expect(try setup.outsideIsUnchanged)
        #expect(try String(contentsOf: setup.secret, encoding: .utf8).hasPrefix("SECRET"))
        // --follow-symlinks follows them, as check's does.
        let followed = try setup.importing(catalogPath: "Linked/Localizable.xcstrings", ["--follow-symlinks"])
        #expect(followed.status == 0, "\(followed.error)")
        #expect(!(try setup.outsideIsUnchanged))
    }

    /// One catalog named two ways (a spelling, a link inside the repository) is one catalog: the
    /// same translation twice is imported once, different ones are refused.
    @Test func oneCatalogUnderTwoSpellingsIsImportedOnce() throws {
        let setup = try Setup()
        try FileManager.default.createSymbolicLink(atPath: setup.work.appendingPathComponent("App/Alias.xcstrings").path, withDestinationPath: "Localizable.xcstrings")
        let second = setup.xliff.replacingOccurrences(of: "original=\"App/Localizable.xcstrings\"", with: "original=\"./App/Alias.xcstrings\"")
            .replacingOccurrences(of: "App/Localizable.xcstrings#", with: "./App/Alias.xcstrings#")
        let body = { (text: String) in String(text[text.range(of: "<file ")!.lowerBound..<text.range(of: "</xliff>")!.lowerBound]) }
        try setup.folder.write("work/twice.xliff", setup.xliff.replacingOccurrences(of: "</xliff>", with: body(second) + "</xliff>"))
        let run = try ToolRunner.run(["import", "twice.xliff"], in: setup.work)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 6 units into 1 catalog"), "\(run.error)")
        #expect(run.error.contains("the file gives this unit 2 times, the same each time; it is imported once"), "\(run.error)")
        let changed = second.replacingOccurrences(of: "Spielt den Trailer ab.", with: "Startet den Trailer.")
        try setup.folder.write("work/App/Localizable.xcstrings", TranslationRefusalTests.catalog)
        try setup.folder.write("work/conflict.xliff", setup.xliff.replacingOccurrences(of: "</xliff>", with: body(changed) + "</xliff>"))
        let conflict = try ToolRunner.run(["import", "conflict.xliff"], in: setup.work)
        #expect(conflict.status == 1, "\(conflict.error)")
        #expect(conflict.error.contains("2 times with different translations or states"), "\(conflict.error)")
        let text = try String(contentsOf: setup.work.appendingPathComponent("App/Localizable.xcstrings"), encoding: .utf8)
        #expect(!text.contains("Spielt den Trailer") && !text.contains("Startet den Trailer"))
    }

    /// Two imports into one catalog at once, each with a translation of its own, many times: both
    /// translations are always there (before, one was lost in 9 of 20 trials, both runs saying
    /// "Imported").
    @Test func concurrentImportsKeepEveryTranslation() throws {
        let setup = try Setup()
        // One file has only the hint, the other only the photo plurals.
        let onlyHint = try TranslationRefusalTests.filled(try String(contentsOf: setup.work.appendingPathComponent("work.xliff"), encoding: .utf8), untranslated: [
            "%lld photos|==|plural.one", "%lld photos|==|plural.other", "files.summary", "files.summary|==|substitutions.count.plural.one",
            "files.summary|==|substitutions.count.plural.other",
        ])
        let onlyPhotos = try TranslationRefusalTests.filled(try String(contentsOf: setup.work.appendingPathComponent("work.xliff"), encoding: .utf8), untranslated: [
            "trailer.play.hint", "files.summary", "files.summary|==|substitutions.count.plural.one", "files.summary|==|substitutions.count.plural.other",
        ])
        try setup.folder.write("work/hint.xliff", onlyHint)
        try setup.folder.write("work/photos.xliff", onlyPhotos)
        let catalog = setup.work.appendingPathComponent("App/Localizable.xcstrings")
        for trial in 1...20 {
            try setup.folder.write("work/App/Localizable.xcstrings", TranslationRefusalTests.catalog)
            // Both started before either is waited for.
            let programs = try ["hint", "photos"].map { name in try ToolRunner.start(["import", name + ".xliff"], in: setup.work) }
            for program in programs {
                let run = try program.wait()
                #expect(run.status == 0, "trial \(trial): \(run.error)")
                #expect(run.error.hasPrefix("Imported "), "trial \(trial): \(run.error)")
            }
            let text = try String(contentsOf: catalog, encoding: .utf8)
            #expect(text.contains("Spielt den Trailer ab.") && text.contains("%lld Fotos"), "trial \(trial) lost a translation")
        }
    }

    /// As root (CI containers), a catalog of another user keeps its owner, group and mode, and a
    /// catalog with hard links stays one file with them. Before, it became root's and the links split.
    @Test(.enabled(if: getuid() == 0, "needs root: it gives the catalog to another user"))
    func ownerModeAndHardLinksAreKept() throws {
        let setup = try Setup()
        let catalog = setup.work.appendingPathComponent("App/Localizable.xcstrings")
        let hardLink = setup.work.appendingPathComponent("App/HardLink.json")
        #expect(chown(catalog.path, 65534, 65534) == 0)
        #expect(chmod(catalog.path, 0o640) == 0)
        #expect(link(catalog.path, hardLink.path) == 0)
        try setup.folder.write("work/filled.xliff", setup.xliff)
        let run = try ToolRunner.run(["import", "filled.xliff"], in: setup.work)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("rewritten in place, not replaced: it has 2 hard links"), "\(run.error)")
        var status = stat()
        #expect(stat(catalog.path, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
        #expect(status.st_mode & 0o7777 == 0o640)
        #expect(status.st_nlink == 2)
        #expect(try String(contentsOf: hardLink, encoding: .utf8).contains("Spielt den Trailer ab."))
        // No copy of the old bytes is left beside it.
        let names = try FileManager.default.contentsOfDirectory(atPath: catalog.deletingLastPathComponent().path)
        #expect(names.sorted() == ["HardLink.json", "Localizable.xcstrings"], "\(names)")

        // Without links, a new file is renamed over it, given the same owner.
        #expect(unlink(hardLink.path) == 0)
        try setup.folder.write("work/App/Localizable.xcstrings", TranslationRefusalTests.catalog)
        #expect(chown(catalog.path, 65534, 65534) == 0)
        let second = try ToolRunner.run(["import", "filled.xliff"], in: setup.work)
        #expect(second.status == 0, "\(second.error)")
        #expect(!second.error.contains("in place"), "\(second.error)")
        #expect(stat(catalog.path, &status) == 0)
        #expect(status.st_uid == 65534 && status.st_gid == 65534)
    }
}
