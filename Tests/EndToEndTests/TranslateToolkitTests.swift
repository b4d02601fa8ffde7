import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// Where Translate Toolkit (PyPI `translate-toolkit`) is: the folder `XCSTRINGS_A11Y_TRANSLATE_TOOLKIT`
/// names (a virtual environment's `bin`, as `.ci/run` makes), else the folder of `pocount` on the
/// `PATH`. Tests that need it are skipped, visibly, where it is absent.
enum TranslateToolkit {
    static let bin: URL? = {
        let environment = ProcessInfo.processInfo.environment
        var candidates: [String] = []
        if let named = environment["XCSTRINGS_A11Y_TRANSLATE_TOOLKIT"] { candidates.append(named) }
        candidates += (environment["PATH"] ?? "").split(separator: ":").map(String.init)
        for folder in candidates where FileManager.default.isExecutableFile(atPath: folder + "/pocount") {
            return URL(fileURLWithPath: folder)
        }
        return nil
    }()

    /// The Python that has the toolkit: the environment's own, else `python3`.
    static var python: [String] {
        guard let bin, FileManager.default.isExecutableFile(atPath: bin.path + "/python3") else { return ["/usr/bin/env", "python3"] }
        return [bin.path + "/python3"]
    }

    /// Runs a program (its path, then its arguments) in `folder`; returns its status, standard
    /// output and error.
    static func run(_ command: [String], in folder: URL) throws -> ToolRun {
        try ProgramRunner.run(command[0], Array(command.dropFirst()), in: folder)
    }

