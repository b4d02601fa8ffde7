import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The audit of a small Xcode project on disk: modules are targets, a lookup reads the bundle of the
/// target that runs it, a folder a Swift package and the project both build is judged by the
/// project, code that does not ship is left out with its reason, and the project's languages are
/// required where its catalogs have them.
struct ProjectAuditTests {
    /// An app, its widget extension, a framework the app uses, unit tests, and a `Package.swift`
    /// that names the app's folder as a package target too (as some apps do, for tests).
    final class Fixture {
        let folder: TemporaryFolder
        var root: String { folder.path }

        init(homeUsesModuleBundle: Bool = false, debugScreens: Bool = false) throws {
            folder = try TemporaryFolder()
            let objects = """
                MAIN = {isa = PBXGroup; children = (APPDIR, WIDGETDIR, KITDIR, TESTDIR); sourceTree = "<group>"; };
                APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
                WIDGETDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Widget; sourceTree = "<group>"; };
                KITDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Kit; sourceTree = "<group>"; };
                TESTDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = AppTests; sourceTree = "<group>"; };
                WIDGETPRODUCT = {isa = PBXFileReference; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
                APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = APPLIST; buildPhases = (EMBED); dependencies = (KITDEP); fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
                WIDGET = {isa = PBXNativeTarget; name = Widget; buildConfigurationList = WIDGETLIST; fileSystemSynchronizedGroups = (WIDGETDIR); productReference = WIDGETPRODUCT; productType = "com.apple.product-type.app-extension"; };
                KIT = {isa = PBXNativeTarget; name = Kit; buildConfigurationList = WIDGETLIST; fileSystemSynchronizedGroups = (KITDIR); productType = "com.apple.product-type.framework"; };
                TESTS = {isa = PBXNativeTarget; name = AppTests; buildConfigurationList = WIDGETLIST; fileSystemSynchronizedGroups = (TESTDIR); productType = "com.apple.product-type.bundle.unit-test"; };
                EMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (EMBEDFILE); };
                EMBEDFILE = {isa = PBXBuildFile; fileRef = WIDGETPRODUCT; };
                KITDEP = {isa = PBXTargetDependency; target = KIT; };
                PLIST = {isa = XCConfigurationList; buildConfigurations = (PDEBUG, PRELEASE); };
                PDEBUG = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; SDKROOT = iphoneos; }; name = Debug; };
                PRELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
                APPLIST = {isa = XCConfigurationList; buildConfigurations = (ADEBUG, ARELEASE); };
                ADEBUG = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "$(inherited) MOCKS"; }; name = Debug; };
                ARELEASE = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                WIDGETLIST = {isa = XCConfigurationList; buildConfigurations = (WDEBUG, WRELEASE); };
                WDEBUG = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
                WRELEASE = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                """
            try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(
                objects, targets: ["APP", "WIDGET", "KIT", "TESTS"], project: "buildConfigurationList = PLIST; knownRegions = (en, de, fr, es, Base);"))
            try folder.write("Package.swift", """
                // swift-tools-version: 6.0
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "App", path: "App")])
                """)
            let homeBundle = homeUsesModuleBundle ? ", bundle: .module" : ""
            try folder.write("App/Home.swift", """
                Image("x").accessibilityLabel(Text("home.label"\(homeBundle)))
                Image("y").accessibilityLabel("home.hint.missing")
                """)
            try folder.write("App/DebugMenu.swift", "#if DEBUG\nImage(\"x\").accessibilityLabel(\"debug.label\")\n#endif\n")
            try folder.write("App/Mocks.swift", "#if MOCKS\nImage(\"x\").accessibilityLabel(\"mock.label\")\n#endif\n")
            try folder.write("App/Platforms.swift", """
                #if os(watchOS)
                Image("x").accessibilityLabel("watch.label")
                #elseif targetEnvironment(simulator) || canImport(XCTest)
                Image("x").accessibilityLabel("simulator.label")
                #else
                Image("x").accessibilityLabel("home.label")
                #endif
                #if NIGHTLY
                Image("x").accessibilityLabel("nightly.label")
                #endif
                """)
            try folder.write("App/Resources/Localizable.xcstrings", Self.catalog(["home.label": ["en": "Home", "de": "Start", "fr": "Accueil"]]))
            try folder.write("Widget/WidgetView.swift", "Image(\"x\").accessibilityLabel(\"widget.label\")\nImage(\"y\").accessibilityLabel(\"home.label\")\n")
            try folder.write("Widget/Localizable.xcstrings", Self.catalog(["widget.label": ["en": "Weather", "de": "Wetter"]]))
            try folder.write("Kit/KitView.swift", "Image(\"x\").accessibilityLabel(\"kit.label\")\nImage(\"y\").accessibilityLabel(\"home.label\")\n")
            try folder.write("Kit/Localizable.xcstrings", Self.catalog(["kit.label": ["en": "Kit", "de": "Baukasten"]]))
            try folder.write("AppTests/HomeTests.swift", "Image(\"x\").accessibilityLabel(\"test.label\")\n")
            try folder.write("Scripts/Generate.swift", "Image(\"x\").accessibilityLabel(\"script.label\")\n")
            if debugScreens { try writeDebugScreens() }
        }

        /// A settings view whose `#if DEBUG` link opens a developer screen, which shows a flags view;
        /// a card only a preview shows; a view a shipped view shows; a view no code names.
        private func writeDebugScreens() throws {
            try folder.write("App/Settings.swift", """
                @main struct SettingsApp: App { var body: some Scene { WindowGroup { SettingsView() } } }
                struct SettingsView: View {
                    var body: some View {
                        List {
                            Button("settings.label") {}
                            #if DEBUG
                            NavigationLink("Developer") { DeveloperView() }
                            #endif
                            Shown()
                        }
                    }
                }
                """)
            try folder.write("App/DeveloperView.swift", """
                struct DeveloperView: View {
                    var body: some View { Toggle("dev.toggle", isOn: .constant(true)); FlagsView() }
                }
                extension DeveloperView {
                    var reset: some View { Button("dev.reset") {} }
                }
                struct FlagsView: View { var body: some View { Image("f").accessibilityLabel("flags.label") } }
                struct SampleCard: View { var body: some View { Image("s").accessibilityLabel("sample.label") } }
                #Preview { SampleCard() }
                struct Shown: View { var body: some View { Image("s").accessibilityLabel("shown.label") } }
                #Preview { Shown() }
                struct Orphan: View { var body: some View { Image("o").accessibilityLabel("orphan.label") } }
                public struct PublicOrphan: View { public var body: some View { Image("p").accessibilityLabel("public.label") } }
                final class OrphanController: UIViewController { func load() { view.accessibilityLabel = NSLocalizedString("controller.label", comment: "") } }
                """)
        }

