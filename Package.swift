// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "xcstrings-a11y",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "CatalogKitLite", targets: ["CatalogKitLite"]),
        .library(name: "SpeechRules", targets: ["SpeechRules"]),
        .executable(name: "xcstrings-a11y", targets: ["xcstrings-a11y"]),
    ],
    dependencies: [],
    targets: [
        .target(name: "CatalogKitLite"),
        .target(name: "SpeechRules", dependencies: ["CatalogKitLite"]),
        .executableTarget(name: "xcstrings-a11y", dependencies: ["CatalogKitLite", "SpeechRules"]),
        .target(name: "TestSupport", dependencies: ["CatalogKitLite"], path: "Tests/TestSupport"),
        .testTarget(name: "CatalogKitLiteTests", dependencies: ["CatalogKitLite", "TestSupport"]),
        .testTarget(name: "SpeechRulesTests", dependencies: ["SpeechRules", "TestSupport"]),
        .testTarget(name: "EndToEndTests", dependencies: ["xcstrings-a11y", "CatalogKitLite", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