    /// The first program of that name on the `PATH`.
    static func onPath(_ name: String) -> String? {
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// Our XLIFF and CSV read by a real translation tool, and its XLIFF read back by `import`.
@Suite(.requires(Requirement("translate-toolkit", howToEnable: "pip install translate-toolkit (a virtual environment is fine), or set XCSTRINGS_A11Y_TRANSLATE_TOOLKIT to its bin folder; .ci/run does", isMet: { TranslateToolkit.bin != nil })))
struct TranslateToolkitTests {
    @Test func pocountCountsEveryUnitOfBothFormats() throws {
        let project = try TranslationRefusalTests.Project()
        _ = try project.export("xliff")
        _ = try project.export("csv")
        let run = try TranslateToolkit.run([TranslateToolkit.bin!.path + "/pocount", "--csv", "work.xliff", "work.csv"], in: project.folder.url)
        #expect(run.status == 0, "\(run.error)")
        let rows = run.output.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let header = try #require(rows.first)
        let total = try #require(header.firstIndex(of: "Total Message"))
        let untranslated = try #require(header.firstIndex(of: "Untranslated Messages"))
        for name in ["work.xliff", "work.csv"] {
            let row = try #require(rows.first { $0.first == name }, "\(run.output)")
            #expect(row[total] == "6", "\(name): \(row)")
            #expect(row[untranslated] == "6", "\(name): \(row)")
        }
    }

    @Test func xliff2poAndCsv2poReadTheSourcesAndNotes() throws {
        let project = try TranslationRefusalTests.Project()
        _ = try project.export("xliff")
        _ = try project.export("csv")
        for (tool, input) in [("xliff2po", "work.xliff"), ("csv2po", "work.csv")] {
            let run = try TranslateToolkit.run([TranslateToolkit.bin!.path + "/" + tool, input, input + ".po"], in: project.folder.url)
            #expect(run.status == 0, "\(tool): \(run.error)")
            let po = try String(contentsOf: project.folder.url.appendingPathComponent(input + ".po"), encoding: .utf8)
            for source in ["%lld photo", "%lld photos", "%@ has %#@count@", "%arg file", "%arg files", "Plays the trailer."] {
                #expect(po.contains("msgid \"\(source)\""), "\(tool) lost \(source)")
            }
            if tool == "xliff2po" { #expect(po.contains("#. [a11y: label] Number of photos")) }
        }
    }

    /// Translated with the toolkit's own XLIFF API and saved by it, the file imports whole.
    @Test func xliffTranslatedByTheToolkitImports() throws {
        let project = try TranslationRefusalTests.Project()
        _ = try project.export("xliff")
        let script = """
        import sys
        from translate.storage import factory
        translations = {"%lld photo": "%lld Foto", "%lld photos": "%lld Fotos", "%@ has %#@count@": "%@ hat %#@count@",
                        "%arg file": "%arg Datei", "%arg files": "%arg Dateien", "Plays the trailer.": "Spielt den Trailer ab."}
        store = factory.getobject(sys.argv[1])
        for unit in store.units:
            if not unit.isheader():
                unit.target = translations[unit.source]
        store.save()
        """
        try project.folder.write("fill_targets.py", script)
        let run = try TranslateToolkit.run(TranslateToolkit.python + ["fill_targets.py", "work.xliff"], in: project.folder.url)
        #expect(run.status == 0, "\(run.error)")
        let imported = try project.run(["import", "work.xliff"])
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.contains("Imported 6 units into 1 catalog; 0 refused"), "\(imported.error)")
        let text = try project.catalogText
        #expect(text.contains("\"value\" : \"%arg Dateien\""))
        #expect(text.contains("\"value\" : \"Spielt den Trailer ab.\""))
    }
    /// The PO round trip: `xliff2po`, a translator's PO editor, `po2xliff`, `import`. The PO keeps
    /// each unit's catalog and id in its location (and in msgctxt where two units share an
    /// English text: German `plural.one` and `plural.other` of a source that has only `other`);
    /// po2xliff's file names the PO and numbers the units, and import finds every unit by its
    /// location. A fuzzy entry comes back `needs-translation` and goes in as needs_review.
    @Test func theRoundTripThroughPOKeepsUnitIDs() throws {
        let project = try TranslationRefusalTests.Project()
        // German needs `one` for a source with only `other`: two units with one English text.
        var catalog = TranslationRefusalTests.catalog
        catalog.removeSubrange(catalog.range(of: "\"one\" : {")!.lowerBound..<catalog.range(of: "\"other\" : {")!.lowerBound)
        try project.folder.write("App/Localizable.xcstrings", catalog)
        _ = try project.export("xliff")
        let bin = TranslateToolkit.bin!.path
        let toPO = try TranslateToolkit.run([bin + "/xliff2po", "work.xliff", "work.po"], in: project.folder.url)
        #expect(toPO.status == 0, "\(toPO.error)")
        let po = try String(contentsOf: project.folder.url.appendingPathComponent("work.po"), encoding: .utf8)
        #expect(po.contains("msgctxt \"App/Localizable.xcstrings#%lld photos|==|plural.one\""), "\(po)")
        #expect(po.contains("msgctxt \"App/Localizable.xcstrings#%lld photos|==|plural.other\""), "\(po)")
        // A translator fills the PO; one entry stays fuzzy.
        let script = """
        import sys
        from translate.storage import factory
        translations = {"App/Localizable.xcstrings#%lld photos|==|plural.one": ("%lld Foto", False),
                        "App/Localizable.xcstrings#%lld photos|==|plural.other": ("%lld Fotos", False),
                        "App/Localizable.xcstrings#%arg file": None}
        store = factory.getobject(sys.argv[1])
        for unit in store.units:
            if unit.isheader():
                continue
            location = unit.getcontext() or " ".join(unit.getlocations())
            if unit.source == "%@ has %#@count@": unit.target = "%@ hat %#@count@"
            elif unit.source == "%arg file": unit.target = "%arg Datei"
            elif unit.source == "%arg files": unit.target = "%arg Dateien"
            elif unit.source == "Plays the trailer.":
                unit.target = "Spielt den Trailer ab."
                unit.markfuzzy(True)
            elif location in translations: unit.target = translations[location][0]
        store.save()
        """
        try project.folder.write("translate_po.py", script)
        let filled = try TranslateToolkit.run(TranslateToolkit.python + ["translate_po.py", "work.po"], in: project.folder.url)
        #expect(filled.status == 0, "\(filled.error)")
        let back = try TranslateToolkit.run([bin + "/po2xliff", "work.po", "back.xliff"], in: project.folder.url)
        #expect(back.status == 0, "\(back.error)")
        let xliff = try String(contentsOf: project.folder.url.appendingPathComponent("back.xliff"), encoding: .utf8)
        #expect(xliff.contains("original=\"work.po\""), "po2xliff names the PO file, not the catalog")
        let run = try project.run(["import", "back.xliff", "--language", "de"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 6 units into 1 catalog; 0 refused"), "\(run.error)")
        #expect(run.error.contains("state=\"needs-translation\": 1 written as needs_review"), "\(run.error)")
        let text = try project.catalogText
        #expect(text.contains("\"value\" : \"%lld Foto\""))
        #expect(text.contains("\"value\" : \"%lld Fotos\""))
        #expect(text.range(of: #""state" : "needs_review",\s*"value" : "Spielt den Trailer ab\.""#, options: .regularExpression) != nil, "\(text)")
        // Without --language the file names none.
        try project.folder.write("App/Localizable.xcstrings", catalog)
        let unnamed = try project.run(["import", "back.xliff"])
        #expect(unnamed.status == 1)
        #expect(unnamed.error.contains("does not say which language it translates into"), "\(unnamed.error)")
    }
}

/// Our XLIFF checked by libxml2: well-formed always, and valid against the XLIFF 1.2 schema when
/// `XCSTRINGS_A11Y_XLIFF_SCHEMA` names `xliff-core-1.2-strict.xsd` (OASIS; the schema is not kept in
/// the repository, and it imports the W3C `xml.xsd`, so `.ci/run` fetches both when it can).
@Suite(.requires(Requirement("xmllint", howToEnable: "Debian: apt-get install libxml2-utils", isMet: { TranslateToolkit.onPath("xmllint") != nil })))
struct XLIFFSchemaTests {
    @Test func exportIsWellFormed() throws {
        let project = try TranslationRefusalTests.Project()
        _ = try project.export("xliff")
        let run = try TranslateToolkit.run([TranslateToolkit.onPath("xmllint")!, "--noout", "work.xliff"], in: project.folder.url)
        #expect(run.status == 0, "\(run.error)")
    }

    @Test(.requires(Requirement("the XLIFF 1.2 strict schema", howToEnable: "set XCSTRINGS_A11Y_XLIFF_SCHEMA to xliff-core-1.2-strict.xsd; .ci/run fetches it when it can", isMet: { ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_XLIFF_SCHEMA"] != nil })))
    func exportIsValidXLIFF12() throws {
        let project = try TranslationRefusalTests.Project()
        _ = try project.export("xliff")
        let schema = ProcessInfo.processInfo.environment["XCSTRINGS_A11Y_XLIFF_SCHEMA"]!
        let run = try TranslateToolkit.run([TranslateToolkit.onPath("xmllint")!, "--noout", "--nonet", "--schema", schema, "work.xliff"], in: project.folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("validates"), "\(run.error)")
    }
}
