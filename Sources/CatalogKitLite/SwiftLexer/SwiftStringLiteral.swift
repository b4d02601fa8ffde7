/// A string literal of Swift source, decoded: its text pieces and interpolations in order.
public struct SwiftStringLiteral: Hashable, Sendable {
    /// One piece of a literal.
    public enum Segment: Hashable, Sendable {
        /// Text, with escapes decoded (`\n` is a line break, `\u{E9}` is `é`).
        case text(String)
        /// An interpolation `\( … )`, its expression as written (whitespace collapsed).
        case interpolation(String)
    }

    /// The pieces, in order; adjacent text pieces are joined.
    public var segments: [Segment]
    /// Where the literal starts (its first `#` or `"`).
    public var position: SourcePosition

    /// Creates a literal.
    public init(segments: [Segment], position: SourcePosition) {
        self.segments = segments
        self.position = position
    }

    /// The text when the literal has no interpolation.
    public var plainText: String? {
        var text = ""
        for segment in segments {
            guard case .text(let piece) = segment else { return nil }
            text += piece
        }
        return text
    }

    /// The values the literal interpolates, as written, without a format argument
    /// (`\(total, specifier: "%.2f")` gives `total`).
    public var interpolatedValues: [String] {
        segments.compactMap { segment in
            guard case .interpolation(let expression) = segment else { return nil }
            let value = expression.prefix { $0 != "," }.trimmingEdges { $0 == " " }
            return value.isEmpty ? nil : String(value)
        }
    }

    /// Whether the literal has any interpolation.
    public var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { true } else { false } }
    }
}
