@testable import CatalogKitLite

/// Fuzzes the catalog model: any bytes must give a catalog and diagnostics or a syntax error, never
/// a crash; every string unit of the model must be reachable with its path. A read that keeps only
/// some languages must give the same diagnostics, the same keys and the same languages; a read of
/// `strings` in pieces on several threads (pieces as small as the input allows) the same result.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let result = CatalogReader.decode(bytes, path: "fuzz.xcstrings")
    for diagnostic in result.diagnostics {
        precondition(!diagnostic.message.isEmpty, "a diagnostic without a message")
        if let position = diagnostic.position { precondition(position.offset <= count, "a diagnostic outside the input") }
    }
    let selected = CatalogReader.decode(bytes, path: "fuzz.xcstrings", languages: LanguageSelection { _ in ["de"] })
    precondition(selected.diagnostics == result.diagnostics, "a language selection changed the diagnostics")
    precondition(selected.catalog?.entries.map(\.key) == result.catalog?.entries.map(\.key), "a language selection changed the keys")
    precondition(selected.catalog?.languages == result.catalog?.languages, "a language selection changed the languages")
    let tiny = CatalogDecoder.PieceSizes(minimumTotal: 0, minimumPiece: 1)
    let pieces = CatalogReader.decode(bytes, path: "fuzz.xcstrings", languages: nil, jobs: 3, pieceSizes: tiny)
    precondition(pieces.diagnostics == result.diagnostics, "reading in pieces changed the diagnostics")
    precondition(pieces.catalog == result.catalog, "reading in pieces changed the catalog")
    guard let catalog = result.catalog else { return 0 }
    for entry in catalog.entries {
        _ = entry.sourceText(sourceLanguage: catalog.sourceLanguage)
        for localization in entry.localizations {
            for located in localization.content.stringUnits() {
                precondition(located.unit.value.position.offset < count, "a value outside the input")
                _ = catalog.location(of: located.unit.value.position, key: entry.key, language: localization.language, variationPath: located.path).catalogPath
            }
        }
    }
    return 0
}
