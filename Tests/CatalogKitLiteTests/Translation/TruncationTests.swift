import Testing
@testable import CatalogKitLite

/// A translation file cut anywhere: XLIFF is then always an error with a place, never a crash or a
/// partial import; CSV either is an error or gives exactly the whole rows before the cut (a cut in
/// the last column, `comment`, which import does not read, loses nothing it uses).
struct TruncationTests {
    static let units = [
        TranslationUnit(module: "App", catalogPath: "A.xcstrings", key: "%lld photos", path: VariationPath(["plural", "one"]),
                        source: "%lld photo", comment: "Count & <size>", role: .label, roleSource: .comment,
                        placeholders: PlaceholderNote.describe("%lld photo"), findings: ["missing-translation: \"x\""], needs: [.missing, .findings]),
        TranslationUnit(module: "App", catalogPath: "A.xcstrings", key: "play.hint", path: VariationPath(),
                        source: "Plays \"it\",\nnow.", target: "Spielt", state: .needsReview, comment: "last, unquoted", needs: [.needsReview]),
    ]
    static let file = TranslationExportFile(catalogPath: "A.xcstrings", module: "App", sourceLanguage: "en", targetLanguage: "de", units: units)

    @Test func everyCutOfAnXLIFFFileIsAnError() throws {
        let text = Array(XLIFFWriter(toolName: "t", toolVersion: "1").document([Self.file]).text.utf8)
        let whole = try XLIFFReader.read(text, file: "t.xliff")
        #expect(whole.units.map(\.id) == ["%lld photos|==|plural.one", "play.hint"])
        #expect(whole.units[1].source == "Plays \"it\",\nnow.")
        #expect(whole.units[1].target == "Spielt")
        #expect(whole.units[1].state == TranslationFileState(format: .xliff, spelling: "needs-review-translation"))
        // The document ends in "</xliff>\n": every shorter prefix is cut inside it.
        for length in 0..<(text.count - 1) {
            do {
                _ = try XLIFFReader.read(Array(text[..<length]), file: "t.xliff")
                Issue.record("a file cut after \(length) bytes was read")
            } catch {
                #expect(error.position != nil, "cut after \(length): \(error)")
            }
        }
    }

    @Test func everyCutOfACSVFileIsAnErrorOrWholeRows() throws {
        let text = Array(CSVWriter().document([Self.file]).text.utf8)
        let whole = try CSVReader.read(text, file: "t.csv").units
        #expect(whole.count == 2)
        func fields(_ unit: ImportedUnit) -> [String] {
            [unit.catalogPath, unit.language, unit.id, unit.source, unit.target ?? "-", unit.state.description]
        }
        for length in 0..<text.count {
            // A cut inside a UTF-8 character is an error of its own; the rest is about CSV.
            guard let units = try? CSVReader.read(Array(text[..<length]), file: "t.csv").units else { continue }
            #expect(units.count <= whole.count)
            for (unit, full) in zip(units, whole) {
                #expect(fields(unit) == fields(full), "cut after \(length)")
            }
        }
    }
}
