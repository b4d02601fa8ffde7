import Foundation
import Testing
@testable import CatalogKitLite

/// The configuration's `sources` section.
struct SourceSettingsTests {
    private func decode(_ json: String) throws(ConfigurationError) -> Configuration {
        try Configuration.decode(Array(json.utf8), path: "/project/.xcstrings-a11y.json", directory: "/project", knownRuleIDs: AuditRules().ids)
    }

    @Test func includeExcludeAndRoutines() throws {
        let configuration = try decode(#"{"sources": {"include": ["App/**"], "exclude": ["**/Generated/**"], "localizationRoutines": ["L10n.tr", ".localized"]}}"#)
        let sources = configuration.sources
        #expect(sources.localizationRoutines == ["L10n.tr", ".localized"])
        #expect(sources.reads(absolutePath: "/project/App/View.swift"))
        #expect(!sources.reads(absolutePath: "/project/App/Generated/Strings.swift"))
        #expect(!sources.reads(absolutePath: "/project/Tools/Script.swift"), "not included")
    }

    @Test(arguments: [
        (#"{"sources": {"includes": []}}"#, "includes"),
        (#"{"sources": {"localizationRoutines": ["L10n tr"]}}"#, "is not a routine name"),
        (#"{"sources": []}"#, "sources"),
    ])
    func mistakesAreErrors(json: String, says: String) {
        #expect(throws: ConfigurationError.self) { try decode(json) }
        do { _ = try decode(json) } catch { #expect(error.description.contains(says), "\(error)") }
    }
}
