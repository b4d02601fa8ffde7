/// Reads an old-style (OpenStep, "ASCII") property list: the format of `project.pbxproj`.
///
/// The grammar is CoreFoundation's: dictionaries `{ key = value; }` (every entry ends with `;`),
/// arrays `( a, b, )` (a trailing comma is allowed), strings quoted with `"` or `'` (escapes `\n`,
/// `\t`, `\"`, `\\`, `\a` `\b` `\f` `\r` `\v`, octal `\101`, `\U00e9` UTF-16 units, a backslash before
/// any other character keeps the character) or unquoted (`A`–`Z`, `a`–`z`, `0`–`9` and `_ $ / : . -`),
/// data `<0fbd 7a>`, and comments `/* … */` and `// …` between tokens. The bytes must be UTF-8 (a
/// byte-order mark is skipped), as Xcode writes them (`// !$*UTF8*$!`).
///
/// Every error has a line and column and says what was expected and what was found. Nothing
/// recurses on the input: open arrays and dictionaries wait on an explicit stack, and nesting deeper
/// than ``maximumDepth`` is an error. An octal escape above `\177` (a NeXTSTEP character) and a
/// lone UTF-16 surrogate are errors rather than guesses.
public enum PropertyListReader {
    /// The deepest nesting of arrays and dictionaries accepted (Xcode writes 5).
    public static let maximumDepth = 512

    /// Reads a whole document.
    public static func parse(_ bytes: [UInt8]) throws(PropertyListSyntaxError) -> PropertyListDocument {
        let result: Result<PropertyListValue, PropertyListScanner.Failure> = bytes.withUnsafeBufferPointer { buffer in
            if let bad = UTF8Check.firstInvalidOffset(buffer) {
                return .failure(.init(offset: bad, message: "the file is not UTF-8 (byte 0x\(hex(buffer[bad])))"))
            }
            var scanner = PropertyListScanner(bytes: buffer, index: SourceLines.byteOrderMarkLength(buffer))
            do throws(PropertyListScanner.Failure) {
                return .success(try scanner.document())
            } catch {
                return .failure(error)
            }
        }
        let lines = bytes.withUnsafeBufferPointer { SourceLines($0) }
        switch result {
        case .success(let root):
            return PropertyListDocument(root: root, bytes: bytes, lines: lines)
        case .failure(let failure):
            let position = bytes.withUnsafeBufferPointer { lines.position(at: min(failure.offset, bytes.count), in: $0) }
            throw PropertyListSyntaxError(position: position, message: failure.message)
        }
    }
}

