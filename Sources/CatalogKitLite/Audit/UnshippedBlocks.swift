/// Blocks no run enters: `if false { … }`, a screen its author switched off in code (mmex's
/// "Sample Database" button). The compiler builds them, but no user sees what they make, so the uses
/// inside are set aside like those under an `#if` no release build takes.
enum UnshippedBlocks {
    /// Moves the uses inside `if false { … }` blocks into `skipped`.
    static func separate(_ sources: inout [ScannedSource], files: [SwiftLexedFile?]) {
        UnshippedTypes.setAside(&sources, files: files) { file in
            neverEntered(in: file).map { ($0.body, "the block of `if false` (line \($0.line)) never runs") }
        }
    }

    /// The bodies of `if false {` blocks, with the line of their `if`.
    static func neverEntered(in file: SwiftLexedFile) -> [(body: Range<Int>, line: Int)] {
        let tokens = file.tokens
        var found: [(body: Range<Int>, line: Int)] = []
        for index in tokens.indices where tokens[index].keyword == .if && index + 2 < tokens.count {
            guard file.token(index + 1, is: "false"), tokens[index + 2].kind == .leftBrace, tokens[index + 2].link > index + 2 else { continue }
            let close = Int(tokens[index + 2].link)
            found.append((Int(tokens[index + 2].start)..<Int(tokens[close].end), file.position(ofToken: index).line))
        }
        return found
    }
}
