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

    /// UltraTrain's settings (59th study): the button in `SettingsView+DataSync.swift` sets
    /// `viewModel.showingClearDataConfirmation`, which the `.confirmationDialog` of
    /// `SettingsView.swift`, another file of the module, presents. A button that sets a name only
    /// written as an argument's label (`isPresented:`), or sets the dialog's name `false`
    /// (dismissing it), presents no dialog.
    @Test func aDialogOfAnotherFileOfTheModuleCounts() throws {
        let settings = try SwiftLexer.lex(Array(#"""
            struct SettingsView: View {
                @State var viewModel: SettingsViewModel
                var body: some View {
                    List { dataSection }
                        .confirmationDialog("Clear All Data?", isPresented: $viewModel.showingClearDataConfirmation) { }
                }
            }
            """#.utf8))
        let dataSync = try SwiftLexer.lex(Array(#"""
            extension SettingsView {
                var dataSection: some View {
                    Section {
                        Button(role: .destructive) {
                            viewModel.showingClearDataConfirmation = true
                        } label: {
                            Label("Clear All Data", systemImage: "trash")
                        }
                        .accessibilityHint("Permanently deletes all training data, plans, and settings")
                        Button { isPresented = true } label: { Text("Reset") }
                            .accessibilityHint("Permanently resets the plan")
                        Button { viewModel.showingClearDataConfirmation = false; eraseNow() } label: { Text("Erase") }
                            .accessibilityHint("Permanently erases the plan")
                    }
                }
            }
            """#.utf8))
        let module = SwiftModule(files: [settings, dataSync], paths: ["App/SettingsView.swift", "App/SettingsView+DataSync.swift"])
        let found = AccessibilityCallRecognizer().scan(file: 1, of: module)
        let hints = found.uses.filter { $0.role == .hint }
        #expect(hints.map { found.elementsAskingToConfirm.contains($0.element) } == [true, false, false], "\(found.elementsAskingToConfirm)")
    }
}
