import Testing
@testable import CatalogKitLite

/// btlb's Localization package (55th study): a helper whose table and bundle are optional
/// parameters read as `table ?? "Localizable"` and `bundle ?? Bundle.module`, and a static helper
/// of a type that the constants of its nested enums call bare. Both were left dynamic, and with
/// them 31 of the app's localized call sites.
struct HelperScopeTests {
    func lookups(_ source: String) throws -> [String] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.map { use in
            guard case .localized(let lookup) = use.argument else { return "\(use.argument)" }
            return "\(lookup.key.writtenText) in \(lookup.table ?? "Localizable")"
        }
    }

    @Test func anOptionalTableParameterFallsBackToWhatFollowsCoalescing() throws {
        let found = try lookups("""
            import SwiftUI
            extension String {
                public func localized(table: String? = nil, bundle: Bundle? = nil) -> String {
                    NSLocalizedString(self, tableName: table ?? "Shared", bundle: bundle ?? Bundle.main, comment: "")
                }
            }
            enum Titles {
                static var table: String { "Titles" }
                static let accounts = "Accounts".localized(table: table)
            }
            struct Tabs: View {
                var body: some View {
                    Image(systemName: "a").accessibilityLabel(Titles.accounts)
                    Image(systemName: "b").accessibilityLabel("Done".localized())
                }
            }
            """)
        #expect(found == ["Accounts in Titles", "Done in Shared"], "\(found)")
    }

    @Test func aBareCallInANestedTypeReachesTheStaticHelperOfTheTypeAroundIt() throws {
        let found = try lookups("""
            import SwiftUI
            struct Localization {
                static func localized(_ value: String.LocalizationValue) -> String {
                    String(localized: value, table: "Accounts")
                }
            }
            extension Localization {
                enum List {
                    static let newAccount: String = localized("account list new account")
                }
            }
            struct AccountList: View {
                var body: some View { Image(systemName: "plus").accessibilityLabel(Localization.List.newAccount) }
            }
            """)
        #expect(found == ["account list new account in Accounts"], "\(found)")
    }
}
