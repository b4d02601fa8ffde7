import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// The audit of the three corpus apps whose Swift sources are in the corpus: the keys their
/// accessibility calls use are found in the right catalogs, and give those strings their roles.
@Suite(.requires(.corpus))
struct CodeUsageCorpusTests {
    static let apps = ["Dimillian__IceCubesApp", "coteditor__CotEditor", "Ranchero-Software__NetNewsWire"]

    /// Each app's run, with the catalog checks only (the speech rules are another library).
    static let runs: [String: AuditRun] = {
        guard let real = Corpus.real else { return [:] }
        var result: [String: AuditRun] = [:]
        for app in apps {
            let root = real.appendingPathComponent(app).path
            let audit = AccessibilityAudit(settings: AuditSettings(configuration: Configuration(directory: root), workingDirectory: root), rules: AuditRules())
            result[app] = audit.run(paths: [root], jobs: 2)
        }
        return result
    }()

    /// Every localized use of an app with the catalogs that hold its key.
    static func lookups(_ app: String) -> [(source: AuditedSource, use: AccessibilityUse, lookup: LocalizedLookup, catalogs: [String])] {
        (runs[app]?.sources ?? []).flatMap { source in
            source.source.scan.uses.enumerated().compactMap { index, use in
                guard case .localized(let lookup) = use.argument else { return nil }
                return (source, use, lookup, source.catalogs(ofUse: index))
            }
        }
    }

    @Test(arguments: apps)
    func everySwiftFileIsRead(app: String) throws {
        let run = try #require(Self.runs[app])
        #expect(run.loaded.unreadableSources.isEmpty, "\(run.loaded.unreadableSources)")
        #expect(run.sources.count > 300, "\(app): \(run.sources.count) Swift files")
        #expect(run.sources.contains { !$0.source.scan.uses.isEmpty })
    }

    @Test func iceCubesAccessibilityKeysResolveToTheAppCatalog() {
        let keys = Self.lookups("Dimillian__IceCubesApp").filter { $0.lookup.key.plainText?.hasPrefix("accessibility.") == true }
        #expect(keys.count >= 40, "IceCubes passes accessibility.* keys to SwiftUI's modifiers: \(keys.count)")
        let found = keys.filter { $0.catalogs.contains { $0.hasSuffix("IceCubesApp/Resources/Localization/Localizable.xcstrings") } }
        let missing = keys.filter { $0.catalogs.isEmpty }.map { "\($0.source.path):\($0.use.argumentPosition.line) \($0.lookup.key.writtenText)" }
        // The packages' SwiftUI literals are looked up in the main bundle, the app's catalog.
        #expect(Double(found.count) >= Double(keys.count) * 0.9, "found \(found.count) of \(keys.count); not found: \(missing)")
    }

    @Test func cotEditorTablesResolveToTheirCatalogs() {
        let tabled = Self.lookups("coteditor__CotEditor").filter { $0.lookup.table != nil }
        #expect(tabled.count >= 10, "CotEditor names tables in String(localized:table:): \(tabled.count)")
        for (source, use, lookup, catalogs) in tabled {
            for catalog in catalogs {
                #expect(catalog.hasSuffix("/\(lookup.table ?? "").xcstrings"), "\(source.path):\(use.argumentPosition.line) → \(catalog)")
            }
        }
        let found = tabled.filter { !$0.catalogs.isEmpty }
        #expect(Double(found.count) >= Double(tabled.count) * 0.8, "found \(found.count) of \(tabled.count)")
    }

    @Test(arguments: apps)
    func theCodeGivesCatalogStringsTheirRoles(app: String) throws {
        let run = try #require(Self.runs[app])
        let resolved = Self.lookups(app).filter { !$0.catalogs.isEmpty }
        #expect(!resolved.isEmpty)
        // Every resolved key is audited as an accessibility string of its catalog.
        let audited = run.catalogs.reduce(0) { $0 + $1.strings.total }
        #expect(audited > 0)
        let withCodeFindings = run.findings.filter { $0.usedAt != nil }
        for finding in withCodeFindings {
            #expect(finding.usedAt?.file.hasSuffix(".swift") == true)
        }
    }
}
