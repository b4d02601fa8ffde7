import CatalogKitLite
import Testing

/// Placeholder comparison: signatures, not text; substitutions resolved on both sides; plural variants.
@Suite("Catalog checks: placeholders")
struct PlaceholderRuleTests {
    static let placeholderRules: [CatalogRule] = [PlaceholderMismatchRule.rule, PlaceholderMissingRule.rule, PlaceholderExtraRule.rule]
    static let formatRules: [CatalogRule] = placeholderRules + [InvalidSpecifierRule.rule, PluralIncompleteRule.rule, PluralWithoutNumberRule.rule, VariationMismatchRule.rule]

    @Test("reorderings with n$, other substitution names and width changes agree", arguments: [
        ("%1$@ of %2$@", "%2$@ von %1$@"),
        ("%1$@ of %2$@", "%1$@ von %2$@"),
        ("%lld of 5 stars", "%d von 5 Sternen"),
        ("Version %1$@ (%2$lld)", "Version %1$@ (%2$ld)"),
    ])
    func compatible(_ pair: (String, String)) {
        let json = ExampleJSON.catalog("key", ["en": ExampleJSON.unit(pair.0), "de": ExampleJSON.unit(pair.1)])
        #expect(CheckTest.run(Self.formatRules, json).isEmpty)
    }

    @Test("IceCubesApp's pattern: differently named substitutions without argNum, or a plain %lld for one")
    func substitutionsResolved() {
        let english = ExampleJSON.substituted("%#@posts@ from %#@people@", [
            "posts": ExampleJSON.substitution("lld", ["one": "%arg post", "other": "%arg posts"]),
            "people": ExampleJSON.substitution(argNum: 2, "lld", ["one": "%arg participant", "other": "%arg participants"]),
        ])
        let german = ExampleJSON.substituted("%#@count_posts@ von %#@count_participants@", [
            "count_posts": ExampleJSON.substitution("lld", ["one": "%arg Beitrag", "other": "%arg Beiträge"]),
            "count_participants": ExampleJSON.substitution(argNum: 2, "lld", ["one": "%arg Teilnehmendem", "other": "%arg Teilnehmenden"]),
        ])
        let json = ExampleJSON.catalog("n-posts %lld %lld", ["en": english, "de": german])
        #expect(CheckTest.run(CatalogRule.all, json).isEmpty)
        let japanese = ExampleJSON.catalog("n-posts %lld %lld", ["en": english, "ja": ExampleJSON.unit("%2$lld人から%1$lld件")])
        #expect(CheckTest.run(CatalogRule.all, japanese, languages: ["en", "ja"]).isEmpty)
    }

