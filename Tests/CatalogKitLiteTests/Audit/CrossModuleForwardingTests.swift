import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// A public view or function of another module that hands a parameter to VoiceOver is given its
/// text by the callers in the app: Onym's `SettingsPrimaryButton("Verify & Confirm")`, declared in
/// its design package, whose keys the thirty-second study's judge found unread (and one missing
/// from the catalog unreported).
struct CrossModuleForwardingTests {
    let design = #"""
        import SwiftUI

        public struct PrimaryButton: View {
            let title: LocalizedStringKey
            let action: () -> Void
            public init(_ title: LocalizedStringKey, action: @escaping () -> Void) {
                self.title = title
                self.action = action
            }
            public var body: some View {
                Button(action: action) { Text(title) }
            }
        }

        public extension View {
            func caption(hint: LocalizedStringKey) -> some View { accessibilityHint(hint) }
        }

        struct InternalRow: View {
            let title: LocalizedStringKey
            init(named title: LocalizedStringKey) { self.title = title }
            var body: some View { Image(systemName: "star").accessibilityLabel(title) }
        }

        public func badge(_ label: String) -> some View {
            Image(systemName: "seal").accessibilityLabel(label)
        }

        public struct WrappedButton<Label: View>: View {
            let action: () -> Void
            @ViewBuilder var label: () -> Label
            public var body: some View { Button(action: action) { label() } }
        }
        extension WrappedButton where Label == Text {
            public init(_ text: LocalizedStringKey, action: @escaping () -> Void) {
                self.action = action
                self.label = { Text(text) }
            }
        }
        """#

    let app = #"""
        import SwiftUI
        import Design

