import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The project reader on the twelve apps of the corpus, checked against the table of targets and
/// `knownRegions` that `corpus/README.md` made with regular expressions, and against the files on
/// disk.
@Suite(.enabled(if: Corpus.isAvailable, "the shared corpus (XCSTRINGS_A11Y_CORPUS or ../shared/corpus) is absent"))
struct ProjectCorpusTests {
    /// Per app: its targets and their kinds, and its `knownRegions`, as the corpus README lists them.
    static let expected: [(app: String, targets: [String: TargetKind], regions: String)] = [
        ("Dimillian__IceCubesApp", ["IceCubesNotifications": .appExtension, "IceCubesAppWidgetsExtensionExtension": .appExtension, "IceCubesShareExtension": .appExtension, "IceCubesApp": .app, "IceCubesActionExtension": .appExtension],
         "en de nl es zh-Hans it ja tr fr pt-BR nb pl ca en-GB ko eu be uk zh-Hant Base"),
        ("coteditor__CotEditor", ["Update Help Index": .aggregate, "UI Tests": .uiTests, "CotEditor": .app, "Tests": .unitTests],
         "Base en en-GB ja zh-Hans zh-Hant fr de it pt tr es cs nl ko pl ru zh-HK bg"),
        ("Ranchero-Software__NetNewsWire", ["NetNewsWire iOS Widget Extension": .appExtension, "NetNewsWire Share Extension": .appExtension, "NetNewsWire iOS Share Extension": .appExtension, "NetNewsWire-iOSTests": .unitTests, "Subscribe to Feed": .appExtension, "NetNewsWire-iOS": .app, "NetNewsWire": .app, "NetNewsWireTests": .unitTests],
         "en Base es"),
        ("MrKai77__Loop", ["Loop": .app],
         "en Base zh-Hans it pt-BR es ko nl-BE ar de ru zh-Hant"),
        ("ejbills__DockDoor", ["DockDoor": .app],
         "en Base he fr"),
        ("alienator88__Pearcleaner", ["PearcleanerSentinel": .tool, "PearcleanerHelper": .tool, "Pearcleaner": .app, "FinderOpen": .appExtension],
         "en sk zh-HK Base zh-Hant ru de fr zh-Hans ja tr es uk vi pt-BR id pl sl it ko pt-PT"),
        ("TheBoredTeam__boring.notch", ["BoringNotchXPCHelper": .xpcService, "boringNotch": .app],
         "en Base"),
        ("XcodesOrg__XcodesApp", ["com.xcodesorg.xcodesapp.Helper": .tool, "Xcodes": .app, "XcodesTests": .unitTests],
         "en Base hi fr ru es zh-Hans tr ko it ja zh-Hant de uk fi ca pt-BR nl pl ar th"),
        ("Whisky-App__Whisky", ["Whisky": .app, "WhiskyCmd": .tool, "WhiskyThumbnail": .appExtension],
         "en Base fr es pl ru uk zh-Hans zh-Hant de ko fi ja pt-PT tr it nl vi da pt-BR ro cs ar"),
        ("rxhanson__Rectangle", ["RectangleLauncher": .app, "Rectangle": .app, "RectangleTests": .unitTests],
         "en Base es fr de ru pt-BR pt-PT it pl nl es-419 ja zh-Hans zh-Hant ko zh-Hant-HK sv-SE ro id cs sk ca tr ca-ES uk vi lt ar nb nn en-GB"),
        ("khcrysalis__Feather", ["Feather": .app],
         "en Base de fr ru es vi tr id pl it zh-Hans"),
        ("LiveContainer__LiveContainer", ["SideStoreSupport": .framework, "LiveContainerSwiftUI": .framework, "TweakLoader": .dynamicLibrary, "ZSign": .dynamicLibrary, "TestJITLess": .dynamicLibrary, "LaunchAppExtension": .appExtension, "LiveContainer": .app, "ShareExtension": .appExtension, "LiveProcess": .appExtension, "LiveContainerShared": .framework],
         "en no Base de he ar el ja uk es_419 pt_PT es da it sk zh_CN pt_BR ms sv en_AU cs ko hu tr pl fr_CA vi ru en_GB fr fi id nl th ro zh_HK hr hi ca zh_TW"),
    ]

