import CatalogKitLite
import Foundation
import Testing
import TestSupport

/// On the real corpus, in German, every catalog check's finding names a place that exists: its
/// line and column are those of its byte offset in the file (columns in Unicode scalars), and the
/// offset lies inside the file. A reader or check that mixed up bytes and scalars, or lost a line,
/// fails here.
@Suite(.requires(.corpus))
struct CorpusFindingPlaceTests {
    @Test func everyFindingsLineAndColumnMatchItsOffset() throws {
        var checked = 0
        for url in Corpus.realCatalogs() {
            let bytes = try Array(Data(contentsOf: url))
            guard let catalog = CatalogReader.read(path: url.path).catalog, catalog.languages.contains("de") else { continue }
            let lineStarts = [0] + bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { $0 + 1 }
            let context = CatalogCheckContext(catalog: catalog, requiredLanguages: ["en", "de"])
            for entry in catalog.entries {
                for finding in CatalogRule.run(entry, context: context) {
                    let position = finding.location.position
                    #expect(position.offset < bytes.count, "\(url.lastPathComponent) \(finding.ruleID)")
                    guard position.offset < bytes.count, position.line <= lineStarts.count else { continue }
                    let lineStart = lineStarts[position.line - 1]
                    #expect(lineStart <= position.offset, "\(url.lastPathComponent):\(position) [\(finding.ruleID)]")
                    guard lineStart <= position.offset else { continue }
                    let before = String(decoding: bytes[lineStart..<position.offset], as: UTF8.self)
                    #expect(before.unicodeScalars.count + 1 == position.column, "\(url.lastPathComponent):\(position) [\(finding.ruleID)]")
                    checked += 1
                }
            }
        }
        #expect(checked > 500, "the corpus gives catalog findings in German (881 when written)")
    }
}
