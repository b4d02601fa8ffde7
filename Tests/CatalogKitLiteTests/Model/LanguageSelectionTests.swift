import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// A read with a ``LanguageSelection`` keeps only the chosen localizations, gives the same
/// diagnostics as a whole read, and still knows every language of the file.
struct LanguageSelectionTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "close.label" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Schließen" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Close" } },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Fermer" } },
            "ja" : { "stringUnit" : { "state" : "wrong", "value" : 3 } }
          }
        },
        "open.label" : {
          "localizations" : {
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    static let germanOnly = LanguageSelection { _ in ["de"] }

    @Test func keepsTheSelectedLanguagesAndTheSource() throws {
        let result = CatalogReader.decode(Array(Self.catalog.utf8), path: "a.xcstrings", languages: Self.germanOnly)
        let catalog = try #require(result.catalog)
        #expect(catalog.entries.map(\.key) == ["close.label", "open.label"])
        #expect(catalog.entries[0].localizations.map(\.language) == ["de", "en"])
        #expect(catalog.entries[1].localizations.isEmpty)
        #expect(catalog.omittedLanguages == ["fr", "ja"])
        #expect(catalog.languages == ["en", "de", "fr", "ja"])
    }

    @Test func givesTheSameDiagnosticsAsAWholeRead() throws {
        let whole = CatalogReader.decode(Array(Self.catalog.utf8), path: "a.xcstrings")
        let selected = CatalogReader.decode(Array(Self.catalog.utf8), path: "a.xcstrings", languages: Self.germanOnly)
        // The Japanese unit is malformed: its problems are reported although it is not kept.
        #expect(!whole.diagnostics.isEmpty)
        #expect(selected.diagnostics == whole.diagnostics)
        #expect(whole.catalog?.omittedLanguages == [])
        #expect(whole.catalog?.entries[0].localizations.map(\.language) == ["de", "en", "fr", "ja"])
    }

    @Test func keepsEverythingWhenTheSourceLanguageComesAfterTheStrings() throws {
        let late = #"{"strings":{"a":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"x"}}}}},"sourceLanguage":"en","version":"1.0"}"#
        let catalog = try #require(CatalogReader.decode(Array(late.utf8), path: "a.xcstrings", languages: Self.germanOnly).catalog)
        #expect(catalog.entries[0].localizations.map(\.language) == ["fr"])
        #expect(catalog.omittedLanguages.isEmpty)
    }

    @Test func readsAgainWholeWhenTheSourceLanguageChangesAfterTheStrings() throws {
        // `sourceLanguage` twice: the later "fr" wins, so the French text the selection (made for
        // "en") would have dropped must be there.
        let twice = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"x"}}}}},"sourceLanguage":"fr","version":"1.0"}"#
        let bytes = Array(twice.utf8)
        let selected = CatalogReader.decode(bytes, path: "a.xcstrings", languages: Self.germanOnly)
        let catalog = try #require(selected.catalog)
        #expect(catalog.sourceLanguage == "fr")
        #expect(catalog.entries[0].localizations.map(\.language) == ["fr"])
        #expect(selected.diagnostics == CatalogReader.decode(bytes, path: "a.xcstrings").diagnostics)

        let folder = try TemporaryFolder()
        let file = try folder.write("twice.xcstrings", Data(bytes))
        let read = try #require(CatalogReader.read(path: file.path, languages: Self.germanOnly).catalog)
        #expect(read.entries[0].localizations.map(\.language) == ["fr"])
    }
}

/// Found by the catalog fuzz target: the languages a selection leaves out are those of the entries
/// that stay, not of definitions a repeated key or a repeated `strings` member replaced.
struct LanguageSelectionReplacementTests {
    static func languages(_ json: String) -> (whole: [String]?, selected: [String]?) {
        let bytes = Array(json.utf8)
        return (CatalogReader.decode(bytes, path: "a.xcstrings").catalog?.languages,
                CatalogReader.decode(bytes, path: "a.xcstrings", languages: LanguageSelectionTests.germanOnly).catalog?.languages)
    }

    @Test func aKeyDefinedTwiceKeepsTheLanguagesOfItsLaterDefinition() {
        let (whole, selected) = Self.languages(#"""
        {"sourceLanguage":"en","strings":{
          "a":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"x"}},"ja":{"stringUnit":{"state":"translated","value":"y"}}}},
          "b":{"localizations":{"it":{"stringUnit":{"state":"translated","value":"z"}}}},
          "a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"w"}}}}
        },"version":"1.0"}
        """#)
        #expect(whole == ["en", "de", "it"])
        #expect(selected == whole)
    }

    @Test func aRepeatedStringsMemberKeepsTheLanguagesOfTheLaterOne() {
        let (whole, selected) = Self.languages(#"""
        {"sourceLanguage":"en",
         "strings":{"a":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"x"}}}}},
         "strings":{"b":{"localizations":{"ja":{"stringUnit":{"state":"translated","value":"y"}}}}},
         "version":"1.0"}
        """#)
        #expect(whole == ["en", "ja"])
        #expect(selected == whole)
    }

    @Test func moreThanSixtyFourLeftOutLanguagesAreReadWhole() {
        let units = (0..<70).map { #""x\#($0)":{"stringUnit":{"state":"translated","value":"v"}}"# }.joined(separator: ",")
        let (whole, selected) = Self.languages(#"{"sourceLanguage":"en","strings":{"a":{"localizations":{\#(units)}}},"version":"1.0"}"#)
        #expect(whole?.count == 71)
        #expect(selected == whole)
    }
}
