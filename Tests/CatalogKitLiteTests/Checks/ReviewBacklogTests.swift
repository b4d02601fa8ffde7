import CatalogKitLite
import Testing

/// `needs-review` on a translation marked nearly whole (boring.notch: 235 of 236 German strings)
/// gives one finding for the translation; a catalog with some marked strings gives one per string.
struct ReviewBacklogTests {
    /// A catalog of `count` keys whose German is marked `needs_review` for the first `marked` of them.
    static func catalog(count: Int, marked: Int) -> Catalog {
        let entries = (0..<count).map { index in
            let state = index < marked ? "needs_review" : "translated"
            return #""key.\#(1000 + index)":{"localizations":{"de":{"stringUnit":{"state":"\#(state)","value":"Wert \#(index)"}},"#
                + #""en":{"stringUnit":{"state":"translated","value":"Value \#(index)"}}}}"#
        }
        return CheckTest.catalog(#"{"sourceLanguage":"en","strings":{"# + entries.joined(separator: ",") + #"},"version":"1.0"}"#)
    }

    static func findings(_ catalog: Catalog) -> [Finding] {
        let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["en", "de"])
        return catalog.entries.flatMap { CatalogRule.run($0, context: context, rules: [NeedsReviewRule.rule]) }
    }

    @Test func aWholeTranslationMarkedIsOneFinding() throws {
        let catalog = Self.catalog(count: 30, marked: 28)
        let backlog = try #require(CatalogCheckContext(catalog: catalog).reviewBacklogs["de"])
        #expect(backlog == ReviewBacklog(marked: 28, units: 30, firstKey: "key.1000") && backlog.coversTheTranslation)
        let findings = Self.findings(catalog)
        #expect(findings.count == 1)
        #expect(findings.first?.location.key == "key.1000" && findings.first?.location.language == "de")
        #expect(findings.first?.message.contains("28 of the 30 German strings") == true, "\(findings.map(\.message))")
    }

    /// The one finding stands at the first marked string with text, not at an empty key or value.
    @Test func theOneFindingStandsAtTheFirstMarkedText() throws {
        var catalog = Self.catalog(count: 30, marked: 30)
        let blank = CheckTest.catalog(
            #"{"sourceLanguage":"en","strings":{"":{"localizations":{"de":{"stringUnit":{"state":"needs_review","value":""}},"#
                + #""en":{"stringUnit":{"state":"translated","value":""}}}}},"version":"1.0"}"#)
        catalog.entries.insert(contentsOf: blank.entries, at: 0)
        #expect(CatalogCheckContext(catalog: catalog).reviewBacklogs["de"]?.firstKey == "key.1000")
        let findings = Self.findings(catalog)
        #expect(findings.map(\.location.key) == ["key.1000"], "\(findings.map(\.message))")
    }

    @Test func someMarkedStringsAreEachReported() {
        let findings = Self.findings(Self.catalog(count: 30, marked: 20))
        #expect(findings.map(\.location.key) == (1000..<1020).map { "key.\($0)" })
    }

    /// A small catalog is judged per string, however much of it is marked.
    @Test func aSmallCatalogIsReportedPerString() {
        #expect(Self.findings(Self.catalog(count: 5, marked: 5)).count == 5)
    }
}
