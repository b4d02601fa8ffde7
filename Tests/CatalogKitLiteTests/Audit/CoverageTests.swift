import Foundation
import Testing
@testable import CatalogKitLite

/// Coverage is counted with each slice of the audit, from the units and source side the catalog
/// checks share: over a catalog of several slices it gives what counting every audited string at
/// once gives, for every state a string can be in.
struct CoverageTests {
    /// A catalog of `count` keys in en, de and fr whose German and French cycle through the states
    /// coverage tells apart: translated, missing, new, needs review, blank, a plural variation with
    /// and without the forms the language needs, a key not to translate, a stale key.
    static func catalogText(keys count: Int) -> String {
        var entries: [String] = []
        for index in 0..<count {
            let key = index % 3 == 0 ? "screen\(index).button.label" : "Item \(index)"
            let english = #""en" : { "stringUnit" : { "state" : "translated", "value" : "Item \#(index)" } }"#
            func unit(_ state: String, _ value: String) -> String { #"{ "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"# }
            let german: String?
            switch index % 8 {
            case 0: german = unit("translated", "Eintrag \(index)")
            case 1: german = nil
            case 2: german = unit("new", "Eintrag \(index)")
            case 3: german = unit("needs_review", "Eintrag \(index)")
            case 4: german = unit("translated", " \u{00A0}")
            case 5: german = #"{ "variations" : { "plural" : { "one" : \#(unit("translated", "ein Eintrag")), "other" : \#(unit("translated", "%lld Einträge")) } } }"#
            case 6: german = #"{ "variations" : { "plural" : { "other" : \#(unit("translated", "%lld Einträge")) } } }"#
            default: german = unit("translated", "Eintrag \(index)")
            }
            let french = index % 5 == 0 ? nil : unit(index % 2 == 0 ? "translated" : "new", "Élément \(index)")
            var localizations = [english]
            if let german { localizations.append(#""de" : \#(german)"#) }
            if let french { localizations.append(#""fr" : \#(french)"#) }
            var fields = [#""localizations" : { \#(localizations.joined(separator: ", ")) }"#]
            if index % 11 == 0 { fields.append(#""shouldTranslate" : false"#) }
            if index % 13 == 0 { fields.append(#""extractionState" : "stale""#) }
            entries.append(#""\#(key)" : { \#(fields.joined(separator: ", ")) }"#)
        }
        return #"{ "sourceLanguage" : "en", "strings" : { \#(entries.joined(separator: ",\n")) }, "version" : "1.0" }"#
    }

    @Test(arguments: [false, true])
    func coverageOfTheSlicesIsCoverageOfTheWholeCatalog(allStrings: Bool) throws {
        let keys = 3 * CatalogAudit.sliceSize + 77
        let result = CatalogReader.decode(Array(Self.catalogText(keys: keys).utf8), path: "Localizable.xcstrings")
        let catalog = try #require(result.catalog)
        #expect(catalog.entries.count == keys)
        var settings = AuditSettings(configuration: Configuration(directory: "/"), workingDirectory: "/")
        settings.allStrings = allStrings
        settings.languagesOverride = ["en", "de", "fr"]
        let audit = AccessibilityAudit(settings: settings, rules: AuditRules())
        let loaded = LoadedCatalog(path: "Localizable.xcstrings", module: "App", result: result)
        for jobs in [1, 2] {
            let (audited, strings) = audit.auditKeepingStrings(loaded, jobs: jobs)
            let counted = allStrings ? strings : strings.filter { $0.role != nil }
            let expected = ["en", "de", "fr"].map { LanguageCoverage.count(counted, in: catalog, language: $0) }
            #expect(audited.coverage == expected, "jobs \(jobs)")
            // The states all occur, so the comparison is not of zeros.
            let german = try #require(audited.coverage.first { $0.language == "de" })
            #expect(german.translated > 0 && german.missing > 0 && german.needsReview > 0 && german.unfinished > 0, "\(german)")
            #expect(german.total == counted.count { catalog.entries[$0.entryIndex].shouldTranslate })
        }
    }
}
