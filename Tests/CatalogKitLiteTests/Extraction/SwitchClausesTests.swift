import Testing
@testable import CatalogKitLite

/// A `switch` whose cases are put in some builds by `#if`: each clause's value ends where the
/// directive of the next begins (swmpc's settings tabs read `"Connections" #if os(macOS)` as one
/// dynamic value in the thirty-fifth study).
struct SwitchClausesTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func aCaseBetweenCompilationDirectivesEndsBeforeThem() throws {
        let found = try uses(#"""
            private enum SettingCategory {
                case connections, behavior, intelligence, about
                var title: LocalizedStringResource {
                    switch self {
                    case .connections: "Connections"
                    #if os(macOS)
                        case .behavior: "Behavior"
                    #endif
                    case .intelligence: "Intelligence"
                    case .about:
                        #if os(iOS)
                        "About"
                        #else
                        "About Mac"
                        #endif
                    }
                }
            }
            struct SettingsView: View {
                let category: SettingCategory
                var body: some View {
                    Label { Text(category.title) } icon: { Image(systemName: "gear") }
                }
            }
            """#)
        #expect(found.map { key($0) ?? "other" } == ["Connections", "Behavior", "Intelligence", "About", "About Mac"])
    }
}
