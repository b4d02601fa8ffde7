import Testing
@testable import CatalogKitLite

/// ButtonKit's `AsyncButton` mirrors `Button`: its title key, or the texts of its `label:` closure,
/// are its label (swmpc's twenty async buttons were unread in the thirty-fifth study). An app that
/// declares its own `AsyncButton` type is read as any app view.
struct ThirdPartyControlsTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func anAsyncButtonsTitleIsItsLabel() throws {
        let found = try uses(#"""
            import ButtonKit
            extension AsyncButton where P == IndeterminateProgress {
                init(_ titleKey: LocalizedStringKey, systemSymbol: SFSymbol, action: @escaping () async throws -> Void) {
                    self.init(titleKey, systemImage: systemSymbol.rawValue, action: action)
                }
            }
            struct ServerEditView: View {
                var body: some View {
                    AsyncButton("Save") { try await save() }
                    AsyncButton("Clear", role: .destructive) { try await clear() }
                    AsyncButton(role: .confirm) { try await fill() } label: { Text("Fill Playlist") }
                    ButtonKit.AsyncButton("Create") { try await create() }
                }
            }
            """#)
        #expect(found.map { "\($0.form) \(key($0) ?? "other")" } == [
            "AsyncButton(_:…) Save", "AsyncButton(_:…) Clear", "AsyncButton label: Text(_:) Fill Playlist", "AsyncButton(_:…) Create",
        ])
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit })
    }

    @Test func anAppsOwnAsyncButtonIsAnAppView() throws {
        let found = try uses(#"""
            struct AsyncButton: View {
                let title: String
                var body: some View { Text(title) }
            }
            struct Screen: View {
                var body: some View { AsyncButton(title: "Save") }
            }
            """#)
        #expect(found.isEmpty)
    }
}
