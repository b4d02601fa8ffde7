import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

extension CrossModuleForwardingTests {
    /// Alfie's `SharedUI` (49th study): public constants `L10n.Pdp.label = L10n.tr("L10n", "pdp.label")`
    /// over an internal `tr` that looks up with `bundle: BundleToken.bundle`, a static property made
    /// `Bundle.module` in the package. Another module that shows the constant reads SharedUI's catalog
    /// (the run had reported every key missing, as if looked up in the caller's module).
    @Test func aBundleTheHelpersModuleMakesIsThatModulesWhereverItsTextIsShown() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/SharedUI/BundleToken.swift", #"""
            import Foundation
            final class BundleToken {}
            extension BundleToken {
                static let bundle: Bundle = {
                    #if SWIFT_PACKAGE
                    return Bundle.module
                    #else
                    return Bundle(for: BundleToken.self)
                    #endif
                }()
            }
            """#)
        try folder.write("Sources/SharedUI/L10n.swift", #"""
            import Foundation
            public enum L10n {
                public enum Pdp {
                    public static let galleryLabel = L10n.tr("L10n", "pdp.gallery.label")
                    public static let missingLabel = L10n.tr("L10n", "pdp.missing.label")
                }
                static func tr(_ table: String, _ key: StaticString) -> String {
                    String(localized: key, table: table, bundle: BundleToken.bundle)
                }
            }
            """#)
        let findings = try galleryFindings(in: folder, labels: ["L10n.Pdp.galleryLabel", "L10n.Pdp.missingLabel"])
        #expect(findings.map { "\($0.ruleID) \($0.location.key)" } == ["key-not-in-catalog pdp.missing.label"], "\(findings)")
        let message = findings.first?.message ?? ""
        #expect(message.contains("L10n.xcstrings does not have it"), "\(message)")
    }

    /// The same helper made public and called from another module (`L10n.tr("L10n", "…")` in the
    /// app's code): its bundle is the one its own module makes, known when the helper was found,
    /// though the caller's module never reads `BundleToken`.
    @Test func aPublicHelpersOwnBundleIsItsModulesWhereAnotherModuleCallsIt() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/SharedUI/BundleToken.swift", #"""
            import Foundation
            final class BundleToken {}
            extension BundleToken { static let bundle: Bundle = Bundle.module }
            """#)
        try folder.write("Sources/SharedUI/L10n.swift", #"""
            import Foundation
            public enum L10n {
                public static func tr(_ table: String, _ key: StaticString) -> String {
                    String(localized: key, table: table, bundle: BundleToken.bundle)
                }
            }
            """#)
        let findings = try galleryFindings(in: folder, labels: [#"L10n.tr("L10n", "pdp.gallery.label")"#, #"L10n.tr("L10n", "pdp.missing.label")"#])
        #expect(findings.map { "\($0.ruleID) \($0.location.key)" } == ["key-not-in-catalog pdp.missing.label"], "\(findings)")
    }

    /// btlb's Localization package (55th study): `public extension Bundle { static var localization:
    /// Bundle { .module } }`, which the app's other packages pass as `Text(…, bundle: .localization)`,
    /// with a literal key or one of the package's `LocalizedStringKey` constants. Those lookups read
    /// SharedUI's catalogs, not the caller's (every such key was reported missing).
    @Test func aBundlePropertyAnotherModuleDeclaresReadsThatModulesCatalogs() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/SharedUI/Bundle+Localization.swift", #"""
            import SwiftUI
            public extension Bundle {
                static var localization: Bundle {
                    .module
                }
            }
            public enum Keys {
                public static let gallery: LocalizedStringKey = "pdp.gallery.label"
            }
            """#)
        // In the module that declares it too.
        try folder.write("Sources/SharedUI/Badge.swift", #"""
            import SwiftUI
            struct Badge: View {
                var body: some View { Image("b").accessibilityLabel(Text("pdp.badge.label", tableName: "L10n", bundle: .localization)) }
            }
            """#)
        let findings = try galleryFindings(in: folder, labels: [
            #"Text("pdp.gallery.label", tableName: "L10n", bundle: .localization)"#,
            #"Text(Keys.gallery, tableName: "L10n", bundle: .localization)"#,
            #"Text("pdp.missing.label", tableName: "L10n", bundle: .localization)"#,
        ])
        #expect(findings.map { "\($0.ruleID) \($0.location.key)" } == ["key-not-in-catalog pdp.missing.label"], "\(findings)")
        #expect(findings.first?.message.contains("Sources/SharedUI/Resources/L10n.xcstrings") == true, "\(findings.map(\.message))")
        let badge = run(folder).sources.first { $0.path.hasSuffix("Badge.swift") }?.findings ?? []
        #expect(badge.map { "\($0.ruleID) \($0.location.key)" } == ["key-not-in-catalog pdp.badge.label"], "\(badge.map(\.message))")
    }

    /// btlb's `RoundedButton` (55th study), declared in its LibraryUI package and called from its
    /// Bookmarks package: the view another module declares to show a stored label view in a button
    /// gives the calls' closures their role, as one of the module's own would.
    @Test func anotherModulesButtonWrapperMakesItsClosureALabel() throws {
        let folder = try TemporaryFolder()
        try folder.write("Package.swift", "// swift-tools-version: 6.0\n")
        try folder.write("Sources/SharedUI/RoundedButton.swift", #"""
            import SwiftUI
            public struct RoundedButton<Content: View>: View {
                let label: Content
                let action: () -> Void
                public init(_ action: @escaping () -> Void, @ViewBuilder _ label: @escaping () -> Content) {
                    self.label = label()
                    self.action = action
                }
                public var body: some View { Button(action: action) { label } }
            }
            """#)
        try folder.write("Sources/Details/Recommend.swift", #"""
            import SwiftUI
            import SharedUI
            struct Recommend: View {
                var body: some View {
                    RoundedButton({ generate() }) { Text("Generate", bundle: .module) }
                }
            }
            """#)
        let run = run(folder)
        let uses = run.sources.first { $0.path.hasSuffix("Recommend.swift") }?.source.scan.uses ?? []
        #expect(uses.map(\.form) == ["RoundedButton label: Text(_:)"], "\(uses.map(\.argument))")
    }

    /// Writes SharedUI's catalog (it has `pdp.gallery.label`, not `pdp.missing.label`) and a view of
    /// another module that gives each of `labels` to an image, and returns that view's findings.
    private func galleryFindings(in folder: TemporaryFolder, labels: [String]) throws -> [Finding] {
        try folder.write("Sources/SharedUI/Resources/L10n.xcstrings", ProjectAuditTests.Fixture.catalog([
            "pdp.gallery.label": ["en": "Product images", "de": "Produktbilder"],
        ]))
        let images = labels.enumerated().map { "            Image(\"i\($0.offset)\").accessibilityLabel(\($0.element))" }.joined(separator: "\n")
        try folder.write("Sources/Details/Gallery.swift", """
            import SwiftUI
            import SharedUI
            struct Gallery: View {
                var body: some View {
            \(images)
                }
            }
            """)
        return run(folder).sources.first { $0.path.hasSuffix("Gallery.swift") }?.findings ?? []
    }
}
