import Foundation
import Testing
import TestSupport

/// Issue 28 on the real corpus: an export nobody edited imports as a no-op, byte for byte, in every
/// format and state; edited exports keep what the file says about each unit.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (XCSTRINGS_A11Y_CORPUS or ../shared/corpus) is absent"))
struct TranslationRoundTripTests {
    /// The corpus catalogs (not their Swift files: with --all-strings every string is exported
    /// whatever its role), copied into a folder of their own.
    static func corpusCopy() throws -> (folder: TemporaryFolder, catalogs: [(URL, Data)]) {
        let folder = try TemporaryFolder()
        let real = try #require(Corpus.real)
        var catalogs: [(URL, Data)] = []
        for catalog in Corpus.realCatalogs() {
            let relative = String(catalog.path.dropFirst(real.path.count + 1))
            let data = try Data(contentsOf: catalog)
            catalogs.append((try folder.write("corpus/" + relative, data), data))
        }
        return (folder, catalogs)
    }

    /// Every catalog of the corpus, German and French (languages the catalogs have, and ones they
    /// lack), XLIFF and CSV: export, import what was exported, and not one byte changes. The
    /// outside test found 566 units of 14 catalogs whose states the CSV round trip changed.
    @Test(arguments: [("xliff", "de"), ("csv", "de"), ("xliff", "fr"), ("csv", "fr")])
    func anUneditedExportIsANoOp(_ format: String, _ language: String) throws {
        let (folder, catalogs) = try Self.corpusCopy()
        let file = "work." + format
        let export = try ToolRunner.run(["export", "-l", language, "--all-strings", "corpus", "-o", file], in: folder.url, timeout: 600)
        #expect(export.status == 0, "\(export.error.prefix(2_000))")
        let units = try #require(Int(export.error.firstMatch(of: /Exported (\d+) units/)?.1 ?? ""))
        #expect(units > 1_000, "\(export.error)")
        let imported = try ToolRunner.run(["import", file], in: folder.url, timeout: 600)
        #expect(imported.status == 0, "\(imported.error.prefix(2_000))")
        #expect(imported.error.hasPrefix("Imported 0 units into 0 catalogs; 0 refused, "), "\(imported.error.prefix(2_000))")
        for (url, data) in catalogs {
            #expect(try Data(contentsOf: url) == data, "\(url.lastPathComponent) changed")
        }
    }

    /// A real catalog (Loop's German) with some German units in the states other tools write:
    /// `machine_translated`, `stale` and "" come back as they were from both formats, and a
    /// translator's new text in such a unit is written as the file's state says.
    @Test(arguments: ["xliff", "csv"])
    func everyStateSurvivesTheRoundTrip(_ format: String) throws {
        let folder = try TemporaryFolder()
        let original = try Data(contentsOf: Corpus.real!.appendingPathComponent("MrKai77__Loop/Loop/Localizable.xcstrings"))
        var text = String(decoding: original, as: UTF8.self)
        // The German units of the first keys, in turn: machine translation, stale, no state word.
        var replaced = 0
        for state in ["machine_translated", "stale", "", "machine_translated", "stale", ""] {
            guard let range = text.range(of: "\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\"") else { break }
            text.replaceSubrange(range, with: "\"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"\(state)\"")
            replaced += 1
        }
        #expect(replaced == 6)
        let catalog = try folder.write("App/Localizable.xcstrings", text)
        let export = try ToolRunner.run(["export", "-l", "de", "--all-strings", "App", "-o", "work." + format], in: folder.url)
        #expect(export.status == 0, "\(export.error)")
        let exported = try String(contentsOf: folder.url.appendingPathComponent("work." + format), encoding: .utf8)
        if format == "xliff" {
            #expect(exported.contains("<target state=\"translated\" state-qualifier=\"leveraged-mt\">"))
        } else {
            #expect(exported.contains(",machine_translated,") && exported.contains(",stale,"))
        }
        let imported = try ToolRunner.run(["import", "work." + format], in: folder.url)
        #expect(imported.status == 0, "\(imported.error)")
        #expect(imported.error.hasPrefix("Imported 0 units into 0 catalogs; 0 refused"), "\(imported.error)")
        #expect(try String(contentsOf: catalog, encoding: .utf8) == text)
    }

