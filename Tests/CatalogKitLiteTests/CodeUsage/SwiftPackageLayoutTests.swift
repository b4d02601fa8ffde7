import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Which package target a Swift file or catalog belongs to.
struct SwiftPackageLayoutTests {
    @Test func declaredPathsAreRead() {
        let manifest = """
            let package = Package(
                name: "Kit",
                targets: [
                    .target(name: "Core", dependencies: [.product(name: "Algorithms", package: "swift-algorithms")], path: "Sources/CoreKit"),
                    .target(name: "UI", resources: [.process("Resources")]),
                    .executableTarget(name: "tool", path: "./Tools/tool/"),
                    .testTarget(name: "CoreTests", dependencies: ["Core"]),
                ]
            )
            """
        let targets = SwiftPackageLayout.declaredPaths(in: manifest)
        #expect(targets == [PackageTarget(name: "Core", folder: "Sources/CoreKit"), PackageTarget(name: "tool", folder: "Tools/tool")])
    }

    @Test func filesBelongToTheirTarget() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        let package = root + "/Packages/Kit"
        for folder in ["\(package)/Sources/UI/Views", "\(package)/Sources/CoreKit", "\(root)/App/Sources/Screens"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        try Data(".target(name: \"Core\", path: \"Sources/CoreKit\")".utf8).write(to: URL(fileURLWithPath: package + "/Package.swift"))
        let layout = SwiftPackageLayout()
        #expect(layout.target(ofFileAt: "\(package)/Sources/UI/Views/Row.swift") == PackageTarget(name: "UI", folder: "\(package)/Sources/UI"))
        #expect(layout.target(ofFileAt: "\(package)/Sources/CoreKit/Model.swift") == PackageTarget(name: "Core", folder: "\(package)/Sources/CoreKit"))
        #expect(layout.target(ofFileAt: "\(package)/Package.swift") == nil, "the manifest is in no target")
        // An Xcode app's folder named Sources, with no manifest above it, is in no package.
        #expect(layout.target(ofFileAt: "\(root)/App/Sources/Screens/Home.swift") == nil)
    }

    @Test func testFilesBelongToTestTargets() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        try FileManager.default.createDirectory(atPath: root + "/Tests/KitTests", withIntermediateDirectories: true)
        try Data(".testTarget(name: \"Checks\", path: \"Checks\")".utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let layout = SwiftPackageLayout()
        #expect(layout.target(ofFileAt: root + "/Tests/KitTests/KitTests.swift") == PackageTarget(name: "KitTests", folder: root + "/Tests/KitTests", isTests: true))
        #expect(layout.target(ofFileAt: root + "/Checks/A.swift")?.isTests == true, "a test target with a path")
        #expect(layout.target(ofFileAt: root + "/Sources/Kit/A.swift")?.isTests == false)
    }

