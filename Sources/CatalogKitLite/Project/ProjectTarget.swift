/// One target of an Xcode project (or of an XcodeGen `project.yml`): what it builds, which files,
/// with which settings, and which other targets it depends on or embeds.
public struct ProjectTarget: Sendable {
    /// The target's name, which names its module in reports.
    public var name: String
    /// What it builds.
    public var kind: TargetKind
    /// The product type as written (`com.apple.product-type.app-extension`), or the XcodeGen type.
    public var productType: String
    /// The Swift files it compiles and the catalogs it copies.
    public var membership: TargetMembership
    /// Its build configurations (`Debug`, `Release`, …), in file order.
    public var configurations: [TargetConfiguration]
    /// The targets of the same project it depends on, by name.
    public var dependencies: [String]
    /// The targets of the same project whose products its copy-files phases embed (an app's
    /// extensions), by name.
    public var embeddedTargets: [String]
    /// The Swift package products it links.
    public var packageProducts: [PackageProductLink]
    /// Where the target is declared.
    public var position: SourcePosition?

    /// Creates a target.
    public init(
        name: String, kind: TargetKind, productType: String, membership: TargetMembership = TargetMembership(),
        configurations: [TargetConfiguration] = [], dependencies: [String] = [], embeddedTargets: [String] = [],
        packageProducts: [PackageProductLink] = [], position: SourcePosition? = nil
    ) {
        self.name = name
        self.kind = kind
        self.productType = productType
        self.membership = membership
        self.configurations = configurations
        self.dependencies = dependencies
        self.embeddedTargets = embeddedTargets
        self.packageProducts = packageProducts
        self.position = position
    }

    /// The configurations a shipped product is built with: every one but debug configurations
    /// (named `Debug…` or setting `DEBUG`) and those built for testers (`Beta`, `Staging`, …); the
    /// tester builds too when nothing else is left, and all of them when every one is a debug
    /// configuration.
    public var shippingConfigurations: [TargetConfiguration] {
        let release = configurations.filter { !$0.isDebug }
        let store = release.filter { !$0.isForTesters }
        return !store.isEmpty ? store : release.isEmpty ? configurations : release
    }

    /// Whether the target is an app that its shipping configurations never sign
    /// (`CODE_SIGNING_ALLOWED = NO`) for a system that runs only signed apps (iOS, tvOS, watchOS,
    /// visionOS): it runs in the simulator alone, as bruce's UI-test host app does.
    public var isUnsignedDeviceApp: Bool {
        guard kind == .app, !shippingConfigurations.isEmpty else { return false }
        return shippingConfigurations.allSatisfy { configuration in
            configuration.flag("CODE_SIGNING_ALLOWED") == false && !configuration.platforms.isEmpty
                && configuration.platforms.allSatisfy { !$0.isCatalyst && $0.os != "macOS" }
        }
    }

    /// The platforms the target builds for, over its shipping configurations.
    public var platforms: [TargetPlatform] {
        Array(Set(shippingConfigurations.flatMap(\.platforms))).sorted()
    }
}
