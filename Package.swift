// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "xcstrings-a11y",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CatalogKitLite", targets: ["CatalogKitLite"]),
        .library(name: "SpeechRules", targets: ["SpeechRules"]),
        .executable(name: "xcstrings-a11y", targets: ["xcstrings-a11y"]),
        .plugin(name: "XcstringsA11yPlugin", targets: ["XcstringsA11yPlugin"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "CatalogKitLite"),
        .target(name: "SpeechRules", dependencies: ["CatalogKitLite"]),
        .executableTarget(name: "xcstrings-a11y", dependencies: ["CatalogKitLite", "SpeechRules"]),
        .plugin(
            name: "XcstringsA11yPlugin",
            capability: .command(intent: .custom(
                verb: "xcstrings-a11y", description: "Audit the accessibility strings of the package's String Catalogs.")),
            dependencies: ["xcstrings-a11y"]),
        .target(name: "TestSupport", dependencies: ["CatalogKitLite"], path: "Tests/TestSupport"),
        .testTarget(name: "CatalogKitLiteTests", dependencies: ["CatalogKitLite", "TestSupport"]),
        .testTarget(name: "SpeechRulesTests", dependencies: ["SpeechRules", "TestSupport"]),
        .testTarget(name: "CommandTests", dependencies: ["xcstrings-a11y", "CatalogKitLite", "TestSupport"]),
        // Uses the libraries as an app's own tests would: only their public API.
        .testTarget(name: "LibraryAuditTests", dependencies: ["CatalogKitLite", "SpeechRules", "TestSupport"]),
        // Runs the built binary.
        .testTarget(name: "EndToEndTests", dependencies: ["xcstrings-a11y", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
