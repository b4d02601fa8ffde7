import Testing
@testable import CatalogKitLite

/// An app's own translation function over tables it keeps per language in code: the literal a
/// caller gives it is a key, or the English a missing entry falls back to, not hard-coded text
/// (62nd study: Univert's `StringManager.shared.get("from")`, heard "Von" in German, and inward's
/// `Localized.t("recordAccessibility", "Start recording")`, heard "Aufnahme starten").
struct TablesPerLanguageTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).uses
    }

    func text(_ use: AccessibilityUse) -> String? {
        if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil }
    }

    func reason(_ use: AccessibilityUse) -> DynamicReason? {
        if case .dynamic(_, let reason) = use.argument { reason } else { nil }
    }

    @Test func aLookupInTablesPerLanguageIsTranslatedInTheCode() throws {
        let found = try uses(#"""
            class StringManager {
                static let shared = StringManager()
                var language = "en"
                private let de: [String: String] = ["from": "Von"]
                private var tables: [String: [String: String]] { ["de": de] }
                func get(_ key: String) -> String {
                    tables[language]?[key] ?? key
                }
            }
            enum Localized {
                static let tables: [String: [String: String]] = [:]
                static var activeCode: String? { nil }
                static func t(_ key: String, _ english: String) -> String {
                    guard let code = activeCode, let value = tables[code]?[key] else { return english }
                    return value
                }
                static func plain(_ key: String, _ english: String) -> String {
                    guard let code = activeCode, let value = tables[code]![key] else { return english }
                    return value
                }
            }
            struct ShoeSizeView: View {
                var body: some View {
                    Menu { } label: { Text(StringManager.shared.get("from")) }
                    Button(Localized.t("recordAccessibility", "Start recording")) { }
                    Button(Localized.plain("stop", "Stop recording")) { }
                }
            }
            """#)
        #expect(found.count == 3)
        #expect(found.allSatisfy { reason($0) == .translatedInCode })
        #expect(found.allSatisfy { text($0) == nil })
    }

    /// One table maps a key to one text: the English in it, or the key it falls back to, is what
    /// every language hears. So does a table of tables whose first index is a parameter (a screen)
    /// or names no language (a user), a list indexed by numbers, and a parameter looked up in the
    /// first of two subscripts.
    @Test func oneTableOrAnotherSubscriptIsNoTablePerLanguage() throws {
        let found = try uses(#"""
            enum Titles {
                static let titles: [String: String] = ["home": "Home"]
                static let rows: [[String]] = [["First"]]
                static let byKey: [String: [String: String]] = ["close": ["en": "Close"]]
                static func title(_ key: String) -> String { titles[key] ?? key }
                static func row(_ index: Int) -> String { rows[index][0] }
                static func first(_ key: String) -> String { byKey[key]?["en"] ?? key }
                static let screens: [String: [String: String]] = [:]
                static func text(_ screen: String, _ key: String) -> String { screens[screen]?[key] ?? key }
                static var userID = ""
                static func cached(_ key: String) -> String { screens[userID]?[key] ?? key }
                static let grid: [[String]] = []
                static var language = 0
                static func cell(_ column: Int) -> String { grid[language][column] }
            }
            struct V: View {
                var body: some View {
                    Button(Titles.title("Settings")) { }
                    Button(Titles.first("Close")) { }
                    Button(Titles.text("onboarding", "Continue")) { }
                    Button(Titles.cached("Later")) { }
                }
            }
            """#)
        #expect(found.count >= 2)
        #expect(!found.contains { reason($0) == .translatedInCode })
        #expect(found.contains { text($0) == "Settings" })
        #expect(found.contains { text($0) == "Close" })
        #expect(found.contains { text($0) == "Continue" }, "the outer table is the caller's choice of screen, not a language")
        #expect(found.contains { text($0) == "Later" }, "the outer index names no language")
    }
}
