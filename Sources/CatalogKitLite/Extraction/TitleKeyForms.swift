/// SwiftUI views and modifiers whose first unnamed argument is a title key (`_ titleKey:
/// LocalizedStringKey`) that VoiceOver reads as visible text, not as an accessibility argument: a
/// section's header, an alert's or a dialog's title, a navigation title, a tab's or a window's name.
/// Their keys are lookups the catalog must keep: a key used only there, through a
/// `LocalizedStringKey` constant Xcode does not extract, is no stale key (the 57th study's
/// PHCRemoteControl reads `Section(item.title)` with `title: LocalizedStringKey`).
struct TitleKeyForms: Sendable {
    /// Views, written as a call of their name: `Section("Favorites") { … }`.
    static let views: [StaticString] = ["Section", "GroupBox", "ContentUnavailableView", "Tab", "WindowGroup", "Window", "CommandMenu", "MenuBarExtra"]
    /// Modifiers, written after a `.`: `.navigationTitle("Settings")`, `.alert("Delete?", isPresented: $asks) { … }`.
    static let modifiers: [StaticString] = ["navigationTitle", "navigationSubtitle", "navigationBarTitle", "alert", "confirmationDialog", "badge"]

    /// The one table, which each pass copies into a local (a lazily made global costs a
    /// `swift_once` on every read, and every identifier is asked).
    static let shared = TitleKeyForms()

    /// The lengths of the names, a bit each: most identifiers are passed over on their length.
    let lengths: UInt64
    /// Per first byte, a bit per length that a name of that first byte has: the names' lengths are
    /// common ones ("alert" is as long as "array"), the pair of facts is rare.
    let lengthsByFirstByte: [UInt64]
    private let views: [StaticString]
    private let modifiers: [StaticString]

    private init() {
        views = Self.views
        modifiers = Self.modifiers
        lengths = (Self.views + Self.modifiers).reduce(0) { $0 | 1 << UInt64($1.utf8CodeUnitCount) }
        lengthsByFirstByte = (Self.views + Self.modifiers).reduce(into: [UInt64](repeating: 0, count: 256)) { table, name in
            name.withUTF8Buffer { table[Int($0[0])] |= 1 << UInt64($0.count) }
        }
    }

    /// The tokens of the title argument when a title-key form's name stands at `index`: its first
    /// argument, when that has no label (`.alert(isPresented:content:)` has none to read). The
    /// caller has tested ``lengthsByFirstByte``.
    ///
    /// A view written with its module (`SwiftUI.Section("…")`) is SwiftUI's; one written alone is
    /// the app's own when the module declares a type of that name at its top level (its
    /// `Tab("Home")` takes what its initialiser says, not a key).
    func titleArgument(at index: Int, in file: SwiftLexedFile, of module: SwiftModule) -> Range<Int>? {
        let tokens = file.tokens
        guard index + 1 < tokens.count, tokens[index + 1].kind == .leftParen, tokens[index + 1].link > index + 1 else { return nil }
        let afterPeriod = index > 0 && tokens[index - 1].kind == .period
        let namedWithModule = afterPeriod && index > 1 && file.token(index - 2, is: "SwiftUI")
        let names = afterPeriod && !namedWithModule ? modifiers : views
        guard let name = names.first(where: { file.token(index, is: $0) }), !(index > 0 && tokens[index - 1].keyword == .func) else { return nil }
        if !afterPeriod, module.declaresTopLevelType(named: name.description) { return nil }
        guard let arguments = file.arguments(ofParen: index + 1), let first = file.firstUnlabeled(arguments) else { return nil }
        return first.expression
    }
}