    /// The app's single project.
    static func project(_ app: String) throws -> XcodeProject {
        let folder = try #require(Corpus.real).appendingPathComponent(app)
        let xcodeproj = try #require(try FileManager.default.contentsOfDirectory(atPath: folder.path).first { $0.hasSuffix(".xcodeproj") })
        return try PBXProjectReader.read(xcodeproj: folder.appendingPathComponent(xcodeproj).path, workingDirectory: "/")
    }

    /// The corpus files of an app with this extension, absolute and standardized.
    static func files(_ app: String, _ pathExtension: String) throws -> [String] {
        Corpus.files(under: try #require(Corpus.real).appendingPathComponent(app))
            .filter { $0.pathExtension == pathExtension }.map(\.standardizedFileURL.path)
    }

    @Test func targetsKindsAndRegionsMatchTheCorpusTable() throws {
        for (app, targets, regions) in Self.expected {
            let project = try Self.project(app)
            #expect(Dictionary(uniqueKeysWithValues: project.targets.map { ($0.name, $0.kind) }) == targets, "\(app)")
            #expect(project.knownRegions == regions.split(separator: " ").map(String.init), "\(app)")
            #expect(project.developmentRegion == "en", "\(app)")
            #expect(project.declaredLanguages.allSatisfy { $0 != "Base" && !$0.contains("_") }, "\(app)")
        }
    }

    @Test func everySwiftFileATargetListsExists() throws {
        for (app, _, _) in Self.expected {
            let project = try Self.project(app)
            for target in project.targets {
                for file in target.membership.swiftFiles {
                    #expect(FileManager.default.fileExists(atPath: file), "\(app) \(target.name): \(file)")
                }
            }
            // Whatever the way a target names it, a file it compiles is a corpus file of the app.
            let swift = try Self.files(app, "swift")
            let compiled = swift.filter { file in project.targets.contains { $0.membership.compiles(file) } }
            #expect(!compiled.isEmpty, "\(app)")
        }
    }

    @Test func filesBelongToTheTargetsThatBuildThem() throws {
        let real = try #require(Corpus.real).standardizedFileURL.path
        func targets(_ project: XcodeProject, compiling path: String) -> [String] {
            project.targets.filter { $0.membership.compiles(real + "/" + path) }.map(\.name)
        }
        func targets(_ project: XcodeProject, bundling path: String) -> [String] {
            project.targets.filter { $0.membership.bundles(real + "/" + path) }.map(\.name)
        }
        // Loop: one target, one synchronized folder, every file.
        let loop = try Self.project("MrKai77__Loop")
        for file in try Self.files("MrKai77__Loop", "swift") {
            #expect(loop.targets.filter { $0.membership.compiles(file) }.map(\.name) == ["Loop"], "\(file)")
        }
        // IceCubes: extensions take single files from folders no target lists, or from the app's.
        let iceCubes = try Self.project("Dimillian__IceCubesApp")
        #expect(targets(iceCubes, compiling: "Dimillian__IceCubesApp/IceCubesNotifications/NotificationService.swift") == ["IceCubesNotifications"])
        #expect(targets(iceCubes, compiling: "Dimillian__IceCubesApp/IceCubesShareExtension/ShareViewController.swift") == ["IceCubesShareExtension"])
        #expect(targets(iceCubes, compiling: "Dimillian__IceCubesApp/IceCubesAppIntents/ListEntity.swift") == ["IceCubesAppWidgetsExtensionExtension"])
        #expect(targets(iceCubes, compiling: "Dimillian__IceCubesApp/IceCubesAppIntents/AppAccountEntity.swift") == ["IceCubesApp", "IceCubesAppWidgetsExtensionExtension"])
        #expect(targets(iceCubes, bundling: "Dimillian__IceCubesApp/IceCubesApp/Resources/Localization/Localizable.xcstrings")
            == ["IceCubesApp", "IceCubesNotifications", "IceCubesShareExtension"])
        #expect(targets(iceCubes, compiling: "Dimillian__IceCubesApp/Packages/Timeline/Sources/Timeline/View/TimelineView.swift").isEmpty, "a package's code")
        // DockDoor: the project names Settings/Help/BaseSettingsView.swift; a stray copy beside it is built by nothing.
        let dockDoor = try Self.project("ejbills__DockDoor")
        #expect(targets(dockDoor, compiling: "ejbills__DockDoor/DockDoor/Views/Settings/Help/BaseSettingsView.swift") == ["DockDoor"])
        #expect(targets(dockDoor, compiling: "ejbills__DockDoor/DockDoor/Views/Settings/BaseSettingsView.swift").isEmpty)
        // NetNewsWire: the shared catalogs go into both apps; a package's catalog into no target.
        let netNewsWire = try Self.project("Ranchero-Software__NetNewsWire")
        #expect(targets(netNewsWire, bundling: "Ranchero-Software__NetNewsWire/Shared/Localizable.xcstrings") == ["NetNewsWire", "NetNewsWire-iOS"])
        #expect(targets(netNewsWire, bundling: "Ranchero-Software__NetNewsWire/Mac/AccountStats/mul.lproj/AccountStatsWindow.xcstrings") == ["NetNewsWire"])
        #expect(targets(netNewsWire, bundling: "Ranchero-Software__NetNewsWire/Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings").isEmpty)
        // Rectangle: storyboard catalogs through variant groups, one per app.
        let rectangle = try Self.project("rxhanson__Rectangle")
        #expect(targets(rectangle, bundling: "rxhanson__Rectangle/Rectangle/mul.lproj/Main.xcstrings") == ["Rectangle"])
        #expect(targets(rectangle, bundling: "rxhanson__Rectangle/RectangleLauncher/mul.lproj/Main.xcstrings") == ["RectangleLauncher"])
    }

