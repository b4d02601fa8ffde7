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

    @Test func aBrokenTableSaysWhereInTheFile() {
        #expect(throws: PropertyListSyntaxError.self) { try StringsFileReader.entries(of: Array("\"a\" = \"b\";\n\"c\" = ;\n".utf8)) }
        do {
            _ = try StringsFileReader.entries(of: Array("\"a\" = \"b\";\n\"c\" = ;\n".utf8))
        } catch {
            #expect(error.position.line == 2, "\(error)")
            #expect(error.position.column == 7, "\(error)")
        }
        do {
            _ = try StringsFileReader.entries(of: Array("\"a\" = ;".utf8))
        } catch {
            #expect(error.position.line == 1 && error.position.column == 7, "the first line's column counts from the file's start: \(error)")
        }
    }

    @Test func theLanguageIsTheLprojFolder() {
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/de.lproj/Localizable.strings") == "de")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/pt-BR.lproj/Localizable.strings") == "pt-BR")
        #expect(ModuleTableTexts.language(ofStringsFileAt: "App/Base.lproj/Main.strings") == nil)
        #expect(ModuleTableTexts.language(ofStringsFileAt: "Localizable.strings") == nil)
    }
}
