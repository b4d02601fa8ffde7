import Testing
@testable import CatalogKitLite

/// SwiftUI's title keys outside accessibility arguments (a section's header, an alert's title, a
/// navigation title) are lookups: their keys are in use, so never stale, while a `String` there
/// takes the overload that shows it as it is.
struct TitleKeyFormsTests {
    func lookedUp(_ source: String) throws -> [String?] {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).otherLookups.map(\.lookup.key.plainText)
    }

    @Test func literalTitlesOfViewsAndModifiersAreKeys() throws {
        let keys = try lookedUp("""
            Form {
                Section("Favorites") { Text("Row") }
                GroupBox("Storage") { Text("Used") }
                ContentUnavailableView("No Results", systemImage: "magnifyingglass")
            }
            .navigationTitle("Settings")
            .alert("Delete Item?", isPresented: $asks) { }
            .confirmationDialog("Sign Out?", isPresented: $confirms) { }
            .badge("New")
            """)
        #expect(Set(keys.compactMap { $0 }) == ["Favorites", "Row", "Storage", "Used", "No Results", "Settings", "Delete Item?", "Sign Out?", "New"])
    }

    @Test func aLocalizedStringKeyConstantIsFollowed() throws {
        let keys = try lookedUp("""
            struct Credits: View {
                let title: LocalizedStringKey = "Open Source Licenses"
                var body: some View {
                    Section(title) { }
                    .navigationTitle(title)
                }
            }
            """)
        #expect(keys.contains("Open Source Licenses"))
    }

    @Test func stringsUnnamedArgumentsAndLookalikesAreNoKeys() throws {
        let keys = try lookedUp("""
            struct Screen: View {
                let name: String = "Rotten Tomatoes"
                var body: some View {
                    Section(name) { }
                    .alert(isPresented: $shows) { }
                    .badge(3)
                    .navigationTitle(name)
                }
                func alert(_ text: String) { }
                func Section(_ text: String) { }
            }
            """)
        #expect(keys.isEmpty, "\(keys)")
    }

    @Test func aViewNamedWithItsModuleIsSwiftUIs() throws {
        let keys = try lookedUp("""
            Form {
                SwiftUI.Section("Favorites") { }
            }
            """)
        #expect(keys == ["Favorites"])
    }

    @Test func anAppsOwnTypeOfAViewsNameTakesNoKey() throws {
        let keys = try lookedUp("""
            struct Tab {
                let title: String
                init(_ title: String) { self.title = title }
            }
            let tabs = [Tab("Home"), Tab("Search")]
            """)
        #expect(keys.isEmpty, "\(keys)")
    }

    /// A view controller's `enum Section { case main }` (a diffable data source's) shadows SwiftUI's
    /// `Section` only inside its type.
    @Test func aNestedTypeOfAViewsNameLeavesTheViewAKey() throws {
        let keys = try lookedUp("""
            final class ListViewController: UIViewController {
                enum Section { case main }
            }
            struct Settings: View {
                var body: some View { Form { Section("Favorites") { } } }
            }
            """)
        #expect(keys == ["Favorites"])
    }

    @Test func anAppsHelperOfATitleFormsNameKeepsItsTable() throws {
        let lookups = try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array("""
            enum Strings {
                static func alert(_ key: String) -> String {
                    NSLocalizedString(key, tableName: "Alerts", comment: "")
                }
            }
            let message = Strings.alert("Upload failed")
            """.utf8)).otherLookups.map(\.lookup)
        #expect(lookups.map(\.key.plainText) == ["Upload failed"])
        #expect(lookups.map(\.table) == ["Alerts"])
    }
}
