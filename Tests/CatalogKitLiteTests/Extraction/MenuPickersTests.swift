import Testing
import TestSupport
@testable import CatalogKitLite

/// A picker in a menu's content shows its options inline on iOS, as a section without a header: its
/// title is neither shown nor spoken (Shiori's sort pickers in a toolbar menu, 62nd study). The reader
/// marks such titles; the audit drops them where the module builds for iOS and its kin.
struct MenuPickersTests {
    func scan(_ source: String) throws -> SourceScan {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8))
    }

    /// The picker titles not marked as a menu's.
    func titles(_ scan: SourceScan) -> [String] {
        scan.uses.filter { $0.form == "Picker(_:…)" && !$0.isTitleOfMenuPicker }.compactMap { use in
            if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
        }
    }

    /// The picker titles marked as a menu's.
    func menuTitles(_ scan: SourceScan) -> [String] {
        scan.uses.filter(\.isTitleOfMenuPicker).compactMap { use in
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
        #expect(menuTitles(found) == ["Choose a sort option"])
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
        #expect(menuTitles(found).sorted() == ["Sort anime", "Sort manga"])
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
        #expect(menuTitles(found).isEmpty)
    }
}

/// The audit drops a menu picker's title where the module builds for iOS (here told by `UIKit`), and
/// keeps it on a Mac (`AppKit`) and where the platform is not known.
struct MenuPickerTitlesAuditTests {
    static func run(imports: String) throws -> AuditRun {
        let folder = try TemporaryFolder()
        try folder.write("App/Localizable.xcstrings", #"{"sourceLanguage":"en","strings":{"Sort by":{}},"version":"1.0"}"#)
        try folder.write("App/SortMenu.swift", """
            import SwiftUI
            \(imports)
            struct SortMenu: View {
                var body: some View {
                    Menu {
                        Picker("Sort by", selection: $order) { Text("Name").tag(0) }
                    } label: { Image(systemName: "arrow.up.arrow.down") }
                }
            }
            """)
        return SourceRuleExampleTests.audit(folder)
    }

    func missingGerman(_ run: AuditRun) -> [String] {
        run.catalogs.flatMap(\.findings).filter { $0.ruleID == "missing-translation" && $0.location.language == "de" }.map(\.location.key)
    }

    @Test func heardNowhereOnIOS() throws {
        let run = try Self.run(imports: "import UIKit")
        #expect(missingGerman(run).isEmpty)
        #expect(run.catalogs.flatMap(\.findings).allSatisfy { $0.ruleID != "stale-key" }, "the key is still looked up")
    }

    @Test(arguments: ["import AppKit", ""])
    func keptOnAMacOrWhereNotKnown(imports: String) throws {
        #expect(missingGerman(try Self.run(imports: imports)) == ["Sort by"], "\(imports)")
    }
}
