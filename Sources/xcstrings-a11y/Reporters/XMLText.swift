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
        UntrustedText.escaped(text, commandBreak: characterReference, special: { special($0, inAttribute: false) })
    }

    /// Text for an attribute value in double quotes. Tabs and line breaks become character
    /// references, since a parser would otherwise normalise them to spaces.
    static func attribute(_ text: String) -> String {
        UntrustedText.escaped(text, commandBreak: characterReference, special: { special($0, inAttribute: true) })
    }

    private static func special(_ scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"" where inAttribute: "&quot;"
        case "'" where inAttribute: "&apos;"
        case "\t": inAttribute ? "&#9;" : "\t"
        case "\n": inAttribute ? "&#10;" : "\n"
        case "\r": "&#13;"
        default: isAllowed(scalar) ? nil : "\u{FFFD}"
        }
    }

    private static func characterReference(_ scalar: Unicode.Scalar) -> String {
        "&#\(scalar.value);"
    }

    /// XML 1.0's `Char` production (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        XMLCharacter.isAllowed(scalar.value)
    }
}
