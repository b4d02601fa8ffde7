/// Flow collections, `[a, b]` and `{a: b}`, perhaps over several lines, on an explicit stack.
extension YAMLBlockParser {
    /// An open flow collection.
    private struct FlowFrame {
        var isSequence: Bool
        var position: SourcePosition
        var items: [YAMLValue] = []
        var entries: [YAMLEntry] = []
        /// A key read, whose `:` and value are still to come (or whose value is still to come).
        var key: (text: String, position: SourcePosition)?
        var sawColon = false
        /// Whether a value was read since the last `,`: the next must be `,` or the closing bracket.
        var needsSeparator = false

        var value: YAMLValue { YAMLValue(isSequence ? .sequence(items) : .mapping(entries), at: position) }
    }

    /// The flow collection whose opening bracket is at `column` of the current line; the current line
    /// becomes the one it closes on.
    mutating func flow(from column: Int) throws(YAMLSyntaxError) -> YAMLValue {
        var stack: [FlowFrame] = []
        var index = column
        while true {
            // White space, comments and line ends between tokens.
            var line = lines[lineIndex]
            while index >= line.count || Self.isSpace(line[index]) || Self.isComment(line, index) {
                if index < line.count && Self.isSpace(line[index]) {
                    index += 1
                    continue
                }
                lineIndex += 1
                guard lineIndex < lines.count else {
                    let open = stack.last?.position ?? position(lineIndex - 1, column)
                    throw YAMLSyntaxError(position: open, message: "the flow collection is never closed")
                }
                line = lines[lineIndex]
                index = 0
            }
            let scalar = line[index]
            switch scalar {
            case "[", "{":
                try expectValueSlot(stack, at: index)
                guard stack.count < YAMLReader.maximumDepth else { throw error(lineIndex, index, "collections nest deeper than \(YAMLReader.maximumDepth) levels") }
                stack.append(FlowFrame(isSequence: scalar == "[", position: position(lineIndex, index)))
                index += 1
            case "]", "}":
                guard let top = stack.last, top.isSequence == (scalar == "]") else {
                    throw error(lineIndex, index, "unexpected '\(scalar)'\(stack.last.map { $0.isSequence ? "; expected ']'" : "; expected '}'" } ?? "")")
                }
                var finished = stack.removeLast()
                if let (key, keyPosition) = finished.key {
                    finished.entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: YAMLValue(.null, at: keyPosition)))
                }
                index += 1
                if stack.isEmpty {
                    try expectEnd(line, from: index)
                    return finished.value
                }
                try add(finished.value, to: &stack, at: index - 1)
            case ",":
                guard var top = stack.popLast(), top.needsSeparator || top.key != nil else {
                    throw error(lineIndex, index, "unexpected ','; expected a value")
                }
                if let (key, keyPosition) = top.key {
                    top.entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: YAMLValue(.null, at: keyPosition)))
                    top.key = nil
                    top.sawColon = false
                }
                top.needsSeparator = false
                stack.append(top)
                index += 1
            case ":" where !(stack.last?.isSequence ?? true) && stack.last?.key != nil && stack.last?.sawColon == false:
                stack[stack.count - 1].sawColon = true
                index += 1
            case "*" where !stack.isEmpty:
                // `<<: [*base, *debug]`: an alias stands for the value its anchor names.
                try expectValueSlot(stack, at: index)
                if !stack[stack.count - 1].isSequence && stack[stack.count - 1].key == nil {
                    throw error(lineIndex, index, "an alias cannot be a key of a flow mapping")
                }
                var end = index + 1
                while end < line.count, !",[]{}".unicodeScalars.contains(line[end]), !Self.isSpace(line[end]) { end += 1 }
                try add(try aliasedValue(line, from: index, to: end), to: &stack, at: end)
                index = end
            case "&", "*", "!", "|", ">", "?", "%", "@", "`":
                throw error(lineIndex, index, "'\(scalar)' is not read in a flow collection")
            default:
                try expectValueSlot(stack, at: index)
                let start = position(lineIndex, index)
                let text: String
                if scalar == "\"" || scalar == "'" {
                    (text, index) = try quoted(line, from: index)
                } else {
                    var end = index
                    while end < line.count, !",[]{}".unicodeScalars.contains(line[end]), !Self.isComment(line, end),
                          !(line[end] == ":" && (end + 1 == line.count || Self.isSpace(line[end + 1]) || ",[]{}".unicodeScalars.contains(line[end + 1]))) {
                        end += 1
                    }
                    text = String(String.UnicodeScalarView(line[index..<end])).trimmingTrailingSpaces
                    index = end
                }
                var top = stack[stack.count - 1]
                if !top.isSequence && top.key == nil {
                    if top.entries.contains(where: { $0.key == text }) {
                        duplicateKeys.append(YAMLSyntaxError(position: start, message: "the key '\(text)' is written twice in this mapping"))
                        top.entries.removeAll { $0.key == text }
                    }
                    top.key = (text, start)
                    stack[stack.count - 1] = top
                } else {
                    let isNull = scalar != "\"" && scalar != "'" && ["~", "null", "Null", "NULL"].contains(text)
                    try add(YAMLValue(isNull ? .null : .scalar(text), at: start), to: &stack, at: index)
                }
            }
        }
    }

    /// A value may start here: not right after another value without a `,`, and in a mapping only
    /// after a key's `:`.
    private func expectValueSlot(_ stack: [FlowFrame], at index: Int) throws(YAMLSyntaxError) {
        guard let top = stack.last else { return }
        if top.needsSeparator { throw error(lineIndex, index, "expected ',' or '\(top.isSequence ? "]" : "}")' after the value") }
        if !top.isSequence, top.key != nil, !top.sawColon { throw error(lineIndex, index, "expected ':' after the key") }
    }

    /// Adds a finished value to the innermost collection: an item, or the value of its pending key.
    private func add(_ value: YAMLValue, to stack: inout [FlowFrame], at index: Int) throws(YAMLSyntaxError) {
        var top = stack.removeLast()
        if top.isSequence {
            top.items.append(value)
        } else {
            guard let (key, keyPosition) = top.key else {
                throw YAMLSyntaxError(position: value.position, message: "a collection cannot be a key of a flow mapping")
            }
            top.entries.append(YAMLEntry(key: key, keyPosition: keyPosition, value: value))
            top.key = nil
            top.sawColon = false
        }
        top.needsSeparator = true
        stack.append(top)
    }
}
