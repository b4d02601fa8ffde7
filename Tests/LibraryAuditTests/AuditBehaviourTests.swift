import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// What the library's audit decides on its own: which languages the speech rules judge, and how it
/// pairs the strings of one element.
struct AuditBehaviourTests {
    /// A one-catalog project in a temporary folder, audited with `languages` required.
    static func audit(_ catalog: String, languages: [String]? = nil) throws -> [Finding] {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", catalog)
        var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        settings.languagesOverride = languages
        let audit = AccessibilityAudit(settings: settings, rules: .standard)
        return audit.run(paths: [folder.url.appendingPathComponent("App").path]).catalogs.flatMap(\.findings)
    }

    /// A catalog with one label whose translation in `language` reads `text`.
    static func labelCatalog(language: String, text: String) -> String {
        #"{"sourceLanguage":"en","strings":{"play.label":{"localizations":{"# + #""\#(language)":{"stringUnit":{"state":"translated","value":"\#(text)"}},"#
            + #""en":{"stringUnit":{"state":"translated","value":"Play trailer"}}}}},"version":"1.0"}"#
    }

    /// A regional tag gets its language's speech rules: a German label with "ue" for "ü"
    /// ("Schluessel") is flagged in `de-CH` and `de-AT` as in `de`; an English label whose version
    /// nothing introduces in `en-GB` as in `en`. Before, the audit matched tags exactly and `de-CH` got
    /// no speech rule.
    @Test(arguments: [("de", "Schluessel anzeigen", "de-transliterated-umlaut"), ("de-CH", "Schluessel anzeigen", "de-transliterated-umlaut"),
                      ("de-AT", "Schluessel anzeigen", "de-transliterated-umlaut"), ("en-GB", "Player 3.2.0", "version-without-keyword")])
    func regionalTagsGetTheirLanguagesRules(language: String, text: String, rule: String) throws {
        let findings = try Self.audit(Self.labelCatalog(language: language, text: text), languages: [language])
        let speech = findings.filter { $0.ruleID == rule }
        #expect(speech.count == 1, "\(findings.map(\.message))")
        #expect(speech.first?.location.language == language)
    }

    /// A language without a lexicon gets no speech rule (its catalog checks still run).
    @Test func languagesWithoutALexiconGetNoSpeechRule() throws {
        let findings = try Self.audit(Self.labelCatalog(language: "fr", text: "Bouton Lecture"), languages: ["fr"])
        #expect(!findings.contains { $0.location.language == "fr" && SpeechRule.named($0.ruleID) != nil })
    }

    /// The audit pairs as ``AccessibilityElement/group(_:)`` does: when two keys claim the label of
    /// one element, the first keeps it, so the hint is judged against the first label. Here the
    /// first label says nothing of the deletion's scope and the second does; a hint that alone says
    /// "all 12 files" is flagged only when it is judged against the first (before, the last key won).
    @Test func aSecondLabelOfAnElementDoesNotReplaceTheFirst() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"#
            + #""trash.label":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Delete"}}}},"#
            + #""trash.accessibilityLabel":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Delete all 12 files permanently"}}}},"#
            + #""trash.hint":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Permanently deletes all 12 files."}}}}"#
            + #"},"version":"1.0"}"#
        let findings = try Self.audit(catalog, languages: ["en"])
        let essential = findings.filter { $0.ruleID == "hint-only-essential" }
        #expect(essential.count == 1, "\(findings.map { "\($0.ruleID): \($0.message)" })")
        #expect(essential.first?.location.key == "trash.hint")
    }
}
