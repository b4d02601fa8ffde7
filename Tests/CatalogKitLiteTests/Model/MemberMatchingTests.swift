import Testing
@testable import CatalogKitLite

/// The decoder matches the schema's member names on their bytes and tracks repeated names without
/// making strings; these cases pin down that it still means what `String` comparison means.
struct MemberMatchingTests {
    func read(_ text: String) -> CatalogReadResult {
        CatalogReader.decode(Array(text.utf8), path: "Test.xcstrings")
    }

    @Test func escapedNamesAndValuesAreMatchedByTheirText() throws {
        let result = read(#"""
        {"sourceL\u0061nguage":"en","strings":{"k":{"c\u006fmment":"a","extractionState":"m\u0061nual",
        "localizations":{"e\u006e":{"string\u0055nit":{"st\u0061te":"tr\u0061nslated","value":"x"}}}}},"version":"1.0"}
        """#)
        #expect(result.diagnostics.isEmpty)
        let entry = try #require(result.catalog?.entries.first)
        #expect(entry.comment?.text == "a")
        #expect(entry.extractionState == .manual)
        #expect(entry.localization("en")?.content.stringUnit?.state == .translated)
    }

    @Test func repeatedKnownMembersAreReportedWithTheFirstPlace() {
        let result = read(#"{"sourceLanguage":"en","strings":{"k":{"comment":"a","comment":"b"}},"version":"1.0","version":"2.0"}"#)
        #expect(result.diagnostics.map(\.description) == [
            #"1:54: warning: the member "comment" occurs twice in one object (first at 1:40); the later one is used [duplicate-key]"#,
            #"1:86: warning: the member "version" occurs twice in one object (first at 1:70); the later one is used [duplicate-key]"#,
            #"1:96: warning: the catalog version "2.0" is newer than the versions this tool knows (1.x); it is read as version 1 [unknown-version]"#,
        ])
        #expect(result.catalog?.entries.first?.comment?.text == "b")
        #expect(result.catalog?.version == "2.0")
    }

    @Test func aRepeatedLanguageAfterAFailedOneIsAddedNotReplaced() throws {
        let result = read(#"""
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"en":5,"de":{"stringUnit":{"value":"d"}},
        "en":{"stringUnit":{"value":"e"}},"de":[]}}},"version":"1.0"}
        """#)
        let entry = try #require(result.catalog?.entries.first)
        #expect(entry.languages == ["de", "en"])
        #expect(entry.localization("en")?.content.stringUnit?.value.text == "e")
        #expect(result.diagnostics.filter { $0.kind == .duplicateKey }.count == 2)
    }

    @Test func namesThatAreCanonicallyEquivalentAreTheSameName() throws {
        // "é" precomposed and decomposed, and the Kelvin sign, which is canonically "K".
        let result = read("""
        {"sourceLanguage":"en","strings":{"k":{"localizations":{"\u{E9}":{"stringUnit":{"value":"a"}},\
        "e\u{301}":{"stringUnit":{"value":"b"}},"\u{212A}":{"stringUnit":{"value":"k"}},"K":{"stringUnit":{"value":"K"}}}}},\
        "version":"1.0"}
        """)
        let entry = try #require(result.catalog?.entries.first)
        #expect(entry.localizations.map(\.content.stringUnit?.value.text) == ["b", "K"])
        #expect(result.diagnostics.filter { $0.kind == .duplicateKey }.count == 2)
    }

    @Test func manyMembersInOneObject() throws {
        let unknown = (0..<40).map { #""u\#($0 % 17)":\#($0)"# }.joined(separator: ",")
        let languages = (0..<30).map { #""l\#($0 % 15)":{"stringUnit":{"value":"v\#($0)"}}"# }.joined(separator: ",")
        let result = read(#"{"sourceLanguage":"en","strings":{"k":{\#(unknown),"localizations":{\#(languages)}}},"version":"1.0"}"#)
        let entry = try #require(result.catalog?.entries.first)
        #expect(entry.unknownFields.count == 40)
        #expect(entry.languages == (0..<15).map { "l\($0)" })
        #expect(entry.localization("l3")?.content.stringUnit?.value.text == "v18")
        #expect(result.diagnostics.filter { $0.kind == .duplicateKey }.count == 23 + 15)
    }

    @Test func statesAndExtractionStatesKeepEveryValue() throws {
        let result = read(#"""
        {"sourceLanguage":"en","strings":{"k":{"extractionState":"extracted_with_value","localizations":{
        "a":{"stringUnit":{"state":"stale","value":"1"}},"b":{"stringUnit":{"state":"","value":"2"}},
        "c":{"stringUnit":{"state":"translatedx","value":"3"}},"d":{"stringUnit":{"state":"Translated","value":"4"}},
        "e":{"stringUnit":{"state":"needs_review","value":"5"}},"f":{"stringUnit":{"state":"new","value":"6"}}}},
        "m":{"extractionState":"migrated"},"n":{"extractionState":"manuals"}},"version":"1.0"}
        """#)
        let catalog = try #require(result.catalog)
        #expect(catalog.entries.map(\.extractionState) == [.extractedWithValue, .migrated, .other("manuals")])
        #expect(catalog.entries[0].localizations.map(\.content.stringUnit?.state) == [
            .stale, .other(""), .other("translatedx"), .other("Translated"), .needsReview, .new,
        ])
    }
}
