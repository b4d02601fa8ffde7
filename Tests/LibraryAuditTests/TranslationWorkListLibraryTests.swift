import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// The translators' work list through the libraries' public API: the same units as `export` writes,
/// and an import into a catalog's model.
struct TranslationWorkListLibraryTests {
    @Test func theLibraryWorkListIsWhatExportWrites() throws {
        let audit = try AccessibilityAudit(rules: .standard, configurationFrom: Package.root.path)
        let workList = audit.workList(paths: ["Catalogs"], language: "de", spokenPreview: SpeechEngine.spokenPreview)
        let units = workList.files.flatMap(\.units)
        #expect(!units.isEmpty, "the sample catalogs have German to fix")
        #expect(units.allSatisfy { !$0.needs.isEmpty })

        let export = try ToolRunner.run(["export", "-l", "de", "Catalogs", "-f", "csv", "-o", "-"])
        #expect(export.status == 0, "\(export.error)")
        let document = CSVWriter().document(workList.files).text
        #expect(export.output == document)
    }

    @Test func importedUnitsGoIntoTheModel() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "close.hint" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Closes the %@ window."
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let catalog = try #require(CatalogReader.decode(Array(text.utf8), path: "A.xcstrings").catalog)
        let place = SourcePosition(line: 1, column: 1, offset: 0)
        let good = ImportedUnit(catalogPath: "A.xcstrings", language: "de", key: "close.hint", path: VariationPath(),
                                source: "Closes the %@ window.", target: "Schließt das Fenster %@.", state: TranslationFileState(format: .xliff, spelling: "translated"), position: place)
        var dropped = good
        dropped.target = "Schließt das Fenster."
        #expect(TranslationImport.apply([dropped], to: catalog, language: "de").refused.first?.reason.contains("placeholder-missing") == true)
        let outcome = TranslationImport.apply([good], to: catalog, language: "de")
        #expect(outcome.accepted.count == 1)
        let written = String(decoding: try CatalogWriter().bytes(for: outcome.catalog), as: UTF8.self)
        #expect(written.contains("""
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Schließt das Fenster %@."
                  }
                },
                "en" : {
        """))
    }
}
