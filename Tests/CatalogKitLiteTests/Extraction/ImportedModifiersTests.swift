import Testing
@testable import CatalogKitLite

/// A public view modifier of another module that hands its parameter to an accessibility
/// modifier gives a use at each call in the app (Fernlet's design-system package, whose
/// `.fernletIconButton("Dismiss nutrient nudge")` labels the thirty-first study's judge found unread).
struct ImportedModifiersTests {
    let kit = #"""
        public extension View {
            func kitIconButton(_ accessibilityLabel: LocalizedStringKey, minWidth: CGFloat = 44) -> some View {
                tapTarget(minWidth: minWidth).accessibilityLabel(accessibilityLabel)
            }
            func kitIconButton(verbatim accessibilityLabel: String) -> some View {
                accessibilityLabel(Text(verbatim: accessibilityLabel))
            }
            func kitHelp(_ text: String, hint: LocalizedStringKey) -> some View {
                help(text).accessibilityHint(hint)
            }
        }
        extension View {
            func internalOnly(_ label: LocalizedStringKey) -> some View { accessibilityLabel(label) }
        }
        public extension Color {
            func tinted(_ name: LocalizedStringKey) -> some View { accessibilityLabel(name) }
        }
        """#

    func uses(app: String, kit: String) throws -> [AccessibilityUse] {
        var modules = [
            SwiftModule(files: [try SwiftLexer.lex(Array(kit.utf8))], paths: ["Kit/Components.swift"]),
            SwiftModule(files: [try SwiftLexer.lex(Array(app.utf8))], paths: ["App/Screen.swift"]),
        ]
        ImportedModifiers.link(&modules)
        return AccessibilityCallRecognizer().scan(file: 0, of: modules[1]).uses
    }

    @Test func aPublicModifierOfAnotherModuleGivesUsesAtItsCalls() throws {
        let found = try uses(app: #"""
            struct Screen: View {
                var body: some View {
                    Image(systemName: "xmark").kitIconButton("Dismiss nudge")
                    Image(systemName: "plus").kitIconButton("Add \(name)", minWidth: 30)
                    Image(systemName: "gear").kitIconButton(verbatim: "Settings")
                    Image(systemName: "info").kitHelp("Shows details", hint: "Opens the guide")
                    Image(systemName: "a").internalOnly("Not seen")
                    Image(systemName: "b").kitIconButton("Wrong", unknown: 1)
                }
            }
            """#, kit: kit)
        let spoken = found.map { use -> String in
            switch use.argument {
            case .localized(let lookup): "\(use.role) key \(lookup.key.plainText ?? "interpolated")"
            case .hardCoded(let literal): "\(use.role) text \(literal.plainText ?? "")"
            default: "\(use.role) other"
            }
        }
        #expect(spoken == ["label key Dismiss nudge", "label key interpolated", "label text Settings", "hint text Shows details", "hint key Opens the guide"],
                "an internal modifier, a call whose labels do not fit, and a non-view type's method give none")
        #expect(found[0].form == ".accessibilityLabel(_:)" && found[3].form == ".help(_:)")
        #expect(found[3].element == found[4].element, "one call is one element")
    }

    /// A module that declares a modifier of the same name follows its own (to its call sites).
    @Test func aModulesOwnModifierComesFirst() throws {
        var modules = [
            SwiftModule(files: [try SwiftLexer.lex(Array(kit.utf8))], paths: ["Kit/Components.swift"]),
            SwiftModule(files: [try SwiftLexer.lex(Array(#"""
                extension View { func kitIconButton(_ label: String) -> some View { self } }
                """#.utf8))], paths: ["App/Own.swift"]),
        ]
        ImportedModifiers.link(&modules)
        #expect(modules[1].importedModifiers["kitIconButton"] == nil)
        #expect(modules[1].importedModifiers["kitHelp"]?.count == 1)
        #expect(modules[0].importedModifiers.isEmpty, "the app declares no public modifier")
    }
}

/// What a `public extension` declares is public unless a member says otherwise.
struct PublicExtensionMemberTests {
    @Test func membersOfAPublicExtensionArePublic() throws {
        let file = try SwiftLexer.lex(Array(#"""
            public extension View {
                func shown(_ label: LocalizedStringKey) -> some View { accessibilityLabel(label) }
                private func hidden() {}
                internal var kept: Int { 1 }
            }
            extension View { func plain() {} }
            open extension Text { static let shared = "x" }
            """#.utf8))
        let module = SwiftModule(files: [file], paths: ["Kit.swift"])
        let publics = Dictionary(module.declarations[0].map { ($0.name, $0.isPublic) }, uniquingKeysWith: { first, _ in first })
        #expect(publics == ["shown": true, "hidden": false, "kept": false, "plain": false, "shared": true])
    }
}
