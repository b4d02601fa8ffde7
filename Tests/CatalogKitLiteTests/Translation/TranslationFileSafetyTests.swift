import Testing
@testable import CatalogKitLite

/// What the files carry besides the texts: spreadsheet formulas guarded, control characters kept
/// out, CI workflow commands broken, unit ids as Xcode spells them, and a unit's place kept through
/// tools that lose ids.
struct TranslationFileSafetyTests {
    func file(_ units: [TranslationUnit], path: String = "App/A.xcstrings") -> TranslationExportFile {
        TranslationExportFile(catalogPath: path, module: "App", sourceLanguage: "en", targetLanguage: "de", units: units)
    }

    func unit(_ key: String, source: String, target: String? = nil, comment: String? = nil) -> TranslationUnit {
        TranslationUnit(module: "App", catalogPath: "App/A.xcstrings", key: key, path: VariationPath(), source: source, target: target,
                        state: target == nil ? nil : .translated, comment: comment, needs: [.missing])
    }

    /// OWASP's CSV injection: a cell that starts with = + - @ (or a tab or CR) gets a leading ',
    /// texts that start with quotes before such a character get one more, and the reader takes
    /// exactly one off, so every text comes back.
    @Test func formulaCellsAreGuardedAndComeBack() throws {
        let texts = ["=HYPERLINK(\"http://x\",\"y\")", "+1", "-5 %", "@SUM(A1)", "\tTab", "\rCR", "'=quoted", "''+two", "'plain", "It's", "a=b", "=", "'"]
        for text in texts {
            let cell = CSVFormulaGuard.guarded(text)
            #expect(CSVFormulaGuard.unguarded(cell) == text, "\(text)")
            if let first = text.unicodeScalars.first(where: { $0 != "'" }), CSVFormulaGuard.formulaStarts.contains(first) {
                #expect(cell.hasPrefix("'"), "\(text)")
            } else {
                #expect(cell == text, "\(text)")
            }
        }
        let units = texts.enumerated().map { unit("k\($0.offset)", source: $0.element, target: $0.element, comment: $0.element) }
        let (text, skipped) = CSVWriter().document([file(units)])
        #expect(skipped.isEmpty)
        // No field of the file starts like a formula.
        for record in try CSVRecords.parse(text, file: "t.csv") {
            for field in record.fields {
                #expect(!(field.unicodeScalars.first.map { ["=", "+", "-", "@"].contains($0) } ?? false), "\(field)")
            }
        }
        let read = try CSVReader.read(Array(text.utf8), file: "t.csv")
        #expect(read.units.map(\.source) == texts)
        #expect(read.units.map(\.target) == texts)
    }

    @Test func controlCharactersAreLeftOutOfCSV() {
        let (text, skipped) = CSVWriter().document([
            file([unit("bell", source: "Ring\u{7}"), unit("ok", source: "Fine")]),
            file([unit("x", source: "y")], path: "Evil\u{1B}[31m/A.xcstrings"),
        ])
        #expect(skipped.map(\.id) == ["bell", "x"])
        #expect(skipped[0].reason.contains("U+0007 (BEL)"))
        #expect(skipped[1].reason.contains("the catalog's path"))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && !["\r", "\n"].contains($0) })
        #expect(text.contains("Fine"))
    }

    /// GitHub's runner takes `::` at the start of a line as a command and `##[` anywhere; XLIFF
    /// writes them as character references, which every reader turns back into the same text.
    @Test func workflowCommandsAreBrokenInXLIFFLosslessly() throws {
        let hostile = "x\n::error file=a::forged ##[add-mask]s3cret :::"
        let (text, _) = XLIFFWriter(toolName: "t", toolVersion: "1").document([file([unit("k::##[", source: hostile, target: hostile, comment: hostile)])])
        #expect(!text.contains("::"))
        #expect(!text.contains("##["))
        let read = try XLIFFReader.read(Array(text.utf8), file: "t.xliff")
        #expect(read.units.first?.source == hostile)
        #expect(read.units.first?.target == hostile)
        #expect(read.units.first?.key == "k::##[")
    }

    /// Xcode writes a substitution named with dots between @ signs (`substitutions.@DOT.NAME@.…`).
    @Test func unitIDsSpellDottedNamesAsXcodeDoes() {
        let path = VariationPath(["substitutions", "DOT.NAME", "plural", "one"])
        #expect(TranslationUnit.id(key: "k", path: path) == "k|==|substitutions.@DOT.NAME@.plural.one")
        #expect(TranslationUnit.split(id: "k|==|substitutions.@DOT.NAME@.plural.one").path == path)
        #expect(TranslationUnit.split(id: "name_A..B|==|substitutions.@A..B@.plural.other").path == VariationPath(["substitutions", "A..B", "plural", "other"]))
        #expect(TranslationUnit.split(id: "k|==|substitutions.é.plural.one").path == VariationPath(["substitutions", "é", "plural", "one"]))
    }

    /// What `po2xliff` gives back after `xliff2po`: the PO file as `original`, numbered units, a
    /// header unit, no target-language, and the location export wrote (split at a final `:digits`).
    @Test func unitsFindTheirCatalogThroughTheirLocation() throws {
        let text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.1" version="1.1">
          <file original="work.po" source-language="en-US" datatype="plaintext">
            <body>
              <trans-unit xml:space="preserve" id="2" approved="no" restype="x-gettext-domain-header">
                <source>Project-Id-Version: PACKAGE VERSION</source>
                <target state="translated">Project-Id-Version: PACKAGE VERSION</target>
              </trans-unit>
              <trans-unit xml:space="preserve" id="3" approved="yes">
                <source>%lld photo</source>
                <target state="translated">%lld Foto</target>
                <context-group name="po-reference" purpose="location">
                  <context context-type="sourcefile">My App/Localizable.xcstrings#%lld photos|==|plural.one</context>
                </context-group>
              </trans-unit>
              <trans-unit xml:space="preserve" id="4" approved="no">
                <source>Ratio</source>
                <target state="needs-translation">Verhältnis</target>
                <context-group name="po-reference" purpose="location">
                  <context context-type="sourcefile">My App/Localizable.xcstrings#Ratio 16</context>
                  <context context-type="linenumber">9</context>
                </context-group>
              </trans-unit>
              <trans-unit xml:space="preserve" id="5">
                <source>Lost</source>
              </trans-unit>
            </body>
          </file>
        </xliff>
        """
        let read = try XLIFFReader.read(Array(text.utf8), file: "back.xliff")
        #expect(read.units.map(\.catalogPath) == ["My App/Localizable.xcstrings", "My App/Localizable.xcstrings"])
        #expect(read.units.map(\.id) == ["%lld photos|==|plural.one", "Ratio 16:9"])
        #expect(read.units.map(\.language) == ["", ""])
        #expect(read.units[1].state.spelling == "needs-translation")
        #expect(read.problems.count == 1)
        #expect(read.problems.first?.message.contains("no location") == true)
    }

    @Test func exportWritesTheLocation() throws {
        let (text, _) = XLIFFWriter(toolName: "t", toolVersion: "1").document([file([unit("a b:12", source: "x")])])
        #expect(text.contains("<context context-type=\"sourcefile\">App/A.xcstrings#a b:12</context>"))
        #expect(XLIFFUnitLocation.parse("App/A.xcstrings#a b:12").map { [$0.catalogPath, $0.id] } == ["App/A.xcstrings", "a b:12"])
        #expect(XLIFFUnitLocation.parse("elsewhere.c:12") == nil)
    }
}
