/// The width or precision of a printf-style specifier: a number written in the string, or `*`.
public enum FormatFieldSize: Sendable, Hashable {
    /// A number written in the specifier, e.g. the `5` of `%5d` or the `2` of `%.2f`.
    ///
    /// A `.` without digits is a precision of zero.
    case fixed(Int)
    /// `*` or `*n$`: the value is read from an `int` argument, the next one or argument `n`.
    case argument(position: Int?)

    /// The field size as written, e.g. `"5"`, `"*"` or `"*2$"`.
    var spelling: String {
        switch self {
        case .fixed(let value): String(value)
        case .argument(position: nil): "*"
        case .argument(position: let position?): "*\(position)$"
        }
    }
}
