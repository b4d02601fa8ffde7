/// A strict, position-keeping pull reader of JSON (RFC 8259) over UTF-8 bytes.
///
/// The reader hands out one token at a time: the caller asks for the kind of the next value, then reads
/// it (``readString()``, ``readNumber()``, ...) or walks into it (``beginObject()`` and ``nextMember()``,
/// ``beginArray()`` and ``nextElement()``). That lets the catalog decoder build its model straight from
/// the bytes, with no intermediate tree, and know the line and column of everything it reads.
///
/// It is strict where RFC 8259 is: no trailing commas, no comments, no leading zeros, no unescaped
/// control characters, only valid UTF-8 and valid escapes (a lone surrogate in `\u` escapes is an error,
/// since no Swift string can hold it). Nesting deeper than ``maximumDepth`` is an error, never a stack
/// overflow: nothing in the reader recurses. A UTF-8 byte-order mark is skipped, as RFC 8259 allows.
///
/// Use it through ``JSONReader/withReader(_:maximumDepth:_:)``, which keeps the bytes alive:
///
/// ```swift
/// let value = try JSONReader.withReader(bytes) { reader in try reader.readDocument() }
/// ```
public struct JSONReader {
    /// The deepest nesting of arrays and objects the reader accepts by default. String Catalogs nest
    /// about ten levels; 512 leaves room for any real document and keeps memory bounded.
    public static let defaultMaximumDepth = 512

    let bytes: UnsafeBufferPointer<UInt8>
    var index: Int
    var line = 1
    var lineStart: Int
    /// UTF-8 continuation bytes between `lineStart` and `index`, so that columns count scalars.
    /// Strings cannot hold raw line breaks, so every such byte is in a string scanned on this line.
    var extraBytes = 0
    /// Whether the container just opened has not yet been asked for its first member or element.
    var expectingFirst = false
    var scratch: [UInt8] = []

