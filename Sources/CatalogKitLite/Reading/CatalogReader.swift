import Foundation

/// What reading one catalog file gave: the catalog (unless the file was unusable) and every
/// diagnostic, in file order.
public struct CatalogReadResult: Sendable {
    /// The path that was read.
    public var path: String
    /// The catalog, or `nil` when the file could not be read, was not JSON, or was not an object.
    public var catalog: Catalog?
    /// The problems found, in file order (those without a position first).
    public var diagnostics: [CatalogDiagnostic]

    /// Creates a result.
    public init(path: String, catalog: Catalog?, diagnostics: [CatalogDiagnostic]) {
        self.path = path
        self.catalog = catalog
        self.diagnostics = diagnostics
    }

    /// Whether the file was read completely: a catalog and no error-level diagnostic.
    public var isComplete: Bool {
        catalog != nil && !diagnostics.contains { $0.severity == .error }
    }
}

/// Reads String Catalogs from files or bytes.
public enum CatalogReader {
    /// Reads and decodes the catalog at `path`. Never throws: every problem is a diagnostic.
    public static func read(path: String) -> CatalogReadResult {
        let buffer: FileBuffer
        do {
            buffer = try FileBytes.readBuffer(path: path)
        } catch {
            return CatalogReadResult(path: path, catalog: nil, diagnostics: [
                CatalogDiagnostic(.ioError, .error, "cannot read the file: \(error.reason)", at: nil),
            ])
        }
        // The decoder gives the file's pages back as it passes them, so that the file and the model
        // are not both in memory in full.
        return withExtendedLifetime(buffer) { decode(buffer.bytes, path: path, releasing: buffer) }
    }

    /// Decodes a catalog from its bytes; `path` is only recorded, never opened.
    public static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, path: String) -> CatalogReadResult {
        decode(bytes, path: path, releasing: nil)
    }

    private static func decode<Bytes: Collection<UInt8>>(_ bytes: Bytes, path: String, releasing buffer: FileBuffer?) -> CatalogReadResult {
        var decoder = CatalogDecoder()
        decoder.buffer = buffer
        do {
            let (catalog, duplicates) = try JSONReader.withReader(bytes) { reader throws(JSONSyntaxError) in
                (try decoder.decodeCatalog(&reader, path: path), reader.duplicateKeys)
            }
            for duplicate in duplicates {
                decoder.diagnostics.append(CatalogDiagnostic(
                    .duplicateKey, .warning,
                    "the member \(quoted(duplicate.name)) occurs twice in one object (first at \(duplicate.firstPosition))",
                    at: duplicate.position))
            }
            // Sorted by place; the original order breaks ties, so the result never depends on the sort.
            let diagnostics = decoder.diagnostics.enumerated().sorted {
                ($0.element.position?.offset ?? -1, $0.offset) < ($1.element.position?.offset ?? -1, $1.offset)
            }.map(\.element)
            return CatalogReadResult(path: path, catalog: catalog, diagnostics: diagnostics)
        } catch {
            return CatalogReadResult(path: path, catalog: nil, diagnostics: [
                CatalogDiagnostic(.jsonSyntax, .error, error.message, at: error.position),
            ])
        }
    }
}
