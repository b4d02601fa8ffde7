import Testing
@testable import CatalogKitLite

/// A lookup helper that returns a fallback argument where the catalog has no text for its key
/// (smart-siddur's `localizedSettingValue(_:fallback:)`, 54th study): the call's fallback literal is
/// its lookup's default value, in each way the comparison is written; a helper that returns the
/// lookup as it is has none.
struct HelperFallbackTextTests {
    static let bodies = [
        "let value = NSLocalizedString(key, comment: \"\")\n return value == key ? fallback : value",
        "let value = NSLocalizedString(key, comment: \"\")\n return key != value ? value : fallback",
        "let value = NSLocalizedString(key, comment: \"\")\n if value == key { return fallback }\n return value",
        "let value = NSLocalizedString(key, comment: \"\")\n guard value != key else { return fallback }\n return value",
        // A later lookup given the fallback as its own default (Salary-Translator's `L10n.s`, 55th study).
        "let found = Bundle.main.localizedString(forKey: key, value: nil, table: nil)\n if found != key { return found }\n return Bundle.main.localizedString(forKey: key, value: fallback, table: nil)",
    ]

    @Test(arguments: bodies)
    func theFallbackArgumentIsTheDefaultValue(body: String) throws {
        let found = try AccessibilityCallRecognizer().scan(Array("""
            private func localizedSettingValue(_ key: String, fallback: String) -> String {
                \(body)
            }
            struct Settings: View {
                var body: some View {
                    Image(systemName: "book").accessibilityLabel(localizedSettingValue("nusach__0", fallback: "Edot HaMizrach"))
                }
            }
            """.utf8)).uses
        #expect(found.count == 1, "\(found.map(\.argument))")
        guard case .localized(let lookup) = found.first?.argument else { Issue.record("\(found.map(\.argument))"); return }
        #expect(lookup.key.plainText == "nusach__0")
        #expect(lookup.defaultValue?.plainText == "Edot HaMizrach")
    }

    @Test func aHelperThatReturnsTheLookupHasNoDefault() throws {
        let found = try AccessibilityCallRecognizer().scan(Array("""
            private func localized(_ key: String, note: String) -> String {
                let value = NSLocalizedString(key, comment: note)
                return value.isEmpty ? note : value
            }
            struct Settings: View {
                var body: some View {
                    Image(systemName: "book").accessibilityLabel(localized("nusach__0", note: "a school of prayer"))
                }
            }
            """.utf8)).uses
        guard case .localized(let lookup) = found.first?.argument else { Issue.record("\(found.map(\.argument))"); return }
        #expect(lookup.defaultValue == nil)
    }
}