    @Test func buildSettingsOfTheCorpus() throws {
        // NetNewsWire sets its conditions in .xcconfig files of a synchronized folder.
        let netNewsWire = try Self.project("Ranchero-Software__NetNewsWire")
        let mac = try #require(netNewsWire.target(named: "NetNewsWire"))
        #expect(mac.platforms == [TargetPlatform(os: "macOS")])
        #expect(mac.shippingConfigurations.map(\.name) == ["Release"])
        let release = try #require(mac.shippingConfigurations.first).compilationConditions(for: TargetPlatform(os: "macOS"))
        #expect(!release.certain.contains("DEBUG") && release.isComplete)
        // IceCubes: DEBUG only in Debug; the app builds for iOS, Mac Catalyst and visionOS.
        let iceCubes = try Self.project("Dimillian__IceCubesApp")
        let app = try #require(iceCubes.target(named: "IceCubesApp"))
        #expect(app.platforms == [TargetPlatform(os: "iOS"), TargetPlatform(os: "iOS", isCatalyst: true), TargetPlatform(os: "visionOS")])
        #expect(app.configurations.first { $0.name == "Debug" }?.compilationConditions(for: nil).certain.contains("DEBUG") == true)
        #expect(app.shippingConfigurations.allSatisfy { !$0.compilationConditions(for: nil).certain.contains("DEBUG") })
        #expect(app.shippingConfigurations.first?.flag("SWIFT_EMIT_LOC_STRINGS") == true)
        // The project's Debug configuration names an .xcconfig that is not in the repository.
        #expect(iceCubes.problems.map(\.message) == ["cannot read the .xcconfig \(iceCubes.folder)/IceCubesApp.xcconfig: No such file or directory"])
    }

    @Test func theAuditOfEachAppReadsItsBundles() throws {
        let real = try #require(Corpus.real)
        for (app, _, _) in Self.expected {
            let root = real.appendingPathComponent(app).path
            let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: root), workingDirectory: root), rules: AuditRules())
            let run = audit.run(paths: [root], jobs: 2)
            #expect(run.projects.projects.count == 1, "\(app)")
            // Every app builds its code from the main bundle: no lookup is in the wrong bundle.
            let wrongBundle = run.sources.flatMap(\.findings).filter { $0.ruleID == "key-in-wrong-bundle" }
            #expect(wrongBundle.isEmpty, "\(app): \(wrongBundle.map(\.message))")
            // A file a target compiles is in that target's module.
            for source in run.sources where !source.source.targets.isEmpty {
                #expect(source.module == source.source.targets[0], "\(source.path)")
            }
            if app == "XcodesOrg__XcodesApp" {
                let skipped = run.sources.flatMap { $0.source.skipped.map(\.reason) }
                #expect(skipped == ["#if DEBUG (line 78) is false in every release build of Xcodes"])
            }
        }
    }
}
