import Testing
import CatalogKitLite
@testable import SpeechRules

/// German strings get German advice, the German forms of control types, and one reading of dotted
/// numbers.
struct GermanSpeechTests {
    static func findings(_ text: String) -> [SpeechFinding] {
        SpeechEngine.check(SpokenString(text: text, language: "de", role: .label), rules: SpeechRule.enabledByDefault)
    }

    /// A German rating gets its example in German, never "4 of 5 stars"; "Zurück/Vorwärts" (once
    /// given the English "or" and "and") is not flagged at all: a slash between words is understood.
    @Test func theSymbolAdviceIsGerman() throws {
        let finding = try #require(Self.findings("★★★★☆").first { $0.ruleID == "symbol-separator" })
        #expect(finding.message.contains("\"4 von 5 Sternen\"") && !finding.message.contains("stars"))
        #expect(!Self.findings("Zurück/Vorwärts").contains { $0.ruleID == "symbol-separator" })
    }

    @Test(arguments: [("Schließen-Taste", "Schließen"), ("Play-Taste", "Play"), ("Schaltfläche Schließen", "Schließen")])
    func controlTypesInTheirGermanForms(text: String, suggestion: String) throws {
        // label-control-type is opt-in: run it on its own.
        let rule = try #require(SpeechRule.named("label-control-type"))
        let finding = try #require(SpeechEngine.check(SpokenString(text: text, language: "de", role: .label), rules: [rule]).first)
        #expect(finding.suggestion == suggestion)
    }

    /// A text in capitals throughout is one finding, not one per word.
    @Test func aShoutedTextIsOneFinding() throws {
        // all-caps-word is opt-in: run it on its own.
        let rule = try #require(SpeechRule.named("all-caps-word"))
        let findings = SpeechEngine.check(SpokenString(text: "EINE KATEGORIE AUSWÄHLEN", language: "de", role: .label), rules: [rule])
        #expect(findings.count == 1)
        #expect(findings.first.map { "EINE KATEGORIE AUSWÄHLEN"[$0.range] } == "KATEGORIE AUSWÄHLEN")
    }

    /// A German voice reads a dot between digits as "Punkt" unless it groups thousands: "2.1" and
    /// "2.1.3" alike; "1.234" is a number; "2,1" is the decimal.
    @Test(arguments: [
        ("2.1", "zwei Punkt eins"), ("2.1.3", "zwei Punkt eins Punkt drei"), ("1.234", "eintausendzweihundertvierunddreißig"),
        ("2,1", "zwei Komma eins"),
    ])
    func dottedNumbersReadConsistently(text: String, spoken: String) {
        #expect(SpeechEngine.spokenPreview(text, language: "de") == spoken)
    }
}