    @Test("a reordering without n$ is one type mismatch naming both arguments, with a suggestion to number them")
    func reorderingWithoutPositions() throws {
        let json = ExampleJSON.catalog("%@ sent %lld files", ["de": ExampleJSON.unit("%lld Dateien von %@")])
        let findings = CheckTest.run(Self.formatRules, json, role: .announcement)
        #expect(findings.map(\.ruleID) == ["placeholder-mismatch"], "one finding per text, as placeholder-missing gives")
        let first = try #require(findings.first)
        #expect(first.message == """
            German announcement for '%@ sent %lld files' reads argument 1 as an integer ('%lld') where English has an \
            object ('%@'); argument 2 as an object ('%@') where English has an integer ('%lld') \
            (English: "%@ sent %lld files"; German: "%lld Dateien von %@")
            """)
        #expect(first.suggestion?.contains("%2$lld") == true)
    }

    @Test("numbered arguments of the wrong type are one finding, its fix naming each")
    func numberedMismatchesAreOneFinding() throws {
        let json = ExampleJSON.catalog("%@ token code is %@", ["nl": ExampleJSON.unit("%1$A de tokencode is %2$A")])
        let findings = CheckTest.run(Self.formatRules, json, languages: ["en", "nl"], role: .label)
        #expect(findings.map(\.ruleID) == ["placeholder-mismatch"])
        #expect(findings.first?.suggestion == "Read argument 1 as an object ('%@') and argument 2 as an object ('%@'), as the source does.")
    }

    @Test("a mismatch inside a substitution branch points at the branch")
    func mismatchInBranch() throws {
        let json = ExampleJSON.catalog("followers %lld %@", [
            "en": ExampleJSON.substituted("%#@followers@", [
                "followers": ExampleJSON.substitution("lld", ["one": "%2$@ follower", "other": "%2$@ followers"]),
            ]),
            "de": ExampleJSON.substituted("%#@followers@", [
                "followers": ExampleJSON.substitution("lld", ["one": "%2$@ Follower", "other": "%2$lld Follower"]),
            ]),
        ])
        let findings = CheckTest.run(Self.placeholderRules, json)
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.ruleID == "placeholder-mismatch")
        #expect(finding.location.variationPath.description == "substitutions.followers.plural.other")
        #expect(finding.text == "%2$lld Follower")
        let line = try #require(CheckTest.lineColumn(of: "%2$lld Follower", in: json))
        #expect(finding.location.position.line == line.line && finding.location.position.column == line.column - 1)
    }

    @Test("a dropped argument is missing; a one variant may drop the count; an extra argument is named once")
    func missingAndExtra() throws {
        let dropped = ExampleJSON.catalog("movie.rent.label", ["en": ExampleJSON.unit("Rent, %@"), "de": ExampleJSON.unit("Leihen")])
        let missing = CheckTest.run(Self.formatRules, dropped, role: .label)
        #expect(missing.map(\.ruleID) == ["placeholder-missing"])
        #expect(missing.first?.message == #"German label for 'movie.rent.label' drops argument 1 ('%@') (English: "Rent, %@"; German: "Leihen")"#)

        let one = ExampleJSON.catalog("%lld movies", [
            "en": ExampleJSON.plural(["one": "%lld movie", "other": "%lld movies"]),
            "de": ExampleJSON.plural(["one": "Ein Film", "other": "%lld Filme"]),
        ])
        #expect(CheckTest.run(CatalogRule.all, one).isEmpty)

        let pasted = ExampleJSON.catalog("import.label", ["en": ExampleJSON.unit("Import…"), "de": ExampleJSON.unit("%1$d Öffnen, %2$@ wählen")])
        let extra = CheckTest.run(Self.formatRules, pasted)
        #expect(extra.map(\.ruleID) == ["placeholder-extra"])
        #expect(extra.first?.message.contains("reads arguments 1 ('%1$d'), 2 ('%2$@'), but the English text has no arguments") == true)
    }

    @Test("an argument the key passes is not extra, though the English value leaves it out")
    func keyArguments() {
        let json = ExampleJSON.catalog("notifications.label.favorite %lld", [
            "en": ExampleJSON.unit("starred"),
            "de": ExampleJSON.substituted("%#@count@", [
                "count": ExampleJSON.substitution("lld", ["one": "hat favorisiert", "other": "haben favorisiert"]),
            ]),
        ])
        #expect(CheckTest.run(CatalogRule.all, json).isEmpty)
    }

    @Test("'% @' shows its argument as Foundation ignores the space; a mistyped specifier is one invalid-specifier finding")
    func strayPercentOnce() throws {
        let json = ExampleJSON.catalog("more-at", ["en": ExampleJSON.unit("More at %@"), "de": ExampleJSON.unit("Mehr auf % @")])
        #expect(CheckTest.run(Self.formatRules, json).isEmpty)
        let mistyped = ExampleJSON.catalog("more-at", ["en": ExampleJSON.unit("More at %@"), "de": ExampleJSON.unit("Mehr auf %k")])
        let findings = CheckTest.run(Self.formatRules, mistyped)
        #expect(findings.map(\.ruleID) == ["invalid-specifier"])
    }
}
