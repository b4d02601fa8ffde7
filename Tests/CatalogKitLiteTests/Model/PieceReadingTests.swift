import Foundation
import Testing
import TestSupport
@testable import CatalogKitLite

/// A large `strings` object is decoded in pieces on several threads; the model, the diagnostics and
/// every position must be those of one reader, whatever the layout of the file.
struct PieceReadingTests {
    /// Pieces as small as the file allows: a piece starts at nearly every key.
    static let tiny = CatalogDecoder.PieceSizes(minimumTotal: 0, minimumPiece: 1)

    /// One entry in Xcode's layout, at the indentation of `strings`' members.
    static func entry(_ key: String, _ values: [(String, String)], comment: String? = nil) -> String {
        let localizations = values.map { language, value in
            """
                    "\(language)" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "\(value)"
                      }
                    }
            """
        }.joined(separator: ",\n")
        let commentLine = comment.map { "      \"comment\" : \"\($0)\",\n" } ?? ""
        return """
            "\(key)" : {
        \(commentLine)      "localizations" : {
        \(localizations)
              }
            }
        """
    }

    /// A catalog in Xcode's layout.
    static func catalog(_ entries: [String], after: String = "") -> String {
        """
        {
          "sourceLanguage" : "en",
          "strings" : {
        \(entries.joined(separator: ",\n"))
          },\(after)
          "version" : "1.0"
        }
        """
    }

    static func keys(_ count: Int) -> [String] {
        (0..<count).map { number in
            entry(String(format: "item.%04d.label", number), [("de", "Eintrag \(number)"), ("en", "Item \(number)")])
        }
    }

    /// Decodes a text with one reader and in pieces, and expects the same result.
    static func expectSameAsOneReader(
        _ text: String, languages: LanguageSelection? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let bytes = Array(text.utf8)
        let whole = CatalogReader.decode(bytes, path: "a.xcstrings", languages: languages, jobs: 1, pieceSizes: tiny)
        for jobs in [2, 3] {
            let pieces = CatalogReader.decode(bytes, path: "a.xcstrings", languages: languages, jobs: jobs, pieceSizes: tiny)
            // Named by the first entry that differs: a whole catalog in a message is unreadable.
            let entries = zip(pieces.catalog?.entries ?? [], whole.catalog?.entries ?? [])
            let differing = entries.first { $0 != $1 }.map { "first different entry: \($0.0.key)" } ?? ""
            let sameCatalog = pieces.catalog == whole.catalog
            #expect(sameCatalog, "jobs \(jobs) \(differing)", sourceLocation: sourceLocation)
            #expect(pieces.diagnostics == whole.diagnostics, "jobs \(jobs)", sourceLocation: sourceLocation)
        }
    }

    /// How many pieces a text is cut into.
    static func pieceCount(_ text: String) -> Int {
        Array(text.utf8).withUnsafeBufferPointer {
            CatalogDecoder.pieceStarts($0, from: 0, count: 12, minimumTotal: 0, minimumPiece: 1).count + 1
        }
    }

    @Test func anXcodeCatalogIsCutAtItsKeysAndReadTheSame() {
        let text = Self.catalog(Self.keys(40))
        #expect(Self.pieceCount(text) >= 10)
        Self.expectSameAsOneReader(text)
        Self.expectSameAsOneReader(text, languages: LanguageSelection { _ in ["de"] })
    }

    @Test func aKeyDefinedTwiceInDifferentPiecesKeepsItsFirstPlace() throws {
        var entries = Self.keys(30)
        entries.append(Self.entry("item.0003.label", [("de", "Später"), ("en", "Later")]))
        let text = Self.catalog(entries)
        Self.expectSameAsOneReader(text)
        let result = CatalogReader.decode(Array(text.utf8), path: "a.xcstrings", languages: nil, jobs: 3, pieceSizes: Self.tiny)
        let catalog = try #require(result.catalog)
        #expect(catalog.entries.count == 30)
        #expect(catalog.entries[3].localizations.first?.content.stringUnit?.value.text == "Später")
        #expect(result.diagnostics.map(\.kind) == [.duplicateKey])
    }

