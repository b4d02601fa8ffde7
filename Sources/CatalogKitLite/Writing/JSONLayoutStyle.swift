/// How a JSON file that is not in Xcode's layout lays its text out, as far as a value written into
/// it must follow: indentation, line ends, the separator after a member's name and between
/// members, and how strings escape non-ASCII text and `/`. Read from the file itself, so that
/// what ``CatalogSplice`` writes into it looks like the rest of it.
struct JSONLayoutStyle: Equatable {
    /// One level of indentation (`"  "`, `"    "`, `"\t"`); `nil` when objects are on one line.
    var indentUnit: String?
    /// The line end (`"\n"` or `"\r\n"`).
    var newline: String
    /// What stands between a member's name and its value (`" : "`, `": "`, `":"`).
    var nameSeparator: String
    /// What follows a comma between members on one line (`" "` or `""`), when not indented.
    var itemSpace: String
    /// Whether non-ASCII text is written as `\u` escapes (Python's `json.dump` default).
    var escapesNonASCII: Bool
    /// Whether `/` is written `\/` (PHP, some JavaScript serialisers).
    var escapesSlash: Bool
    /// Whether `\u` escapes use upper-case hex digits.
    var upperCaseHex: Bool

    /// The style of `bytes`, judged from the root object's first member and the whole text.
    init(of bytes: [UInt8], root: JSONValue) {
        newline = Self.contains(bytes, Array("\r\n".utf8)) ? "\r\n" : "\n"
        indentUnit = nil
        nameSeparator = ": "
        itemSpace = ""
        if let first = root.members?.first {
            // Between `{` and the first name: a line end and one level of indentation, or not.
            let between = bytes[(root.position.offset + 1)..<first.namePosition.offset]
            if let lineEnd = between.lastIndex(of: 0x0A) {
                indentUnit = String(decoding: between[(lineEnd + 1)...], as: UTF8.self)
            }
            let nameEnd = JSONSpan.end(of: first.namePosition.offset, in: bytes) ?? first.namePosition.offset
            nameSeparator = String(decoding: bytes[nameEnd..<first.value.position.offset], as: UTF8.self)
            if indentUnit == nil, let second = root.members?.dropFirst().first,
               let valueEnd = JSONSpan.end(of: first.value.position.offset, in: bytes),
               let comma = bytes[valueEnd..<second.namePosition.offset].firstIndex(of: UInt8(ascii: ",")) {
                itemSpace = String(decoding: bytes[(comma + 1)..<second.namePosition.offset], as: UTF8.self)
            }
        }
        if indentUnit?.isEmpty == true { indentUnit = nil }
        let escapes = Self.unicodeEscapes(bytes)
        escapesNonASCII = escapes.nonASCII && !bytes.contains { $0 >= 0x80 }
        escapesSlash = Self.contains(bytes, Array("\\/".utf8))
        upperCaseHex = escapes.upperCase
    }

    /// Writes `value` as this style lays it out, its nested lines indented from `indent` (the
    /// indentation of the line it starts on). Iterative: a value nested deep costs no stack.
    func render(_ value: JSONValue, indent: String) -> String {
        var text = ""
        // What is left to write, last first: a value at a depth, or a piece of punctuation.
        enum Step {
            case value(JSONValue, depth: Int)
            case text(String)
        }
        var steps: [Step] = [.value(value, depth: 0)]
        func lineStart(_ depth: Int) -> String {
            guard let indentUnit else { return "" }
            return newline + indent + String(repeating: indentUnit, count: depth)
        }
        while let step = steps.popLast() {
            switch step {
            case .text(let piece):
                text += piece
            case .value(let value, let depth):
                switch value.content {
                case .object(let members):
                    guard !members.isEmpty else { text += "{}"; continue }
                    text += "{"
                    var pending: [Step] = []
                    for (index, member) in members.enumerated() {
                        let lead = (index == 0 ? "" : "," + (indentUnit == nil ? itemSpace : "")) + lineStart(depth + 1)
                        pending.append(.text(lead + string(member.name) + nameSeparator))
                        pending.append(.value(member.value, depth: depth + 1))
                    }
                    pending.append(.text(lineStart(depth) + "}"))
                    steps += pending.reversed()
                case .array(let elements):
                    guard !elements.isEmpty else { text += "[]"; continue }
                    text += "["
                    var pending: [Step] = []
                    for (index, element) in elements.enumerated() {
                        pending.append(.text((index == 0 ? "" : "," + (indentUnit == nil ? itemSpace : "")) + lineStart(depth + 1)))
                        pending.append(.value(element, depth: depth + 1))
                    }
                    pending.append(.text(lineStart(depth) + "]"))
                    steps += pending.reversed()
                case .string(let string): text += self.string(string)
                case .number(let spelling): text += spelling
                case .bool(let bool): text += bool ? "true" : "false"
                case .null: text += "null"
                }
            }
        }
        return text
    }

    /// A string literal in this style.
    func string(_ text: String) -> String {
        jsonStringLiteral(text, escapingNonASCII: escapesNonASCII, escapingSlash: escapesSlash, upperCaseHex: upperCaseHex)
    }

    private static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= bytes.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return true }
            index += 1
        }
        return false
    }

    /// Whether some `\u` escape stands for a non-ASCII character, and whether the first one with
    /// a hex letter writes it in upper case.
    private static func unicodeEscapes(_ bytes: [UInt8]) -> (nonASCII: Bool, upperCase: Bool) {
        var nonASCII = false
        var upperCase: Bool?
        var index = 0
        while index + 5 < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "u") {
                let digits = bytes[(index + 2)..<(index + 6)]
                if let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16), value >= 0x80 { nonASCII = true }
                if upperCase == nil, let letter = digits.first(where: { $0 >= UInt8(ascii: "A") }) {
                    upperCase = letter <= UInt8(ascii: "F")
                }
            }
            index += 2
        }
        return (nonASCII, upperCase ?? false)
    }
}

/// Where JSON values end, found by skipping them: strings with their escapes, containers by depth,
/// without recursion and without building anything.
enum JSONSpan {
    /// The offset just after the value (or member name) that starts at `start`; `nil` when the
    /// bytes end first.
    static func end(of start: Int, in bytes: [UInt8]) -> Int? {
        var index = start
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                index += 1
                if depth == 0 { return index <= bytes.count ? index : nil }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
                if depth <= 0 { return index }
            default:
                if depth == 0 {
                    // A number, `true`, `false` or `null`: up to the next delimiter.
                    while index < bytes.count, ![UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                        index += 1
                    }
                    return index
                }
                index += 1
            }
        }
        return nil
    }
}
