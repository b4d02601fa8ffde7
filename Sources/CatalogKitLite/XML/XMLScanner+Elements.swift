// Elements, attributes, character data and references.

extension XMLScanner {
    /// An element that is open while its content is read.
    private struct OpenElement {
        var element: XMLElementNode
        var text: String = ""

        /// Ends the text run being read, as a child.
        mutating func flushText() {
            guard !text.isEmpty else { return }
            if case .text(let previous)? = element.children.last {
                element.children[element.children.count - 1] = .text(previous + text)
            } else {
                element.children.append(.text(text))
            }
            text = ""
        }
    }

    /// The element whose start tag begins here, with everything in it; a stack of open elements
    /// rather than recursion.
    mutating func element() throws(TranslationFileError) -> XMLElementNode {
        var stack: [OpenElement] = []
        while true {
            if atEnd {
                let open = stack.last!.element
                throw error("the file ends before </\(open.name)> (the element opened at \(open.position)); it is truncated")
            }
            if peek() == UInt8(ascii: "<") {
                if looksAt("</") {
                    let start = position
                    advance(by: 2)
                    let name = try name()
                    _ = skipSpace()
                    guard peek() == UInt8(ascii: ">") else {
                        throw error(atEnd ? "the file ends inside the end tag </\(name)>" : "'>' expected to close the end tag </\(name)>")
                    }
                    advance()
                    guard var open = stack.popLast() else { throw error("an end tag without a start tag", at: start) }
                    guard open.element.name == name else {
                        throw error("</\(name)> does not close <\(open.element.name)> (opened at \(open.element.position))", at: start)
                    }
                    open.flushText()
                    guard !stack.isEmpty else { return open.element }
                    stack[stack.count - 1].flushText()
                    stack[stack.count - 1].element.children.append(.element(open.element))
                } else if looksAt("<!--") {
                    try comment()
                } else if looksAt("<![CDATA[") {
                    guard !stack.isEmpty else { throw error("a CDATA section outside the root element") }
                    try cdata(into: &stack[stack.count - 1].text)
                } else if looksAt("<?") {
                    try processingInstruction()
                } else if looksAt("<!") {
                    throw error("'<!' starts no comment or CDATA section here")
                } else {
                    let (element, isEmpty) = try startTag()
                    if isEmpty {
                        guard !stack.isEmpty else { return element }
                        stack[stack.count - 1].flushText()
                        stack[stack.count - 1].element.children.append(.element(element))
                    } else {
                        guard stack.count < XMLReader.maximumDepth else {
                            throw error("elements nested more than \(XMLReader.maximumDepth) deep", at: element.position)
                        }
                        stack.append(OpenElement(element: element))
                    }
                }
            } else {
                guard !stack.isEmpty else { throw error("text outside the root element") }
                try characterData(into: &stack[stack.count - 1].text)
            }
        }
    }

    /// A start tag; whether it is an empty-element tag (`<x/>`).
    private mutating func startTag() throws(TranslationFileError) -> (XMLElementNode, Bool) {
        let start = position
        advance()
        let name = try name()
        let attributes = try attributeList(closing: nil)
        let isEmpty = looksAt("/>")
        advance(by: isEmpty ? 2 : 1)
        return (XMLElementNode(name: name, attributes: attributes, children: [], position: start), isEmpty)
    }

