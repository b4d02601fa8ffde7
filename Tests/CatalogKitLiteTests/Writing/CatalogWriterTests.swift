import Foundation
import Testing
@testable import CatalogKitLite

/// The writer's layout, one rule at a time: texts in Xcode's layout come back unchanged, and texts in
/// other layouts come back in Xcode's.
struct CatalogWriterTests {
    // MARK: - Escapes

    @Test func escapesAsXcodeDoes() throws {
        // Quote, backslash, line feed, tab, carriage return, backspace, form feed, other control
        // characters in lowercase hex; `/`, DEL, non-ASCII text and emoji raw.
        let text = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "a \"quoted\" \\ key" : {
              "comment" : "line\nbreak\ttab\rreturn\b\f\u0001\u001f/ \u{7F}é€😀",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "https://example.com/ä?q=\"x\""
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """#.replacingOccurrences(of: #"\u{7F}"#, with: "\u{7F}")
        #expect(try Writing.rewrite(text) == text)
    }

    @Test func otherToolsEscapesBecomeXcodes() throws {
        let text = #"{"sourceLanguage":"en","strings":{"\u00e9\/":{"comment":"\u00C9\ud83d\ude00\/\u000A\u0008"}},"version":"1.0"}"#
        let expected = #"""
        {
          "sourceLanguage" : "en",
          "strings" : {
            "é/" : {
              "comment" : "É😀/\n\b"
            }
          },
          "version" : "1.0"
        }
        """#
        #expect(try Writing.rewrite(text) == expected)
    }

    // MARK: - Empty objects and the final line break

    @Test func emptyObjectsAndArraysHaveAnEmptyLine() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "" : {

            },
            "Shortcut" : {
              "localizations" : {
                "en" : {
                  "stringSet" : {
                    "state" : "new",
                    "values" : [

                    ]
                  }
                }
              }
            }
          },
          "version" : "1.1"
        }
        """
        #expect(try Writing.rewrite(text) == text)
        let empty = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
        #expect(try Writing.rewrite(empty) == empty)
    }

    @Test func finalLineBreakIsKeptOrLeftOut() throws {
        let without = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.2\"\n}"
        #expect(try Writing.rewrite(without) == without)
        #expect(try Writing.rewrite(without + "\n") == without + "\n")
        #expect(try Writing.read(without + "\n").endsWithNewline)
    }

    // MARK: - Variations and substitutions

    @Test func pluralDeviceAndSubstitutionVariationsComeBackUnchanged() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld posts from %lld people" : {
              "comment" : "Counts",
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "%#@posts@ von %#@people@"
                  },
                  "substitutions" : {
                    "people" : {
                      "argNum" : 2,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Person"
                            }
                          },
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg Personen"
                            }
                          }
                        }
                      }
                    },
                    "posts" : {
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "new",
                              "value" : "%arg Beiträge"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "items.count" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "ipad" : {
                        "variations" : {
                          "plural" : {
                            "one" : {
                              "stringUnit" : {
                                "state" : "translated",
                                "value" : "%lld item on iPad"
                              }
                            },
                            "other" : {
                              "stringUnit" : {
                                "value" : "%lld items on iPad"
                              }
                            }
                          }
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "%lld items"
                        }
                      }
                    }
                  }
                }
              },
              "shouldTranslate" : false
            }
          },
          "version" : "1.0"
        }
        """
        #expect(try Writing.rewrite(text) == text)
    }

    // MARK: - Unknown members

    @Test func unknownMembersAreKeptWhereXcodeSortsThem() throws {
        // Unknown members at every level, sorted among the known ones, with values of every kind;
        // numbers keep their spelling.
        let text = """
        {
          "aardvark" : [
            1.50e3,
            -0,
            null,
            [

            ]
          ],
          "sourceLanguage" : "en",
          "strings" : {
            "key" : {
              "comment" : "c",
              "customFlag" : true,
              "extractionState" : "manual",
              "localizations" : {
                "de" : {
                  "note" : {
                    "z" : 1,
                    "a" : "second, as read"
                  },
                  "stringSet" : {
                    "state" : "new",
                    "tag" : "x",
                    "values" : [
                      "eins",
                      "zwei"
                    ]
                  },
                  "stringUnit" : {
                    "reviewer" : "jo",
                    "state" : "translated",
                    "value" : "Wert",
                    "zeta" : false
                  },
                  "substitutions" : {
                    "n" : {
                      "argNum" : 1,
                      "comment" : "?",
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "gender" : {

                        },
                        "plural" : {
                          "other" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "zz" : null
            }
          },
          "version" : "1.0",
          "zebra" : {

          }
        }
        """
        #expect(try Writing.rewrite(text) == text)
    }

    @Test func unknownMembersOutOfPlaceMoveToXcodesPlace() throws {
        let text = #"{"version":"1.0","strings":{"k":{"zz":1,"localizations":{},"extra":"e","comment":"c"}},"sourceLanguage":"en"}"#
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "comment" : "c",
              "extra" : "e",
              "zz" : 1
            }
          },
          "version" : "1.0"
        }
        """
        #expect(try Writing.rewrite(text) == expected)
    }

    // MARK: - Order of keys

    @Test func keysKeepTheirOrderOrAreSortedAsXcodeSortsThem() throws {
        let text = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Locked 10" : {
              "localizations" : {
                "zh-HK" : {
                  "variations" : {
                    "plural" : {
                      "other" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "b"
                        }
                      },
                      "one" : {
                        "stringUnit" : {
                          "state" : "translated",
                          "value" : "a"
                        }
                      }
                    }
                  }
                },
                "zh-Hant" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "c"
                  }
                },
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "d"
                  }
                }
              }
            },
            "Locked 9" : {

            },
            "b" : {

            },
            "A" : {

            },
            "%@" : {

            },
            "(x)" : {

            }
          },
          "version" : "1.0"
        }
        """
        #expect(try Writing.rewrite(text) == text)
        let sorted = try Writing.read(Writing.rewrite(text, keyOrder: .xcode))
        #expect(sorted.entries.map(\.key) == ["(x)", "%@", "A", "b", "Locked 9", "Locked 10"])
        let locked = try #require(sorted.entries.last)
        #expect(locked.languages == ["de", "zh-Hant", "zh-HK"])
        #expect(locked.localization("zh-HK")?.content.variations?.plural?.selectors == [.one, .other])
    }

    @Test func xcodeOrderIsCaseInsensitiveNumericAndForced() {
        let names = ["10j-rd-fWr.title", "9sv-l5-xwG.title", "Radial Menu", "Radial menu", "🦖 Dinosaurs", "A web", "%.0f seconds", "(%@)"]
        #expect(XcodeKeyOrder.sorted(names) { $0 } == ["(%@)", "%.0f seconds", "🦖 Dinosaurs", "9sv-l5-xwG.title", "10j-rd-fWr.title", "A web", "Radial menu", "Radial Menu"])
    }

    @Test func knownFieldsAreWrittenInXcodesOrder() {
        // The writer writes each object's known fields in this fixed order; it must be Xcode's.
        let objects = [
            ["sourceLanguage", "strings", "version"],
            ["comment", "extractionState", "generatesSymbol", "isCommentAutoGenerated", "localizations", "shouldTranslate"],
            ["stringSet", "stringUnit", "substitutions", "variations"],
            ["state", "value"], ["state", "values"], ["argNum", "formatSpecifier", "variations"], ["device", "plural"],
        ]
        for fields in objects {
            #expect(XcodeKeyOrder.sorted(fields.reversed()) { $0 } == fields)
        }
    }

    // MARK: - Models not read from a file

    @Test func aChangedModelIsWrittenInXcodesLayout() throws {
        var catalog = try Writing.read(#"{"sourceLanguage":"en","strings":{"Done":{}},"version":"1.0"}"#)
        let here = SourcePosition.start
        catalog.entries[0].localizations.append(Localization(
            language: "de", languagePosition: here,
            content: LocalizedContent(stringUnit: StringUnit(state: .translated, value: CatalogString("Fertig", at: here), position: here), position: here)))
        catalog.entries[0].isCommentAutoGenerated = true
        catalog.entries[0].generatesSymbol = false
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Done" : {
              "generatesSymbol" : false,
              "isCommentAutoGenerated" : true,
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Fertig"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """
        #expect(try Writing.write(catalog) == expected)
    }

    /// What the model does not keep, and so a rewrite leaves out: members whose absence means the
    /// same (an empty `localizations` or `substitutions`, `shouldTranslate` of `true`). None occurs
    /// in the 104 real catalogs; whether Xcode ever writes them is not known.
    @Test func membersThatMeanTheirDefaultAreLeftOut() throws {
        let text = #"{"sourceLanguage":"en","strings":{"k":{"localizations":{"de":{"stringUnit":{"state":"new","value":"v"},"substitutions":{}}},"shouldTranslate":true},"e":{"localizations":{}}},"version":"1.0"}"#
        let expected = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "k" : {
              "localizations" : {
                "de" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "v"
                  }
                }
              }
            },
            "e" : {

            }
          },
          "version" : "1.0"
        }
        """
        #expect(try Writing.rewrite(text) == expected)
    }

    @Test func aCatalogReadWithoutSomeLanguagesIsNotWritten() throws {
        let text = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"fr":{"stringUnit":{"state":"new","value":"x"}}}}},"version":"1.0"}"#
        let catalog = try #require(CatalogReader.decode(Array(text.utf8), path: "t", languages: LanguageSelection { _ in ["de"] }).catalog)
        #expect(throws: CatalogWriteError.partialCatalog(omittedLanguages: ["fr"])) {
            try CatalogWriter().bytes(for: catalog)
        }
    }
}