    @Test func duplicateMemberNamesInEveryPieceAreReported() {
        // Unknown members are kept as JSON values; a name twice in one of them is a warning, from
        // before `strings`, from the first piece and from later ones.
        var entries = Self.keys(30)
        for index in [0, 14, 29] {
            entries[index] = entries[index].replacingOccurrences(
                of: "\"localizations\" : {", with: "\"extra\" : { \"a\" : 1, \"a\" : 2 },\n      \"localizations\" : {")
        }
        let text = Self.catalog(entries).replacingOccurrences(
            of: "\"sourceLanguage\" : \"en\",", with: "\"other\" : { \"b\" : 1, \"b\" : 2 },\n  \"sourceLanguage\" : \"en\",")
        #expect(Self.pieceCount(text) >= 10)
        Self.expectSameAsOneReader(text)
        let result = CatalogReader.decode(Array(text.utf8), path: "a.xcstrings", languages: nil, jobs: 3, pieceSizes: Self.tiny)
        #expect(result.diagnostics.filter { $0.kind == .duplicateKey }.count == 4)
    }

    @Test func languagesLeftOutAreTheSameWhenFirstSeenInDifferentPieces() {
        var entries: [String] = []
        for number in 0..<24 {
            // Each third of the file brings a language the others lack.
            let extra = ["fr", "ja", "it"][number / 8]
            entries.append(Self.entry("key.\(number)", [("de", "x"), ("en", "y"), (extra, "z")]))
        }
        let text = Self.catalog(entries)
        Self.expectSameAsOneReader(text, languages: LanguageSelection { _ in ["de"] })
        let result = CatalogReader.decode(
            Array(text.utf8), path: "a.xcstrings", languages: LanguageSelection { _ in ["de"] }, jobs: 2, pieceSizes: Self.tiny)
        #expect(result.catalog?.omittedLanguages == ["fr", "it", "ja"])
    }

    @Test func moreThanSixtyFourLanguagesLeftOutAcrossPiecesAreReadWhole() {
        let entries = (0..<70).map { number in Self.entry("key.\(number)", [("en", "y"), ("x\(number)", "z")]) }
        Self.expectSameAsOneReader(Self.catalog(entries), languages: LanguageSelection { _ in ["de"] })
    }

    @Test func lineBreaksOfEveryKindKeepPositionsRight() {
        // Carriage returns before line feeds inside entries, and lone ones: both count as line
        // breaks, and the lines at which pieces start are counted over them.
        let text = Self.catalog(Self.keys(20)).replacingOccurrences(of: "\"stringUnit\" : {\n", with: "\"stringUnit\" : {\r\n")
            .replacingOccurrences(of: "\"state\" : \"translated\",\n", with: "\"state\" : \"translated\",\r")
        #expect(Self.pieceCount(text) >= 10)
        Self.expectSameAsOneReader(text)
    }

