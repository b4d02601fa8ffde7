/// The types a file declares or extends, read from the tokens alone: what previews and unshipped
/// code are told apart by, before any scope tree is made.
extension SwiftLexedFile {
    /// One `struct`, `class`, `enum`, `actor` or `extension` with a name and a body.
    struct TypeBody {
        /// The keyword's token.
        var keyword: Int
        /// The name's token, right after the keyword.
        var name: Int
        /// The bytes from the keyword to the closing brace.
        var body: Range<Int>
        /// The token of the body's `{`: the generic parameters, conformances and `where` clause lie
        /// between the name and it.
        var open: Int
    }

    /// Every `keyword Name … {` of the file whose keyword is one of `keywords`, with its body; the
    /// inner type of `extension Outer.Inner` is not taken for the one named.
    func typeBodies(_ keywords: [StaticString]) -> [TypeBody] {
        var found: [TypeBody] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, tokens[index + 1].kind == .identifier,
                  keywords.contains(where: { token(index, is: $0) }) else { continue }
            var open = index + 2
            while open < tokens.count, tokens[open].kind != .leftBrace, tokens[open].kind != .rightBrace {
                if open == index + 2, tokens[open].kind == .period { break }
                open += 1
            }
            guard open < tokens.count, tokens[open].kind == .leftBrace, tokens[open].link > open else { continue }
            found.append(TypeBody(keyword: index, name: index + 1, body: Int(tokens[index].start)..<Int(tokens[Int(tokens[open].link)].end), open: open))
        }
        return found
    }
}