    /// A pre-filled unit (`state="new"` holding the English) and Translate Toolkit's fuzzy
    /// (`needs-translation`) are never written as German `translated`; `check` goes on reporting
    /// them. Before, both became `translated` and the findings vanished.
    @Test func unfinishedXLIFFStatesStayUnfinished() throws {
        let project = try TranslationRefusalTests.Project()
        var xliff = try TranslationRefusalTests.filled(try project.export())
        xliff = xliff.replacingOccurrences(
            of: "<target state=\"translated\">Spielt den Trailer ab.</target>", with: "<target state=\"new\">Plays the trailer.</target>")
        xliff = xliff.replacingOccurrences(
            of: "<target state=\"translated\">%lld Fotos</target>", with: "<target state=\"needs-translation\">%lld Fotos</target>")
        let run = try project.importing(xliff)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 5 units into 1 catalog; 0 refused, 0 already there, 0 left untranslated."), "\(run.error)")
        #expect(run.error.contains("  state=\"needs-translation\": 1 written as needs_review (the file marks it unfinished)."), "\(run.error)")
        #expect(run.error.contains("  state=\"new\": 1 left as it was (unfinished, with the catalog's text or the English)."), "\(run.error)")
        #expect(run.error.contains("  state=\"translated\": 4 written as translated."), "\(run.error)")
        let text = try project.catalogText
        #expect(!text.contains("Spielt"))
        #expect(text.range(of: #""state" : "needs_review",\s*"value" : "%lld Fotos""#, options: .regularExpression) != nil, "\(text)")
        // needs-review is off by default; the project turns it on.
        try project.folder.write(".xcstrings-a11y.json", #"{"rules": {"needs-review": "warning"}}"#)
        let findings = try Translation.findings(["--languages", "en,de", "App"], in: project.folder.url)
        #expect(findings.contains { $0.key == "trailer.play.hint" && $0.rule == "missing-translation" }, "\(findings)")
        #expect(findings.contains { $0.key == "%lld photos" && $0.rule == "needs-review" }, "\(findings)")
    }

    /// Translation platforms write de-DE and DE for German: both go into the catalog's de, and the
    /// run says so; a variety of its own (de-AT) is refused with a hint that names the map.
    @Test func localeSpellingsGoIntoTheCatalogsLanguage() throws {
        let project = try TranslationRefusalTests.Project()
        let xliff = try TranslationRefusalTests.filled(try project.export()).replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"de-DE\"")
        let run = try project.importing(xliff)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("note: the file's language \"de-DE\" goes into the catalog's \"de\": de means de-DE (its likely region)"), "\(run.error)")
        #expect(try project.catalogText.contains("\"de\" : {"))
        #expect(!(try project.catalogText.contains("\"de-DE\"")))

        let csvProject = try TranslationRefusalTests.Project()
        var records = Translation.csvRecords(try csvProject.export("csv"))
        let language = try #require(records[0].firstIndex(of: "language")), target = try #require(records[0].firstIndex(of: "target"))
        let key = try #require(records[0].firstIndex(of: "key"))
        for index in records.indices.dropFirst() where records[index][key] == "trailer.play.hint" {
            records[index][language] = "DE"
            records[index][target] = "Spielt den Trailer ab."
        }
        try csvProject.folder.write("filled.csv", Translation.csvText(records))
        let csvRun = try csvProject.run(["import", "filled.csv"])
        #expect(csvRun.status == 0, "\(csvRun.error)")
        #expect(csvRun.error.contains("\"DE\" goes into the catalog's \"de\": the catalog spells it de"), "\(csvRun.error)")

