import Testing
@testable import CatalogKitLite

/// Two forms the fifty-sixth study's recall sample missed: a text field whose only text is its
/// `prompt:` (YABA's `TextField("", text: …, prompt: Text("Create Folder Placeholder"))`), and
/// macOS's `SettingsLink { Text("menu.openSettings") }` (Alertivity), a button to the settings window.
struct FieldPromptsAndSettingsLinksTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer(localizationRoutines: []).scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    @Test func aTextFieldsPromptIsReadAsItsPlaceholder() throws {
        let found = try uses(#"""
            struct FolderForm: View {
                @State var name = ""
                @State var secret = ""
                var body: some View {
                    TextField("", text: $name, prompt: Text("Create Folder Placeholder"))
                    SecureField("Password", text: $secret, prompt: Text("Required"))
                    TextField("Title", text: $name)
                }
            }
            """#).filter { $0.form.hasSuffix("prompt:)") }
        #expect(found.map(\.form) == ["TextField(_:text:prompt:)", "SecureField(_:text:prompt:)"])
        #expect(found.compactMap(key) == ["Create Folder Placeholder", "Required"])
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit && $0.isTextFieldPrompt })
    }

    @Test func aSettingsLinksLabelIsItsTitle() throws {
        let found = try uses(#"""
            struct MenuContent: View {
                var body: some View {
                    SettingsLink {
                        Text("menu.openSettings")
                            .font(.system(size: 12))
                    }
                }
            }
            """#)
        #expect(found.contains { $0.form == "SettingsLink label: Text(_:)" && key($0) == "menu.openSettings" }, "\(found.map(\.form))")

    }
}
