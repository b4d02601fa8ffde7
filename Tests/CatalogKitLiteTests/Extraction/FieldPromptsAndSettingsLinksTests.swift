import Testing
@testable import CatalogKitLite

/// Two forms the fifty-sixth study's recall sample missed: a text field whose only text is its
/// `prompt:` (YABA's `TextField("", text: …, prompt: Text("Create Folder Placeholder"))`), and
/// macOS's `SettingsLink { Text("menu.openSettings") }` (Alertivity), a button to the settings window.
struct FieldPromptsAndSettingsLinksTests {
    @Test func aTextFieldsPromptIsReadAsItsPlaceholder() throws {
        let found = try fileUses(#"""
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
        #expect(found.compactMap(\.localizedKey) == ["Create Folder Placeholder", "Required"])
        #expect(found.allSatisfy { $0.role == .label && $0.isImplicit && $0.isTextFieldPrompt })
    }

    @Test func aSettingsLinksLabelIsItsTitle() throws {
        let found = try fileUses(#"""
            struct MenuContent: View {
                var body: some View {
                    SettingsLink {
                        Text("menu.openSettings")
                            .font(.system(size: 12))
                    }
                }
            }
            """#)
        #expect(found.contains { $0.form == "SettingsLink label: Text(_:)" && $0.localizedKey == "menu.openSettings" }, "\(found.map(\.form))")

    }
}
