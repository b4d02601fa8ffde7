import Testing
@testable import CatalogKitLite

/// A local named like the value it is made from (`let log = log.element`, `if let shortcut =
/// shortcut.shortcut`): in its own initialiser the name is the outer one. Atwy's console view
/// (fifty-fifth study's pool) sent the reader round this loop until the stack overflowed.
struct SelfNamingLocalsTests {
    @Test func aLocalMadeFromTheOuterNameOfItsOwnIsRead() throws {
        let found = try fileUses(#"""
            struct ConsoleView: View {
                let logs: [String]
                var body: some View {
                    ForEach(Array(logs.enumerated()), id: \.offset) { log in
                        let log = log.element
                        Text("x").accessibilityLabel(log)
                    }
                }
            }
            """#)
        let use = try #require(found.first)
        #expect(found.count == 1)
        guard case .dynamic(_, let reason) = use.argument else {
            Issue.record("a log line is data: \(use.argument)")
            return
        }
        #expect(reason == .propertyOfValue, "an element's property, not a walk given up: \(reason)")
    }

    @Test func theNameInItsOwnInitialiserIsTheOuterLocal() throws {
        let found = try fileUses(#"""
            struct Row: View {
                var body: some View {
                    let caption = String(localized: "Archive")
                    if true {
                        let caption = caption
                        Text("x").accessibilityLabel(caption)
                    }
                }
            }
            """#)
        #expect(found.compactMap(\.localizedKey) == ["Archive"], "\(found.map(\.argument))")
    }

    @Test func anOptionalBindingOfItsOwnMember() throws {
        let found = try fileUses(#"""
            struct Item { let shortcut: Shortcut? }
            struct Shortcut { let name: String }
            struct ShortcutRow: View {
                let shortcut: Item
                var body: some View {
                    if let shortcut = shortcut.shortcut {
                        Text("x").accessibilityLabel(shortcut.name)
                    }
                }
            }
            """#)
        #expect(found.count == 1, "\(found.map(\.argument))")
    }
}
