import Testing
@testable import CatalogKitLite

/// A local bound to a stored property (`if let mode = session.selectedMode`) has the property's
/// type, so its members are the type's: Connections' summary rows (the 40th study found them
/// dynamic), with the session given by SwiftUI's environment without a type annotation.
struct StoredChainTests {
    func uses(_ source: String) throws -> [AccessibilityUse] {
        try AccessibilityCallRecognizer().scan(Array(source.utf8)).uses
    }

    func key(_ use: AccessibilityUse) -> String? {
        if case .localized(let lookup) = use.argument { lookup.key.plainText } else { nil }
    }

    static let model = #"""
        enum Mode {
            case couples, friends
            var localizedTitle: String {
                switch self {
                case .couples: String(localized: "mode.couples.title")
                case .friends: String(localized: "mode.friends.title")
                }
            }
        }
        @Observable final class SessionManager {
            var selectedMode: Mode?
        }
        struct Draft {
            let mode: Mode
        }
        """#

    @Test func aLocalBoundToAStoredPropertyHasItsType() throws {
        let found = try uses(Self.model + #"""
            struct SessionBuilderView: View {
                @Environment(SessionManager.self) private var session
                let draft: Draft
                var body: some View {
                    if let mode = session.selectedMode {
                        Button(mode.localizedTitle) {}
                    }
                    let chosen = self.draft.mode
                    Text("x").accessibilityLabel(chosen.localizedTitle)
                }
            }
            """#)
        #expect(found.map(key) == ["mode.couples.title", "mode.friends.title", "mode.couples.title", "mode.friends.title"], "\(found)")
    }

    /// A local bound to an element a sequence picks (`creations.first`, `.last(where:)`) has the
    /// sequence's element type: FinvestLens's sidebar (46th study), where the sequence is a local
    /// holding a computed property's `[SidebarCreation]`.
    @Test func aLocalBoundToAPickedElementHasTheElementsType() throws {
        let found = try uses(Self.model + #"""
            struct Sidebar: View {
                let draft: Draft
                var modes: [Mode] { [.couples] }
                var body: some View {
                    let choices = modes
                    if choices.count == 1, let only = choices.first {
                        Image(systemName: "plus").accessibilityLabel(only.localizedTitle)
                    }
                    if let last = modes.last(where: { $0 == .friends }) {
                        Text("x").accessibilityLabel(last.localizedTitle)
                    }
                }
            }
            """#)
        #expect(found.map(key) == ["mode.couples.title", "mode.friends.title", "mode.couples.title", "mode.friends.title"], "\(found)")
    }

    /// ethmensa's default sound (61st study): `Sound.all.first`, where `Sound.all` is a getter's
    /// array literal, is that literal's first element: the third's "Click" is not among its values.
    /// What `.last` picks is the last one, and a list reordered first (`.sorted`) may give any.
    @Test func theFirstOfALiteralListIsItsFirstElement() throws {
        let found = try uses(#"""
            struct Sound {
                let id: String
                let localizedName: String
                static var all: [Sound] {
                    [
                        .init(id: "default", localizedName: String(localized: "DEFAULT")),
                        .init(id: "chime", localizedName: String(localized: "CHIME")),
                        .init(id: "click", localizedName: "Click"),
                    ]
                }
            }
            struct Settings: View {
                var body: some View {
                    if let sound = Sound.all.first { Button(sound.localizedName) {} }
                    if let sound = Sound.all.last { Button(sound.localizedName) {} }
                    if let sound = Sound.all.sorted(by: { $0.id < $1.id }).first { Button(sound.localizedName) {} }
                }
            }
            """#)
        let byLine = Dictionary(grouping: found, by: \.callPosition.line)
        #expect(byLine[14]?.map(key) == ["DEFAULT"], "\(found.map(\.argument))")
        let last = try #require(byLine[15])
        #expect(last.map(key) == ["Click"], "the last element's name alone: \(last.map(\.argument))")
        #expect(byLine[16]?.count == 3, "a reordered list: any element")
    }

    /// A picked element of a sequence of no known type stays dynamic.
    @Test func aPickedElementOfAnUnknownSequenceStaysDynamic() throws {
        let found = try uses(Self.model + #"""
            struct Sidebar: View {
                let rows: [String]
                var body: some View {
                    if let only = rows.first { Text("x").accessibilityLabel(only.localizedTitle) }
                    if let other = fetched().first { Text("y").accessibilityLabel(other.localizedTitle) }
                }
            }
            """#)
        #expect(found.allSatisfy { key($0) == nil }, "\(found)")
    }

    /// A property whose type is neither written nor made by an initialiser, or is not the module's,
    /// gives no type: the value stays dynamic as before.
    @Test func anUnwrittenOrForeignTypeGivesNone() throws {
        let found = try uses(Self.model + #"""
            struct Other: View {
                @State private var session = makeSession()
                let title: String
                var body: some View {
                    if let mode = session.selectedMode { Button(mode.localizedTitle) {} }
                    let heading = title
                    Text("x").accessibilityLabel(heading.localizedTitle)
                }
            }
            """#)
        #expect(found.allSatisfy { key($0) == nil }, "\(found)")
    }

    /// A type the app only extends (mathio's `private extension String`) is not the app's: a local
    /// holding a `String` property is still followed to what the makers give.
    @Test func aTypeTheAppOnlyExtendsIsNotTheLocalsType() throws {
        let found = try uses(#"""
            private extension String {
                var spoken: String { self }
            }
            struct MathText: View {
                let raw: String
                var body: some View {
                    let s = raw
                    Text("x").accessibilityLabel(s)
                }
            }
            struct Lesson: View {
                var body: some View { MathText(raw: "Add both sides") }
            }
            """#)
        #expect(found.contains { if case .hardCoded(let literal) = $0.argument { literal.plainText == "Add both sides" } else { false } }, "\(found)")
    }

    /// A stored property that holds a type's shared instance (`AppModel.shared`): its members are the
    /// type's (Kiln's menu command `Text(LocalizedStringKey(model.mode.actionKey))`, the 40th study).
    @Test func aSharedInstanceHasItsType() throws {
        let found = try uses(#"""
            enum Mode: String {
                case split, merge
                var actionKey: String { "action." + rawValue }
                var title: String {
                    switch self {
                    case .split: String(localized: "action.split")
                    case .merge: String(localized: "action.merge")
                    }
                }
            }
            final class AppModel: ObservableObject {
                static let shared = AppModel()
                @Published var mode: Mode = .split
            }
            struct KilnApp: App {
                @ObservedObject private var model = AppModel.shared
                var body: some Scene {
                    WindowGroup { EmptyView() }
                        .commands { Button { } label: { Text(model.mode.title) } }
                }
            }
            """#)
        #expect(found.map(key) == ["action.split", "action.merge"], "\(found)")
    }

    /// ProfMonster's mode picker: `ForEach(viewModel.items) { item in Text(item.mode.label(.medium)) }`,
    /// where `viewModel` is the view's model and `items` its `[MonsterDataViewModel]`, each with a
    /// `let mode: Mode` whose `label(_:)` looks each case up (the 44th study found it dynamic).
    @Test func theElementsOfAModelsStoredSequenceAreOfItsElementType() throws {
        let found = try uses(#"""
            enum Mode {
                case lowAndHigh, master
                func label(_ style: Style) -> String {
                    switch self {
                    case .lowAndHigh: String(localized: "Low & High Rank")
                    case .master: String(localized: "Master Rank")
                    }
                }
            }
            final class MonsterDataViewModel: Identifiable {
                let mode: Mode
                init(mode: Mode) { self.mode = mode }
            }
            final class MonsterViewModel: ObservableObject {
                @Published private(set) var items: [MonsterDataViewModel] = []
            }
            struct ModeSelection: View {
                @ObservedObject private(set) var viewModel: MonsterViewModel
                var body: some View {
                    ForEach(viewModel.items) { item in
                        Text("x").accessibilityLabel(item.mode.label(.long))
                    }
                }
            }
            """#)
        #expect(found.compactMap(key) == ["Low & High Rank", "Master Rank"], "\(found.map(\.argument))")
    }
}