    /// GitOK's `MagicAlert`: a package of one target keeps its sources right in `Sources/`, which
    /// SwiftPM builds as that target (a study found its toasts set aside as code no target
    /// compiles). Where `Sources/<name>` exists, or the package has several targets, folders
    /// under `Sources/` are targets as before.
    @Test func aSingleTargetsSourcesMayLieRightInSources() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path
        let single = root + "/MagicAlert", named = root + "/Named", several = root + "/Several"
        for folder in ["\(single)/Sources/Views", "\(named)/Sources/Named", "\(several)/Sources/A"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let oneTarget = #".target(name: "%@", resources: [.process("Localizable.xcstrings")]), .testTarget(name: "Checks")"#
        try Data(oneTarget.replacingOccurrences(of: "%@", with: "MagicAlert").utf8).write(to: URL(fileURLWithPath: single + "/Package.swift"))
        try Data(oneTarget.replacingOccurrences(of: "%@", with: "Named").utf8).write(to: URL(fileURLWithPath: named + "/Package.swift"))
        try Data(#".target(name: "A"), .target(name: "B")"#.utf8).write(to: URL(fileURLWithPath: several + "/Package.swift"))
        let layout = SwiftPackageLayout()
        let magicAlert = PackageTarget(name: "MagicAlert", folder: single + "/Sources")
        #expect(layout.target(ofFileAt: single + "/Sources/ToastView.swift") == magicAlert)
        #expect(layout.target(ofFileAt: single + "/Sources/Views/Row.swift") == magicAlert)
        #expect(layout.target(ofFileAt: single + "/Sources/Localizable.xcstrings") == magicAlert)
        #expect(layout.target(ofFileAt: named + "/Sources/Named/View.swift") == PackageTarget(name: "Named", folder: named + "/Sources/Named"))
        #expect(layout.target(ofFileAt: several + "/Sources/A/View.swift")?.name == "A")
        #expect(layout.target(ofFileAt: several + "/Sources/Loose.swift") == nil)
    }

    /// KozBon's `KozBonPackages`: a helper makes every target, `path: "\(name)/Sources"`, and the
    /// manifest names them only in its products (`.library(name: "AppCore", targets: ["AppCore"])`).
    /// A folder a literal of the manifest names, holding `Sources` or `Tests`, is that target's
    /// (the 48th study found all of the app's code set aside as code no target compiles); a folder
    /// the manifest never names is no target.
    @Test func aTargetsFolderNamedByTheManifestHoldsItsSources() throws {
        let temporary = try TemporaryFolder()
        let root = temporary.path + "/KozBonPackages"
        for folder in ["\(root)/AppCore/Sources/Scenes", "\(root)/AppCore/Tests", "\(root)/Scratch/Sources"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        let manifest = #"""
            func module(_ name: String) -> [Target] { [.target(name: name, path: "\(name)/Sources"), .testTarget(name: "\(name)Tests", path: "\(name)/Tests")] }
            let package = Package(name: "KozBonPackages", products: [.library(name: "AppCore", targets: ["AppCore"])], targets: module("AppCore"))
            """#
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let layout = SwiftPackageLayout()
        let appCore = PackageTarget(name: "AppCore", folder: root + "/AppCore/Sources")
        #expect(layout.target(ofFileAt: root + "/AppCore/Sources/AppCommands.swift") == appCore)
        #expect(layout.target(ofFileAt: root + "/AppCore/Sources/Scenes/Scene.swift") == appCore)
        #expect(layout.target(ofFileAt: root + "/AppCore/Tests/SceneTests.swift") == PackageTarget(name: "AppCoreTests", folder: root + "/AppCore/Tests", isTests: true))
        #expect(layout.target(ofFileAt: root + "/Scratch/Sources/Loose.swift") == nil)
    }

    /// kaset's manifest: the app target excludes its catalog, which a build script compiles into the
    /// app's main bundle, so the catalog is not the package target's (no key-in-wrong-bundle).
    @Test func filesATargetExcludesAreNotItsOwn() throws {
        let manifest = """
            .executableTarget(
                name: "App",
                exclude: [
                    // compiled by Scripts/build-app.sh
                    "Resources/Localizable.xcstrings",
                    "./Generated/",
                ],
                resources: [.process("Resources/de.lproj")]
            ),
            .target(name: "Core", path: "Sources/CoreKit", exclude: ["README.md"]),
            """
        #expect(SwiftPackageLayout.declaredExclusions(in: manifest) == ["App": ["Resources/Localizable.xcstrings", "Generated"], "Core": ["README.md"]])
        let temporary = try TemporaryFolder()
        let root = temporary.path
        try FileManager.default.createDirectory(atPath: root + "/Sources/App/Resources", withIntermediateDirectories: true)
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: root + "/Package.swift"))
        let layout = SwiftPackageLayout()
        #expect(layout.target(ofFileAt: root + "/Sources/App/Resources/Localizable.xcstrings") == nil)
        #expect(layout.target(ofFileAt: root + "/Sources/App/Generated/Strings.swift") == nil)
        #expect(layout.target(ofFileAt: root + "/Sources/App/Resources/Other.xcstrings")?.name == "App", "a catalog it does not exclude")
        #expect(layout.target(ofFileAt: root + "/Sources/App/Main.swift")?.name == "App")
        #expect(layout.target(ofFileAt: root + "/Sources/CoreKit/README.md") == nil)
    }
}
