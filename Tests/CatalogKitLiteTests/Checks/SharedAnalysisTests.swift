import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// Checks that share one entry's analysis find exactly what checks working alone find, on the
/// sample catalogs (with their planted defects) and on the real corpus.
struct SharedAnalysisTests {
    static func findings(_ catalog: Catalog, sharing: Bool) -> [Finding] {
        var findings: [Finding] = []
        for entry in catalog.entries {
            let plain = CatalogCheckContext(catalog: catalog, requiredLanguages: ["de"], role: .label)
            let context = sharing ? plain.sharingAnalysis(of: entry) : plain
            for rule in CatalogRule.all { findings += rule.check(entry, context) }
        }
        return findings
    }

    static func catalogs(under folder: URL) -> [Catalog] {
        Corpus.files(under: folder).filter { $0.pathExtension == "xcstrings" }.compactMap { CatalogReader.read(path: $0.path).catalog }
    }

    @Test func sampleCatalogsGiveTheSameFindings() throws {
        let catalogs = Self.catalogs(under: Package.root.appendingPathComponent("Catalogs"))
        #expect(catalogs.count >= 5)
        let alone = catalogs.flatMap { Self.findings($0, sharing: false) }
        #expect(!alone.isEmpty)
        #expect(catalogs.flatMap { Self.findings($0, sharing: true) } == alone)
    }

    @Test(.requires(.corpus))
    func realCatalogsGiveTheSameFindings() throws {
        let catalogs = Corpus.realCatalogs().compactMap { CatalogReader.read(path: $0.path).catalog }
        let alone = catalogs.flatMap { Self.findings($0, sharing: false) }
        #expect(alone.count > 100)
        #expect(catalogs.flatMap { Self.findings($0, sharing: true) } == alone)
    }

    @Test func anAnalysisForOneEntryIsNotUsedForAnother() throws {
        let catalog = try #require(CatalogReader.decode(Array("""
        {"sourceLanguage":"en","strings":{
          "a":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"%lld items"}}}},
          "b":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Close"}},"de":{"stringUnit":{"state":"translated","value":"%@ Schließen"}}}}
        },"version":"1.0"}
        """.utf8), path: "x.xcstrings").catalog)
        let context = CatalogCheckContext(catalog: catalog).sharingAnalysis(of: catalog.entries[0])
        let plain = CatalogCheckContext(catalog: catalog)
        for rule in CatalogRule.all {
            _ = rule.check(catalog.entries[0], context)
            #expect(rule.check(catalog.entries[1], context) == rule.check(catalog.entries[1], plain), "\(rule.description.id)")
        }
    }
}
