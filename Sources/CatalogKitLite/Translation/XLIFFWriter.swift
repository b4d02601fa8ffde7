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
            text += "  <file original=\"\(Self.attribute(file.catalogPath))\" source-language=\"\(Self.attribute(file.sourceLanguage))\" "
                + "target-language=\"\(Self.attribute(file.targetLanguage))\" datatype=\"plaintext\">\n"
            text += "    <header>\n"
            text += "      <tool tool-id=\"com.apple.dt.xcode\" tool-name=\"Xcode\"/>\n"
            text += "      <tool tool-id=\"\(Self.attribute(toolName))\" tool-name=\"\(Self.attribute(toolName))\" tool-version=\"\(Self.attribute(toolVersion))\"/>\n"
            text += "      <note from=\"\(Self.attribute(toolName))\">Module: \(Self.content(file.module))</note>\n"
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
        var text = "      <trans-unit id=\"\(Self.attribute(unit.id))\" xml:space=\"preserve\">\n"
        text += "        <source>\(Self.content(unit.source))</source>\n"
        if let target = unit.target {
            let (state, qualifier) = TranslationStateMap.xliff(unit.state)
            let qualifierAttribute = qualifier.map { " state-qualifier=\"\($0)\"" } ?? ""
            text += "        <target state=\"\(state)\"\(qualifierAttribute)>\(Self.content(target))</target>\n"
        }
        if let comment = unit.comment {
            text += "        <note from=\"developer\">\(Self.content(comment))</note>\n"
        }
        for note in TranslationNotes.lines(for: unit) {
            text += "        <note from=\"\(Self.attribute(toolName))\">\(Self.content(note))</note>\n"
        }
        text += "        <context-group purpose=\"location\">\n"
        text += "          <context context-type=\"sourcefile\">\(Self.content(XLIFFUnitLocation.text(catalogPath: catalogPath, id: unit.id)))</context>\n"
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

    /// Character data: `&`, `<`, `>` escaped, and a carriage return as a reference.
    static func content(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// An attribute value in double quotes: also `"`, and line breaks and tabs as references, since
    /// a parser turns literal ones into spaces.
    static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        // The last two scalars of the text, to find `::` and `##[`.
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\r": result += "&#13;"
            case "\"" where inAttribute: result += "&quot;"
            case "\n" where inAttribute: result += "&#10;"
            case "\t" where inAttribute: result += "&#9;"
            case ":" where last == ":": result += "&#58;"
            case "[" where last == "#" && beforeLast == "#": result += "&#91;"
            default: result.unicodeScalars.append(scalar)
            }
            (beforeLast, last) = (last, scalar)
        }
        return result
    }

    /// Whether ``escaped(_:inAttribute:)`` changes `text`: one of `&<>"`, a tab or a line break, or
    /// a `::` or `##[`.
    private static func needsEscaping(_ text: String) -> Bool {
        var last: UInt8 = 0, beforeLast: UInt8 = 0
        for byte in text.utf8 {
            switch byte {
            case 0x26, 0x3C, 0x3E, 0x22, 0x0D, 0x0A, 0x09: return true
            case 0x3A where last == 0x3A: return true
            case 0x5B where last == 0x23 && beforeLast == 0x23: return true
            default: (beforeLast, last) = (last, byte)
            }
        }
        return false
    }
}
