/// Turns increasing UTF-8 offsets into `String.Index` values in one forward walk.
///
/// Walking forward from the previous token keeps the conversion linear even for bridged (UTF-16)
/// strings, where a jump from the start of the string would cost time proportional to the offset.
struct FormatIndexWalker {
    private let utf8: String.UTF8View
    private var offset = 0
    private var index: String.Index

    init(_ text: String) {
        utf8 = text.utf8
        index = text.utf8.startIndex
    }

    /// The index of UTF-8 offset `target`, which must not be below the previous one.
    mutating func index(at target: Int) -> String.Index {
        index = utf8.index(index, offsetBy: target - offset)
        offset = target
        return index
    }

    /// A token of `kind` covering the UTF-8 offsets `range`.
    mutating func token(_ kind: FormatToken.Kind, _ range: Range<Int>) -> FormatToken {
        let lower = index(at: range.lowerBound)
        let upper = index(at: range.upperBound)
        return FormatToken(kind: kind, range: lower..<upper, utf8Range: range)
    }
}
