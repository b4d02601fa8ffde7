import CatalogKitLite
import Testing

/// invalid-specifier, plural-incomplete and variation-mismatch beyond their examples.
@Suite("Catalog checks: specifiers, plurals, variations")
struct FormatRuleTests {
    @Test("a percent sign is text where the source has no arguments, and an error where it has")
    func literalPercentFollowsTheSource() {
        let plain = ExampleJSON.catalog("accuracy", ["en": ExampleJSON.unit("100% accurate"), "de": ExampleJSON.unit("zu 100% genau")])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, plain).isEmpty)
        let formatted = ExampleJSON.catalog("accuracy %lld", ["en": ExampleJSON.unit("%lld%% accurate"), "de": ExampleJSON.unit("zu 100% genau: %lld")])
        let findings = CheckTest.run(InvalidSpecifierRule.rule, formatted)
        #expect(findings.map { $0.location.language ?? "-" } == ["de"])
        #expect(findings.first?.message.contains("'% g'") == true)
    }

    @Test("a '%' is reported where a percent sign was meant and lost; a stray one Foundation drops is not")
    func strayAndMeantPercent() {
        // "%lld %": the space does not make the percent sign stray; Foundation drops it.
        let meant = ExampleJSON.catalog("battery %lld", ["en": ExampleJSON.unit("Battery: %lld%%"), "fr": ExampleJSON.unit("Batterie : %lld %")])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, meant, languages: ["en", "fr"]).map { $0.location.language ?? "-" } == ["fr"])
        let stray = ExampleJSON.catalog("retry %@", ["en": ExampleJSON.unit("Reopen %@, then refresh."), "ja": ExampleJSON.unit("%@を再開します%、リフレッシュします")])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, stray, languages: ["en", "ja"]).isEmpty)
        // A stray '%' where the argument is gone is the argument mistyped (Loop's "(%$11d)").
        let mistyped = ExampleJSON.catalog("Version %@ (%lld)", [
            "en": ExampleJSON.unit("Version %1$@ (%2$lld)"), "ru": ExampleJSON.unit("Версия %1$@ (%$11d)"),
        ])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, mistyped, languages: ["en", "ru"]).map { $0.location.language ?? "-" } == ["ru"])
        // '% @' is a mistyped '%@' in a translation; in the source after a number a percent sign was meant.
        let source = ExampleJSON.catalog("checkout", ["en": ExampleJSON.unit("Save 20% @ checkout: %@"), "de": ExampleJSON.unit("Spare 20 %% an der Kasse: %@")])
        let findings = CheckTest.run(InvalidSpecifierRule.rule, source)
        #expect(findings.map { $0.location.language ?? "-" } == ["en"])
        #expect(findings.first?.message.contains("'% @' is read as '%@'") == true)
        let typo = ExampleJSON.catalog("more-at", ["en": ExampleJSON.unit("More at % @")])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, typo).isEmpty, "a source whose only argument is '% @' is not formatted")
    }

    @Test("a gap in a translation is placeholder-missing only; mixed numbering and unknown substitutions are invalid")
    func gapsAndMixing() {
        let gap = ExampleJSON.catalog("%@ of %@", ["en": ExampleJSON.unit("%1$@ of %2$@"), "de": ExampleJSON.unit("von %2$@")])
        #expect(CheckTest.run([InvalidSpecifierRule.rule, PlaceholderMissingRule.rule], gap).map(\.ruleID) == ["placeholder-missing"])
        let mixed = ExampleJSON.catalog("k", ["en": ExampleJSON.unit("%1$@ “%@”")])
        #expect(CheckTest.run(InvalidSpecifierRule.rule, mixed).map { $0.location.language ?? "-" } == ["en"])
        let unknown = ExampleJSON.catalog("%lld posts", ["de": ExampleJSON.unit("%#@beitraege@")])
        let findings = CheckTest.run(CatalogRule.all, unknown)
        #expect(findings.map(\.ruleID) == ["invalid-specifier"])
        #expect(findings.first?.message.contains("'%#@beitraege@' refers to a substitution 'beitraege' that does not exist") == true)
    }

    /// The categories a language needs beyond the source's: a German `one` the English has is
    /// `missing-translation`'s, so German asks nothing more here.
    @Test("required plural categories follow the language", arguments: [
        ("de", "one,other", true), ("de", "other", true), ("fr", "one,other", true), ("es", "one,other", true),
        ("it", "one,other", true), ("ja", "other", true), ("ko", "other", true), ("vi", "other", true),
        ("ru", "one,other", false), ("ru", "one,few,other", true), ("ru", "one,few,many,other", true),
        ("pl", "one,other", false), ("pl", "one,few,other", true), ("tr", "other", true), ("hu", "other", true),
        ("xx", "other", true),
    ])
    func pluralCategories(_ language: String, _ categories: String, _ complete: Bool) {
        let variants = categories.split(separator: ",").map { String($0) }
        var body = #"{ "variations" : { "plural" : { "#
        body += variants.map { #""\#($0)" : { "stringUnit" : { "state" : "translated", "value" : "%lld x" } }"# }.joined(separator: ", ")
        body += " } } }"
        let json = ExampleJSON.catalog("%lld items", ["en": ExampleJSON.plural(["one": "%lld item", "other": "%lld items"]), language: body])
        let findings = CheckTest.run(PluralIncompleteRule.rule, json, languages: ["en", language])
        #expect(findings.isEmpty == complete, "\(language) \(categories): \(findings.map(\.message))")
        // Every category a language needs and the source has, and only those, is missing German or Polish.
        let missing = CheckTest.run(MissingTranslationRule.rule, json, languages: ["en", language])
        let lacksOne = PluralCategories.neededForCounts(for: language).contains(.one) && !variants.contains("one")
        #expect(missing.isEmpty != lacksOne, "\(language) \(categories): \(missing.map(\.message))")
    }

    @Test("a source without 'one' asks no 'one' of its translations and is not reported itself")
    func sourceWithoutOne() {
        let json = ExampleJSON.catalog("FindResult.replace.message", [
            "en": ExampleJSON.plural(["zero": "Not replaced", "other": "%lld replaced"]),
            "de": ExampleJSON.plural(["zero": "Nicht ersetzt", "other": "%lld ersetzt"]),
        ])
        #expect(CheckTest.run(CatalogRule.all, json).isEmpty)
    }

    @Test("a plural variant without the number is reported where the source shows it, with its path")
    func variantWithoutNumber() throws {
        let json = ExampleJSON.catalog("%lld posts", [
            "en": ExampleJSON.substituted("%#@posts@", ["posts": ExampleJSON.substitution(argNum: 1, "lld", ["one": "%arg post", "other": "%arg posts"])]),
            "de": ExampleJSON.substituted("%#@posts@", ["posts": ExampleJSON.substitution(argNum: 1, "lld", ["one": "Ein Beitrag", "other": "Beiträge"])]),
        ])
        let findings = CheckTest.run(CatalogRule.all, json, role: .label)
        #expect(findings.map(\.ruleID) == ["plural-without-number"])
        let finding = try #require(findings.first)
        #expect(finding.location.variationPath.description == "substitutions.posts.plural.other")
        #expect(finding.message == #"German label for '%lld posts' [substitutions.posts.plural.other] shows no number (German: "Beiträge")"#)
        // Russian 'one' also means 21, so it must show the number.
        let russian = ExampleJSON.catalog("%lld posts", [
            "ru": ExampleJSON.plural(["one": "Один пост", "few": "%lld поста", "many": "%lld постов", "other": "%lld поста"]),
        ])
        #expect(CheckTest.run(PluralWithoutNumberRule.rule, russian, languages: ["en", "ru"]).map(\.location.variationPath.description) == ["plural.one"])
    }

    @Test("device variants: a missing device without 'other' is reported at the device variation")
    func deviceVariants() throws {
        let json = ExampleJSON.catalog("player.hint", [
            "en": ExampleJSON.device(["iphone": "Tap to play.", "ipad": "Tap to play.", "mac": "Click to play."]),
            "de": ExampleJSON.device(["iphone": "Zum Abspielen tippen."]),
        ])
        let findings = CheckTest.run(VariationMismatchRule.rule, json, role: .hint)
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding.severity == .warning)
        #expect(finding.location.variationPath.description == "device")
        #expect(finding.message.contains("no variant for 'ipad', 'mac' and no 'other' variant"))
        let plain = ExampleJSON.catalog("player.hint", [
            "en": ExampleJSON.device(["iphone": "Tap to play.", "mac": "Click to play."]),
            "de": ExampleJSON.unit("Spielt das Video ab."),
        ])
        #expect(CheckTest.run(VariationMismatchRule.rule, plain).isEmpty)
    }

    @Test("substitutions: another argument or width is reported; a plain %lld only where the language needs 'one'")
    func substitutionDifferences() {
        let english = ExampleJSON.substituted("%#@posts@ by %#@people@", [
            "posts": ExampleJSON.substitution(argNum: 1, "lld", ["one": "%arg post", "other": "%arg posts"]),
            "people": ExampleJSON.substitution(argNum: 2, "lld", ["one": "%arg person", "other": "%arg people"]),
        ])
        let swapped = ExampleJSON.substituted("%#@posts@ von %#@people@", [
            "posts": ExampleJSON.substitution(argNum: 2, "lld", ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
            "people": ExampleJSON.substitution(argNum: 1, "ld", ["one": "%arg Person", "other": "%arg Personen"]),
        ])
        let findings = CheckTest.run(VariationMismatchRule.rule, ExampleJSON.catalog("k %lld %lld", ["en": english, "de": swapped]))
        #expect(findings.map(\.location.variationPath.description) == ["substitutions.posts", "substitutions.people"])
        let width = ExampleJSON.substituted("%#@posts@ von %#@people@", [
            "posts": ExampleJSON.substitution(argNum: 1, "ld", ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
            "people": ExampleJSON.substitution(argNum: 2, "lld", ["one": "%arg Person", "other": "%arg Personen"]),
        ])
        let widthFindings = CheckTest.run(VariationMismatchRule.rule, ExampleJSON.catalog("k %lld %lld", ["en": english, "de": width]))
        #expect(widthFindings.map(\.message) == ["German string for 'k %lld %lld' [substitutions.posts] has the format specifier 'ld' where English has 'lld' for argument 1"])
        let japanese = ExampleJSON.catalog("k %lld %lld", ["en": english, "ja": ExampleJSON.unit("%2$lld人の%1$lld件")])
        #expect(CheckTest.run(VariationMismatchRule.rule, japanese, languages: ["en", "ja"]).isEmpty)
        let german = ExampleJSON.catalog("k %lld %lld", ["en": english, "de": ExampleJSON.unit("%1$lld Beiträge von %2$lld Personen")])
        #expect(CheckTest.run(VariationMismatchRule.rule, german).count == 2)
    }
}
