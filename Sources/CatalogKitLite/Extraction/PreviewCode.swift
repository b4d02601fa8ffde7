/// The parts of a Swift file that only Xcode's previews run: `#Preview { … }` bodies and types that
/// conform to `PreviewProvider`. Their text never reaches a user, so their calls are not uses: a
/// preview's `Button("Value:")` is not a label anybody hears.
enum PreviewCode {
    /// The byte ranges of the file's preview code.
    static func ranges(in file: SwiftLexedFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let tokens = file.tokens
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            let isPreviewMacro = tokens[index].kind == .poundKeyword && file.token(index, is: "#Preview")
            let isPreviewProvider = tokens[index].kind == .identifier && file.token(index, is: "PreviewProvider")
                && index > 0 && (tokens[index - 1].kind == .colon || tokens[index - 1].kind == .comma)
            guard isPreviewMacro || isPreviewProvider else { continue }
            // The body: the next `{` (after the macro's arguments, or the rest of the type's
            // inheritance clause), up to its partner.
            var next = index + 1
            while next < tokens.count, tokens[next].kind != .leftBrace {
                if tokens[next].kind == .leftParen, tokens[next].link > next { next = Int(tokens[next].link) }
                if tokens[next].kind == .rightBrace || tokens[next].kind == .semicolon { break }
                next += 1
            }
            guard next < tokens.count, tokens[next].kind == .leftBrace, tokens[next].link > next else { continue }
            let close = Int(tokens[next].link)
            ranges.append(Int(tokens[index].start)..<Int(tokens[close].end))
            index = close
        }
        return ranges
    }
}
