/// `text` as a JSON string literal, as Xcode writes strings into a catalog: `"` and `\` escaped,
/// `\n`, `\r`, `\t`, `\b` and `\f` for those controls and `\u00XX` for the other C0 controls;
/// everything else (non-ASCII included) as it is.
///
/// The one writer of JSON strings for catalogs built in code: the rules' example catalogs and the
/// tests' catalogs.
public func jsonStringLiteral(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        case "\u{8}": result += "\\b"
        case "\u{C}": result += "\\f"
        default:
            if scalar.value < 0x20 {
                result += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
