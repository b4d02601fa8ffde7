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
    ///
    /// With a `languages` selection, only the chosen localizations go into the model (see
    /// ``LanguageSelection``); the diagnostics are the same. With more than one of `jobs`, a large
    /// catalog's strings are decoded in pieces on that many threads, with the same result. A file
    /// larger than `maximumFileSize` bytes (default ``FileBytes/defaultMaximumSize``, 512 MB) is
    /// not read: an `io-error` diagnostic says so.
    public static func read(
        path: String, languages: LanguageSelection? = nil, jobs: Int = 1, maximumFileSize: Int = FileBytes.defaultMaximumSize
    ) -> CatalogReadResult {
        read(path: path, languages: languages, jobs: jobs, pieceSizes: CatalogDecoder.PieceSizes(), maximumFileSize: maximumFileSize)
    }

    /// ``read(path:languages:jobs:maximumFileSize:)`` with pieces of `strings` of chosen sizes
    /// (tests use small ones).
    static func read(
        path: String, languages: LanguageSelection?, jobs: Int, pieceSizes: CatalogDecoder.PieceSizes,
        maximumFileSize: Int = FileBytes.defaultMaximumSize
    ) -> CatalogReadResult {
        let buffer: FileBuffer
        do {
            buffer = try FileBytes.readBuffer(path: path, maximumSize: maximumFileSize)
        } catch {
            return CatalogReadResult(path: path, catalog: nil, diagnostics: [
                CatalogDiagnostic(.ioError, .error, "cannot read the file: \(error.reason)", at: nil),
            ])
        }
        // The decoder gives the file's pages back as it passes them, so that the file and the model
        // are not both in memory in full.
        let result = withExtendedLifetime(buffer) {
            decode(buffer.bytes, path: path, releasing: buffer, languages: languages, jobs: jobs, pieceSizes: pieceSizes)
        }
        if result.selectionIsStale {
            return read(path: path, languages: nil, jobs: jobs, pieceSizes: pieceSizes, maximumFileSize: maximumFileSize)
        }
        return result.result
    }

    /// Decodes a catalog from its bytes; `path` is only recorded, never opened.
    public static func decode<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, path: String, languages: LanguageSelection? = nil, jobs: Int = 1
    ) -> CatalogReadResult {
        decode(bytes, path: path, languages: languages, jobs: jobs, pieceSizes: CatalogDecoder.PieceSizes())
    }

    /// ``decode(_:path:languages:jobs:)`` with pieces of `strings` of chosen sizes (tests use
    /// small ones).
    static func decode<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, path: String, languages: LanguageSelection?, jobs: Int, pieceSizes: CatalogDecoder.PieceSizes
    ) -> CatalogReadResult {
        let result = decode(bytes, path: path, releasing: nil, languages: languages, jobs: jobs, pieceSizes: pieceSizes)
        guard result.selectionIsStale else { return result.result }
        return decode(bytes, path: path, releasing: nil, languages: nil, jobs: jobs, pieceSizes: pieceSizes).result
    }

    private static func decode<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, path: String, releasing buffer: FileBuffer?, languages: LanguageSelection?, jobs: Int,
        pieceSizes: CatalogDecoder.PieceSizes = CatalogDecoder.PieceSizes()
    ) -> (result: CatalogReadResult, selectionIsStale: Bool) {
        var decoder = CatalogDecoder()
        decoder.buffer = buffer
        decoder.languageSelection = languages
        decoder.jobs = jobs
        decoder.pieceSizes = pieceSizes
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
            let isStale = catalog.map { decoder.selectionIsStale(finalSourceLanguage: $0.sourceLanguage) } ?? false
            return (CatalogReadResult(path: path, catalog: catalog, diagnostics: diagnostics), isStale)
        } catch {
            return (CatalogReadResult(path: path, catalog: nil, diagnostics: [
                CatalogDiagnostic(.jsonSyntax, .error, error.message, at: error.position),
            ]), false)
        }
    }
}
