import Testing
@testable import CatalogKitLite

/// folio's in-app language switch (the 40th study): `L10n.t("menu.open")` reaches a function that
/// loads the compiled `Localizable.strings` of the chosen language and returns `table[key]`, or the
/// key when the table lacks it. The key is looked up in the catalog's table, not spoken as written
/// (the study found 82 such titles reported hard-coded).
struct StringsTableReadTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func lookup(_ use: AccessibilityUse) -> LocalizedLookup? {
        if case .localized(let lookup) = use.argument { lookup } else { nil }
    }

    static let helpers = #"""
        enum L10n {
            static var catalogCode = "en"
            static func string(_ key: String, locale: String) -> String {
                if let value = tableValue(key, locale: locale) { return value }
                return key
            }
            static func t(_ key: String) -> String {
                string(key, locale: catalogCode)
            }
            private static func tableValue(_ key: String, locale: String) -> String? {
                guard let url = Bundle.main.url(forResource: "Localizable", withExtension: "strings", subdirectory: nil, localization: locale),
                      let table = NSDictionary(contentsOf: url) as? [String: String], let value = table[key] else { return nil }
                return value
            }
        }
        """#

    @Test func aFunctionThatSubscriptsAStringsTableByItsParameterLooksTheParameterUp() throws {
        let found = try uses(Self.helpers + #"""
            struct Toolbar: View {
                var body: some View {
                    Button(L10n.t("menu.open")) {}
                    Image(systemName: "trash").accessibilityLabel(L10n.string("toolbar.delete", locale: "de"))
                }
            }
            """#)
        #expect(found.map { lookup($0)?.key.plainText } == ["menu.open", "toolbar.delete"], "\(found)")
        #expect(found.allSatisfy { lookup($0)?.kind == .helper && lookup($0)?.table == "Localizable" })
    }

    /// A table read from another kind of file (`"plist"`), or subscripted by a value that is no
    /// `String` parameter, is no lookup of a catalog's table.
    @Test func otherResourcesAndSubscriptsAreNoLookup() throws {
        let found = try uses(#"""
            enum Settings {
                static func value(_ key: String) -> String {
                    guard let url = Bundle.main.url(forResource: "Defaults", withExtension: "plist"),
                          let table = NSDictionary(contentsOf: url) as? [String: String] else { return key }
                    return table[key] ?? key
                }
                static func first(_ key: String, index: Int) -> String {
                    guard let url = Bundle.main.url(forResource: "Localizable", withExtension: "strings"),
                          let table = NSArray(contentsOf: url) as? [String] else { return key }
                    return table[index]
                }
            }
            struct Row: View {
                var body: some View {
                    Button(Settings.value("Open")) {}
                    Button(Settings.first("Close", index: 0)) {}
                }
            }
            """#)
        #expect(!found.contains { lookup($0)?.kind == .helper }, "\(found)")
    }
}
