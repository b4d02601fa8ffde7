/// One build configuration of a target (`Debug`, `Release`) and the facts the audit needs from its
/// settings: the platforms, the compilation conditions `#if` sees, and the localization settings.
public struct TargetConfiguration: Sendable {
    /// The configuration's name.
    public var name: String
    /// Every setting, layered (see ``BuildSettings``).
    public var settings: BuildSettings
    /// The settings Xcode defines itself for this target (`TARGET_NAME`, `SRCROOT`, …).
    public var builtIn: [String: String]

    /// Creates a configuration.
    public init(name: String, settings: BuildSettings, builtIn: [String: String] = [:]) {
        self.name = name
        self.settings = settings
        self.builtIn = builtIn.merging(["CONFIGURATION": name]) { $1 }
    }

    private func context(sdk: String? = nil) -> BuildSettings.Context {
        BuildSettings.Context(configuration: name, sdk: sdk, builtIn: builtIn)
    }

    /// A setting's value, and whether it is certain.
    public func value(_ key: String) -> (text: String, isCertain: Bool) {
        settings.value(key, in: context())
    }

    /// A `YES`/`NO` setting: `nil` when it is not set or not certain.
    public func flag(_ key: String) -> Bool? {
        let (text, certain) = value(key)
        guard certain else { return nil }
        switch text.uppercased() {
        case "YES", "TRUE", "1": return true
        case "NO", "FALSE", "0": return false
        default: return nil
        }
    }

    /// Whether this is a debug configuration: named `Debug…`, or setting the `DEBUG` condition.
    public var isDebug: Bool {
        name.lowercased().hasPrefix("debug") || settings.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS", in: context()).certain.contains("DEBUG")
    }

    /// Whether the configuration builds for testers, not for the App Store: named for a pre-release
    /// (`Beta`, `Alpha`, `Staging`, `Internal`, `QA`, `Testing`, `Dev`, `Development`, or such a word
    /// first, `Beta-Release`). safeflow's `Beta` sets `BETA`, and `#if DEBUG || BETA` opens its
    /// debug menu in TestFlight builds only.
    public var isForTesters: Bool {
        let first = name.lowercased().prefix { $0.isLetter }
        return Self.testerConfigurationWords.contains(String(first))
    }

    /// The first words of configurations built for testers.
    static let testerConfigurationWords: Set<String> = ["beta", "alpha", "staging", "internal", "qa", "testing", "test", "dev", "development", "preview"]

    /// The platforms the configuration builds for: `SUPPORTED_PLATFORMS`, else `SDKROOT`, plus Mac
    /// Catalyst when `SUPPORTS_MACCATALYST` is on for an iOS target. Empty when unknown.
    public var platforms: [TargetPlatform] {
        var systems = Set(BuildSettings.words(value("SUPPORTED_PLATFORMS").text).compactMap(TargetPlatform.os(ofSDK:)))
        if systems.isEmpty, let os = TargetPlatform.os(ofSDK: value("SDKROOT").text) { systems.insert(os) }
        var result = systems.map { TargetPlatform(os: $0) }
        if systems.contains("iOS"), flag("SUPPORTS_MACCATALYST") == true { result.append(TargetPlatform(os: "iOS", isCatalyst: true)) }
        return result.sorted()
    }

    /// The SDK name conditional settings (`[sdk=iphoneos*]`) match for a platform.
    static func sdk(of platform: TargetPlatform) -> String {
        if platform.isCatalyst { return "macosx" }
        switch platform.os {
        case "iOS": return "iphoneos"
        case "macOS": return "macosx"
        case "tvOS": return "appletvos"
        case "watchOS": return "watchos"
        case "visionOS": return "xros"
        default: return platform.os.lowercased()
        }
    }

    /// The compilation conditions `#if` sees when the configuration builds for `platform` (any
    /// platform when `nil`): `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and the `-D` flags of
    /// `OTHER_SWIFT_FLAGS`. `possible` holds those only an uncertain setting gives; `isComplete` is
    /// false when some settings could not be read, so a condition not listed is not known to be off.
    public func compilationConditions(for platform: TargetPlatform?) -> (certain: Set<String>, possible: Set<String>, isComplete: Bool) {
        let context = context(sdk: platform.map(Self.sdk(of:)))
        let conditions = settings.words("SWIFT_ACTIVE_COMPILATION_CONDITIONS", in: context)
        let flags = settings.value("OTHER_SWIFT_FLAGS", in: context)
        let defines = Self.defines(in: BuildSettings.words(flags.text))
        return (conditions.certain.union(flags.isCertain ? defines : []), conditions.possible.union(defines), conditions.isComplete)
    }

    /// The names `-DNAME` and `-D NAME` define among compiler flags.
    static func defines(in words: [String]) -> Set<String> {
        var result = Set<String>()
        for (index, word) in words.enumerated() where word.hasPrefix("-D") {
            if word.count > 2 {
                result.insert(String(word.dropFirst(2)))
            } else if index + 1 < words.count {
                result.insert(words[index + 1])
            }
        }
        return result
    }

    /// `SWIFT_VERSION` (the language mode `#if swift(…)` compares with), when set.
    public var swiftVersion: String? {
        let (text, certain) = value("SWIFT_VERSION")
        return certain && !text.isEmpty ? text : nil
    }
}
