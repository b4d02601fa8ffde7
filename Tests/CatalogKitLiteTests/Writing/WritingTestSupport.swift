import Foundation
import Testing
@testable import CatalogKitLite

/// Reading and writing catalogs in the writer's tests.
enum Writing {
    /// Reads a catalog from its text, expecting no diagnostic.
    static func read(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Catalog {
        let result = CatalogReader.decode(Array(text.utf8), path: "test.xcstrings")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)", sourceLocation: sourceLocation)
        return try #require(result.catalog, sourceLocation: sourceLocation)
    }

    /// The text the writer writes for a catalog.
    static func write(_ catalog: Catalog, keyOrder: CatalogWriter.KeyOrder = .asRead) throws -> String {
        String(decoding: try CatalogWriter(keyOrder: keyOrder).bytes(for: catalog), as: UTF8.self)
    }

    /// Reads `text` and writes it back.
    static func rewrite(_ text: String, keyOrder: CatalogWriter.KeyOrder = .asRead, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        try write(read(text, sourceLocation: sourceLocation), keyOrder: keyOrder)
    }

    /// The 1-based numbers of the lines that differ between two texts of the same number of lines,
    /// or `nil` when the numbers of lines differ.
    static func differingLines(_ old: [UInt8], _ new: [UInt8]) -> [Int]? {
        let oldLines = old.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let newLines = new.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard oldLines.count == newLines.count else { return nil }
        return zip(oldLines, newLines).enumerated().filter { !$0.element.0.elementsEqual($0.element.1) }.map { $0.offset + 1 }
    }

    /// Where two byte strings first differ, with the line and a little of each around it, for
    /// messages; `nil` when they are equal.
    static func firstDifference(_ expected: [UInt8], _ actual: [UInt8]) -> String? {
        guard expected != actual else { return nil }
        let index = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(expected.count, actual.count)
        let line = expected[..<index].count { $0 == UInt8(ascii: "\n") } + 1
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 60)..<min(bytes.count, index + 60)], as: UTF8.self).debugDescription
        }
        return "bytes differ from offset \(index) (line \(line)): expected \(excerpt(expected)), written \(excerpt(actual))"
    }
}
