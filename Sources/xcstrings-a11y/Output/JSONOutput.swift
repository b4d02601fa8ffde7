/// A JSON document to write: objects keep the order their members were added in, so reports come
/// out with a stable, readable layout, the same bytes for the same input.
indirect enum JSONOutput: Sendable, Equatable {
    case object([(String, JSONOutput)])
    case array([JSONOutput])
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    case null

    static func == (lhs: JSONOutput, rhs: JSONOutput) -> Bool {
        lhs.rendered() == rhs.rendered()
    }

    /// The document as text, pretty-printed with two spaces, or on one line.
    func rendered(pretty: Bool = true) -> String {
        var output = ""
        write(to: &output, indent: pretty ? 0 : nil)
        return output
    }

    private func write(to output: inout String, indent: Int?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{"
            for (index, (name, value)) in members.enumerated() {
                output += index == 0 ? "" : ","
                newline(&output, indent.map { $0 + 1 })
                Self.writeString(name, to: &output)
                output += indent == nil ? ":" : ": "
                value.write(to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
            output += "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "["
            for (index, element) in elements.enumerated() {
                output += index == 0 ? "" : ","
                newline(&output, indent.map { $0 + 1 })
                element.write(to: &output, indent: indent.map { $0 + 1 })
            }
            newline(&output, indent)
            output += "]"
        case .string(let text):
            Self.writeString(text, to: &output)
        case .integer(let number):
            output += String(number)
        case .number(let number):
            output += number.isFinite ? (number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)) : "null"
        case .bool(let flag):
            output += flag ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    private func newline(_ output: inout String, _ indent: Int?) {
        guard let indent else { return }
        output += "\n"
        for _ in 0..<indent { output += "  " }
    }

    /// Whether any scalar of `text` is escaped by ``writeString(_:to:)``: a byte under 0x20, '"',
    /// '\\', 0x7F, or U+2028...U+202E and U+2066...U+2069 (E2 80 A8...AE, E2 81 A6...A9 in UTF-8).
    private static func needsEscaping(_ text: String) -> Bool {
        func check(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
                if byte == 0xE2 && index + 2 < bytes.count {
                    let second = bytes[index + 1], third = bytes[index + 2]
                    if (second == 0x80 && third >= 0xA8 && third <= 0xAE) || (second == 0x81 && third >= 0xA6 && third <= 0xA9) { return true }
                }
                index += 1
            }
            return false
        }
        if let answer = text.utf8.withContiguousStorageIfAvailable(check) { return answer }
        var copy = text
        return copy.withUTF8(check)
    }

    /// The escaping of the scalar loop below, over UTF-8 bytes: the bytes between escapes are
    /// appended as whole runs.
    private static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to output: inout String) {
        var runStart = 0
        var index = 0
        func flush(_ end: Int) {
            if end > runStart { output += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<end]), as: UTF8.self) }
        }
        while index < bytes.count {
            let byte = bytes[index]
            var escape: String?
            var width = 1
            switch byte {
            case 0x22: escape = "\\\""
            case 0x5C: escape = "\\\\"
            case 0x0A: escape = "\\n"
            case 0x0D: escape = "\\r"
            case 0x09: escape = "\\t"
            case 0x08: escape = "\\b"
            case 0x0C: escape = "\\f"
            case 0x00..<0x20, 0x7F: escape = unicodeEscape(UInt32(byte))
            case 0xE2 where index + 2 < bytes.count:
                let second = bytes[index + 1], third = bytes[index + 2]
                if (second == 0x80 && third >= 0xA8 && third <= 0xAE) || (second == 0x81 && third >= 0xA6 && third <= 0xA9) {
                    escape = unicodeEscape(0x2000 | (UInt32(second & 0x3F) << 6) | UInt32(third & 0x3F))
                    width = 3
                }
            default: break
            }
            if let escape {
                flush(index)
                output += escape
                index += width
                runStart = index
            } else {
                index += 1
            }
        }
        flush(bytes.count)
    }

    /// `\u` and four lower-case hex digits.
    private static func unicodeEscape(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
    }

    /// Writes a JSON string literal; every control character, the line and paragraph separators and
    /// the bidirectional controls are escaped, so no value from a catalog can break the document, a
    /// line-based reader of it, or the order in which a person sees its text.
    static func writeString(_ text: String, to output: inout String) {
        output += "\""
        // Most text has nothing to escape: then it is appended whole; else the runs between escapes are.
        if !needsEscaping(text) {
            output += text
            output += "\""
            return
        }
        if text.utf8.withContiguousStorageIfAvailable({ appendEscaped($0, to: &output) }) != nil {
            output += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{8}": output += "\\b"
            case "\u{C}": output += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value) {
                    let digits = String(scalar.value, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        output += "\""
    }
}