        /// A catalog with these keys and their values per language.
        static func catalog(_ entries: [String: [String: String]]) -> String {
            let strings = entries.sorted { $0.key < $1.key }.map { key, values in
                let localizations = values.sorted { $0.key < $1.key }.map { language, value in
                    "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
                }
                return "\"\(key)\" : { \"localizations\" : { \(localizations.joined(separator: ", ")) } }"
            }
            return "{ \"sourceLanguage\" : \"en\", \"strings\" : { \(strings.joined(separator: ", ")) }, \"version\" : \"1.0\" }"
        }

        /// The audit of the fixture's folder; `changedSince` as under `--changed-since`.
        func run(changedSince: Bool = false) -> AuditRun {
            var settings = AuditSettings(configuration: Configuration(directory: root), workingDirectory: root)
            settings.setsAsideTypesNothingMakes = !changedSince
            return AccessibilityAudit(settings: settings, rules: AuditRules()).run(paths: [root], jobs: 2)
        }
    }

    /// The catalog and source checks of a folder, read with the defaults.
    func audit(_ folder: TemporaryFolder) -> AuditRun {
        let settings = AuditSettings(configuration: Configuration(directory: folder.path), workingDirectory: folder.path)
        return AccessibilityAudit(settings: settings, rules: AuditRules()).run(paths: [folder.path], jobs: 1)
    }

    /// `rule key` of each finding of a run's Swift files, by file name.
    func sourceFindings(_ run: AuditRun) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for source in run.sources {
            result[URL(fileURLWithPath: source.path).lastPathComponent] = source.findings.map { "\($0.ruleID) \($0.location.key)" }
        }
        return result
    }

    @Test func lookupsReadTheBundleOfTheTargetThatRunsThem() throws {
        let fixture = try Fixture()
        let run = fixture.run()
        let findings = sourceFindings(run)
        // The app's folder is also a package target, but the project builds it and no code uses
        // Bundle.module: its lookups read the app's bundle, not the package's.
        #expect(findings["Home.swift"] == ["key-not-in-catalog home.hint.missing"])
        // An extension has its own bundle: the app's key is not there.
        #expect(findings["WidgetView.swift"] == ["key-not-in-catalog home.label"])
        // A framework's code runs in the app: the app's catalog is its main bundle; its own catalog is not.
        #expect(findings["KitView.swift"] == ["key-in-wrong-bundle kit.label"])
        let wrongBundle = try #require(run.sources.flatMap(\.findings).first { $0.ruleID == "key-in-wrong-bundle" })
        #expect(wrongBundle.message.contains("of this framework target has it"), "\(wrongBundle.message)")
        // Modules are targets; a file no target builds takes the module of the catalogs above it.
        #expect(Dictionary(uniqueKeysWithValues: run.sources.map { (URL(fileURLWithPath: $0.path).lastPathComponent, $0.module) }) == [
            "Home.swift": "App", "DebugMenu.swift": "App", "Mocks.swift": "App", "Platforms.swift": "App", "WidgetView.swift": "Widget",
            "KitView.swift": "Kit", "HomeTests.swift": "AppTests", "Generate.swift": "App",
        ])
        #expect(run.catalogs.map(\.module) == ["App", "Kit", "Widget"])
        #expect(run.sources.first { $0.path.hasSuffix("WidgetView.swift") }?.source.targets == ["Widget"])
    }

    @Test func codeThatDoesNotShipIsLeftOutWithItsReason() throws {
        let fixture = try Fixture()
        let run = fixture.run()
        var skipped: [String: [String]] = [:]
        for source in run.sources where !source.source.skipped.isEmpty {
            skipped[URL(fileURLWithPath: source.path).lastPathComponent] = source.source.skipped.map(\.reason)
        }
        #expect(skipped == [
            "DebugMenu.swift": ["#if DEBUG (line 1) is false in every release build of App"],
            "Mocks.swift": ["#if MOCKS (line 1) is false in every release build of App"],
            "Platforms.swift": [
                "#if os(watchOS) (line 1) is false in every release build of App",
                "#elseif targetEnvironment(simulator) || canImport(XCTest) (line 3) is false in every release build of App",
                "#if NIGHTLY (line 8) is false in every release build of App",
            ],
            "HomeTests.swift": ["only the test target AppTests compiles the file"],
            "Generate.swift": ["no target of App.xcodeproj compiles the file"],
        ])
        let findings = sourceFindings(run)
        // A name no configuration sets is a feature switched off: an archive builds with the
        // project's settings (Dawny's #if ENABLE_TASK_DETAIL).
        #expect(findings["Platforms.swift"] == [])
        #expect(findings["DebugMenu.swift"] == [] && findings["HomeTests.swift"] == [])
    }

    /// mlem's `DeveloperSettingsView`, made only under `#if DEBUG` in another file: its text, and
    /// that of the views only it shows, never reaches a user of a release build.
    @Test func typesOnlyUnshippedCodeMakesAreLeftOut() throws {
        let run = try Fixture(debugScreens: true).run()
        let developer = try #require(run.sources.first { $0.path.hasSuffix("App/DeveloperView.swift") })
        let reasons = Dictionary(uniqueKeysWithValues: developer.source.skipped.map { skipped -> (String, String) in
            guard case .localized(let lookup) = skipped.use.argument else { return ("", skipped.reason) }
            return (lookup.key.plainText ?? "", skipped.reason)
        })
        #expect(Set(reasons.keys) == ["dev.toggle", "dev.reset", "flags.label", "sample.label", "orphan.label", "controller.label", "public.label"], "\(reasons)")
        #expect(reasons["orphan.label"] == "Orphan is a view no code makes")
        // Public in an app target changes nothing: no other module links an app.
        #expect(reasons["public.label"] == "PublicOrphan is a public view of an app target that no code makes")
        let debug = try #require(reasons["dev.toggle"])
        #expect(debug.hasPrefix("DeveloperView is made only where no release build reaches (first at ") && debug.contains("App/Settings.swift:7: ")
            && debug.hasSuffix("#if DEBUG (line 6) is false in every release build of App)"), "\(debug)")
        #expect(reasons["dev.reset"] == debug)
        #expect(reasons["flags.label"]?.hasSuffix("DeveloperView.swift:2: inside DeveloperView, which does not ship)") == true, "\(reasons)")
        #expect(reasons["sample.label"]?.hasSuffix("DeveloperView.swift:9: a preview)") == true, "\(reasons)")
        // A view a shipped view shows is judged. A class nothing names, no storyboard either, is not made.
        let findings = sourceFindings(run)
        #expect(findings["DeveloperView.swift"] == ["key-not-in-catalog shown.label"])
        #expect(findings["Settings.swift"] == ["key-not-in-catalog settings.label"])
    }

    /// Without an app's entry point in the run (a folder of views read alone), a view no code of the
    /// run makes may be made outside it: its uses are judged.
    @Test func aViewNoCodeMakesIsJudgedWhereTheRunHoldsNoApp() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Orphan.swift", "struct Orphan: View { var body: some View { Image(\"o\").accessibilityLabel(\"orphan.label\") } }\n")
        #expect(sourceFindings(fixture.run())["Orphan.swift"] == ["key-not-in-catalog orphan.label"])
        try fixture.folder.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Text(\"home\") } } }\n")
        let run = fixture.run()
        #expect(sourceFindings(run)["Orphan.swift"] == [])
        #expect(run.sources.first { $0.path.hasSuffix("Orphan.swift") }?.source.skipped.map(\.reason) == ["Orphan is a view no code makes"])
    }

    /// MyWealth's `PreciousMetalSelectionView` (61st study): other screens read its static table of
    /// metals, and no code makes the view, so its body is never shown. A static property with no
    /// written type, or of the view's own type, may hold a view and still makes it.
    @Test(arguments: [
        ("static let metals: [String] = [\"Gold\"]", "Picker.metals", true),
        ("static var title: LocalizedStringKey { \"picker.title\" }", "Picker.title", true),
        ("static let shared = Picker()", "Picker.shared", false),
        ("static var preview: Picker { Picker() }", "Picker.preview", false),
    ])
    func aViewWhoseStaticTableAloneIsReadIsNotMade(member: String, read: String, isUnmade: Bool) throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Home() } } }\n")
        try fixture.folder.write("App/Home.swift", "struct Home: View { var body: some View { Text(\"home\").onAppear { print(\(read)) } } }\n")
        try fixture.folder.write("App/Picker.swift", """
            struct Picker: View {
                \(member)
                var body: some View { Image("p").accessibilityLabel("picker.label") }
            }

            """)
        let run = fixture.run()
        let skipped = run.sources.first { $0.path.hasSuffix("Picker.swift") }?.source.skipped.map(\.reason) ?? []
        #expect(skipped == (isUnmade ? ["Picker is a view no code makes"] : []), "\(member)")
        #expect(sourceFindings(run)["Picker.swift"] == (isUnmade ? [] : ["key-not-in-catalog picker.label"]), "\(member)")
    }

    /// Phi Browser's `private struct ThemeSectionView`, whose one use is commented out, in an app
    /// whose entry point is not Swift: a private view only its own file can make, and it does not.
    /// One its file makes keeps its uses.
    @Test func aPrivateViewItsFileNeverMakesIsLeftOutWithoutAnApp() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Settings.swift", """
            struct SettingsView: View {
                var body: some View {
                    // ThemeSectionView()
                    ShownSection()
                }
            }
            private struct ThemeSectionView: View {
                var body: some View { Image("t").accessibilityLabel("theme.white") }
            }
            private struct ShownSection: View {
                var body: some View { Image("s").accessibilityLabel("shown.label") }
            }

            """)
        let run = fixture.run()
        #expect(sourceFindings(run)["Settings.swift"] == ["key-not-in-catalog shown.label"])
        #expect(run.sources.first { $0.path.hasSuffix("Settings.swift") }?.source.skipped.map(\.reason) == ["ThemeSectionView is a view no code makes"])
    }

    /// Mammoth's `DetailFooterCell`, a cell nothing registers: a class whose name no Swift code
    /// writes is made by nothing when no storyboard, property list, Objective-C file or Swift string
    /// names it either; each of those keeps its class, and so does a public one.
    @Test func aClassNothingNamesIsNotMade() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/TheApp.swift", "@main struct TheApp: App { var body: some Scene { WindowGroup { Text(\"home\") } } }\n")
        let classes = ["DeadCell", "StoryboardController", "SceneDelegate", "LegacyView", "ReflectedCell", "PublicCell"]
        for name in classes {
            let modifier = name == "PublicCell" ? "public " : ""
            try fixture.folder.write("App/\(name).swift", """
                \(modifier)final class \(name): UIView {
                    func configure() { label.accessibilityLabel = NSLocalizedString("\(name.lowercased()).label", comment: "") }
                }
                """)
        }
        try fixture.folder.write("App/Base.lproj/Main.storyboard", #"<viewController id="a" customClass="StoryboardController" customModule="App"/>"#)
        try fixture.folder.write("App/Info.plist", "<key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>")
        try fixture.folder.write("App/Bridge.m", "LegacyView *view = [[LegacyView alloc] init];")
        try fixture.folder.write("App/Registry.swift", "let cellClass = NSClassFromString(\"App.ReflectedCell\")\n")
        let run = fixture.run()
        let findings = sourceFindings(run)
        #expect(findings["DeadCell.swift"] == [])
        #expect(run.sources.first { $0.path.hasSuffix("DeadCell.swift") }?.source.skipped.map(\.reason)
            == ["DeadCell is a class no code, Interface Builder document, property list or Objective-C file names"])
        for name in classes.dropFirst() {
            #expect(findings["\(name).swift"] == ["key-not-in-catalog \(name.lowercased()).label"], "\(name)")
        }
    }

    /// FileMailer's Finder extension keeps `Localizable.strings`; the app reads its own catalog only.
    /// A key the app's code misses is missing, not perhaps in the extension's table; the extension's
    /// own lookups may find theirs there, so nothing is said of them.
    @Test func stringsTablesCountForTheTargetsThatCopyThem() throws {
        let fixture = try Fixture()
        try fixture.folder.write("Widget/de.lproj/Localizable.strings", "\"home.label\" = \"Start\";\n")
        let findings = sourceFindings(fixture.run())
        #expect(findings["Home.swift"] == ["key-not-in-catalog home.hint.missing"])
        #expect(findings["WidgetView.swift"] == [])
        // Where no project says which target copies the table, any code may read it.
        let package = try TemporaryFolder()
        try package.write("Package.swift", "// swift-tools-version: 6.0\n")
        try package.write("Sources/Feature/View.swift", "Image(\"x\").accessibilityLabel(\"missing.label\")\n")
        try package.write("Sources/Feature/Resources/Localizable.xcstrings", Fixture.catalog(["other.label": ["en": "Other", "de": "Andere"]]))
        let audit = AccessibilityAudit(
            settings: AuditSettings(configuration: Configuration(directory: package.path), workingDirectory: package.path), rules: AuditRules())
        #expect(sourceFindings(audit.run(paths: [package.path], jobs: 2))["View.swift"] == ["key-not-in-catalog missing.label"])
        try package.write("Resources/de.lproj/Localizable.strings", "\"missing.label\" = \"Fehlt\";\n")
        #expect(sourceFindings(audit.run(paths: [package.path], jobs: 2))["View.swift"] == [])
    }

    /// flaccy's watch catalog, left out of the watch target: a key missing from every catalog the
    /// lookup reads, but held by a catalog above the code that no target copies, is reported with
    /// the catalog to add to the target.
    @Test func aKeyInACatalogNoTargetCopiesSaysWhichCatalogToAdd() throws {
        let fixture = try Fixture()
        try fixture.folder.write("Localizable.xcstrings", Fixture.catalog(["home.hint.missing": ["en": "Opens home", "de": "Öffnet Start"]]))
        let run = fixture.run()
        let finding = try #require(run.sources.first { $0.path.hasSuffix("Home.swift") }?.findings.first)
        #expect(finding.ruleID == "key-not-in-catalog" && finding.location.key == "home.hint.missing")
        #expect(finding.message.hasSuffix("Localizable.xcstrings has it, but no target copies that catalog into its bundle"), "\(finding.message)")
        #expect(finding.suggestion?.hasPrefix("Add ") == true && finding.suggestion?.contains("Target Membership") == true)
        // A key no catalog has keeps the usual message.
        #expect(run.sources.first { $0.path.hasSuffix("WidgetView.swift") }?.findings.map(\.message).allSatisfy { !$0.contains("no target copies") } == true)
    }

    /// Co-ML's `@main struct CoMLApp`, whose name is written only in its tests' `@testable import
    /// CoMLApp`: the system makes the app's entry point, and an import names a module, so the views
    /// it shows ship.
    @Test func theAppsEntryPointShips() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/TheApp.swift", """
            import SwiftUI
            @main
            struct App: SwiftUI.App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            """)
        try fixture.folder.write("App/RootView.swift", "struct RootView: View { var body: some View { Image(\"x\").accessibilityLabel(\"root.label\") } }\n")
        try fixture.folder.write("AppTests/RootTests.swift", "@testable import App\nfinal class RootTests {}\n")
        let run = fixture.run()
        #expect(sourceFindings(run)["RootView.swift"] == ["key-not-in-catalog root.label"])
        #expect(run.sources.first { $0.path.hasSuffix("RootView.swift") }?.source.skipped.isEmpty == true)
    }

    /// Dawny's `private var infoButton`, shown only under `#if ENABLE_TASK_DETAIL`, a flag no
    /// configuration sets: what it makes never reaches a user; nor does what a private member nothing
    /// names makes (PizzaHelper's `debugBody`). A private member that shipped code uses keeps its
    /// uses, as does one the runtime may call by name (`@objc`, `@IBAction`, `override`, a string).
    @Test func privateMembersOnlyUnshippedCodeUsesAreLeftOut() throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/TaskRow.swift", """
            @main struct TasksApp: App { var body: some Scene { WindowGroup { TaskRow() } } }
            struct TaskRow: View {
                @Environment(\\.accessibilityReduceMotion) private var reduceMotion

                var body: some View {
                    HStack {
                        Text("row").accessibilityHint("row.hint")
                        #if NIGHTLY
                        infoButton
                        #endif
                        shownButton
                    }
                }
                private var infoButton: some View {
                    Button {} label: { Image("i") }
                        .accessibilityLabel("task.info.button")
                }
                private var shownButton: some View {
                    Image("s").accessibilityLabel("shown.button")
                }
                @ViewBuilder
                private var debugBody: some View {
                    Image("n").accessibilityLabel("unnamed.button")
                }
            }
            public final class Controller: UIViewController {
                @objc
                private func refresh() { view.accessibilityLabel = NSLocalizedString("objc.label", comment: "") }
                @IBAction private func tapped(_ sender: Any) { UIAccessibility.post(notification: .announcement, argument: NSLocalizedString("ib.announcement", comment: "")) }
                private func byString() { view.accessibilityHint = NSLocalizedString("string.hint", comment: "") }
                let selector = Selector(("byString"))
            }
            """)
        let run = fixture.run()
        let row = try #require(run.sources.first { $0.path.hasSuffix("App/TaskRow.swift") })
        #expect(row.source.skipped.map(\.reason) == [
            "infoButton is used only where no release build reaches (first at \(row.path):9: #if NIGHTLY (line 8) is false in every release build of App)",
            "debugBody is a private member no code names",
        ])
        // Vittora's `@Environment(…) private var reduceMotion` has no body: `body` after it is no part of it.
        #expect(sourceFindings(run)["TaskRow.swift"] == [
            "key-not-in-catalog row.hint", "key-not-in-catalog shown.button", "key-not-in-catalog objc.label", "key-not-in-catalog ib.announcement", "key-not-in-catalog string.hint",
        ])
        // The gate (`--changed-since`) judges a change's new member as written: it may be named later.
        let changed = fixture.run(changedSince: true)
        #expect(sourceFindings(changed)["TaskRow.swift"]?.contains("key-not-in-catalog unnamed.button") == true)
    }

    @Test func bundleModuleMakesThePackageDecide() throws {
        let fixture = try Fixture(homeUsesModuleBundle: true)
        let run = fixture.run()
        let findings = sourceFindings(run)
        // The package target uses Bundle.module, so the package is what ships: the app folder's
        // catalog is the package's own, which a main-bundle lookup does not read.
        #expect(findings["Home.swift"] == ["key-not-in-catalog home.hint.missing"])
        #expect(findings["Platforms.swift"] == ["key-in-wrong-bundle home.label"])
    }

    /// proton-photos' `PhotosCore.L10n.string(_:)` reads `.module`, the PhotosCore package's bundle,
    /// whoever calls it: a key its catalog holds is found from another target's code, and one it lacks
    /// is missing there (a study found 32 of 37 missing keys false, looked for in the caller's catalogs).
    @Test func aHelpersModuleBundleIsItsOwnPackagesForEveryCaller() throws {
        let folder = try TemporaryFolder()
        try folder.write("Kit/Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Kit/Sources/PhotosCore/Localization.swift", """
            public enum L10n {
                public static func string(_ key: String.LocalizationValue) -> String {
                    String(localized: key, bundle: .module)
                }
            }
            """)
        try folder.write("Kit/Sources/PhotosCore/Resources/Localizable.xcstrings", Fixture.catalog(["library.title": ["en": "Library", "de": "Mediathek"]]))
        try folder.write("Kit/Sources/PhotosUI/TimelineView.swift", """
            import PhotosCore
            struct TimelineView: View {
                var body: some View {
                    Image("grid").accessibilityLabel(L10n.string("library.title"))
                    Image("gone").accessibilityLabel(L10n.string("library.missing"))
                }
            }
            """)
        try folder.write("Kit/Sources/PhotosUI/Resources/Localizable.xcstrings", Fixture.catalog(["other": ["en": "Other", "de": "Andere"]]))
        let run = audit(folder)
        #expect(sourceFindings(run)["TimelineView.swift"] == ["key-not-in-catalog library.missing"])
        let message = run.sources.flatMap(\.findings).first { $0.location.key == "library.missing" }?.message ?? ""
        #expect(message.contains("PhotosCore/Resources/Localizable.xcstrings"), "\(message)")
    }

    /// `Bundle.module` inside `#if SWIFT_PACKAGE` is the package build's alone (an app that ships
    /// from its Xcode project and is a package for its tests): the project still decides. So it is
    /// inside a condition no release build of the Xcode target sets (Madini Archive's `SPM_BUILD`,
    /// which only its `Package.swift` defines; a study found its 64 key-in-wrong-bundle findings
    /// all wrong).
    @Test(arguments: ["SWIFT_PACKAGE", "SPM_BUILD"])
    func bundleModuleForThePackageBuildAloneLeavesTheProjectDeciding(condition: String) throws {
        let fixture = try Fixture()
        try fixture.folder.write("App/Bundles.swift", """
            #if \(condition)
            let resources = Bundle.module
            #else
            let resources = Bundle.main
            #endif
            """)
        let findings = sourceFindings(fixture.run())
        #expect(findings["Home.swift"] == ["key-not-in-catalog home.hint.missing"], "the main bundle's catalog has home.label")
        #expect(findings["Platforms.swift"] == [])
    }

    @Test func theProjectsLanguagesAreRequiredWhereItsCatalogsHaveThem() throws {
        let fixture = try Fixture()
        let run = fixture.run()
        let app = try #require(run.catalogs.first { $0.module == "App" })
        #expect(app.coverage.map(\.language) == ["en", "de", "fr"], "es is declared, but no catalog has it")
        let widget = try #require(run.catalogs.first { $0.module == "Widget" })
        #expect(widget.coverage.map(\.language) == ["en", "de"])
        let facts = try #require(run.loaded.projectFacts.first)
        #expect(facts.project.declaredLanguages == ["en", "de", "fr", "es"])
        #expect(facts.languagesMissingFromCatalogs == ["es"])
        #expect(facts.catalogsByTarget.map(\.count) == [1, 1, 1, 0])
        // A configuration's languages replace the project's.
        try fixture.folder.write(".xcstrings-a11y.json", #"{ "languages": ["en", "de"] }"#)
        let configured = try AccessibilityAudit(rules: AuditRules(), configurationFrom: fixture.root).run(paths: [fixture.root], jobs: 1)
        #expect(configured.catalogs.first { $0.module == "App" }?.coverage.map(\.language) == ["en", "de"])
    }

    /// tvOS and watchOS have no Voice Control: an element only their builds compile is not judged by
    /// `label-not-in-name`, while the same code in an iOS target is.
    @Test(arguments: [("appletvos", false), ("watchos", false), ("iphoneos", true), ("xros", true)])
    func labelInNameIsJudgedWhereVoiceControlExists(sdk: String, judged: Bool) throws {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (APPDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(objects, targets: ["APP"], project: "knownRegions = (en, de);"))
        try folder.write("App/Settings.swift", "Button(\"Delete\") { remove() }.accessibilityLabel(\"Remove item\")\n")
        try folder.write("App/Localizable.xcstrings", Fixture.catalog([
            "Delete": ["en": "Delete", "de": "Löschen"], "Remove item": ["en": "Remove item", "de": "Eintrag entfernen"],
        ]))
        let run = audit(folder)
        let ruleIDs = run.sources.flatMap(\.findings).map(\.ruleID)
        #expect(ruleIDs.contains("label-not-in-name") == judged, "\(sdk): \(ruleIDs)")
    }

    /// betterBCool's `FeverFridaExplorer`: a diagnostic app under `Experimentals/…/Examples/` beside the
    /// product in one project ships to nobody; its code is set aside with the folder that shows it.
    /// A project whose only app lies in such a folder (a library's example app, read on its own) is
    /// judged.
    @Test(arguments: [true, false])
    func anExampleAppBesideTheProductDoesNotShip(withProduct: Bool) throws {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (APPDIR, EXPLORERDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            EXPLORERDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Experimentals/Frida/Examples/Explorer; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = App; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            EXPLORER = {isa = PBXNativeTarget; name = Explorer; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (EXPLORERDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """
        try folder.write("App.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(
            objects, targets: withProduct ? ["APP", "EXPLORER"] : ["EXPLORER"], project: "knownRegions = (en, de);"))
        try folder.write("App/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        try folder.write("Experimentals/Frida/Examples/Explorer/ExplorerView.swift", "Image(\"x\").accessibilityLabel(\"Saved run\")\n")
        // A file named like an example folder is not one.
        try folder.write("App/Demo.swift", "Image(\"x\").accessibilityLabel(\"demo.label\")\n")
        let run = audit(folder)
        let explorer = try #require(run.sources.first { $0.path.hasSuffix("ExplorerView.swift") })
        if withProduct {
            #expect(explorer.findings.isEmpty)
            #expect(explorer.source.skipped.map(\.reason) == [
                "only Explorer, an example app beside the product (in Experimentals/Frida/Examples/Explorer/), compiles the file",
            ])
            #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog home.label"])
            #expect(sourceFindings(run)["Demo.swift"] == ["key-not-in-catalog demo.label"])
        } else {
            #expect(explorer.findings.map(\.ruleID) == ["key-not-in-catalog"])
        }
    }

    /// TablePro vendors the CodeEditSourceEditor package with its example app in its own project,
    /// `LocalPackages/Editor/Example/EditorExample.xcodeproj`: beside the product's project, that app
    /// ships to nobody. Read alone (the library's repository), its app is judged.
    /// A project of one app target that builds the synchronized folder `groupPath`, for `sdk`;
    /// `appExtras` go into the target, `objects` and `projectExtras` beside it.
    static func oneAppProject(
        app name: String, folder groupPath: String, sdk: String = "macosx", appExtras: String = "", objects: String = "", projectExtras: String = ""
    ) -> String {
        PBXProjectReaderTests.pbxproj("""
            MAIN = {isa = PBXGroup; children = (DIR); sourceTree = "<group>"; };
            DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = "\(groupPath)"; sourceTree = "<group>"; };
            APP = {isa = PBXNativeTarget; name = "\(name)"; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (DIR); \(appExtras) productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = \(sdk); }; name = Release; };
            \(objects)
            """, targets: ["APP"], project: "knownRegions = (en, de); \(projectExtras)")
    }

    @Test(arguments: [true, false])
    func anExampleProjectOfAVendoredPackageDoesNotShip(withProduct: Bool) throws {
        let folder = try TemporaryFolder()
        let project = { (name: String, groupPath: String) in Self.oneAppProject(app: name, folder: groupPath) }
        if withProduct {
            try folder.write("TablePro.xcodeproj/project.pbxproj", project("TablePro", "TablePro"))
            try folder.write("TablePro/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        }
        let example = "LocalPackages/Editor/Example/EditorExample"
        try folder.write("\(example)/EditorExample.xcodeproj/project.pbxproj", project("EditorExample", "EditorExample"))
        try folder.write("\(example)/EditorExample/ContentView.swift", "Image(\"x\").accessibilityLabel(\"Cycle\")\n")
        let run = audit(folder)
        let content = try #require(run.sources.first { $0.path.hasSuffix("ContentView.swift") })
        if withProduct {
            #expect(content.findings.isEmpty)
            #expect(content.source.skipped.map(\.reason) == [
                "only EditorExample, an example app beside the product (in \(example)/), compiles the file",
            ])
            #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog home.label"])
        } else {
            #expect(content.findings.map(\.ruleID) == ["key-not-in-catalog"])
        }
    }

    /// Trakke vendors the mgrs-ios package, whose own project `app/MGRS-Demo.xcodeproj` shows the
    /// library: no folder is named like an example, but the product links the package (a product
    /// dependency without its package, found as the project's one local package), so the demo
    /// inside the package's folder ships to nobody. Where the product does not link it, it is judged.
    @Test(arguments: [true, false])
    func aProjectInsideALinkedPackageDoesNotShip(linksPackage: Bool) throws {
        let folder = try TemporaryFolder()
        let link = linksPackage ? "packageProductDependencies = (PRODUCTDEP);" : ""
        try folder.write("Trakke.xcodeproj/project.pbxproj", Self.oneAppProject(
            app: "Trakke", folder: "Trakke", sdk: "iphoneos", appExtras: link,
            objects: """
                PRODUCTDEP = {isa = XCSwiftPackageProductDependency; productName = MGRS; };
                LOCALPKG = {isa = XCLocalSwiftPackageReference; relativePath = "LocalPackages/mgrs-ios"; };
                """,
            projectExtras: "packageReferences = (LOCALPKG);"))
        try folder.write("Trakke/Home.swift", "Image(\"x\").accessibilityLabel(\"home.label\")\n")
        try folder.write("LocalPackages/mgrs-ios/Package.swift", "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"MGRS\")\n")
        try folder.write("LocalPackages/mgrs-ios/app/MGRS-Demo.xcodeproj/project.pbxproj", Self.oneAppProject(app: "MGRS-Demo", folder: "MGRS-Demo", sdk: "iphoneos"))
        try folder.write("LocalPackages/mgrs-ios/app/MGRS-Demo/ContentView.swift", "Button(\"Satellite\") {}\n")
        let run = audit(folder)
        let content = try #require(run.sources.first { $0.path.hasSuffix("ContentView.swift") })
        if linksPackage {
            #expect(content.findings.isEmpty)
            #expect(content.source.skipped.map(\.reason) == [
                "only MGRS-Demo, an example app beside the product (in LocalPackages/mgrs-ios/app/), compiles the file",
            ])
        } else {
            #expect(content.findings.map(\.ruleID) == ["key-not-in-catalog"])
        }
        #expect(sourceFindings(run)["Home.swift"] == ["key-not-in-catalog home.label"])
    }

    /// A project of two apps, `<name>iOS` building `iOS/` and `Shared/`, `<name>Mac` building
    /// `macOS/` and `Shared/`, with its folder.
    static func twoAppsSharingAFolder(named name: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let objects = """
            MAIN = {isa = PBXGroup; children = (IOSDIR, MACDIR, SHAREDDIR); sourceTree = "<group>"; };
            IOSDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = iOS; sourceTree = "<group>"; };
            MACDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = macOS; sourceTree = "<group>"; };
            SHAREDDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Shared; sourceTree = "<group>"; };
            IOSAPP = {isa = PBXNativeTarget; name = \(name)iOS; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (IOSDIR, SHAREDDIR); productType = "com.apple.product-type.application"; };
            MACAPP = {isa = PBXNativeTarget; name = \(name)Mac; buildConfigurationList = LIST; fileSystemSynchronizedGroups = (MACDIR, SHAREDDIR); productType = "com.apple.product-type.application"; };
            LIST = {isa = XCConfigurationList; buildConfigurations = (RELEASE); };
            RELEASE = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
            """
        try folder.write("\(name).xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj(
            objects, targets: ["IOSAPP", "MACAPP"], project: "knownRegions = (en, de);"))
        return folder
    }

    /// pushgo's `Shared/LocalizationManager.swift`, compiled by its iOS and its macOS app: the macOS
    /// app's calls of the shared helper are lookups too, not only the iOS app's.
    @Test func aFileSeveralTargetsCompileIsSeenFromEach() throws {
        let folder = try Self.twoAppsSharingAFolder(named: "Push")
        try folder.write("Shared/LocalizationManager.swift", """
            func localizedText(_ key: String) -> String { NSLocalizedString(key, comment: "") }
            """)
        try folder.write("iOS/ChannelView.swift", "Image(\"x\").accessibilityLabel(localizedText(\"channel.ios\"))\n")
        try folder.write("macOS/MacChannelView.swift", "Image(\"x\").accessibilityLabel(localizedText(\"channel.mac\"))\n")
        let run = audit(folder)
        let findings = sourceFindings(run)
        #expect(findings.values.flatMap { $0 }.sorted() == ["key-not-in-catalog channel.ios", "key-not-in-catalog channel.mac"], "\(findings)")
        #expect(run.lookupHelpers.map(\.name) == ["localizedText(_:)"], "one helper, listed once")
    }

    /// WealthCompass's shared `AllocationChart(title:)`, compiled by its iOS and its macOS app: the
    /// text each app's views give it is read, not only the first target's (the macOS callers were
    /// missed: the shared file's own module had already taken its use).
    @Test func aSharedViewIsGivenItsTextByTheCallersOfEveryTarget() throws {
        let folder = try Self.twoAppsSharingAFolder(named: "Wealth")
        try folder.write("Shared/DesignSystem.swift", """
            struct AllocationChart: View {
                let title: LocalizedStringKey
                var body: some View { Color.clear.accessibilityLabel(Text(title)) }
            }
            """)
        try folder.write("iOS/InvestmentsView.swift", "struct A: View { var body: some View { AllocationChart(title: \"chart.ios\") } }\n")
        try folder.write("macOS/MacInvestmentsView.swift", "struct B: View { var body: some View { AllocationChart(title: \"chart.mac\") } }\n")
        let run = audit(folder)
        let findings = sourceFindings(run)
        #expect(findings.values.flatMap { $0 }.sorted() == ["key-not-in-catalog chart.ios", "key-not-in-catalog chart.mac"], "\(findings)")
    }

    /// mmex's "Sample Database" button inside `if false { … }`: switched off in code, never built;
    /// its text is set aside with the line of the `if`. A block behind a real condition is judged.
    @Test func aBlockBehindIfFalseNeverRuns() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Manage.swift", """
            struct ManageView: View {
                var body: some View {
                    if false {
                        Button {} label: { Image("db") }.accessibilityLabel("sample.database")
                    }
                    if isFalse {
                        Button {} label: { Image("db") }.accessibilityLabel("open.database")
                    }
                }
            }
            """)
        let run = audit(folder)
        let manage = try #require(run.sources.first)
        #expect(manage.findings.map(\.location.key) == ["open.database"])
        #expect(manage.source.skipped.map(\.reason) == ["the block of `if false` (line 3) never runs"])
    }

    /// Aether's injected error (46th study): `if ProcessInfo.processInfo.arguments.contains(
    /// "UITEST_FORCE_LLM_ERROR") { errorMessage = "…" }` runs only for a UI test's launch argument,
    /// so a label that reads `errorMessage` is not told of that text; nor is a use inside such a block,
    /// or one behind an environment variable. A condition with more in it, or a value that is not a
    /// literal, may hold for a user.
    @Test func aBlockALaunchArgumentOpensReachesNoUser() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Chat.swift", """
            @Observable final class ChatModel {
                private(set) var errorMessage: String?
                func send() {
                    if ProcessInfo.processInfo.arguments.contains("UITEST_FORCE_ERROR") {
                        errorMessage = "Injected failure"
                        return
                    }
                    if CommandLine.arguments.contains("-demo") || isOffline {
                        errorMessage = "You are offline"
                    }
                }
            }
            struct ChatView: View {
                let model: ChatModel
                var body: some View {
                    Text("x").accessibilityValue(model.errorMessage ?? "")
                    if ProcessInfo.processInfo.environment["SCREENSHOTS"] != nil {
                        Button {} label: { Image("s") }.accessibilityLabel("screenshot.mode")
                    }
                }
            }
            """)
        let run = audit(folder)
        let chat = try #require(run.sources.first)
        let texts = chat.findings.filter { $0.ruleID == "hardcoded-accessibility-string" }.map(\.message)
        #expect(texts.count == 1 && texts[0].contains("You are offline"), "\(texts)")
        #expect(!chat.findings.contains { $0.location.key == "screenshot.mode" }, "\(chat.findings.map(\.message))")
        #expect(chat.source.skipped.contains { $0.reason.contains("runs only when the app is launched with it") }, "\(chat.source.skipped.map(\.reason))")
        #expect(chat.source.skipped.contains { $0.reason.contains("its value is written where no release build reaches") }, "\(chat.source.skipped.map(\.reason))")
    }

    /// Onpa's test station (46th study): `let enabled = arguments.contains("-useLocalStationProfile")
    /// || isEnabled(environment["…"])` then `guard enabled else { return nil }`, in a function whose
    /// `arguments` default to the process's: the code after the guard runs only under that launch
    /// argument, so the profile it makes never names a user's station. A guard another owner's
    /// `arguments` open (a shell command's), or one a user's setting may pass, still ships.
    @Test func codeAfterAGuardOnALaunchArgumentReachesNoUser() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Configuration.swift", """
            struct Profile { let name: String }
            struct Configuration {
                var testProfile: Profile?
                var shellProfile: Profile?
                var userProfile: Profile?
                static func current(arguments: [String] = ProcessInfo.processInfo.arguments, environment: [String: String] = ProcessInfo.processInfo.environment) -> Configuration {
                    Configuration(testProfile: testProfile(arguments: arguments, environment: environment),
                                  shellProfile: shellProfile(command: Command()), userProfile: userProfile(arguments: arguments))
                }
                private static func testProfile(arguments: [String], environment: [String: String]) -> Profile? {
                    let enabled = arguments.contains("-useLocalStationProfile")
                        || isEnabled(environment["USE_LOCAL_STATION_PROFILE"])
                    guard enabled else {
                        return nil
                    }
                    return Profile(name: "Local test station")
                }
                private static func shellProfile(command: Command) -> Profile? {
                    guard command.arguments.contains("--station") else { return nil }
                    return Profile(name: "Shell station")
                }
                private static func userProfile(arguments: [String]) -> Profile? {
                    guard arguments.contains("-station") || UserDefaults.standard.bool(forKey: "station") else { return nil }
                    return Profile(name: "Saved station")
                }
                private static func isEnabled(_ value: String?) -> Bool { value == "1" }
            }
            struct StationView: View {
                let profile: Profile
                var body: some View {
                    Text("a").accessibilityLabel(profile.name)
                }
            }
            """)
        let run = audit(folder)
        let texts = run.sources.flatMap(\.findings).filter { $0.ruleID == "hardcoded-accessibility-string" }.map(\.message)
        #expect(!texts.contains { $0.contains("Local test station") }, "\(texts)")
        #expect(texts.contains { $0.contains("Shell station") }, "\(texts)")
        #expect(texts.contains { $0.contains("Saved station") }, "\(texts)")
        let reasons = run.sources.flatMap(\.source.skipped).map(\.reason)
        #expect(reasons.contains { $0.contains("the code after `guard enabled else` (line 13) runs only when the app is launched with it") }, "\(reasons)")
    }

    /// cmux's debug windows (46th study): each controller is shown from the `#if DEBUG` "Debug" menu
    /// and from `private func openAllDebugWindows()`, which only that menu calls; the window's view
    /// is made only by its controller. None of it ships. A window the shipped code opens does.
    @Test func aTypeMadeOnlyByDebugCodeAndAPrivateFunctionOnlyItCallsDoesNotShip() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/App.swift", """
            @main struct TerminalApp: App {
                var body: some Scene {
                    WindowGroup { Text("t") }
                    .commands {
                        #if DEBUG
                        CommandMenu("Debug") {
                            Button("debug.titlebar") { TitlebarDebugWindowController.shared.show() }
                            Button("debug.all") { openAllDebugWindows() }
                        }
                        #endif
                        CommandMenu("Window") {
                            Button("window.about") { AboutWindowController.shared.show() }
                        }
                    }
                }
                private func openAllDebugWindows() {
                    TitlebarDebugWindowController.shared.show()
                }
            }
            private final class TitlebarDebugWindowController: NSWindowController {
                static let shared = TitlebarDebugWindowController()
                func show() { window?.contentView = NSHostingView(rootView: TitlebarDebugView()) }
            }
            private struct TitlebarDebugView: View {
                var body: some View { Toggle("debug.movable", isOn: .constant(true)) }
            }
            private final class AboutWindowController: NSWindowController {
                static let shared = AboutWindowController()
                func show() { window?.contentView = NSHostingView(rootView: AboutView()) }
            }
            private struct AboutView: View {
                var body: some View { Button("about.close") {} }
            }
            """)
        let run = audit(folder)
        let app = try #require(run.sources.first)
        #expect(app.findings.compactMap(\.location.key).sorted() == ["Window", "about.close", "window.about"], "\(app.findings.map(\.message))")
        #expect(app.source.skipped.contains { $0.reason.contains("TitlebarDebugView is made only where no release build reaches") }, "\(app.source.skipped.map(\.reason))")
    }

    /// MountainBrowser's demo mode: `private let isDemoMode = false`, and `if self.isDemoMode {
    /// return generateDemoWikipediaInfo(…) }`; the block never runs, nor does the private function
    /// only it calls. A `var` a caller gives, or a condition with more in it, may hold. Its `static
    /// var example`, read only by a preview, is made-up data.
    @Test func aBlockBehindAConstantFalseNeverRunsNorWhatOnlyItCalls() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/Search.swift", """
            struct SearchView: View {
                private let isDemoMode = false
                var isOffline = false
                var body: some View {
                    if self.isDemoMode { demoRow() }
                    if isOffline { Button {} label: { Image("x") }.accessibilityLabel("offline.label") }
                    if isDemoMode || hasNoKeys { Button {} label: { Image("y") }.accessibilityLabel("keys.label") }
                }
                private func demoRow() -> some View {
                    Button {} label: { Image("z") }.accessibilityLabel("demo.label")
                }
            }
            struct Info {
                let title: String
                static var example: Info { Info(title: "Gegründet") }
            }
            struct InfoView: View {
                let info: Info
                var body: some View { Text("i").accessibilityLabel(info.title) }
            }
            #Preview { InfoView(info: .example) }
            struct Root: View { var body: some View { SearchView(isOffline: network.isDown) } }
            """)
        let run = audit(folder)
        let search = try #require(run.sources.first)
        #expect(search.findings.map(\.location.key).compactMap { $0 }.sorted() == ["keys.label", "offline.label"], "\(search.findings.map(\.message))")
        #expect(search.findings.allSatisfy { $0.ruleID != "hardcoded-accessibility-string" }, "the example's text is made-up data")
        #expect(search.source.skipped.contains { $0.reason.contains("inside the block of `if self.isDemoMode`") }, "\(search.source.skipped.map(\.reason))")
    }
}
