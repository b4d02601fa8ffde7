import Testing
import TestSupport
@testable import CatalogKitLite

/// `label-not-in-name` beyond its examples: what it never judges, how it compares words, and what
/// its findings say.
struct LabelNotInNameTests {
    @Test func wordsAreComparedWithoutCasePunctuationOrSpacing() {
        #expect(VisibleWords("Edit profile").contains(VisibleWords("EDIT")))
        #expect(VisibleWords("Log-in now").contains(VisibleWords("Login")))
        #expect(VisibleWords("Login").contains(VisibleWords("Log in")))
        #expect(VisibleWords("Profil ändern").contains(VisibleWords("ändern!")))
        #expect(!VisibleWords("Unmute sound").contains(VisibleWords("Mute")))
        #expect(!VisibleWords("Credit card").contains(VisibleWords("Edit")))
        #expect(!VisibleWords("Profil ändern").contains(VisibleWords("Bearbeiten")))
    }

    /// A `+` or `&` between a title's words is said as a word ("Sargam plus Sheet", "Tipps und
    /// Tricks"): a label holding the title so contains it; a label without the words does not.
    @Test func aSymbolBetweenWordsMayBeSaidAsItsWord() {
        let said = { (label: String, title: String) in VisibleWords.spokenForms(of: title).contains { VisibleWords(label).contains($0) } }
        #expect(said("Sargam plus sheet, both views", "Sargam + Sheet"))
        #expect(said("Sargam sheet", "Sargam + Sheet"), "the symbol may go unsaid")
        #expect(said("Tipps und Tricks öffnen", "Tipps & Tricks"))
        #expect(said("Open tips and tricks", "Tips & Tricks"))
        #expect(!said("Sargam and sheet", "Sargam + Sheet"))
        #expect(!said("Open sheet", "Sargam + Sheet"))
        #expect(VisibleWords.spokenForms(of: "Edit").count == 1, "a title without the symbols has one form")
    }

