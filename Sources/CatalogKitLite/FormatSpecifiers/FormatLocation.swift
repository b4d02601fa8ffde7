/// A place inside one of the texts of an analysed string: which text, and where in it.
public struct FormatLocation: Sendable, Hashable {
    /// The text the ranges refer to.
    public let origin: FormatTextOrigin
    /// The range in that text; valid only for that exact string.
    public let range: Range<String.Index>
    /// The same range in UTF-8 bytes from the start of that text.
    public let utf8Range: Range<Int>

    /// Creates a location.
    public init(origin: FormatTextOrigin, range: Range<String.Index>, utf8Range: Range<Int>) {
        self.origin = origin
        self.range = range
        self.utf8Range = utf8Range
    }

    /// The location of `token` in the text identified by `origin`.
    init(_ token: FormatToken, in origin: FormatTextOrigin) {
        self.init(origin: origin, range: token.range, utf8Range: token.utf8Range)
    }
}
