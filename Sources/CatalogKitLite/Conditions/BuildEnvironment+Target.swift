extension BuildEnvironment {
    /// The builds of a target that ship: one per shipping configuration and platform (one with the
    /// platform unknown when the target names none), without repeats, in a fixed order; a release
    /// build of which nothing is known when the target has no configuration. A compilation
    /// condition is off in such a build when it is `DEBUG`, or when another configuration of the
    /// target sets it and this one does not; a name no configuration sets is unknown.
    public static func shippingBuilds(of target: ProjectTarget) -> [BuildEnvironment] {
        // A name some configuration sets is off in a release build that does not set it; a name no
        // configuration sets may come from the command line or a scheme, and stays unknown.
        var named = Set<String>()
        for configuration in target.configurations {
            let conditions = configuration.compilationConditions(for: nil)
            named.formUnion(conditions.certain.union(conditions.possible))
        }
        var result: [BuildEnvironment] = []
        for configuration in target.shippingConfigurations {
            let platforms: [TargetPlatform?] = configuration.platforms.isEmpty ? [nil] : configuration.platforms
            let version = configuration.swiftVersion.map { $0.split(separator: ".").compactMap { Int($0) } }
            for platform in platforms {
                let conditions = configuration.compilationConditions(for: platform)
                let possible = conditions.possible.subtracting(conditions.certain)
                let environment = BuildEnvironment(
                    setConditions: conditions.certain, possibleConditions: possible, conditionsAreComplete: false,
                    offConditions: conditions.isComplete ? named.union(["DEBUG"]).subtracting(conditions.possible) : ["DEBUG"],
                    os: platform?.os, isCatalyst: platform?.isCatalyst,
                    swiftVersion: version?.isEmpty == false ? version : nil, isTestBuild: target.kind.isTests)
                if !result.contains(environment) { result.append(environment) }
            }
        }
        return result.isEmpty ? [.release] : result
    }
}
