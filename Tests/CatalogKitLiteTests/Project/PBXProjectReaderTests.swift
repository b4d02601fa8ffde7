import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// `project.pbxproj` into targets: groups and source trees, build phases, variant groups,
/// synchronized folders and their exceptions, configurations layered with `.xcconfig` files,
/// dependencies and embedded products, and the errors of a broken file.
struct PBXProjectReaderTests {
    /// A `project.pbxproj` with these objects (`ID = {…};` lines) and a project object `P`.
    static func pbxproj(_ objects: String, targets: [String], project: String = "") -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \(objects)
        \t\tP /* Project object */ = {isa = PBXProject; mainGroup = MAIN; targets = (\(targets.joined(separator: ", "))); \(project)};
        \t};
        \trootObject = P /* Project object */;
        }
        """
    }

    func read(_ text: String, in folder: TemporaryFolder) throws(ProjectProblem) -> XcodeProject {
        try PBXProjectReader.read(Array(text.utf8), file: "App.xcodeproj/project.pbxproj", xcodeproj: "App.xcodeproj", absolute: folder.path + "/App.xcodeproj")
    }

    @Test func resolvesPathsThroughGroupsAndSourceTrees() throws {
        let folder = try TemporaryFolder()
        let text = Self.pbxproj("""
            MAIN = {isa = PBXGroup; children = (G1, NAMED, ROOTED, ABS, PRODUCT, SDK); sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (G2, F1); path = App; sourceTree = "<group>"; };
            G2 = {isa = PBXGroup; children = (F2); path = "Screens/Home"; sourceTree = "<group>"; };
            NAMED = {isa = PBXGroup; children = (F3); name = "Only a name"; sourceTree = "<group>"; };
            ROOTED = {isa = PBXGroup; children = (F4); path = Deep/Inside; sourceTree = "<group>"; };
            F1 = {isa = PBXFileReference; path = AppMain.swift; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; path = "../HomeView.swift"; sourceTree = "<group>"; };
            F3 = {isa = PBXFileReference; path = Loose.swift; sourceTree = "<group>"; };
            F4 = {isa = PBXFileReference; path = Shared/Root.swift; sourceTree = SOURCE_ROOT; };
            ABS = {isa = PBXFileReference; path = /opt/Absolute.swift; sourceTree = "<absolute>"; };
            PRODUCT = {isa = PBXFileReference; path = Built.swift; sourceTree = BUILT_PRODUCTS_DIR; };
            SDK = {isa = PBXFileReference; path = System/Library/Frameworks/Sdk.swift; sourceTree = SDKROOT; };
            T = {isa = PBXNativeTarget; name = App; buildPhases = (S); productType = "com.apple.product-type.application"; };
            S = {isa = PBXSourcesBuildPhase; files = (B1, B2, B3, B4, B5, B6, B7, BMISSING); };
            B1 = {isa = PBXBuildFile; fileRef = F1; };
            B2 = {isa = PBXBuildFile; fileRef = F2; };
            B3 = {isa = PBXBuildFile; fileRef = F3; };
            B4 = {isa = PBXBuildFile; fileRef = F4; };
            B5 = {isa = PBXBuildFile; fileRef = ABS; };
            B6 = {isa = PBXBuildFile; fileRef = PRODUCT; };
            B7 = {isa = PBXBuildFile; fileRef = SDK; };
            BMISSING = {isa = PBXBuildFile; fileRef = NOTHING; };
            """, targets: ["T"])
        let project = try read(text, in: folder)
        let target = try #require(project.targets.first)
        #expect(target.name == "App" && target.kind == .app)
        #expect(target.membership.swiftFiles == [
            folder.path + "/App/AppMain.swift", folder.path + "/App/Screens/HomeView.swift", folder.path + "/Loose.swift",
            folder.path + "/Shared/Root.swift", "/opt/Absolute.swift",
        ], "build products, SDK files and references to nothing are not sources")
        #expect(project.folder == folder.path)
        #expect(project.name == "App")
    }

    @Test func readsCatalogsThroughVariantGroupsAndEmbeddedProducts() throws {
        let folder = try TemporaryFolder()
        let text = Self.pbxproj("""
            MAIN = {isa = PBXGroup; children = (APPG, EXTG, PRODUCTS); sourceTree = "<group>"; };
            APPG = {isa = PBXGroup; children = (CAT, STORY, SW); path = App; sourceTree = "<group>"; };
            EXTG = {isa = PBXGroup; children = (EXTCAT); path = Widget; sourceTree = "<group>"; };
            PRODUCTS = {isa = PBXGroup; children = (APPX); name = Products; sourceTree = "<group>"; };
            CAT = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
            STORY = {isa = PBXVariantGroup; children = (BASE, MUL); name = Main.storyboard; sourceTree = "<group>"; };
            BASE = {isa = PBXFileReference; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            MUL = {isa = PBXFileReference; path = mul.lproj/Main.xcstrings; sourceTree = "<group>"; };
            SW = {isa = PBXFileReference; path = App.swift; sourceTree = "<group>"; };
            EXTCAT = {isa = PBXFileReference; path = Widget.xcstrings; sourceTree = "<group>"; };
            APPX = {isa = PBXFileReference; explicitFileType = "wrapper.app-extension"; path = Widget.appex; sourceTree = BUILT_PRODUCTS_DIR; };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (RES, EMBED); dependencies = (DEP); productType = "com.apple.product-type.application"; };
            EXT = {isa = PBXNativeTarget; name = Widget; buildPhases = (XRES); productReference = APPX; productType = "com.apple.product-type.app-extension"; };
            TESTS = {isa = PBXNativeTarget; name = AppTests; dependencies = (DEP2); productType = "com.apple.product-type.bundle.unit-test"; };
            AGG = {isa = PBXAggregateTarget; name = "Run Script"; };
            RES = {isa = PBXResourcesBuildPhase; files = (RB1, RB2, RB3); };
            XRES = {isa = PBXResourcesBuildPhase; files = (XB1); };
            EMBED = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 13; files = (EB1); };
            RB1 = {isa = PBXBuildFile; fileRef = CAT; };
            RB2 = {isa = PBXBuildFile; fileRef = STORY; };
            RB3 = {isa = PBXBuildFile; fileRef = SW; };
            XB1 = {isa = PBXBuildFile; fileRef = EXTCAT; };
            EB1 = {isa = PBXBuildFile; fileRef = APPX; };
            DEP = {isa = PBXTargetDependency; target = EXT; targetProxy = PROXY; };
            DEP2 = {isa = PBXTargetDependency; targetProxy = PROXY2; };
            PROXY = {isa = PBXContainerItemProxy; containerPortal = P; proxyType = 1; remoteGlobalIDString = EXT; remoteInfo = Widget; };
            PROXY2 = {isa = PBXContainerItemProxy; containerPortal = P; proxyType = 1; remoteGlobalIDString = APP; remoteInfo = App; };
            """, targets: ["APP", "EXT", "TESTS", "AGG"])
        let project = try read(text, in: folder)
        #expect(project.targets.map(\.name) == ["App", "Widget", "AppTests", "Run Script"])
        #expect(project.targets.map(\.kind) == [.app, .appExtension, .unitTests, .aggregate])
        let app = project.targets[0]
        #expect(app.membership.catalogs == [folder.path + "/App/Localizable.xcstrings", folder.path + "/App/mul.lproj/Main.xcstrings"])
        #expect(app.membership.swiftFiles.isEmpty, "a Swift file copied as a resource is not compiled")
        #expect(app.embeddedTargets == ["Widget"])
        #expect(app.dependencies == ["Widget"])
        #expect(project.targets[1].membership.bundles(folder.path + "/Widget/Widget.xcstrings"))
        #expect(!project.targets[1].membership.bundles(folder.path + "/App/Localizable.xcstrings"))
        #expect(project.targets[2].dependencies == ["App"], "through the container proxy")
        #expect(!TargetKind.aggregate.ships && !TargetKind.unitTests.ships && TargetKind.framework.ships)
    }

    /// caker: the `caked` tool is copied into `caked.app`, whose run-script phase compiles the
    /// catalog (`xcstringstool compile … "${SOURCE_ROOT}/../Resources/Localizable.xcstrings"`): the
    /// app's bundle holds it, and the tool runs with that bundle as its main bundle.
    @Test func scriptPhasesThatCompileCatalogsAndToolsInsideApps() throws {
        let folder = try TemporaryFolder()
        let text = Self.pbxproj(#"""
            MAIN = {isa = PBXGroup; children = (TOOLPRODUCT); sourceTree = "<group>"; };
            TOOLPRODUCT = {isa = PBXFileReference; explicitFileType = "compiled.mach-o.executable"; path = caked; sourceTree = BUILT_PRODUCTS_DIR; };
            TOOL = {isa = PBXNativeTarget; name = caked; productReference = TOOLPRODUCT; productType = "com.apple.product-type.tool"; };
            WRAPPER = {isa = PBXNativeTarget; name = "caked.app"; buildPhases = (COPY, LOCALIZE, OTHER); dependencies = (DEP); productType = "com.apple.product-type.application"; };
            COPY = {isa = PBXCopyFilesBuildPhase; dstSubfolderSpec = 6; files = (CB); };
            CB = {isa = PBXBuildFile; fileRef = TOOLPRODUCT; };
            LOCALIZE = {isa = PBXShellScriptBuildPhase; inputPaths = ("${SOURCE_ROOT}/../Resources/Localizable.xcstrings"); shellScript = "xcrun xcstringstool compile --output-directory \"${METAL_LIBRARY_OUTPUT_DIR}\" \"${SOURCE_ROOT}/../Resources/Localizable.xcstrings\"\nxcrun xcstringstool compile $(SRCROOT)/Extra/Menu.xcstrings\n"; };
            OTHER = {isa = PBXShellScriptBuildPhase; shellScript = "xcstringstool compile ${DERIVED_FILE_DIR}/Generated.xcstrings"; };
            DEP = {isa = PBXTargetDependency; target = TOOL; };
            OTHERAPP = {isa = PBXNativeTarget; name = Other; dependencies = (DEP2); productType = "com.apple.product-type.application"; };
            DEP2 = {isa = PBXTargetDependency; target = TOOL; };
            """#, targets: ["TOOL", "WRAPPER", "OTHERAPP"])
        let project = try read(text, in: folder)
        let parent = URL(fileURLWithPath: folder.path).deletingLastPathComponent().path
        // A path built from another setting is not known.
        #expect(project.targets[1].membership.catalogs == [parent + "/Resources/Localizable.xcstrings", folder.path + "/Extra/Menu.xcstrings"])
        let targets = ProjectTargets([project])
        let tool = ProjectTargets.ID(project: 0, target: 0)
        // The app that copies the tool is a host; one that only depends on it (to build it first) is not.
        #expect(targets.mainBundleHosts(of: [tool]) == [tool, ProjectTargets.ID(project: 0, target: 1)])
    }

    @Test func synchronizedFoldersWithTheirExceptions() throws {
        let folder = try TemporaryFolder()
        let text = Self.pbxproj("""
            MAIN = {isa = PBXGroup; children = (APPDIR, SHARED, EXTDIR); sourceTree = "<group>"; };
            APPDIR = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2, PX, RX, CX); explicitFolders = (Bundled); path = App; sourceTree = "<group>"; };
            SHARED = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X3); path = Shared; sourceTree = "<group>"; };
            EXTDIR = {isa = PBXFileSystemSynchronizedRootGroup; path = Ext; sourceTree = "<group>"; };
            X1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Debug, Extra.swift, Strings/Symbols.xcstrings, Tool.swift); target = APP; };
            X2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Resources/Localizable.xcstrings, Extra.swift); target = EXT; };
            X3 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Entity.swift); target = EXT; };
            PX = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = APPSOURCES; membershipExceptions = (Strings/Symbols.xcstrings, Tool.swift); };
            RX = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = APPRESOURCES; membershipExceptions = (Script.swift); };
            CX = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = APPCOPY; membershipExceptions = (Helper/Other.xcstrings); };
            APP = {isa = PBXNativeTarget; name = App; buildPhases = (APPSOURCES, APPRESOURCES, APPCOPY); fileSystemSynchronizedGroups = (APPDIR); productType = "com.apple.product-type.application"; };
            APPRESOURCES = {isa = PBXResourcesBuildPhase; files = (); };
            APPCOPY = {isa = PBXCopyFilesBuildPhase; files = (); };
            EXT = {isa = PBXNativeTarget; name = Ext; fileSystemSynchronizedGroups = (EXTDIR); productType = "com.apple.product-type.app-extension"; };
            APPSOURCES = {isa = PBXSourcesBuildPhase; files = (); };
            """, targets: ["APP", "EXT"])
        let project = try read(text, in: folder)
        let app = try #require(project.target(named: "App")).membership
        let ext = try #require(project.target(named: "Ext")).membership
        let root = folder.path
        #expect(app.compiles(root + "/App/Views/Home.swift"), "every Swift file below the folder")
        #expect(!app.compiles(root + "/App/Debug/Menu.swift"), "an excluded folder excludes what is below it")
        #expect(!app.compiles(root + "/App/Extra.swift"))
        #expect(!app.compiles(root + "/App/Bundled/Copied.swift"), "an explicit folder is copied, not compiled")
        #expect(!app.compiles(root + "/App/Script.swift"), "put in the Resources phase: copied, not compiled")
        // A build-phase membership exception puts a file in that phase, even one the target's own
        // exceptions leave out: Itori's catalog, moved from Resources to Compile Sources, ships.
        #expect(app.bundles(root + "/App/Strings/Symbols.xcstrings"), "a catalog moved to Compile Sources is compiled")
        #expect(app.compiles(root + "/App/Tool.swift"), "excluded from the folder, added back to Compile Sources")
        #expect(!app.bundles(root + "/App/Helper/Other.xcstrings"), "a catalog in a Copy Files phase is copied as it is")
        #expect(!app.compiles(root + "/AppOther/Home.swift"), "a folder's name is matched whole")
        #expect(app.bundles(root + "/App/Resources/Localizable.xcstrings"))
        #expect(!app.compiles(root + "/Shared/Entity.swift"), "no folder of the app")
        #expect(ext.compiles(root + "/Ext/Widget.swift"))
        #expect(ext.compiles(root + "/App/Extra.swift"), "the app's folder lends the file to the extension")
        #expect(ext.bundles(root + "/App/Resources/Localizable.xcstrings"))
        #expect(!ext.compiles(root + "/App/Views/Home.swift"), "only what the exception names")
        #expect(ext.compiles(root + "/Shared/Entity.swift"), "a folder no target lists lends its files too")
        #expect(!ext.compiles(root + "/Shared/Other.swift"))
    }

    @Test func layersConfigurationsAndXCConfigFiles() throws {
        let folder = try TemporaryFolder()
        try folder.write("Config/Base.xcconfig", """
            // Shared settings
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) FROM_BASE // a comment
            SWIFT_VERSION = 5.0;
            """)
        try folder.write("Config/App.xcconfig", """
            #include "Base.xcconfig"
            #include? "Missing-Optional.xcconfig"
            OTHER_SWIFT_FLAGS = $(inherited) -D VIA_FLAGS -DGLUED
            SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=macosx*] = $(inherited) MAC_ONLY
            SWIFT_ACTIVE_COMPILATION_CONDITIONS[arch=arm64] = $(inherited) ARM_ONLY
            """)
        try folder.write("Synced/Release.xcconfig", "SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(inherited) $(EXTRA_CONDITION) $(UNDEFINED_ONE)\nEXTRA_CONDITION = SHIPPING\n")
        let text = Self.pbxproj("""
            MAIN = {isa = PBXGroup; children = (CFG, SYNCED); sourceTree = "<group>"; };
            CFG = {isa = PBXGroup; children = (APPXC); path = Config; sourceTree = "<group>"; };
            SYNCED = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
            APPXC = {isa = PBXFileReference; path = App.xcconfig; sourceTree = "<group>"; };
            PLIST = {isa = XCConfigurationList; buildConfigurations = (PD, PR); defaultConfigurationName = Release; };
            PD = {isa = XCBuildConfiguration; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = "DEBUG $(inherited)"; SDKROOT = macosx; }; name = Debug; };
            PR = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = macosx; SWIFT_EMIT_LOC_STRINGS = YES; }; name = Release; };
            TLIST = {isa = XCConfigurationList; buildConfigurations = (TD, TR, TB); };
            TD = {isa = XCBuildConfiguration; baseConfigurationReference = APPXC; buildSettings = {SWIFT_ACTIVE_COMPILATION_CONDITIONS = ("$(inherited)", "LOCAL_DEBUG"); }; name = Debug; };
            TR = {isa = XCBuildConfiguration; baseConfigurationReference = APPXC; buildSettings = {SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; SUPPORTS_MACCATALYST = YES; }; name = Release; };
            TB = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = SYNCED; baseConfigurationReferenceRelativePath = Release.xcconfig; buildSettings = {LOCALIZATION_PREFERS_STRING_CATALOGS = NO; }; name = Beta; };
            T = {isa = PBXNativeTarget; name = App; buildConfigurationList = TLIST; productType = "com.apple.product-type.application"; };
            """, targets: ["T"], project: "buildConfigurationList = PLIST;")
        let project = try read(text, in: folder)
        #expect(project.problems.isEmpty, "\(project.problems)")
        let target = try #require(project.targets.first)
        #expect(target.configurations.map(\.name) == ["Debug", "Release", "Beta"])
        let debug = target.configurations[0]
        let release = target.configurations[1]
        let beta = target.configurations[2]
        #expect(debug.isDebug && !release.isDebug && !beta.isDebug)
        // safeflow's `Beta` builds for TestFlight: the App Store gets `Release`.
        #expect(beta.isForTesters && !release.isForTesters && !debug.isForTesters)
        #expect(target.shippingConfigurations.map(\.name) == ["Release"])
        let debugConditions = debug.compilationConditions(for: nil)
        #expect(debugConditions.certain == ["DEBUG", "FROM_BASE", "LOCAL_DEBUG", "VIA_FLAGS", "GLUED"])
        #expect(debugConditions.possible.subtracting(debugConditions.certain) == ["MAC_ONLY", "ARM_ONLY"], "an SDK unknown, an arch always uncertain")
        let ios = release.compilationConditions(for: TargetPlatform(os: "iOS"))
        #expect(ios.certain == ["FROM_BASE", "VIA_FLAGS", "GLUED"] && ios.isComplete)
        #expect(!ios.possible.contains("MAC_ONLY"), "[sdk=macosx*] is decided for an iOS build")
        let mac = release.compilationConditions(for: TargetPlatform(os: "macOS"))
        #expect(mac.certain.contains("MAC_ONLY"))
        let catalyst = release.compilationConditions(for: TargetPlatform(os: "iOS", isCatalyst: true))
        #expect(catalyst.certain.contains("MAC_ONLY"), "Mac Catalyst builds with the macOS SDK")
        #expect(release.platforms == [TargetPlatform(os: "iOS"), TargetPlatform(os: "iOS", isCatalyst: true), TargetPlatform(os: "macOS")])
        #expect(debug.platforms == [TargetPlatform(os: "macOS")], "SDKROOT when no platforms are listed")
        #expect(release.swiftVersion == "5.0")
        #expect(release.flag("SWIFT_EMIT_LOC_STRINGS") == true && beta.flag("LOCALIZATION_PREFERS_STRING_CATALOGS") == false)
        let betaConditions = beta.compilationConditions(for: nil)
        #expect(betaConditions.certain == ["SHIPPING"], "the project has no Beta configuration: only the target's layers")
        #expect(!betaConditions.isComplete, "an undefined variable leaves the conditions uncertain")
    }

    /// Configurations for testers ship only where nothing else is left; debug ones only where every
    /// configuration is one.
    @Test func testerConfigurationsShipOnlyWhenNothingElseDoes() {
        func shipping(_ names: [String]) -> [String] {
            let configurations = names.map { TargetConfiguration(name: $0, settings: BuildSettings()) }
            return ProjectTarget(name: "App", kind: .app, productType: "com.apple.product-type.application", configurations: configurations)
                .shippingConfigurations.map(\.name)
        }
        #expect(shipping(["Debug", "Staging", "Beta-Release", "AppStore"]) == ["AppStore"])
        #expect(shipping(["Debug", "Beta", "QA"]) == ["Beta", "QA"])
        #expect(shipping(["Debug", "Debug-Local"]) == ["Debug", "Debug-Local"])
        #expect(shipping(["Debug", "Release", "Developer ID"]) == ["Release", "Developer ID"], "'Developer' is no pre-release word")
    }

    @Test func reportsAMissingXCConfigAndGoesOn() throws {
        let folder = try TemporaryFolder()
        let text = Self.pbxproj("""
            MAIN = {isa = PBXGroup; children = (XC); sourceTree = "<group>"; };
            XC = {isa = PBXFileReference; path = Secrets.xcconfig; sourceTree = "<group>"; };
            TLIST = {isa = XCConfigurationList; buildConfigurations = (TR, NONAME); };
            TR = {isa = XCBuildConfiguration; baseConfigurationReference = XC; buildSettings = {}; name = Release; };
            NONAME = {isa = XCBuildConfiguration; buildSettings = {}; };
            T = {isa = PBXNativeTarget; name = App; buildConfigurationList = TLIST; productType = "com.apple.product-type.application"; };
            NAMELESS = {isa = PBXNativeTarget; productType = "com.apple.product-type.application"; };
            """, targets: ["T", "NAMELESS"])
        let project = try read(text, in: folder)
        #expect(project.targets.map(\.name) == ["App"])
        #expect(project.problems.map(\.message).contains { $0.hasPrefix("cannot read the .xcconfig Secrets.xcconfig: ") }, "named as the project names it")
        #expect(project.problems.map(\.message).contains("the build configuration NONAME has no name; it is left out"))
        #expect(project.problems.map(\.message).contains("the target NAMELESS has no name; it is left out"))
        #expect(project.problems.allSatisfy { $0.position != nil && $0.file == "App.xcodeproj/project.pbxproj" }, "\(project.problems)")
        #expect(project.targets[0].configurations[0].compilationConditions(for: nil).isComplete == false)
    }

    @Test(arguments: [
        ("{ objects = {}; rootObject = P;", 1, 32, "expected a key or '}', found the end of the file"),
        ("( a )", 1, 1, "expected the project to be a dictionary, found an array"),
        ("{ rootObject = P; }", 1, 1, "the project has no 'objects' dictionary"),
        ("{ objects = { P = {isa = PBXGroup;}; }; rootObject = P; }", 1, 54, "'rootObject' does not name the PBXProject object"),
    ])
    func brokenProjectsAreErrorsWithPositions(text: String, line: Int, column: Int, message: String) throws {
        let folder = try TemporaryFolder()
        do {
            _ = try read(text, in: folder)
            Issue.record("read a broken project")
        } catch {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.file == "App.xcodeproj/project.pbxproj")
            #expect(error.position?.line == line && error.position?.column == column, "\(error)")
        }
    }
}
