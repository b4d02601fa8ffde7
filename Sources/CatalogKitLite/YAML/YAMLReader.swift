/// Reads the subset of YAML 1.2 that project specs (XcodeGen's `project.yml`) are written in: block
/// mappings and sequences (a sequence may stand at its key's indentation), flow mappings and
/// sequences (also over several lines), plain, single-quoted and double-quoted scalars (escapes
/// decoded), literal `|` and folded `>` block scalars, and `#` comments. A `---` may open the one
/// document.
///
/// Everything else is an error with its line and column, never a guess: anchors (`&a`), aliases
/// (`*a`), tags (`!tag`), complex keys (`?`), directives (`%YAML`), a second document, tabs that
/// indent, a key written twice in one mapping (unless the caller keeps the later value, see
/// ``parseKeepingLaterOfDuplicateKeys(_:)``), a quoted scalar that does not close on its line, and
/// text indented where no value can start. Scalars stay text: `true`, `1.0` and `null` mean what the
/// reader of the document says they mean (`~`, `null` and an empty value are ``YAMLValue/Content/null``).
///
/// Nothing recurses on the input: block and flow collections wait on explicit stacks, and nesting
/// deeper than ``maximumDepth`` is an error.
public enum YAMLReader {
    /// The deepest nesting of collections accepted.
    public static let maximumDepth = 256

    /// The most values that aliases may repeat in one document, counting each copy's values.
    public static let maximumAliasedValues = 100_000

