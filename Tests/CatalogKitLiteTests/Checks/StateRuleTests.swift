import CatalogKitLite
import Testing

/// Missing, empty, untranslated, needs-review and stale keys: messages, positions, paths, exemptions.
@Suite("Catalog checks: translation states")
struct StateRuleTests {
    static let closeHint = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "trailer.close.hint" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Closes the trailer." } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test("a missing German hint is reported at the key, with the English text")
    func missingTranslation() throws {
        let catalog = CheckTest.catalog(Self.closeHint)
        let entry = try #require(catalog.entries.first)
        let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["de"], module: "Player", role: .hint)
        let findings = CatalogRule.run(entry, context: context)
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.ruleID == "missing-translation" && finding.severity == .error)
        #expect(finding.message == #"German hint for 'trailer.close.hint' is missing (English: "Closes the trailer.")"#)
        #expect(finding.location.language == "de" && finding.location.key == "trailer.close.hint")
        let key = try #require(CheckTest.lineColumn(of: "\"trailer.close.hint\"", in: Self.closeHint))
        #expect(CheckTest.position(finding) == "\(key.line):\(key.column)")
        #expect(finding.module == "Player" && finding.role == .hint)
        #expect(finding.sourceText == "Closes the trailer.")
        #expect(finding.suggestion != nil)
        #expect(context.requiredLanguages == ["en", "de"], "the source language is put first")
    }

    @Test("the source language is never missing, and a key without letters needs no translation")
    func sourceNeverMissing() {
        let onlyGerman = ExampleJSON.catalog("Play", ["de": ExampleJSON.unit("Abspielen")])
        #expect(CheckTest.run(MissingTranslationRule.rule, onlyGerman).isEmpty)
        for key in ["%@", "%lld%%", " ", "—", "%1$@ · %2$@"] {
            #expect(CheckTest.run(MissingTranslationRule.rule, ExampleJSON.catalog(key)).isEmpty, "\(key)")
        }
    }

    /// ProfMonster's project declares en-GB beside its English source, and its catalog gives en-GB
    /// the 40 keys it says differently: the other keys are read in English, its users' language
    /// (68 false errors in the 44th study). Another regional variant (es-419 beside es) is not
    /// the source's, and still needs every key.
    @Test("a regional variant of the source language misses no key it does not override")
    func regionalVariantOfTheSource() {
        let json = ExampleJSON.catalog("Colour", ["de": ExampleJSON.unit("Farbe"), "es": ExampleJSON.unit("Color")])
        let findings = CheckTest.run(MissingTranslationRule.rule, json, languages: ["en", "de", "en-GB", "es", "es-419"], role: .label)
        #expect(findings.map { $0.location.language } == ["es-419"], "\(findings.map(\.message))")
    }

    @Test("a stale key is reported once, as stale-key, by all rules together")
    func staleOnce() throws {
        let json = ExampleJSON.catalog("old.hint", fields: #""extractionState" : "stale""#, [
            "en": ExampleJSON.unit("Old hint."), "fr": ExampleJSON.unit("Ancien", state: "new"),
        ])
        let findings = CheckTest.run(CatalogRule.all, json, languages: ["en", "de", "fr"], role: .hint)
        #expect(findings.map(\.ruleID) == ["stale-key"])
        let finding = try #require(findings.first)
        #expect(finding.location.language == nil && finding.severity == .warning)
        #expect(finding.message == #"The hint 'old.hint' is no longer used in code (stale) (English: "Old hint.")"#)
        #expect(CheckTest.position(finding) == "\(try #require(CheckTest.lineColumn(of: "\"old.hint\"", in: json)).line):5")
    }

    @Test("an empty German value is reported at the value; a blank key's blank translation is not")
    func emptyTranslation() throws {
        let json = ExampleJSON.catalog("play.label", ["en": ExampleJSON.unit("Play"), "de": ExampleJSON.unit(" ")])
        let findings = CheckTest.run(EmptyTranslationRule.rule, json, role: .label)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.message == #"German label for 'play.label' is only white space (English: "Play")"#)
        let value = try #require(CheckTest.lineColumn(of: #""value" : " ""#, in: json))
        #expect(CheckTest.position(finding) == "\(value.line):\(value.column + 10)")
        #expect(CheckTest.run(EmptyTranslationRule.rule, ExampleJSON.catalog(" ", ["de": ExampleJSON.unit("")])).isEmpty)
        let emptySource = ExampleJSON.catalog("play.label", ["en": ExampleJSON.unit("")])
        #expect(CheckTest.run(EmptyTranslationRule.rule, emptySource).map(\.location.language) == ["en"])
    }

    @Test("state new is untranslated in German, not in English, per variant with its path")
    func untranslated() throws {
        let json = ExampleJSON.catalog("%lld posts", [
            "en": ExampleJSON.plural(["one": "%lld post", "other": "%lld posts"], state: "new"),
            "de": ExampleJSON.plural(["one": "%lld Beitrag", "other": "%lld posts"], states: ["translated", "new"]),
        ])
        let findings = CheckTest.run(CatalogRule.all, json)
        #expect(findings.map(\.ruleID) == ["untranslated"], "\(findings.map(\.message))")
        let finding = try #require(findings.first)
        #expect(finding.location.variationPath.description == "plural.other")
        #expect(finding.message == #"German string for '%lld posts' [plural.other] is not translated yet (state 'new') (English: "%lld posts")"#)
        let value = try #require(CheckTest.lineColumn(of: #""value" : "%lld posts""#, in: String(json.split(separator: "\"de\"")[1])))
        #expect(finding.location.position.column == value.column + 10)
    }

    @Test("needs_review is reported in every unit, substitution branches included, in any required language")
    func needsReview() {
        let json = ExampleJSON.catalog("%lld posts", [
            "en": ExampleJSON.unit("%lld posts", state: "needs_review"),
            "de": #"""
            { "stringUnit" : { "state" : "translated", "value" : "%#@posts@" },
              "substitutions" : { "posts" : { "argNum" : 1, "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "needs_review", "value" : "%arg Beitrag" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Beiträge" } } } } } } }
            """#,
        ])
        let findings = CheckTest.run(NeedsReviewRule.rule, json)
        #expect(findings.map { "\($0.location.language ?? "-") \($0.location.variationPath)" } == ["en ", "de substitutions.posts.plural.one"])
        #expect(findings.allSatisfy { $0.severity == .warning })
    }
}
