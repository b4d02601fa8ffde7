import Testing
@testable import CatalogKitLite

/// Imports into catalogs that are not in Xcode's layout change only the lines of the strings they
/// change: the file's indentation, separators, line ends, escapes and key order stay.
struct CatalogEditTests {
    /// One catalog, laid out three ways Xcode never writes: Python's `json.dump(indent=4)` (ASCII
    /// only, `"key": value`, `value` before `state`), one line with `\/`, and tabs with CR LF.
    static let layouts: [(name: String, text: String)] = [
        ("python", """
        {
            "version": "1.0",
            "sourceLanguage": "en",
            "strings": {
                "zebra": {
                    "comment": "Caf\\u00e9 \\u2013 last",
                    "localizations": {
                        "en": {
                            "stringUnit": {
                                "value": "Zebra",
                                "state": "translated"
                            }
                        }
                    }
                },
                "%lld items": {
                    "localizations": {
                        "en": {
                            "variations": {
                                "plural": {
                                    "one": {
                                        "stringUnit": {
                                            "value": "%lld item",
                                            "state": "translated"
                                        }
                                    },
                                    "other": {
                                        "stringUnit": {
                                            "value": "%lld items",
                                            "state": "translated"
                                        }
                                    }
                                }
                            }
                        },
                        "de": {
                            "variations": {
                                "plural": {
                                    "other": {
                                        "stringUnit": {
                                            "value": "%lld Dinge",
                                            "state": "translated"
                                        }
                                    }
                                }
                            }
                        }
                    }
                },
                "apple": {
                    "localizations": {
                        "de": {
                            "stringUnit": {
                                "value": "Apfel alt",
                                "state": "needs_review"
                            }
                        },
                        "en": {
                            "stringUnit": {
                                "value": "Apple",
                                "state": "translated"
                            }
                        }
                    }
                }
            }
        }
        """),
        ("one line", #"{"sourceLanguage":"en","strings":{"zebra":{"comment":"a\/b","localizations":{"en":{"stringUnit":{"state":"translated","value":"Zebra"}}}},"%lld items":{"localizations":{"de":{"variations":{"plural":{"other":{"stringUnit":{"state":"translated","value":"%lld Dinge"}}}}},"en":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"%lld item"}},"other":{"stringUnit":{"state":"translated","value":"%lld items"}}}}}}},"apple":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":"Apfel alt"}},"en":{"stringUnit":{"state":"translated","value":"Apple"}}}}},"version":"1.0"}"#),
        ("tabs", "{\r\n\t\"sourceLanguage\" : \"en\",\r\n\t\"strings\" : {\r\n\t\t\"zebra\" : {\r\n\t\t\t\"localizations\" : {\r\n\t\t\t\t\"en\" : {\r\n\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\"value\" : \"Zebra\"\r\n\t\t\t\t\t}\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t},\r\n\t\t\"%lld items\" : {\r\n\t\t\t\"localizations\" : {\r\n\t\t\t\t\"de\" : {\r\n\t\t\t\t\t\"variations\" : {\r\n\t\t\t\t\t\t\"plural\" : {\r\n\t\t\t\t\t\t\t\"other\" : {\r\n\t\t\t\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\t\t\t\"value\" : \"%lld Dinge\"\r\n\t\t\t\t\t\t\t\t}\r\n\t\t\t\t\t\t\t}\r\n\t\t\t\t\t\t}\r\n\t\t\t\t\t}\r\n\t\t\t\t},\r\n\t\t\t\t\"en\" : {\r\n\t\t\t\t\t\"variations\" : {\r\n\t\t\t\t\t\t\"plural\" : {\r\n\t\t\t\t\t\t\t\"one\" : {\r\n\t\t\t\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\t\t\t\"value\" : \"%lld item\"\r\n\t\t\t\t\t\t\t\t}\r\n\t\t\t\t\t\t\t},\r\n\t\t\t\t\t\t\t\"other\" : {\r\n\t\t\t\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\t\t\t\"value\" : \"%lld items\"\r\n\t\t\t\t\t\t\t\t}\r\n\t\t\t\t\t\t\t}\r\n\t\t\t\t\t\t}\r\n\t\t\t\t\t}\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t},\r\n\t\t\"apple\" : {\r\n\t\t\t\"localizations\" : {\r\n\t\t\t\t\"de\" : {\r\n\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\"state\" : \"needs_review\",\r\n\t\t\t\t\t\t\"value\" : \"Apfel alt\"\r\n\t\t\t\t\t}\r\n\t\t\t\t},\r\n\t\t\t\t\"en\" : {\r\n\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\"value\" : \"Apple\"\r\n\t\t\t\t\t}\r\n\t\t\t\t}\r\n\t\t\t}\r\n\t\t}\r\n\t},\r\n\t\"version\" : \"1.0\"\r\n}\r\n"),
    ]

    func unit(_ id: String, source: String, target: String) -> ImportedUnit {
        let (key, path) = TranslationUnit.split(id: id)
        return ImportedUnit(
            catalogPath: "A.xcstrings", language: "de", key: key, path: path, source: source, target: target,
            state: TranslationFileState(format: .xliff, spelling: "translated"), position: SourcePosition(line: 1, column: 1, offset: 0))
    }

    /// A new localization, a new plural form beside an existing one, and a changed value and
    /// state: each written into the file's own layout, and nothing else touched.
    @Test(arguments: layouts.map(\.name))
    func onlyTheChangedStringsChange(_ name: String) throws {
        let text = try #require(Self.layouts.first { $0.name == name }).text
        let original = Array(text.utf8)
        let catalog = try #require(CatalogReader.decode(original, path: "A.xcstrings").catalog)
        #expect(try CatalogWriter().bytes(for: catalog) != original, "the layout is Xcode's after all")
        let outcome = TranslationImport.apply([
            unit("zebra", source: "Zebra", target: "Zebra – gestreift"),
            unit("%lld items|==|plural.one", source: "%lld item", target: "%lld Ding"),
            unit("apple", source: "Apple", target: "Apfel"),
        ], to: catalog, language: "de")
        #expect(outcome.refused.isEmpty, "\(outcome.refused)")
        #expect(outcome.accepted.count == 3)
        let edit = try CatalogEdit.bytes(original: original, originalCatalog: catalog, changed: outcome.catalog)
        #expect(edit.reformatReason == nil)
        let written = String(decoding: edit.bytes, as: UTF8.self)
        // It reads back as the changed catalog.
        let reread = try #require(CatalogReader.decode(edit.bytes, path: "A.xcstrings").catalog)
        #expect(try CatalogWriter().bytes(for: reread) == CatalogWriter().bytes(for: outcome.catalog))
        // Every line of the original is still there but the two that held the old review text.
        let newline = text.contains("\r\n") ? "\r\n" : "\n"
        let oldLines = text.components(separatedBy: newline), newLines = Set(written.components(separatedBy: newline))
        let removed = oldLines.filter { !newLines.contains($0) }
        if name == "one line" {
            #expect(removed.count == 1)
            #expect(written.hasPrefix(#"{"sourceLanguage":"en","strings":{"zebra":{"comment":"a\/b","localizations":{"#))
            #expect(written.contains(#""de":{"stringUnit":{"state":"translated","value":"Zebra \u2013 gestreift"}}"#) || written.contains(#""de":{"stringUnit":{"state":"translated","value":"Zebra – gestreift"}}"#))
        } else {
            #expect(removed.map { $0.trimmingCharacters(in: .whitespaces) }.sorted() == removedLines(name), "\(removed)")
        }
        if name == "python" {
            #expect(written.contains("\"comment\": \"Caf\\u00e9 \\u2013 last\""))
            #expect(written.contains("\"value\": \"Zebra \\u2013 gestreift\""))
            #expect(written.contains("\n                \"de\": {\n                    \"stringUnit\": {\n                        \"state\": \"translated\","))
            #expect(!written.contains("Zebra – gestreift"))
            // The keys stay in the file's order.
            #expect(written.range(of: "\"zebra\"")!.lowerBound < written.range(of: "\"apple\"")!.lowerBound)
        }
        if name == "tabs" {
            #expect(!written.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
            #expect(written.contains("\t\t\t\t\"de\" : {\r\n\t\t\t\t\t\"stringUnit\" : {\r\n\t\t\t\t\t\t\"state\" : \"translated\",\r\n\t\t\t\t\t\t\"value\" : \"Zebra – gestreift\""))
        }
    }

    func removedLines(_ name: String) -> [String] {
        name == "python" ? ["\"state\": \"needs_review\"", "\"value\": \"Apfel alt\","] : ["\"state\" : \"needs_review\",", "\"value\" : \"Apfel alt\""]
    }

    @Test func aFileInXcodesLayoutIsWrittenByTheWriter() throws {
        let catalog = try #require(CatalogReader.decode(Array(Self.layouts[0].text.utf8), path: "A.xcstrings").catalog)
        let xcode = try CatalogWriter().bytes(for: catalog)
        let reread = try #require(CatalogReader.decode(xcode, path: "A.xcstrings").catalog)
        let outcome = TranslationImport.apply([unit("apple", source: "Apple", target: "Apfel")], to: reread, language: "de")
        let edit = try CatalogEdit.bytes(original: xcode, originalCatalog: reread, changed: outcome.catalog)
        #expect(edit.reformatReason == nil)
        #expect(edit.bytes == (try CatalogWriter().bytes(for: outcome.catalog)))
    }
}