        let austrian = try project.importing(xliff.replacingOccurrences(of: "target-language=\"de-DE\"", with: "target-language=\"de-AT\""), as: "at.xliff")
        #expect(austrian.status == 1)
        #expect(austrian.error.contains("--language-map de-AT=LANG"), "\(austrian.error)")
        let mapped = try project.run(["import", "at.xliff", "--language-map", "de-AT=de"])
        #expect(mapped.status == 0, "\(mapped.error)")
        #expect(mapped.error.contains("the language map says de-AT=de"), "\(mapped.error)")
    }

    /// A real catalog saved by another tool (Python's json.dump: four spaces, `"key": value`,
    /// every non-ASCII letter as `\u`): one imported unit changes its lines only. Before, one unit
    /// rewrote the whole file in Xcode's layout (153,847 changed lines in the outside test).
    @Test func anImportIntoAnotherLayoutChangesOnlyItsLines() throws {
        let folder = try TemporaryFolder()
        let source = Corpus.real!.appendingPathComponent("khcrysalis__Feather/Feather/Resources/Localizable.xcstrings")
        let script = """
        import json, sys
        with open(sys.argv[1], encoding="utf-8") as f: data = json.load(f)
        with open(sys.argv[2], "w", encoding="utf-8") as f: json.dump(data, f, indent=4)
        """
        try folder.write("reformat.py", script)
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("App"), withIntermediateDirectories: true)
        let python = try TranslateToolkit.run(["/usr/bin/env", "python3", "reformat.py", source.path, "App/Localizable.xcstrings"], in: folder.url)
        #expect(python.status == 0, "\(python.error)")
        let catalog = folder.url.appendingPathComponent("App/Localizable.xcstrings")
        let before = try String(contentsOf: catalog, encoding: .utf8)
        #expect(before.contains("\\u00"), "Python escapes non-ASCII")
        try folder.write("original.json", before)
        let export = try ToolRunner.run(["export", "-l", "de", "--all-strings", "--only", "missing", "App", "-o", "work.xliff"], in: folder.url)
        #expect(export.status == 0, "\(export.error)")
        var translated = 0
        let filled = try Translation.fillXLIFF(try String(contentsOf: folder.url.appendingPathComponent("work.xliff"), encoding: .utf8)) { _, source in
            guard translated < 3, !source.contains("%") else { return nil }
            translated += 1
            return "DE – " + source
        }
        try folder.write("filled.xliff", filled)
        let run = try ToolRunner.run(["import", "filled.xliff"], in: folder.url)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 3 units into 1 catalog"), "\(run.error)")
        #expect(!run.error.contains("rewritten whole"), "\(run.error)")
        let (removed, added) = try Translation.systemDiff(folder.url.appendingPathComponent("original.json"), catalog)
        // Three German localizations, a few lines each; a line goes only where a key had none (`{}`).
        #expect(removed.allSatisfy { $0.hasSuffix("{}") || $0.hasSuffix("{},") }, "\(removed)")
        #expect(added.count <= 3 * 10, "\(added)")
        #expect(added.filter { $0.contains("\"value\": \"DE \\u2013 ") }.count == 3, "\(added)")
    }

    /// Xcode's export spells substitutions with argument numbers (`%2$#@count@`, `%2$lld files`);
    /// before, such units were refused as "source text changed".
    @Test func xcodeStyleSubstitutionUnitsImport() throws {
        let project = try TranslationRefusalTests.Project()
        let xliff = Translation.xcodeXLIFF(original: "App/Localizable.xcstrings", units: [
            ("files.summary", "%1$@ has %2$#@count@", "%1$@ hat %2$#@count@", "translated", "[a11y: value]"),
            ("files.summary|==|substitutions.count.plural.one", "%2$lld file", "%2$lld Datei", "translated", "[a11y: value]"),
            ("files.summary|==|substitutions.count.plural.other", "%2$lld files", "%2$lld Dateien", "translated", "[a11y: value]"),
        ])
        // The catalog's own English is "%@ has %#@count@": Xcode numbers the first argument too.
        try project.folder.write("App/Localizable.xcstrings", TranslationRefusalTests.catalog.replacingOccurrences(of: "%@ has %#@count@", with: "%1$@ has %#@count@"))
        let run = try project.importing(xliff)
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 3 units into 1 catalog; 0 refused"), "\(run.error)")
        let text = try project.catalogText
        #expect(text.contains("\"value\" : \"%1$@ hat %#@count@\""))
        #expect(text.contains("\"value\" : \"%arg Dateien\""))
    }

    /// The summary counts the units the file holds: before, a unit XML cannot hold was counted
    /// although it was left out ("Exported 13 units" after writing 10).
    @Test func theSummaryCountsWhatWasWritten() throws {
        let project = try TranslationRefusalTests.Project()
        try project.folder.write("App/Localizable.xcstrings", TranslationRefusalTests.catalog.replacingOccurrences(of: "Plays the trailer.", with: "Plays the\\u0007 trailer."))
        for format in ["xliff", "csv"] {
            let run = try project.run(["export", "-l", "de", "App", "-o", "work." + format])
            #expect(run.status == 0, "\(run.error)")
            #expect(run.error.contains("warning: App/Localizable.xcstrings: unit \"trailer.play.hint\" left out: the source text contains U+0007 (BEL)"), "\(run.error)")
            #expect(run.error.contains("Exported 5 units of 1 catalog for de (1 left out)."), "\(run.error)")
            let text = try String(contentsOf: project.folder.url.appendingPathComponent("work." + format), encoding: .utf8)
            let written = format == "xliff" ? try Translation.unitIDs(text).count : Translation.csvRecords(text).count - 1
            #expect(written == 5)
        }
    }

    /// NUL, BEL and ESC in a spreadsheet's cell are refused with the unit and its line; before,
    /// they went into the catalog without a word.
    @Test func controlCharactersInACSVAreRefusedWithTheUnitAndLine() throws {
        let project = try TranslationRefusalTests.Project()
        let csv = try Translation.fillCSV(try project.export("csv")) { key, variation, _ in
            switch key {
            case "trailer.play.hint": "Spielt\u{1B}[31m den Trailer ab.\u{7}"
            case "%lld photos": variation == "plural.one" ? "%lld Foto\u{0}" : "%lld Fotos"
            default: nil
            }
        }
        let run = try project.importing(csv, as: "filled.csv")
        #expect(run.status == 1)
        #expect(run.error.range(of: #"filled\.csv:\d+:1: error: unit "trailer\.play\.hint" of App/Localizable\.xcstrings refused: the translation contains U\+001B \(ESC\)"#, options: .regularExpression) != nil, "\(run.error)")
        #expect(run.error.contains("contains U+0000 (NUL)"), "\(run.error)")
        #expect(!run.error.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{0}" })
        #expect(!(try project.catalogText.contains("\\u001b")))
        #expect(!(try project.catalogText.contains("Spielt")))
    }

    /// A catalog string that starts with = + - @ is written as a text cell ('=…), not a live
    /// formula, and comes back as it was.
    @Test func formulaCellsAreEscapedAndComeBack() throws {
        let project = try TranslationRefusalTests.Project()
        try project.folder.write("App/Localizable.xcstrings", TranslationRefusalTests.catalog.replacingOccurrences(of: "Plays the trailer.", with: "=HYPERLINK(\\\"http://evil\\\",\\\"Play\\\")"))
        let csv = try project.export("csv")
        #expect(csv.contains("\"'=HYPERLINK(\"\"http://evil\"\",\"\"Play\"\")\""), "\(csv)")
        let filled = try Translation.fillCSV(csv) { key, _, source in key == "trailer.play.hint" ? "'-" + source.dropFirst() : nil }
        let run = try project.importing(filled, as: "filled.csv")
        #expect(run.status == 0, "\(run.error)")
        #expect(try project.catalogText.contains("\"value\" : \"-=HYPERLINK"), "the translator's leading ' is taken off as export's is")
    }

    /// The diff of --dry-run prints the file's path and the catalog's lines: line breaks, `##[`,
    /// `::` and bidirectional controls come out escaped, never raw.
    @Test func theDryRunDiffIsEscaped() throws {
        let project = try TranslationRefusalTests.Project()
        let xliff = try TranslationRefusalTests.filled(try project.export(), ["trailer.play.hint": "Spielt ##[add-mask]x ::error::y \u{202E}lirt"])
        let run = try project.importing(xliff, as: "filled.xliff", ["--dry-run"])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.contains("##\\u{5B}add-mask]x :\\u{3A}error:\\u{3A}y \\u{202E}lirt"), "\(run.output)")
        #expect(!run.output.contains("##["))
        #expect(!run.output.contains("::"))
        #expect(!run.output.unicodeScalars.contains("\u{202E}"))
    }
}
