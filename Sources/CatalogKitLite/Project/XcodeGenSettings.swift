/// XcodeGen's build settings: a plain map of settings, or `groups` (setting groups by name), `base`
/// and `configs` (merged in that order; a `configs` key applies to each configuration whose name
/// contains it, case aside, unless one configuration's name is the key itself), and the presets
/// XcodeGen applies before them.
struct XcodeGenSettings {
    /// The spec's `settingGroups`.
    let groups: [String: YAMLValue]
    /// Reports problems against a value's file.
    let problem: (String, YAMLValue) -> Void

    /// Adds the assignments of a settings spec for `configuration` to `settings`.
    func apply(_ spec: YAMLValue?, configuration: String, into settings: inout BuildSettings) {
        var visited = Set<String>()
        apply(spec, configuration: configuration, into: &settings, visited: &visited)
    }

    private func apply(_ spec: YAMLValue?, configuration: String, into settings: inout BuildSettings, visited: inout Set<String>) {
        guard let spec else { return }
        guard let entries = spec.mapping else {
            if case .null = spec.content { return }
            problem("expected settings to be a mapping, found \(spec.kindInWords)", spec)
            return
        }
        let isStructured = entries.contains { ["groups", "base", "configs"].contains($0.key) }
        guard isStructured else {
            assign(entries, into: &settings)
            return
        }
        for name in spec["groups"]?.sequence?.compactMap(\.scalar) ?? [] {
            guard let group = groups[name] else {
                problem("the setting group '\(name)' is not defined in settingGroups", spec["groups"] ?? spec)
                continue
            }
            // A group that includes itself again would never end.
            guard visited.insert(name).inserted else { continue }
            apply(group, configuration: configuration, into: &settings, visited: &visited)
            visited.remove(name)
        }
        assign(spec["base"]?.mapping ?? [], into: &settings)
        let configs = spec["configs"]?.mapping ?? []
        let exact = configs.filter { $0.key.lowercased() == configuration.lowercased() }
        let matching = exact.isEmpty ? configs.filter { configuration.lowercased().contains($0.key.lowercased()) } : exact
        for entry in matching { apply(entry.value, configuration: configuration, into: &settings, visited: &visited) }
    }

    private func assign(_ entries: [YAMLEntry], into settings: inout BuildSettings) {
        for entry in entries {
            switch entry.value.content {
            case .scalar(let text): settings.assign(entry.key, Self.settingText(text))
            case .sequence(let items): settings.assign(entry.key, items.compactMap(\.scalar).map(Self.settingText).joined(separator: " "))
            case .null: settings.assign(entry.key, "")
            case .mapping: problem("the build setting '\(entry.key)' is a mapping, not a value", entry.value)
            }
        }
    }

    /// A YAML boolean as Xcode writes it (`YES`/`NO`); any other text as written.
    static func settingText(_ text: String) -> String {
        switch text {
        case "true", "True", "TRUE": "YES"
        case "false", "False", "FALSE": "NO"
        default: text
        }
    }

    /// The project settings XcodeGen presets for a configuration of this type (`debug`,
    /// `release`): the `DEBUG` compilation condition of debug configurations.
    static func projectPresets(configurationType: String, into settings: inout BuildSettings) {
        if configurationType.lowercased() == "debug" { settings.assign("SWIFT_ACTIVE_COMPILATION_CONDITIONS", "DEBUG") }
    }

    /// The target settings XcodeGen presets for its platform: the SDK, and for `supportedDestinations`
    /// the platforms and Mac Catalyst.
    static func targetPresets(platform: String?, destinations: [String], into settings: inout BuildSettings) {
        if !destinations.isEmpty {
            settings.assign("SDKROOT", "auto")
            let platforms = destinations.flatMap { destination -> [String] in
                switch destination {
                case "iOS": ["iphoneos", "iphonesimulator"]
                case "tvOS": ["appletvos", "appletvsimulator"]
                case "watchOS": ["watchos", "watchsimulator"]
                case "visionOS": ["xros", "xrsimulator"]
                case "macOS": ["macosx"]
                default: []
                }
            }
            settings.assign("SUPPORTED_PLATFORMS", platforms.joined(separator: " "))
            if destinations.contains("macCatalyst") { settings.assign("SUPPORTS_MACCATALYST", "YES") }
        } else if let platform, let sdk = sdkName(platform) {
            settings.assign("SDKROOT", sdk)
        }
    }

    /// The SDK of an XcodeGen platform name.
    static func sdkName(_ platform: String) -> String? {
        switch platform {
        case "iOS": "iphoneos"
        case "macOS": "macosx"
        case "tvOS": "appletvos"
        case "watchOS": "watchos"
        case "visionOS": "xros"
        default: nil
        }
    }
}
