/// What one build knows when it decides an `#if`: the compilation conditions it sets, the operating
/// system it builds for, the Swift language mode, and whether it is a test build.
///
/// Conditions are decided in three values: `true`, `false`, or `nil` when the build does not say
/// (an `arch()`, a name set by an `.xcconfig` that could not be read). Only a condition that is
/// `false` keeps code out of what ships.
public struct BuildEnvironment: Hashable, Sendable {
    /// The compilation conditions the build certainly sets.
    public var setConditions: Set<String>
    /// Those it may set (an uncertain setting).
    public var possibleConditions: Set<String>
    /// Whether every setting was read, so that a name the build does not set is off.
    public var conditionsAreComplete: Bool
    /// Names known to be off even when the settings are incomplete (`DEBUG` in a release build).
    public var offConditions: Set<String>
    /// The system `os()` tests, `nil` when unknown.
    public var os: String?
    /// Whether the build is Mac Catalyst, `nil` when unknown.
    public var isCatalyst: Bool?
    /// The Swift language mode (`swift()`), `nil` when unknown.
    public var swiftVersion: [Int]?
    /// Whether the build is of tests, where XCTest can be imported.
    public var isTestBuild: Bool

    /// Creates an environment.
    public init(
        setConditions: Set<String> = [], possibleConditions: Set<String> = [], conditionsAreComplete: Bool = false,
        offConditions: Set<String> = ["DEBUG"], os: String? = nil, isCatalyst: Bool? = nil, swiftVersion: [Int]? = nil,
        isTestBuild: Bool = false
    ) {
        self.setConditions = setConditions
        self.possibleConditions = possibleConditions
        self.conditionsAreComplete = conditionsAreComplete
        self.offConditions = offConditions
        self.os = os
        self.isCatalyst = isCatalyst
        self.swiftVersion = swiftVersion
        self.isTestBuild = isTestBuild
    }

    /// A release build of which nothing else is known: a Swift package's, or a file's that no
    /// project builds. `DEBUG` is off, the simulator and XCTest are out; everything else is unknown.
    public static let release = BuildEnvironment()

    /// The oldest compiler an Xcode that writes String Catalogs has (Xcode 15 shipped Swift 5.9).
    static let minimumCompiler = [5, 9]

    /// Decides a condition: `true`, `false`, or `nil` when the build does not say.
    public func evaluate(_ condition: CompilationCondition) -> Bool? {
        switch condition {
        case .literal(let value):
            return value
        case .flag(let name):
            if setConditions.contains(name) { return true }
            if Self.otherPlatformsFlags.contains(name) { return false }
            if possibleConditions.contains(name) { return nil }
            return conditionsAreComplete || offConditions.contains(name) ? false : nil
        case .os(let name):
            // VoiceOver runs on Apple's systems only: another system's branch never reaches it.
            if !Self.appleSystems.contains(Self.osName(name)) { return false }
            guard let os else { return nil }
            return Self.osName(name) == os
        case .arch:
            return nil
        case .canImport(let module):
            return canImport(module)
        case .targetEnvironment(let name):
            switch name {
            case "simulator": return false
            case "macCatalyst": return isCatalyst
            default: return nil
            }
        case .version(let check):
            let known: [Int]
            if check.function == "swift" {
                guard let swiftVersion else { return nil }
                known = swiftVersion
            } else {
                // Only the lower bound of the compiler is known.
                guard !Self.isLess(Self.minimumCompiler, check.version) else { return nil }
                return check.isAtLeast
            }
            return Self.isLess(known, check.version) ? !check.isAtLeast : check.isAtLeast
        case .unknown:
            return nil
        case .not(let inner):
            return evaluate(inner).map { !$0 }
        case .all(let items):
            var result: Bool? = true
            for item in items {
                switch evaluate(item) {
                case false?: return false
                case nil: result = nil
                case true?: continue
                }
            }
            return result
        case .any(let items):
            var result: Bool? = false
            for item in items {
                switch evaluate(item) {
                case true?: return true
                case nil: result = nil
                case false?: continue
                }
            }
            return result
        }
    }

    /// Flags that tools building for other platforms set, and no Apple build does unless its
    /// settings say so: `SKIP`, set where Skip transpiles the app's Swift to Kotlin for Android
    /// (Skip's showcase keeps its Material-only buttons in `#if SKIP`).
    static let otherPlatformsFlags: Set<String> = ["SKIP"]

    /// The systems `os()` names that VoiceOver runs on.
    static let appleSystems: Set<String> = ["iOS", "macOS", "tvOS", "watchOS", "visionOS"]

    /// Modules every Apple system has (a cross-platform app's `#if canImport(AVFoundation)` …
    /// `#else` keeps its Linux and Windows code in the `#else`).
    static let modulesOfEveryAppleSystem: Set<String> = [
        "Foundation", "SwiftUI", "Combine", "Darwin", "Dispatch", "os", "ObjectiveC", "CoreFoundation", "CoreGraphics", "CoreText",
        "CoreData", "CoreLocation", "CoreImage", "CoreVideo", "CoreMedia", "AVFoundation", "AVKit", "CryptoKit", "Network", "StoreKit",
        "UniformTypeIdentifiers", "MapKit", "CloudKit", "Security", "Observation", "SwiftData", "Charts", "OSLog", "QuartzCore",
        "Accessibility", "NaturalLanguage", "GameKit", "UserNotifications", "WidgetKit", "ImageIO", "Metal", "Photos",
    ]

    /// System modules of other platforms, which no Apple build imports.
    static let modulesOfOtherSystems: Set<String> = ["Glibc", "Musl", "Bionic", "Android", "WinSDK", "ucrt", "CRT", "WASILibc", "Gtk", "Adwaita"]

    /// `canImport`: XCTest only in tests; UIKit and AppKit by the system; modules every Apple system
    /// has, yes; other systems' modules, no; any other module unknown.
    private func canImport(_ module: String) -> Bool? {
        if Self.modulesOfEveryAppleSystem.contains(module) { return true }
        if Self.modulesOfOtherSystems.contains(module) { return false }
        switch module {
        case "XCTest":
            return isTestBuild
        case "UIKit":
            guard let os else { return nil }
            return os == "iOS" || os == "tvOS" || os == "visionOS"
        case "AppKit":
            guard let os else { return nil }
            return os == "macOS" && isCatalyst != true
        case "WatchKit":
            guard let os else { return nil }
            return os == "watchOS"
        default:
            return nil
        }
    }

    /// The `os()` name Swift uses for a spelling it also accepts.
    private static func osName(_ name: String) -> String {
        switch name {
        case "OSX": "macOS"
        case "xrOS": "visionOS"
        default: name
        }
    }

    /// Whether version `a` is lower than `b`, missing numbers being 0.
    static func isLess(_ a: [Int], _ b: [Int]) -> Bool {
        for index in 0..<max(a.count, b.count) {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
