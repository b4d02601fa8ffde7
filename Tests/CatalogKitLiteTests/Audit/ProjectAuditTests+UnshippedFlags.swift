import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension ProjectAuditTests {
    /// Ritualist's `ActionButton`: `isLoading` and `isDisabled` default to `false` in its
    /// initialiser and in its factory `primary(title:isLoading:isDisabled:)`, and only a preview
    /// gives them. The hints and the value behind them never reach VoiceOver; the hint every button
    /// speaks is judged, with the caller's title.
    @Test func theBranchesOfAFlagNoShippedCodeGivesAreSetAside() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/ActionButton.swift", """
            struct ActionButton: View {
                let title: String
                let isLoading: Bool
                let isDisabled: Bool
                init(title: String, isLoading: Bool = false, isDisabled: Bool = false) {
                    self.title = title
                    self.isLoading = isLoading
                    self.isDisabled = isDisabled
                }
                var body: some View {
                    Button(title) {}
                        .accessibilityHint(hint)
                        .accessibilityValue(isLoading ? "Loading" : "")
                        .foregroundColor(style.color(isDisabled: isDisabled))
                }
                private var hint: String {
                    if isLoading {
                        return "Please wait"
                    }
                    guard !isDisabled else { return "Button is disabled" }
                    return "Double-tap to activate"
                }
            }
            extension ActionButton {
                static func primary(title: String, isLoading: Bool = false, isDisabled: Bool = false) -> ActionButton {
                    ActionButton(title: title, isLoading: isLoading, isDisabled: isDisabled)
                }
            }
            """)
        try folder.write("App/ErrorView.swift", """
            struct ErrorView: View {
                var body: some View { ActionButton.primary(title: "Retry") }
            }
            #Preview { ActionButton.primary(title: "Saving", isLoading: true) }
            """)
        let run = audit(folder)
        let texts = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.map(\.message)
        #expect(texts.contains { $0.contains("\"Double-tap to activate\"") }, "\(texts)")
        #expect(!texts.contains { $0.contains("Please wait") || $0.contains("Button is disabled") }, "\(texts)")
        let keys = run.sources.flatMap(\.findings).compactMap(\.location.key)
        #expect(!keys.contains("Loading"), "\(keys)")
        let reasons = run.sources.flatMap(\.source.skipped).map(\.reason)
        #expect(reasons.contains("the code of `if isLoading` (line 17) never runs: ActionButton.isLoading (line 3) is false in every run, as no shipped code gives or sets it"), "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("the code of `guard !isDisabled` (line 20) never runs") }, "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("the code of `isLoading ? …` (line 13) never runs") }, "\(reasons)")
    }

    /// Each way code may make a flag true keeps its branches: a shipped caller's label, a
    /// factory's parameter that defaults to `true`, another initialiser's assignment, a `var` set
    /// through a receiver, a parameter or a pattern's variable of the same name, `Row.init` passed.
    @Test(arguments: [
        ("struct Root: View { var body: some View { Row(title: \"t\", isBusy: true) } }", ""),
        ("struct Root: View { var body: some View { Row(title: \"t\", isBusy: model.busy) } }", ""),
        ("struct Root: View { var body: some View { Row.make(\"t\") } }",
         "extension Row { static func make(_ t: String, isBusy: Bool = true) -> Row { Row(title: t, isBusy: isBusy) } }"),
        ("struct Root: View { var body: some View { Row(loading: \"t\") } }",
         "extension Row { init(loading title: String) { self.title = title; self.isBusy = true } }"),
        ("struct Root: View { var body: some View { let r = Row(title: \"t\"); r } }", "func f(_ r: inout Row) { r.isBusy = true }"),
        ("struct Root: View { var body: some View { Row(title: \"t\") } }", "extension Row { func g(isBusy: Bool) -> String { isBusy ? \"x\" : \"y\" } }"),
        ("struct Root: View { var body: some View { [\"t\"].map(Row.init) } }", ""),
        ("struct Root: View { var body: some View { Row(title: \"t\") } }",
         "extension Row { func g(_ s: State) -> String { switch s { case let .busy(isBusy): return isBusy ? \"x\" : \"y\" } } }"),
    ])
    func aFlagThatMayChangeKeepsItsBranches(root: String, more: String) throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Row.swift", """
            struct Row: View {
                let title: String
                var isBusy = false
                var body: some View {
                    Text(title).accessibilityHint(isBusy ? "busy.hint" : "idle.hint")
                }
            }
            \(more)
            """)
        try folder.write("App/Root.swift", root + "\n")
        let keys = audit(folder).sources.flatMap(\.findings).compactMap(\.location.key)
        #expect(keys.contains("busy.hint") && keys.contains("idle.hint"), "\(keys)")
    }

    /// A `var` flag that nothing sets, in a struct its callers make without it: the branch is set
    /// aside and the other judged. Declared with an attribute (`@State` changes by itself), or in a
    /// `Codable` struct (decoding sets it), it is no flag.
    @Test(arguments: [
        ("struct Row: View {", "var isBusy = false", false), ("struct Row: View {", "@State private var isBusy = false", true),
        ("struct Row: View {", "@AppStorage(\"busy\") var isBusy = false", true), ("struct Row: View, Codable {", "var isBusy = false", true),
    ])
    func aFlagNothingSetsIsFalse(header: String, declaration: String, mayChange: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Row.swift", """
            \(header)
                \(declaration)
                var body: some View {
                    Text("row").accessibilityHint(isBusy ? "busy.hint" : "idle.hint")
                }
            }
            struct Root: View { var body: some View { Row() } }
            """)
        let keys = audit(folder).sources.flatMap(\.findings).compactMap(\.location.key)
        #expect(keys.contains("idle.hint") && keys.contains("busy.hint") == mayChange, "\(keys)")
    }
}

extension ProjectAuditTests {
    /// machtblick's reading pages: a German and an English `SettingsContent`, picked by the app's
    /// language. Their text is translated in the code, not hard-coded; a file with one language's
    /// value alone, or values of other names, stays hard-coded.
    @Test func textWrittenOncePerLanguageIsTranslatedInCode() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/About.swift", """
            struct Content { let title: String }
            enum About {
                static func content(_ locale: AppLocale) -> Content { locale == .de ? german : english }
                private static let german = Content(title: "Über die Daten")
                private static let english = Content(title: "About the data")
            }
            struct Page: View {
                let content: Content
                var body: some View { Image(systemName: "i").accessibilityLabel(content.title) }
            }
            struct Root: View {
                var body: some View { Page(content: About.content(.current)); Page(content: Help.other) }
            }
            """)
        try folder.write("App/Help.swift", """
            enum Help {
                static let germanText = Content(title: "Hilfe")
                static let other = Content(title: "Help")
            }
            """)
        let run = audit(folder)
        let uses = run.sources.flatMap(\.source.scan.uses)
        let perLanguage = uses.filter { if case .dynamic(_, .translatedInCode) = $0.argument { true } else { false } }
        #expect(perLanguage.count == 2, "\(uses.map(\.argument))")
        let hardCoded = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.map(\.message)
        #expect(hardCoded.count == 2 && hardCoded.allSatisfy { $0.contains("Hilfe") || $0.contains("\"Help\"") }, "\(hardCoded)")
    }

    @Test(arguments: [
        ("german", "de"), ("englishContent", "en"), ("titleGerman", "de"), ("deutsch", "de"), ("de", "de"), ("design", nil), ("header", nil),
        ("enabled", nil), ("userId", nil), ("titleDe", nil),
    ])
    func languagesByName(name: String, language: String?) {
        #expect(TextWrittenPerLanguage.language(named: name) == language)
    }

    /// TrimTally's `DebugFlags` (53rd study): `static let showPendingNotificationsDebug = true` under
    /// `#if DEBUG`, `= false` under `#else`, read as `if DebugFlags.showPendingNotificationsDebug {`
    /// in another file: no release build enters the block. A flag `true` in release, or `false`
    /// only in the debug build, keeps its block.
    @Test(arguments: [("true", "false", true), ("false", "true", false), ("true", "true", false)])
    func aStaticFlagFalseInReleaseBuildsKeepsItsBlockFromUsers(debug: String, release: String, setAside: Bool) throws {
        let folder = try TemporaryFolder()
        try folder.write("App/DebugFlags.swift", """
            struct DebugFlags {
            #if DEBUG
                static let showPendingNotifications = \(debug)
            #else
                static let showPendingNotifications = \(release)
            #endif
            }
            """)
        try folder.write("App/SettingsView.swift", """
            struct SettingsView: View {
                var body: some View {
                    if DebugFlags.showPendingNotifications {
                        Button("View Scheduled Notifications") {}
                    }
                }
            }
            """)
        let run = audit(folder)
        let texts = run.sources.flatMap(\.findings).map(\.message)
        #expect(texts.contains { $0.contains("View Scheduled Notifications") } != setAside, "\(texts)")
        let reasons = run.sources.flatMap(\.source.skipped).map(\.reason)
        #expect(reasons.contains("the block of `if DebugFlags.showPendingNotifications` (line 3) never runs") == setAside, "\(reasons)")
    }
}
