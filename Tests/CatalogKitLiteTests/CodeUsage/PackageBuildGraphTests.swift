import Testing
@testable import CatalogKitLite

/// Which targets of a package a linked product brings into a build for one platform.
struct PackageBuildGraphTests {
    /// The shape of STTextView's manifest (kero, 56th study): one product over two umbrella
    /// targets, each depending on an AppKit target for macOS and a UIKit target for iOS and Mac
    /// Catalyst; a commented-out dependency and a configuration-only condition.
    static let manifest = """
        // swift-tools-version:5.9
        import PackageDescription
        let package = Package(
            name: "STTextView",
            platforms: [.macOS(.v14), .iOS(.v16), .macCatalyst(.v16)],
            products: [
                .library(name: "STTextView", targets: ["STTextView", "STTextViewSwiftUI"]),
                .library(name: "Extras", targets: extraTargets),
            ],
            dependencies: [.package(url: "https://github.com/krzyzanowskim/STTextKitPlus", from: "0.2.0")],
            targets: [
                .target(
                    name: "STTextView",
                    dependencies: [
                        .target(name: "STTextViewAppKit", condition: .when(platforms: [.macOS])),
                        .target(name: "STTextViewUIKit", condition: .when(platforms: [.iOS, .macCatalyst])),
                        // .target(name: "Retired"),
                    ]
                ),
                .target(name: "STTextViewCommon", dependencies: [.product(name: "STTextKitPlus", package: "STTextKitPlus")]),
                .target(name: "STTextViewAppKit", dependencies: [.target(name: "STTextViewCommon"), .byName(name: "Logging", condition: .when(configuration: .debug))]),
                .target(name: "STTextViewUIKit", dependencies: ["STTextViewCommon"]),
                .target(name: "STTextViewSwiftUI", dependencies: [
                    .target(name: "STTextViewSwiftUIAppKit", condition: .when(platforms: [.macOS])),
                    .target(name: "STTextViewSwiftUIUIKit", condition: .when(platforms: [.iOS, .macCatalyst])),
                ]),
                .target(name: "STTextViewSwiftUIAppKit", dependencies: ["STTextView"]),
                .target(name: "STTextViewSwiftUIUIKit", dependencies: ["STTextView"]),
                .target(name: "Logging"),
                .target(name: "Retired"),
                .target(name: "Odd", dependencies: oddDependencies),
                .testTarget(name: "STTextViewUIKitTests", dependencies: [.target(name: "STTextViewUIKit", condition: .when(platforms: [.iOS]))]),
            ]
        )
        """

    @Test func aMacBuildLeavesTheUIKitTargetsOut() throws {
        let graph = PackageBuildGraph(manifest: Self.manifest)
        let mac = try #require(graph.targets(builtFor: ["STTextView"], os: "macOS", isCatalyst: false))
        #expect(mac == ["STTextView", "STTextViewSwiftUI", "STTextViewAppKit", "STTextViewSwiftUIAppKit", "STTextViewCommon", "Logging"])
        let phone = try #require(graph.targets(builtFor: ["STTextView"], os: "iOS", isCatalyst: false))
        #expect(phone.contains("STTextViewUIKit") && !phone.contains("STTextViewAppKit"))
        // Mac Catalyst is taken by `.iOS` and `.macCatalyst` conditions, not by `.macOS`.
        let catalyst = try #require(graph.targets(builtFor: ["STTextView"], os: "iOS", isCatalyst: true))
        #expect(catalyst.contains("STTextViewUIKit") && !catalyst.contains("STTextViewAppKit"))
        // Without a platform, every condition holds.
        #expect(graph.targets(builtFor: ["STTextView"], os: nil)?.isSuperset(of: ["STTextViewUIKit", "STTextViewAppKit"]) == true)
        // A commented-out dependency brings nothing in; the target is still declared.
        #expect(!mac.contains("Retired") && graph.dependencies["Retired"] != nil)
    }

    @Test func aManifestThatDoesNotSayExactlyLeavesTheQuestionOpen() {
        let graph = PackageBuildGraph(manifest: Self.manifest)
        // A product whose targets are not plain literals, and a product the manifest does not declare.
        #expect(graph.targets(builtFor: ["Extras"], os: "macOS", isCatalyst: false) == nil)
        #expect(graph.targets(builtFor: ["Missing"], os: "macOS", isCatalyst: false) == nil)
        #expect(!graph.completeTargets.contains("Odd") && graph.completeTargets.contains("Logging"))
        #expect(graph.products["STTextView"] == ["STTextView", "STTextViewSwiftUI"])
    }

    /// Review of the change: a list with more after it (`[…] + shared`) is not the whole value, so
    /// the question stays open; a manifest with Windows line ends reads as one with Unix ones; an
    /// unterminated string or bracket ends the reading without a crash.
    @Test func onlyWholeListsAndAnyLineEndsDecide() {
        let extended = Self.manifest.replacingOccurrences(
            of: #".library(name: "STTextView", targets: ["STTextView", "STTextViewSwiftUI"]),"#,
            with: #".library(name: "STTextView", targets: ["STTextView"] + shared),"#)
        #expect(PackageBuildGraph(manifest: extended).targets(builtFor: ["STTextView"], os: "macOS") == nil)
        let windows = Self.manifest.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(PackageBuildGraph(manifest: windows) == PackageBuildGraph(manifest: Self.manifest))
        #expect(PackageBuildGraph(manifest: "/*/ .library(name: \"A\", targets: [\"A\"]) */").products.isEmpty)
        for broken in [#".library(name: "A", targets: ["A"#, #".target(name: "A", dependencies: [.target(name: "B"#, #".target(name: "A"#, "/* never closed"] {
            #expect(PackageBuildGraph(manifest: broken).targets(builtFor: ["A"], os: "iOS") == nil)
        }
    }
}
