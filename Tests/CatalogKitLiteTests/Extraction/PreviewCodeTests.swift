import Testing
@testable import CatalogKitLite

/// Code that only Xcode's previews run gives no text to VoiceOver users.
struct PreviewCodeTests {

    @Test func previewMacroBodiesAreLeftOut() throws {
        let source = """
            struct Row: View {
                var body: some View { Button("Play") { play() } }
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
                Form {
                    LabeledContent("Value:", optional: 1024.formatted())
                    Button("Preview only") {}.accessibilityLabel("Preview label")
                }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 1, "only the row's button: \(uses.map(\.form))")
        #expect(uses.first?.callPosition.line == 2)
    }

    @Test func previewProvidersAreLeftOut() throws {
        let source = """
            struct Row_Previews: PreviewProvider {
                static var previews: some View { Button("Preview only") {} }
            }
            struct Shown: View {
                var body: some View { Image("x").accessibilityLabel("Poster") }
            }
            """
        let uses = try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
        #expect(uses.count == 1)
        #expect(uses.first?.role == .label)
        #expect(uses.first?.isImplicit == false)
    }

    @Test func aPreviewWordInAStringIsNotAPreview() throws {
        let source = """
            let note = "#Preview { }"
            struct Shown: View { var body: some View { Button("Play") {} } }
            """
        #expect(try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses.count == 1)
    }
}
