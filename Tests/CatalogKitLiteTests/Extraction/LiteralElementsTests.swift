import Testing
@testable import CatalogKitLite

/// A literal list that a `ForEach` or a `for` loop goes over gives each of its elements, and a
/// tuple's part of each (Symi's and Vittora's menus of `(title, icon)` pairs, whose labels the
/// thirtieth study's judges found unread).
struct LiteralElementsTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).uses
    }

    func text(_ use: AccessibilityUse) -> String? {
        if case .hardCoded(let literal) = use.argument { literal.plainText } else { nil }
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func theElementsOfALiteralListAreItsValues() throws {
        let found = try uses(#"""
            struct Tabs: View {
                let tabs: [(String, String)] = [("Home", "house"), ("Settings", "gear")]
                let named: [(title: LocalizedStringKey, icon: String)] = [(title: "Inbox", icon: "tray"), (title: "Sent", icon: "paperplane")]
                var body: some View {
                    ForEach(tabs, id: \.0) { tab in
                        Image(systemName: tab.1).accessibilityLabel(tab.0)
                    }
                    ForEach(named, id: \.icon) { item in
                        Image(systemName: item.icon).accessibilityLabel(item.title)
                    }
                    ForEach(["Alpha", "Beta"], id: \.self) { name in
                        Image(systemName: "circle").accessibilityLabel(name)
                    }
                    ForEach([String(localized: "Today"), String(localized: "Week")], id: \.self) {
                        Text($0).accessibilityLabel($0)
                    }
                }
            }
            """#)
        #expect(found.filter { $0.form == ".accessibilityLabel(_:)" }.map { text($0) ?? key($0).map { "key \($0)" } ?? "?" } == [
            "Home", "Settings", "key Inbox", "key Sent", "Alpha", "Beta", "key Today", "key Week",
        ], "a list of string literals is [String], heard as written; an annotated LocalizedStringKey part is a key")
        #expect(found.first?.origin?.reference == "tab.0", "the value is placed at the list's declaration: \(String(describing: found.first?.origin))")
    }

    /// PouleParty's zone sizes: a local list whose annotation names the parts its unlabelled tuples
    /// give by position (`[(label: String, meters: Double)] = [(String(localized: "Small"), 500)]`).
    @Test func anAnnotationNamesThePartsOfUnlabelledTuples() throws {
        let found = try uses(#"""
            struct Picker: View {
                private var zoneSizePicker: some View {
                    let sizes: [(label: String, meters: Double)] = [
                        (String(localized: "Small"), 500),
                        (String(localized: "Large"), 2000),
                    ]
                    return HStack(spacing: 8) {
                        ForEach(sizes, id: \.meters) { size in
                            Button { pick(size.meters) } label: { Text(size.label) }
                        }
                    }
                }
            }
            """#)
        #expect(found.map { key($0) ?? "?" } == ["Small", "Large"])
    }

    @Test func aForLoopsListAndWhatStaysUnknown() throws {
        let found = try uses(#"""
            final class Menu {
                static let titles = ["Open", "Close"]
                func build() {
                    for title in Menu.titles.sorted() {
                        let item = NSMenuItem()
                        item.setAccessibilityLabel(title)
                    }
                    for pair in [("Cut", "x"), ("Copy", "c")] {
                        button.setAccessibilityLabel(pair.0)
                        button.setAccessibilityHelp(pair.2)
                        button.setAccessibilityValue(pair.count)
                    }
                    for name in names { button.setAccessibilityLabel(name) }
                }
            }
            """#)
        #expect(found.map { text($0) ?? "dynamic" } == ["Open", "Close", "Cut", "Copy", "dynamic", "dynamic", "dynamic"],
                "a part a tuple lacks, a member of a tuple and a list not written out stay unknown")
    }

    /// A struct's `let title: String` given a literal is a String when read back through an
    /// element, whatever the use takes (`Feature(title: "Sync")` shown as `f.title`).
    @Test func aLiteralForAStoredStringIsAString() throws {
        let found = try uses(#"""
            struct Feature: Identifiable { let id = UUID(); let title: String; let key: LocalizedStringKey }
            struct Features: View {
                let features = [Feature(title: "Sync", key: "Sync key"), Feature(title: "Backup", key: "Backup key")]
                var body: some View {
                    ForEach(features) { feature in
                        Image(systemName: "star").accessibilityLabel(feature.title)
                        Text("x").accessibilityHint(feature.key)
                    }
                }
            }
            """#)
        let labels = found.filter { $0.role == .label }
        #expect(Set(labels.compactMap(text)) == ["Sync", "Backup"] && labels.allSatisfy { key($0) == nil }, "\(labels.map(\.argument))")
        #expect(Set(found.filter { $0.role == .hint }.compactMap(key)) == ["Sync key", "Backup key"])
    }

    /// Weather Atlas's map menu states its choice with `.accessibilityValue(options.first(where: {
    /// $0.mode == mode })?.label ?? …)` (the 41st study found it dynamic): an element a list's
    /// `first`, `last`, `randomElement()`, `min`/`max` picks is one of its elements. Another member
    /// of the list (`count`) is not an element.
    @Test func anElementPickedFromALiteralListIsOneOfItsElements() throws {
        let found = try uses(#"""
            struct MapMenu: View {
                @State private var mode = "weather"
                var options: [(mode: String, label: String)] {
                    [
                        ("weather", String(localized: "Sunniness")),
                        ("wind", String(localized: "Wind")),
                    ]
                }
                let tips = [String(localized: "Tip one"), String(localized: "Tip two")]
                var body: some View {
                    Image(systemName: "map")
                        .accessibilityValue(options.first(where: { $0.mode == mode })?.label ?? String(localized: "None"))
                    Text("tip").accessibilityHint(tips.randomElement() ?? "")
                    Text("n").accessibilityLabel(options.count.description)
                }
            }
            """#)
        #expect(found.filter { $0.role == .value }.compactMap(key) == ["Sunniness", "Wind", "None"], "\(found.map(\.argument))")
        #expect(found.filter { $0.role == .hint }.compactMap(key) == ["Tip one", "Tip two"], "\(found.map(\.argument))")
        #expect(found.filter { $0.role == .label }.compactMap(key).isEmpty, "\(found.map(\.argument))")
    }

    /// ProfMonster's favourite button reads `res.text` of `let res = resources`, a computed tuple
    /// whose parts an `if` sets; CodingBuddy's freshness label is a part of the optional tuple a
    /// function gives from a `switch` (the 41st and 44th studies found both dynamic). A tuple whose
    /// part is a `String` literal is hard-coded text (Pearcleaner's "High" match confidence).
    @Test func aPartOfTheTupleAPropertyOrFunctionGivesIsEachOfItsValues() throws {
        let found = try uses(#"""
            struct FavoriteButton: View {
                @Binding var favorite: Bool
                private var resources: (text: LocalizedStringKey, image: String) {
                    let text: LocalizedStringKey, image: String
                    if favorite {
                        text = "Delete Favorite"
                        image = "star.fill"
                    } else {
                        text = "Add to Favorites"
                        image = "star"
                    }
                    return (text, image)
                }
                private func freshness(for state: State) -> (label: String, error: String?)? {
                    switch state {
                    case .loaded: nil
                    case .loading: (String(localized: "Refreshing"), nil)
                    case .failed(let error): (String(localized: "Refresh failed"), error.localizedDescription)
                    }
                }
                private func confidence(_ score: Int) -> (label: String, color: Color) {
                    if score >= 80 { return ("High", .green) }
                    return ("Low", .red)
                }
                var body: some View {
                    let res = resources
                    Button(res.text, systemImage: res.image) { favorite.toggle() }
                    if let fresh = freshness(for: state) { Text("f").accessibilityLabel(fresh.label) }
                    Text("c").accessibilityValue(confidence(score).label)
                }
            }
            """#)
        #expect(found.filter { $0.role == .label }.compactMap(key) == ["Delete Favorite", "Add to Favorites", "Refreshing", "Refresh failed"],
                "\(found.map(\.argument))")
        #expect(found.filter { $0.role == .value }.compactMap(text) == ["High", "Low"], "\(found.map(\.argument))")
    }
}
