extension BuildEnvironment {
    /// The builds of a target that ship: one per shipping configuration and platform (one with the
    /// platform unknown when the target names none), without repeats, in a fixed order; a release
    /// build of which nothing is known when the target has no configuration. A compilation
    /// condition is off in such a build when it is `DEBUG`, or when the build's settings were all
    /// read and do not set it: a name no configuration sets (Dawny's `#if ENABLE_TASK_DETAIL`) is a
    /// feature switched off, since an archive builds with the project's settings. Where a setting
    /// could not be read (an `.xcconfig` outside the snapshot), only `DEBUG` is known to be off.
    public static func shippingBuilds(of target: ProjectTarget) -> [BuildEnvironment] {
        var result: [BuildEnvironment] = []
        for configuration in target.shippingConfigurations {
            let platforms: [TargetPlatform?] = configuration.platforms.isEmpty ? [nil] : configuration.platforms
            let version = configuration.swiftVersion.map { $0.split(separator: ".").compactMap { Int($0) } }
            for platform in platforms {
                let conditions = configuration.compilationConditions(for: platform)
                let possible = conditions.possible.subtracting(conditions.certain)
                let environment = BuildEnvironment(
                    setConditions: conditions.certain, possibleConditions: possible, conditionsAreComplete: conditions.isComplete,
                    offConditions: ["DEBUG"],
                    os: platform?.os, isCatalyst: platform?.isCatalyst,
                    swiftVersion: version?.isEmpty == false ? version : nil, isTestBuild: target.kind.isTests)
                if !result.contains(environment) { result.append(environment) }
            }
        }
        return result.isEmpty ? [.release] : result
    }
}
