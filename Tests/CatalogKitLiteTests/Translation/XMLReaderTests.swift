import Testing
@testable import CatalogKitLite

/// The XML reader: what well-formed XML gives, and where a broken file is broken.
struct XMLReaderTests {
    func parse(_ text: String) throws -> XMLElementNode {
        try XMLReader.parse(Array(text.utf8), file: "t.xliff")
    }

    func failure(_ text: String) -> TranslationFileError? {
        failure(Array(text.utf8))
    }

    func failure(_ bytes: [UInt8]) -> TranslationFileError? {
        do {
            _ = try XMLReader.parse(bytes, file: "t.xliff")
            return nil
        } catch {
            return error
        }
    }

    func text(_ element: XMLElementNode) -> String {
        element.children.map { if case .text(let text) = $0 { text } else { "" } }.joined()
    }

    @Test func readsElementsAttributesAndText() throws {
        let root = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- a comment -->
        <a x="1" y='two &amp; &quot;three&quot;'><b>T&lt;&gt;&#233;&#x1F600;<![CDATA[<raw> & ]]]]></b><c/></a>
        """)
        #expect(root.name == "a")
        #expect(root.attribute("x") == "1")
        #expect(root.attribute("y") == "two & \"three\"")
        #expect(root.elements.map(\.name) == ["b", "c"])
        #expect(text(root.elements[0]) == "T<>é😀<raw> & ]]")
        #expect([root.position.line, root.position.column] == [3, 1])
        #expect([root.elements[0].position.line, root.elements[0].position.column] == [3, 42])
    }

    @Test func normalisesLineEnds() throws {
        let root = try parse("<a v=\"1\r\n2\t3\">x\r\ny\rz</a>")
        #expect(root.attribute("v") == "1 2 3")
        #expect(text(root) == "x\ny\nz")
    }

    @Test func localNamesDropThePrefix() throws {
        let root = try parse("<x:xliff xmlns:x=\"urn:x\"><x:file/></x:xliff>")
        #expect(root.localName == "xliff")
        #expect(root.elements(named: "file").count == 1)
    }

    @Test func truncatedFileNamesTheOpenElement() throws {
        let error = try #require(failure("<a>\n  <b>text"))
        #expect(error.message.contains("</b>"))
        #expect(error.message.contains("2:3"))
        #expect(error.position.map { [$0.line, $0.column] } == [2, 10])
    }

    @Test func mismatchedEndTag() throws {
        let error = try #require(failure("<a>\n<b></c></a>"))
        #expect(error.position.map { [$0.line, $0.column] } == [2, 4])
        #expect(error.message.contains("</c> does not close <b>"))
    }

    @Test(arguments: [
        ("<a>&nbsp;</a>", "not defined", 1, 4),
        ("<a>&#1;</a>", "not a character", 1, 4),
        ("<a x=\"1\" x=\"2\"/>", "given twice", 1, 10),
        ("<a x=1/>", "in quotes", 1, 6),
        ("<a>x</a><b/>", "after the end", 1, 9),
        ("<!DOCTYPE a [<!ENTITY e \"x\">]><a/>", "DOCTYPE", 1, 1),
        ("<a>]]></a>", "']]>'", 1, 4),
        ("<a><!-- x -- y --></a>", "'--'", 1, 11),
        ("", "no root element", 1, 1),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", "UTF-8", 1, 1),
        ("<a>\u{1}</a>", "U+1", 1, 4),
    ])
    func malformedXMLIsAnErrorWithItsPlace(_ text: String, _ words: String, _ line: Int, _ column: Int) throws {
        let error = try #require(failure(text))
        #expect(error.message.contains(words), "\(error)")
        #expect(error.position.map { [$0.line, $0.column] } == [line, column], "\(error)")
    }

    @Test func invalidUTF8IsAnError() throws {
        let error = try #require(failure(Array("<a>\n x".utf8) + [0xC3, 0x28] + Array("</a>".utf8)))
        #expect(error.message.contains("UTF-8"))
        #expect(error.position.map { [$0.line, $0.column] } == [2, 3])
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let depth = 100_000
        let text = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        let error = try #require(failure(text))
        #expect(error.message.contains("nested"))
    }

    @Test func byteOrderMarkIsSkipped() throws {
        let root = try XMLReader.parse([0xEF, 0xBB, 0xBF] + Array("<a/>".utf8), file: "t")
        #expect(root.name == "a")
    }
}
