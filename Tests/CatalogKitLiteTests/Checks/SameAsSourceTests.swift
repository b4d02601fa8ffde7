import CatalogKitLite
import Testing

/// The same-as-source heuristic on single words, names, sentences and exemptions.
@Suite("Catalog checks: same as source")
struct SameAsSourceTests {
    @Test("what counts as untranslated English", arguments: [
        ("Closes the trailer.", true), ("Done", true), ("Cancel", true), ("Add Bookmark", true),
        ("Progress bar style", true), ("Install Apple Silicon", true), ("Search…", true),
        ("Film", false), ("Trailer", false), ("Name", false), ("Status", false), ("Start", false), ("Details", false),
        ("Filter", false), ("Version %@", false), ("OK", false), ("Radio", false), ("VoiceOver", false),
        ("iPhone", false), ("GitHub", false), ("DXVK HUD", false), ("%lld", false), ("1280 px", false),
        ("Rectangle", false), ("Sparkle", false), ("Boring Notch", false), ("Apple Silicon", false),
        ("look-ahead", false), ("Pop-ups", false), ("https://example.com/help", false), ("boring.notch", false),
        ("**Bitrate:** %lld kbps", false), ("Social media", false), ("%.1f km", false), ("Make it count", true),
        ("^[%lld Show all](inflect: true)", true), ("^[%lld Playlist](inflect: true)", false),
    ])
    func heuristic(_ text: String, _ flagged: Bool) {
        let json = ExampleJSON.catalog("key", ["en": ExampleJSON.unit(text), "de": ExampleJSON.unit(text)])
        #expect(CheckTest.run(SameAsSourceRule.rule, json).isEmpty != flagged, "\(text)")
    }

    @Test("exempt: state new, Don't Translate, app names; variants are compared path by path")
    func exemptionsAndPaths() throws {
        let new = ExampleJSON.catalog("k", ["en": ExampleJSON.unit("Show all"), "de": ExampleJSON.unit("Show all", state: "new")])
        #expect(CheckTest.run(SameAsSourceRule.rule, new).isEmpty)
        let fixed = ExampleJSON.catalog("k", fields: #""shouldTranslate" : false"#, ["en": ExampleJSON.unit("Show all"), "de": ExampleJSON.unit("Show all")])
        #expect(CheckTest.run(SameAsSourceRule.rule, fixed).isEmpty)
        let name = ExampleJSON.catalog("CFBundleDisplayName", ["en": ExampleJSON.unit("Custom Player"), "de": ExampleJSON.unit("Custom Player")])
        #expect(CheckTest.run(SameAsSourceRule.rule, name).isEmpty)
        let plural = ExampleJSON.catalog("%lld posts", [
            "en": ExampleJSON.plural(["one": "%lld post", "other": "%lld posts"]),
            "de": ExampleJSON.plural(["one": "%lld Beitrag", "other": "%lld posts"]),
        ])
        let findings = CheckTest.run(SameAsSourceRule.rule, plural, role: .label)
        #expect(findings.map(\.location.variationPath.description) == ["plural.other"])
        #expect(findings.first?.message == #"German label for '%lld posts' [plural.other] is the English text: "%lld posts""#)
    }

    @Test("an English name that other translated strings quote is kept on purpose; quoted by an untranslated one, it is not")
    func namesTheTranslationKeeps() {
        let kept = """
            {"sourceLanguage":"en","strings":{
            "Make it count":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Make it count"}}}},
            "Make it count is essential.":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Make it count ist unverzichtbar."}}}}
            },"version":"1.0"}
            """
        #expect(CheckTest.run(SameAsSourceRule.rule, kept).isEmpty)
        let copied = kept.replacingOccurrences(of: "Make it count ist unverzichtbar.", with: "Make it count is essential.")
        #expect(CheckTest.run(SameAsSourceRule.rule, copied).map(\.location.key) == ["Make it count"])
        let partOfAWord = kept.replacingOccurrences(of: "Make it count ist", with: "Make it counts ist")
        #expect(CheckTest.run(SameAsSourceRule.rule, partOfAWord).map(\.location.key) == ["Make it count"])
    }

    @Test("in a language written in another script, Title Case names and words between names stay quiet", arguments: [
        ("Buenos Aires", false), ("Cover Flow", false), ("UDP over TCP", false), ("None", true), ("Show all items", true),
    ])
    func otherScripts(_ text: String, _ flagged: Bool) {
        let json = ExampleJSON.catalog("key", ["en": ExampleJSON.unit(text), "ja": ExampleJSON.unit(text)])
        #expect(CheckTest.run(SameAsSourceRule.rule, json, languages: ["en", "ja"]).isEmpty != flagged, "\(text)")
    }
}
