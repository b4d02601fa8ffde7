/// Escaping for XML 1.0 text and attribute values.
///
/// XML 1.0 cannot hold most control characters at all, not even as character references, so they
/// are replaced by U+FFFD; the text a reporter passes in has normally been through
/// ``UntrustedText`` already, which turns them into visible escapes first. `]]>` cannot end a
/// CDATA section here because no CDATA is written: `>` is always escaped.
enum XMLText {
    /// Text for an element's content.
    static func content(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// Text for an attribute value in double quotes. Tabs and line breaks become character
    /// references, since a parser would otherwise normalise them to spaces.
    static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            default:
                result.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return result
    }

    /// XML 1.0's `Char` production: tab, line feed, carriage return, and everything from U+0020
    /// except U+FFFE and U+FFFF (surrogates cannot occur in a Swift string).
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
