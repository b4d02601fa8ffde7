import CatalogKitLite

/// Escaping for XML 1.0 text and attribute values: the XML family's rules for ``UntrustedText``.
///
/// XML 1.0 cannot hold most control characters at all, not even as character references, so they
/// are replaced by U+FFFD; the bidirectional controls and line separators become visible escapes
/// as in every report. `]]>` cannot end a CDATA section here because no CDATA is written: `>` is
/// always escaped. A `:` after a `:` and a `[` after `##` are written as character references, so
/// a JUnit file printed in a CI log holds no workflow command and a parser still reads the text
/// unchanged.
enum XMLText {
    /// Text for an element's content.
    static func content(_ text: String) -> String {
        UntrustedText.escaped(text, commandBreak: XMLEscaping.commandBreak, special: { special($0, inAttribute: false) })
    }

    /// Text for an attribute value in double quotes. Tabs and line breaks become character
    /// references, since a parser would otherwise normalise them to spaces.
    static func attribute(_ text: String) -> String {
        UntrustedText.escaped(text, commandBreak: XMLEscaping.commandBreak, special: { special($0, inAttribute: true) })
    }

    /// The XML escaper's references; tabs and line feeds of content as they are (not the visible
    /// escapes of other controls); characters XML cannot hold as U+FFFD.
    private static func special(_ scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
        if let reference = XMLEscaping.reference(for: scalar, inAttribute: inAttribute) { return reference }
        if scalar == "\t" || scalar == "\n" { return String(scalar) }
        return isAllowed(scalar) ? nil : "\u{FFFD}"
    }

    /// XML 1.0's `Char` production (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        XMLCharacter.isAllowed(scalar.value)
    }
}
