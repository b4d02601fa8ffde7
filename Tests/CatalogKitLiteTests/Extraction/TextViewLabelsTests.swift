import Testing
@testable import CatalogKitLite

/// An app view that shows its text properties, written in a control's label closure, gives the
/// control its title: RcloneGUI's `SettingsNavigationRow(title:subtitle:)` in its Settings buttons,
/// 27 sites the thirty-second study's judge found unread.
struct TextViewLabelsTests {
    let views = #"""
        private struct NavigationRow: View {
            let icon: String
            let title: LocalizedStringKey
            let subtitle: LocalizedStringKey
            let tint: Color
            var body: some View {
                HStack {
                    Image(systemName: icon)
                    VStack { Text(title); Text(self.subtitle) }
                }
            }
        }
        struct Badge: View {
            let caption: String
            var body: some View { Text(caption).font(.caption) }
        }
        struct Explicit: View {
            let title: LocalizedStringKey
            init(named title: LocalizedStringKey) { self.title = title }
            var body: some View { Text(title) }
        }
        struct NotAView {
            let title: LocalizedStringKey
            func make() -> Text { Text(title) }
        }
        struct FooterLabel: View {
            let title: LocalizedStringKey
            let icon: String
            init(_ title: LocalizedStringKey, icon: String) {
                self.title = title
                self.icon = icon
            }
            var body: some View { HStack { Image(systemName: icon); Text(title) } }
        }
        struct Converted: View {
            let title: LocalizedStringKey
            init(raw: String) { self.title = LocalizedStringKey(raw.uppercased()) }
            var body: some View { Text(title) }
        }
        struct TwoWays: View {
            let title: LocalizedStringKey
            init(_ title: LocalizedStringKey) { self.title = title }
            init(other: LocalizedStringKey) { self.title = other }
            var body: some View { Text(title) }
        }
        """#

    func spoken(_ code: String) throws -> [String] {
        let module = SwiftModule(files: [try SwiftLexer.lex(Array((views + "\n" + code).utf8))], paths: ["App/Views.swift"])
        return AccessibilityCallRecognizer().scan(file: 0, of: module).uses.map { use in
            switch use.argument {
            case .localized(let lookup): "\(use.form) key \(lookup.key.plainText ?? "?")"
            case .hardCoded(let literal): "\(use.form) text \(literal.plainText ?? "?")"
            case .untranslatable(let literal): "\(use.form) same \(literal.plainText ?? "?")"
            case .dynamic: "\(use.form) dynamic"
            }
        }
    }

    @Test func theViewsShownTextsAreTheControlsTitle() throws {
        let found = try spoken(#"""
            struct Settings: View {
                var body: some View {
                    Button { add() } label: {
                        NavigationRow(icon: "plus", title: "Add remote", subtitle: "Create an entry", tint: .blue)
                    }
                    NavigationLink(destination: Trash()) {
                        HStack { Badge(caption: "New"); NavigationRow(icon: "trash", title: "Trash", subtitle: "Deleted files", tint: .red) }
                    }
                    NavigationRow(icon: "info", title: "Not a label", subtitle: "Only visible", tint: .gray)
                    Button { } label: { Explicit(named: "Own initialiser") }
                    Button { } label: { NotAView(title: "Not a view").make() }
                }
            }
            """#)
        #expect(found == [
            "Button label: NavigationRow(title:) key Add remote", "Button label: NavigationRow(subtitle:) key Create an entry",
            "NavigationLink label: Badge(caption:) text New",
            "NavigationLink label: NavigationRow(title:) key Trash", "NavigationLink label: NavigationRow(subtitle:) key Deleted files",
            "Button label: Explicit(named:) key Own initialiser",
        ], "a row outside a label closure and a type that is no view give none; a view's own initialiser that stores its text as it is gives it")
    }

    @Test func theTextsOfOneControlAreOneElement() throws {
        let module = SwiftModule(files: [try SwiftLexer.lex(Array((views + "\n" + #"""
            struct Settings: View {
                var body: some View {
                    Button { add() } label: { NavigationRow(icon: "plus", title: "Add", subtitle: "Create", tint: .blue) }
                    Button { add() } label: { NavigationRow(icon: "minus", title: "Remove", subtitle: "Delete", tint: .blue) }
                        .accessibilityLabel("Remove remote")
                }
            }
            """#).utf8))], paths: ["App/Views.swift"])
        let uses = AccessibilityCallRecognizer().scan(file: 0, of: module).uses
        #expect(uses.count == 3, "the explicit label replaces the second button's implicit title: \(uses.map(\.form))")
        #expect(uses[0].element == uses[1].element && uses[1].element != uses[2].element)
        #expect(uses[2].form == ".accessibilityLabel(_:)")
    }

    /// Views made by their memberwise initialiser, or by one initialiser of their own that stores
    /// what it is given as it is (Dimmerly's `FooterLabel("Settings", icon: "gear")`, by position
    /// when unlabelled); not one that converts it, nor a view with two initialisers.
    @Test func onlyViewsWhoseMakersSetThePropertiesAsTheyAreAreFound() throws {
        let file = try SwiftLexer.lex(Array(views.utf8))
        let scopes = SwiftScopeTree(file)
        let found = TextViews.find(files: [file], declarations: [DeclarationCollector.declarations(in: file, scopes: scopes)], scopes: [scopes])
        #expect(found.keys.sorted() == ["Badge", "Explicit", "FooterLabel", "NavigationRow"])
        #expect(found["NavigationRow"]?.shown == ["title": .key, "subtitle": .key] && found["NavigationRow"]?.argumentProperties == nil)
        #expect(found["Badge"]?.shown == ["caption": .string])
        #expect(found["Explicit"]?.argumentProperties == ["named": "title"])
        #expect(found["FooterLabel"]?.argumentProperties == ["_0": "title", "icon": "icon"])
    }

    @Test func aViewsOwnInitialiserGivesItsArgumentsToTheShownProperties() throws {
        let found = try spoken(#"""
            struct Footer: View {
                var body: some View {
                    Button { openSettings() } label: { FooterLabel("Settings", icon: "gear") }
                    Button { } label: { Explicit(named: "Quit") }
                    Button { } label: { Converted(raw: "Help") }
                }
            }
            """#)
        #expect(found == ["Button label: FooterLabel(_:) key Settings", "Button label: Explicit(named:) key Quit"], "\(found)")
    }

    /// CSE's `UITemplates.IconLabel`: a `String.LocalizationValue` property shown as
    /// `Text(String(localized: text))`, the view written with its enclosing type's name in the
    /// labels of navigation links and buttons (28 controls of that app, unread in the thirty-sixth study).
    @Test func aLocalizationValueShownThroughStringLocalizedIsTheControlsTitle() throws {
        let found = try spoken(#"""
            enum UITemplates {
                struct IconLabel: View {
                    let icon: String
                    let text: String.LocalizationValue
                    var body: some View {
                        HStack { Image(systemName: icon).accessibilityHidden(true); Text(String(localized: text)) }
                    }
                }
            }
            struct EditView: View {
                var body: some View {
                    NavigationLink(destination: Presets()) {
                        UITemplates.IconLabel(icon: "magnifyingglass", text: "Default Search Engine")
                    }
                    Button { open() } label: { IconLabel(icon: "gear", text: "Open Settings") }
                    UITemplates.IconLabel(icon: "info", text: "Only visible")
                }
            }
            """#)
        #expect(found == [
            "NavigationLink label: IconLabel(text:) key Default Search Engine", "Button label: IconLabel(text:) key Open Settings",
        ])
    }
}
