/// Writes translation units as XLIFF 1.2, laid out as Xcode's `.xcloc` export lays out a String
/// Catalog: one `<file original="…xcstrings" source-language target-language datatype="plaintext">`
/// per catalog, a `<header>` with the Xcode `<tool>` element (tools that read Xcode's exports key
/// plural handling on it) and this tool's, and one
/// `<trans-unit id="key|==|plural.one" xml:space="preserve">` per unit with `<source>`, a `<target
/// state>` when the language has text, and `<note>`s: the catalog comment first (Xcode's one note),
/// then this tool's context (role, placeholders, spoken preview, findings), and last the unit's
/// location (``XLIFFUnitLocation``), which carries its catalog and id through tools that lose them.
///
/// Texts are written as XML 1.0 character data: `&`, `<`, `>` escaped, a carriage return as
/// `&#13;` (a parser would turn a literal one into a line feed), and in attributes line breaks and
/// tabs as character references too. The second `:` of a `::` and the `[` of a `##[` are written
/// as character references (`&#58;`, `&#91;`): a reader gets the same text, and a file printed in
/// a CI log holds no GitHub workflow command. Text with a character XML 1.0 cannot hold at all (most
/// control characters) cannot be exported; such a unit is left out and reported.
public struct XLIFFWriter: Sendable {
    /// The name and version of the tool, written into each file's header.
    public var toolName: String
    /// The tool's version.
    public var toolVersion: String

    /// Creates a writer that names itself `toolName` `toolVersion` in the headers.
    public init(toolName: String, toolVersion: String) {
        self.toolName = toolName
        self.toolVersion = toolVersion
    }

    /// The XLIFF namespace of version 1.2.
    public static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The document, and the units it had to leave out.
    public func document(_ files: [TranslationExportFile]) -> (text: String, skipped: [SkippedUnit]) {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="\(Self.namespace)" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" version="1.2" \
        xsi:schemaLocation="\(Self.namespace) http://docs.oasis-open.org/xliff/v1.2/os/xliff-core-1.2-strict.xsd">

        """
        var skipped: [SkippedUnit] = []
        for file in files {
            if let problem = Self.unwritable([("the catalog's path", file.catalogPath), ("the module's name", file.module)]) {
                skipped += file.units.map { SkippedUnit(catalogPath: file.catalogPath, id: $0.id, reason: problem) }
                continue
            }
            text += "  <file original=\"\(XMLEscaping.attribute(file.catalogPath))\" source-language=\"\(XMLEscaping.attribute(file.sourceLanguage))\" "
                + "target-language=\"\(XMLEscaping.attribute(file.targetLanguage))\" datatype=\"plaintext\">\n"
            text += "    <header>\n"
            text += "      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\"/>\n"
            text += "      <tool tool-id=\"\(XMLEscaping.attribute(toolName))\" tool-name=\"\(XMLEscaping.attribute(toolName))\" tool-version=\"\(XMLEscaping.attribute(toolVersion))\"/>\n"
            text += "      <note from=\"\(XMLEscaping.attribute(toolName))\">Module: \(XMLEscaping.content(file.module))</note>\n"
            text += "    </header>\n"
            text += "    <body>\n"
            for unit in file.units {
                if let problem = Self.unwritable(unit) {
                    skipped.append(SkippedUnit(catalogPath: file.catalogPath, id: unit.id, reason: problem))
                    continue
                }
                text += transUnit(unit, catalogPath: file.catalogPath)
            }
            text += "    </body>\n"
            text += "  </file>\n"
        }
        text += "</xliff>\n"
        return (text, skipped)
    }

    private func transUnit(_ unit: TranslationUnit, catalogPath: String) -> String {
        var text = "      <trans-unit id=\"\(XMLEscaping.attribute(unit.id))\" xml:space=\"preserve\">\n"
        text += "        <source>\(XMLEscaping.content(unit.source))</source>\n"
        if let target = unit.target {
            let (state, qualifier) = TranslationStateMap.xliff(unit.state)
            let qualifierAttribute = qualifier.map { " state-qualifier=\"\($0)\"" } ?? ""
            text += "        <target state=\"\(state)\"\(qualifierAttribute)>\(XMLEscaping.content(target))</target>\n"
        }
        if let comment = unit.comment {
            text += "        <note from=\"developer\">\(XMLEscaping.content(comment))</note>\n"
        }
        for note in TranslationNotes.lines(for: unit) {
            text += "        <note from=\"\(XMLEscaping.attribute(toolName))\">\(XMLEscaping.content(note))</note>\n"
        }
        text += "        <context-group purpose=\"location\">\n"
        text += "          <context context-type=\"sourcefile\">\(XMLEscaping.content(XLIFFUnitLocation.text(catalogPath: catalogPath, id: unit.id)))</context>\n"
        text += "        </context-group>\n"
        text += "      </trans-unit>\n"
        return text
    }

    /// Why a unit's texts cannot be written as XML 1.0, if they cannot.
    static func unwritable(_ unit: TranslationUnit) -> String? {
        unwritable([("the key", unit.key), ("the source text", unit.source), ("the translation", unit.target ?? ""), ("the comment", unit.comment ?? "")])
    }

    /// Why texts cannot be written as XML 1.0, if one holds a character it cannot hold.
    static func unwritable(_ texts: [(what: String, text: String)]) -> String? {
        for (what, text) in texts {
            if let scalar = text.unicodeScalars.first(where: { !isXMLCharacter($0) }) {
                return "\(what) contains \(TranslationText.describe(scalar)), a character XML 1.0 cannot hold"
            }
        }
        return nil
    }

    /// Whether XML 1.0 allows the character in a document (its `Char` production).
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        XMLCharacter.isAllowed(scalar.value)
    }
}
