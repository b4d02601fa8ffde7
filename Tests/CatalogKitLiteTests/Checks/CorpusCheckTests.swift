import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// The format checks on every real catalog: what they report must be what a careful reader calls a
/// defect. Each expected finding below was read in the catalog and judged.
@Suite(.requires(.corpus))
struct CorpusCheckTests {
    static let placeholderRules: [CatalogRule] = [PlaceholderMismatchRule.rule, PlaceholderMissingRule.rule, PlaceholderExtraRule.rule]

    /// The catalogs, read once.
    static let catalogs: [Catalog] = Corpus.realCatalogs().compactMap { CatalogReader.read(path: $0.path).catalog }

    /// `rule path-inside-real key` for every finding of `rules` in `language`, over every catalog with it.
    static func findings(_ rules: [CatalogRule], language: String) -> [String] {
        var result: [String] = []
        for catalog in catalogs where catalog.languages.contains(language) {
            let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["en", language])
            let file = catalog.path.components(separatedBy: "/real/").last ?? catalog.path
            for entry in catalog.entries {
                for finding in CatalogRule.run(entry, context: context, rules: rules) {
                    #expect(finding.location.position.line > 1)
                    result.append("\(finding.ruleID) \(file) \(finding.location.key) [\(finding.location.language ?? "-")]")
                }
            }
        }
        return result
    }

    @Test func corpusIsThere() {
        #expect(Self.catalogs.count == 104)
    }

    /// IceCubesApp's substitutions (named differently, without argNum, plain `%lld` for one, `one`
    /// variants without the count), CotEditor's positional arguments and every other German text agree
    /// with their English source: no placeholder finding at all.
    @Test func germanPlaceholdersAgree() {
        #expect(Self.findings(Self.placeholderRules, language: "de") == [])
    }

    /// The rest of the German format checks: none. DuckDuckGo's "*%2$@, %3$@* and others (%d)" mixes
    /// numbered and unnumbered specifiers, but Foundation gives `%d` argument 1, the count, as meant:
    /// not reported. CotEditor's "*%lld* Zeichen" lacks the `one` its English source has: that is
    /// missing German (Xcode counts it untranslated), `missing-translation`'s, not `plural-incomplete`'s.
    @Test func germanFormatChecks() {
        let found = Self.findings([InvalidSpecifierRule.rule, PluralIncompleteRule.rule, PluralWithoutNumberRule.rule, VariationMismatchRule.rule], language: "de")
        #expect(found.isEmpty, "\(found)")
        let missing = Self.findings([MissingTranslationRule.rule], language: "de").filter { $0.contains("*%lld* character(s)") }
        #expect(missing == [
            "missing-translation coteditor__CotEditor/CotEditor/Localizables/Document Window/Accessory Views/AdvancedCharacterCount.xcstrings *%lld* character(s) [de]",
        ])
    }

    /// invalid-specifier in every language of the corpus finds what Foundation really prints wrong, and
    /// nothing it prints right: "% @" (the space is ignored), a stray "%" it leaves out, mixed numbering
    /// that reads each argument once.
    @Test(arguments: [
        ("ca", ["invalid-specifier Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings instance.list.posts-%@ [ca]"]),
        ("ru", [
            "invalid-specifier MrKai77__Loop/Loop/Localizable.xcstrings Version %@ (%lld) [ru]",
            "invalid-specifier XcodesOrg__XcodesApp/Xcodes/Resources/Localizable.xcstrings DownloadingPercentDescription [ru]",
        ]),
        ("es", ["invalid-specifier duckduckgo__macos-browser/LocalPackages/NetworkProtectionMac/Sources/NetworkProtectionUI/Resources/Localizable.xcstrings network.protection.server.location.link [es]"]),
        ("fr", []), ("it", []), ("nl", []), ("hi", []), ("ja", []), ("de", []), ("en", []),
    ])
    func invalidSpecifiersInEveryLanguage(_ language: String, _ expected: [String]) {
        #expect(Self.findings([InvalidSpecifierRule.rule], language: language).sorted() == expected.sorted())
    }

    /// plural-incomplete in the corpus's Slavic and Turkish catalogs: `few` is asked for, `many` never
    /// (translators write that form into `other`), nothing of Turkish (the singular after numbers) or of a
    /// translation that copies the English (IceCubes' Belarusian "%2$@ follower"/"%2$@ followers").
    @Test func pluralCategoriesInEveryLanguage() {
        var messages: [String: [String]] = [:]
        for language in ["be", "uk", "pl", "tr"] {
            for catalog in Self.catalogs where catalog.languages.contains(language) {
                let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["en", language])
                for entry in catalog.entries {
                    messages[language, default: []] += CatalogRule.run(entry, context: context, rules: [PluralIncompleteRule.rule])
                        .filter { $0.location.language == language }.map { "\($0.location.key): \($0.message)" }
                }
            }
        }
        #expect(messages["tr", default: []].isEmpty)
        for language in ["be", "uk", "pl"] {
            let found = messages[language, default: []]
            #expect(!found.isEmpty, "\(language)")
            #expect(found.allSatisfy { $0.contains("lacks the 'few' variant") }, "\(language): \(found)")
            #expect(!found.contains { $0.hasPrefix("account.label.followers") && language != "pl" }, "\(language): an English copy")
        }
        // Ukrainian "%lld голосів" for one and other: "2 голосів" should be "2 голоси".
        #expect(messages["uk", default: []].contains { $0.hasPrefix("status.poll.n-votes %lld:") })
    }

    /// The placeholder checks are not silent by construction: in other languages they find real defects,
    /// and only those.
    @Test(arguments: [
        ("fr", [String]()), ("es", []), ("it", []), ("ru", []), ("ja", []),
        ("nl", [
            // A different, nine-argument text pasted over "Import Passwords…" and "Manual import…".
            "placeholder-extra duckduckgo__macos-browser/DuckDuckGo/Localizable.xcstrings import.browser.data.passwords [nl]",
            "placeholder-extra duckduckgo__macos-browser/DuckDuckGo/Localizable.xcstrings import.data.manual [nl]",
        ]),
        ("pl", [
            // "%@ already exists" → "już istnieje": the name is gone.
            "placeholder-missing Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings %@ add-tag-groups.edit.title.field.warning.already-exists [pl]",
            // "… data folder of %@?" → "Czy chcesz usunąć folder danych?": the app's name is gone.
            "placeholder-missing LiveContainer__LiveContainer/Resources/Localizable.xcstrings lc.appBanner.deleteDataMsg %@ [pl]",
        ]),
        ("pt-BR", [
            // "Custom notch size - %.0f" → "Descrição": another string's translation.
            "placeholder-missing TheBoredTeam__boring.notch/boringNotch/Localizable.xcstrings Custom notch size - %.0f [pt-BR]",
        ]),
        ("zh-Hans", [
            // An Info.plist text is shown as written: the Chinese shows a literal "%@".
            "placeholder-extra threema-ch__threema-ios/Threema/SupportingFiles/ThreemaBlue/InfoPlist.xcstrings NSLocalNetworkUsageDescription [zh-Hans]",
            "placeholder-extra threema-ch__threema-ios/Threema/SupportingFiles/ThreemaWork/InfoPlist.xcstrings NSLocalNetworkUsageDescription [zh-Hans]",
        ]),
    ])
    func otherLanguages(_ language: String, _ expected: [String]) {
        #expect(Self.findings(Self.placeholderRules, language: language).sorted() == expected.sorted())
    }
}
