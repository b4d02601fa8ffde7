import Testing
@testable import CatalogKitLite

/// `.strings` tables as Xcode and older tools write them: UTF-8, UTF-16 either way round with or
/// without a byte-order mark, comments, escapes; a broken table's error points into the file.
struct StringsFileReaderTests {
    static let table = """
        /* Title of the main window */
        "window.title" = "Einstellungen";
        // A hint
        "save.hint" = "Speichert deinen \\"Entwurf\\".";

        """

    @Test func aUTF8TableIsReadInOrder() throws {
        let entries = try StringsFileReader.entries(of: Array(Self.table.utf8))
        #expect(entries.map(\.key) == ["window.title", "save.hint"])
        #expect(entries.map(\.value) == ["Einstellungen", "Speichert deinen \"Entwurf\"."])
    }

    @Test(arguments: [true, false])
    func aUTF16TableIsDecoded(littleEndian: Bool) throws {
        let units = Array(Self.table.utf16)
        let bytes = units.flatMap { unit in littleEndian ? [UInt8(unit & 0xFF), UInt8(unit >> 8)] : [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let mark: [UInt8] = littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
        for written in [mark + bytes, bytes] {
            let entries = try StringsFileReader.entries(of: written)
            #expect(entries.map(\.value) == ["Einstellungen", "Speichert deinen \"Entwurf\"."])
        }
    }

    @Test func aUTF8MarkIsSkippedAndAnEmptyTableHasNoEntries() throws {
        #expect(try StringsFileReader.entries(of: [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)).map(\.value) == ["b"])
        #expect(try StringsFileReader.entries(of: []).isEmpty)
    }

    @Test(arguments: [("\"a\" = \"b\";\n\"c\" = ;\n", 2, 7), ("\"a\" = ;", 1, 7)])
    func aBrokenTableSaysWhereInTheFile(text: String, line: Int, column: Int) {
        do {
            let entries = try StringsFileReader.entries(of: Array(text.utf8))
            Issue.record("read a broken table: \(entries)")
        } catch {
            // The first line's column counts from the file's start, not from the brace put before it.
            #expect(error.position.line == line && error.position.column == column, "\(error)")
        }
    }

    @Test func theLanguageIsTheLprojFolder() {
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/de.lproj/Localizable.strings") == "de")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/pt-BR.lproj/Localizable.strings") == "pt-BR")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/Base.lproj/Main.strings") == "Base")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/German.lproj/Localizable.strings") == "de")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "Localizable.strings") == nil)
    }
}
