import CatalogKitLite
import Testing
@testable import SpeechRules

/// Behaviour beyond the rules' own examples: messages, ranges, pairs and near misses, in both languages.
struct RuleBehaviourTests {
    func findings(_ text: String, _ language: String = "en", _ role: AccessibilityRole = .label,
                  companions: [AccessibilityRole: String] = [:], rule: String) -> [SpeechFinding] {
        SpeechEngine.check(SpokenString(text: text, language: language, role: role, companions: companions),
                           rules: SpeechRule.all).filter { $0.ruleID == rule }
    }

    @Test func barePriceMessageSaysWhatIsHeardAndHowToFix() throws {
        let finding = try #require(findings("14,99 €", "de", rule: "bare-price").first)
        #expect(finding.message == "German label \"14,99 €\" is a bare price: VoiceOver says \"vierzehn Euro neunundneunzig\" "
            + "with no hint of what costs that. Name the item: \"Leihen, 14,99 €\".")
        #expect(finding.suggestion == "Leihen, 14,99 €")
        #expect(finding.scalarOffsets == 0..<7)
    }

    @Test(arguments: [("$14.99", "en"), ("$14.99 per month", "en"), ("Only $4.99/mo", "en"), ("EUR 5", "de"),
                      ("ab 4,99 € im Monat", "de"), ("$9.99 – $14.99", "en"), ("%lld €", "de")])
    func barePrices(_ text: String, _ language: String) {
        #expect(!findings(text, language, rule: "bare-price").isEmpty, "\(text)")
        #expect(!findings(text, language, .announcement, rule: "bare-price").isEmpty, "\(text)")
    }

    @Test(arguments: [("Pro plan, $14.99 per month", "en"), ("Rent for $3.99", "en"), ("%@, $4.99", "en"), ("14,99", "de"),
                      ("Leihen für 3,99 €", "de"), ("%@", "de"), ("50 %", "de")])
    func notBarePrices(_ text: String, _ language: String) {
        #expect(findings(text, language, rule: "bare-price").isEmpty, "\(text)")
    }

    @Test func valueIsFineWhenItsLabelNamesTheItem() {
        #expect(findings("$14.99", "en", .value, companions: [.label: "Pro plan"], rule: "bare-price").isEmpty)
        #expect(findings("14,99 €", "de", .value, companions: [.label: "%@"], rule: "bare-price").isEmpty)
        #expect(!findings("$14.99", "en", .value, companions: [.label: "Price"], rule: "bare-price").isEmpty)
        #expect(!findings("14,99 €", "de", .value, rule: "bare-price").isEmpty)
        #expect(findings("$14.99", "en", .hint, rule: "bare-price").isEmpty, "hints are not checked")
    }

    @Test(arguments: [("3.2.0", "en", true), ("Update to 3.2.0", "en", true), ("Build 3.2.0", "en", false), ("version 3.2.0", "en", false),
                      ("Version 3.2.0, build 418", "en", false), ("192.168.0.1", "en", false), ("04.05.2026", "de", false),
                      ("Fällig am 4.5.2026", "de", false), ("Version 3.2.0 (418)", "de", true), ("v2", "en", false),
                      ("1.234.567 Punkte", "de", false), ("Requires iOS 17.4.1", "en", false), ("Version %@ (%@)", "en", false),
                      ("gl4es 1.1.4", "en", true), ("introduced in 1.3.1 and newer versions", "en", false), ("1.16.5 und älter", "de", true),
                      ("Requires OS X 10.15.7", "en", false), ("Bluetooth 5.3", "en", false), ("Score 4.5 (12)", "en", false)])
    func versions(_ text: String, _ language: String, _ triggers: Bool) {
        #expect(findings(text, language, rule: "version-without-keyword").isEmpty != triggers, "\(text)")
    }

    /// The founding document's card: one finding with the whole label rewritten, in English and German.
    @Test func versionFindingRewritesTheWholeLabel() throws {
        let english = try #require(findings("Aurora Notes, 3.2.0, build 418", rule: "version-without-keyword").first)
        #expect(english.suggestion == "Aurora Notes, version 3.2.0, build 418")
        #expect(english.message.contains("a name before a number does not"), "\(english.message)")
        let german = try #require(findings("Aurora Notes, 3.2.0 (418)", "de", rule: "version-without-keyword").first)
        #expect(german.suggestion == "Aurora Notes, Version 3.2.0 (Build 418)")
        #expect(findings("Aurora Notes, 3.2.0 (418)", "de", rule: "version-without-keyword").count == 1, "one finding per string")
        // Text without a role, and hints, keep the conservative reading: a name introduces the version.
        let roleless = SpeechEngine.check(SpokenString(text: "Minecraft 1.16.5 (418)", language: "en", role: nil), rules: SpeechRule.all)
        #expect(roleless.first { $0.ruleID == "version-without-keyword" }?.suggestion == "Minecraft 1.16.5 (build 418)")
        #expect(findings("Requires Minecraft 1.16.5 or later.", "en", .hint, rule: "version-without-keyword").isEmpty)
    }

    @Test func hintOnlyEssentialComparesWithLabelAndValue() {
        let hint = "Permanently deletes all 12 files."
        let both = findings(hint, "en", .hint, companions: [.label: "Delete"], rule: "hint-only-essential")
        #expect(both.count == 1, "one finding per hint")
        #expect(both.first?.message.contains("\"Permanently\"") == true && both.first?.message.contains("\"12 files\"") == true,
                "it names everything only the hint says: \(both)")
        #expect(findings(hint, "en", .hint, companions: [.label: "Delete", .value: "12 files"], rule: "hint-only-essential").count == 1)
        #expect(findings(hint, "en", .hint, companions: [.label: "Delete permanently", .value: "12 files"],
                         rule: "hint-only-essential").isEmpty)
        #expect(findings("Cannot be undone.", "en", .hint, companions: [.label: "Erase all content"], rule: "hint-only-essential").count == 1)
        #expect(findings("Kostet 4,99 €.", "de", .hint, companions: [.label: "Leihen, 4,99 €"], rule: "hint-only-essential").isEmpty)
        #expect(findings("Läuft am 04.05.2026 ab.", "de", .hint, companions: [.label: "Abo"], rule: "hint-only-essential").count == 1)
        #expect(findings("Öffnet Seite 2 von 5.", "de", .hint, companions: [.label: "Weiter"], rule: "hint-only-essential").isEmpty,
                "numbers without a unit are not counts")
        #expect(findings("Löscht %lld Dateien.", "de", .hint, companions: [.label: "%lld Dateien löschen"],
                         rule: "hint-only-essential").isEmpty)
    }

    @Test func catalogWideAddressFlagsTheMinority() {
        let strings = [
            SpokenString(text: "Öffne dein Profil.", language: "de", role: .hint),
            SpokenString(text: "Ändere dein Foto.", language: "de", role: .hint),
            SpokenString(text: "Öffnen Sie Ihr Profil.", language: "de", role: .hint),
            SpokenString(text: "Sie hat geschrieben.", language: "de", role: .announcement),
            SpokenString(text: "Open your profile.", language: "en", role: .hint),
        ]
        let result = SpeechEngine.checkCatalog(strings)
        #expect(result.map(\.index) == [2])
        #expect(result.first?.finding.ruleID == "de-address-consistency")
        #expect(result.first.map { strings[2].text[$0.finding.range] } == "Sie")
    }

    @Test func genderRuleIsOffByDefault() {
        let string = SpokenString(text: "Nutzer:innen", language: "de", role: .label)
        #expect(!SpeechEngine.check(string).contains { $0.ruleID == "de-gender-symbol" })
        #expect(SpeechEngine.check(string, rules: SpeechRule.all).contains { $0.ruleID == "de-gender-symbol" })
    }

    @Test func rolesFilterRules() {
        #expect(findings("Double tap to open.", "en", .label, rule: "hint-gesture-word").isEmpty)
        #expect(!findings("Double tap to open.", "en", .hint, rule: "hint-gesture-word").isEmpty)
        #expect(findings("Zum Öffnen doppeltippen.", "de", .hint, rule: "hint-gesture-word").count == 1)
    }

    @Test func placeholdersNeverTriggerNumberRules() {
        for text in ["%lld-%lld", "%1$@.%2$@.%3$@", "%@ %@", "%#@count@", "-%@"] {
            let all = SpeechEngine.check(SpokenString(text: text, language: "en", role: .label))
            #expect(!all.contains { ["version-without-keyword", "signed-number-hyphen", "numeric-date-time", "bare-price"].contains($0.ruleID) },
                    "\(text): \(all.map(\.ruleID))")
        }
    }

    @Test func leakedSyntaxKnowsSubstitutionBranches() {
        let branch = SpokenString(text: "%arg Dateien", language: "de", role: .label, isSubstitutionBranch: true)
        #expect(!SpeechEngine.check(branch).contains { $0.ruleID == "leaked-syntax" })
        #expect(findings("%arg Dateien", "de", rule: "leaked-syntax").count == 1)
    }

    @Test func otherLanguagesRunOnlyLanguageIndependentRules() {
        let french = SpeechEngine.check(SpokenString(text: "Bouton 🔥 | icon_star.png", language: "fr", role: .label), rules: SpeechRule.all)
        #expect(Set(french.map(\.ruleID)) == ["emoji", "symbol-separator", "label-identifier-like"])
    }
}

