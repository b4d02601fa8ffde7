/// Reads an XML 1.0 document into elements and text: enough of XML for XLIFF, and strict where it
/// reads, so that a truncated or damaged file is an error with its line and column, never a guess.
///
/// It checks well-formedness: UTF-8 (with or without a byte order mark; an `encoding` other than
/// UTF-8 is refused), the characters XML allows, names, matching end tags, unique attributes, the
/// five predefined entities and character references, CDATA sections, comments, processing
/// instructions, one root element and nothing but comments, processing instructions and white
/// space around it. Line ends are normalised as XML 1.0 says (CR LF and CR are LF in text, and
/// white space in attribute values is a space).
///
/// A document type declaration is refused: XLIFF needs none, and the entities one may declare can
/// expand without bound. Namespaces are not resolved; callers match local names. The reader keeps
/// its own stack, so a deeply nested file cannot overflow the thread's; nesting deeper than
/// ``maximumDepth`` is an error.
public enum XMLReader {
    /// The deepest nesting of elements accepted.
    public static let maximumDepth = 256

    /// The document's root element.
    public static func parse(_ bytes: [UInt8], file: String) throws(TranslationFileError) -> XMLElementNode {
        var scanner = XMLScanner(bytes: bytes, file: file)
        try scanner.checkCharacters()
        return try scanner.document()
    }
}

/// The reader's state: the bytes, where it is, and the open elements.
struct XMLScanner {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var column = 1

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    var position: SourcePosition { SourcePosition(line: line, column: column, offset: index) }

    func error(_ message: String, at position: SourcePosition? = nil) -> TranslationFileError {
        TranslationFileError(file: file, position: position ?? self.position, message: message)
    }

    var atEnd: Bool { index >= bytes.count }

    func peek(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    func looksAt(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    /// Moves past one byte, counting lines (LF, CR LF, CR) and columns (Unicode scalars).
    mutating func advance() {
        let byte = bytes[index]
        index += 1
        if byte == 0x0A {
            if index >= 2, bytes[index - 2] == 0x0D { return }
            line += 1
            column = 1
        } else if byte == 0x0D {
            line += 1
            column = 1
        } else if byte & 0xC0 != 0x80 {
            column += 1
        }
    }

    mutating func advance(by count: Int) {
        for _ in 0..<count where !atEnd { advance() }
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }

    mutating func skipSpace() -> Bool {
        let start = index
        while let byte = peek(), Self.isSpace(byte) { advance() }
        return index > start
    }

    // MARK: - Characters

    /// Checks that the bytes are UTF-8 and every character one XML 1.0 allows; skips a byte order
    /// mark.
    mutating func checkCharacters() throws(TranslationFileError) {
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) {
            throw error("the file is UTF-16; save it as UTF-8")
        }
        var probe = self
        while !probe.atEnd {
            let start = probe.position
            let byte = probe.bytes[probe.index]
            let length: Int
            var scalar: UInt32
            switch byte {
            case 0x00..<0x80: length = 1; scalar = UInt32(byte)
            case 0xC2..<0xE0: length = 2; scalar = UInt32(byte & 0x1F)
            case 0xE0..<0xF0: length = 3; scalar = UInt32(byte & 0x0F)
            case 0xF0..<0xF5: length = 4; scalar = UInt32(byte & 0x07)
            default: throw probe.error("the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))", at: start)
            }
            guard probe.index + length <= probe.bytes.count else {
                throw probe.error("the file ends in the middle of a UTF-8 character", at: start)
            }
            for offset in 1..<max(1, length) {
                let next = probe.bytes[probe.index + offset]
                guard next & 0xC0 == 0x80 else { throw probe.error("the file is not valid UTF-8", at: start) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            let minimum: UInt32 = [0, 0, 0x80, 0x800, 0x10000][length]
            guard scalar >= minimum, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else {
                throw probe.error("the file is not valid UTF-8", at: start)
            }
            guard XMLCharacter.isAllowed(scalar) else {
                throw probe.error("U+\(String(scalar, radix: 16, uppercase: true)) is not a character XML 1.0 allows", at: start)
            }
            if probe.index == 0, scalar == 0xFEFF {
                probe.index += 3
                self.index = 3
                continue
            }
            probe.advance(by: length)
        }
    }

    // MARK: - Document

    mutating func document() throws(TranslationFileError) -> XMLElementNode {
        if looksAt("<?xml"), let after = peek(5), Self.isSpace(after) || after == UInt8(ascii: "?") {
            try declaration()
        }
        try misc()
        guard !atEnd else { throw error("the file has no root element (it is empty or holds only comments)") }
        guard peek() == UInt8(ascii: "<") else { throw error("text before the root element") }
        let root = try element()
        try misc()
        guard atEnd else { throw error("content after the end of the root element") }
        return root
    }

    /// The XML declaration: its version must be 1.x and its encoding, if named, UTF-8.
    mutating func declaration() throws(TranslationFileError) {
        let start = position
        advance(by: 5)
        let attributes = try attributeList(closing: "?>")
        guard let version = attributes.first(where: { $0.name == "version" })?.value, version.hasPrefix("1.") else {
            throw error("the XML declaration needs version=\"1.0\"", at: start)
        }
        if let encoding = attributes.first(where: { $0.name == "encoding" })?.value, encoding.lowercased() != "utf-8" {
            throw error("the file declares the encoding \(quoted(encoding)); only UTF-8 is read", at: start)
        }
    }

    /// Comments, processing instructions and white space (around the root element).
    mutating func misc() throws(TranslationFileError) {
        while true {
            _ = skipSpace()
            if looksAt("<!--") {
                try comment()
            } else if looksAt("<?") {
                try processingInstruction()
            } else if looksAt("<!DOCTYPE") {
                throw error("a DOCTYPE is not accepted: XLIFF needs none, and the entities it may declare could expand without bound")
            } else {
                return
            }
        }
    }

    mutating func comment() throws(TranslationFileError) {
        let start = position
        advance(by: 4)
        while !atEnd {
            if looksAt("--") {
                guard peek(2) == UInt8(ascii: ">") else { throw error("'--' inside a comment") }
                advance(by: 3)
                return
            }
            advance()
        }
        throw error("the file ends inside a comment opened at \(start)")
    }

    mutating func processingInstruction() throws(TranslationFileError) {
        let start = position
        advance(by: 2)
        let target = try name()
        if target.lowercased() == "xml" { throw error("an XML declaration is allowed only at the very start of the file", at: start) }
        while !atEnd {
            if looksAt("?>") {
                advance(by: 2)
                return
            }
            advance()
        }
        throw error("the file ends inside a processing instruction opened at \(start)")
    }

    // MARK: - Names

    static func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    mutating func name() throws(TranslationFileError) -> String {
        guard let first = peek(), Self.isNameStart(first) else {
            throw error(atEnd ? "the file ends where a name should stand" : "a name was expected here")
        }
        let start = index
        while let byte = peek(), Self.isNameByte(byte) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }
}

extension XMLScanner {
    /// Throws the UTF-8 error of the bytes, with its place, if they have one (for other formats
    /// than XML, which share the check).
    mutating func checkUTF8Only() throws(TranslationFileError) {
        do {
            try checkCharacters()
        } catch where error.message.contains("UTF") {
            throw error
        } catch {
            return
        }
    }
}
