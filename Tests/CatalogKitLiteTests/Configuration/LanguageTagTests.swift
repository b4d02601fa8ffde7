import Foundation
import Testing
@testable import CatalogKitLite

/// The one validator of language tags the command line and the configuration share, and how a tag
/// is matched to a catalog's spelling.
struct LanguageTagTests {
    @Test(arguments: ["de", "en", "gsw", "de-CH", "zh-Hans", "zh-Hant-HK", "pt-BR", "pt_BR", "es-419", "sr-Latn-RS", "DE", "zh-hans"])
    func xcodeTagsAreValid(_ tag: String) {
        #expect(LanguageTag.isValid(tag))
    }

    @Test(arguments: ["", "d", "german", "de-", "-de", "de--CH", "de-CHE", "de-12", "de-1234", "zh-Hansx", "pt-BR-x", "de CH", "dé", "12"])
    func otherTextIsNotATag(_ tag: String) {
        #expect(!LanguageTag.isValid(tag))
    }

    @Test func tagsMatchWithoutRegardToCaseOrSeparator() {
        #expect(LanguageTag.same("DE", "de"))
        #expect(LanguageTag.same("zh-hans", "zh-Hans"))
        #expect(LanguageTag.same("pt_BR", "pt-BR"))
        #expect(!LanguageTag.same("de", "de-CH"))
        #expect(LanguageTag.spelling(of: "zh-hans", in: ["en", "zh-Hans"]) == "zh-Hans")
        #expect(LanguageTag.spelling(of: "DE", in: ["en", "de"]) == "de")
        #expect(LanguageTag.spelling(of: "fr", in: ["en", "de"]) == nil)
    }

    @Test func suggestionsComeFromNamesThenFromTheCatalogsLanguages() {
        #expect(LanguageTag.suggestion(for: "german", among: []) == "de")
        #expect(LanguageTag.suggestion(for: "German", among: ["en", "de"]) == "de")
        #expect(LanguageTag.suggestion(for: "Deutsch", among: []) == "de")
        #expect(LanguageTag.suggestion(for: "brazilian portuguese", among: []) == "pt-BR")
        #expect(LanguageTag.suggestion(for: "norwegian", among: []) == "nb")
        #expect(LanguageTag.suggestion(for: "dee", among: ["de", "en"]) == "de")
        #expect(LanguageTag.suggestion(for: "zh-Hanz", among: ["en", "zh-Hans"]) == "zh-Hans")
        #expect(LanguageTag.suggestion(for: "xq", among: ["de", "en"]) == nil)
        #expect(LanguageTag.hint(for: "german") == "; did you mean 'de'?")
        #expect(LanguageTag.hint(for: "qqqqqq") == "")
    }

    @Test func theConfigurationUsesTheSameValidator() throws {
        let ids: Set<String> = []
        #expect(throws: ConfigurationError.self) {
            try Configuration.decode(Array(#"{"languages": ["en", "de-CHE"]}"#.utf8), path: "c.json", directory: "/p", knownRuleIDs: ids)
        }
        let accepted = try Configuration.decode(Array(#"{"languages": ["en", "zh-Hans", "es-419"]}"#.utf8), path: "c.json", directory: "/p", knownRuleIDs: ids)
        #expect(accepted.languages == ["en", "zh-Hans", "es-419"])
        // The same language twice, in two cases, is one language listed twice.
        #expect(throws: ConfigurationError.self) {
            try Configuration.decode(Array(#"{"languages": ["de", "DE"]}"#.utf8), path: "c.json", directory: "/p", knownRuleIDs: ids)
        }
    }

    @Test func requiredLanguagesTakeTheCatalogsSpelling() {
        let json = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"zh-Hans":{"stringUnit":{"state":"translated","value":"x"}}}}},"version":"1.0"}"#
        guard let catalog = CatalogReader.decode(Array(json.utf8), path: "x.xcstrings").catalog else {
            Issue.record("the catalog does not decode")
            return
        }
        var settings = AuditSettings(configuration: Configuration(directory: "/p"), workingDirectory: "/p")
        settings.languagesOverride = ["EN", "ZH-hans", "fr"]
        #expect(settings.languages(for: catalog, module: "M") == ["en", "zh-Hans", "fr"])
    }

    @Test func regionalVariantsShareTheirLanguage() {
        #expect(LanguageTag.sameLanguageAndScript("en-GB", "en"))
        #expect(LanguageTag.sameLanguageAndScript("pt_PT", "pt-BR"))
        #expect(LanguageTag.sameLanguageAndScript("zh-Hant-HK", "zh-hant"))
        #expect(!LanguageTag.sameLanguageAndScript("zh-Hans", "zh-Hant"), "another script")
        #expect(!LanguageTag.sameLanguageAndScript("de", "en"))
    }

    /// FineTune's catalog names its languages with regions (`de-DE`, `fr-FR`, `nl-NL`) and has no
    /// plain `de`: German is required as `de-DE`, which Apple's language matching gives every German
    /// user (the 48th study: 114 strings reported missing German that German users hear). A regional
    /// requirement is never met by another region, nor a language by another script.
    @Test func aLanguageTheCatalogHasOnlyWithARegionIsRequiredInThatForm() {
        #expect(LanguageTag.regionalStandIn(for: "de", in: ["en", "de-AT", "de-DE"]) == "de-DE", "the language's own region first")
        #expect(LanguageTag.regionalStandIn(for: "de", in: ["en", "de-CH", "de-AT"]) == "de-AT", "else the first in order")
        #expect(LanguageTag.regionalStandIn(for: "de-DE", in: ["de-AT"]) == nil)
        #expect(LanguageTag.regionalStandIn(for: "zh", in: ["zh-Hant-TW"]) == nil, "another script")
        #expect(LanguageTag.regionalStandIn(for: "de", in: ["en", "da"]) == nil)
        let json = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de-DE":{"stringUnit":{"state":"translated","value":"x"}},"fr-FR":{"stringUnit":{"state":"translated","value":"y"}}}}},"version":"1.0"}"#
        guard let catalog = CatalogReader.decode(Array(json.utf8), path: "x.xcstrings").catalog else {
            Issue.record("the catalog does not decode")
            return
        }
        let settings = AuditSettings(configuration: Configuration(directory: "/p"), workingDirectory: "/p")
        #expect(settings.languages(for: catalog, module: "M", declared: ["en", "de-DE", "fr-FR"]) == ["en", "de-DE", "fr-FR"])
        #expect(settings.languages(for: catalog, module: "M") == ["en", "de-DE"])
    }
}

/// Tags named in the case BCP 47 recommends, so one language reads alike in every module.
struct LanguageTagCaseTests {
    @Test(arguments: [("zh-hans", "zh-Hans"), ("ZH-HANT-hk", "zh-Hant-HK"), ("pt-br", "pt-BR"), ("DE", "de"), ("es-419", "es-419"),
                      ("pt_br", "pt_BR"), ("sr-latn-rs", "sr-Latn-RS"), ("de", "de")])
    func canonicalCase(_ tag: String, _ expected: String) {
        #expect(LanguageTag.canonicalCase(tag) == expected)
    }
}
