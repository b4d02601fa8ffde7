// swift-tools-version: 6.0
// A separate package so that the benchmark is never part of the main build or of `swift test`.
// Build and run it with `Benchmarks/run` (see README.md).
import PackageDescription

// SwiftPM names a path dependency after its folder (lowercased), not after its manifest, and a clone
// may live in a folder of any name; so the name is taken from the folder this package sits in.
let mainPackage = Context.packageDirectory.split(separator: "/").dropLast().last.map { $0.lowercased() } ?? "main"

let package = Package(
    name: "reader-benchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // Runs and measures child processes, for both benchmarks.
        .target(name: "ChildProcess"),
        .executableTarget(
            name: "reader-benchmark",
            dependencies: ["ChildProcess", .product(name: "CatalogKitLite", package: mainPackage)]
        ),
        // Times reading the corpus apps' Swift sources against grep.
        .executableTarget(
            name: "source-benchmark",
            dependencies: ["ChildProcess", .product(name: "CatalogKitLite", package: mainPackage)]
        ),
        // Times the built xcstrings-a11y command as a child process; it needs none of its libraries.
        .executableTarget(name: "audit-benchmark", dependencies: ["ChildProcess"]),
    ],
    swiftLanguageModes: [.v6]
)