/// The reader's state: the bytes and where it is. Scalars (strings, data, comments) are read in
/// `PropertyListScanner+Scalars.swift`.
struct PropertyListScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int

    /// An error at a byte offset, turned into a position by ``PropertyListReader/parse(_:)``.
    struct Failure: Error {
        var offset: Int
        var message: String
    }

    /// An array or dictionary whose closing bracket is still to come. Frames are changed in place
    /// on the stack, so that an item is appended to its container without copying the container.
    private struct Frame {
        var isDictionary: Bool
        var start: Int
        var items: [PropertyListValue] = []
        var entries: [PropertyListDictionary.Entry] = []
        /// The key whose value is being read (a dictionary).
        var key = ""
        var keyOffset = 0
    }

    /// Reads the top-level value and checks that only white space and comments follow it.
    mutating func document() throws(Failure) -> PropertyListValue {
        let root = try value()
        try skipTrivia()
        guard index >= bytes.count else {
            throw Failure(offset: index, message: "expected the end of the file after the top-level value, found \(found())")
        }
        return root
    }

    /// Reads one value, nested ones included, keeping open containers on a stack.
    private mutating func value() throws(Failure) -> PropertyListValue {
        var stack: [Frame] = []
        while true {
            // Read a value, or open a container and read its first member.
            var finished: PropertyListValue
            try skipTrivia()
            guard index < bytes.count else { throw Failure(offset: index, message: "expected a value, found the end of the file") }
            let start = index
            switch bytes[index] {
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                index += 1
                try skipTrivia()
                if peek(UInt8(ascii: "}")) {
                    index += 1
                    finished = PropertyListValue(.dictionary(PropertyListDictionary(entries: [])), offset: start)
                } else {
                    let (key, keyOffset) = try keyAndEquals()
                    stack.append(Frame(isDictionary: true, start: start, key: key, keyOffset: keyOffset))
                    continue
                }
            case UInt8(ascii: "("):
                try checkDepth(stack.count)
                index += 1
                try skipTrivia()
                if peek(UInt8(ascii: ")")) {
                    index += 1
                    finished = PropertyListValue(.array([]), offset: start)
                } else {
                    stack.append(Frame(isDictionary: false, start: start))
                    continue
                }
            default:
                finished = try scalar(expecting: "a value")
            }
            // Hand the value to the containers it completes, innermost first.
            while let top = stack.indices.last {
                if stack[top].isDictionary {
                    stack[top].entries.append(PropertyListDictionary.Entry(key: stack[top].key, keyOffset: stack[top].keyOffset, value: finished))
                    try skipTrivia()
                    guard peek(UInt8(ascii: ";")) else {
                        throw Failure(offset: index, message: "expected ';' after the value of \(quotedKey(stack[top].key)), found \(found())")
                    }
                    index += 1
                    try skipTrivia()
                    guard peek(UInt8(ascii: "}")) else {
                        (stack[top].key, stack[top].keyOffset) = try keyAndEquals()
                        break
                    }
                    index += 1
                    let frame = stack.removeLast()
                    finished = PropertyListValue(.dictionary(PropertyListDictionary(entries: frame.entries)), offset: frame.start)
                } else {
                    stack[top].items.append(finished)
                    try skipTrivia()
                    if peek(UInt8(ascii: ",")) {
                        index += 1
                        try skipTrivia()
                        // A comma may end the list (a trailing comma), or come before the next item.
                        guard peek(UInt8(ascii: ")")) else { break }
                    } else if !peek(UInt8(ascii: ")")) {
                        throw Failure(offset: index, message: "expected ',' or ')' after an array item, found \(found())")
                    }
                    index += 1
                    let frame = stack.removeLast()
                    finished = PropertyListValue(.array(frame.items), offset: frame.start)
                }
            }
            if stack.isEmpty { return finished }
        }
    }

    /// A dictionary key and the `=` after it.
    private mutating func keyAndEquals() throws(Failure) -> (String, Int) {
        let key = try scalar(expecting: "a key or '}'")
        guard let text = key.string else {
            throw Failure(offset: key.offset, message: "expected a key or '}', found data")
        }
        try skipTrivia()
        guard peek(UInt8(ascii: "=")) else {
            throw Failure(offset: index, message: "expected '=' after the key \(quotedKey(text)), found \(found())")
        }
        index += 1
        return (text, key.offset)
    }

    private func checkDepth(_ open: Int) throws(Failure) {
        guard open < PropertyListReader.maximumDepth else {
            throw Failure(offset: index, message: "arrays and dictionaries nest deeper than \(PropertyListReader.maximumDepth) levels")
        }
    }

    func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    /// A key for a message, shortened.
    private func quotedKey(_ key: String) -> String {
        "'\(key.count > 60 ? String(key.prefix(60)) + "…" : key)'"
    }

    /// What stands at the current index, for a message: `'x'`, `U+0007`, or the end of the file.
    func found() -> String {
        guard index < bytes.count else { return "the end of the file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte < 0x80 { return unicodeName(UInt32(byte)) }
        // A scalar of several bytes (the bytes were checked to be UTF-8).
        var end = index + 1
        while end < bytes.count && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self))'"
    }
}
