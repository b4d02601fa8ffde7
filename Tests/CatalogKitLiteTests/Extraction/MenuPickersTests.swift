import Testing
@testable import CatalogKitLite

/// A picker in a menu's content shows its options inline, as a section without a header: its title
/// is neither shown nor spoken (Shiori's sort pickers in a toolbar menu, 62nd study). Its key is
/// still looked up, so it stays in use.
struct MenuPickersTests {
    func scan(_ source: String) throws -> SourceScan {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8))
    }

    func titles(_ scan: SourceScan) -> [String] {
        scan.uses.filter { $0.form == "Picker(_:…)" }.compactMap { use in
            if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
        }
    }

    @Test func aPickerInAMenuHasNoTitleHeard() throws {
        let found = try scan(#"""
            struct StudiosView: View {
                var body: some View {
                    List { }
                        .toolbar {
                            Menu {
                                Picker("Choose a sort option", selection: $option) { Text("Name").tag(0) }
                            } label: { Image(systemName: "arrow.up.arrow.down") }
                        }
                }
            }
            """#)
        #expect(titles(found).isEmpty)
        #expect(found.otherLookups.contains { $0.lookup.key.plainText == "Choose a sort option" && $0.isHidden })
    }

    /// Shiori's search menu: `if … { animeSortPicker } else { mangaSortPicker }`, each a property
    /// whose body is the picker.
    @Test func aPickerPropertyShownOnlyInMenusHasNoTitleHeard() throws {
        let found = try scan(#"""
            struct SearchView: View {
                var body: some View {
                    Menu {
                        if isAnime {
                            animeSortPicker
                        } else {
                            mangaSortPicker
                        }
                    } label: { Image(systemName: "line.3.horizontal.decrease") }
                }
                private var animeSortPicker: some View {
                    Picker("Sort anime", selection: $anime) { Text("Score").tag(0) }
                }
                private var mangaSortPicker: some View {
                    Picker("Sort manga", selection: $manga) { Text("Score").tag(0) }
                }
            }
            """#)
        #expect(titles(found).isEmpty)
    }

    @Test func aPickerWhoseTitleIsShownKeepsIt() throws {
        let found = try scan(#"""
            struct SettingsView: View {
                var body: some View {
                    Menu {
                        Picker("Theme", selection: $theme) { Text("Dark").tag(0) }
                            .pickerStyle(.menu)
                    } label: { Text("Appearance") }
                    Menu {
                        Picker("Size", selection: $size) { Text("Large").tag(0) }
                    } label: { Text("Text") }
                    .pickerStyle(MenuPickerStyle())
                    Form {
                        Picker("Language", selection: $language) { Text("German").tag(0) }
                    }
                    Menu("Sort") { sortPicker }
                    sortPicker
                }
                var sortPicker: some View {
                    Picker("Order", selection: $order) { Text("Name").tag(0) }
                }
            }
            """#)
        #expect(titles(found).sorted() == ["Language", "Order", "Size", "Theme"])
    }
}