        struct Screen: View {
            var body: some View {
                PrimaryButton("Confirm") { }
                PrimaryButton("Missing key") { }
                InternalRow(named: "Not followed")
                badge(String(localized: "Confirm"))
                own(label: "Confirm")
                WrappedButton("Wrapped key") { }
            }
            func own(label: LocalizedStringKey) -> some View {
                Image(systemName: "a").accessibilityLabel(label)
            }
        }
        """#

    func run(_ folder: TemporaryFolder) -> AuditRun {
        let settings = AuditSettings(configuration: Configuration(directory: folder.path), workingDirectory: folder.path)
        return AccessibilityAudit(settings: settings, rules: AuditRules()).run(paths: [folder.path], jobs: 1)
    }

    private func spoken(_ run: AuditRun, file: String) -> [String] {
        let source = run.sources.first { $0.path.hasSuffix(file) }
        return (source?.source.scan.uses ?? []).map { use in
            switch use.argument {
            case .localized(let lookup): "\(use.callPosition.line) \(use.role) key \(lookup.key.plainText ?? "?")"
            case .hardCoded(let literal): "\(use.callPosition.line) \(use.role) text \(literal.plainText ?? "?")"
            case .untranslatable(let literal): "\(use.callPosition.line) \(use.role) same \(literal.plainText ?? "?")"
            case .dynamic: "\(use.callPosition.line) \(use.role) dynamic"
            }
        }
    }

    @Test func theCallersInTheAppGiveThePackagesPublicViewItsText() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Design/Components.swift", design)
        try folder.write("App/Screen.swift", app)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Confirm": ["en": "Confirm", "de": "Bestätigen"]]))
        let run = run(folder)
        #expect(spoken(run, file: "Screen.swift") == [
            "6 label key Confirm", "7 label key Missing key", "9 label key Confirm", "10 label key Confirm", "11 label key Wrapped key",
        ], "an internal initialiser of another module is not the app's to call")
        let findings = run.sources.first { $0.path.hasSuffix("Screen.swift") }?.findings.map { "\($0.ruleID) \($0.location.key)" }
        #expect(findings == ["key-not-in-catalog Missing key", "key-not-in-catalog Wrapped key"])
    }

    /// AITranslator's `MarketplaceView` shows `action.name` of `ShareCore`'s public `MarketplaceAction`,
    /// a framework file read for its public text: the property's makers are that module's code,
    /// not the app's, and the run went on to look for them among the app's files (and trapped).
    @Test func anotherModulesStructShownInTheAppIsNotFollowedToItsMakers() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Core/Action.swift", #"""
            public struct Action {
                public let name: String
                public var title: String { String(localized: "Action") }
                public init(name: String) { self.name = name }
            }
            """#)
        try folder.write("App/Screen.swift", #"""
            import SwiftUI
            import Core
            struct Row: View {
                let action: Action
                var body: some View { Image(systemName: "a").accessibilityLabel(action.name) }
            }
            struct Screen: View {
                var body: some View { Row(action: Action(name: "Sample")) }
            }
            """#)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Action": ["en": "Action", "de": "Aktion"]]))
        #expect(spoken(run(folder), file: "Screen.swift") == ["5 label dynamic"])
    }

    /// menumate's `IconPickerField` shows `label`, whose `case .symbol(let s): return s` reads an
    /// associated value that `Core`'s seed makes from a parameter of its own nested function: that
    /// parameter is the other module's, numbered after the app's files in the run that reads its
    /// public text, and following it to callers among the app's files trapped.
    @Test func anotherModulesParameterReachedThroughAnAssociatedValueIsNotFollowed() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Core/Models.swift", #"""
            public enum IconSpec { case symbol(String), image }
            public struct MenuAction {
                public let icon: IconSpec
                public init(icon: IconSpec) { self.icon = icon }
            }
            public extension MenuAction {
                static func seed() -> [MenuAction] {
                    func preset(_ key: String.LocalizationValue, _ symbol: String) -> MenuAction {
                        _ = String(localized: key, bundle: .module)
                        return MenuAction(icon: .symbol(symbol))
                    }
                    return [preset("preset.copy", "doc.on.doc")]
                }
            }
            """#)
        try folder.write("App/Picker.swift", #"""
            import SwiftUI
            import Core
            struct IconPickerField: View {
                let icon: IconSpec
                var body: some View { Button(action: {}) { Text(label) } }
                private var label: String {
                    switch icon {
                    case .symbol(let s): return s
                    case .image: return String(localized: "picker.image")
                    }
                }
            }
            """#)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["picker.image": ["en": "Image", "de": "Bild"]]))
        let uses = spoken(run(folder), file: "Picker.swift")
        #expect(uses.contains("5 label key picker.image"), "\(uses)")
    }

    /// A module that declares a function of the same name as another module's public one keeps
    /// its own callers: they are followed before another module's files are read.
    @Test func aModulesOwnNamesakeKeepsItsCallers() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Design/Components.swift", design)
        try folder.write("App/Screen.swift", #"""
            import SwiftUI
            struct Screen: View {
                var body: some View {
                    badge("Own badge")
                }
                func badge(_ text: LocalizedStringKey) -> some View {
                    Image(systemName: "b").accessibilityHint(text)
                }
            }
            """#)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Own badge": ["en": "Own badge", "de": "Eigenes Abzeichen"]]))
        #expect(spoken(run(folder), file: "Screen.swift") == ["4 hint key Own badge"])
    }

    @Test func publicInitialisersAreThoseWrittenPublicOrInAPublicExtension() throws {
        let file = try SwiftLexer.lex(Array(#"""
            public struct A { public init(x: String) {} init(y: String) {} }
            public extension A { init(z: String) {} private init(w: String) {} }
            extension A { init(v: String) {} }
            """#.utf8))
        let scopes = SwiftScopeTree(file)
        let publicOnes = file.tokens.indices.filter { file.token($0, is: "init") }.map { index in
            DeclarationCollector.isPublicInitialiser(at: index, file: file, scopes: scopes)
        }
        #expect(publicOnes == [true, false, true, false, false])
    }

    /// DonpaSquad's game chrome: `func actionButton(help: LocalizedStringKey, …)` shows
    /// `Text(help, bundle: .module)` as its label and help; the keys its callers pass are looked up in
    /// the package's own catalog, so one it has is found there and one it lacks is missing (never
    /// "in the wrong bundle").
    @Test func aKeyParameterLookedUpInTheModulesBundleIsFoundThereAtTheCalls() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Kit/Chrome.swift", #"""
            import SwiftUI
            struct Chrome: View {
                var body: some View {
                    actionButton(help: "Barracks") { }
                    actionButton(help: "Missing help") { }
                }
                private func actionButton(help: LocalizedStringKey, action: @escaping () -> Void) -> some View {
                    let label = Text(help, bundle: .module)
                    return Button(action: action) { Image(systemName: "house") }
                        .help(label)
                        .accessibilityLabel(label)
                }
            }
            """#)
        try folder.write("Sources/Kit/Resources/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Barracks": ["en": "Barracks", "de": "Kaserne"]]))
        let run = run(folder)
        #expect(spoken(run, file: "Chrome.swift") == [
            "4 hint key Barracks", "4 label key Barracks", "5 hint key Missing help", "5 label key Missing help",
        ])
        let findings = run.sources.first { $0.path.hasSuffix("Chrome.swift") }?.findings.map { "\($0.ruleID) \($0.location.key)" }
        #expect(findings == ["key-not-in-catalog Missing help"], "one finding for the key of one element")
    }

    /// DonpaSquad's `DonpaCore` models: `public var label: String` of an enum, one
    /// `String(localized: …, bundle: .module)` per case, shown by the app over `BoardFamily.allCases`.
    /// The app reads the package's public declarations: each case's key is a use, looked up in the
    /// package's catalog (found there, or missing there; never "in the wrong bundle").
    @Test func anotherModulesLocalizedMembersAreFollowedWhereTheAppShowsThem() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Core/BoardFamily.swift", #"""
            import Foundation
            public enum BoardFamily: CaseIterable {
                case basic, grid
                public var label: String {
                    switch self {
                    case .basic: String(localized: "Basic", bundle: .module)
                    case .grid: String(localized: "Grid", bundle: .module)
                    }
                }
            }
            """#)
        try folder.write("Sources/Core/Resources/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Basic": ["en": "Basic", "de": "Einfach"]]))
        try folder.write("App/Picker.swift", #"""
            import SwiftUI
            import Core
            struct FamilyPicker: View {
                var body: some View {
                    ForEach(BoardFamily.allCases, id: \.self) { family in
                        Image(systemName: "square").accessibilityLabel(family.label)
                    }
                }
            }
            """#)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Other": ["en": "Other", "de": "Andere"]]))
        let run = run(folder)
        #expect(spoken(run, file: "Picker.swift") == ["6 label key Basic", "6 label key Grid"])
        let findings = run.sources.first { $0.path.hasSuffix("Picker.swift") }?.findings.map { "\($0.ruleID) \($0.location.key)" }
        #expect(findings == ["key-not-in-catalog Grid"])
    }

    /// swmpc's `MPDKit`: `public var label: LocalizedStringResource` of an enum whose cases return
    /// literals. A literal made a resource is looked up in the main bundle, the app's that shows it
    /// (`Text(option.label)` in a sort menu): its keys are the app's to have, and the one missing
    /// from the app's catalog is reported.
    @Test func anotherModulesResourceLiteralsAreKeysOfTheAppsBundle() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/Kit/SortOption.swift", #"""
            import SwiftUI
            public enum SortOption: String, CaseIterable, Sendable {
                case artist = "albumartistsort"
                case modified = "Last-Modified"
                public var label: LocalizedStringResource {
                    switch self {
                    case .artist: "Artist"
                    case .modified: "Last Modified"
                    }
                }
            }
            """#)
        try folder.write("App/SortMenu.swift", #"""
            import SwiftUI
            import Kit
            struct SortMenu: View {
                var body: some View {
                    ForEach(SortOption.allCases, id: \.self) { option in
                        Button { } label: { Text(option.label) }
                    }
                }
            }
            """#)
        try folder.write("App/Localizable.xcstrings", ProjectAuditTests.Fixture.catalog(["Artist": ["en": "Artist", "de": "Künstler"]]))
        let run = run(folder)
        #expect(spoken(run, file: "SortMenu.swift") == ["6 label key Artist", "6 label key Last Modified"])
        let findings = run.sources.first { $0.path.hasSuffix("SortMenu.swift") }?.findings.map { "\($0.ruleID) \($0.location.key)" }
        #expect(findings == ["key-not-in-catalog Last Modified"])
    }
}
