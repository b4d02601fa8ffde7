/// What an Xcode target builds, from its product type: whether its strings reach users, and whether
/// it runs with a main bundle of its own.
public enum TargetKind: String, Hashable, Sendable, CaseIterable {
    /// An application (`.app`, watch and App Clip apps, iMessage apps).
    case app
    /// An app extension (`.appex`, ExtensionKit extensions, widgets, watch extensions): its own
    /// bundle, so its main bundle is not the app's.
    case appExtension = "app-extension"
    /// A framework: its own bundle, but its code runs in the app's process, whose main bundle is
    /// the app's.
    case framework
    /// A static library: linked into the app.
    case staticLibrary = "static-library"
    /// A dynamic library.
    case dynamicLibrary = "dynamic-library"
    /// A plain bundle (`.bundle`, plug-ins).
    case bundle
    /// A command-line tool.
    case tool
    /// An XPC service.
    case xpcService = "xpc-service"
    /// A system, driver or kernel extension.
    case systemExtension = "system-extension"
    /// Unit tests.
    case unitTests = "unit-tests"
    /// UI tests.
    case uiTests = "ui-tests"
    /// An aggregate target: it builds other targets and runs scripts, and compiles nothing itself.
    case aggregate
    /// A legacy target that runs an external build tool.
    case external
    /// A product type this reader does not know.
    case other

    /// The kind of a product type (`com.apple.product-type.application`).
    public init(productType: String) {
        let type = productType.hasPrefix("com.apple.product-type.") ? String(productType.dropFirst(23)) : productType
        switch type {
        case _ where type == "application" || type.hasPrefix("application."): self = .app
        case _ where type.hasPrefix("app-extension") || type.hasPrefix("extensionkit-extension") || type.hasPrefix("watchkit")
            || type == "tv-app-extension" || type == "xcode-extension" || type == "instruments-package":
            self = .appExtension
        case "framework", "framework.static": self = .framework
        case "library.static": self = .staticLibrary
        case "library.dynamic": self = .dynamicLibrary
        case "bundle", "bundle.ocunit-test.legacy", "kernel-extension.legacy": self = .bundle
        case "bundle.unit-test", "bundle.ocunit-test": self = .unitTests
        case "bundle.ui-testing": self = .uiTests
        case "tool": self = .tool
        case "xpc-service": self = .xpcService
        case "system-extension", "driver-extension", "kernel-extension": self = .systemExtension
        default: self = .other
        }
    }

    /// Whether the target's code ends up in what users run (everything but tests, aggregates and
    /// external builds).
    public var ships: Bool {
        switch self {
        case .unitTests, .uiTests, .aggregate, .external: false
        default: true
        }
    }

    /// Whether the code runs with the target's own bundle as `Bundle.main` (an app, an extension, an
    /// XPC service, a tool); a framework's or library's code runs in its host's process.
    public var hasOwnMainBundle: Bool {
        switch self {
        case .app, .appExtension, .xpcService, .tool, .systemExtension: true
        default: false
        }
    }

    /// Whether the target is tests.
    public var isTests: Bool { self == .unitTests || self == .uiTests }

    /// The order in which a file built by several targets takes its module name: the target that
    /// ships it to users first.
    var precedence: Int {
        switch self {
        case .app: 0
        case .appExtension: 1
        case .xpcService, .tool, .systemExtension: 2
        case .framework, .staticLibrary, .dynamicLibrary, .bundle: 3
        case .other, .external: 4
        case .unitTests, .uiTests: 5
        case .aggregate: 6
        }
    }

    /// The kind in words, for listings: "app", "app extension", "unit tests".
    public var inWords: String { rawValue.replacingOccurrences(of: "-", with: " ") }
}
