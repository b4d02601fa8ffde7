import Foundation

/// Keys, scalars, block scalars and flow collections of a YAML document.
extension YAMLBlockParser {
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }

    /// Whether a `#` at `index` starts a comment (it follows white space or starts the line).
    static func isComment(_ line: [Unicode.Scalar], _ index: Int) -> Bool {
        line[index] == "#" && (index == 0 || isSpace(line[index - 1]))
    }

    /// When the text at `column` is a key (`name:` or `"quoted name":` followed by a space or the
    /// end of the line), the index of its colon.
    mutating func keyEnd(_ line: [Unicode.Scalar], from column: Int) throws(YAMLSyntaxError) -> Int? {
        guard column < line.count else { return nil }
        var index = column
        switch line[column] {
        case "\"", "'":
            index = try quoted(line, from: column).end
            index = skipSpaces(line, from: index)
            guard index < line.count, line[index] == ":", index + 1 == line.count || Self.isSpace(line[index + 1]) else { return nil }
            return index
        case "[", "{", "&", "*", "!", "|", ">", "%", "@", "`", "#":
            return nil
        case "?" where column + 1 == line.count || Self.isSpace(line[column + 1]):
            throw error(lineIndex, column, "complex keys ('? key') are not read")
        default:
            while index < line.count {
                if line[index] == ":" && (index + 1 == line.count || Self.isSpace(line[index + 1])) { return index }
                if Self.isComment(line, index) { return nil }
                index += 1
            }
            return nil
        }
    }

    /// The key written between `column` and its colon.
    func key(_ line: [Unicode.Scalar], from column: Int, to colon: Int) throws(YAMLSyntaxError) -> (String, SourcePosition) {
        if line[column] == "\"" || line[column] == "'" {
            return (try quoted(line, from: column).text, position(lineIndex, column))
        }
        let text = String(String.UnicodeScalarView(line[column..<colon])).trimmingTrailingSpaces
        return (text, position(lineIndex, column))
    }

    /// The value that starts at `column` of the current line (a scalar, a block scalar or a flow
    /// collection, the last two perhaps over more lines); nothing but a comment may follow it.
    mutating func value(_ line: [Unicode.Scalar], from column: Int, parentIndent: Int) throws(YAMLSyntaxError) -> YAMLValue {
        let start = position(lineIndex, column)
        switch line[column] {
        case "&":
            let (name, rest) = try anchor(line, from: column)
            guard rest < line.count, !Self.isComment(line, rest) else {
                throw error(lineIndex, column, "the anchor '&\(name)' names no value: write the value after it, or the collection below it")
            }
            let anchored = try value(line, from: rest, parentIndent: parentIndent)
            anchors[name] = anchored
            return anchored
        case "*":
            var end = column + 1
            while end < line.count, !Self.isSpace(line[end]) { end += 1 }
            let aliased = try aliasedValue(line, from: column, to: end)
            try expectEnd(line, from: end)
            return aliased
        case "!": throw error(lineIndex, column, "tags ('!tag') are not read")
        case "%", "@", "`": throw error(lineIndex, column, "'\(line[column])' cannot start a plain scalar; quote the value")
        case "?" where column + 1 == line.count || Self.isSpace(line[column + 1]):
            throw error(lineIndex, column, "complex keys ('? key') are not read")
        case "|", ">":
            return YAMLValue(.scalar(try blockScalar(line, from: column, parentIndent: parentIndent)), at: start)
        case "\"", "'":
            let (text, end) = try quoted(line, from: column)
            try expectEnd(line, from: end)
            return YAMLValue(.scalar(text), at: start)
        case "[", "{":
            return try flow(from: column)
        default:
            var end = column
            while end < line.count && !Self.isComment(line, end) { end += 1 }
            let text = String(String.UnicodeScalarView(line[column..<end])).trimmingTrailingSpaces
            if let colon = text.range(of: ": ") ?? (text.hasSuffix(":") ? text.range(of: ":", options: .backwards) : nil) {
                let offset = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: colon.lowerBound)
                throw error(lineIndex, column + offset, "a mapping cannot start inside a value here; quote the value if ': ' belongs to it")
            }
            return YAMLValue(["~", "null", "Null", "NULL"].contains(text) ? .null : .scalar(text), at: start)
        }
    }

    /// The name of the anchor (`&name`) at `column`, and where what follows it starts.
    func anchor(_ line: [Unicode.Scalar], from column: Int) throws(YAMLSyntaxError) -> (name: String, rest: Int) {
        var end = column + 1
        while end < line.count, !Self.isSpace(line[end]), !",[]{}".unicodeScalars.contains(line[end]) { end += 1 }
        guard end > column + 1 else { throw error(lineIndex, column, "an anchor needs a name ('&name')") }
        return (String(String.UnicodeScalarView(line[(column + 1)..<end])), skipSpaces(line, from: end))
    }

    /// The value an alias (`*name`, between `column` and `end`) stands for: the one its anchor
    /// named earlier in the document, at the alias's position.
    ///
    /// The values that aliases repeat count against ``YAMLReader/maximumAliasedValues``: aliases of
    /// aliases double a document at each step, and whoever reads it would walk every copy.
    mutating func aliasedValue(_ line: [Unicode.Scalar], from column: Int, to end: Int) throws(YAMLSyntaxError) -> YAMLValue {
        let name = String(String.UnicodeScalarView(line[(column + 1)..<end]))
        guard !name.isEmpty else { throw error(lineIndex, column, "an alias needs a name ('*name')") }
        guard var found = anchors[name] else { throw error(lineIndex, column, "the alias '*\(name)' names no anchor written before it") }
        let budget = YAMLReader.maximumAliasedValues - aliasedValues
        let count = Self.valueCount(found, upTo: budget + 1)
        guard count <= budget else {
            throw error(lineIndex, column, "aliases repeat more than \(YAMLReader.maximumAliasedValues) values; a project spec needs far fewer")
        }
        aliasedValues += count
        found.position = position(lineIndex, column)
        return found
    }

    /// The values a value holds, itself included, counted up to `limit` at most (so that counting
    /// costs no more than the budget it is checked against).
    private static func valueCount(_ value: YAMLValue, upTo limit: Int) -> Int {
        var count = 0
        var pending = [value]
        while let next = pending.popLast(), count < limit {
            count += 1
            switch next.content {
            case .sequence(let items): pending += items
            case .mapping(let entries): pending += entries.map(\.value)
            case .scalar, .null: break
            }
        }
        return count
    }

    /// Nothing but white space or a comment may follow a value.
    func expectEnd(_ line: [Unicode.Scalar], from index: Int) throws(YAMLSyntaxError) {
        let rest = skipSpaces(line, from: index)
        guard rest == line.count || line[rest] == "#" else {
            throw error(lineIndex, rest, "unexpected '\(line[rest])' after the value")
        }
    }

    /// A single- or double-quoted scalar at `column`, and the index after its closing quote. It must
    /// close on its line.
    func quoted(_ line: [Unicode.Scalar], from column: Int) throws(YAMLSyntaxError) -> (text: String, end: Int) {
        let quote = line[column]
        var text = String.UnicodeScalarView()
        var index = column + 1
        while index < line.count {
            let scalar = line[index]
            if scalar == quote {
                if quote == "'" && index + 1 < line.count && line[index + 1] == "'" {
                    text.append("'")
                    index += 2
                    continue
                }
                return (String(text), index + 1)
            }
            if scalar == "\\" && quote == "\"" {
                index += 1
                guard index < line.count else { break }
                try escape(line, at: &index, into: &text)
                continue
            }
            text.append(scalar)
            index += 1
        }
        throw error(lineIndex, column, "the quoted scalar does not close on its line (quoted scalars over several lines are not read)")
    }

    /// Decodes the escape whose letter is at `index` (after the backslash) and moves past it.
    private func escape(_ line: [Unicode.Scalar], at index: inout Int, into text: inout String.UnicodeScalarView) throws(YAMLSyntaxError) {
        let letter = line[index]
        index += 1
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "0": "\0", "a": "\u{07}", "b": "\u{08}", "t": "\t", "\t": "\t", "n": "\n", "v": "\u{0B}", "f": "\u{0C}", "r": "\r",
            "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/", "\\": "\\", "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
        ]
        if let decoded = simple[letter] {
            text.append(decoded)
            return
        }
        let digits: Int
        switch letter {
        case "x": digits = 2
        case "u": digits = 4
        case "U": digits = 8
        default: throw error(lineIndex, index - 2, "unknown escape '\\\(letter)' in a double-quoted scalar")
        }
        var value: UInt32 = 0
        for _ in 0..<digits {
            guard index < line.count, let scalarValue = UInt8(exactly: line[index].value), let digit = hexValue(scalarValue) else {
                throw error(lineIndex, index, "expected \(digits) hexadecimal digits after '\\\(letter)'")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw error(lineIndex, index - digits - 2, "the escape '\\\(letter)' names no Unicode scalar (a surrogate or a value above U+10FFFF)")
        }
        text.append(scalar)
    }

    /// A literal (`|`) or folded (`>`) block scalar whose header is at `column`: the lines below it
    /// indented deeper than `parentIndent`.
    mutating func blockScalar(_ line: [Unicode.Scalar], from column: Int, parentIndent: Int) throws(YAMLSyntaxError) -> String {
        let isLiteral = line[column] == "|"
        var chomping: Unicode.Scalar?
        var explicitIndent: Int?
        var index = column + 1
        while index < line.count, !Self.isSpace(line[index]) {
            switch line[index] {
            case "+" where chomping == nil, "-" where chomping == nil: chomping = line[index]
            case "1"..."9" where explicitIndent == nil: explicitIndent = Int(line[index].value - 48)
            default: throw error(lineIndex, index, "unexpected '\(line[index])' in a block scalar's header")
            }
            index += 1
        }
        try expectEnd(line, from: index)
        var indent = explicitIndent.map { max(parentIndent, 0) + $0 }
        var content: [String] = []
        var next = lineIndex + 1
        while next < lines.count {
            let candidate = lines[next]
            var spaces = 0
            while spaces < candidate.count && candidate[spaces] == " " { spaces += 1 }
            let isBlank = candidate[spaces...].allSatisfy(Self.isSpace)
            if !isBlank {
                if indent == nil {
                    guard spaces > parentIndent else { break }
                    indent = spaces
                }
                guard let indent, spaces >= indent else { break }
                content.append(String(String.UnicodeScalarView(candidate[indent...])))
            } else {
                content.append(indent.map { candidate.count > $0 ? String(String.UnicodeScalarView(candidate[$0...])) : "" } ?? "")
            }
            next += 1
        }
        // Blank lines after the last content line belong to the chomping, not the text.
        var trailing = 0
        while let last = content.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
            content.removeLast()
            trailing += 1
        }
        lineIndex = next - 1 - trailing
        var text: String
        if isLiteral {
            text = content.joined(separator: "\n")
        } else {
            text = ""
            var previousBlank = true
            for piece in content {
                if piece.isEmpty {
                    text += "\n"
                    previousBlank = true
                } else {
                    if !previousBlank { text += piece.first == " " ? "\n" : " " }
                    text += piece
                    previousBlank = false
                }
            }
        }
        switch chomping {
        case "-": break
        case "+": text += String(repeating: "\n", count: content.isEmpty ? trailing : trailing + 1)
        default: if !content.isEmpty { text += "\n" }
        }
        return text
    }
}

extension String {
    /// Without trailing spaces and tabs.
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " || result.last == "\t" { result.removeLast() }
        return result
    }
}
