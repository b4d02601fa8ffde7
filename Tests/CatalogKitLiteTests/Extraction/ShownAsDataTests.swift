import Testing
@testable import CatalogKitLite

/// Text shown as data, not as wording of its own (``ForwardedText/shownAsData(_:)``).
struct ShownAsDataTests {
    /// `Text(verbatim:)` over a name asks for the app's data as it is: kero's `actionButton("VS Code")`
    /// over `Text(verbatim: title)` and CloseUp's `Text(verbatim: item.license)` were judged wrong as
    /// hard-coded wording (56th study: a brand, license names). A literal written in the call, or in a
    /// branch there, stays hard-coded; a lookup reached through the name is still a lookup.
    @Test func textAVerbatimNameComesToIsTheAppsData() throws {
        let uses = try moduleUses([#"""
            struct Acknowledgement { let name: String; let license: String }
            let credits = [Acknowledgement(name: "Emojibase", license: "MIT License")]
            struct About: View {
                let editor = "VS Code"
                let title = String(localized: "about.title")
                var body: some View {
                    actionButton("VS Code")
                    Button {} label: { Text(verbatim: editor) }
                    Button {} label: { Text(verbatim: title) }
                    Button {} label: { Text(verbatim: "Open Settings") }
                    Button {} label: { Text(verbatim: isOn ? "Turn Off" : "Turn On") }
                    Button {} label: { Text(verbatim: "Display: \(editor)") }
                    Button {} label: { Text(editor) }
                    Image(systemName: "chevron.left.forwardslash.chevron.right").help(editor)
                }
                var isOn = false
                func actionButton(_ title: String) -> some View {
                    Button {} label: { Text(verbatim: title) }
                }
            }
            struct Settings: View {
                let editor = "VS Code"
                var body: some View { Button {} label: { Text(editor) } }
                func row() -> some View { Text(verbatim: editor) }
                func trash() -> some View { let editor = "Delete editor"; return Image("t").accessibilityLabel(editor) }
            }
            """#])[0]
        let words = uses.map { "\($0.callPosition.line) \($0.argumentInWords)" }
        // The parameter's caller (line 7) and the property (line 8) give data; the lookup stays one.
        #expect(words.contains("7 untranslatable") && words.contains("8 untranslatable"))
        #expect(words.contains("9 key about.title"))
        // Written right there: hard-coded.
        #expect(words.contains("10 text Open Settings"))
        #expect(words.contains("11 text Turn Off") && words.contains("11 text Turn On"))
        #expect(words.contains("12 text "), "hard-coded, an interpolated text (no plain text to show)")
        // The name a function shows as it is, given to another view or a help tag in the same function,
        // is that data too (kero's `.help(title)` beside `Text(verbatim: title)`); `Text(editor)` in a
        // function that does not show the name as it is shows hard-coded text (line 23).
        #expect(words.contains("13 untranslatable") && words.contains("14 untranslatable"))
        #expect(words.contains("23 text VS Code"))
        // A name shown as it is in one function says nothing of the same spelling in another (line 25,
        // a local of its own).
        #expect(words.contains("25 text Delete editor"))
        #expect(!words.contains("7 text VS Code") && !words.contains("8 text VS Code") && !words.contains("14 text VS Code"))
    }

    /// scarf's `saveMessage = "Saved \(key)"`, whose callers pass configuration keys
    /// (`setSetting("terminal.persistent_shell", …)`): the hard-coded text is one finding, and what
    /// its interpolation comes to is a part of it, not a second hard-coded text (57th study). A
    /// lookup there is still a lookup; inside a looked-up format, a literal is text of its own.
    @Test func whatAHardCodedTextInterpolatesIsPartOfIt() throws {
        let uses = try moduleUses([#"""
            final class Settings {
                let status = UILabel()
                func save(_ key: String) { status.accessibilityLabel = "Saved \(key)" }
                func apply() {
                    save("terminal.persistent_shell")
                    save(String(localized: "settings.volume"))
                }
                func announce(_ name: String) { status.accessibilityLabel = String(localized: "Saved \(name)") }
                func reset() { announce("Volume") }
            }
            """#])[0]
        let words = uses.map { "\($0.callPosition.line) \($0.argumentInWords)" }
        #expect(words.contains("3 text "), "the template, hard-coded: \(words)")
        #expect(words.contains("5 untranslatable") && words.contains("6 key settings.volume"), "\(words)")
        #expect(words.contains("9 text Volume"), "a literal inside a looked-up format is text of its own: \(words)")
    }

    /// Review of the change: a call inside `Text(verbatim:)` writes text there, so it stays
    /// hard-coded; and a hard-coded text whose own words German writes alike (`"Status: \(…)"`) may
    /// be heard right, so what its interpolation comes to ("Enabled") is still judged on its own.
    @Test func onlyNamesAndTextsWithWordsToTranslateShowData() throws {
        let uses = try moduleUses([#"""
            final class Row {
                let label = UILabel()
                var isOn = false
                var state: String { isOn ? "Enabled" : "Disabled" }
                func show() {
                    label.accessibilityLabel = "Status: \(state)"
                }
            }
            struct Header: View {
                var body: some View {
                    Button {} label: { Text(verbatim: "Open Settings".uppercased()) }
                }
            }
            """#])[0]
        let words = uses.map { "\($0.callPosition.line) \($0.argumentInWords)" }
        #expect(words.contains("6 text Enabled") && words.contains("6 text Disabled"), "\(words)")
        #expect(words.contains("11 text OPEN SETTINGS"), "\(words)")
        #expect(!words.contains { $0.hasSuffix("untranslatable") }, "\(words)")
    }
}
