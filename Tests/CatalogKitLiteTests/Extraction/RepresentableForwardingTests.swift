import Testing
@testable import CatalogKitLite

/// A representable that wraps an AppKit or UIKit view takes its text as a view does: cmux's
/// `FeedbackComposerMessageEditor: NSViewRepresentable` (46th study) sets its text view's label from
/// `let accessibilityLabel: String`, which the view that makes it gives with `String(localized:)`.
struct RepresentableForwardingTests {
    @Test(arguments: ["NSViewRepresentable", "UIViewRepresentable"])
    func aRepresentablesStoredTextIsGivenByItsMakers(protocolName: String) throws {
        let found = try moduleUses([#"""
            private struct MessageEditor: \#(protocolName) {
                let accessibilityLabel: String
                func makeNSView(context: Context) -> NSTextView {
                    let view = NSTextView()
                    view.setAccessibilityLabel(accessibilityLabel)
                    return view
                }
            }
            """#, #"""
            struct FeedbackComposer: View {
                var body: some View {
                    MessageEditor(accessibilityLabel: String(localized: "sidebar.help.feedback.message"))
                }
            }
            """#])
        #expect(found[0].isEmpty, "\(found[0].map(\.argumentInWords))")
        #expect(found[1].map(\.argumentInWords) == ["key sidebar.help.feedback.message"], "\(found[1].map(\.argumentInWords))")
    }
}
