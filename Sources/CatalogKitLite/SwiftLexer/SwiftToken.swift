/// What a token of Swift source is. Keywords are identifiers here: the recogniser asks for the few
/// it needs by their text.
enum SwiftTokenKind: UInt8, Sendable {
    /// A name (`accessibilityLabel`, `Button`, `let`, `$0`), or a backticked one (`` `default` ``).
    case identifier
    /// `#if`, `#selector`, `#bundle`: a `#` and the name that follows it.
    case poundKeyword
    /// An integer or floating-point literal.
    case number
    /// A string literal, from its opening delimiter to its closing one; the tokens of its
    /// interpolations follow it (see ``SwiftLexedFile/literal(at:)``).
    case string
    /// A regex literal, `/…/` or `#/…/#`.
    case regex
    /// An operator: `=`, `+`, `??`, `...`, `->`, `!`, `?`.
    case `operator`
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon, period
    /// `@` of an attribute.
    case at
    /// `\` of a key path.
    case backslash
    /// A lone `#`, a lone backtick, or a byte that starts no Swift token (a control character).
    case unknown
}

/// One token: its kind and its bytes in the file.
struct SwiftToken: Sendable {
    /// What the token is.
    var kind: SwiftTokenKind
    /// Whether white space or a comment holding a line break comes before the token (or it is the
    /// first of the file): Swift ends a statement there unless the next token continues it.
    var startsLine: Bool
    /// Whether white space or a comment comes right before the token.
    var followsSpace: Bool
    /// For an identifier, the keyword or lookup name it spells (``SwiftKeyword``), else `.none`.
    var keyword: SwiftKeyword = .none
    /// The offset of the token's first byte.
    var start: Int32
    /// The offset after the token's last byte.
    var end: Int32
    /// For a bracket, the index of its partner (`-1` when unmatched); for a string literal, its
    /// index in ``SwiftLexedFile/literals``; else `-1`.
    var link: Int32
}

/// A string literal: where it is, its delimiters, and its pieces.
struct LexedLiteral: Sendable {
    /// One piece of the literal's content, as byte offsets into the file.
    enum Segment: Sendable {
        /// Text as written (escapes not yet decoded).
        case text(Range<Int32>)
        /// An interpolation: its expression's bytes (between `\(` and `)`) and its tokens.
        case interpolation(source: Range<Int32>, tokens: Range<Int32>)
    }

    /// The literal's token.
    var token: Int32
    /// The index of the first token after the literal and its interpolations.
    var tokenEnd: Int32
    /// The number of `#` around it (0 for a plain literal).
    var hashes: Int32
    /// Whether it is a `"""` literal.
    var isMultiline: Bool
    /// For a multi-line literal, the bytes before its closing `"""` on that line: the indentation
    /// every content line loses.
    var indentation: Range<Int32>
    /// Its pieces in order.
    var segments: [Segment]
    /// The literal in whose interpolation this one is written, or `-1`.
    var enclosingLiteral: Int32
}

/// A comment, as byte offsets into the file.
struct LexedComment: Sendable {
    /// Its bytes, delimiters included.
    var range: Range<Int32>
    /// Whether it is a block comment (`/* … */`).
    var isBlock: Bool
}
