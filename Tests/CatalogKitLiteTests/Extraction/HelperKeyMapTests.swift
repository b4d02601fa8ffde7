import Testing
@testable import CatalogKitLite

/// A lookup helper that maps its key through the app's table before it asks a catalog (Pindrop's
/// `localized(_:locale:)` and its generated `LocalizationMetadata.stableKey(for:)`, the 44th study):
/// a call's key is the table's value for its text, and a text the table lacks is mapped by code.
struct HelperKeyMapTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    @Test func aCallsKeyIsWhatTheAppsTableMapsItsTextTo() throws {
        let found = try uses(#"""
            enum LocalizationMetadata {
                static let stableKeyMap: [String: String] = [
                    "pindrop_orb": "pindrop_orb",
                ]
                static let sourceKeyMap: [String: String] = [
                    "Pindrop Orb": "pindrop_orb",
                    "Start Recording": "start_recording",
                    "Back": "back",
                ]
                static func stableKey(for key: String) -> String {
                    if let mapped = stableKeyMap[key] { return mapped }
                    if let mapped = sourceKeyMap[key] { return mapped }
                    return normalized(key)
                }
            }
            func localized(_ key: String, locale: Locale) -> String {
                let resolvedKey = LocalizationMetadata.stableKey(for: key)
                let bundle = localizationBundle(for: locale)
                return bundle.localizedString(forKey: resolvedKey, value: nil, table: nil)
            }
            struct Orb: View {
                @Environment(\.locale) private var locale
                var body: some View {
                    Circle()
                        .accessibilityLabel(localized("Pindrop Orb", locale: locale))
                        .accessibilityHint(localized("Starts a recording", locale: locale))
                    Button(localized("Back", locale: locale)) { }
                }
            }
            """#)
        #expect(found.count == 3, "\(found.map(\.argument))")
        let keys = found.map { use -> String? in
            if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
        }
        #expect(keys == ["pindrop_orb", nil, "back"], "\(found.map(\.argument))")
        if case .dynamic(let expression, let reason) = found[1].argument {
            #expect(reason == .keyMappedInCode && expression.contains("Starts a recording"), "\(expression)")
        } else {
            Issue.record("\(found[1].argument)")
        }
    }

    /// A helper whose key goes through a function that reads no table of literals, or whose table
    /// holds values that are not text, is no helper of mapped keys: its calls stay as they were.
    /// A key only changed in case (`key.lowercased()`) is the key so changed (62nd study).
    @Test func aFunctionWithoutATableOfTextIsNoKeyMap() throws {
        let found = try uses(#"""
            enum Keys {
                static let aliases: [String: Int] = ["Back": 1]
                static func stable(for key: String) -> String { key.lowercased() }
                static func aliased(for key: String) -> String { aliases[key].map(String.init) ?? key }
            }
            func lowered(_ key: String) -> String { NSLocalizedString(Keys.stable(for: key), comment: "") }
            func aliased(_ key: String) -> String { NSLocalizedString(Keys.aliased(for: key), comment: "") }
            struct Bar: View {
                var body: some View {
                    Image("x").accessibilityLabel(lowered("Back"))
                    Image("y").accessibilityLabel(aliased("Back"))
                }
            }
            """#)
        let keys = found.map { use -> String? in if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil } }
        #expect(keys == ["back", nil], "\(found.map(\.argument))")
    }
}