    /// The current depth of nesting: 0 outside any container.
    public private(set) var depth = 0
    /// The deepest nesting this reader accepts.
    public let maximumDepth: Int
    /// Every duplicate member name met while reading objects through ``readValue()`` or reported with
    /// ``recordDuplicate(_:)``, in file order.
    public var duplicateKeys: [JSONDuplicateKey] = []
    /// The escapes of every string read that had any, in file order, for exact places inside values.
    public var escapedStrings: [EscapedString] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
        let hasByteOrderMark = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
        self.index = hasByteOrderMark ? 3 : 0
        self.lineStart = self.index
    }

    /// Runs `body` with a reader over `bytes`.
    ///
    /// Before `body` runs, the reader rejects text that is clearly not UTF-8 (a UTF-16 or UTF-32
    /// byte-order mark, or NUL bytes where JSON text must start).
    public static func withReader<Bytes: Collection<UInt8>, Result>(
        _ bytes: Bytes,
        maximumDepth: Int = defaultMaximumDepth,
        _ body: (inout JSONReader) throws(JSONSyntaxError) -> Result
    ) throws(JSONSyntaxError) -> Result {
        let outcome: Swift.Result<Result, JSONSyntaxError>? = bytes.withContiguousStorageIfAvailable { buffer in
            run(buffer, maximumDepth: maximumDepth, body)
        }
        let result = outcome ?? Array(bytes).withUnsafeBufferPointer { buffer in
            run(buffer, maximumDepth: maximumDepth, body)
        }
        return try result.get()
    }

    private static func run<Result>(
        _ buffer: UnsafeBufferPointer<UInt8>,
        maximumDepth: Int,
        _ body: (inout JSONReader) throws(JSONSyntaxError) -> Result
    ) -> Swift.Result<Result, JSONSyntaxError> {
        var reader = JSONReader(bytes: buffer, maximumDepth: maximumDepth)
        do {
            try reader.rejectOtherEncodings()
            return .success(try body(&reader))
        } catch {
            return .failure(error)
        }
    }

    /// Reads a whole JSON text: one value and nothing but white space after it.
    public static func parse<Bytes: Collection<UInt8>>(
        _ bytes: Bytes, maximumDepth: Int = defaultMaximumDepth
    ) throws(JSONSyntaxError) -> (value: JSONValue, duplicateKeys: [JSONDuplicateKey]) {
        try withReader(bytes, maximumDepth: maximumDepth) { reader throws(JSONSyntaxError) in
            let value = try reader.readDocument()
            return (value, reader.duplicateKeys)
        }
    }

    // MARK: - Position

    /// The position of the next byte the reader will look at.
    @inline(__always)
    public var position: SourcePosition {
        SourcePosition(line: line, column: index - lineStart - extraBytes + 1, offset: index)
    }

    /// An error at the reader's current position.
    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(message, at: position)
    }

    // MARK: - White space and values

    @inline(__always)
    mutating func skipWhitespace() {
        // Most calls stand at a value or punctuation already.
        guard index < bytes.count, bytes[index] <= UInt8(ascii: " ") else { return }
        skipWhitespaceRun()
    }

    /// Skips the white space at `index`.
    mutating func skipWhitespaceRun() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "):
                index += 1
                skipSpaces()
            case UInt8(ascii: "\n"):
                index += 1
                startLine()
                // The indentation that follows, without another turn of the loop.
                if index < bytes.count, bytes[index] == UInt8(ascii: " ") {
                    index += 1
                    skipSpaces()
                }
            case UInt8(ascii: "\t"):
                index += 1
            case UInt8(ascii: "\r"):
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                startLine()
            default:
                return
            }
        }
    }

    /// Moves past a run of spaces, eight at a time: Xcode indents every line with them.
    @inline(__always)
    mutating func skipSpaces() {
        #if _endian(little)
        guard let base = bytes.baseAddress else { return }
        let spaces: UInt64 = 0x2020_2020_2020_2020
        while index &+ 8 <= bytes.count {
            let different = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ spaces
            if different != 0 {
                index &+= different.trailingZeroBitCount >> 3
                return
            }
            index &+= 8
        }
        #endif
    }

    @inline(__always)
    mutating func startLine() {
        line += 1
        lineStart = index
        extraBytes = 0
    }

    /// Skips white space and tells what kind of value comes next, without reading it.
    ///
    /// - Throws: ``JSONSyntaxError`` when no value can start here.
    public mutating func peekKind() throws(JSONSyntaxError) -> JSONValueKind {
        skipWhitespace()
        guard index < bytes.count else { throw error("expected a value, found \(describeFound())") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: throw error("expected a value, found \(describeFound())")
        }
    }

    /// Reads the top-level value of a document and checks that only white space follows it.
    public mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
        let value = try readValue()
        try finish()
        return value
    }

    /// Checks that nothing but white space is left.
    public mutating func finish() throws(JSONSyntaxError) {
        skipWhitespace()
        if index < bytes.count {
            throw error("expected the end of the file after the top-level value, found \(describeFound())")
        }
    }

    // MARK: - Containers

    /// Consumes the `{` of an object.
    public mutating func beginObject() throws(JSONSyntaxError) {
        try open(UInt8(ascii: "{"), "an object")
    }

    /// Consumes the `[` of an array.
    public mutating func beginArray() throws(JSONSyntaxError) {
        try open(UInt8(ascii: "["), "an array")
    }

    private mutating func open(_ bracket: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == bracket else {
            throw error("expected \(what), found \(describeFound())")
        }
        guard depth < maximumDepth else {
            throw error("arrays and objects are nested deeper than \(maximumDepth) levels")
        }
        depth += 1
        index += 1
        expectingFirst = true
    }

    /// Moves to the next member of the object being read and returns its name and where the name
    /// stands, or `nil` (consuming the `}`) when the object ends. Call the reader for the member's
    /// value before asking for the next member.
    public mutating func nextMember() throws(JSONSyntaxError) -> (name: String, position: SourcePosition)? {
        guard let name = try nextMemberName() else { return nil }
        return (string(of: name), name.position)
    }

    /// ``nextMember()`` without making a `String` of the name, so that known names can be matched
    /// on their bytes (see ``name(_:is:)``).
    @inline(__always)
    mutating func nextMemberName() throws(JSONSyntaxError) -> MemberName? {
        guard try advanceInContainer(closing: UInt8(ascii: "}"), after: "an object member") else { return nil }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
            throw error("expected a member name in double quotes, found \(describeFound())")
        }
        let namePosition = position
        let token = try readStringToken()
        let name = MemberName(start: token.start, end: token.end, unescaped: token.unescaped, position: namePosition)
        // Xcode writes `"name" : value`: take the ` : ` in one step when it is there.
        if index &+ 3 < bytes.count, bytes[index] == UInt8(ascii: " "), bytes[index &+ 1] == UInt8(ascii: ":"),
           bytes[index &+ 2] == UInt8(ascii: " "), bytes[index &+ 3] > UInt8(ascii: " ") {
            index &+= 3
            return name
        }
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
            throw error("expected ':' after the member name \(quoted(string(of: name))), found \(describeFound())")
        }
        index += 1
        return name
    }

    /// The text of a member name.
    @inline(__always)
    func string(of name: MemberName) -> String {
        name.unescaped ?? makeString(name.start, name.end)
    }

    /// Whether a member name is `word`, byte for byte. For the ASCII names a catalog's schema uses this
    /// is what `==` on the name's `String` gives, without making the string.
    @inline(__always)
    func name(_ name: MemberName, is word: StaticString) -> Bool {
        text(name.start, name.end, name.unescaped, is: word)
    }

    /// Whether the text of a string token (see ``readStringToken()``) is `word`, byte for byte.
    @inline(__always)
    func text(_ start: Int, _ end: Int, _ unescaped: String?, is word: StaticString) -> Bool {
        let length = word.utf8CodeUnitCount
        if let unescaped {
            var unescaped = unescaped
            return unescaped.withUTF8 { text in
                text.count == length && (length == 0 || equalBytes(text.baseAddress!, word.utf8Start, length))
            }
        }
        return end - start == length && (length == 0 || equalBytes(bytes.baseAddress! + start, word.utf8Start, length))
    }

    /// Moves to the next element of the array being read: `true` if there is one, `false` (consuming
    /// the `]`) when the array ends.
    public mutating func nextElement() throws(JSONSyntaxError) -> Bool {
        try advanceInContainer(closing: UInt8(ascii: "]"), after: "an array element")
    }

    /// Handles the `,` or closing bracket between the items of a container. Returns `false` at the end.
    private mutating func advanceInContainer(closing: UInt8, after what: String) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        let isFirst = expectingFirst
        expectingFirst = false
        if index < bytes.count, bytes[index] == closing {
            index += 1
            depth -= 1
            return false
        }
        if !isFirst {
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else {
                let close = closing == UInt8(ascii: "}") ? "'}'" : "']'"
                throw error("expected ',' or \(close) after \(what), found \(describeFound())")
            }
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == closing {
                throw error("expected \(closing == UInt8(ascii: "}") ? "a member" : "a value") after ',', found \(describeFound()) (trailing commas are not allowed)")
            }
        }
        return true
    }

    /// Records a duplicate member name found by a caller that walks objects itself.
    public mutating func recordDuplicate(_ duplicate: JSONDuplicateKey) {
        duplicateKeys.append(duplicate)
    }
}

/// Whether `count` bytes at `left` and `right` are equal.
@inline(__always)
func equalBytes(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var offset = 0
    while offset + 8 <= count {
        let leftWord = UnsafeRawPointer(left + offset).loadUnaligned(as: UInt64.self)
        let rightWord = UnsafeRawPointer(right + offset).loadUnaligned(as: UInt64.self)
        if leftWord != rightWord { return false }
        offset += 8
    }
    while offset < count {
        if left[offset] != right[offset] { return false }
        offset += 1
    }
    return true
}

/// A member name read by ``JSONReader/nextMemberName()``: where its text is and where it stands.
struct MemberName {
    /// The start of the name's text, after the opening quote.
    var start: Int
    /// The end of the name's text, at the closing quote.
    var end: Int
    /// The unescaped text when the name has escapes; `nil` when `start..<end` is the text.
    var unescaped: String?
    /// Where the name's opening quote stands.
    var position: SourcePosition
}
