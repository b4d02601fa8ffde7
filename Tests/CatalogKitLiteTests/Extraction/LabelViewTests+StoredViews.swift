import Testing
@testable import CatalogKitLite

/// App views whose initialiser stores the view a closure makes and whose body shows it as a
/// control's label (btlb's `RoundedButton`, 55th study).
extension LabelViewTests {
    /// `init(_ action: …, @ViewBuilder _ label: @escaping () -> Content) { self.label = label() }`:
    /// the trailing closure after an unlabelled action closure is the label; shown outside a
    /// control's label (a card's header), the stored view is no label.
    @Test func aViewTheInitialiserStoresAndTheBodyShowsInAButtonIsALabel() throws {
        let found = try uses(#"""
            struct RoundedButton<Content: View>: View {
                let label: Content
                let action: () -> Void
                init(_ action: @escaping () -> Void, @ViewBuilder _ label: @escaping () -> Content) {
                    self.label = label()
                    self.action = action
                }
                var body: some View {
                    Button(action: action) {
                        HStack { Spacer(); Group { label.bold() }; Spacer() }
                    }
                }
            }
            struct Card<Header: View>: View {
                let header: Header
                init(@ViewBuilder header: () -> Header) { self.header = header() }
                var body: some View { VStack { header } }
            }
            struct Screen: View {
                var body: some View {
                    RoundedButton({ generate() }) { Text("Generate Recommendations") }
                    Card { Text("Not a label") }
                }
            }
            """#)
        #expect(found.map(key) == ["Generate Recommendations"], "\(found.map(\.form))")
        #expect(found.map(\.form) == ["RoundedButton label: Text(_:)"])
    }
}
