import Testing
@testable import CatalogKitLite

/// The CSV reader and writer: RFC 4180 both ways, and a damaged file's place.
struct CSVReaderTests {
    static let header = "catalog,key,variation,language,source,target,state\r\n"

    func read(_ text: String) throws(TranslationFileError) -> TranslationFileContents {
        try CSVReader.read(Array(text.utf8), file: "t.csv")
    }

    func failure(_ text: String) -> TranslationFileError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsQuotedFieldsAndStates() throws {
        let contents = try read(Self.header
            + "A.xcstrings,\"a, \"\"b\"\"\",plural.one,de,\"line 1\nline 2\",Zeile,needs_review\r\n"
            + "A.xcstrings,k,,de,x,,new\r\n")
        #expect(contents.units.count == 2)
        let first = contents.units[0]
        #expect(first.key == "a, \"b\"")
        #expect(first.path == VariationPath(["plural", "one"]))
        #expect(first.source == "line 1\nline 2")
        #expect(first.state == TranslationFileState(format: .csv, spelling: "needs_review"))
        #expect([first.position.line, first.position.column] == [2, 1])
        #expect(contents.units[1].state.spelling == "new")
        #expect([contents.units[1].position.line, contents.units[1].position.column] == [4, 1])
    }

    @Test func writerAndReaderAgree() throws {
        let unit = TranslationUnit(
            module: "M", catalogPath: "Dir/A.xcstrings", key: "k, \"q\"", path: VariationPath(["plural", "other"]),
            source: " %lld items\r\nnext ", target: "x,y", state: .needsReview)
        let file = TranslationExportFile(catalogPath: "Dir/A.xcstrings", module: "M", sourceLanguage: "en", targetLanguage: "de", units: [unit])
        let text = CSVWriter(byteOrderMark: true).document([file]).text
        #expect(text.hasPrefix("\u{FEFF}module,catalog,key,variation,language,source,target,state,"))
        #expect(text.hasSuffix("\r\n"))
        let read = try self.read(text)
        #expect(read.units.count == 1)
        #expect(read.units[0].key == unit.key)
        #expect(read.units[0].source == unit.source)
        #expect(read.units[0].target == "x,y")
        #expect(TranslationStateMap.meaning(of: read.units[0].state) == .review)
        #expect(read.units[0].path == unit.path)
    }

    @Test func truncatedQuotedFieldIsAnError() throws {
        let error = try #require(failure(Self.header + "A.xcstrings,k,,de,x,\"unfinished\r\nmore"))
        #expect(error.position.map { [$0.line, $0.column] } == [2, 21])
        #expect(error.message.contains("truncated"))
    }

    @Test func shortRowIsAnError() throws {
        let error = try #require(failure(Self.header + "A.xcstrings,k,,de,x,y,translated\r\nA.xcstrings,k2,,de"))
        #expect(error.position.map { [$0.line, $0.column] } == [3, 1])
        #expect(error.message.contains("4 fields"))
    }

    @Test func strayQuoteIsAnError() throws {
        let error = try #require(failure(Self.header + "A.xcstrings,k,,de,say \"hi\",y,"))
        #expect(error.position.map { [$0.line, $0.column] } == [2, 23])
    }

    @Test func missingColumnIsAnError() throws {
        let error = try #require(failure("catalog,key,source,target\r\n"))
        #expect(error.message.contains("variation"))
        #expect(error.position.map { [$0.line, $0.column] } == [1, 1])
    }
}
