import Testing
@testable import CatalogKitLite

/// A control whose action presents an alert or confirmation dialog of the same file asks before it
/// acts: its hint is not the only place a listener hears that the action cannot be undone (Meeshy's
/// bulk delete, 30th study).
struct ConfirmingActionsTests {
    func scan(_ source: String) throws -> SourceScan {
        try AccessibilityCallRecognizer().scan(Array(source.utf8))
    }

    @Test func aButtonThatPresentsADialogAsksToConfirm() throws {
        let found = try scan(#"""
            struct Stories: View {
                @State private var isConfirming = false
                @State private var candidate: Story?
                @State private var isSharing = false
                var body: some View {
                    Button { isConfirming = true } label: { Text("Delete") }
                        .accessibilityHint("Permanently deletes the checked stories")
                    Button("Remove", role: .destructive) { candidate = story }
                        .accessibilityHint("Permanently removes the story")
                    Button(action: { isSharing.toggle() }) { Text("Share") }
                        .accessibilityHint("Shares the story with everyone")
                    Button { deleteNow() } label: { Text("Erase") }
                        .accessibilityHint("Erases everything forever")
                }
                .alert("Delete?", isPresented: $isConfirming) { Button("Delete", role: .destructive) {} } message: { Text("This cannot be undone.") }
                .confirmationDialog("Remove?", isPresented: Binding(get: { candidate != nil }, set: { if !$0 { candidate = nil } })) { }
            }
            """#)
        let hints = found.uses.filter { $0.role == .hint }
        #expect(hints.count == 4)
        let asking = hints.map { found.elementsAskingToConfirm.contains($0.element) }
        // Sharing presents no dialog; erasing acts at once.
        #expect(asking == [true, true, false, false], "\(hints.map(\.element)) \(found.elementsAskingToConfirm)")
    }
}
