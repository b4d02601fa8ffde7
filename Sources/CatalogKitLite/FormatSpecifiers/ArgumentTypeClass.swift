/// The kind of value a format argument must be, as far as comparing two strings is concerned.
///
/// Two specifiers that read the same argument must agree on this class, or the program prints garbage or
/// crashes: `%lld` and `%@` at the same index is an error. Specifiers of the same class that differ only in
/// their length modifier (`%lld` and `%d`) are compatible in this sense; `ArgumentUse.lengthModifier`
/// exposes the difference so callers can warn about it.
public enum ArgumentTypeClass: String, Sendable, Hashable, CaseIterable {
    /// An Objective-C object (`%@`), in practice any Swift value bridged to `NSObject`, usually a string.
    case object
    /// A signed or unsigned integer (`d D i u U x X o O`), and the `int` read by a `*` width or precision.
    case integer
    /// A floating-point number (`f F e E g G a A`).
    case float
    /// A single character (`c`, `C`).
    ///
    /// At the C calling-convention level `%c` reads an `int`, so it could be counted as an integer. It is a
    /// class of its own because swapping `%d` for `%c` prints a glyph instead of a number: for a reader
    /// that is as wrong as a type mismatch, so comparisons should flag it.
    case character
    /// A pointer to a NUL-terminated C string (`s`, `S`).
    case cString
    /// A pointer printed as an address (`p`).
    case pointer

    /// A short English description used in diagnostic messages, e.g. `"an integer"`.
    public var phrase: String {
        switch self {
        case .object: "an object"
        case .integer: "an integer"
        case .float: "a floating-point number"
        case .character: "a character"
        case .cString: "a C string"
        case .pointer: "a pointer"
        }
    }
}