    /// Attributes up to `>` or `/>` (or `closing`, for the XML declaration), which it stops before
    /// (or, for `closing`, moves past).
    mutating func attributeList(closing: String?) throws(TranslationFileError) -> [(name: String, value: String)] {
        var attributes: [(name: String, value: String)] = []
        // The names so far, so that a repeated one is found in constant time, whatever the count.
        var names = Set<String>()
        while true {
            let hadSpace = skipSpace()
            if atEnd { throw error("the file ends inside a tag") }
            if let closing {
                if looksAt(closing) {
                    advance(by: closing.utf8.count)
                    return attributes
                }
            } else if looksAt(">") || looksAt("/>") {
                return attributes
            }
            guard hadSpace else { throw error("white space expected before an attribute") }
            let namePosition = position
            let name = try name()
            _ = skipSpace()
            guard peek() == UInt8(ascii: "=") else { throw error("'=' expected after the attribute \(name)") }
            advance()
            _ = skipSpace()
            guard let quote = peek(), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw error("the value of the attribute \(name) must be in quotes")
            }
            advance()
            var value = ""
            while true {
                guard let byte = peek() else { throw error("the file ends inside the value of the attribute \(name)") }
                if byte == quote {
                    advance()
                    break
                } else if byte == UInt8(ascii: "<") {
                    throw error("'<' inside the value of the attribute \(name)")
                } else if byte == UInt8(ascii: "&") {
                    value.unicodeScalars.append(try reference())
                } else if Self.isSpace(byte) {
                    // A CR LF pair is one line end: one space.
                    if byte == 0x0D, peek(1) == 0x0A { advance() }
                    advance()
                    value += " "
                } else {
                    value += try scalarRun(stoppingAt: [quote, UInt8(ascii: "<"), UInt8(ascii: "&"), 0x20, 0x09, 0x0A, 0x0D])
                }
            }
            guard names.insert(name).inserted else {
                throw error("the attribute \(name) is given twice", at: namePosition)
            }
            attributes.append((name, value))
        }
    }

    /// Text up to the next `<`, references resolved and line ends normalised.
    private mutating func characterData(into text: inout String) throws(TranslationFileError) {
        while let byte = peek(), byte != UInt8(ascii: "<") {
            if byte == UInt8(ascii: "&") {
                text.unicodeScalars.append(try reference())
            } else if byte == 0x0D {
                if peek(1) == 0x0A { advance() }
                advance()
                text += "\n"
            } else if looksAt("]]>") {
                throw error("']]>' is not allowed in text")
            } else {
                text += try scalarRun(stoppingAt: [UInt8(ascii: "<"), UInt8(ascii: "&"), 0x0D, UInt8(ascii: "]")])
                if peek() == UInt8(ascii: "]"), !looksAt("]]>") {
                    advance()
                    text += "]"
                }
            }
        }
    }

    /// A CDATA section's text.
    private mutating func cdata(into text: inout String) throws(TranslationFileError) {
        let start = position
        advance(by: 9)
        var run: [UInt8] = []
        while !atEnd {
            if looksAt("]]>") {
                advance(by: 3)
                text += String(decoding: run, as: UTF8.self)
                return
            }
            let byte = bytes[index]
            if byte == 0x0D {
                if peek(1) == 0x0A { advance() }
                run.append(0x0A)
            } else {
                run.append(byte)
            }
            advance()
        }
        throw error("the file ends inside a CDATA section opened at \(start)")
    }

    /// The bytes up to one of `stops`, as text (at least one byte).
    private mutating func scalarRun(stoppingAt stops: [UInt8]) throws(TranslationFileError) -> String {
        let start = index
        advance()
        while let byte = peek(), !stops.contains(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// An entity or character reference, `&amp;` or `&#233;`.
    private mutating func reference() throws(TranslationFileError) -> Unicode.Scalar {
        let start = position
        advance()
        var body: [UInt8] = []
        while let byte = peek(), byte != UInt8(ascii: ";") {
            guard body.count < 16, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&"), !Self.isSpace(byte) else {
                throw error("'&' starts no reference here; write '&amp;' for an ampersand", at: start)
            }
            body.append(byte)
            advance()
        }
        guard peek() == UInt8(ascii: ";") else { throw error("the file ends inside a reference", at: start) }
        advance()
        let text = String(decoding: body, as: UTF8.self)
        switch text {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "apos": return "'"
        case "quot": return "\""
        default: break
        }
        var value: UInt32?
        if text.hasPrefix("#x") {
            value = UInt32(text.dropFirst(2), radix: 16)
        } else if text.hasPrefix("#") {
            value = UInt32(text.dropFirst(1), radix: 10)
        } else {
            throw error("the entity '&\(text);' is not defined (XML knows &lt; &gt; &amp; &apos; &quot; and character references)", at: start)
        }
        guard let value, let scalar = Unicode.Scalar(value), XMLCharacter.isAllowed(value) else {
            throw error("'&\(text);' is not a character XML 1.0 allows", at: start)
        }
        return scalar
    }
}