/// `hint-only-essential` claims overlapping risk phrases longest first; phrases of one length must be
/// tried in the same order in every process, not in the order of a dictionary's groups.
struct RiskPhraseOrderTests {
    @Test(arguments: [Lexicon.english, Lexicon.german])
    func riskPhrasesAreLongestFirstThenByGroupAndText(_ lexicon: Lexicon) {
        let ordered = HintOnlyEssentialRule.riskPhrasesLongestFirst(lexicon).map { (group: $0.group, phrase: $0.phrase.string) }
        #expect(ordered.count == lexicon.riskPhrases.values.reduce(0) { $0 + $1.count })
        for (earlier, later) in zip(ordered, ordered.dropFirst()) {
            let inOrder = earlier.phrase.count > later.phrase.count
                || (earlier.phrase.count == later.phrase.count && (earlier.group, earlier.phrase) < (later.group, later.phrase))
            #expect(inOrder, "\(earlier) before \(later)")
        }
    }
}

/// The catalog-wide rule from forms of address alone: the strings are asked for only where a
/// finding is made, and gives the same findings as with every string at hand.
struct AddressConsistencyOnDemandTests {
    @Test func onlyTheMinorityIsAskedForAndTheFindingsAreTheSame() {
        let strings = ["Öffnen Sie das Menü.", "Öffne dein Profil.", "Tippen Sie hier.", "Wählen Sie ein Bild.", "Sichern Sie alles."]
            .map { SpokenString(text: $0, language: "de", role: .hint) }
        var uses: [(index: Int, use: AddressUse)] = []
        for (index, string) in strings.enumerated() {
            if let use = SpeechEngine.checkWithAddress(string).address { uses.append((index, use)) }
        }
        #expect(uses.count == 5)
        let whole = SpeechEngine.checkCatalog(strings, uses: uses)
        var asked: [Int] = []
        let onDemand = SpeechEngine.checkCatalog(uses: uses.map(\.use)) { index in
            asked.append(index)
            return strings[uses[index].index]
        }
        #expect(asked == [1])
        #expect(onDemand.map(\.index) == [1] && whole.map(\.index) == [1])
        #expect(onDemand.map(\.finding) == whole.map(\.finding))
        #expect(SpeechEngine.checkCatalog(uses: uses.map(\.use)) { _ in nil }.isEmpty)
    }
}
