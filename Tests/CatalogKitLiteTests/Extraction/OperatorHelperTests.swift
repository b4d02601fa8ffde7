import Testing
@testable import CatalogKitLite

/// iTorrent (58th study) localizes through a prefix operator: `prefix func %(expression:
/// String.LocalizationValue) -> String { String(localized: expression) }`, called `%"details.start"`.
/// Its 57 accessibility call sites were dynamic ("other expression"), their keys never checked.
struct OperatorHelperTests {
    static let helper = """
        import SwiftUI
        prefix operator %
        prefix func %(expression: String.LocalizationValue) -> String {
            String(localized: expression)
        }

        """

    @Test func aPrefixOperatorThatLooksUpItsOperandIsAHelper() throws {
        let uses = try fileUses(Self.helper + """
            struct Details: View {
                let count = 3
                var body: some View {
                    Image(systemName: "play").accessibilityLabel(%"details.start")
                    Button(%"details.pause") { }
                    Text("x").accessibilityValue(%"\\(count) peers")
                }
            }
            """)
        let keys = uses.map { use -> String in
            if case .localized(let lookup) = use.argument { return lookup.key.writtenText }
            return use.argumentInWords
        }
        #expect(keys == ["details.start", "details.pause", "\\(count) peers"], "\(keys)")
    }

    /// A key only a visible text looks up through the operator is in use (never stale); an
    /// arithmetic `%` and an operator the app does not declare as a helper look nothing up.
    @Test func itsLookupsOutsideAccessibilityAreLookupsToo() throws {
        let scan = try AccessibilityCallRecognizer().scan(Array((Self.helper + """
            struct Row: View {
                let total = 10
                var body: some View {
                    Text(%"row.title")
                    Text(verbatim: "\\(total % 3)")
                    Text(-"row.other")
                }
            }
            """).utf8))
        let keys = scan.otherLookups.compactMap(\.lookup.key.plainText)
        #expect(keys.contains("row.title"))
        #expect(!keys.contains("row.other"))
    }

    @Test func anOperatorWithoutALookupIsNoHelper() throws {
        let uses = try fileUses("""
            prefix operator %
            prefix func %(value: String) -> String { value.uppercased() }
            struct V: View { var body: some View { Image("a").accessibilityLabel(%"Play") } }
            """)
        #expect(uses.count == 1 && uses.allSatisfy { $0.localizedKey == nil })
    }
}
