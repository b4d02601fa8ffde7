import Testing
@testable import CatalogKitLite

/// A control's label written as a view property or method of the same file (`Button(action: go)
/// { startLabel }`): its texts are the control's title (ai-pedometer's main button, a miss of the
/// 26th study).
struct LabelViewTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func aViewPropertyShownInALabelClosureGivesTheControlItsTitle() throws {
        let found = try uses(#"""
            struct Screen: View {
                var body: some View {
                    Button(action: start) { startLabel }
                    Button { } label: { HStack { Image(systemName: "x"); self.rowLabel(for: item) } }
                    Toggle(isOn: $on) {
                        muteLabel
                            .font(.body)
                    }
                }
                private var startLabel: some View {
                    Text("Start Walk")
                }
                @ViewBuilder
                private func rowLabel(for item: Item) -> some View {
                    if item.isDone { Text("Done") } else { Text("Open") }
                }
                var muteLabel: some View { HStack { Image(systemName: "speaker"); Text("Mute") } }
            }
            """#)
        #expect(found.map(key) == ["Start Walk", "Done", "Open", "Mute"])
        #expect(found.allSatisfy { $0.isImplicit })
        #expect(found.map(\.form) == ["Button label: Text(_:)", "Button label: Text(_:)", "Button label: Text(_:)", "Toggle label: Text(_:)"])
    }

    /// A view property shown as plain content, or only named in an argument or an assignment, is
    /// no control's label; neither is `body`, which SwiftUI shows.
    @Test func aViewPropertyNotShownInALabelIsNoTitle() throws {
        let found = try uses(#"""
            struct Screen: View {
                var body: some View {
                    VStack { header }
                    Button(action: start) { Image(systemName: "play") }
                    Button("Go") { show(header) }
                }
                private var header: some View { Text("Welcome") }
                var title: String { "Steps" }
            }
            struct Row: View {
                var body: some View { Text("Row") }
            }
            """#)
        #expect(found.compactMap(key) == ["Go"])
    }

    /// The control's explicit label replaces the title the view property gives it: the title is
    /// kept only as the visible name the label must contain.
    @Test func theTitleFromAViewPropertyIsTheControlsElement() throws {
        let scan = try AccessibilityCallRecognizer().scan(Array(#"""
            struct Screen: View {
                var body: some View {
                    Button(action: start) { startLabel }
                        .accessibilityLabel("Start a walk")
                }
                private var startLabel: some View { Text("Start") }
            }
            """#.utf8))
        #expect(scan.uses.map(key) == ["Start a walk"])
        #expect(scan.visibleTitles.map(\.form) == ["Button label: Text(_:)"])
        #expect(scan.visibleTitles.first?.element == scan.uses.first?.element)
    }

    /// Names like `content` are common: a view property shows in its own type's controls only,
    /// and a view shown inside another view property's body is not followed a second step,
    /// whichever is declared first.
    @Test(arguments: [true, false])
    func aViewPropertyIsItsOwnTypesOnlyAndOneStepDeep(innerFirst: Bool) throws {
        let inner = "    var inner: some View { Text(\"Inner\") }\n"
        let outer = "    var outer: some View { HStack { Text(\"Outer\"); inner } }\n"
        let found = try uses("""
            struct A: View {
                var body: some View {
                    Button(action: go) { content }
                    Button(action: go) { outer }
                }
                private var content: some View { Image(systemName: "play") }
            \(innerFirst ? inner + outer : outer + inner)}
            struct B: View {
                var body: some View { VStack { content } }
                private var content: some View { Text("Settings") }
            }
            """)
        #expect(found.map(key) == ["Outer"])
    }
}