    /// fresh-pantry's cook button (49th study): in a Chinese catalog whose required languages are
    /// Chinese and German, "准备中…" is told a progress title by its German "Wird vorbereitet…", shown
    /// while the button waits, not the name users say; its lasting title "做菜" is in the label.
    @Test func aProgressTitleIsToldByItsGermanPassive() throws {
        let entry = { (key: String, chinese: String, english: String, german: String) in
            "\"\(key)\" : { \"localizations\" : { \"zh-Hans\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(chinese)\" } }, "
                + "\"en\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(english)\" } }, "
                + "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(german)\" } } } }"
        }
        let catalog = "{ \"sourceLanguage\" : \"zh-Hans\", \"version\" : \"1.0\", \"strings\" : { "
            + [entry("recipe.cook", "做菜", "Cook", "Kochen"), entry("recipe.preparing", "准备中…", "Preparing…", "Wird vorbereitet…"),
               entry("recipe.cookAndDeduct", "做菜并扣减库存", "Cook and deduct stock", "Kochen und Bestand abziehen")].joined(separator: ", ")
            + " } }"
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", catalog)
        try folder.write("App/View.swift", SourceRuleExampleTests.swiftFile("""
            Button { cook() } label: { Text(isPreparing ? String(localized: "recipe.preparing") : String(localized: "recipe.cook")) }
                .accessibilityLabel(String(localized: "recipe.cookAndDeduct"))
            """))
        let findings = LabelNotInNameExampleTests.findings(in: SourceRuleExampleTests.audit(folder))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// Scripts written without spaces between words (a study's zh-Hans "编辑模式" for the title
    /// "编辑") are compared as text, not as words split at spaces.
    @Test func scriptsWithoutSpacesAreComparedAsText() {
        #expect(VisibleWords("编辑模式").contains(VisibleWords("编辑")))
        #expect(VisibleWords("編集モード").contains(VisibleWords("編集")))
        #expect(!VisibleWords("删除模式").contains(VisibleWords("编辑")))
        #expect(VisibleWords("Modus bearbeiten").contains(VisibleWords("bearbeiten")), "spaced scripts unchanged")
    }

    @Test func theFindingSaysLanguageTextsAndFix() throws {
        let findings = try LabelNotInNameExampleTests.findings(of: "Button(\"Edit\") { edit() }.accessibilityLabel(\"Edit profile\")")
        let finding = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(finding.location.language == "de")
        #expect(finding.location.key == "Edit profile")
        #expect(finding.message.contains("\"Profil ändern\"") && finding.message.contains("\"Bearbeiten\""), "\(finding.message)")
        #expect(finding.suggestion?.contains(".accessibilityInputLabels") == true)
        #expect(finding.location.position.column == 50, "at the label's key")
    }

    @Test func anEnglishMismatchIsOneFindingNamingGermanToo() throws {
        let findings = try LabelNotInNameExampleTests.findings(of: "Button(\"Delete\") { remove() }.accessibilityLabel(\"Remove item\")")
        #expect(findings.count == 1)
        #expect(findings.first?.location.language == "en")
        #expect(findings.first?.message.contains("the same in de") == true, "\(findings.map(\.message))")
    }

    @Test func aLanguageWithoutATranslationIsNotJudged() throws {
        // "Edit profile" has no German: German shows the English label, which missing-translation reports.
        let translations = [("Edit", "Bearbeiten"), ("Edit profile", "")].map { (key: $0.0, german: $0.1) }
        let findings = try LabelNotInNameExampleTests.findings(
            of: "Button(\"Edit\") { edit() }.accessibilityLabel(\"Edit profile\")", translations: translations)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func hardCodedTextIsJudgedOnceForEveryLanguage() throws {
        let findings = try LabelNotInNameExampleTests.findings(of: "button.setTitle(\"Delete\", for: .normal); button.accessibilityLabel = \"Remove item\"")
        #expect(findings.count == 1)
        #expect(findings.first?.location.language == nil)
        #expect(findings.first?.message.contains("the same in every language") == true)
        #expect(findings.first?.suggestion?.contains("accessibilityUserInputLabels") == true)
    }

    @Test func aHardCodedLabelLosesALocalizedTitleInGerman() throws {
        let findings = try LabelNotInNameExampleTests.findings(
            of: "button.setTitle(NSLocalizedString(\"Edit\", comment: \"\"), for: .normal); button.accessibilityLabel = \"Edit profile\"")
        #expect(findings.map(\.location.language) == ["de"], "\(findings.map(\.message))")
    }

    @Test func unresolvedSidesAreNeverJudged() throws {
        for body in [
            "Button(title) { }.accessibilityLabel(\"Remove item\")",
            "Button(\"Delete \\(name)\") { }.accessibilityLabel(\"Remove item\")",
            "Button(\"Delete\") { }.accessibilityLabel(\"Remove item\").accessibilityInputLabels([name])",
            "Button(\"Delete\") { }.accessibilityLabel(\"Remove item\").accessibilityValue(state)",
            "Button { } label: { HStack { Text(\"Delete\"); Text(\"Edit\") } }.accessibilityLabel(\"Remove item\")",
            "Button(\"+\") { }.accessibilityLabel(\"Remove item\")",
        ] {
            #expect(try LabelNotInNameExampleTests.findings(of: body).isEmpty, "\(body)")
        }
    }

    @Test func aSuppressionCommentApplies() throws {
        #expect(try LabelNotInNameExampleTests.findings(of: "Button(\"Delete\") { }.accessibilityLabel(\"Remove item\")").count == 1)
        let suppressed = try LabelNotInNameExampleTests.findings(
            of: "// xcstrings-a11y:disable-next-line label-not-in-name\n    Button(\"Delete\") { }.accessibilityLabel(\"Remove item\")")
        #expect(suppressed.isEmpty)
    }

    /// A control whose label closure shows a title and a caption (`Label` and a `.caption` `Text`):
    /// the caption is no title. In a view's `body` the two texts make the title unknown; in another
    /// property, where a `Label` may show only its icon (a toolbar), whether the title shows is
    /// unknown. Neither is judged.
    @Test func aCaptionBesideATitleIsNeverTakenForTheTitle() throws {
        let toggle = "Toggle(isOn: $on) { VStack { Label(\"Delete\", systemImage: \"trash\"); Text(\"Remove item\").font(.caption) } }"
            + ".accessibilityLabel(\"Delete\")"
        let inBody = "EmptyView() }\n    var body: some View {\n        " + toggle
        #expect(try LabelNotInNameExampleTests.findings(of: inBody).isEmpty)
        let inProperty = "EmptyView() }\n    var row: some View {\n        " + toggle
        #expect(try LabelNotInNameExampleTests.findings(of: inProperty).isEmpty)
        #expect(try LabelNotInNameExampleTests.findings(of: toggle).isEmpty, "in a function")
    }

    /// AuthenticKey's row (58th study): a swipe action's `Label` shows its icon alone at the
    /// height of most rows, as a toolbar's does, so its title is no visible word to say; a swipe
    /// action of text alone shows it.
    @Test func aSwipeActionsLabelShowsItsIconAlone() throws {
        let swipe = { (title: String) in
            "EmptyView() }\n    var body: some View {\n        Text(\"Token\").swipeActions { Button(action: remove) { \(title) }"
                + ".accessibilityLabel(\"Remove item\") }"
        }
        #expect(try LabelNotInNameExampleTests.findings(of: swipe("Label(\"Delete\", systemImage: \"trash\")")).isEmpty)
        #expect(try LabelNotInNameExampleTests.findings(of: swipe("Text(\"Delete\")")).count == 1, "a text alone is shown")
        let listed = "EmptyView() }\n    var body: some View {\n        Button(action: remove) { Label(\"Delete\", systemImage: \"trash\") }"
            + ".accessibilityLabel(\"Remove item\")"
        #expect(try LabelNotInNameExampleTests.findings(of: listed).count == 1, "outside a swipe action the title shows")
    }

    /// A card whose title is in a view property the reader does not follow, beside a secondary
    /// caption: the caption is a description, so the card's visible words are not known.
    @Test func aCaptionAloneIsNoTitle() throws {
        let card = "Button { edit() } label: { VStack { header; Text(\"Remove item\").font(.caption).foregroundStyle(.secondary) } }"
            + ".accessibilityLabel(\"Delete\")"
        #expect(try LabelNotInNameExampleTests.findings(of: card).isEmpty)
        let plain = "Button { edit() } label: { VStack { header; Text(\"Remove item\").font(.caption).foregroundStyle(.tint) } }.accessibilityLabel(\"Delete\")"
        #expect(try LabelNotInNameExampleTests.findings(of: plain).count == 1, "a small tinted text stays the title")
    }

    /// Kindred's scan cards (52nd study): `Button { … } label: { ScanTypeCard(title:description:) }`,
    /// an app view that shows its title over a description, with the title as the label: the two
    /// texts come from one call, each by its own argument, and the description is no title. A
    /// view that shows one text given as a ternary is judged on each of its values.
    @Test func anAppViewsTitleAndDescriptionAreNotTwoTitles() throws {
        let card = """
            }
            private struct ScanTypeCard: View {
                let title: String
                let caption: String
                var body: some View { VStack { Text(title); Text(caption) } }
            }
            private struct TitleCard: View {
                let title: String
                var body: some View { Text(title) }
            }
            func screen(flag: Bool) {
            """
        let both = card + "Button { save() } label: { ScanTypeCard(title: String(localized: \"Save\"), caption: String(localized: \"Delete\")) }"
            + ".accessibilityLabel(String(localized: \"Save draft\"))"
        #expect(try LabelNotInNameExampleTests.findings(of: both).isEmpty)
        let either = card + "Button { save() } label: { TitleCard(title: flag ? String(localized: \"Save\") : String(localized: \"Delete\")) }"
            + ".accessibilityLabel(String(localized: \"Save draft\"))"
        #expect(try LabelNotInNameExampleTests.findings(of: either).count == 1, "each state's title must be in the label")
    }
}
