/// `text` as a JSON string literal, as Xcode writes strings into a catalog: `"` and `\` escaped,
/// `\n`, `\r`, `\t`, `\b` and `\f` for those controls and `\u00XX` for the other C0 controls;
/// everything else (non-ASCII included) as it is.
///
/// The one writer of JSON strings for catalogs built in code: the rules' example catalogs, the
/// tests' catalogs, small files such as an `.xcloc`'s `contents.json`, and (with its options) the
/// strings written into a catalog of another layout.
///
/// - Parameters:
///   - escapingNonASCII: Write every non-ASCII character as `\u` escapes (UTF-16, a surrogate pair
///     beyond U+FFFF), as Python's `json.dump` does by default.
///   - escapingSlash: Write `/` as `\/`.
///   - upperCaseHex: Upper-case hex digits in `\u` escapes.
public func jsonStringLiteral(_ text: String, escapingNonASCII: Bool = false, escapingSlash: Bool = false, upperCaseHex: Bool = true) -> String {
    func unicodeEscape(_ unit: UInt16) -> String {
        let hex = String(unit, radix: 16, uppercase: upperCaseHex)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
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
        case "/" where escapingSlash: result += "\\/"
        default:
            if scalar.value < 0x20 || (escapingNonASCII && scalar.value >= 0x80) {
                for unit in String(scalar).utf16 { result += unicodeEscape(unit) }
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
    }
    return result + "\""
}
