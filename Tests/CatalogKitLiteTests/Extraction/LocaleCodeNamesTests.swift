import Testing
@testable import CatalogKitLite

/// Foundation names every ISO code an app offers (OutcutShare's language picker, 55th study): the
/// fallback written after its name for a code is never shown; after another optional it is.
struct LocaleCodeNamesTests {
    func hardCoded(_ label: String) throws -> [String] {
        try AccessibilityCallRecognizer().scan(Array("""
            import SwiftUI
            struct Languages: View {
                let names: [String: String] = [:]
                var body: some View { Image(systemName: "globe").accessibilityLabel(\(label)) }
            }
            """.utf8)).uses.compactMap { use in
                if case .hardCoded(let literal) = use.argument { literal.writtenText } else { nil }
            }
    }

    @Test(arguments: [
        #"Locale.current.localizedString(forLanguageCode: "it") ?? "Italian""#,
        #"Locale(identifier: "it").localizedString(forIdentifier: "it")?.capitalized(with: .current) ?? "Italian""#,
        #"Locale.current.localizedString(forRegionCode: "IT") ?? "Italy""#,
    ])
    func theFallbackAfterFoundationsNameIsNeverShown(label: String) throws {
        #expect(try hardCoded(label).isEmpty)
    }

    @Test func theFallbackAfterAnotherOptionalIsShown() throws {
        #expect(try hardCoded(#"names["it"] ?? "Italian""#) == ["Italian"])
    }
}
