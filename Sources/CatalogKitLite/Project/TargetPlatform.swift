/// An operating system a target is built for, as Swift's `#if os(…)` names it, and whether the build
/// is the Mac Catalyst variant of an iPad app (where `os(iOS)` holds too).
public struct TargetPlatform: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The name `os(…)` takes: `iOS`, `macOS`, `tvOS`, `watchOS`, `visionOS`.
    public var os: String
    /// Whether this is a Mac Catalyst build (`targetEnvironment(macCatalyst)`).
    public var isCatalyst: Bool

    /// Creates a platform.
    public init(os: String, isCatalyst: Bool = false) {
        self.os = os
        self.isCatalyst = isCatalyst
    }

    /// `iOS`, or `iOS (Mac Catalyst)`.
    public var description: String { isCatalyst ? "\(os) (Mac Catalyst)" : os }

    /// By name, Catalyst after the plain platform.
    public static func < (lhs: TargetPlatform, rhs: TargetPlatform) -> Bool {
        (lhs.os, lhs.isCatalyst ? 1 : 0) < (rhs.os, rhs.isCatalyst ? 1 : 0)
    }

    /// The `os(…)` name of an SDK or platform name as build settings write it (`iphoneos`,
    /// `iphonesimulator`, `macosx`, `xros`, `appletvos`, `watchsimulator`; XcodeGen's `iOS`).
    public static func os(ofSDK name: String) -> String? {
        let lowered = name.lowercased()
        let base = lowered.hasSuffix(".sdk") ? String(lowered.dropLast(4)) : lowered
        let stem = base.prefix { $0.isLetter }
        switch stem {
        case "iphoneos", "iphonesimulator", "ios": return "iOS"
        case "macosx", "macos": return "macOS"
        case "appletvos", "appletvsimulator", "tvos": return "tvOS"
        case "watchos", "watchsimulator": return "watchOS"
        case "xros", "xrsimulator", "visionos": return "visionOS"
        default: return nil
        }
    }
}
