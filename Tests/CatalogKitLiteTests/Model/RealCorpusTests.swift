import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Every real catalog parses completely, and its keys and languages match what Foundation's own JSON
/// reader finds in the same bytes.
@Suite(.requires(.corpus))
struct RealCorpusTests {
    static let catalogs = Corpus.realCatalogs()

    @Test func corpusHasEveryCatalog() {
        #expect(Self.catalogs.count == 104)
    }

    @Test(arguments: catalogs)
    func readsCompletelyAndAgreesWithFoundation(_ url: URL) throws {
        let result = CatalogReader.read(path: url.path)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let catalog = try #require(result.catalog)

        let document = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let strings = try #require(document["strings"] as? [String: Any])
        #expect(catalog.entries.count == strings.count)
        #expect(Set(catalog.entries.map(\.key)) == Set(strings.keys))
        #expect(catalog.sourceLanguage == document["sourceLanguage"] as? String)
        #expect(catalog.version == document["version"] as? String)

        var languages = Set<String>()
        var unitCount = 0
        for (_, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
            languages.formUnion(localizations.keys)
            for (_, localization) in localizations { unitCount += Self.countStringUnits(localization) }
        }
        #expect(Set(catalog.languages) == languages.union([catalog.sourceLanguage]))
        let ourUnitCount = catalog.entries.reduce(0) { total, entry in
            total + entry.localizations.reduce(0) { $0 + $1.content.stringUnits().count }
        }
        #expect(ourUnitCount == unitCount)
    }

    /// Counts `stringUnit` objects anywhere below a value, the way a reader who knows nothing of the
    /// model would.
    static func countStringUnits(_ value: Any) -> Int {
        if let object = value as? [String: Any] {
            return object.reduce(0) { total, member in
                total + (member.key == "stringUnit" ? 1 : countStringUnits(member.value))
            }
        }
        if let array = value as? [Any] { return array.reduce(0) { $0 + countStringUnits($1) } }
        return 0
    }

    @Test func iceCubesSubstitutionsAndDevicesAreModelled() throws {
        let url = try #require(Self.catalogs.first { $0.path.contains("IceCubesApp") })
        let catalog = try #require(CatalogReader.read(path: url.path).catalog)
        let entry = try #require(catalog.entries.first { $0.key == "design.tag.n-posts-from-n-participants %lld %lld" })
        let german = try #require(entry.localization("de")?.content)
        #expect(german.stringUnit?.value.text == "%#@count_posts@ von %#@count_participants@")
        let participants = try #require(german.substitution(named: "count_participants"))
        #expect(participants.argNum == 2)
        #expect(participants.formatSpecifier?.text == "lld")
        #expect(participants.variations?.plural?[.one]?.content.stringUnit?.value.text == "%arg Teilnehmendem")
        let paths = german.stringUnits().map(\.path.description)
        #expect(paths.contains("substitutions.count_participants.plural.other"))

        let device = try #require(catalog.entries.first { $0.key == "settings.display.section.platform" })
        let english = try #require(device.localization("en")?.content.variations?.device)
        #expect(english.selectors.contains(.applevision) && english.selectors.contains(.ipad))
    }

    @Test func versionsOfNetNewsWireAndCotEditorAreKept() {
        let versions = Set(Self.catalogs.compactMap { CatalogReader.read(path: $0.path).catalog?.version })
        #expect(versions == ["1.0", "1.1", "1.2", "1.3"])
    }
}
