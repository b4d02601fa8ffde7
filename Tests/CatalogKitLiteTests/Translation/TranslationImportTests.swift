import Testing
@testable import CatalogKitLite

/// Building work lists and applying imported units to a catalog's model.
struct TranslationImportTests {
    static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld photo"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld photos"
                    }
                  }
                }
              }
            }
          }
        },
        "play.hint" : {
          "comment" : "Plays the trailer",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Spielt"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Plays %@."
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func catalog() throws -> Catalog {
        let result = CatalogReader.decode(Array(Self.catalogText.utf8), path: "A.xcstrings")
        return try #require(result.catalog)
    }

    func unit(_ id: String, source: String, target: String?, state: String? = "translated", format: TranslationFileFormat = .xliff, line: Int = 1) -> ImportedUnit {
        let (key, path) = TranslationUnit.split(id: id)
        return ImportedUnit(
            catalogPath: "A.xcstrings", language: "de", key: key, path: path, source: source, target: target,
            state: TranslationFileState(format: format, spelling: state), position: SourcePosition(line: line, column: 1, offset: 0))
    }

    func written(_ catalog: Catalog) throws -> String {
        String(decoding: try CatalogWriter().bytes(for: catalog), as: UTF8.self)
    }

    @Test func idsSplitAsXcodeWritesThem() {
        #expect(TranslationUnit.split(id: "%lld photos|==|plural.one") == ("%lld photos", VariationPath(["plural", "one"])))
        #expect(TranslationUnit.split(id: "a|==|substitutions.n.plural.other").path == VariationPath(["substitutions", "n", "plural", "other"]))
        // A key that merely contains the separator stays whole.
        #expect(TranslationUnit.split(id: "x |==| y").key == "x |==| y")
        #expect(TranslationUnit.id(key: "k", path: VariationPath()) == "k")
    }

    @Test func workListHasEveryPluralFormAndItsContext() throws {
        let catalog = try catalog()
        let strings = catalog.entries.indices.map { AuditedString(entryIndex: $0, role: .hint, roleSource: .convention, elementKey: "x") }
        let units = TranslationWorkList.units(of: catalog, module: "App", strings: strings, language: "de", findings: [])
        #expect(units.map(\.id) == ["%lld photos|==|plural.one", "%lld photos|==|plural.other", "play.hint"])
        #expect(units[0].source == "%lld photo")
        #expect(units[0].needs == [.missing])
        #expect(units[0].placeholders == [PlaceholderNote(spelling: "%lld", argument: 1, meaning: "a number")])
        #expect(units[2].target == "Spielt")
        #expect(units[2].state == .new)
        #expect(units[2].needs == [.new])
        #expect(units[2].comment == "Plays the trailer")
        let onlyMissing = TranslationWorkList.units(of: catalog, module: "App", strings: strings, language: "de", findings: [], needs: [.missing])
        #expect(onlyMissing.map(\.key) == ["%lld photos", "%lld photos"])
    }

    @Test func pluralFormsAreWrittenWhereXcodeWritesThem() throws {
        let outcome = TranslationImport.apply([
            unit("%lld photos|==|plural.other", source: "%lld photos", target: "%lld Fotos"),
            unit("%lld photos|==|plural.one", source: "%lld photo", target: "Ein Foto", state: "needs-review-translation"),
        ], to: try catalog(), language: "de")
        #expect(outcome.refused.isEmpty, "\(outcome.refused)")
        #expect(outcome.accepted.count == 2)
        let text = try written(outcome.catalog)
        #expect(text.contains("""
                "de" : {
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "Ein Foto"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld Fotos"
                        }
                      }
                    }
                  }
                },
                "en" : {
        """))
    }

    @Test func aChangedPlaceholderIsRefusedAndTheRestTaken() throws {
        let original = try catalog()
        let outcome = TranslationImport.apply([
            unit("play.hint", source: "Plays %@.", target: "Spielt %lld ab."),
            unit("%lld photos|==|plural.one", source: "%lld photo", target: "%lld Foto"),
            unit("%lld photos|==|plural.other", source: "%lld photos", target: "%lld Fotos"),
        ], to: original, language: "de")
        #expect(outcome.refused.map(\.unit.key) == ["play.hint"])
        #expect(outcome.refused[0].reason.contains("placeholder-mismatch"))
        #expect(outcome.accepted.count == 2)
        #expect(outcome.catalog.entries[1] == original.entries[1])
    }

    @Test func aMissingPluralFormRefusesTheKey() throws {
        let original = try catalog()
        let outcome = TranslationImport.apply([
            unit("%lld photos|==|plural.other", source: "%lld photos", target: "%lld Fotos"),
            unit("%lld photos|==|plural.one", source: "%lld photo", target: ""),
        ], to: original, language: "de")
        #expect(outcome.untranslated.count == 1)
        #expect(outcome.refused.count == 1)
        #expect(outcome.refused[0].reason.contains("missing-translation") && outcome.refused[0].reason.contains("lacks the 'one' variant"))
        #expect(try written(outcome.catalog) == written(original))
    }

    @Test func unknownKeysPlacesAndChangedSourcesAreRefused() throws {
        let original = try catalog()
        let outcome = TranslationImport.apply([
            unit("nope", source: "x", target: "y"),
            unit("play.hint|==|plural.few", source: "Plays %@.", target: "y %@"),
            unit("play.hint", source: "Plays it.", target: "Spielt es ab."),
        ], to: original, language: "de")
        #expect(outcome.refused.count == 3)
        #expect(outcome.refused[0].reason.contains("no key"))
        #expect(outcome.refused[1].reason.contains("no place"))
        #expect(outcome.refused[2].reason.contains("changed since the export"))
        #expect(try written(outcome.catalog) == written(original))
    }

    @Test func untouchedNewUnitsStayAsTheyAre() throws {
        let outcome = TranslationImport.apply([unit("play.hint", source: "Plays %@.", target: "Spielt", state: "new")], to: try catalog(), language: "de")
        #expect(outcome.unchanged.count == 1)
        #expect(outcome.accepted.isEmpty)
    }

    /// German holds a plain text where English varies by plural: plural forms cannot go beside it
    /// (Xcode writes one or the other), so they are refused, and the plain text can still change.
    @Test func pluralFormsBesideAPlainTextAreRefused() throws {
        let text = Self.catalogText.replacingOccurrences(of: """
              "localizations" : {
                "en" : {
                  "variations" : {
        """, with: """
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "%lld Fotos"
                  }
                },
                "en" : {
                  "variations" : {
        """)
        let original = try #require(CatalogReader.decode(Array(text.utf8), path: "A.xcstrings").catalog)
        #expect(original.entries[0].localization("de") != nil)
        let outcome = TranslationImport.apply([
            unit("%lld photos|==|plural.one", source: "%lld photo", target: "%lld Foto"),
            unit("%lld photos", source: "%lld photos", target: "%lld Bilder"),
        ], to: original, language: "de")
        #expect(outcome.refused.map(\.unit.id) == ["%lld photos|==|plural.one"])
        #expect(outcome.refused.first?.reason.contains("Xcode writes one or the other") == true)
        #expect(outcome.accepted.map(\.unit.id) == ["%lld photos"])
        let written = try written(outcome.catalog)
        #expect(written.contains("\"value\" : \"%lld Bilder\""))
        #expect(!written.contains("%lld Foto\""))
    }

    /// Xcode's export spells `%#@count@` as `%1$#@count@` and a branch's `%arg` as `%1$lld` (the
    /// substitution's argument and specifier); such units are the catalog's, in its spelling.
    @Test func xcodesSpellingOfSubstitutionsIsTheCatalogs() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "multi" : {
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Birds %#@BIRDS@ yards %#@YARDS@"
                  },
                  "substitutions" : {
                    "BIRDS" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg bird" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg birds" } }
                        }
                      }
                    },
                    "YARDS" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg yard" } },
                          "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg yards" } }
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let catalog = try #require(CatalogReader.decode(Array(text.utf8), path: "A.xcstrings").catalog)
        let outcome = TranslationImport.apply([
            unit("multi", source: "Birds %1$#@BIRDS@ yards %2$#@YARDS@", target: "Meter %2$#@YARDS@, Vögel %1$#@BIRDS@"),
            unit("multi|==|substitutions.BIRDS.plural.one", source: "%1$lld bird", target: "%1$lld Vogel"),
            unit("multi|==|substitutions.BIRDS.plural.other", source: "%1$lld birds", target: "%1$lld Vögel"),
            unit("multi|==|substitutions.YARDS.plural.one", source: "%2$lld yard", target: "%2$lld Meter"),
            unit("multi|==|substitutions.YARDS.plural.other", source: "%2$lld yards", target: "%2$lld Meter"),
        ], to: catalog, language: "de")
        #expect(outcome.refused.isEmpty, "\(outcome.refused)")
        #expect(outcome.accepted.map(\.unit.target) == ["Meter %#@YARDS@, Vögel %#@BIRDS@", "%arg Vogel", "%arg Vögel", "%arg Meter", "%arg Meter"])
        // A number that is not the substitution's stays as written, and the checks judge it.
        let wrong = TranslationImport.apply([unit("multi|==|substitutions.BIRDS.plural.one", source: "%2$lld bird", target: "x")], to: catalog, language: "de")
        #expect(wrong.refused.first?.reason.contains("changed since the export") == true)
    }
}