    /// Reads a document; an empty one is ``YAMLValue/Content/null``.
    public static func parse(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> YAMLValue {
        let (value, duplicateKeys) = try parseKeepingLaterOfDuplicateKeys(bytes)
        if let first = duplicateKeys.first { throw first }
        return value
    }

    /// Reads a document as ``parse(_:)`` does, but a key written twice in one mapping keeps its later
    /// value, as YAML readers that do not check did (Yams before it refused duplicates, PyYAML),
    /// and each such key is given back, where its second writing stands.
    public static func parseKeepingLaterOfDuplicateKeys(_ bytes: [UInt8]) throws(YAMLSyntaxError) -> (value: YAMLValue, duplicateKeys: [YAMLSyntaxError]) {
        let offset = bytes.withUnsafeBufferPointer { UTF8Check.firstInvalidOffset($0) }
        if let offset {
            var line = 1, column = 1
            for byte in bytes[..<offset] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            throw YAMLSyntaxError(position: SourcePosition(line: line, column: column, offset: offset), message: "the file is not UTF-8 (byte 0x\(hex(bytes[offset])))")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        var parser = YAMLBlockParser(text: text)
        let value = try parser.document()
        return (value, parser.duplicateKeys)
    }
}

/// The block structure of a document: one line at a time, open collections on a stack.
struct YAMLBlockParser {
    /// The document's lines, as Unicode scalars (columns count scalars).
    let lines: [[Unicode.Scalar]]
    /// The byte offset where each line starts.
    let lineOffsets: [Int]
    var lineIndex = 0
    var stack: [Frame] = []
    var root: YAMLValue?
    var sawDocumentStart = false
    /// The values of the anchors read so far, by name; a later anchor of a name replaces it.
    var anchors: [String: YAMLValue] = [:]
    /// The values the aliases read so far repeat (see ``YAMLReader/maximumAliasedValues``).
    var aliasedValues = 0
    /// The keys written a second time in a mapping, where they stand: the earlier entry is dropped.
    var duplicateKeys: [YAMLSyntaxError] = []

    /// An open block collection.
    struct Frame {
        var indent: Int
        var isSequence: Bool
        var position: SourcePosition
        var items: [YAMLValue] = []
        var entries: [YAMLEntry] = []
        /// A key whose value is the block that follows.
        var pendingKey: (key: String, position: SourcePosition)?
        /// A `-` whose item is the block that follows.
        var pendingItem: SourcePosition?
        /// A sequence at the indentation of its mapping key (`key:` then `- a` below it).
        var isCompact = false
        /// The anchor the collection itself is named by (`- &a` before its first key).
        var anchor: String?
        /// The anchor of the pending key's or item's value (`key: &a` with the block below).
        var pendingAnchor: String?

        var value: YAMLValue {
            YAMLValue(isSequence ? .sequence(items) : .mapping(entries), at: position)
        }
    }

    init(text: String) {
        var lines: [[Unicode.Scalar]] = []
        var offsets: [Int] = []
        var current: [Unicode.Scalar] = []
        var offset = 0
        var lineStart = 0
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            defer { offset += length }
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                lineStart = offset + length
                continue
            }
            previousWasCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(current)
                offsets.append(lineStart)
                current = []
                lineStart = offset + length
            } else {
                current.append(scalar)
            }
        }
        lines.append(current)
        offsets.append(lineStart)
        self.lines = lines
        lineOffsets = offsets
    }

    func position(_ line: Int, _ column: Int) -> SourcePosition {
        var offset = lineOffsets[line]
        for scalar in lines[line].prefix(column) { offset += UTF8.width(scalar) }
        return SourcePosition(line: line + 1, column: column + 1, offset: offset)
    }

    func error(_ line: Int, _ column: Int, _ message: String) -> YAMLSyntaxError {
        YAMLSyntaxError(position: position(line, column), message: message)
    }

    /// Reads every line, then closes what is still open.
    mutating func document() throws(YAMLSyntaxError) -> YAMLValue {
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            var indent = 0
            while indent < line.count && line[indent] == " " { indent += 1 }
            if indent < line.count && line[indent] == "\t" {
                var rest = indent
                while rest < line.count && (line[rest] == " " || line[rest] == "\t") { rest += 1 }
                if rest < line.count && line[rest] != "#" { throw error(lineIndex, indent, "a tab cannot indent YAML; indent with spaces") }
            }
            if indent >= line.count || line[indent] == "#" || (line[indent...].allSatisfy { $0 == " " || $0 == "\t" }) {
                lineIndex += 1
                continue
            }
            if indent == 0, try isDocumentMarker(line) {
                lineIndex += 1
                continue
            }
            try readLine(from: indent)
            lineIndex += 1
        }
        try close(above: -1, beforeDash: false)
        return root ?? YAMLValue(.null, at: SourcePosition.start)
    }

    /// `---` opening the one document: skipped; a second document, `...` and directives are errors.
    private mutating func isDocumentMarker(_ line: [Unicode.Scalar]) throws(YAMLSyntaxError) -> Bool {
        if line.first == "%" { throw error(lineIndex, 0, "directives (%YAML, %TAG) are not read") }
        let marker = String(String.UnicodeScalarView(line.prefix(3)))
        guard marker == "---" || marker == "...", line.count == 3 || line[3] == " " || line[3] == "\t" else { return false }
        guard marker == "---", !sawDocumentStart, root == nil, stack.isEmpty else {
            throw error(lineIndex, 0, marker == "---" ? "a second document: a project spec is one document" : "'...' ends a document; a project spec is one document")
        }
        var rest = 3
        while rest < line.count && (line[rest] == " " || line[rest] == "\t") { rest += 1 }
        guard rest == line.count || line[rest] == "#" else { throw error(lineIndex, rest, "text after '---' is not read; start the document on the next line") }
        sawDocumentStart = true
        return true
    }

    // MARK: - Lines

    /// Reads the content of the current line that starts at `start`.
    private mutating func readLine(from start: Int) throws(YAMLSyntaxError) {
        let line = lines[lineIndex]
        var column = start
        while true {
            let isDash = Self.isDash(line, at: column)
            try close(above: column, beforeDash: isDash)
            guard stack.count < YAMLReader.maximumDepth else {
                throw error(lineIndex, column, "collections nest deeper than \(YAMLReader.maximumDepth) levels")
            }
            guard let top = stack.last else {
                guard root == nil else { throw error(lineIndex, column, "a second value at the top of the document") }
                let isKey = try keyEnd(line, from: column) != nil
                if isDash || isKey {
                    stack.append(Frame(indent: column, isSequence: isDash, position: position(lineIndex, column)))
                    continue
                }
                root = try value(line, from: column, parentIndent: -1)
                return
            }
            if top.isSequence && top.indent == column && isDash {
                try finishPending()
                var afterDash = skipSpaces(line, from: column + 1)
                // `- &name` before the item: the anchor of what follows, on this line or below.
                var anchor: String?
                if afterDash < line.count, line[afterDash] == "&" {
                    let (name, rest) = try self.anchor(line, from: afterDash)
                    let startsKey = try keyEnd(line, from: rest) != nil
                    if rest >= line.count || line[rest] == "#" || Self.isDash(line, at: rest) || startsKey {
                        (anchor, afterDash) = (name, rest)
                    }
                }
                if afterDash >= line.count || line[afterDash] == "#" {
                    stack[stack.count - 1].pendingItem = position(lineIndex, column)
                    stack[stack.count - 1].pendingAnchor = anchor
                    return
                }
                let startsKey = try keyEnd(line, from: afterDash) != nil
                if Self.isDash(line, at: afterDash) || startsKey {
                    var frame = Frame(indent: afterDash, isSequence: Self.isDash(line, at: afterDash), position: position(lineIndex, afterDash))
                    frame.anchor = anchor
                    stack.append(frame)
                    column = afterDash
                    continue
                }
                let item = try value(line, from: afterDash, parentIndent: column)
                stack[stack.count - 1].items.append(item)
                return
            }
            if !top.isSequence && top.indent == column && !isDash {
                guard let colon = try keyEnd(line, from: column) else {
                    throw error(lineIndex, column, "expected 'key: value' at the indentation of the mapping's keys")
                }
                try finishPending()
                let (key, keyPosition) = try self.key(line, from: column, to: colon)
                if stack[stack.count - 1].entries.contains(where: { $0.key == key }) {
                    duplicateKeys.append(error(lineIndex, column, "the key '\(key)' is written twice in this mapping"))
                    stack[stack.count - 1].entries.removeAll { $0.key == key }
                }
                var afterColon = skipSpaces(line, from: colon + 1)
                var anchor: String?
                if afterColon < line.count, line[afterColon] == "&" {
                    let (name, rest) = try self.anchor(line, from: afterColon)
                    if rest >= line.count || line[rest] == "#" { (anchor, afterColon) = (name, rest) }
                }
                if afterColon >= line.count || line[afterColon] == "#" {
                    stack[stack.count - 1].pendingKey = (key, keyPosition)
                    stack[stack.count - 1].pendingAnchor = anchor
                    return
                }
                let entryValue = try value(line, from: afterColon, parentIndent: column)
                stack[stack.count - 1].entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: entryValue))
                return
            }
            let awaits = (top.pendingKey != nil && (column > top.indent || (column == top.indent && isDash)))
                || (top.pendingItem != nil && column > top.indent)
            guard awaits else {
                throw error(lineIndex, column, column > top.indent ? "unexpected indentation: no value can start here" : "expected \(top.isSequence ? "'- item'" : "'key: value'") at this indentation")
            }
            let isKey = try keyEnd(line, from: column) != nil
            if isDash || isKey {
                var frame = Frame(indent: column, isSequence: isDash, position: position(lineIndex, column))
                frame.isCompact = isDash && column == top.indent
                stack.append(frame)
                continue
            }
            try attach(try value(line, from: column, parentIndent: top.indent))
            return
        }
    }

    /// Whether a `-` item starts at `column`.
    static func isDash(_ line: [Unicode.Scalar], at column: Int) -> Bool {
        column < line.count && line[column] == "-" && (column + 1 == line.count || line[column + 1] == " " || line[column + 1] == "\t")
    }

    func skipSpaces(_ line: [Unicode.Scalar], from column: Int) -> Int {
        var index = column
        while index < line.count && (line[index] == " " || line[index] == "\t") { index += 1 }
        return index
    }

    // MARK: - The stack

    /// Gives a pending key or item of the top frame an empty value.
    private mutating func finishPending() throws(YAMLSyntaxError) {
        guard var top = stack.popLast() else { return }
        if let (key, keyPosition) = top.pendingKey {
            top.entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: YAMLValue(.null, at: keyPosition)))
            top.pendingKey = nil
        }
        if let item = top.pendingItem {
            top.items.append(YAMLValue(.null, at: item))
            top.pendingItem = nil
        }
        if let anchor = top.pendingAnchor {
            anchors[anchor] = YAMLValue(.null, at: top.position)
            top.pendingAnchor = nil
        }
        stack.append(top)
    }

    /// Closes the collections a line at `column` ends: those indented deeper, and a compact
    /// sequence when the line is not one of its items.
    private mutating func close(above column: Int, beforeDash isDash: Bool) throws(YAMLSyntaxError) {
        while let top = stack.last, top.indent > column || (top.indent == column && top.isCompact && !isDash) {
            try finishPending()
            let frame = stack.removeLast()
            let finished = try merged(frame)
            if let anchor = frame.anchor { anchors[anchor] = finished }
            try attach(finished)
        }
    }

    /// Hands a finished value to the collection that awaits it, or makes it the root.
    private mutating func attach(_ value: YAMLValue) throws(YAMLSyntaxError) {
        guard var top = stack.popLast() else {
            root = value
            return
        }
        if let (key, keyPosition) = top.pendingKey {
            top.entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: value))
            top.pendingKey = nil
        } else if top.isSequence {
            top.items.append(value)
            top.pendingItem = nil
        }
        if let anchor = top.pendingAnchor {
            anchors[anchor] = value
            top.pendingAnchor = nil
        }
        stack.append(top)
    }

    /// A finished collection's value; a mapping's merge key (`<<: *base`, `<<: [*a, *b]`) gives it
    /// the keys of those mappings that it does not write itself, the earlier mapping first.
    private func merged(_ frame: Frame) throws(YAMLSyntaxError) -> YAMLValue {
        guard !frame.isSequence, let merge = frame.entries.first(where: { $0.key == "<<" }) else { return frame.value }
        let sources = merge.value.sequence ?? [merge.value]
        var entries = frame.entries.filter { $0.key != "<<" }
        for source in sources {
            guard let mapping = source.mapping else {
                throw YAMLSyntaxError(position: source.position, message: "a merge key ('<<') takes a mapping or a list of mappings, not \(source.kindInWords)")
            }
            for entry in mapping where !entries.contains(where: { $0.key == entry.key }) { entries.append(entry) }
        }
        return YAMLValue(.mapping(entries), at: frame.position)
    }
}
