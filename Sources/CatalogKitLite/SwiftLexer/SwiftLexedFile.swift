/// One Swift file, lexed: its tokens, string literals and comments, with the bytes they point into.
///
/// Made by ``SwiftLexer``. Tokens are in source order; the tokens of a string literal's
/// interpolations follow the literal's own token, so that code walking the top level jumps from a
/// literal to ``LexedLiteral/tokenEnd``.
struct SwiftLexedFile: Sendable {
    /// The file's bytes.
    var bytes: [UInt8]
    /// Its tokens.
    var tokens: [SwiftToken]
    /// Its string literals, in the order their opening delimiters appear.
    var literals: [LexedLiteral]
    /// Its comments, in source order.
    var comments: [LexedComment]
    /// Its line starts.
    var lines: SourceLines
    /// A bit per keyword (by its raw value) that some token of the file is: a pass that looks for
    /// one keyword skips the files without it (``contains(_:)``).
    var keywordsSeen: UInt64

    /// Whether some token of the file is the keyword.
    func contains(_ keyword: SwiftKeyword) -> Bool {
        keywordsSeen & (1 << UInt64(keyword.rawValue)) != 0
    }

    /// The position of a byte offset.
    func position(at offset: Int) -> SourcePosition {
        bytes.withUnsafeBufferPointer { lines.position(at: offset, in: $0) }
    }

    /// The index of the first token that starts at or after byte `offset`, `tokens.count` when
    /// none does: a search, as tokens are in source order.
    func firstToken(startingAtOrAfter offset: Int) -> Int {
        var low = 0, high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if Int(tokens[middle].start) < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position where a token starts.
    func position(ofToken index: Int) -> SourcePosition {
        position(at: Int(tokens[index].start))
    }

    /// The token's text as written.
    func text(ofToken index: Int) -> String {
        text(Int(tokens[index].start)..<Int(tokens[index].end))
    }

    /// Whether the token starts with an ASCII capital, as a type's name does by convention.
    func startsWithUppercase(_ index: Int) -> Bool {
        let start = Int(tokens[index].start)
        return start < bytes.count && (0x41...0x5A).contains(bytes[start])
    }

    /// The bytes of a range, as text.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// Whether the token's bytes are exactly `name`'s ASCII bytes.
    func token(_ index: Int, is name: StaticString) -> Bool {
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == name.utf8CodeUnitCount else { return false }
        return name.withUTF8Buffer { expected in
            bytes.withUnsafeBufferPointer { all in
                memcmpEqual(all.baseAddress! + Int(token.start), expected.baseAddress!, length)
            }
        }
    }

    /// Whether the token's bytes equal `text`'s UTF-8.
    func token(_ index: Int, equals text: String) -> Bool {
        let token = tokens[index]
        // Most tokens differ in length: that is known without touching the bytes.
        guard text.utf8.count == Int(token.end - token.start) else { return false }
        var text = text
        return text.withUTF8 { expected in
            guard expected.count == Int(token.end - token.start) else { return false }
            return bytes.withUnsafeBufferPointer { all in
                expected.isEmpty || memcmpEqual(all.baseAddress! + Int(token.start), expected.baseAddress!, expected.count)
            }
        }
    }

    /// Where the file writes each of `names` as an identifier, in token order: one pass over the
    /// tokens, which compares the bytes only of those as long as a name.
    func identifierPositions(of names: Set<String>) -> [String: [Int]] {
        guard !names.isEmpty else { return [:] }
        let byLength = Dictionary(grouping: names, by: \.utf8.count)
        var positions: [String: [Int]] = [:]
        for index in tokens.indices where tokens[index].kind == .identifier {
            guard let candidates = byLength[Int(tokens[index].end - tokens[index].start)],
                  let name = candidates.first(where: { token(index, equals: $0) }) else { continue }
            positions[name, default: []].append(index)
        }
        return positions
    }

    /// The literal of a string token.
    func literal(at tokenIndex: Int) -> LexedLiteral {
        literals[Int(tokens[tokenIndex].link)]
    }
}

/// Whether `count` bytes at two addresses are equal.
@inline(__always)
private func memcmpEqual(_ left: UnsafePointer<UInt8>, _ right: UnsafePointer<UInt8>, _ count: Int) -> Bool {
    var index = 0
    while index < count {
        if left[index] != right[index] { return false }
        index += 1
    }
    return true
}
