import Testing
@testable import CatalogKitLite

/// States both ways: what export writes for each catalog state, what import makes of each state a
/// file can give, and that nothing unfinished is ever written as `translated`.
struct TranslationStateTests {
    static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "done" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "machine_translated",
                "value" : "Fertig"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Done"
              }
            }
          }
        },
        "later" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "stale",
                "value" : "Später"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Later"
              }
            }
          }
        },
        "odd" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "",
                "value" : "Seltsam"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Odd"
              }
            }
          }
        },
        "open" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Open"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    func catalog() throws -> Catalog {
        try #require(CatalogReader.decode(Array(Self.catalogText.utf8), path: "A.xcstrings").catalog)
    }

    func unit(_ key: String, source: String, target: String?, _ format: TranslationFileFormat, _ state: String?, qualifier: String? = nil) -> ImportedUnit {
        ImportedUnit(
            catalogPath: "A.xcstrings", language: "de", key: key, path: VariationPath(), source: source, target: target,
            state: TranslationFileState(format: format, spelling: state, qualifier: qualifier), position: SourcePosition(line: 3, column: 1, offset: 0))
    }

    func state(of key: String, in catalog: Catalog) -> TranslationState? {
        catalog.entries.first { $0.key == key }?.localization("de")?.content.stringUnit?.state
    }

    @Test func everyXLIFFStateHasItsMeaning() {
        func meaning(_ state: String?, _ qualifier: String? = nil) -> TranslationFileStateMeaning {
            TranslationStateMap.meaning(of: TranslationFileState(format: .xliff, spelling: state, qualifier: qualifier))
        }
        #expect(meaning("translated") == .finished(.translated))
        #expect(meaning("final") == .finished(.translated))
        #expect(meaning("signed-off") == .finished(.translated))
        #expect(meaning(nil) == .finished(.translated))
        #expect(meaning("translated", "leveraged-mt") == .finished(TranslationState(rawValue: "machine_translated")))
        #expect(meaning("translated", "exact-match") == .finished(.translated))
        for review in ["needs-review-translation", "needs-review-l10n", "needs-review-adaptation"] {
            #expect(meaning(review) == .review, "\(review)")
        }
        for unfinished in ["new", "needs-translation", "needs-adaptation", "needs-l10n"] {
            #expect(meaning(unfinished) == .unfinished, "\(unfinished)")
        }
        #expect(meaning("x-custom") == .unknown)
        // CSV spells the catalog's states, and reads XLIFF's too.
        func csv(_ state: String) -> TranslationFileStateMeaning {
            TranslationStateMap.meaning(of: TranslationFileState(format: .csv, spelling: state))
        }
        #expect(csv("translated") == .finished(.translated))
        #expect(csv("machine_translated") == .finished(TranslationState(rawValue: "machine_translated")))
        #expect(csv("needs_review") == .review)
        #expect(csv("new") == .unfinished)
        #expect(csv("stale") == .unfinished)
        #expect(csv("") == .finished(.translated))
        #expect(csv("signed-off") == .finished(.translated))
        #expect(csv("translted") == .unknown)
    }

    @Test func exportWritesEachStateAsXcodeDoes() {
        #expect(TranslationStateMap.xliff(.translated) == ("translated", nil))
        #expect(TranslationStateMap.xliff(.needsReview) == ("needs-review-translation", nil))
        #expect(TranslationStateMap.xliff(TranslationState(rawValue: "machine_translated")) == ("translated", "leveraged-mt"))
        for unfinished: TranslationState? in [.new, .stale, .other(""), nil] {
            #expect(TranslationStateMap.xliff(unfinished) == ("new", nil), "\(String(describing: unfinished))")
        }
        #expect(TranslationStateMap.csv(.stale) == "stale")
        #expect(TranslationStateMap.csv(.other("")) == "")
        #expect(TranslationStateMap.csv(nil) == "")
    }

    /// The outside test's failure: an unedited CSV turned machine_translated, stale and "" into
    /// translated. Each state, exported and read back unchanged, is a no-op in both formats.
    @Test(arguments: TranslationFileFormat.allCases)
    func anUneditedUnitChangesNothingInAnyState(_ format: TranslationFileFormat) throws {
        let catalog = try catalog()
        var units: [ImportedUnit] = []
        for (key, source, target) in [("done", "Done", "Fertig"), ("later", "Later", "Später"), ("odd", "Odd", "Seltsam")] {
            let exported = TranslationStateMap.fileState(state(of: key, in: catalog), format: format)
            units.append(unit(key, source: source, target: target, format, exported.spelling, qualifier: exported.qualifier))
        }
        let outcome = TranslationImport.apply(units, to: catalog, language: "de")
        #expect(outcome.unchanged.count == 3, "\(outcome.accepted.map { ($0.unit.key, $0.state) })")
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.catalog == catalog)
    }

    @Test func aMachineTranslationComesBackAsOne() throws {
        let catalog = try catalog()
        let outcome = TranslationImport.apply(
            [unit("done", source: "Done", target: "Erledigt", .xliff, "translated", qualifier: "leveraged-mt")], to: catalog, language: "de")
        #expect(outcome.accepted.map(\.state) == [TranslationState(rawValue: "machine_translated")])
    }

    /// A target pre-filled with the English, or with the catalog's own text, in an unfinished state
    /// is left alone; a new text in an unfinished state goes in for review, never as translated.
    @Test func unfinishedUnitsAreNeverTranslated() throws {
        let catalog = try catalog()
        let outcome = TranslationImport.apply([
            unit("open", source: "Open", target: "Open", .xliff, "new"),
            unit("later", source: "Later", target: "Später", .xliff, "needs-translation"),
            unit("done", source: "Done", target: "Erledigt", .xliff, "needs-translation"),
            unit("odd", source: "Odd", target: "Sonderbar", .csv, "stale"),
        ], to: catalog, language: "de")
        #expect(outcome.unfinished.map(\.key) == ["open", "later"])
        #expect(outcome.accepted.map(\.unit.key) == ["done", "odd"])
        #expect(outcome.accepted.allSatisfy { $0.state == .needsReview })
        #expect(state(of: "open", in: outcome.catalog) == nil)
        #expect(state(of: "later", in: outcome.catalog) == .stale)
        #expect(state(of: "done", in: outcome.catalog) == .needsReview)
    }

    @Test func finishedStatesAreTranslatedAndUnknownOnesGoToReview() throws {
        let catalog = try catalog()
        let outcome = TranslationImport.apply([
            unit("open", source: "Open", target: "Öffnen", .xliff, "final"),
            unit("later", source: "Later", target: "Später", .xliff, "signed-off"),
            unit("odd", source: "Odd", target: "Seltsam", .xliff, "x-vendor-done"),
        ], to: catalog, language: "de")
        #expect(outcome.accepted.map(\.unit.key) == ["open", "later", "odd"])
        #expect(outcome.accepted.map(\.state) == [.translated, .translated, .needsReview])
    }

    /// A file that gives one unit twice: the same translation is taken once, different ones are
    /// both refused; before, the first was silently lost.
    @Test func aUnitGivenTwiceIsTakenOnceOrRefused() throws {
        let catalog = try catalog()
        var first = unit("open", source: "Open", target: "Öffnen", .csv, "translated")
        var second = first
        second.position = SourcePosition(line: 9, column: 1, offset: 0)
        var outcome = TranslationImport.apply([first, second], to: catalog, language: "de")
        #expect(outcome.accepted.count == 1)
        #expect(outcome.repeated.map(\.copies) == [1])
        second.target = "Aufmachen"
        first.position.line = 4
        outcome = TranslationImport.apply([first, second], to: catalog, language: "de")
        #expect(outcome.accepted.isEmpty)
        #expect(outcome.refused.count == 2)
        #expect(outcome.refused.allSatisfy { $0.reason.contains("2 times with different translations") && $0.reason.contains("lines 4, 9") })
        #expect(outcome.catalog == catalog)
    }

    @Test func controlCharactersAreRefused() throws {
        let catalog = try catalog()
        for scalar: Unicode.Scalar in ["\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{9B}"] {
            let outcome = TranslationImport.apply(
                [unit("open", source: "Open", target: "Öff\(scalar)nen", .csv, "translated")], to: catalog, language: "de")
            #expect(outcome.refused.count == 1, "U+\(String(scalar.value, radix: 16))")
            #expect(outcome.refused.first?.reason.contains("control character") == true)
        }
        // Tabs and line breaks are text.
        let outcome = TranslationImport.apply([unit("open", source: "Open", target: "Öff\tnen\nA", .csv, "translated")], to: catalog, language: "de")
        #expect(outcome.accepted.count == 1)
    }
}