    @Test func membersAtTheWrongDepthThatLookLikeKeysAreNotTakenForKeys() {
        // Every line indented by four spaces, whatever its depth: most guessed starts are inside
        // an entry, and the piece before goes on past them.
        let flat = Self.catalog(Self.keys(20)).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.isEmpty ? String(line) : "    " + trimmed
        }.joined(separator: "\n")
        #expect(Self.pieceCount(flat) >= 10)
        Self.expectSameAsOneReader(flat)
        // And after `strings`: a member whose own members look like keys.
        let after = "\n  \"extra\" : {\n    \"a\" : 1,\n    \"b\" : 2,\n    \"c\" : 3\n  },"
        Self.expectSameAsOneReader(Self.catalog(Self.keys(5), after: after))
    }

    @Test func errorsInAnyPieceAreTheOneReadersErrors() {
        let keys = Self.keys(30)
        // A syntax error late in the file, a schema error in the middle, and a bad escape.
        var broken = keys
        broken[25] = broken[25].replacingOccurrences(of: "\"state\" : \"translated\",", with: "\"state\" : \"translated\",,")
        Self.expectSameAsOneReader(Self.catalog(broken))
        var schema = keys
        schema[15] = schema[15].replacingOccurrences(of: "\"state\" : \"translated\"", with: "\"state\" : 7")
        Self.expectSameAsOneReader(Self.catalog(schema))
        var escape = keys
        escape[20] = escape[20].replacingOccurrences(of: "Eintrag", with: "Eint\\qrag")
        Self.expectSameAsOneReader(Self.catalog(escape))
        // Cut off in the middle of a late piece.
        let text = Self.catalog(keys)
        Self.expectSameAsOneReader(String(text.prefix(text.utf8.count * 9 / 10)))
    }

    /// A piece that ends on the next start proves it only when its own start is proven: a piece
    /// that began inside a value can end on the next start by chance, and the pages of a piece
    /// wrongly taken as proven would be given back while the true reader still has to read them.
    @Test func aStartIsProvenOnlyThroughAChainFromTheFirstPiece() {
        let proven = ProvenStarts(count: 4)
        #expect(proven.isProven(0))
        #expect(!proven.isProven(1))
        proven.reachedEnd(of: 1)
        #expect(!proven.isProven(2), "piece 1 is not proven itself")
        proven.reachedEnd(of: 0)
        #expect(proven.isProven(1) && proven.isProven(2))
        #expect(!proven.isProven(3))
    }

    @Test func aMinifiedCatalogIsReadByOneReader() {
        let text = #"{"sourceLanguage":"en","strings":{"a":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"x"}}}},"b":{}},"version":"1.0"}"#
        #expect(Self.pieceCount(text) == 1)
        Self.expectSameAsOneReader(text)
    }

    /// The file path: the bytes in anonymous memory, given back piece by piece as each piece's
    /// start is proven, with the default sizes (a file of over 4 MB).
    @Test func aLargeFileReadOnSeveralThreadsGivesTheSameCatalog() throws {
        let entries = (0..<12_000).map { number in
            Self.entry(String(format: "screen.%05d.button.label", number),
                       [("de", "Schaltfläche \(number) öffnet etwas"), ("en", "Button \(number) opens something"), ("fr", "Bouton \(number)")],
                       comment: number % 7 == 0 ? "Accessibility label of button \(number)" : nil)
        }
        let text = Self.catalog(entries)
        #expect(text.utf8.count > 5_000_000)
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }  // the file is read after the folder's last use
        let path = try folder.write("Large.xcstrings", text).path
        let whole = CatalogReader.read(path: path)
        #expect(whole.catalog?.entries.count == 12_000)
        for languages in [nil, LanguageSelection { _ in ["de"] }] {
            let once = CatalogReader.read(path: path, languages: languages)
            let pieces = CatalogReader.read(path: path, languages: languages, jobs: 2)
            #expect(pieces.catalog == once.catalog)
            #expect(pieces.diagnostics == once.diagnostics)
        }
    }

    /// A file in which every line is indented by four spaces, whatever its depth: most cuts fall
    /// inside entries, a piece can end on the next cut by chance, and the first piece reads on past
    /// its end. Pages are given back every 2 MB, so a piece wrongly taken as proven would give back
    /// pages the first piece still reads.
    @Test func aFileLaidOutOtherwiseGivesBackOnlyPagesNoReaderNeeds() throws {
        let entries = (0..<48_000).map { number in
            Self.entry(String(format: "screen.%05d.button.label", number),
                       [("de", "Schaltfläche \(number) öffnet etwas Langes"), ("en", "Button \(number) opens something long")],
                       comment: "Accessibility label of button \(number), which opens the details of the item")
        }
        let flat = Self.catalog(entries).split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.isEmpty ? String(line) : "    " + trimmed
        }.joined(separator: "\n")
        #expect(flat.utf8.count > 20_000_000)
        let folder = try TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }  // the file is read after the folder's last use
        let path = try folder.write("Flat.xcstrings", flat).path
        let once = CatalogReader.read(path: path)
        #expect(once.catalog?.entries.count == 48_000)
        let sizes = CatalogDecoder.PieceSizes(minimumTotal: 0, minimumPiece: 1, releaseStep: FileBuffer.releaseBlock)
        let pieces = CatalogReader.read(path: path, languages: nil, jobs: 2, pieceSizes: sizes)
        let same = pieces.catalog == once.catalog
        #expect(same)
        #expect(pieces.diagnostics == once.diagnostics)
    }

    @Test(.requires(.corpus))
    func everyRealCatalogIsReadTheSameInPieces() throws {
        let catalogs = Corpus.realCatalogs()
        #expect(!catalogs.isEmpty)
        var cut = 0
        for path in catalogs {
            let text = try String(contentsOf: path, encoding: .utf8)
            if Self.pieceCount(text) > 1 { cut += 1 }
            Self.expectSameAsOneReader(text)
            Self.expectSameAsOneReader(text, languages: LanguageSelection { _ in ["de"] })
        }
        // Xcode wrote them: nearly all are cut into pieces.
        #expect(cut * 10 >= catalogs.count * 8, "\(cut) of \(catalogs.count)")
    }
}
