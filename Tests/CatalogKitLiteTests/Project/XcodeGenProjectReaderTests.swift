import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// XcodeGen's `project.yml`, read as XcodeGen generates the project: targets and kinds, sources with
/// their globs, settings with groups, configs and presets, includes, templates, platforms, and the
/// errors of a broken spec. The specs are written here from XcodeGen's documentation.
struct XcodeGenProjectReaderTests {
    private func read(_ folder: TemporaryFolder, _ spec: String = "project.yml") throws(ProjectProblem) -> XcodeProject {
        try XcodeGenProjectReader.read(spec: folder.path + "/" + spec, workingDirectory: "/")
    }

    @Test func readsTargetsSourcesAndSettings() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Matinee
            options:
              developmentLanguage: de
            settingGroups:
              shared:
                SWIFT_VERSION: "6.0"
                SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) FROM_GROUP
            settings:
              base:
                SWIFT_EMIT_LOC_STRINGS: true
            targets:
              Matinee:
                type: application
                platform: iOS
                supportedDestinations: [iOS, macCatalyst]
                sources:
                  - App
                  - path: Shared
                    excludes: ["**/*Preview.swift", "Legacy"]
                  - path: Resources
                    type: folder
                  - Extra/Main.swift
                dependencies:
                  - target: MatineeWidget
                  - target: Kit
                    embed: false
                  - package: Networking
                settings:
                  groups: [shared]
                  configs:
                    debug:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: $(inherited) MOCKS
              MatineeWidget:
                type: app-extension
                platform: iOS
                sources:
                  - path: Widget
                    includes: ["*.swift", "Localizable.xcstrings"]
              Kit:
                type: framework
                platform: macOS
                sources: Kit
              MatineeTests:
                type: bundle.unit-test
                platform: iOS
                sources: [Tests]
            aggregateTargets:
              Lint:
                targets: [Matinee]
            """)
        let project = try read(folder)
        let root = folder.path
        #expect(project.name == "Matinee" && project.source == .xcodegen)
        #expect(project.developmentRegion == "de" && project.declaredLanguages == ["de"])
        #expect(project.targets.map(\.name) == ["Matinee", "MatineeWidget", "Kit", "MatineeTests", "Lint"])
        #expect(project.targets.map(\.kind) == [.app, .appExtension, .framework, .unitTests, .aggregate])
        #expect(project.problems.isEmpty, "\(project.problems)")
        let app = try #require(project.target(named: "Matinee"))
        #expect(app.membership.compiles(root + "/App/Screens/Home.swift"))
        #expect(app.membership.compiles(root + "/Shared/Model.swift"))
        #expect(!app.membership.compiles(root + "/Shared/Views/HomePreview.swift"), "excluded by a globstar pattern")
        #expect(!app.membership.compiles(root + "/Shared/Legacy/Old.swift"), "an excluded folder")
        #expect(!app.membership.compiles(root + "/Resources/Script.swift"), "a folder reference is copied, not compiled")
        #expect(app.membership.compiles(root + "/Extra/Main.swift"), "a file source")
        #expect(!app.membership.compiles(root + "/Extra/Other.swift"))
        #expect(app.dependencies == ["MatineeWidget", "Kit"])
        #expect(app.embeddedTargets == ["MatineeWidget"], "an application embeds unless embed: false")
        let widget = try #require(project.target(named: "MatineeWidget"))
        #expect(widget.membership.compiles(root + "/Widget/Widget.swift"))
        #expect(widget.membership.bundles(root + "/Widget/Localizable.xcstrings"))
        #expect(!widget.membership.bundles(root + "/Widget/Other.xcstrings"), "only what includes name")
        #expect(app.configurations.map(\.name) == ["Debug", "Release"])
        let debug = app.configurations[0].compilationConditions(for: nil)
        let release = app.configurations[1].compilationConditions(for: nil)
        #expect(debug.certain == ["DEBUG", "FROM_GROUP", "MOCKS"], "the preset, the group, and the debug config")
        #expect(release.certain == ["FROM_GROUP"])
        #expect(app.configurations[1].flag("SWIFT_EMIT_LOC_STRINGS") == true, "a YAML boolean is YES")
        #expect(app.configurations[1].swiftVersion == "6.0")
        #expect(app.platforms == [TargetPlatform(os: "iOS"), TargetPlatform(os: "iOS", isCatalyst: true)])
        #expect(project.target(named: "Kit")?.platforms == [TargetPlatform(os: "macOS")])
        #expect(project.target(named: "Lint")?.dependencies == ["Matinee"])
    }

    /// Capsule's `App/project.yml`, generated with `--project-root .`: its sources (`App/Sources`)
    /// are named from the folder above the spec, where they are; the project's folder is that one.
    /// A spec whose sources are beside it keeps its own folder.
    @Test func aSpecGeneratedFromTheFolderAboveItNamesSourcesFromThere() throws {
        let folder = try TemporaryFolder()
        try folder.write("App/project.yml", """
            name: Capsule
            targets:
              Capsule:
                type: application
                platform: macOS
                sources:
                  - path: App/Sources
                  - path: App/Resources/Localizable.xcstrings
            """)
        try folder.write("App/Sources/CapsuleMain.swift", "@main struct CapsuleMain: App {}\n")
        try folder.write("App/Resources/Localizable.xcstrings", "{}")
        let project = try read(folder, "App/project.yml")
        #expect(project.folder == URL(fileURLWithPath: folder.path).standardizedFileURL.path)
        let target = try #require(project.targets.first)
        #expect(target.membership.folders.map(\.path) == [project.folder + "/App/Sources"])
        #expect(target.membership.catalogs == [project.folder + "/App/Resources/Localizable.xcstrings"])

        try folder.write("Beside/project.yml", "name: Beside\ntargets:\n  Beside:\n    type: application\n    platform: iOS\n    sources: [Sources]\n")
        try folder.write("Beside/Sources/Main.swift", "\n")
        #expect(try read(folder, "Beside/project.yml").folder.hasSuffix("/Beside"))
    }

    @Test func mergesIncludedSpecs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Specs/base.yml", """
            configs:
              Debug: debug
              Beta: release
              Release: release
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  configs:
                    beta:
                      SWIFT_ACTIVE_COMPILATION_CONDITIONS: BETA
            """)
        try folder.write("Specs/absolute.yml", """
            targets:
              Tool:
                type: tool
                platform: macOS
                sources: [Tool]
            """)
        try folder.write("project.yml", """
            name: Merged
            include:
              - Specs/base.yml
              - path: Specs/absolute.yml
                relativePaths: false
              - path: Specs/disabled.yml
                enable: false
              - Specs/missing.yml
            targets:
              App:
                sources:REPLACE: [Main]
                dependencies:
                  - target: Tool
            """)
        let project = try read(folder)
        let root = folder.path
        let app = try #require(project.target(named: "App"))
        #expect(app.kind == .app, "the included target, with the including spec's fields merged on top")
        #expect(app.membership.compiles(root + "/Main/App.swift"), ":REPLACE replaces the sources")
        #expect(!app.membership.compiles(root + "/Specs/App/App.swift"))
        #expect(app.configurations.map(\.name) == ["Debug", "Beta", "Release"])
        #expect(app.configurations[1].compilationConditions(for: nil).certain == ["BETA"], "'beta' matches the config Beta")
        #expect(app.configurations[2].compilationConditions(for: nil).certain.isEmpty)
        let tool = try #require(project.target(named: "Tool"))
        #expect(tool.membership.compiles(root + "/Tool/main.swift"), "relativePaths: false: from the root spec's folder")
        #expect(project.problems.map(\.message) == ["the included spec Specs/missing.yml does not exist"])
        #expect(project.problems.first?.file.hasSuffix("project.yml") == true && project.problems.first?.position?.line == 8)
    }

    @Test func templatesAndPlatformLists() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Multi
            targetTemplates:
              Feature:
                type: framework
                sources:
                  - Features/${target_name}
            targets:
              Player:
                templates: [Feature]
                platform: [iOS, macOS]
                settings:
                  SWIFT_ACTIVE_COMPILATION_CONDITIONS: ON_${platform}
              Broken:
                templates: [Missing]
                platform: iOS
            """)
        let project = try read(folder)
        #expect(project.targets.map(\.name) == ["Player_iOS", "Player_macOS", "Broken"])
        let mac = try #require(project.target(named: "Player_macOS"))
        #expect(mac.kind == .framework)
        #expect(mac.membership.compiles(folder.path + "/Features/Player/View.swift"))
        #expect(mac.platforms == [TargetPlatform(os: "macOS")])
        #expect(mac.configurations[1].compilationConditions(for: nil).certain == ["ON_macOS"])
        #expect(project.problems.map(\.message).sorted() == ["the target 'Broken' has no type", "the target template 'Missing' is not defined in targetTemplates"])
    }

    /// Dawnbreak's spec shares values through anchors (`&app_group`), and many specs share
    /// settings with a merge key: a spec that uses them is read, not refused.
    @Test func anchorsAndMergeKeysShareSettings() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Shared
            settings: &common
              SWIFT_ACTIVE_COMPILATION_CONDITIONS: SHARED
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                settings:
                  <<: *common
              Widget:
                type: app-extension
                platform: iOS
                sources: &widgetSources
                  - Widget
                settings: *common
            """)
        let project = try read(folder)
        #expect(project.targets.map(\.name) == ["App", "Widget"])
        let app = try #require(project.target(named: "App"))
        let widget = try #require(project.target(named: "Widget"))
        #expect(app.configurations[1].compilationConditions(for: nil).certain.contains("SHARED"), "\(app.configurations)")
        #expect(widget.configurations[1].compilationConditions(for: nil).certain.contains("SHARED"))
        #expect(widget.membership.compiles(folder.path + "/Widget/Widget.swift") && !widget.membership.compiles(folder.path + "/App/App.swift"))
    }

    @Test func brokenSpecsAreErrorsWithPositions() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", "name: App\ntargets:\n  App: &app\n    type: application\n  Tool: *missing\n")
        do {
            _ = try read(folder)
            Issue.record("read a spec with an alias of no anchor")
        } catch {
            #expect(error.message == "the alias '*missing' names no anchor written before it" && error.id == "project-syntax")
            #expect(error.position?.line == 5 && error.position?.column == 9)
            #expect(error.file.hasSuffix("project.yml"))
        }
        try folder.write("list.yml", "- a\n- b\n")
        do {
            _ = try read(folder, "list.yml")
            Issue.record("read a spec that is a list")
        } catch {
            #expect(error.message == "expected the spec to be a mapping, found a sequence")
        }
        try folder.write("cycle.yml", "include: [cycle.yml]\nname: Cycle\n")
        #expect(try read(folder, "cycle.yml").problems.map(\.message) == ["the spec includes itself through cycle.yml"])
    }

    @Test func discoveryReadsASpecUnlessItsProjectWasGenerated() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", "name: Spec\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n")
        try folder.write("App/Localizable.xcstrings", "{}")
        // noop commits the generated project's workspace data, not its project file: the folder is
        // no project, and no error.
        try folder.write("Spec.xcodeproj/project.xcworkspace/xcshareddata/swiftpm/Package.resolved", "{}")
        let fromSpec = CatalogDiscovery().discoverFiles([folder.path])
        #expect(fromSpec.projects.projects.map(\.name) == ["Spec"])
        #expect(fromSpec.catalogs.map(\.module) == ["App"])
        #expect(fromSpec.unreadableProjects.isEmpty, "\(fromSpec.unreadableProjects)")
        try folder.write("Spec.xcodeproj/project.pbxproj", PBXProjectReaderTests.pbxproj("""
            MAIN = {isa = PBXGroup; children = (DIR); sourceTree = "<group>"; };
            DIR = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
            T = {isa = PBXNativeTarget; name = Generated; fileSystemSynchronizedGroups = (DIR); productType = "com.apple.product-type.application"; };
            """, targets: ["T"]))
        let generated = CatalogDiscovery().discoverFiles([folder.path])
        #expect(generated.projects.projects.map(\.source) == [.xcodeproj], "the generated project is read instead of the spec")
        #expect(generated.catalogs.map(\.module) == ["Generated"])
    }

    @Test(arguments: [
        ("*.swift", "Home.swift", true), ("*.swift", "Views/Home.swift", false), ("**/*.swift", "Views/Deep/Home.swift", true),
        ("**/*.swift", "Home.swift", true), ("Views/**", "Views/Deep/Home.swift", true), ("Legacy", "Legacy/Old.swift", true),
        ("Legacy", "LegacyTwo/Old.swift", false), ("[A-C]*.swift", "Bar.swift", true), ("[!A-C]*.swift", "Bar.swift", false),
        ("Home?.swift", "Home2.swift", true), ("Home?.swift", "Home.swift", false), ("./*Tests.swift", "HomeTests.swift", true),
        ("[unclosed", "[unclosed", true), ("**/**/*.md", "a/b.md", true),
    ])
    func globsMatchAsBashDoes(pattern: String, path: String, matches: Bool) {
        #expect(SourceGlob(pattern).matches(path) == matches, "\(pattern) \(path)")
    }

    @Test func aHostileGlobStaysCheap() {
        let pattern = String(repeating: "*a", count: 2_000) + "b"
        let path = String(repeating: "a", count: 2_000)
        #expect(!SourceGlob(pattern).matches(path))
        let deep = String(repeating: "**/", count: 500) + "x"
        #expect(SourceGlob(deep).matches(String(repeating: "d/", count: 500) + "x"))
    }

    /// Plozz's spec (46th study): a setting written twice is a problem, and the later value is used,
    /// not a spec refused (which took the whole app out of the run); a target type written as the
    /// whole product type is the type XcodeGen builds.
    @Test func aKeyWrittenTwiceAndAWholeProductTypeStillReadTheSpec() throws {
        let folder = try TemporaryFolder()
        try folder.write("project.yml", """
            name: Plozz
            targets:
              Plozz:
                type: application
                platform: tvOS
                sources: [App]
                info:
                  properties:
                    OMDBAPIKey: $(OMDB_API_KEY)
                    OMDBAPIKey: $(OMDB_API_KEY)
              PlozzTopShelf:
                type: com.apple.product-type.tv-app-extension
                platform: tvOS
                sources: [TopShelf]
            """)
        let project = try read(folder)
        #expect(project.targets.map(\.name) == ["Plozz", "PlozzTopShelf"])
        #expect(project.target(named: "PlozzTopShelf")?.kind == .appExtension)
        #expect(project.target(named: "PlozzTopShelf")?.productType == "com.apple.product-type.tv-app-extension")
        #expect(project.problems.map { "\($0.position?.line ?? 0) \($0.message)" } == [
            "10 the key 'OMDBAPIKey' is written twice in this mapping; the later value is used (a YAML reader that checks keys refuses the spec)",
        ])
    }
}
