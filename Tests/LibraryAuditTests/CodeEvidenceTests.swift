import CatalogKitLite
import Foundation
import SpeechRules
import Testing
import TestSupport

/// Code evidence beats key names (issue 24, item 5): where the code shows how a key is used, its
/// role comes from there; a key the code uses is never stale; every finding whose role came from
/// code says where.
struct CodeEvidenceTests {
    /// One entry of a catalog: its key, English and German texts (`nil`: missing), and fields.
    struct Entry {
        var key: String
        var english: String
        var german: String?
        var state: String?
    }

    static func catalog(_ entries: [Entry]) -> String {
        let strings = entries.map { entry -> String in
            var units = [#""en":{"stringUnit":{"state":"translated","value":"\#(entry.english)"}}"#]
            if let german = entry.german { units.append(#""de":{"stringUnit":{"state":"translated","value":"\#(german)"}}"#) }
            let state = entry.state.map { #""extractionState":"\#($0)","# } ?? ""
            return #""\#(entry.key)":{\#(state)"localizations":{\#(units.joined(separator: ","))}}"#
        }
        return #"{"sourceLanguage":"en","strings":{"# + strings.joined(separator: ",") + #"},"version":"1.0"}"#
    }

    /// The source findings of an audit of the whole folder, German required, each as its rule id
    /// and its text (or, for a key's finding, its key).
    static func sourceFindings(in folder: TemporaryFolder) -> [String] {
        let settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path], jobs: 1)
        return run.sources.flatMap { source in source.findings.map { "\($0.ruleID) \($0.text ?? $0.location.key)" } }
    }

    /// Audits an app folder with the catalogs and Swift files given, German required.
    static func run(catalogs: [String: String], swift: [String: String], allStrings: Bool = false) throws -> AuditRun {
        let folder = try TemporaryFolder()
        for (name, text) in catalogs { try folder.write("App/Resources/\(name).xcstrings", text) }
        for (name, text) in swift { try folder.write("App/\(name).swift", text) }
        var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        settings.allStrings = allStrings
        return AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
    }

    /// A key named `…_hint` that the code shows as visible text is not judged as a hint: neither the
    /// hint rules nor the German check run on it. The same key unused by code keeps its name's role
    /// (its German is still required); the speech rules leave it alone where the code looks up a
    /// large part of the catalog (here one key of two): it is likely heard nowhere.
    @Test func visibleTextIsNotAHintByItsName() throws {
        let catalog = Self.catalog([
            Entry(key: "settings.footer_hint", english: "Tap the button to learn more", german: nil),
            Entry(key: "about.footer_hint", english: "Tap the button to learn more", german: nil),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Settings": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View { Text("settings.footer_hint") }
            }
            """])
        let findings = run.findings
        #expect(!findings.contains { $0.location.key == "settings.footer_hint" }, "\(findings.map(\.message))")
        #expect(findings.contains { $0.location.key == "about.footer_hint" && $0.ruleID == "missing-translation" && $0.roleSource == .convention })
        #expect(!findings.contains { $0.location.key == "about.footer_hint" && $0.ruleID == "hint-gesture-word" }, "\(findings.map(\.message))")
    }

    /// Where the code looks up few of a catalog's keys (its lookups go through forms the reader does
    /// not follow), a key it does not look up is judged by its name's role, speech rules included.
    @Test func aCatalogTheCodeReadsLittleOfKeepsItsKeysHeard() throws {
        let catalog = Self.catalog([
            Entry(key: "settings.footer_hint", english: "Tap the button to learn more", german: nil),
            Entry(key: "about.footer_hint", english: "Tap the button to learn more", german: nil),
            Entry(key: "help.footer_hint", english: "Swipe to see more", german: nil),
            Entry(key: "news.footer_hint", english: "Opens the news", german: nil),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Settings": """
            import SwiftUI
            struct SettingsView: View {
                var body: some View { Text("settings.footer_hint") }
            }
            """])
        #expect(run.findings.contains { $0.location.key == "about.footer_hint" && $0.ruleID == "hint-gesture-word" && $0.roleSource == .convention })
    }

    /// LiveContainer's shape: keys looked up only through the app's `.loc` helper are marked stale by
    /// Xcode, which cannot see the helper. Such a key is in use: no `stale-key`, and its missing
    /// German is reported, with the role and place the code gives it.
    @Test func aKeyTheCodeUsesThroughAHelperIsNotStale() throws {
        let catalog = Self.catalog([
            Entry(key: "Done", english: "Done", german: "Fertig"),
            Entry(key: "lc.save.announcement", english: "Saving changes", german: nil, state: "stale"),
            Entry(key: "lc.old.announcement", english: "Saved", german: "Gespeichert", state: "stale"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Strings": """
            extension String {
                var loc: String { NSLocalizedString(self, comment: "") }
            }
            """, "Editor": """
            import SwiftUI
            func save() {
                AccessibilityNotification.Announcement("lc.save.announcement".loc).post()
            }
            struct Toolbar: View {
                var body: some View { Button("Done") { save() } }
            }
            """])
        let used = run.findings.filter { $0.location.key == "lc.save.announcement" }
        #expect(!used.contains { $0.ruleID == "stale-key" })
        let missing = used.filter { $0.ruleID == "missing-translation" }
        #expect(missing.count == 1 && missing.first?.roleSource == .code && missing.first?.role == .announcement)
        #expect(missing.first?.usedAt?.file.hasSuffix("App/Editor.swift") == true)
        #expect(run.findings.contains { $0.location.key == "lc.old.announcement" && $0.ruleID == "stale-key" }, "an unused stale key is still reported")
        #expect(run.lookupHelpers.map(\.name) == ["String.loc"])
        #expect(run.lookupHelpers.first?.key == "the string it is called on" && run.lookupHelpers.first?.lookup == "NSLocalizedString")
    }

    /// Vittora's `MockTransactionRepository`, a fallback launch never takes: the texts a test double
    /// gives a view ("Coffee") are sample data, set aside with their reason; the app's own are judged.
    @Test func aTestDoublesTextsAreSampleData() throws {
        let catalog = Self.catalog([Entry(key: "Done", english: "Done", german: "Fertig")])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Rows": """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View { Image("x").accessibilityLabel(title) }
            }
            final class MockTransactionRepository {
                func row() -> Row { Row(title: "Coffee") }
            }
            extension StoreStub {
                func row() -> Row { Row(title: "Lunch") }
            }
            struct Mockup: View {
                var body: some View { Row(title: "Settings") }
            }
            struct Stubborn: View {
                var body: some View { Row(title: "Retry") }
            }
            enum RowsFake {
                static let row = Row(title: "Dinner")
            }
            """])
        let hardCoded = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.compactMap(\.text)
        #expect(hardCoded == ["Settings", "Retry"], "\(hardCoded)")
        let reasons = run.sources.flatMap(\.source.skipped).map(\.reason)
        #expect(reasons == [
            "MockTransactionRepository is a test double (Mock): its texts are sample data", "StoreStub is a test double (Stub): its texts are sample data",
            "RowsFake is a test double (Fake): its texts are sample data",
        ])
    }

    /// DuckDuckGo's debug menus, compiled into release builds and shown only behind an internal
    /// flag (57th study): what a type or function named with the word "Debug" gives is for the
    /// app's developers, set aside with its reason; `Debugger` and `debugging` are other words.
    @Test func debugToolingsTextsAreForDevelopers() throws {
        let catalog = Self.catalog([Entry(key: "Done", english: "Done", german: "Fertig")])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Menus": """
            import AppKit
            final class SyncDebugMenu: NSMenu {
                func build() {
                    addItem(NSMenuItem(title: "Populate Stub objects", action: nil, keyEquivalent: ""))
                    addItem(ConsoleRow().item())
                }
            }
            final class ConsoleRow {
                func item() -> NSMenuItem { NSMenuItem(title: "Row Details", action: nil, keyEquivalent: "") }
            }
            final class MainMenu: NSMenu {
                func setupDebugMenu() { addItem(NSMenuItem(title: "Reset Data", action: nil, keyEquivalent: "")) }
                func buildHelp() { addItem(NSMenuItem(title: "Send Feedback", action: nil, keyEquivalent: "")) }
                func debuggingTips() { addItem(NSMenuItem(title: "Show Tips", action: nil, keyEquivalent: "")) }
            }
            final class DebuggerPanel: NSMenu {
                func build() { addItem(NSMenuItem(title: "Attach", action: nil, keyEquivalent: "")) }
            }
            final class HelpMenu: NSMenu {
                func sendDebugLog() { addItem(NSMenuItem(title: "Send Log", action: nil, keyEquivalent: "")) }
            }
            """])
        let hardCoded = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.compactMap(\.text)
        // `sendDebugLog()` is a support feature users reach: its words are heard.
        #expect(hardCoded == ["Send Feedback", "Show Tips", "Attach", "Send Log"], "\(hardCoded)")
        let reasons = run.sources.flatMap(\.source.skipped).map(\.reason)
        #expect(reasons.dropFirst() == [
            "SyncDebugMenu is debug tooling (named so): its texts are for the app's developers",
            "setupDebugMenu() is debug tooling (named so): its texts are for the app's developers",
        ])
        // A type made only inside debug tooling (tungsten-edge's `ContentView`, made only by its
        // `DebugConsoleView`) is set aside too.
        #expect(reasons.first.map { $0.hasPrefix("ConsoleRow is made only where no release build reaches") && $0.hasSuffix("inside SyncDebugMenu, which does not ship)") } == true, "\(reasons)")
    }

    /// WhichSpace's `NSLocalizedString("style_\(rawValue)", comment: "")`: every key that starts
    /// with "style_" may be the one built at run time, so none is stale; a key of another start is.
    /// (The keys are named as labels, so that the default run audits them.)
    @Test func aKeyBuiltAtRunTimeKeepsTheKeysItMayBeInUse() throws {
        let catalog = Self.catalog([
            Entry(key: "style_dots.label", english: "Dots", german: "Punkte", state: "stale"),
            Entry(key: "style_square.label", english: "Square", german: "Quadrat", state: "stale"),
            Entry(key: "size.small.label", english: "Small", german: "Klein", state: "stale"),
            Entry(key: "Done", english: "Done", german: "Fertig"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Style": """
            import SwiftUI
            enum IconStyle: String {
                case dots, square
                var localizedTitle: String { NSLocalizedString("style_\\(rawValue)", comment: "") }
            }
            struct Toolbar: View {
                var body: some View { Button("Done") { } }
            }
            """])
        let stale = run.findings.filter { $0.ruleID == "stale-key" }.map { $0.location.key }
        #expect(stale == ["size.small.label"], "\(stale)")
    }

    /// PHCRemoteControl's catalog marks most of its keys stale while its code shows them ("Cancel",
    /// "Done"), and its other stale keys were in use through forms the reader does not follow (57th
    /// study): where the code is seen to look up two thirds or more of the stale keys (four at least),
    /// the marks say nothing of the rest. Where it looks up fewer (here three of six), they stand.
    @Test(arguments: [true, false])
    func staleMarksTheCodeContradictsAreNoEvidence(codeUsesMost: Bool) throws {
        let catalog = Self.catalog([
            Entry(key: "cancel.label", english: "Cancel", german: "Abbrechen", state: "stale"),
            Entry(key: "done.label", english: "Done", german: "Fertig", state: "stale"),
            Entry(key: "disconnect.label", english: "Disconnect", german: "Trennen", state: "stale"),
            Entry(key: "favourites.label", english: "Favourites", german: "Favoriten", state: "stale"),
            Entry(key: "lights.label", english: "Lights", german: "Lichter", state: "stale"),
            Entry(key: "scenes.label", english: "Scenes", german: "Szenen", state: "stale"),
            Entry(key: "home.label", english: "Home", german: "Start"),
        ])
        let buttons = codeUsesMost
            ? #"Button("cancel.label") { }; Button("done.label") { }; Button("disconnect.label") { }; Button("favourites.label") { }"#
            : #"Button("cancel.label") { }; Button("done.label") { }; Button("disconnect.label") { }"#
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Card": """
            import SwiftUI
            struct Card: View {
                var body: some View { VStack { Button("home.label") { }; \(buttons) } }
            }
            """])
        let stale = run.findings.filter { $0.ruleID == "stale-key" }.map { $0.location.key }.sorted()
        #expect(stale == (codeUsesMost ? [] : ["favourites.label", "lights.label", "scenes.label"]), "\(stale)")
    }

    /// ishare's `Text("Capture \(screenName ?? "Screen")".localized())`: the app's helper takes a
    /// String, so the text after interpolation is looked up, and the catalog's "Capture %@" is never
    /// found: the German user hears English. A key the catalog does not hold as a format
    /// (`"style_\(rawValue)"`) is built at run time on purpose: nothing is said.
    @Test func aHelperLookingUpTextAfterInterpolationNeverFindsTheFormat() throws {
        let catalog = Self.catalog([
            Entry(key: "Capture %@", english: "Capture %@", german: "%@ aufnehmen"),
            Entry(key: "Done", english: "Done", german: "Fertig"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Strings": """
            extension String {
                func localized() -> String { NSLocalizedString(self, comment: "") }
            }
            """, "Menu": """
            import SwiftUI
            struct CaptureMenu: View {
                let screenName: String?
                let style: String
                var body: some View {
                    Button { } label: { Text("Capture \\(screenName ?? "Screen")".localized()) }
                    Button("Done") { }.accessibilityHint(NSLocalizedString("style_\\(style)", comment: ""))
                    Image("x").accessibilityLabel(NSLocalizedString("Capture \\(style)", comment: ""))
                }
            }
            """])
        let builtAtRunTime = run.findings.filter { $0.ruleID == "key-not-in-catalog" }
        #expect(builtAtRunTime.map(\.location.position.line) == [6, 8], "\(builtAtRunTime.map(\.message))")
        #expect(builtAtRunTime.first?.message.contains("the app's helper looks up the text after interpolation") == true)
        #expect(builtAtRunTime.last?.message.contains("NSLocalizedString looks up") == true)
        #expect(builtAtRunTime.allSatisfy { $0.message.contains("App/Resources/Localizable.xcstrings holds it as a format key") }, "\(builtAtRunTime.map(\.message))")
    }

    /// WealthCompass's `settings.localized("Status • \(count) Coins")` (written here with "|", which
    /// symbol-separator reports, as the probe; a bullet between words is bullet-separator's, opt-in),
    /// whose helper takes a `String.LocalizationValue`: the key is the format "Status | %@ Coins", not
    /// every key that starts "Status | ". Its sibling "Status | %@ Sectors" is used where the code writes it, and a
    /// key with a stray ")" that nothing looks up is stale (a study judged 4 findings that said such
    /// keys were used at the Coins line wrong).
    @Test func aHelperTakingAFormatLooksUpOneKeyNotAPrefix() throws {
        let catalog = Self.catalog([
            Entry(key: "Status | %@ Coins", english: "Status | %@ Coins", german: "Status | %@ Münzen"),
            Entry(key: "Status | %@ Sectors", english: "Status | %@ Sectors", german: "Status | %@ Sektoren"),
            Entry(key: "Status | %@) Coins", english: "Status | %@) Coins", german: "Status | %@) Münzen", state: "stale"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Settings": """
            import SwiftUI
            final class AppSettings {
                func localized(_ key: String.LocalizationValue) -> String { String(localized: key) }
            }
            """, "Views": """
            import SwiftUI
            struct Cards: View {
                let settings: AppSettings
                var body: some View {
                    Text(settings.localized("Status | \\(coins) Coins"))
                    Text(settings.localized("Status | \\(sectors) Sectors"))
                }
            }
            """], allStrings: true)
        let stale = run.findings.filter { $0.ruleID == "stale-key" }.map { $0.location.key }
        #expect(stale == ["Status | %@) Coins"], "\(run.findings.map { "\($0.ruleID) \($0.location.key ?? "") \($0.message)" })")
        let places = Dictionary(run.findings.filter { $0.ruleID == "symbol-separator" }.compactMap { finding in
            finding.usedAt.map { (finding.location.key ?? "", $0.position.line) }
        }, uniquingKeysWith: { first, _ in first })
        #expect(places["Status | %@ Coins"] == 5 && places["Status | %@ Sectors"] == 6, "\(places)")
        #expect(places["Status | %@) Coins"] == nil, "a stale key is heard nowhere")
    }

    /// Pearcleaner's menu commands: "Copy File Paths" a German du-imperative ("Kopiere Dateipfade")
    /// among three infinitives, the catalog's convention.
    static let menuCommands = [
            Entry(key: "Copy File Paths", english: "Copy File Paths", german: "Kopiere Dateipfade"),
            Entry(key: "Open Settings", english: "Open Settings", german: "Einstellungen öffnen"),
            Entry(key: "Delete Files", english: "Delete Files", german: "Dateien löschen"),
            Entry(key: "Show Files", english: "Show Files", german: "Dateien anzeigen"),
    ]

    /// Pearcleaner's "Copy File Paths": a catalog-wide finding (a German du-imperative among the
    /// catalog's infinitive commands) of a string whose role came from code says where the code uses
    /// it, as every other finding does.
    @Test func everyFindingWithACodeRoleSaysWhere() throws {
        let catalog = Self.catalog(Self.menuCommands)
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Menu": """
            import SwiftUI
            struct FilesMenu: View {
                var body: some View {
                    Menu("Files") {
                        Button("Copy File Paths") { }
                        Button("Open Settings") { }
                        Button("Delete Files") { }
                        Button("Show Files") { }
                    }
                }
            }
            """])
        let fromCode = run.findings.filter { $0.roleSource == .code }
        #expect(fromCode.contains { $0.ruleID == "de-command-form" && $0.location.key == "Copy File Paths" }, "\(run.findings.map(\.message))")
        #expect(fromCode.allSatisfy { $0.usedAt != nil }, "\(fromCode.filter { $0.usedAt == nil }.map(\.ruleID))")
    }

    /// GymStreak's rest ruler (47th study): `Text("\(from) → \(to)")` inside a `ZStack` marked
    /// `.accessibilityHidden(true)` is drawn, never heard. Its key is in use (never stale, still
    /// translated), but the speech rules leave it alone, also with `--all-strings`; a text of that
    /// shape in a view VoiceOver reads is judged (written here with "|", which a sentence still
    /// reads by its name: an arrow between two values says the change, 55th study).
    @Test func aKeyLookedUpOnlyInAHiddenViewIsHeardNowhere() throws {
        let catalog = Self.catalog([
            Entry(key: "%@ | %@", english: "%1$@ | %2$@", german: "%1$@ | %2$@", state: "stale"),
            Entry(key: "%@ | %@ kg", english: "%1$@ | %2$@ kg", german: "%1$@ | %2$@ kg"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Ruler": """
            import SwiftUI
            struct Ruler: View {
                let from: String
                let to: String
                var body: some View {
                    VStack {
                        ZStack {
                            Text("\\(from) | \\(to)")
                        }
                        .accessibilityHidden(true)
                        Text("\\(from) | \\(to) kg")
                    }
                }
            }
            """], allStrings: true)
        let keys = run.findings.map { "\($0.ruleID) \($0.location.key ?? "")" }
        #expect(!keys.contains("symbol-separator %@ | %@"), "\(keys)")
        #expect(!keys.contains("stale-key %@ | %@"), "a key the code looks up is in use: \(keys)")
        #expect(keys.contains("symbol-separator %@ | %@ kg"), "\(keys)")
    }

    /// fWarrange's catalog holds keys written with Swift's interpolation (`\(checkedWindowIds.count)개
    /// 선택됨`, put there by a script): a lookup of an interpolated literal makes `%@` of it, so no
    /// code looks such a key up and nobody hears its text, also with `--all-strings` (51st study).
    /// A value with the interpolation under an ordinary key is still reported.
    @Test func aKeyWrittenWithSwiftInterpolationIsHeardNowhere() throws {
        let catalog = Self.catalog([
            Entry(key: "\\\\(count) selected", english: "\\\\(count) selected", german: "\\\\(count) ausgewählt"),
            Entry(key: "greeting", english: "Hello \\\\(name)", german: "Hallo \\\\(name)"),
            Entry(key: "Done", english: "Done", german: "Fertig"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Screen": """
            import SwiftUI
            struct Screen: View {
                var body: some View { Button("Done") { } }
            }
            """], allStrings: true)
        let keys = run.findings.filter { $0.ruleID == "leaked-syntax" }.map { "\($0.location.key ?? "") \($0.location.language ?? "")" }
        #expect(keys.sorted() == ["greeting de", "greeting en"], "\(keys)")
    }

    /// CueFlow's German catalog (47th study): its project declares `de` only, so German, the
    /// catalog's source language, is the one language required of it, and a key the code looks up
    /// that the catalog lacks is its own German text, right in every required language. Where
    /// English is required too, the key is missing English.
    @Test func aKeyMissingFromACatalogRequiredOnlyInItsSourceLanguageLosesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", #"{ "sourceLanguage" : "de", "version" : "1.0", "strings" : { "Abbrechen" : { } } }"#)
        try folder.write("App/View.swift", """
            import SwiftUI
            struct Sheet: View {
                var body: some View { Button("Sichern") { }; Button("Abbrechen") { } }
            }
            """)
        func missing(languages: [String]?) -> [String] {
            var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
            settings.languagesOverride = languages
            let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.path], jobs: 1)
            return run.sources.flatMap(\.findings).filter { $0.ruleID == "key-not-in-catalog" }.compactMap(\.location.key)
        }
        #expect(missing(languages: nil) == [])
        #expect(missing(languages: ["en"]) == ["Sichern"])
    }

    /// MiLens's error banner (47th study): `Label(viewModel.addMemoryError, systemImage:
    /// "exclamationmark.triangle.fill")` shows "Gib einen Titel ein", a message telling the user what
    /// to do, not a command's title: a `Label` in no control's label closure is no command. The same
    /// words as a button's `Label` are one.
    @Test func aLabelStandingAloneIsNoCommandTitle() throws {
        let catalog = Self.catalog([
            Entry(key: "title.required", english: "Enter a title", german: "Gib einen Titel ein"),
        ] + Self.menuCommands)
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Sheet": """
            import SwiftUI
            struct AddSheet: View {
                @State private var error = ""
                var body: some View {
                    VStack {
                        if !error.isEmpty {
                            Label(error, systemImage: "exclamationmark.triangle.fill")
                        }
                        Button { } label: { Label("Copy File Paths", systemImage: "doc.on.doc") }
                        Button("Open Settings") { }
                        Button("Delete Files") { }
                        Button("Show Files") { }
                    }
                }
                func save() { error = String(localized: "title.required") }
            }
            """])
        let commands = run.findings.filter { $0.ruleID == "de-command-form" }.compactMap(\.location.key)
        #expect(commands == ["Copy File Paths"], "\(run.findings.map(\.message))")
    }

    /// CotEditor's `Label(.InAppPurchase.donationOnetimeDisplayName, image: .espresso)`: a symbol Xcode
    /// generates from a manual key of `InAppPurchase.xcstrings` gives that key its role.
    @Test func generatedSymbolsGiveTheirKeyARole() throws {
        let catalog = Self.catalog([
            Entry(key: "donation.onetime.displayName", english: "One-time donation", german: nil, state: "manual"),
            Entry(key: "donation.onetime.description", english: "A coffee for the developer", german: nil, state: "manual"),
        ])
        let run = try Self.run(catalogs: ["InAppPurchase": catalog], swift: ["Donation": """
            import SwiftUI
            struct DonationView: View {
                var body: some View { Label(.InAppPurchase.donationOnetimeDisplayName, image: .espresso) }
            }
            """])
        let missing = run.findings.filter { $0.ruleID == "missing-translation" }
        #expect(missing.map(\.location.key) == ["donation.onetime.displayName"], "\(missing.map(\.message))")
        #expect(missing.first?.role == .label && missing.first?.roleSource == .code)
    }

    /// ExcalidrawZ: `String(localizable: .toolbarUndo)`, an accessor XCStrings Tool generates from
    /// `Localizable.xcstrings`, gives the key its role and its place, and is never the key
    /// "localizable" missing from the catalog.
    @Test func xcstringsToolAccessorsGiveTheirKeyARole() throws {
        let catalog = Self.catalog([
            Entry(key: "toolbarUndo", english: "Undo", german: nil, state: "manual"),
            Entry(key: "toolbarAIChat", english: "AI Chat", german: "KI-Chat", state: "manual"),
        ])
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Toolbar": """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    Button(String(localizable: .toolbarUndo)) { }
                    Label(.localizable(.toolbarAIChat), systemImage: "sparkles")
                }
            }
            """])
        let missing = run.findings.filter { $0.ruleID == "missing-translation" }
        #expect(missing.map(\.location.key) == ["toolbarUndo"], "\(missing.map(\.message))")
        #expect(missing.first?.role == .label && missing.first?.roleSource == .code && missing.first?.usedAt != nil)
        #expect(!run.findings.contains { $0.ruleID == "key-not-in-catalog" }, "\(run.findings.map(\.message))")
    }

    /// The run says how many uses were dynamic and why.
    @Test func theRunCountsDynamicUsesByReason() throws {
        let run = try Self.run(catalogs: ["Localizable": Self.catalog([Entry(key: "Close", english: "Close", german: "Schließen")])], swift: ["Row": """
            import SwiftUI
            struct Row: View {
                let title: String
                var body: some View {
                    Text(title).accessibilityLabel(title)
                    Button("Close") { }
                    ForEach(items) { item in Text("x").accessibilityHint(item.subtitle) }
                }
            }
            """])
        let counts = run.useCounts
        #expect(counts.localized == 1 && counts.dynamic == 2)
        #expect(counts.dynamicByReason == [.storedProperty: 1, .propertyOfValue: 1])
    }

    /// ZapPDF's "%@ | %@", shown only by a row only previews make, and time.md's "%@ → %@" in a view
    /// nothing makes: with `--all-strings` a catalog string only code that does not ship looks up is
    /// heard by no one, so the speech rules leave it alone; the code still uses it, so it is not
    /// stale even where Xcode marked it so. The same kind of text that shipped code shows is judged.
    @Test func aStringOnlyUnshippedCodeLooksUpIsHeardNowhere() throws {
        let catalog = Self.catalog([
            Entry(key: "Size | Date", english: "Size | Date", german: "Größe | Datum"),
            Entry(key: "Name | Kind", english: "Name | Kind", german: "Name | Art", state: "stale"),
            Entry(key: "Tag | Color", english: "Tag | Color", german: "Tag | Farbe", state: "stale"),
        ])
        let swift = """
            @main struct FilesApp: App { var body: some Scene { WindowGroup { FileRow() } } }
            struct FileRow: View {
                var body: some View {
                    VStack {
                        Text("Size | Date")
                        #if DEBUG
                        Text("Name | Kind")
                        #endif
                    }
                }
            }
            struct CompactRow: View { var body: some View { Text("Tag | Color") } }
            #Preview { CompactRow() }
            """
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", catalog)
        try folder.write("App/Rows.swift", swift)
        var settings = AuditSettings(configuration: Configuration(directory: folder.url.path), workingDirectory: folder.url.path)
        settings.allStrings = true
        let run = AccessibilityAudit(settings: settings, rules: .standard).run(paths: [folder.url.appendingPathComponent("App").path], jobs: 1)
        let findings = run.catalogs.flatMap(\.findings).map { "\($0.ruleID) \($0.location.key)" }
        #expect(findings.contains("symbol-separator Size | Date"), "\(findings)")
        #expect(!findings.contains { $0.hasSuffix("Name | Kind") || $0.hasSuffix("Tag | Color") }, "\(findings)")
    }

    /// Stingray's "Maximum": the app's catalog keeps it "Maximum" in German, so the same word
    /// written in code (hard-coded, also with a value after it) or looked up in a table that lacks
    /// it says the right thing in every language. A word a catalog translates is still reported.
    @Test func textTheCatalogKeepsAlikeInEveryLanguageNeedsNoTranslation() throws {
        let folder = try TemporaryFolder()
        // The settings table keeps "Maximum"; the Localizable table the widget reads has neither word.
        // "Volume" was copied into German but not translated yet (`needs_review`): no evidence.
        try folder.write("App/Resources/Settings.xcstrings", Self.catalog([
            Entry(key: "Maximum", english: "Maximum", german: "Maximum"),
            Entry(key: "Speed", english: "Speed", german: "Geschwindigkeit"),
            Entry(key: "Volume", english: "Volume", german: "Volume"),
        ]).replacingOccurrences(
            of: #""de":{"stringUnit":{"state":"translated","value":"Volume"}}"#,
            with: #""de":{"stringUnit":{"state":"needs_review","value":"Volume"}}"#))
        try folder.write("App/Resources/Localizable.xcstrings", Self.catalog([Entry(key: "Done", english: "Done", german: "Fertig")]))
        try folder.write("App/Settings.swift", """
            import UIKit
            final class SettingsCell: UITableViewCell {
                func configure(limit: Int?) {
                    accessibilityLabel = limit == nil ? "Maximum" : "Speed"
                    accessibilityValue = "Volume"
                }
                func configure(level: Int) {
                    accessibilityLabel = "Maximum: \\(level)"
                    accessibilityHint = "Speed: \\(level)"
                }
            }
            """)
        try folder.write("Widget/WidgetView.swift", """
            import SwiftUI
            struct LimitView: View {
                var body: some View {
                    Image("gauge").accessibilityLabel("Maximum")
                    Image("gauge").accessibilityLabel("Speed")
                }
            }
            """)
        let findings = Self.sourceFindings(in: folder)
        #expect(findings.contains { $0.hasPrefix("hardcoded-accessibility-string") && $0.contains("Speed") }, "\(findings)")
        #expect(findings.contains { $0.hasPrefix("hardcoded-accessibility-string") && $0.contains("Volume") }, "\(findings)")
        #expect(findings.contains("key-not-in-catalog Speed"), "\(findings)")
        #expect(!findings.contains { $0.contains("Maximum") }, "\(findings)")
        // ScentBoxd's `"Sillage: \(sillage)"` (47th study): a kept text with a value after it.
        #expect(findings.contains { $0.hasPrefix("hardcoded-accessibility-string") && $0.contains("Speed: ") }, "\(findings)")
    }

    /// IceDip's "Pro" badge (the fifty-third study): the catalog's German keeps "Pro" in the texts
    /// it translates ("IceDip Pro freigeschaltet", "Pro-Funktion"), so the badge written in code, or
    /// looked up under a key the catalog lacks, says what every language says. "Premium", which the
    /// translators translate ("Premium-Funktion" is "Erweiterte Funktion" there), is still reported.
    @Test func aWordTheTranslatorsKeepInsideTheirTextsNeedsNoTranslation() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Resources/Localizable.xcstrings", Self.catalog([
            Entry(key: "IceDip Pro unlocked", english: "IceDip Pro unlocked", german: "IceDip Pro freigeschaltet"),
            Entry(key: "Pro feature", english: "Pro feature", german: "Pro-Funktion"),
            Entry(key: "Premium feature", english: "Premium feature", german: "Erweiterte Funktion"),
            Entry(key: "Premium support", english: "Premium support", german: "Bevorzugter Support"),
        ]))
        try folder.write("App/HistoryView.swift", """
            import SwiftUI
            struct HistoryView: View {
                let isPro: Bool
                var body: some View {
                    Button("Pro") {}
                    Image(systemName: "star").accessibilityLabel(isPro ? String("Pro") : String("Premium"))
                    Button("Premium") {}
                }
            }
            """)
        let findings = Self.sourceFindings(in: folder)
        #expect(findings.contains("key-not-in-catalog Premium"), "\(findings)")
        #expect(findings.contains { $0.hasPrefix("hardcoded-accessibility-string") && $0.contains("Premium") }, "\(findings)")
        #expect(!findings.contains { $0.hasSuffix(" Pro") || $0.contains("\"Pro\"") }, "\(findings)")
    }

    /// Text a view's makers give is reported where it is written, and the message says which form
    /// of which file speaks it: meeting-reminder's `?? "Ohne Titel"` in its calendar service, shown
    /// by a `.help` of another view (the thirty-fifth study's judge could not find the call).
    @Test func aTextGivenByTheMakersNamesWhereItIsSpoken() throws {
        let run = try Self.run(catalogs: ["Localizable": Self.catalog([Entry(key: "Join", english: "Join", german: "Beitreten")])], swift: [
            "MeetingRow": """
                struct MeetingRow: View {
                    let title: String
                    var body: some View {
                        Button("Join") { }
                            .help(title)
                    }
                }
                """,
            "Agenda": """
                struct Agenda: View {
                    var body: some View {
                        MeetingRow(title: "Ohne Titel")
                    }
                }
                """,
        ])
        let hardCoded = run.findings.filter { $0.ruleID == "hardcoded-accessibility-string" }
        #expect(hardCoded.count == 1)
        #expect(hardCoded.first?.location.file.hasSuffix("App/Agenda.swift") == true)
        #expect(hardCoded.first?.message.contains("given to .help(_:) at ") == true, "\(hardCoded.map(\.message))")
        #expect(hardCoded.first?.message.contains("App/MeetingRow.swift:5:14 is hard-coded") == true, "\(hardCoded.map(\.message))")
    }

    /// A key the catalog has no English text for is its own English text (label-identifier-like
    /// hears "silent_mode__0"), except where every use gives the text shown instead: a helper that
    /// returns its fallback when the lookup gives the key back (smart-siddur, 54th study), or a
    /// `defaultValue:`.
    @Test func aKeyEveryUseFallsBackFromIsNotHeard() throws {
        let catalog = #"{"sourceLanguage":"en","strings":{"# + [
            #""silent_mode__0":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Edot HaMizrach"}}}}"#,
            #""silent_mode__1":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Chabad"}}}}"#,
            #""silent_mode__2":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Aschkenas"}}}}"#,
        ].joined(separator: ",") + #"},"version":"1.0"}"#
        let run = try Self.run(catalogs: ["Localizable": catalog], swift: ["Settings": """
            import SwiftUI
            private func localizedSettingValue(_ key: String, fallback: String) -> String {
                let value = NSLocalizedString(key, comment: "")
                return value == key ? fallback : value
            }
            struct SettingsView: View {
                var body: some View {
                    Image(systemName: "a").accessibilityLabel(localizedSettingValue("silent_mode__0", fallback: "Edot HaMizrach"))
                    Image(systemName: "b").accessibilityLabel(String(localized: "silent_mode__1", defaultValue: "Chabad"))
                    Image(systemName: "c").accessibilityLabel(NSLocalizedString("silent_mode__2", comment: ""))
                }
            }
            """])
        let identifiers = run.findings.filter { $0.ruleID == "label-identifier-like" }.map(\.location.key)
        #expect(identifiers == ["silent_mode__2"], "\(run.findings.map(\.message))")
    }
}
