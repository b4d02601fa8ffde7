import CatalogKitLite

/// JSON string escaping as ``JSONEscaping`` promises it, stated plainly, scalar by scalar: what the
/// tests of the escaper and of the reports compare their output with.
public enum JSONEscapingReference {
    /// The escapes the options promise, one scalar at a time, without the quotes.
    public static func escaped(_ text: String, _ options: JSONEscaping) -> String {
        func escape(_ unit: UInt16) -> String {
            let digits = String(unit, radix: 16, uppercase: options.upperCaseHex)
            return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
        }
        var result = ""
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { (beforeLast, last) = (last, scalar) }
            switch scalar.value {
            case 0x22: result += "\\\""
            case 0x5C: result += "\\\\"
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x09: result += "\\t"
            case 0x08: result += "\\b"
            case 0x0C: result += "\\f"
            case 0x00..<0x20: result += escape(UInt16(scalar.value))
            case 0x2F where options.escapesSlash: result += "\\/"
            case 0x80... where options.escapesNonASCII: result += String(scalar).utf16.map(escape).joined()
            case let value where options.guardsDisplay
                && (value == 0x7F || (0x80...0x9F).contains(value) || (0x2028...0x202E).contains(value) || (0x2066...0x2069).contains(value)):
                result += escape(UInt16(value))
            case 0x5B where options.guardsDisplay && last == "#" && beforeLast == "#": result += escape(0x5B)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
