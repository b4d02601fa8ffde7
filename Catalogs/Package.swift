// swift-tools-version: 5.9
// The Matinee app's feature modules. Each target keeps its strings in its own
// `Resources/Localizable.xcstrings`, so every lookup passes `bundle: .module`.
import PackageDescription

let package = Package(
    name: "Matinee",
    defaultLocalization: "en",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "Discover", targets: ["Discover"]),
        .library(name: "MovieDetail", targets: ["MovieDetail"]),
        .library(name: "Trailer", targets: ["Trailer"]),
        .library(name: "Favorites", targets: ["Favorites"]),
        .library(name: "Search", targets: ["Search"]),
    ],
    targets: [
        .target(name: "Discover", resources: [.process("Resources")]),
        .target(name: "MovieDetail", resources: [.process("Resources")]),
        .target(name: "Trailer", resources: [.process("Resources")]),
        .target(name: "Favorites", resources: [.process("Resources")]),
        .target(name: "Search", resources: [.process("Resources")]),
    ]
)
