/// How text is written into XML 1.0: the one XML escaper, for XLIFF files and the command's XML
/// reports (JUnit).
///
/// Escaped: `&`, `<` and `>` (so no `]]>` can form), a carriage return (which a parser would turn into
/// a line feed), and in an attribute value in double quotes also `"`, tabs and line feeds (which a
/// parser would turn into spaces). A `:` after a `:` and a `[` after `##` are written as character
/// references, so a file printed in a CI log holds no workflow command and a parser still reads the
/// text unchanged. Characters XML 1.0 cannot hold at all are the caller's decision
/// (``XMLCharacter``): a translator's file refuses them, a report replaces them.
package enum XMLEscaping {
    /// Text for an element's content.
    package static func content(_ text: String) -> String {
        escaped(text, inAttribute: false)
    }

    /// Text for an attribute value in double quotes.
    package static func attribute(_ text: String) -> String {
        escaped(text, inAttribute: true)
    }

    /// The reference a character needs, `nil` when it stands as it is (a `:` or `[` that would
    /// complete a workflow command aside: see ``commandBreak(_:)``).
    package static func reference(for scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\r": "&#13;"
        case "\"" where inAttribute: "&quot;"
        case "\n" where inAttribute: "&#10;"
        case "\t" where inAttribute: "&#9;"
        default: nil
        }
    }

    /// A `:` or `[` that would complete `::` or `##[`, as a character reference.
    package static func commandBreak(_ scalar: Unicode.Scalar) -> String {
        "&#\(scalar.value);"
    }

    private static func escaped(_ text: String, inAttribute: Bool) -> String {
        guard needsEscaping(text) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        // The last two scalars of the text, to find `::` and `##[`.
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if let reference = reference(for: scalar, inAttribute: inAttribute) {
                result += reference
            } else if (scalar == ":" && last == ":") || (scalar == "[" && last == "#" && beforeLast == "#") {
                result += commandBreak(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
            (beforeLast, last) = (last, scalar)
        }
        return result
    }

    /// Whether ``escaped(_:inAttribute:)`` may change `text`: one of `&<>"`, a tab or a line break, or
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
