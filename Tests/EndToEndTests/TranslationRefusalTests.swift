import Foundation
import Testing
import TestSupport

/// Imports that must be refused: nothing is written for the refused strings, and no byte of the
/// catalog outside the accepted strings changes.
struct TranslationRefusalTests {
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld photos" : {
          "comment" : "[a11y: label] Number of photos",
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
        "files.summary" : {
          "comment" : "[a11y: value]",
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "%@ has %#@count@"
              },
              "substitutions" : {
                "count" : {
                  "argNum" : 2,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg file"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%arg files"
                        }
                      }
                    }
                  }
                }
              }
            }
          }
        },
        "trailer.play.hint" : {
          "localizations" : {
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Plays the trailer."
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// Good translations of every unit, by id.
    static let good: [String: String] = [
        "%lld photos|==|plural.one": "%lld Foto",
        "%lld photos|==|plural.other": "%lld Fotos",
        "files.summary": "%@ hat %#@count@",
        "files.summary|==|substitutions.count.plural.one": "%arg Datei",
        "files.summary|==|substitutions.count.plural.other": "%arg Dateien",
        "trailer.play.hint": "Spielt den Trailer ab.",
    ]

    /// The German the hint gets, as the writer writes it into the hint's entry.
    static let hintLines = [
        "        \"de\" : {", "          \"stringUnit\" : {", "            \"state\" : \"translated\",",
        "            \"value\" : \"Spielt den Trailer ab.\"", "          }", "        },",
    ]

    struct Project {
        let folder: TemporaryFolder
        var catalog: URL { folder.url.appendingPathComponent("App/Localizable.xcstrings") }
        var original: URL { folder.url.appendingPathComponent("original.json") }

        init() throws {
            folder = try TemporaryFolder()
            try folder.write("App/Localizable.xcstrings", TranslationRefusalTests.catalog)
            try folder.write("original.json", TranslationRefusalTests.catalog)
        }

        func run(_ arguments: [String]) throws -> ToolRun {
            try ToolRunner.run(arguments, in: folder.url)
        }

        func export(_ format: String = "xliff") throws -> String {
            let run = try self.run(["export", "-l", "de", "App", "-o", "work." + format])
            #expect(run.status == 0, "\(run.error)")
            return try String(contentsOf: folder.url.appendingPathComponent("work." + format), encoding: .utf8)
        }

        /// Imports `text` as `name`; returns the run.
        func importing(_ text: String, as name: String = "filled.xliff", _ options: [String] = []) throws -> ToolRun {
            try folder.write(name, text)
            return try run(["import", name] + options)
        }

        var catalogText: String { get throws { try String(contentsOf: catalog, encoding: .utf8) } }
        var isUnchanged: Bool { get throws { try catalogText == TranslationRefusalTests.catalog } }
    }

    /// The exported XLIFF with the good translations, some replaced by `overrides`, and the units
    /// of `untranslated` left without a target.
    static func filled(_ xliff: String, _ overrides: [String: String] = [:], untranslated: Set<String> = []) throws -> String {
        try Translation.fillXLIFF(xliff) { id, _ in untranslated.contains(id) ? nil : overrides[id] ?? good[id] }
    }

    @Test func goodTranslationsAllImport() throws {
        let project = try Project()
        let run = try project.importing(try Self.filled(try project.export()))
        #expect(run.status == 0, "\(run.error)")
        #expect(run.error.contains("Imported 6 units into 1 catalog; 0 refused"))
        let (removed, added) = try Translation.systemDiff(project.original, project.catalog)
        #expect(removed.isEmpty)
        #expect(added.joined(separator: "\n").contains("\"value\" : \"%arg Dateien\""))
        #expect(Array(added.suffix(6)) == Self.hintLines)
    }

    @Test func droppedAndChangedPlaceholdersAreRefusedAndTheRestImports() throws {
        let project = try Project()
        let xliff = try Self.filled(try project.export(), [
            "files.summary": "Ordner hat %#@count@",
            "%lld photos|==|plural.one": "%@ Foto",
        ])
        let run = try project.importing(xliff)
        #expect(run.status == 1)
        #expect(run.error.contains("error: unit \"files.summary\" of App/Localizable.xcstrings refused: placeholder-missing"), "\(run.error)")
        #expect(run.error.contains("unit \"%lld photos|==|plural.one\" of App/Localizable.xcstrings refused: placeholder-mismatch"), "\(run.error)")
        // A refused unit names its place in the file.
        #expect(run.error.range(of: #"filled\.xliff:\d+:7: error: unit "files\.summary""#, options: .regularExpression) != nil)
        // Only the hint was written: its German lines are the whole change.
        let (removed, added) = try Translation.systemDiff(project.original, project.catalog)
        #expect(removed.isEmpty)
        #expect(added == Self.hintLines)
    }

    @Test func aMissingPluralFormIsRefused() throws {
        let project = try Project()
        let run = try project.importing(try Self.filled(try project.export(), untranslated: [
            "%lld photos|==|plural.one", "files.summary", "files.summary|==|substitutions.count.plural.one",
            "files.summary|==|substitutions.count.plural.other", "trailer.play.hint",
        ]))
        #expect(run.status == 1)
        #expect(run.error.contains("missing-translation") && run.error.contains("lacks the 'one' variant"), "\(run.error)")
        #expect(run.error.contains("0 units"), "\(run.error)")
        #expect(try project.isUnchanged)
    }

    @Test func anUnknownKeyIsRefused() throws {
        let project = try Project()
        var xliff = try Self.filled(try project.export())
        xliff = xliff.replacingOccurrences(of: "<trans-unit id=\"trailer.play.hint\"", with: "<trans-unit id=\"trailer.pause.hint\"")
        let run = try project.importing(xliff)
        #expect(run.status == 1)
        #expect(run.error.contains("unit \"trailer.pause.hint\" of App/Localizable.xcstrings refused: the catalog has no key"), "\(run.error)")
        let (removed, added) = try Translation.systemDiff(project.original, project.catalog)
        #expect(removed.isEmpty)
        #expect(!added.joined(separator: "\n").contains("\"value\" : \"Spielt den Trailer ab.\""))
        #expect(added.joined(separator: "\n").contains("\"value\" : \"%lld Fotos\""))
    }

    @Test func aFileForAnotherLanguageIsRefused() throws {
        let project = try Project()
        let xliff = try Self.filled(try project.export()).replacingOccurrences(of: "target-language=\"de\"", with: "target-language=\"fr\"")
        let run = try project.importing(xliff)
        #expect(run.status == 1)
        #expect(run.error.contains("the catalog has no \"fr\""), "\(run.error)")
        #expect(try project.isUnchanged)
        let expected = try project.importing(try Self.filled(try project.export()), as: "de.xliff", ["--language", "fr"])
        #expect(expected.status == 1)
        #expect(expected.error.contains("not \"fr\" as --language says"), "\(expected.error)")
        #expect(try project.isUnchanged)
    }

    @Test func aUnitWhoseSourceChangedIsRefused() throws {
        let project = try Project()
        let xliff = try Self.filled(try project.export())
        let edited = Self.catalog.replacingOccurrences(of: "Plays the trailer.", with: "Plays the trailer again.")
        try project.folder.write("App/Localizable.xcstrings", edited)
        let run = try project.importing(xliff)
        #expect(run.status == 1)
        #expect(run.error.contains("unit \"trailer.play.hint\" of App/Localizable.xcstrings refused: the en text changed since the export"), "\(run.error)")
        let text = try project.catalogText
        #expect(!text.contains("Spielt den Trailer ab."))
        #expect(text.contains("%arg Dateien"))
    }

    @Test func truncatedAndMalformedXLIFFWriteNothing() throws {
        let project = try Project()
        let xliff = try Self.filled(try project.export())
        let truncated = String(xliff.prefix(xliff.count * 2 / 3))
        let run = try project.importing(truncated)
        #expect(run.status == 2)
        #expect(run.error.range(of: #"^filled\.xliff:\d+:\d+: error: the file ends before </"#, options: .regularExpression) != nil, "\(run.error)")
        #expect(run.error.contains("truncated"))
        #expect(try project.isUnchanged)

        let malformed = xliff.replacingOccurrences(of: "Spielt den Trailer ab.", with: "Spielt&nbsp;den Trailer ab.")
        let second = try project.importing(malformed)
        #expect(second.status == 2)
        #expect(second.error.range(of: #"^filled\.xliff:\d+:\d+: error: the entity '&nbsp;' is not defined"#, options: .regularExpression) != nil, "\(second.error)")
        #expect(try project.isUnchanged)
    }

    @Test func truncatedAndMalformedCSVWriteNothing() throws {
        let project = try Project()
        let csv = try Translation.fillCSV(try project.export("csv")) { key, variation, _ in
            Self.good[variation.isEmpty ? key : key + "|==|" + variation]
        }
        // Cut inside the last row's quoted fields.
        let cut = String(csv.prefix(csv.count - 20))
        let run = try project.importing(cut, as: "filled.csv")
        #expect(run.status == 2)
        #expect(run.error.range(of: #"^filled\.csv:7:\d+: error: "#, options: .regularExpression) != nil, "\(run.error)")
        #expect(try project.isUnchanged)

        let stray = csv.replacingOccurrences(of: "\"Spielt den Trailer ab.\"", with: "Spielt \"den\" Trailer ab.")
        let second = try project.importing(stray, as: "filled.csv")
        #expect(second.status == 2)
        #expect(second.error.range(of: #"^filled\.csv:7:\d+: error: a quote inside a field"#, options: .regularExpression) != nil, "\(second.error)")
        #expect(try project.isUnchanged)

        let good = try project.importing(csv, as: "filled.csv")
        #expect(good.status == 0, "\(good.error)")
        #expect(try project.catalogText.contains("\"value\" : \"Spielt den Trailer ab.\""))
    }

    @Test func needsReviewIsKeptAndDryRunWritesNothing() throws {
        let project = try Project()
        let xliff = try Self.filled(try project.export()).replacingOccurrences(
            of: "<target state=\"translated\">Spielt", with: "<target state=\"needs-review-translation\">Spielt")
        let dry = try project.importing(xliff, as: "filled.xliff", ["--dry-run"])
        #expect(dry.status == 0, "\(dry.error)")
        #expect(dry.output.hasPrefix("--- a/App/Localizable.xcstrings\n+++ b/App/Localizable.xcstrings\n@@ "))
        #expect(dry.output.contains("\n+            \"state\" : \"needs_review\",\n+            \"value\" : \"Spielt den Trailer ab.\"\n"))
        #expect(!dry.output.split(separator: "\n").contains { $0.hasPrefix("-") && !$0.hasPrefix("---") })
        #expect(dry.error.contains("Would import 6 units"))
        #expect(try project.isUnchanged)
        let real = try project.importing(xliff)
        #expect(real.status == 0)
        #expect(try project.catalogText.contains("\"state\" : \"needs_review\",\n            \"value\" : \"Spielt den Trailer ab.\""))
        // Imported again, everything is already there.
        let again = try project.importing(xliff)
        #expect(again.error.contains("Imported 0 units into 0 catalogs; 0 refused, 6 already there"), "\(again.error)")
    }

    /// The demo catalogs exported on one thread and on several: the same bytes, both formats.
    @Test(arguments: ["xliff", "csv"])
    func exportIsTheSameForAnyNumberOfJobs(_ format: String) throws {
        let folder = try TemporaryFolder()
        var outputs: [Data] = []
        for jobs in ["1", "4"] {
            let name = "jobs\(jobs).\(format)"
            let run = try ToolRunner.run(["export", "-l", "de", "Catalogs", "-j", jobs, "-o", folder.url.appendingPathComponent(name).path])
            #expect(run.status == 0, "\(run.error)")
            outputs.append(try Data(contentsOf: folder.url.appendingPathComponent(name)))
        }
        #expect(outputs[0] == outputs[1])
        #expect(String(decoding: outputs[0], as: UTF8.self).contains("Catalogs/Sources/Trailer/"))
    }
}
